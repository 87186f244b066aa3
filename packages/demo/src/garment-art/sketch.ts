// The sketch: garment drawings write into it, and it remembers which patterns they used.

import type { ColourPattern, FabricWeave, GarmentArt } from "../catalog";
import { luma, tone } from "./colour";
import { CX, f, lens, W, type Pt } from "./geometry";
import { TEXTURES, type TextureName } from "./textures";

interface ClothOptions {
  /** Direction of the grain in degrees (sleeves, cuffs and bands run at an angle). */
  angle?: number;
  /** Lighten (>0) or darken (<0) this panel, e.g. the inside of a collar. */
  shade?: number;
  weave?: FabricWeave | "rib";
  pattern?: ColourPattern;
  colour?: string;
  /** Draw the panel's outline as a fine seam. */
  edge?: boolean;
}

export interface Box {
  x: number;
  y: number;
  w: number;
}

/** How each shot is framed, in garment units (boxes are 4:5, `w` wide). */
export interface Views {
  front: Box;
  detail: Box;
  /** A second close-up, used when a folded view makes no sense for the garment. */
  detail2?: Box;
}

/** A front view framing garment rows `top`..`bottom` at `zoom` output pixels per unit. */
export function frontBox(top: number, bottom: number, zoom: number): Box {
  const w = W / zoom;
  return { x: CX - w / 2, y: (top + bottom) / 2 - (w * 1.25) / 2 + 10, w };
}

export class Sketch {
  private readonly textures = new Set<string>();
  private readonly patterns = new Set<string>();
  private readonly extraDefs = new Set<string>();
  readonly body: string[] = [];
  readonly shapes: string[] = [];
  readonly folds: string[] = [];
  readonly softFolds: string[] = [];
  readonly colour: string;
  readonly dark: boolean;

  constructor(
    readonly art: GarmentArt,
    readonly rand: () => number,
  ) {
    this.colour = art.colour;
    this.dark = luma(art.colour) < 0.3;
  }

  /** Jitter in [-a, a] so no two garments fold identically. */
  j(a: number): number {
    return (this.rand() * 2 - 1) * a;
  }

  add(...svg: string[]): void {
    this.body.push(...svg);
  }

  /** A panel of cloth: base colour, colour pattern, weave texture and a fine seam edge. */
  cloth(d: string, o: ClothOptions = {}): void {
    const weave = o.weave ?? this.art.weave;
    const angle = Math.round(o.angle ?? 0);
    // Small tilts are invisible in the weave but force librsvg onto a slow resampling path;
    // only the colour patterns (stripes, checks) keep them.
    const grain = Math.abs(angle) < 10 ? 0 : angle;
    const base = tone(o.colour ?? this.colour, o.shade ?? 0);
    const pattern = o.pattern ?? this.art.pattern;
    let out = `<path d="${d}" fill="${base}"/>`;
    if (pattern === "stripe" || pattern === "pinstripe" || pattern === "gingham") {
      const id = `p-${pattern}-${angle}`;
      this.patterns.add(`${pattern}|${angle}`);
      out += `<path d="${d}" fill="url(#${id})"/>`;
    }
    const tid = `t-${weave}-${grain}`;
    this.textures.add(`${weave}|${grain}`);
    const strength = luma(base) < 0.25 ? 0.4 : luma(base) > 0.8 ? 0.55 : 0.45;
    out += `<path d="${d}" fill="url(#${tid})" fill-opacity="${strength}"/>`;
    if (o.edge !== false) {
      out += `<path d="${d}" fill="none" stroke="${tone(base, -0.35)}" stroke-width="1.4" stroke-opacity="0.55"/>`;
    }
    this.body.push(out);
  }

  /** Draw `paint` shifted by (dx, dy) in every layer, to reuse a part in another scene. */
  shifted(dx: number, dy: number, paint: () => void): void {
    const open = `<g transform="translate(${dx} ${dy})">`;
    for (const layer of [this.body, this.shapes, this.folds, this.softFolds]) layer.push(open);
    paint();
    for (const layer of [this.body, this.shapes, this.folds, this.softFolds]) layer.push("</g>");
  }

  /** Extra definitions (gradients) used by hand-built shapes. */
  defsExtra(def: string): void {
    this.extraDefs.add(def);
  }

  /** Make a weave texture available as `url(#t-<weave>-0)` for hand-built shapes. */
  patternFill(weave: FabricWeave): void {
    this.textures.add(`${weave}|0`);
  }

  /** Record a shape for the cast shadow. */
  solid(d: string): void {
    this.shapes.push(`<path d="${d}"/>`);
  }

  /**
   * A soft shadow under a small part lying on the cloth. It is built from a few widening
   * translucent strokes rather than an SVG blur filter, which is many times slower in librsvg.
   */
  castShadow(d: string, dx: number, dy: number, blur: number, opacity: number): void {
    const c = tone(this.colour, -0.75);
    const t = `transform="translate(${f(dx)} ${f(dy)})"`;
    let out = `<path d="${d}" ${t} fill="${c}" fill-opacity="${(opacity * 0.5).toFixed(3)}"/>`;
    for (const [w, o] of [
      [2.4, 0.12],
      [1.5, 0.18],
      [0.7, 0.25],
    ] as const) {
      out += `<path d="${d}" ${t} fill="none" stroke="${c}" stroke-width="${f(blur * w)}" stroke-linejoin="round" stroke-opacity="${(opacity * o).toFixed(3)}"/>`;
    }
    this.body.push(out);
  }

  /** A line of top-stitching. */
  stitch(d: string, opacity = 0.55, colour?: string): void {
    const c = colour ?? tone(this.colour, this.dark ? 0.35 : -0.3);
    this.body.push(
      `<path d="${d}" fill="none" stroke="${c}" stroke-width="1.3" stroke-dasharray="4.5 2.5" stroke-linecap="round" stroke-opacity="${opacity}"/>`,
    );
  }

  /** A pressed edge or seam: a dark line with a faint highlight beside it. */
  seam(d: string, strength = 0.5, dx = 1, dy = 0.6): void {
    this.body.push(
      `<path d="${d}" fill="none" stroke="${tone(this.colour, -0.5)}" stroke-width="1.6" stroke-opacity="${strength}"/>`,
      `<path d="${d}" transform="translate(${dx} ${dy})" fill="none" stroke="${tone(this.colour, 0.5)}" stroke-width="1" stroke-opacity="${strength * 0.5}"/>`,
    );
  }

  /** Soft shading: dark (<0) or light (>0) strokes that are blurred before use. */
  fold(d: string, amount: number, width: number, soft = false): void {
    (soft ? this.softFolds : this.folds).push(
      `<path d="${d}" fill="none" stroke="${this.foldColour(amount)}" stroke-width="${f(width)}" stroke-linecap="round" stroke-opacity="${Math.abs(amount).toFixed(2)}"/>`,
    );
  }

  /** Soft filled shading area. */
  foldArea(d: string, amount: number, soft = true): void {
    (soft ? this.softFolds : this.folds).push(
      `<path d="${d}" fill="${this.foldColour(amount)}" fill-opacity="${Math.abs(amount).toFixed(2)}"/>`,
    );
  }

  /**
   * A tapered crease from a to b: a lens `w` wide that thins to nothing at both ends, which is
   * how real folds read once blurred. `bend` bows it sideways.
   */
  crease(a: Pt, b: Pt, w: number, amount: number, bend = 0, soft = false): void {
    this.foldArea(lens(a, b, w, bend), amount, soft);
  }

  /** A fold: a shadowed crease with its lit ridge just beside it. */
  ridge(a: Pt, b: Pt, w: number, strength: number, bend = 0): void {
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const o: Pt = [(-dy / len) * w * 0.9, (dx / len) * w * 0.9];
    this.crease(a, b, w, -strength, bend);
    this.crease(
      [a[0] + o[0], a[1] + o[1]],
      [b[0] + o[0], b[1] + o[1]],
      w * 1.2,
      strength * 0.9,
      bend,
    );
  }

  private foldColour(amount: number): string {
    // Shadows keep the cloth's hue (and stay soft on white cloth, which otherwise looks grubby);
    // highlights on dark cloth stay subtle, like real sheen.
    if (amount < 0) return tone(this.colour, luma(this.colour) > 0.8 ? -0.45 : -0.75);
    return tone(this.colour, this.dark ? 0.35 : 0.7);
  }

  button(
    x: number,
    y: number,
    r: number,
    kind: "pearl" | "horn" | "brass" | "self" = "pearl",
  ): void {
    const id = `btn-${kind}`;
    this.patterns.add(`button|${kind}`);
    const rim =
      kind === "pearl"
        ? "#D9D2C4"
        : kind === "horn"
          ? "#3A2A1E"
          : kind === "brass"
            ? "#8C6B35"
            : tone(this.colour, -0.3);
    const thread =
      kind === "pearl" ? tone(this.colour, this.dark ? 0.6 : -0.1) : tone(this.colour, -0.2);
    this.patterns.add("button|shadow");
    let s = `<circle cx="${f(x + r * 0.15)}" cy="${f(y + r * 0.35)}" r="${f(r * 1.35)}" fill="url(#btn-shadow)"/>`;
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#${id})" stroke="${rim}" stroke-width="${f(Math.max(0.8, r * 0.08))}"/>`;
    if (kind === "brass") {
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.72)}" fill="none" stroke="#7A5A28" stroke-width="${f(r * 0.08)}" stroke-opacity="0.7"/>`;
      s += `<circle cx="${f(x - r * 0.1)}" cy="${f(y - r * 0.1)}" r="${f(r * 0.38)}" fill="none" stroke="#F3DFA6" stroke-width="${f(r * 0.1)}" stroke-opacity="0.5"/>`;
    } else {
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.62)}" fill="none" stroke="${rim}" stroke-width="${f(r * 0.07)}" stroke-opacity="0.6"/>`;
      const o = r * 0.24;
      s += `<path d="M${f(x - o)} ${f(y - o)}L${f(x + o)} ${f(y + o)}M${f(x + o)} ${f(y - o)}L${f(x - o)} ${f(y + o)}" stroke="${thread}" stroke-width="${f(r * 0.16)}" stroke-linecap="round" stroke-opacity="0.9"/>`;
      for (const [hx, hy] of [
        [-o, -o],
        [o, -o],
        [-o, o],
        [o, o],
      ] as const) {
        s += `<circle cx="${f(x + hx)}" cy="${f(y + hy)}" r="${f(r * 0.11)}" fill="#2a2018" fill-opacity="0.55"/>`;
      }
    }
    this.body.push(s);
  }

  /**
   * Pattern definitions for one shot. Each texture tile is a whole number of output pixels and
   * starts on a pixel boundary, so librsvg can copy tiles rather than resample them.
   */
  defs(tiles: ReadonlyMap<string, string>, view: Box): string {
    const zoom = W / view.w;
    let d = "";
    for (const key of this.textures) {
      const [weave = "poplin", angle = "0"] = key.split("|");
      const spec = TEXTURES[weave as TextureName];
      const tw = Math.round(spec.w * zoom) / zoom;
      const th = Math.round(spec.h * zoom) / zoom;
      // Centre the tile on the garment's centre line (cables run down the middle of the front).
      const x = view.x + Math.round((CX - tw / 2 - view.x) * zoom) / zoom;
      const y = view.y;
      d += `<pattern id="t-${weave}-${angle}" patternUnits="userSpaceOnUse" x="${x}" y="${y}" width="${tw}" height="${th}" patternTransform="rotate(${angle})"><image width="${tw}" height="${th}" preserveAspectRatio="none" xlink:href="${tiles.get(weave) ?? ""}"/></pattern>`;
    }
    for (const key of this.patterns) {
      const [kind = "", arg = "0"] = key.split("|");
      d += colourPattern(kind, arg, this.art);
    }
    for (const extra of this.extraDefs) d += extra;
    return d;
  }

  weaves(): TextureName[] {
    return [...new Set([...this.textures].map((k) => k.split("|")[0] as TextureName))];
  }
}

function colourPattern(kind: string, arg: string, art: GarmentArt): string {
  const a = art.accent;
  // Tiles span several repeats: librsvg's pattern cost grows with the number of tiles drawn.
  const repeat = (period: number, n: number, draw: (o: number) => string) => {
    let out = "";
    for (let i = 0; i < n; i++) out += draw(i * period);
    return out;
  };
  if (kind === "stripe") {
    return `<pattern id="p-stripe-${arg}" patternUnits="userSpaceOnUse" width="112" height="112" patternTransform="rotate(${arg})">${repeat(14, 8, (o) => `<rect x="${o}" y="0" width="6.5" height="112" fill="${a}" fill-opacity="0.85"/>`)}</pattern>`;
  }
  if (kind === "pinstripe") {
    return `<pattern id="p-pinstripe-${arg}" patternUnits="userSpaceOnUse" width="112" height="112" patternTransform="rotate(${arg})">${repeat(16, 7, (o) => `<rect x="${o}" y="0" width="2.2" height="112" fill="${a}" fill-opacity="0.85"/>`)}</pattern>`;
  }
  if (kind === "gingham") {
    return `<pattern id="p-gingham-${arg}" patternUnits="userSpaceOnUse" width="112" height="112" patternTransform="rotate(${arg})">${repeat(28, 4, (o) => `<rect x="${o}" y="0" width="14" height="112" fill="${a}" fill-opacity="0.45"/><rect x="0" y="${o}" width="112" height="14" fill="${a}" fill-opacity="0.45"/>`)}</pattern>`;
  }
  if (kind === "button" && arg === "shadow") {
    return `<radialGradient id="btn-shadow"><stop offset="0.55" stop-color="#1a140e" stop-opacity="0.4"/><stop offset="1" stop-color="#1a140e" stop-opacity="0"/></radialGradient>`;
  }
  if (kind === "button") {
    const stops =
      arg === "pearl"
        ? `<stop offset="0" stop-color="#FFFFFF"/><stop offset="0.45" stop-color="#F1EDE4"/><stop offset="0.75" stop-color="#E3E2E6"/><stop offset="1" stop-color="#CFC8BA"/>`
        : arg === "horn"
          ? `<stop offset="0" stop-color="#8A6A4C"/><stop offset="0.5" stop-color="#5A4330"/><stop offset="1" stop-color="#2E2218"/>`
          : arg === "brass"
            ? `<stop offset="0" stop-color="#F6E2A8"/><stop offset="0.45" stop-color="#C9A55E"/><stop offset="1" stop-color="#7D5D2A"/>`
            : `<stop offset="0" stop-color="${tone(art.colour, 0.25)}"/><stop offset="1" stop-color="${tone(art.colour, -0.3)}"/>`;
    return `<radialGradient id="btn-${arg}" cx="0.38" cy="0.35" r="0.75">${stops}</radialGradient>`;
  }
  return "";
}
