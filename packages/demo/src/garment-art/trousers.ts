// Trousers and shorts: ghost-mannequin front with the inside of the back waistband showing.

import { tone } from "./colour";
import { CX, f, symmetric } from "./geometry";
import { frontBox, type Sketch, type Views } from "./sketch";

type TrouserStyle = "pleated" | "flat-front" | "drawcord";

export function drawTrousers(s: Sketch, style: TrouserStyle, shorts: boolean): Views {
  const top = 250;
  const hem = shorts ? 860 : 1400;
  const wide = style === "drawcord";
  const hemOut = shorts ? 858 : wide ? 846 : 822;
  const hemIn = shorts ? 612 : wide ? 616 : 626;
  const crotch = 590;

  // The inside back of the waistband, seen over the front.
  const inside = `M402 258C430 232 770 232 798 258L798 272L402 272Z`;
  s.cloth(inside, { shade: -0.45, pattern: "none" });

  const legsD = symmetric(
    [CX, top + 6],
    [
      { l: [806, top + 6] },
      { c1: [826, 330], c2: [840, 390], to: [840, 450] },
      { c1: [842, 700], c2: [hemOut + 4, hem - 400], to: [hemOut, hem] },
      { q: [(hemOut + hemIn) / 2, hem + 6], to: [hemIn, hem + 4] },
      { c1: [hemIn - 6, hem - 300], c2: [604, 720], to: [CX + 2, crotch] },
    ],
  );
  s.cloth(legsD);
  s.solid(legsD);
  s.fold(legsD, -0.45, 36, true);

  // Creases: pressed front crease down each leg, soft drape and a break at the hem.
  for (const m of [1, -1]) {
    const sx = (x: number): number => (m === 1 ? x : 2 * CX - x);
    const creaseX = (hemOut + hemIn) / 2 + 4;
    s.fold(`M${f(sx(creaseX - 10))} 420L${f(sx(creaseX))} ${hem - 6}`, 0.3, 40, true);
    s.fold(`M${f(sx(hemOut - 30))} 520L${f(sx(hemOut - 24))} ${hem}`, -0.2, 50, true);
    if (style !== "drawcord")
      s.seam(
        `M${f(sx(creaseX - 12))} ${style === "pleated" ? 300 : 440}L${f(sx(creaseX))} ${hem - 4}`,
        0.4,
        m,
        0,
      );
    // Whiskers from the crotch and a few folds where the leg breaks.
    s.ridge([sx(614), crotch - 10], [sx(700 + s.j(10)), crotch - 120], 5, 0.22, m * 6);
    s.ridge([sx(618), crotch + 30], [sx(690), crotch - 40], 4, 0.18, m * 4);
    if (!shorts) {
      for (let k = 0; k < 3; k++) {
        const y = hem - 60 - k * 70 + s.j(14);
        s.ridge([sx(hemIn + 10), y + 10], [sx(hemOut - 12), y - 12 + s.j(8)], 5, 0.16, -m * 10);
      }
      s.ridge([sx(hemIn + 20), 930 + s.j(20)], [sx(hemOut - 30), 910 + s.j(20)], 6, 0.14, -m * 8);
    }
    if (style !== "drawcord") {
      // Slant pocket.
      const pk = `M${f(sx(752))} ${top + 46}L${f(sx(828))} 420`;
      s.castShadow(pk, m * 2, 3, 3, 0.35);
      s.seam(pk, 0.7, -m, 0);
      s.stitch(`M${f(sx(764))} ${top + 48}L${f(sx(836))} 412`, 0.4);
    } else {
      s.seam(`M${f(sx(835))} 300L${f(sx(840))} 460`, 0.35);
    }
    if (style === "pleated") {
      s.seam(
        `M${f(sx(690))} ${top + 46}Q${f(sx(694))} ${top + 110} ${f(sx(700))} ${top + 170}`,
        0.55,
        m,
        0,
      );
      s.crease([sx(684), top + 50], [sx(694), top + 180], 6, -0.3);
    }
    if (shorts || style === "pleated") {
      // Turn-up at the hem.
      const cuff = `M${f(sx(hemIn + 1))} ${hem - 44}L${f(sx(hemOut + 1))} ${hem - 46}L${f(sx(hemOut))} ${hem}Q${f(sx((hemOut + hemIn) / 2))} ${hem + 6} ${f(sx(hemIn))} ${hem + 4}Z`;
      s.castShadow(cuff, 0, 3, 3, 0.35);
      s.cloth(cuff, { shade: 0.02 });
      s.fold(cuff, -0.3, 12);
    }
  }

  // Waistband, fly and closure.
  const bandTop = top;
  const band = `M396 ${bandTop + 8}Q600 ${bandTop - 6} 804 ${bandTop + 8}L806 ${bandTop + 54}Q600 ${bandTop + 42} 394 ${bandTop + 54}Z`;
  s.castShadow(band, 0, 4, 4, 0.3);
  s.cloth(band, { angle: 90 });
  s.solid(band);
  if (style === "drawcord") {
    // Gathered by the cord: many small ridges across the band.
    for (let x = 404; x < 800; x += 9 + s.j(2)) {
      s.crease([x, bandTop + 8], [x + s.j(2), bandTop + 50], 2.2, -0.35);
      s.crease([x + 4, bandTop + 10], [x + 4, bandTop + 48], 2, 0.3);
    }
    for (let x = 420; x < 800; x += 26 + s.j(6))
      s.ridge([x, bandTop + 60], [x + s.j(12), bandTop + 120 + s.j(30)], 3.5, 0.16);
    s.add(
      `<circle cx="582" cy="${bandTop + 30}" r="5" fill="${tone(s.colour, -0.5)}"/><circle cx="618" cy="${bandTop + 30}" r="5" fill="${tone(s.colour, -0.5)}"/>`,
    );
    const cord = tone(s.art.accent, -0.1);
    const cords = [
      `M582 ${bandTop + 30}C570 ${bandTop + 60} 596 ${bandTop + 64} 600 ${bandTop + 58}C606 ${bandTop + 66} 630 ${bandTop + 60} 618 ${bandTop + 30}`,
      `M597 ${bandTop + 60}C590 ${bandTop + 120} 572 ${bandTop + 160} 566 ${bandTop + 200}`,
      `M603 ${bandTop + 60}C612 ${bandTop + 110} 622 ${bandTop + 150} 624 ${bandTop + 210}`,
    ];
    for (const d of cords) {
      s.add(
        `<path d="${d}" transform="translate(2 4)" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="8" stroke-linecap="round"/>`,
      );
      s.add(
        `<path d="${d}" fill="none" stroke="${cord}" stroke-width="6" stroke-linecap="round"/>`,
      );
      s.add(
        `<path d="${d}" fill="none" stroke="${tone(cord, 0.5)}" stroke-width="2" stroke-dasharray="3 4" stroke-linecap="round" stroke-opacity="0.7"/>`,
      );
    }
    s.add(`<ellipse cx="600" cy="${bandTop + 58}" rx="9" ry="7" fill="${tone(cord, -0.15)}"/>`);
  } else {
    s.stitch(`M398 ${bandTop + 50}Q600 ${bandTop + 38} 802 ${bandTop + 50}`, 0.45);
    s.seam(`M${CX - 2} ${bandTop + 54}L${CX - 2} ${crotch - 30}`, 0.55, -1, 0);
    s.stitch(
      `M${CX + 26} ${bandTop + 56}L${CX + 26} ${crotch - 70}Q${CX + 24} ${crotch - 40} ${CX + 2} ${crotch - 30}`,
      0.5,
    );
    for (const x of [424, 520, 680, 776]) {
      const loop = `M${x - 6} ${bandTop + 2}L${x + 6} ${bandTop + 2}L${x + 6} ${bandTop + 60}L${x - 6} ${bandTop + 60}Z`;
      s.castShadow(loop, 1, 2, 2, 0.3);
      s.cloth(loop, { angle: 0, shade: 0.03 });
    }
    s.button(CX - 2, bandTop + 26, 8, style === "pleated" ? "horn" : "self");
    if (style === "pleated") {
      // Side adjusters instead of belt loops at the hip.
      for (const m of [1, -1]) {
        const x = CX + m * 180;
        const tab = `M${x - 30} ${bandTop + 18}L${x + 30} ${bandTop + 16}L${x + 30} ${bandTop + 38}L${x - 30} ${bandTop + 40}Z`;
        s.castShadow(tab, 1, 2, 2, 0.3);
        s.cloth(tab, { angle: 90, shade: 0.03 });
        s.add(
          `<rect x="${x + m * 12 - 9}" y="${bandTop + 16}" width="18" height="26" rx="3" fill="none" stroke="#B9B6AE" stroke-width="3.2"/>`,
        );
      }
    }
  }

  const front = shorts ? frontBox(236, hem, 1.4) : frontBox(236, hem, 1.02);
  return { front, detail: { x: 470, y: 200, w: 400 } };
}
