// Accessories laid flat on the sweep: the scarf and the belt.

import { tone } from "./colour";
import { CX, f, lerp, poly, pt, type Pt } from "./geometry";
import { frontBox, type Sketch, type Views } from "./sketch";

// Scarf: folded in half and laid flat, the two fringed ends staggered.

export function drawScarf(s: Sketch): Views {
  const layers: { x0: number; x1: number; top: number; bottom: number; lean: number }[] = [
    { x0: 560, x1: 790, top: 250, bottom: 1240, lean: 14 },
    { x0: 410, x1: 640, top: 236, bottom: 1150, lean: -10 },
  ];
  for (const L of layers) {
    const { x0, x1, top, bottom, lean } = L;
    const wave = (y: number) => Math.sin(y / 90 + x0) * 6;
    let left = "";
    let right = "";
    for (let y = top + 40; y <= bottom; y += 40) {
      const dx = ((y - top) / (bottom - top)) * lean;
      left = `L${f(x0 + dx + wave(y))} ${y}` + left;
      right += `L${f(x1 + dx + wave(y + 50))} ${y}`;
    }
    const d = `M${x0 + 4} ${top + 30}Q${(x0 + x1) / 2} ${top - 20} ${x1 - 4} ${top + 30}${right}L${f(x0 + lean)} ${bottom}${left}Z`;
    // Fringe: twisted tassels with a darker woven band just above them.
    let fringe = "";
    let hi = "";
    for (let x = x0 + lean + 4; x < x1 + lean - 2; x += 7.5) {
      const len = 78 + s.j(8);
      const sway = s.j(5);
      fringe += `M${f(x)} ${bottom - 2}Q${f(x + sway)} ${f(bottom + len / 2)} ${f(x + sway * 2)} ${f(bottom + len)}`;
      hi += `M${f(x - 1)} ${bottom + 4}Q${f(x + sway - 1)} ${f(bottom + len / 2)} ${f(x + sway * 2 - 1)} ${f(bottom + len - 6)}`;
    }
    s.add(
      `<path d="${fringe}" transform="translate(2 5)" fill="none" stroke="#2a2018" stroke-opacity="0.2" stroke-width="5" stroke-linecap="round"/>`,
    );
    s.add(
      `<path d="${fringe}" fill="none" stroke="${tone(s.colour, -0.12)}" stroke-width="4.6" stroke-linecap="round"/>`,
    );
    s.add(
      `<path d="${hi}" fill="none" stroke="${tone(s.colour, 0.35)}" stroke-width="1.3" stroke-opacity="0.6" stroke-dasharray="3 3"/>`,
    );
    s.shapes.push(`<path d="${fringe}" fill="none" stroke="#000" stroke-width="4"/>`);
    s.castShadow(d, 3, 6, 6, 0.3);
    s.cloth(d);
    s.solid(d);
    s.fold(d, -0.35, 30, true);
    // Long soft waves down the length of the cloth.
    for (const t of [0.25, 0.55, 0.8]) {
      const x = x0 + (x1 - x0) * t;
      s.crease([x + s.j(6), top + 90], [x + lean + s.j(10), bottom - 30], 10, -0.2, s.j(14));
      s.crease([x + 14, top + 90], [x + lean + 14, bottom - 30], 12, 0.22, s.j(14));
    }
    s.add(
      `<path d="M${f(x0 + lean * 0.94)} ${bottom - 34}L${f(x1 + lean * 0.94)} ${bottom - 34}" stroke="${tone(s.colour, -0.25)}" stroke-width="8" stroke-opacity="0.45"/>`,
    );
    s.add(
      `<path d="M${f(x0 + lean * 0.96)} ${bottom - 20}L${f(x1 + lean * 0.96)} ${bottom - 20}" stroke="${tone(s.colour, -0.25)}" stroke-width="3" stroke-opacity="0.4"/>`,
    );
    s.fold(`M${x0 + 20} ${top + 20}Q${(x0 + x1) / 2} ${top - 14} ${x1 - 20} ${top + 20}`, 0.35, 24);
  }
  return { front: frontBox(220, 1330, 1.12), detail: { x: 520, y: 1000, w: 320 } };
}

// Belt: coiled on itself, buckle outermost, seen from above.

export function drawBelt(s: Sketch): Views {
  const c: Pt = [CX, 720];
  const width = 54;
  const r0 = 96;
  const turns = 3.2;
  const step = width + 3;
  const start = -Math.PI / 2;
  const spiral = (off: number, from = 0, to = 1): string => {
    const pts: Pt[] = [];
    const n = 360;
    for (let i = Math.round(n * from); i <= Math.round(n * to); i++) {
      const t = (i / n) * turns * Math.PI * 2;
      const r = r0 + (step * t) / (Math.PI * 2) + off;
      pts.push([c[0] + r * Math.cos(start + t), c[1] + r * Math.sin(start + t)]);
    }
    return poly(pts, false);
  };
  const tEnd = turns * Math.PI * 2;
  const rEnd = r0 + step * turns;
  const endPt: Pt = [c[0] + rEnd * Math.cos(start + tEnd), c[1] + rEnd * Math.sin(start + tEnd)];
  // The buckle end leaves the coil on a tangent.
  const tan: Pt = [-Math.sin(start + tEnd), Math.cos(start + tEnd)];
  const out: Pt = [endPt[0] + tan[0] * 120, endPt[1] + tan[1] * 120];
  const path = `${spiral(0)}L${pt(out)}`;
  const edge = tone(s.colour, -0.55);
  s.patternFill("leather");
  // Round caps give the tip at the centre of the coil its shaped end.
  s.add(
    `<path d="${path}" fill="none" stroke="${edge}" stroke-width="${width + 4}" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  s.add(
    `<path d="${path}" fill="none" stroke="${s.colour}" stroke-width="${width - 2}" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  s.add(
    `<path d="${path}" fill="none" stroke="url(#t-leather-0)" stroke-opacity="0.6" stroke-width="${width - 2}" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  s.shapes.push(`<path d="${path}" fill="none" stroke="#000" stroke-width="${width + 4}"/>`);
  s.folds.push(
    `<path d="${path}" fill="none" stroke="${tone(s.colour, -0.7)}" stroke-width="${width + 6}" stroke-opacity="0.5"/>`,
  );
  s.folds.push(
    `<path d="${path}" fill="none" stroke="${tone(s.colour, 0.6)}" stroke-width="${width - 26}" stroke-opacity="0.3"/>`,
  );
  // Edge stitching both sides, and a burnished sheen near the outer edge of every turn.
  for (const off of [-width / 2 + 8, width / 2 - 8]) {
    s.add(
      `<path d="${spiral(off, 0.02)}" fill="none" stroke="${tone(s.colour, 0.3)}" stroke-width="1.6" stroke-dasharray="5 3.4" stroke-opacity="0.8"/>`,
    );
  }
  s.add(
    `<path d="${spiral(width / 2 - 16, 0.04)}" fill="none" stroke="#FFF6E8" stroke-width="5" stroke-opacity="0.12"/>`,
  );
  // Tip and holes at the centre of the coil.
  for (let k = 0; k < 5; k++) {
    const t = 0.9 + k * 0.32;
    const r = r0 + (step * t) / (Math.PI * 2);
    const x = c[0] + r * Math.cos(start + t);
    const y = c[1] + r * Math.sin(start + t);
    s.add(
      `<circle cx="${f(x)}" cy="${f(y)}" r="4.4" fill="#1d130c"/><circle cx="${f(x + 0.6)}" cy="${f(y + 0.8)}" r="4.4" fill="none" stroke="${tone(s.colour, 0.25)}" stroke-width="0.8" stroke-opacity="0.6"/>`,
    );
  }
  // Keeper and solid brass roller buckle.
  const ang = (Math.atan2(tan[1], tan[0]) * 180) / Math.PI;
  const keeperAt = lerp(endPt, out, 0.35);
  const buckleAt = lerp(endPt, out, 0.92);
  s.add(
    `<g transform="translate(${pt(keeperAt)}) rotate(${f(ang)})"><rect x="-10" y="${-width / 2 - 5}" width="20" height="${width + 10}" rx="3" fill="${tone(s.colour, -0.2)}" stroke="${edge}" stroke-width="2"/></g>`,
  );
  s.add(
    `<g transform="translate(${pt(buckleAt)}) rotate(${f(ang)})">` +
      `<rect x="-6" y="${-width / 2 - 18}" width="70" height="${width + 36}" rx="14" transform="translate(3 5)" fill="#000" fill-opacity="0.22"/>` +
      `<rect x="-6" y="${-width / 2 - 18}" width="70" height="${width + 36}" rx="14" fill="none" stroke="url(#brass)" stroke-width="11"/>` +
      `<rect x="-14" y="${-width / 2 - 20}" width="15" height="${width + 40}" rx="7" fill="url(#brass)"/>` +
      `<path d="M0 0L70 0" stroke="url(#brass)" stroke-width="6" stroke-linecap="round"/>` +
      `</g>`,
  );
  s.defsExtra(
    `<linearGradient id="brass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F4DE9E"/><stop offset="0.45" stop-color="#C39A52"/><stop offset="0.7" stop-color="#E9CB82"/><stop offset="1" stop-color="#7C5A26"/></linearGradient>`,
  );
  s.shapes.push(`<circle cx="${f(buckleAt[0])}" cy="${f(buckleAt[1])}" r="40"/>`);
  return {
    front: frontBox(330, 1110, 1.5),
    detail: { x: buckleAt[0] - 230, y: buckleAt[1] - 250, w: 360 },
  };
}
