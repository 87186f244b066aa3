// The necks of the tops: shirt collar and placket, polo collar, crew and V necks, cardigan front.

import type { FabricWeave } from "../catalog";
import { tone } from "./colour";
import { CX, ellipse, lerp, mirror, poly, pt, type Pt } from "./geometry";
import type { Sketch } from "./sketch";
import type { TopSpec } from "./tops";

/** The second stripe on cricket tipping. */
export const CRICKET_RED = "#6B2233";

/** Shirt collar, placket, buttons and pocket. */
export function drawShirtFront(s: Sketch, o: TopSpec, hemCentre: number): void {
  const cut = o.neck === "cutaway";
  // Looking into the neck: the inside back of the collar band and yoke.
  const inside = `M516 262C526 226 674 226 684 262C676 304 524 304 516 262Z`;
  s.cloth(inside, { shade: -0.38, pattern: "none" });
  s.fold(`M520 250Q600 226 680 250`, -0.5, 22);
  s.add(
    `<rect x="586" y="247" width="28" height="13" rx="1" fill="#F4EFE4" stroke="#CFC6B4" stroke-width="0.8"/>`,
    `<path d="M591 252.5h18M594 256h12" stroke="#7C6A52" stroke-width="1.1" stroke-opacity="0.8"/>`,
  );

  // The collar band closes at the top button.
  const band = `M548 276Q600 300 652 276L652 300Q600 332 548 300Z`;
  s.cloth(band, { angle: 90 });
  s.stitch(`M552 296Q600 324 648 296`, 0.45);

  // Placket (or a clean French front) down to the hem.
  const pl = `M582 312L618 312L618 ${hemCentre - 2}Q600 ${hemCentre + 1} 582 ${hemCentre - 2}Z`;
  if (!cut) {
    s.castShadow(pl, 2, 1, 2, 0.25);
    s.cloth(pl, { shade: 0.02 });
    s.stitch(`M587 330L587 ${hemCentre - 6}`, 0.45);
    s.stitch(`M613 330L613 ${hemCentre - 6}`, 0.45);
  } else {
    s.seam(`M614 318L614 ${hemCentre - 2}`, 0.55);
    s.stitch(`M607 330L607 ${hemCentre - 8}`, 0.35);
  }
  s.fold(`M624 320L624 ${hemCentre}`, -0.2, 10);

  // Collar leaves, mirrored; a cutaway spreads wide, a button-down points down to its buttons.
  const leaf = cut
    ? `M${CX} 224C652 222 700 230 716 254C728 282 736 322 742 364L648 318Q624 304 610 290C640 280 668 268 676 256C664 244 636 240 ${CX} 240Z`
    : `M${CX} 224C650 222 698 230 714 254C726 290 716 348 690 408L612 318C630 300 666 276 676 258C664 244 636 240 ${CX} 240Z`;
  for (const d of [leaf, mirror(leaf)]) {
    s.castShadow(d, 2, 7, 5, 0.32);
    s.cloth(d, { angle: 90 });
    s.fold(d, -0.3, 12);
  }
  // The back of the collar is one piece: hide the join the two mirrored leaves leave there.
  s.cloth(`M586 225Q600 224.4 614 225L614 239.4Q600 239.4 586 239.4Z`, { angle: 90, edge: false });
  s.fold(`M640 300Q690 300 ${cut ? 730 : 700} 352`, 0.4, 18);
  s.fold(`M560 300Q510 300 ${cut ? 470 : 500} 352`, 0.3, 18);
  const stitchLeaf = cut
    ? `M714 262C724 288 730 322 734 352L652 314`
    : `M708 258C718 292 710 344 688 396L620 320`;
  s.stitch(stitchLeaf, 0.5);
  s.stitch(mirror(stitchLeaf), 0.5);
  s.button(CX, 306, 6);
  if (!cut) {
    s.button(676, 386, 4.5);
    s.button(2 * CX - 676, 386, 4.5);
  }

  for (let y = 410; y < hemCentre - 60; y += 104) s.button(CX, y, 7.2);

  if (o.pocket) {
    const pocket = `M672 470L782 470L782 592L727 616L672 592Z`;
    s.castShadow(pocket, 1, 3, 3, 0.22);
    s.cloth(pocket, { shade: 0.01 });
    s.seam(`M672 490L782 490`, 0.35);
    s.stitch(`M676 494L676 589L727 611L778 589L778 494`, 0.5);
    s.fold(pocket, -0.25, 8);
  }
}

export function drawPoloNeck(s: Sketch): void {
  const inside = `M522 262C530 230 670 230 678 262C672 300 528 300 522 262Z`;
  s.cloth(inside, { shade: -0.4, weave: "jersey" });
  s.fold(`M524 252Q600 230 676 252`, -0.5, 20);
  const pl = `M578 290L622 290L622 468Q600 476 578 468Z`;
  s.castShadow(pl, 1, 2, 2, 0.25);
  s.cloth(pl);
  s.stitch(`M583 300L583 464Q600 470 617 464L617 300`, 0.5);
  s.seam(`M600 296L600 468`, 0.25);
  // Flat-knit collar: softer and rounder than a shirt's, ribbed along its length.
  const leaf = `M${CX} 228C652 226 700 234 714 258C728 296 722 340 700 392C678 376 640 340 606 300C636 286 664 272 676 260C662 248 636 244 ${CX} 244Z`;
  for (const d of [leaf, mirror(leaf)]) {
    s.castShadow(d, 2, 8, 6, 0.35);
    s.cloth(d, { weave: "rib", angle: d === leaf ? 15 : -15 });
    s.fold(d, -0.3, 12);
    if (s.art.pattern === "tipping") {
      const tip =
        d === leaf
          ? `M706 262C719 298 714 338 696 380`
          : mirror(`M706 262C719 298 714 338 696 380`);
      s.add(`<path d="${tip}" fill="none" stroke="${s.art.accent}" stroke-width="3.2"/>`);
    }
  }
  s.button(CX, 340, 6.5);
  s.button(CX, 420, 6.5);
}

/** An elliptical ribbed band: the fabric plus one raised rib every few units around it. */
function ribRing(
  s: Sketch,
  cx: number,
  cy: number,
  r0: Pt,
  r1: Pt,
  from: number,
  to: number,
  weave: FabricWeave,
): void {
  const ring = `${ellipse(cx, cy, r1[0], r1[1])}${ellipse(cx, cy, r0[0], r0[1])}`;
  s.add(`<g fill-rule="evenodd">`);
  s.cloth(ring, { weave, edge: false });
  s.add(`</g>`);
  let ribs = "";
  let lights = "";
  const n = Math.round(((to - from) / (Math.PI * 2)) * ((Math.PI * (r1[0] + r1[1])) / 5.5));
  for (let k = 0; k <= n; k++) {
    const t = from + ((to - from) * k) / n;
    const a: Pt = [cx + r0[0] * Math.cos(t), cy + r0[1] * Math.sin(t)];
    const b: Pt = [cx + r1[0] * Math.cos(t), cy + r1[1] * Math.sin(t)];
    ribs += `M${pt(a)}L${pt(b)}`;
    lights += `M${pt(lerp(a, b, 0.02))}L${pt(lerp(b, a, 0.02))}`;
  }
  s.add(
    `<path d="${ribs}" stroke="${tone(s.colour, -0.45)}" stroke-width="1.8" stroke-opacity="0.55"/>`,
    `<path d="${lights}" transform="translate(1.6 0)" stroke="${tone(s.colour, 0.35)}" stroke-width="1.4" stroke-opacity="0.45"/>`,
    `<path d="${ring}" fill="none" fill-rule="evenodd" stroke="${tone(s.colour, -0.35)}" stroke-width="1.4" stroke-opacity="0.6"/>`,
  );
}

export function drawCrewNeck(s: Sketch): void {
  const inside = ellipse(CX, 268, 82, 30);
  s.cloth(inside, { shade: -0.42 });
  s.fold(`M526 258Q600 236 674 258`, -0.55, 24);
  s.castShadow(ellipse(CX, 276, 106, 48), 1, 6, 6, 0.3);
  ribRing(
    s,
    CX,
    270,
    [82, 30],
    [108, 52],
    0,
    Math.PI * 2,
    s.art.weave === "cable" ? "jersey" : s.art.weave,
  );
  s.fold(`M494 272Q600 330 706 272`, 0.35, 14);
}

export function drawVNeck(s: Sketch, cardigan: boolean, hemY: number): void {
  const depth = cardigan ? 520 : 470;
  const inside = `M520 258C534 232 666 232 680 258L${CX} ${depth - 34}Z`;
  s.cloth(inside, { shade: -0.42 });
  s.fold(`M528 252Q600 232 672 252`, -0.5, 20);
  // Right half of the band: back neck to the point of the V.
  const band = `M${CX} 226C650 226 694 236 706 262L${CX + 6} ${depth + 8}L${CX} ${depth}L${CX} ${depth - 30}L678 262C668 248 640 242 ${CX} 242Z`;
  for (const [d, m] of [
    [band, 1],
    [mirror(band), -1],
  ] as const) {
    s.castShadow(d, 1, 5, 5, 0.28);
    // Ribs run across the band, square to its edge.
    s.cloth(d, { weave: "rib", angle: m * -65 });
    s.fold(d, -0.3, 8);
  }
  if (s.art.pattern === "tipping") {
    const stripe = `M699 266L${CX + 4} ${depth - 6}`;
    const stripe2 = `M692 266L${CX + 3} ${depth - 18}`;
    for (const d of [stripe, mirror(stripe)])
      s.add(`<path d="${d}" fill="none" stroke="${s.art.accent}" stroke-width="4.5"/>`);
    for (const d of [stripe2, mirror(stripe2)])
      s.add(`<path d="${d}" fill="none" stroke="${CRICKET_RED}" stroke-width="4"/>`);
  }
  s.seam(`M${CX} ${depth - 30}L${CX} ${depth + 4}`, 0.4);
  if (cardigan) {
    // Button band running down the front, buttons on the wearer's right.
    const bottom = hemY + 74;
    const bandD = `M${CX - 22} ${depth - 10}L${CX + 22} ${depth - 10}L${CX + 22} ${bottom}L${CX - 22} ${bottom}Z`;
    s.castShadow(bandD, 2, 2, 3, 0.25);
    s.cloth(bandD, { weave: "rib", angle: 90 });
    s.seam(`M${CX} ${depth}L${CX} ${bottom}`, 0.45);
    for (let k = 0; k < 5; k++)
      s.button(CX - 1, depth + 36 + (k * (bottom - 40 - depth - 36)) / 4, 8, "horn");
    for (const m of [1, -1]) {
      const pocket = poly([
        [CX + m * 90, 740],
        [CX + m * 205, 740],
        [CX + m * 207, 852],
        [CX + m * 92, 852],
      ]);
      s.castShadow(pocket, 1, 3, 3, 0.2);
      s.cloth(pocket, { weave: "rib" });
      s.seam(`M${CX + m * 90} 760L${CX + m * 205} 760`, 0.4);
    }
  }
}
