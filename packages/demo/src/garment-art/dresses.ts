// Skirt and dresses: the pleated skirt, the square-neck midi and the shirt dress.

import { CX, f, mirror, symmetric } from "./geometry";
import { frontBox, type Sketch, type Views } from "./sketch";
import { drawTop } from "./tops";

// Skirt: knife pleats fanning from a narrow waistband.

export function drawSkirt(s: Sketch): Views {
  const top = 260;
  const hem = 1290;
  const outline = symmetric(
    [CX, top],
    [
      { l: [752, top] },
      { c1: [770, 420], c2: [880, 900], to: [912, hem - 30] },
      { q: [770, hem + 26], to: [CX, hem + 30] },
    ],
  );
  s.cloth(outline);
  s.solid(outline);
  s.fold(outline, -0.45, 36, true);
  // Knife pleats: each panel is lit at its folded edge and falls into shadow where the next
  // pleat tucks under it.
  const n = 18;
  s.defsExtra(
    `<linearGradient id="pleat" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.35" stop-color="#000" stop-opacity="0.08"/><stop offset="0.85" stop-color="#fff" stop-opacity="0.06"/><stop offset="1" stop-color="#fff" stop-opacity="0.16"/></linearGradient>`,
  );
  const at = (i: number): { xt: number; xb: number; yb: number } => {
    const t = i / n;
    return { xt: 448 + t * 304, xb: 288 + t * 624, yb: hem + 30 - 60 * Math.pow(2 * t - 1, 2) };
  };
  for (let i = 0; i < n; i++) {
    const a = at(i);
    const b = at(i + 1);
    const panel = `M${f(a.xt)} ${top + 40}L${f(b.xt)} ${top + 40}L${f(b.xb)} ${f(b.yb)}L${f(a.xb)} ${f(a.yb)}Z`;
    s.add(`<path d="${panel}" fill="url(#pleat)"/>`);
    if (i > 0) {
      const d = `M${f(a.xt)} ${top + 46}L${f(a.xb)} ${f(a.yb)}`;
      s.seam(d, 0.7, -1.4, 0);
      s.crease([a.xt + 4, top + 80], [a.xb + 10, a.yb - 20], 6, -0.2);
    }
  }
  s.fold(`M520 ${top + 60}Q480 800 430 ${hem}`, 0.2, 90, true);
  // Hem edge stitched in steps where the pleats land.
  s.stitch(`M300 ${hem - 44}Q600 ${hem + 14} 900 ${hem - 44}`, 0.35);
  const band = `M446 ${top - 10}Q600 ${top - 18} 754 ${top - 10}L756 ${top + 44}Q600 ${top + 38} 444 ${top + 44}Z`;
  s.castShadow(band, 0, 4, 4, 0.3);
  s.cloth(band, { angle: 90 });
  s.solid(band);
  s.stitch(`M448 ${top + 38}Q600 ${top + 32} 752 ${top + 38}`, 0.45);
  s.button(742, top + 16, 7, "self");
  return {
    front: frontBox(240, hem + 30, 1.0),
    detail: { x: 440, y: 220, w: 320 },
    detail2: { x: 420, y: 900, w: 380 },
  };
}

// Dresses: a sleeveless square-neck midi, and a shirt dress built on the shirt.

export function drawDress(s: Sketch): Views {
  const waist = 640;
  const hem = 1380;
  // Inside of the back bodice, seen through the square neckline.
  s.cloth(`M548 300Q600 314 652 300L654 394L546 394Z`, { shade: -0.22, pattern: "none" });
  s.fold(`M548 306Q600 320 652 306`, -0.45, 18);
  const bodice = symmetric(
    [CX, 390],
    [
      { l: [652, 390] },
      { l: [650, 238] },
      { l: [702, 234] },
      { c1: [708, 330], c2: [748, 410], to: [782, 436] },
      { q: [770, 540], to: [748, waist] },
      { l: [CX, waist] },
    ],
  );
  const skirt = symmetric(
    [CX, waist - 6],
    [
      { l: [750, waist - 6] },
      { c1: [800, 860], c2: [900, 1100], to: [950, hem - 20] },
      { q: [780, hem + 34], to: [CX, hem + 30] },
    ],
  );
  s.cloth(skirt);
  s.solid(skirt);
  s.fold(skirt, -0.42, 40, true);
  // Soft flares falling from the waist gathers.
  const flares = 9;
  for (let i = 0; i < flares; i++) {
    const t = (i + 0.5) / flares;
    const xt = 458 + t * 284 + s.j(6);
    const xb = 268 + t * 664 + s.j(16);
    const yb = hem + 30 - 50 * Math.pow(2 * t - 1, 2);
    s.crease([xt, waist + 4], [xb, yb - 6], 9 + s.j(2), -0.32, s.j(10));
    s.crease([xt + 14, waist + 10], [xb + 34, yb - 10], 12, 0.28, s.j(10));
  }
  for (let x = 460; x < 742; x += 12) s.crease([x, waist - 2], [x + 2, waist + 36], 2.5, -0.3);
  s.cloth(bodice);
  s.solid(bodice);
  s.fold(bodice, -0.42, 34, true);
  s.fold(`M560 420Q552 520 566 620`, 0.26, 60, true);
  for (const m of [1, -1]) {
    s.seam(`M${CX + m * 70} ${waist - 4}L${CX + m * 76} 500`, 0.4);
    s.crease([CX + m * 74, waist - 6], [CX + m * 76, 510], 5, -0.2);
  }
  s.stitch(`M654 386L652 244M698 240C704 330 744 408 774 432`, 0.4);
  s.stitch(mirror(`M654 386L652 244M698 240C704 330 744 408 774 432`), 0.4);
  s.stitch(`M550 386L650 386`, 0.4);
  const seam = `M454 ${waist - 3}Q600 ${waist + 3} 746 ${waist - 3}`;
  s.seam(seam, 0.55, 0, 1);
  return {
    front: frontBox(230, hem + 30, 1.0),
    detail: { x: 440, y: 220, w: 320 },
    detail2: { x: 380, y: 520, w: 440 },
  };
}

export function drawShirtDress(s: Sketch): Views {
  const views = drawTop(s, { neck: "button-down", sleeve: "long", hem: "shirttail", dress: true });
  // A self-tie belt cinched at the waist, knotted on one side.
  const y = 640;
  const belt = `M336 ${y - 14}Q600 ${y - 4} 864 ${y - 14}L864 ${y + 24}Q600 ${y + 34} 336 ${y + 24}Z`;
  s.castShadow(belt, 0, 5, 5, 0.3);
  s.cloth(belt, { angle: 90 });
  s.solid(belt);
  s.fold(belt, -0.3, 10);
  s.stitch(
    `M338 ${y - 8}Q600 ${y + 2} 862 ${y - 8}M338 ${y + 18}Q600 ${y + 28} 862 ${y + 18}`,
    0.4,
  );
  const tails = [
    `M468 ${y + 12}C462 ${y + 80} 450 ${y + 160} 438 ${y + 232}L468 ${y + 246}C474 ${y + 170} 482 ${y + 90} 488 ${y + 16}Z`,
    `M482 ${y + 14}C494 ${y + 80} 506 ${y + 140} 516 ${y + 206}L544 ${y + 190}C530 ${y + 130} 512 ${y + 70} 498 ${y + 12}Z`,
  ];
  for (const d of tails) {
    s.castShadow(d, 2, 6, 5, 0.3);
    s.cloth(d, { angle: 90 });
    s.solid(d);
    s.fold(d, -0.25, 8);
  }
  const knot = `M456 ${y - 20}Q480 ${y - 30} 504 ${y - 18}L506 ${y + 26}Q480 ${y + 36} 454 ${y + 24}Z`;
  s.castShadow(knot, 2, 5, 4, 0.35);
  s.cloth(knot, { angle: 80 });
  s.fold(knot, -0.35, 10);
  return { ...views, front: frontBox(222, 1450, 0.98), detail2: { x: 380, y: 520, w: 340 } };
}
