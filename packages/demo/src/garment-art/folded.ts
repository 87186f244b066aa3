// Folded views: the shop-counter shot, the body folded to a neat rectangle with the sleeves
// tucked behind. The neck parts of the ghost drawing are reused, shifted down.

import { CX } from "./geometry";
import { drawCrewNeck, drawPoloNeck, drawShirtFront, drawVNeck } from "./necks";
import { frontBox, type Box, type Sketch } from "./sketch";
import type { TopSpec } from "./tops";

const FOLD_SHIFT = 200;

export function drawFoldedTop(s: Sketch, o: TopSpec): Box {
  const top = 262 + FOLD_SHIFT - 8;
  const bottom = 1096;
  const x0 = 368;
  const x1 = 832;
  const body = `M${x0 + 6} ${top + 16}Q${x0 + 60} ${top - 4} 520 ${top - 6}L680 ${top - 6}Q${x1 - 60} ${top - 4} ${x1 - 6} ${top + 16}Q${x1 + 6} ${(top + bottom) / 2} ${x1} ${bottom - 34}Q${x1} ${bottom} ${x1 - 40} ${bottom}L${x0 + 40} ${bottom}Q${x0} ${bottom} ${x0} ${bottom - 34}Q${x0 - 6} ${(top + bottom) / 2} ${x0 + 6} ${top + 16}Z`;
  s.cloth(body);
  s.solid(body);
  s.fold(body, -0.42, 44, true);
  // A rounded fold along the bottom, the shoulders rolling over the tucked sleeves, and a
  // little fullness in the middle.
  s.fold(`M${x0 + 30} ${bottom - 10}L${x1 - 30} ${bottom - 10}`, -0.3, 30, true);
  s.fold(`M${x0 + 40} ${top + 40}L${x1 - 40} ${top + 40}`, 0.22, 30, true);
  s.fold(`M${CX - 120} ${top + 160}Q${CX - 140} 800 ${CX - 110} ${bottom - 120}`, 0.2, 150, true);
  s.ridge([x0 + 20, top + 30], [x0 + 90, top + 120 + s.j(20)], 5, 0.2, 8);
  s.ridge([x1 - 20, top + 30], [x1 - 90, top + 120 + s.j(20)], 5, 0.2, -8);
  s.ridge([x0 + 60, bottom - 70 + s.j(10)], [x1 - 80, bottom - 60 + s.j(10)], 6, 0.12, s.j(10));
  s.seam(`M${x0 + 8} ${top + 40}Q${x0 + 14} ${(top + bottom) / 2} ${x0 + 10} ${bottom - 40}`, 0.25);
  s.seam(`M${x1 - 8} ${top + 40}Q${x1 - 14} ${(top + bottom) / 2} ${x1 - 10} ${bottom - 40}`, 0.25);

  const end = bottom - FOLD_SHIFT;
  s.shifted(0, FOLD_SHIFT, () => {
    if (o.neck === "button-down" || o.neck === "cutaway") drawShirtFront(s, o, end + 4);
    if (o.neck === "polo") drawPoloNeck(s);
    if (o.neck === "crew") drawCrewNeck(s);
    if (o.neck === "v" || o.neck === "cardigan") drawVNeck(s, o.neck === "cardigan", end - 74);
  });
  if (o.sleeve === "none") {
    // A slipover folds without sleeves: show the armhole bands at the shoulders.
    for (const m of [1, -1]) {
      const d = `M${CX + m * 196} ${top - 4}Q${CX + m * 224} ${top + 60} ${CX + m * 232} ${top + 150}L${CX + m * 214} ${top + 150}Q${CX + m * 206} ${top + 64} ${CX + m * 178} ${top - 4}Z`;
      s.cloth(d, { weave: "rib", angle: 20 });
      if (s.art.pattern === "tipping") {
        s.add(
          `<path d="M${CX + m * 188} ${top}Q${CX + m * 216} ${top + 62} ${CX + m * 223} ${top + 148}" fill="none" stroke="${s.art.accent}" stroke-width="4"/>`,
        );
      }
    }
  }
  return frontBox(top - 40, bottom, 1.5);
}

export function drawFoldedTrousers(s: Sketch, shorts: boolean): Box {
  const top = shorts ? 500 : 380;
  const bottom = shorts ? 1000 : 1120;
  const x0 = 430;
  const x1 = 770;
  const body = `M${x0} ${top}L${x1} ${top}L${x1 + 8} ${bottom - 40}Q${x1 + 8} ${bottom} ${x1 - 30} ${bottom}L${x0 + 30} ${bottom}Q${x0 - 8} ${bottom} ${x0 - 8} ${bottom - 40}Z`;
  s.cloth(body);
  s.solid(body);
  s.fold(body, -0.42, 40, true);
  s.fold(`M${x0 + 20} ${bottom - 8}L${x1 - 20} ${bottom - 8}`, -0.3, 30, true);
  s.fold(`M${x0 + 110} ${top + 90}L${x0 + 120} ${bottom - 60}`, 0.22, 110, true);
  // The pressed crease runs down the middle of the folded leg.
  s.seam(`M${CX + 40} ${top + 60}L${CX + 46} ${bottom - 4}`, 0.45);
  s.ridge(
    [x0 + 20, (top + bottom) / 2 + s.j(20)],
    [x1 - 30, (top + bottom) / 2 + 10 + s.j(20)],
    6,
    0.14,
    s.j(8),
  );
  const band = `M${x0 - 4} ${top - 6}L${x1 + 4} ${top - 6}L${x1 + 4} ${top + 44}L${x0 - 4} ${top + 44}Z`;
  s.castShadow(band, 0, 4, 4, 0.3);
  s.cloth(band, { angle: 90 });
  s.stitch(`M${x0} ${top + 38}L${x1} ${top + 38}`, 0.45);
  const style = s.art.style;
  if (style === "drawcord") {
    for (let x = x0 + 4; x < x1; x += 9) {
      s.crease([x, top - 4], [x + s.j(2), top + 40], 2.2, -0.35);
      s.crease([x + 4, top - 2], [x + 4, top + 38], 2, 0.3);
    }
  } else {
    for (const x of [x0 + 40, x1 - 70]) {
      const loop = `M${x - 6} ${top - 10}L${x + 6} ${top - 10}L${x + 6} ${top + 50}L${x - 6} ${top + 50}Z`;
      s.castShadow(loop, 1, 2, 2, 0.3);
      s.cloth(loop, { shade: 0.03 });
    }
    const pk = `M${x1 - 80} ${top + 46}L${x1 + 6} ${top + 210}`;
    s.castShadow(pk, 2, 3, 3, 0.35);
    s.seam(pk, 0.7, -1, 0);
    s.stitch(`M${x1 - 66} ${top + 48}L${x1 + 8} ${top + 190}`, 0.4);
  }
  return frontBox(top - 10, bottom, shorts ? 1.6 : 1.4);
}
