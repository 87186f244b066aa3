// Tailoring: blazers and coats on the ghost mannequin, fronts closed, lapels rolled.

import { tone } from "./colour";
import { CX, f, mirror, poly, pt, type Pt } from "./geometry";
import { frontBox, type Sketch, type Views } from "./sketch";
import { SLEEVE_TILT } from "./tops";

interface JacketSpec {
  hem: number;
  /** Double-breasted fronts overlap far past the centre line. */
  double: boolean;
  lapel: "notch" | "peak" | "collar";
  pockets: "flap" | "patch";
  button: "brass" | "horn";
  pocketSquare?: boolean;
}

/** Returns a painter for one side's lapel and collar: 1 = over (image right), -1 = under. */
function drawLapels(
  s: Sketch,
  o: JacketSpec,
  topButton: number,
  overlap: number,
): (m: 1 | -1) => void {
  const peak = o.lapel === "peak";
  const brk: Pt = [CX - overlap + 2, topButton - 34];
  const point: Pt = peak ? [760, 404] : [742, 446];
  const notch: Pt = peak ? [716, 440] : [708, 428];
  const collarPt: Pt = peak ? [712, 424] : [716, 410];
  const lapel = `M${pt(brk)}C${f(brk[0] + 40)} ${f(brk[1] - 140)} ${f(point[0] - 10)} ${f(point[1] + 80)} ${pt(point)}L${pt(notch)}L672 404L${f(brk[0] + 4)} ${f(brk[1] - 8)}Z`;
  const collar = `M${CX} 226C652 224 700 236 714 258C726 300 726 360 ${pt(collarPt)}L${pt(notch)}L672 404L664 300C656 272 640 248 ${CX} 246Z`;
  const roll = `M${f(brk[0] + 6)} ${f(brk[1] - 20)}Q660 520 672 410`;
  return (m) => {
    const side = (d: string): string => (m === 1 ? d : mirror(d));
    s.castShadow(side(lapel), m * 3, 7, 8, 0.38);
    s.cloth(side(lapel), { angle: m * 20 });
    // Shading is laid over everything, so a lapel that ends up hidden gets none.
    if (m === 1 || !o.double) s.fold(side(lapel), -0.3, 14);
    s.stitch(
      side(
        `M${f(brk[0] + 8)} ${f(brk[1] - 14)}C${f(brk[0] + 46)} ${f(brk[1] - 146)} ${f(point[0] - 16)} ${f(point[1] + 74)} ${f(point[0] - 8)} ${f(point[1] + 8)}`,
      ),
      0.35,
    );
    s.castShadow(side(collar), m * 2, 6, 6, 0.32);
    s.cloth(side(collar), { angle: 90 });
    s.fold(side(collar), -0.28, 10);
    if (m === 1) {
      // The rolled edge of the over lapel catches the light; its buttonhole sits below the notch.
      if (!o.double) s.fold(roll, 0.2, 8);
      s.add(
        `<path d="M${f(point[0] - 34)} ${f(point[1] + 40)}l20 -6" stroke="${tone(s.colour, -0.55)}" stroke-width="3" stroke-linecap="round"/>`,
      );
    } else if (!o.double) {
      s.fold(mirror(roll), 0.15, 8);
    }
  };
}

export function drawJacket(s: Sketch, o: JacketSpec): Views {
  const SH: Pt = [872, 282];
  const AP: Pt = [884, 500];
  const hemX = o.hem > 1200 ? 908 : 880;
  const lining = tone(s.colour, -0.5);
  const topButton = o.double ? 700 : o.lapel === "collar" ? 420 : 780;
  const overlap = o.double ? 96 : o.lapel === "collar" ? 30 : 14; // how far the top front crosses the centre

  // Inside back of the jacket, seen between the lapels and below the closure.
  const inside = `M520 250C540 226 660 226 680 250L700 ${o.hem - 40}L500 ${o.hem - 40}Z`;
  s.cloth(inside, { colour: lining, pattern: "none", weave: "poplin" });
  s.fold(`M530 250Q600 230 670 250`, -0.5, 26);

  // Sleeves first, a little fuller than a shirt's and finished with cuff buttons.
  const cuffY = o.hem > 1200 ? 985 : 905;
  // Tailored shoulders: a straight line out to a slightly raised sleeve head.
  const sleeve = `M${pt(SH)}C920 284 958 304 966 378L1024 ${cuffY}L912 ${cuffY + 10}L886 600Q884 540 ${pt(AP)}C888 440 884 360 ${pt(SH)}Z`;
  for (const m of [1, -1]) {
    const d = m === 1 ? sleeve : mirror(sleeve);
    const sx = (x: number): number => (m === 1 ? x : 2 * CX - x);
    s.cloth(d, { angle: -m * SLEEVE_TILT });
    s.solid(d);
    s.fold(d, -0.45, 38, true);
    s.fold(`M${f(sx(944))} 420L${f(sx(972))} ${cuffY - 20}`, 0.26, 34, true);
    s.ridge([sx(892), 660 + s.j(20)], [sx(1000), 640 + s.j(20)], 7, 0.22, -m * 14);
    s.seam(`M${f(sx(914))} ${cuffY - 120}L${f(sx(912))} ${cuffY + 8}`, 0.3);
    for (let k = 0; k < 4; k++) s.button(sx(1002 - k * 1.2), cuffY - 24 - k * 17, 5.2, o.button);
  }

  // Fronts: the under front (wearer's right) first, then the over front on top.
  const frontD = (edgeX: number): string =>
    `M664 292L684 244Q780 252 ${pt(SH)}C886 360 888 440 ${pt(AP)}Q870 ${(AP[1] + o.hem) / 2} ${hemX} ${o.hem}Q760 ${o.hem + 22} ${f(edgeX + 60)} ${o.hem + 14}` +
    (o.double || o.lapel === "collar"
      ? `L${f(edgeX)} ${o.hem + 10}L${f(edgeX)} ${topButton - 40}Z`
      : `C${f(edgeX + 16)} ${o.hem - 60} ${f(edgeX - 6)} ${topButton + 170} ${f(edgeX)} ${topButton + 100}L${f(edgeX)} ${topButton - 20}Z`);
  const over = frontD(CX - overlap);
  const under = mirror(frontD(CX - overlap));
  const panel = (d: string): void => {
    s.castShadow(d, d === over ? 3 : 0, 2, 4, 0.25);
    s.cloth(d);
    s.solid(d);
    s.fold(d, -0.42, 40, true);
  };
  // Under front, its lapel, then the over front and its lapel, so a double-breasted lapel
  // disappears beneath the front that crosses it.
  panel(under);
  const lapels = o.lapel === "collar" ? null : drawLapels(s, o, topButton, overlap);
  lapels?.(-1);
  panel(over);
  lapels?.(1);
  s.fold(`M${CX - 170} 450Q${CX - 190} 700 ${CX - 160} ${o.hem - 60}`, 0.18, 170, true);
  s.fold(`M${CX + 200} 480Q${CX + 210} 700 ${CX + 200} ${o.hem - 60}`, -0.12, 130, true);
  s.seam(mirror(`M${pt(SH)}C886 360 888 440 ${pt(AP)}`), 0.3);
  s.seam(`M${pt(SH)}C886 360 888 440 ${pt(AP)}`, 0.3);
  // Front darts and the drape below the closure.
  for (const m of [1, -1]) {
    const sx = (x: number): number => (m === 1 ? x : 2 * CX - x);
    s.seam(`M${f(sx(742))} 620Q${f(sx(746))} 760 ${f(sx(744))} ${o.hem > 1200 ? 1000 : 890}`, 0.3);
    s.ridge([sx(860), AP[1] + 20], [sx(770), AP[1] + 240], 6, 0.1, m * 10);
    s.ridge([sx(720), topButton + 80], [sx(716 + s.j(20)), o.hem - 30], 5, 0.12, s.j(10));
  }

  // Lapels and collar.
  if (o.lapel === "collar") {
    const leaf = `M${CX} 226C660 224 712 236 726 262C746 310 748 370 738 440L660 400Q626 380 606 350C640 318 668 284 676 262C664 248 636 242 ${CX} 242Z`;
    for (const d of [mirror(leaf), leaf]) {
      s.castShadow(d, 2, 8, 7, 0.35);
      s.cloth(d, { angle: 90 });
      s.fold(d, -0.3, 12);
    }
    s.stitch(`M720 270C738 316 740 372 732 430`, 0.4);
    s.stitch(mirror(`M720 270C738 316 740 372 732 430`), 0.4);
    s.stitch(`M${CX - overlap + 22} 420L${CX - overlap + 22} ${o.hem - 6}`, 0.45);
    s.button(CX, 372, 8, o.button);
  }

  // Buttons.
  const rows = o.double ? 3 : o.lapel === "collar" ? 0 : 2;
  for (let r = 0; r < rows; r++) {
    const y = topButton + r * (o.double ? 120 : 110);
    if (o.double) {
      s.button(CX - 66, y, 11, o.button);
      s.button(CX + 66, y, 11, o.button);
    } else {
      s.button(CX - overlap + 24, y, 11, o.button);
    }
  }

  // Pockets.
  for (const m of [1, -1]) {
    const sx = (x: number): number => (m === 1 ? x : 2 * CX - x);
    const py = o.hem > 1200 ? 980 : 880;
    if (o.pockets === "flap") {
      const flap = poly([
        [sx(696), py],
        [sx(836), py - 6],
        [sx(838), py + 56],
        [sx(698), py + 62],
      ]);
      s.castShadow(flap, m * 1, 4, 4, 0.35);
      s.cloth(flap, { shade: 0.02 });
      s.fold(flap, -0.3, 8);
      s.stitch(
        poly(
          [
            [sx(702), py + 6],
            [sx(830), py],
            [sx(832), py + 50],
            [sx(704), py + 56],
          ],
          false,
        ),
        0.35,
      );
    } else {
      const patch = `M${f(sx(690))} ${py - 30}L${f(sx(840))} ${py - 36}L${f(sx(846))} ${py + 120}Q${f(sx(846))} ${py + 146} ${f(sx(820))} ${py + 147}L${f(sx(716))} ${py + 151}Q${f(sx(694))} ${py + 151} ${f(sx(694))} ${py + 128}Z`;
      s.castShadow(patch, m * 1, 4, 4, 0.3);
      s.cloth(patch, { shade: 0.02 });
      s.fold(patch, -0.25, 10);
      s.seam(`M${f(sx(690))} ${py - 6}L${f(sx(840))} ${py - 12}`, 0.35);
    }
  }
  if (o.lapel !== "collar") {
    const welt =
      o.pockets === "patch"
        ? poly([
            [758, 560],
            [856, 552],
            [860, 650],
            [762, 656],
          ])
        : poly([
            [760, 566],
            [858, 556],
            [859, 574],
            [761, 584],
          ]);
    if (o.pocketSquare) {
      const sq = `M772 568L786 532L800 556L812 526L826 552L840 534L846 562Z`;
      s.castShadow(sq, 2, 4, 3, 0.3);
      s.add(
        `<path d="${sq}" fill="#F7F4EC"/><path d="${sq}" fill="none" stroke="#CFC8BA" stroke-width="1.2"/>`,
      );
    }
    s.castShadow(welt, 1, 3, 3, 0.3);
    s.cloth(welt, { shade: 0.02 });
    s.fold(welt, -0.25, 6);
  }

  const front = frontBox(222, o.hem + 30, o.hem > 1200 ? 1.0 : 1.1);
  return {
    front,
    detail: o.lapel === "collar" ? { x: 440, y: 210, w: 360 } : { x: 480, y: 340, w: 400 },
    // The pocket flap and the closure below it.
    detail2: { x: 560, y: (o.hem > 1200 ? 980 : 880) - 250, w: 360 },
  };
}
