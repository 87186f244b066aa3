// Tops: shirts, polos and knitwear share one ghost-mannequin body, with the neck, sleeves and
// hem swapped per kind. Garment units are about 11 per centimetre; the right half is drawn and
// mirrored across x = 600.

import { CX, f, mirror, pt, segCmd, symmetric, type Pt, type Seg } from "./geometry";
import { CRICKET_RED, drawCrewNeck, drawPoloNeck, drawShirtFront, drawVNeck } from "./necks";
import { frontBox, type Sketch, type Views } from "./sketch";

export interface TopSpec {
  neck: "button-down" | "cutaway" | "polo" | "crew" | "v" | "cardigan";
  sleeve: "long" | "short" | "none";
  hem: "shirttail" | "rib" | "straight";
  pocket?: boolean;
  knit?: boolean;
  /** Shirt dress: waisted, flaring to the knee. */
  dress?: boolean;
}

export const SLEEVE_TILT = 6; // degrees the hanging sleeves lean out from vertical

interface TopFrame {
  SH: Pt; // shoulder point
  AP: Pt; // underarm
  hemX: number; // side seam at the hem
  hemY: number; // hem height at the side seam
}

export function drawTop(s: Sketch, o: TopSpec): Views {
  const knit = o.knit ?? false;
  const NS: Pt = [686, 250];
  const fr: TopFrame =
    o.sleeve === "none"
      ? { SH: [792, 278], AP: [866, 566], hemX: 862, hemY: 930 }
      : {
          SH: [850, 292],
          AP: [866, 500],
          hemX: knit ? 860 : 868,
          hemY: o.hem === "shirttail" ? 1030 : o.hem === "straight" ? 1010 : 930,
        };
  const { SH, AP, hemX, hemY } = fr;

  // Sleeves go first so the body's armhole seam sits on top of them.
  if (o.sleeve === "long") drawLongSleeves(s, fr, knit);
  if (o.sleeve === "short") drawShortSleeves(s, fr);

  const armhole: Seg =
    o.sleeve === "none"
      ? { c1: [SH[0] - 6, 390], c2: [AP[0] - 70, 550], to: AP }
      : { c1: [SH[0] + 12, 360], c2: [AP[0] + 2, 440], to: AP };
  const side: Seg[] = o.dress
    ? [
        { q: [842, 560], to: [832, 650] },
        { c1: [850, 900], c2: [900, 1200], to: [912, 1360] },
      ]
    : [{ q: [hemX - 16, (AP[1] + hemY) / 2], to: [hemX, hemY] }];
  const hemSide = o.dress ? 1360 : hemY;
  const hemX2 = o.dress ? 912 : hemX;
  const hem: Seg =
    o.hem === "shirttail"
      ? { c1: [hemX2 - 2, hemSide + 60], c2: [720, hemSide + 86], to: [CX, hemSide + 86] }
      : { q: [760, hemY + 8], to: [CX, hemY + 8] };
  const bodyD = symmetric([CX, 262], [{ l: NS }, { q: [770, 262], to: SH }, armhole, ...side, hem]);
  s.cloth(bodyD);
  s.solid(bodyD);

  // Body shading: edges fall away from the light, the chest catches it.
  s.fold(bodyD, -0.45, 40, true);
  s.fold(`M${CX - 150} 420Q${CX - 175} 700 ${CX - 140} 980`, 0.2, 190, true);
  s.fold(`M${CX + 190} 460Q${CX + 205} 700 ${CX + 190} 980`, -0.12, 150, true);
  const bottom = o.hem === "shirttail" ? hemSide + 70 : hemY;
  for (const x of o.dress
    ? [CX - 230, CX - 120, CX + 60, CX + 170, CX + 260].map((x) => x + s.j(16))
    : [CX - 170 + s.j(20), CX + 100 + s.j(20), CX + 205 + s.j(10)]) {
    s.ridge([x + s.j(10), bottom - 260 + s.j(50)], [x + s.j(16), bottom], 7, 0.26, s.j(8));
  }
  if (o.sleeve !== "none") {
    // Drag lines from the underarm towards the waist.
    for (const m of [1, -1]) {
      const x0 = CX + m * (AP[0] - CX - 10);
      s.ridge([x0, AP[1] + 10], [x0 - m * (90 + s.j(15)), AP[1] + 230 + s.j(30)], 6, 0.24, m * 12);
    }
  }
  const seam = `M${pt(SH)}${segCmd(armhole)}`;
  s.seam(seam, 0.3);
  s.seam(mirror(seam), 0.3);

  if (o.hem === "rib") drawRibHem(s, hemX - 6, hemY);
  if (o.sleeve === "none") drawArmholeBands(s, fr);

  const hemCentre = hem.to[1];
  if (o.neck === "button-down" || o.neck === "cutaway") drawShirtFront(s, o, hemCentre);
  if (o.neck === "polo") drawPoloNeck(s);
  if (o.neck === "crew") drawCrewNeck(s);
  if (o.neck === "v" || o.neck === "cardigan") drawVNeck(s, o.neck === "cardigan", hemY);

  const front = frontBox(
    222,
    o.hem === "rib" ? hemY + 70 : hemCentre,
    o.sleeve === "none" ? 1.25 : 1.14,
  );
  if (o.neck === "cardigan") return { front, detail: { x: 430, y: 420, w: 360 } };
  if (o.neck === "v") return { front, detail: { x: 420, y: 220, w: 360 } };
  if (o.neck === "crew") return { front, detail: { x: 400, y: 200, w: 400 } };
  return { front, detail: { x: 420, y: 205, w: 360 } };
}

function drawLongSleeves(s: Sketch, fr: TopFrame, knit: boolean): void {
  const { SH, AP } = fr;
  const cuffTop = knit ? 888 : 880;
  const out: Pt = knit ? [1000, cuffTop] : [1008, cuffTop];
  const inn: Pt = knit ? [902, cuffTop + 8] : [900, cuffTop + 8];
  const sleeve = `M${pt(SH)}C890 296 936 330 952 392L${pt(out)}L${pt(inn)}L872 600Q868 540 ${pt(AP)}C868 440 862 360 ${pt(SH)}Z`;
  for (const m of [1, -1]) {
    const d = m === 1 ? sleeve : mirror(sleeve);
    const sx = (x: number): number => (m === 1 ? x : 2 * CX - x);
    const mx1 = (x: number): string => f(sx(x));
    s.cloth(d, { angle: -m * SLEEVE_TILT });
    s.solid(d);
    s.fold(d, -0.45, 36, true);
    s.fold(`M${mx1(930)} 420L${mx1(962)} ${cuffTop - 20}`, 0.28, 30, true);
    // A soft bend at the elbow and a few gathers above the cuff.
    const e = 640 + s.j(30);
    s.ridge([sx(880), e + 10], [sx(982), e - 6 + s.j(8)], 7, 0.28, -m * 14);
    s.ridge([sx(890), e + 90 + s.j(20)], [sx(972), e + 72], 5, 0.18, -m * 8);
    for (let k = 0; k < 3; k++) {
      const y = cuffTop - 26 - k * 44 + s.j(8);
      s.ridge(
        [sx(900 + k * 2), y + 4],
        [sx(996 - k * 3), y - 6 + s.j(6)],
        4.5,
        0.2,
        -m * (6 + k * 2),
      );
    }
    if (knit) {
      const cuff = `M${mx1(906)} ${cuffTop - 4}L${mx1(994)} ${cuffTop - 10}L${mx1(998)} ${cuffTop + 84}L${mx1(914)} ${cuffTop + 90}Z`;
      s.cloth(cuff, { weave: "rib", angle: -m * SLEEVE_TILT });
      s.solid(cuff);
      s.fold(cuff, -0.4, 18, true);
      s.seam(`M${mx1(906)} ${cuffTop - 4}L${mx1(994)} ${cuffTop - 10}`, 0.45);
    } else {
      const cuff = `M${mx1(898)} ${cuffTop + 4}L${mx1(1010)} ${cuffTop - 4}L${mx1(1016)} ${cuffTop + 84}Q${mx1(1016)} ${cuffTop + 92} ${mx1(1008)} ${cuffTop + 93}L${mx1(910)} ${cuffTop + 99}Q${mx1(904)} ${cuffTop + 99} ${mx1(903)} ${cuffTop + 91}Z`;
      s.castShadow(cuff, 0, 3, 3, 0.25);
      s.cloth(cuff, { angle: -m * SLEEVE_TILT });
      s.solid(cuff);
      s.fold(cuff, -0.35, 16, true);
      s.stitch(`M${mx1(905)} ${cuffTop + 10}L${mx1(1004)} ${cuffTop + 3}`);
      s.stitch(`M${mx1(909)} ${cuffTop + 91}L${mx1(1007)} ${cuffTop + 86}`);
      // Pleats where the sleeve is gathered into the cuff.
      s.seam(
        `M${mx1(930)} ${cuffTop - 36}Q${mx1(932)} ${cuffTop - 16} ${mx1(931)} ${cuffTop}`,
        0.35,
      );
      s.seam(
        `M${mx1(952)} ${cuffTop - 28}Q${mx1(954)} ${cuffTop - 12} ${mx1(952)} ${cuffTop - 2}`,
        0.3,
      );
      s.button(sx(988), cuffTop + 46, 6);
    }
  }
}

function drawShortSleeves(s: Sketch, fr: TopFrame): void {
  const { SH, AP } = fr;
  const sleeve = `M${pt(SH)}C892 296 934 336 954 398L1010 588L904 640L876 566Q870 530 ${pt(AP)}C868 440 862 360 ${pt(SH)}Z`;
  for (const m of [1, -1]) {
    const d = m === 1 ? sleeve : mirror(sleeve);
    const sx = (x: number): number => (m === 1 ? x : 2 * CX - x);
    const mx1 = (x: number): string => f(sx(x));
    s.cloth(d, { angle: -m * 20 });
    s.solid(d);
    s.fold(d, -0.45, 36, true);
    s.fold(`M${mx1(915)} 380Q${mx1(950)} 470 ${mx1(962)} 580`, 0.28, 34, true);
    s.ridge([sx(892), 540 + s.j(15)], [sx(980), 520 + s.j(10)], 6, 0.24, -m * 10);
    // Ribbed armband, with tipping on the club polo.
    const band = `M${mx1(904)} 640L${mx1(1010)} 588L${mx1(1022)} 614L${mx1(914)} 668Z`;
    s.cloth(band, { weave: "rib", angle: -m * 26 });
    s.solid(band);
    if (s.art.pattern === "tipping") {
      s.add(
        `<path d="M${mx1(908)} 650L${mx1(1014)} 598" stroke="${s.art.accent}" stroke-width="3.2"/>`,
        `<path d="M${mx1(910)} 657L${mx1(1017)} 605" stroke="${s.art.accent}" stroke-width="2"/>`,
      );
    }
    s.seam(`M${mx1(904)} 640L${mx1(1010)} 588`, 0.45);
  }
}

function drawRibHem(s: Sketch, hemX: number, hemY: number): void {
  const top = hemY - 6;
  const band = `M${hemX + 4} ${top}Q${hemX + 6} ${top + 36} ${hemX - 4} ${top + 74}Q720 ${top + 80} ${CX} ${top + 80}Q480 ${top + 80} ${2 * CX - hemX + 4} ${top + 74}Q${2 * CX - hemX - 6} ${top + 36} ${2 * CX - hemX - 4} ${top}Q${CX} ${top + 8} ${hemX + 4} ${top}Z`;
  s.cloth(band, { weave: "rib" });
  s.solid(band);
  s.fold(`M${2 * CX - hemX} ${top + 2}Q${CX} ${top + 10} ${hemX} ${top + 2}`, -0.35, 10);
  s.fold(band, -0.35, 20, true);
  if (s.art.pattern === "tipping") {
    for (const [dy, c] of [
      [16, s.art.accent],
      [26, CRICKET_RED],
    ] as const) {
      s.add(
        `<path d="M${2 * CX - hemX - 2} ${top + dy}Q${CX} ${top + dy + 8} ${hemX + 2} ${top + dy}" fill="none" stroke="${c}" stroke-width="5" stroke-opacity="0.92"/>`,
      );
    }
  }
  s.seam(`M${2 * CX - hemX - 4} ${top}Q${CX} ${top + 8} ${hemX + 4} ${top}`, 0.5);
}

function drawArmholeBands(s: Sketch, fr: TopFrame): void {
  const { SH, AP } = fr;
  const outer = `M${pt(SH)}C${SH[0] - 6} 390 ${AP[0] - 70} 550 ${pt(AP)}`;
  const band = `${outer}L${AP[0] - 6} ${AP[1] - 28}C${AP[0] - 84} 524 ${SH[0] - 32} 390 ${SH[0] - 26} ${SH[1] + 2}Z`;
  for (const d of [band, mirror(band)]) {
    s.castShadow(d, 1, 4, 4, 0.2);
    s.cloth(d, { weave: "rib", angle: 30 });
    s.fold(d, -0.35, 10);
  }
  if (s.art.pattern === "tipping") {
    const stripe = `M${SH[0] - 12} ${SH[1] + 4}C${SH[0] - 20} 392 ${AP[0] - 78} 540 ${AP[0] - 3} ${AP[1] - 14}`;
    for (const d of [stripe, mirror(stripe)])
      s.add(`<path d="${d}" fill="none" stroke="${s.art.accent}" stroke-width="4"/>`);
  }
}
