// Studio-style product shots for the demo catalogue, drawn as SVG and rasterised by sharp.
// Everything is procedural and seeded from the product title, so a re-seed produces the same
// bytes and no network or asset files are needed.
//
// Each shot is three layers composited by sharp: a seamless backdrop, a soft cast shadow and the
// garment. Big soft effects (shadows, fold shading) are rendered at quarter resolution and
// blurred by libvips, because large SVG blur filters are the slow path in librsvg.

import sharp from "sharp";
import type { ColourPattern, DemoProduct, FabricWeave, GarmentArt } from "./catalogue";

const W = 1200;
const H = 1500;
const CX = W / 2;
const LOW = 0.25; // scale of the blurred shading layers

// ---------------------------------------------------------------------------------------------
// Small utilities

type Pt = readonly [number, number];

/** mulberry32: tiny, fast and good enough for layout jitter. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

type Rgb = readonly [number, number, number];

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex(c: Rgb): string {
  const h = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, "0");
  return `#${h(c[0])}${h(c[1])}${h(c[2])}`;
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Positive amounts lighten towards a warm white, negative ones darken towards a warm black. */
function tone(c: string, amount: number): string {
  return amount >= 0 ? mix(c, "#FFFDF8", amount) : mix(c, "#120E0A", -amount);
}

/** Relative luminance, 0..1. */
function luma(c: string): number {
  const [r, g, b] = rgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();
const pt = (p: Pt) => `${f(p[0])} ${f(p[1])}`;

/** Mirror an absolute M/L/C/Q/Z path across the garment's centre line. */
function mirror(d: string): string {
  return d.replace(/(-?\d+(?:\.\d+)?)[ ,]+(-?\d+(?:\.\d+)?)/g, (_m, x: string, y: string) => {
    return `${f(2 * CX - Number(x))} ${y}`;
  });
}

type Seg =
  | { l: Pt }
  | { q: Pt; to: Pt }
  | { c1: Pt; c2: Pt; to: Pt };

const end = (s: Seg): Pt => ("l" in s ? s.l : s.to);
const mx = (p: Pt): Pt => [2 * CX - p[0], p[1]];

/**
 * A closed outline symmetric about the centre line, from the right half only. `start` and the
 * last point should sit on the centre line; the left half is the mirror image, traced back.
 */
function symmetric(start: Pt, segs: Seg[]): string {
  let d = `M${pt(start)}`;
  for (const s of segs) d += segCmd(s);
  const pts: Pt[] = [start, ...segs.map(end)];
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i];
    const from = pts[i];
    if (!s || !from) continue;
    if ("l" in s) d += `L${pt(mx(from))}`;
    else if ("q" in s) d += `Q${pt(mx(s.q))} ${pt(mx(from))}`;
    else d += `C${pt(mx(s.c2))} ${pt(mx(s.c1))} ${pt(mx(from))}`;
  }
  return `${d}Z`;
}

function segCmd(s: Seg): string {
  if ("l" in s) return `L${pt(s.l)}`;
  if ("q" in s) return `Q${pt(s.q)} ${pt(s.to)}`;
  return `C${pt(s.c1)} ${pt(s.c2)} ${pt(s.to)}`;
}


function lerp(a: Pt, b: Pt, t: number): Pt {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${f(cx - rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(cx + rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(cx - rx)} ${f(cy)}Z`;
}

// ---------------------------------------------------------------------------------------------
// Fabric textures: small periodic tiles computed pixel by pixel, then tiled by SVG patterns.
// The tile is a black/white alpha map, so one tile serves every colour of cloth.

type Field = (x: number, y: number) => number;

interface TextureSpec {
  /** Tile size in garment units (1 unit = 1 px in the full view). */
  w: number;
  h: number;
  /** Height/brightness field, roughly 0..1, periodic over the tile. */
  field: (seed: number) => Field;
  /** Contribution of the raw field to brightness. */
  gain: number;
  /** Contribution of the field's slope towards the light (top left): gives knits relief. */
  relief: number;
}

/** Periodic value noise with `cx`×`cy` lattice cells over a `w`×`h` tile. */
function noise(seed: number, w: number, h: number, cx: number, cy: number): Field {
  const r = seeded(seed);
  const v = new Float32Array(cx * cy);
  for (let i = 0; i < v.length; i++) v[i] = r();
  const at = (i: number, j: number) => v[(((j % cy) + cy) % cy) * cx + (((i % cx) + cx) % cx)] ?? 0;
  return (x, y) => {
    const u = (x / w) * cx;
    const t = (y / h) * cy;
    const i = Math.floor(u);
    const j = Math.floor(t);
    const fu = u - i;
    const ft = t - j;
    const su = fu * fu * (3 - 2 * fu);
    const st = ft * ft * (3 - 2 * ft);
    const a = at(i, j) + (at(i + 1, j) - at(i, j)) * su;
    const b = at(i, j + 1) + (at(i + 1, j + 1) - at(i, j + 1)) * su;
    return a + (b - a) * st;
  };
}

const frac = (v: number) => v - Math.floor(v);
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const smooth = (a: number, b: number, v: number) => {
  const t = clamp01((v - a) / (b - a));
  return t * t * (3 - 2 * t);
};

/** One stockinette stitch: two slanted legs meeting at the bottom, like a stacked V. */
function knitStitch(u: number, v: number): number {
  const leg = (c: number) => {
    const d = (u - c) / 0.23;
    return Math.max(0, 1 - d * d);
  };
  const left = leg(0.27 + 0.2 * v);
  const right = leg(0.73 - 0.2 * v);
  const ends = Math.pow(Math.sin(Math.PI * clamp01(v * 0.9 + 0.05)), 0.6);
  return Math.max(left, right) * ends;
}

const TEXTURES: Record<FabricWeave | "rib" | "paper", TextureSpec> = {
  poplin: {
    w: 96,
    h: 96,
    gain: 0.35,
    relief: 0,
    field: (s) => {
      const n = noise(s, 96, 96, 64, 48);
      const m = noise(s + 1, 96, 96, 6, 40);
      return (x, y) => 0.5 + 0.45 * (n(x, y) - 0.5) + 0.25 * (m(x, y) - 0.5) + 0.12 * Math.sin(y * 2.2);
    },
  },
  oxford: {
    w: 96,
    h: 96,
    gain: 0.75,
    relief: 0,
    field: (s) => {
      const n = noise(s, 96, 96, 96, 96);
      const slub = noise(s + 3, 96, 96, 4, 48);
      return (x, y) => {
        const basket = (Math.floor(x / 1.5) + Math.floor(y / 2)) % 2 === 0 ? 0.2 : -0.1;
        const fleck = n(x, y) > 0.72 ? 0.35 : 0;
        return 0.5 + basket + fleck + 0.4 * (n(x * 1.7, y) - 0.5) + 0.25 * (slub(x, y) - 0.5);
      };
    },
  },
  linen: {
    w: 160,
    h: 160,
    gain: 0.9,
    relief: 0,
    field: (s) => {
      const warp = noise(s, 160, 160, 80, 6);
      const weft = noise(s + 1, 160, 160, 5, 100);
      const fine = noise(s + 2, 160, 160, 120, 120);
      return (x, y) => {
        const slub = Math.pow(warp(x, y), 3) * 0.9 + Math.pow(weft(x, y), 3) * 0.7;
        const grid = 0.12 * (Math.sin(x * 2.4) * Math.sin(y * 2.4));
        return 0.35 + slub + grid + 0.3 * (fine(x, y) - 0.5);
      };
    },
  },
  pique: {
    w: 80,
    h: 80,
    gain: 0.55,
    relief: 0.7,
    field: (s) => {
      const n = noise(s, 80, 80, 40, 40);
      return (x, y) => {
        const row = Math.floor(y / 4);
        const u = frac((x + (row % 2) * 2) / 4) - 0.5;
        const v = frac(y / 4) - 0.5;
        const pit = smooth(0.12, 0.3, Math.hypot(u, v * 1.1));
        return 0.25 + 0.6 * pit + 0.25 * n(x, y);
      };
    },
  },
  jersey: {
    w: 90,
    h: 90,
    gain: 0.5,
    relief: 0.9,
    field: (s) => {
      const n = noise(s, 90, 90, 18, 45);
      return (x, y) => 0.15 + 0.75 * knitStitch(frac(x / 5), frac(y / 5)) + 0.25 * (n(x, y) - 0.5);
    },
  },
  cashmere: {
    w: 120,
    h: 120,
    gain: 0.45,
    relief: 0.45,
    field: (s) => {
      const halo = noise(s, 120, 120, 60, 60);
      const cloud = noise(s + 1, 120, 120, 8, 8);
      return (x, y) =>
        0.2 + 0.5 * knitStitch(frac(x / 4), frac(y / 4)) + 0.35 * halo(x, y) + 0.25 * (cloud(x, y) - 0.5);
    },
  },
  cable: {
    w: 80,
    h: 64,
    gain: 0.35,
    relief: 2.2,
    field: (s) => {
      const n = noise(s, 80, 64, 40, 32);
      return (x, y) => {
        const bed = 0.12 * (0.5 + 0.5 * Math.sin((y / 4) * Math.PI * 2)) + 0.1 * n(x, y);
        // The rope: two strands swapping place; the one heading right always crosses over.
        const cx = 40;
        const a = 8;
        const th = (y / 64) * Math.PI * 2;
        let h = bed;
        for (const sgn of [1, -1]) {
          const xc = cx + sgn * a * Math.cos(th);
          const heading = -sgn * Math.sin(th);
          const d = (x - xc) / 8.5;
          if (Math.abs(d) < 1) {
            const over = heading > 0 ? 0.25 * Math.abs(Math.sin(th)) : -0.1 * Math.abs(Math.sin(th));
            const stitches = 0.18 * knitStitch(frac((x - xc) / 4.2 + 0.5), frac(y / 4));
            h = Math.max(h, 0.45 + over + 0.35 * Math.sqrt(1 - d * d) + stitches);
          }
        }
        // Twisted-stitch columns either side of the rope.
        for (const col of [12, 68]) {
          const d = (x - col) / 3.2;
          if (Math.abs(d) < 1) {
            const tw = 0.2 * knitStitch(frac((x - col) / 6.4 + 0.5), frac(y / 4));
            h = Math.max(h, 0.4 + 0.3 * Math.sqrt(1 - d * d) + tw);
          }
        }
        return h;
      };
    },
  },
  twill: {
    w: 96,
    h: 96,
    gain: 0.45,
    relief: 0.3,
    field: (s) => {
      const n = noise(s, 96, 96, 64, 64);
      const m = noise(s + 1, 96, 96, 8, 24);
      return (x, y) => 0.5 + 0.3 * Math.sin(((x + y) / 3) * Math.PI * 2) + 0.35 * (n(x, y) - 0.5) + 0.3 * (m(x, y) - 0.5);
    },
  },
  flannel: {
    w: 128,
    h: 128,
    gain: 0.5,
    relief: 0,
    field: (s) => {
      const fine = noise(s, 128, 128, 96, 96);
      const mid = noise(s + 1, 128, 128, 24, 24);
      const cloud = noise(s + 2, 128, 128, 6, 6);
      return (x, y) =>
        0.5 + 0.35 * (fine(x, y) - 0.5) + 0.35 * (mid(x, y) - 0.5) + 0.3 * (cloud(x, y) - 0.5) + 0.06 * Math.sin(((x - y) / 3) * Math.PI * 2);
    },
  },
  herringbone: {
    w: 96,
    h: 96,
    gain: 0.8,
    relief: 0.25,
    field: (s) => {
      const n = noise(s, 96, 96, 64, 64);
      const fleck = noise(s + 5, 96, 96, 48, 48);
      return (x, y) => {
        const band = Math.floor(x / 12) % 2 === 0 ? 1 : -1;
        const lines = 0.5 + 0.5 * Math.sin(((y + band * x) / 4) * Math.PI * 2);
        const f2 = fleck(x, y);
        return 0.3 + 0.45 * lines + 0.3 * (n(x, y) - 0.5) + (f2 > 0.78 ? 0.35 : f2 < 0.2 ? -0.2 : 0);
      };
    },
  },
  leather: {
    w: 96,
    h: 96,
    gain: 0.35,
    relief: 0.8,
    field: (s) => {
      const a = noise(s, 96, 96, 40, 40);
      const b = noise(s + 1, 96, 96, 16, 16);
      return (x, y) => 0.5 + 0.6 * (Math.abs(a(x, y) - 0.5) - 0.25) + 0.3 * (b(x, y) - 0.5);
    },
  },
  rib: {
    w: 48,
    h: 48,
    gain: 0.45,
    relief: 1.4,
    field: () => (x, y) => {
      const col = frac(x / 6);
      const raised = smooth(0.05, 0.3, col) * (1 - smooth(0.55, 0.8, col));
      return 0.1 + raised * (0.55 + 0.35 * knitStitch(frac(col * 1.6 - 0.05), frac(y / 4)));
    },
  },
  paper: {
    w: 200,
    h: 200,
    gain: 0.5,
    relief: 0,
    field: (s) => {
      const fine = noise(s, 200, 200, 100, 100);
      const mid = noise(s + 1, 200, 200, 20, 20);
      return (x, y) => 0.5 + 0.5 * (fine(x, y) - 0.5) + 0.5 * (mid(x, y) - 0.5);
    },
  },
};

type TextureName = keyof typeof TEXTURES;

const tileCache = new Map<string, Promise<string>>();

/** A data URI for the texture tile rendered at `scale` pixels per garment unit. */
function textureTile(name: TextureName, scale: number): Promise<string> {
  const key = `${name}@${scale}`;
  let tile = tileCache.get(key);
  if (!tile) {
    tile = buildTile(name, scale);
    tileCache.set(key, tile);
  }
  return tile;
}

async function buildTile(name: TextureName, scale: number): Promise<string> {
  const spec = TEXTURES[name];
  const tw = Math.round(spec.w * scale);
  const th = Math.round(spec.h * scale);
  const field = spec.field(hashString(name));
  const hgt = new Float32Array(tw * th);
  let mean = 0;
  for (let j = 0; j < th; j++) {
    for (let i = 0; i < tw; i++) {
      const v = field(((i + 0.5) / tw) * spec.w, ((j + 0.5) / th) * spec.h);
      hgt[j * tw + i] = v;
      mean += v;
    }
  }
  mean /= tw * th;
  const at = (i: number, j: number) => hgt[((j + th) % th) * tw + ((i + tw) % tw)] ?? 0;
  // Relief is measured over about one garment unit, so it reads the same at every scale.
  const step = Math.max(1, Math.round(scale * 0.8));
  const px = Buffer.alloc(tw * th * 4);
  for (let j = 0; j < th; j++) {
    for (let i = 0; i < tw; i++) {
      const h = at(i, j);
      const slope = (at(i - step, j - step) - at(i + step, j + step)) / 2;
      const v = spec.gain * (h - mean) * 2 + spec.relief * slope * 2;
      const o = (j * tw + i) * 4;
      const white = v > 0 ? 255 : 0;
      px[o] = white;
      px[o + 1] = white;
      px[o + 2] = white;
      px[o + 3] = Math.round(Math.min(1, Math.abs(v)) * 255);
    }
  }
  const png = await sharp(px, { raw: { width: tw, height: th, channels: 4 } })
    .png({ compressionLevel: 3 })
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

// ---------------------------------------------------------------------------------------------
// The sketch: garment drawings write into it, and it remembers which patterns they used.

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

interface Box {
  x: number;
  y: number;
  w: number;
}

/** Where the close-ups look, in garment units. */
interface Views {
  detail: Box;
  /** A second close-up, used when a folded view makes no sense for the garment. */
  detail2?: Box;
}

class Sketch {
  private readonly textures = new Set<string>();
  private readonly patterns = new Set<string>();
  private readonly blurs = new Set<number>();
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
    const base = tone(o.colour ?? this.colour, o.shade ?? 0);
    const pattern = o.pattern ?? this.art.pattern;
    let out = `<path d="${d}" fill="${base}"/>`;
    if (pattern === "stripe" || pattern === "pinstripe" || pattern === "gingham") {
      const id = `p-${pattern}-${angle}`;
      this.patterns.add(`${pattern}|${angle}`);
      out += `<path d="${d}" fill="url(#${id})"/>`;
    }
    const tid = `t-${weave}-${angle}`;
    this.textures.add(`${weave}|${angle}`);
    const strength = luma(base) < 0.25 ? 0.55 : luma(base) > 0.8 ? 0.8 : 0.7;
    out += `<path d="${d}" fill="url(#${tid})" opacity="${strength}"/>`;
    if (o.edge !== false) {
      out += `<path d="${d}" fill="none" stroke="${tone(base, -0.35)}" stroke-width="1.4" stroke-opacity="0.6"/>`;
    }
    this.body.push(out);
  }

  /** Record a shape for the cast shadow. */
  solid(d: string): void {
    this.shapes.push(`<path d="${d}"/>`);
  }

  /** A soft blurred shadow drawn in the crisp layer, for small parts lying on the cloth. */
  castShadow(d: string, dx: number, dy: number, blur: number, opacity: number): void {
    const b = Math.max(1, Math.round(blur));
    this.blurs.add(b);
    this.body.push(
      `<path d="${d}" transform="translate(${f(dx)} ${f(dy)})" fill="${tone(this.colour, -0.75)}" opacity="${opacity}" filter="url(#b${b})"/>`,
    );
  }

  /** A line of top-stitching. */
  stitch(d: string, opacity = 0.55, colour?: string): void {
    const c = colour ?? tone(this.colour, this.dark ? 0.35 : -0.3);
    this.body.push(
      `<path d="${d}" fill="none" stroke="${c}" stroke-width="1.3" stroke-dasharray="4.5 2.5" stroke-linecap="round" opacity="${opacity}"/>`,
    );
  }

  /** A pressed edge or seam: a dark line with a faint highlight beside it. */
  seam(d: string, strength = 0.5, dx = 1, dy = 0.6): void {
    this.body.push(
      `<path d="${d}" fill="none" stroke="${tone(this.colour, -0.5)}" stroke-width="1.6" opacity="${strength}"/>`,
      `<path d="${d}" transform="translate(${dx} ${dy})" fill="none" stroke="${tone(this.colour, 0.5)}" stroke-width="1" opacity="${strength * 0.5}"/>`,
    );
  }

  /** Soft shading: dark (<0) or light (>0) strokes that are blurred before use. */
  fold(d: string, amount: number, width: number, soft = false): void {
    (soft ? this.softFolds : this.folds).push(
      `<path d="${d}" fill="none" stroke="${this.foldColour(amount)}" stroke-width="${f(width)}" stroke-linecap="round" opacity="${Math.abs(amount).toFixed(2)}"/>`,
    );
  }

  /** Soft filled shading area. */
  foldArea(d: string, amount: number, soft = true): void {
    (soft ? this.softFolds : this.folds).push(
      `<path d="${d}" fill="${this.foldColour(amount)}" opacity="${Math.abs(amount).toFixed(2)}"/>`,
    );
  }

  private foldColour(amount: number): string {
    // Shadows keep the cloth's hue; highlights on dark cloth stay subtle, like real sheen.
    return amount < 0 ? tone(this.colour, -0.75) : tone(this.colour, this.dark ? 0.35 : 0.7);
  }

  button(x: number, y: number, r: number, kind: "pearl" | "horn" | "brass" | "self" = "pearl"): void {
    const b = Math.max(1, Math.round(r * 0.35));
    this.blurs.add(b);
    const id = `btn-${kind}`;
    this.patterns.add(`button|${kind}`);
    const rim = kind === "pearl" ? "#D9D2C4" : kind === "horn" ? "#3A2A1E" : kind === "brass" ? "#8C6B35" : tone(this.colour, -0.3);
    const thread = kind === "pearl" ? tone(this.colour, this.dark ? 0.6 : -0.1) : tone(this.colour, -0.2);
    let s = `<circle cx="${f(x + r * 0.15)}" cy="${f(y + r * 0.3)}" r="${f(r)}" fill="#1a140e" opacity="0.35" filter="url(#b${b})"/>`;
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#${id})" stroke="${rim}" stroke-width="${f(Math.max(0.8, r * 0.08))}"/>`;
    if (kind === "brass") {
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.72)}" fill="none" stroke="#7A5A28" stroke-width="${f(r * 0.08)}" opacity="0.7"/>`;
      s += `<circle cx="${f(x - r * 0.1)}" cy="${f(y - r * 0.1)}" r="${f(r * 0.38)}" fill="none" stroke="#F3DFA6" stroke-width="${f(r * 0.1)}" opacity="0.5"/>`;
    } else {
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.62)}" fill="none" stroke="${rim}" stroke-width="${f(r * 0.07)}" opacity="0.6"/>`;
      const o = r * 0.24;
      s += `<path d="M${f(x - o)} ${f(y - o)}L${f(x + o)} ${f(y + o)}M${f(x + o)} ${f(y - o)}L${f(x - o)} ${f(y + o)}" stroke="${thread}" stroke-width="${f(r * 0.16)}" stroke-linecap="round" opacity="0.9"/>`;
      for (const [hx, hy] of [
        [-o, -o],
        [o, -o],
        [-o, o],
        [o, o],
      ] as const) {
        s += `<circle cx="${f(x + hx)}" cy="${f(y + hy)}" r="${f(r * 0.11)}" fill="#2a2018" opacity="0.55"/>`;
      }
    }
    this.body.push(s);
  }

  defs(tiles: ReadonlyMap<string, string>): string {
    let d = "";
    for (const key of this.textures) {
      const [weave = "poplin", angle = "0"] = key.split("|");
      const spec = TEXTURES[weave as TextureName];
      const uri = tiles.get(weave) ?? "";
      d += `<pattern id="t-${weave}-${angle}" patternUnits="userSpaceOnUse" width="${spec.w}" height="${spec.h}" patternTransform="rotate(${angle})"><image width="${spec.w}" height="${spec.h}" preserveAspectRatio="none" xlink:href="${uri}"/></pattern>`;
    }
    for (const key of this.patterns) {
      const [kind = "", arg = "0"] = key.split("|");
      d += colourPattern(kind, arg, this.art);
    }
    for (const b of this.blurs) {
      d += `<filter id="b${b}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${b}"/></filter>`;
    }
    return d;
  }

  weaves(): TextureName[] {
    return [...new Set([...this.textures].map((k) => k.split("|")[0] as TextureName))];
  }
}

function colourPattern(kind: string, arg: string, art: GarmentArt): string {
  const a = art.accent;
  if (kind === "stripe") {
    return `<pattern id="p-stripe-${arg}" patternUnits="userSpaceOnUse" width="14" height="14" patternTransform="rotate(${arg})"><rect x="0" y="0" width="6.5" height="14" fill="${a}" opacity="0.85"/></pattern>`;
  }
  if (kind === "pinstripe") {
    return `<pattern id="p-pinstripe-${arg}" patternUnits="userSpaceOnUse" width="16" height="16" patternTransform="rotate(${arg})"><rect x="0" y="0" width="2.2" height="16" fill="${a}" opacity="0.85"/></pattern>`;
  }
  if (kind === "gingham") {
    return `<pattern id="p-gingham-${arg}" patternUnits="userSpaceOnUse" width="28" height="28" patternTransform="rotate(${arg})"><rect x="0" y="0" width="14" height="28" fill="${a}" opacity="0.45"/><rect x="0" y="0" width="28" height="14" fill="${a}" opacity="0.45"/></pattern>`;
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

// ---------------------------------------------------------------------------------------------
// Tops: shirts, polos and knitwear share one ghost-mannequin body, with the neck, sleeves and
// hem swapped per kind. Coordinates are a 1200×1500 canvas; the right half is drawn and mirrored.

interface TopSpec {
  neck: "button-down" | "cutaway" | "polo" | "crew" | "v" | "cardigan";
  sleeve: "long" | "short" | "none";
  hem: "shirttail" | "rib" | "straight";
  pocket?: boolean;
  knit?: boolean;
  /** Hem depth at the side seam; dresses pass a longer one. */
  length?: number;
}

const SLEEVE_TILT = 5; // degrees the hanging sleeves lean out from vertical

function drawTop(s: Sketch, o: TopSpec): Views {
  const knit = o.knit ?? false;
  const NS: Pt = [682, 252];
  const SH: Pt = o.sleeve === "none" ? [776, 290] : knit ? [834, 316] : [842, 310];
  const AP: Pt = o.sleeve === "none" ? [812, 600] : [828, 550];
  const hemY = o.length ?? (o.hem === "shirttail" ? 1150 : 1145);
  const hemX = knit ? 822 : 832;

  // Sleeves go first so the body's armhole seam sits on top of them.
  if (o.sleeve === "long") drawLongSleeves(s, SH, AP, knit);
  if (o.sleeve === "short") drawShortSleeves(s, SH, AP, o.neck === "polo");

  const armhole: Seg =
    o.sleeve === "none"
      ? { c1: [SH[0] - 8, 400], c2: [AP[0] - 40, 560], to: AP }
      : { c1: [SH[0] + 12, 390], c2: [AP[0] + 14, 480], to: AP };
  const hem: Seg[] =
    o.hem === "shirttail"
      ? [{ l: [hemX, hemY] }, { c1: [hemX - 4, hemY + 80], c2: [720, hemY + 118], to: [CX, hemY + 120] }]
      : [{ q: [hemX + 6, (AP[1] + hemY) / 2 + 80], to: [hemX - 4, hemY + 80] }, { q: [720, hemY + 88], to: [CX, hemY + 86] }];
  const sideTop: Seg = { q: [hemX - 14, (AP[1] + hemY) / 2], to: [hemX, hemY] };
  const bodyD = symmetric([CX, 262], [
    { l: NS },
    { q: [(NS[0] + SH[0]) / 2 + 10, NS[1] + 18], to: SH },
    armhole,
    ...(o.hem === "shirttail" ? [sideTop, ...hem.slice(1)] : [{ l: [hemX + 4, AP[1] + 120] } as Seg, ...hem]),
  ]);
  s.cloth(bodyD);
  s.solid(bodyD);

  // Body shading: edges fall away from the light, the chest catches it.
  s.fold(bodyD, -0.55, 46, true);
  s.fold(`M${CX - 120} 380Q${CX - 150} 760 ${CX - 110} 1160`, 0.35, 120, true);
  s.fold(`M${CX + 150} 420Q${CX + 170} 760 ${CX + 150} 1150`, -0.16, 110, true);
  const bottom = o.hem === "shirttail" ? hemY + 110 : hemY + 80;
  for (const x of [CX - 160 + s.j(20), CX + 95 + s.j(20), CX + 185 + s.j(10)]) {
    const x2 = x + s.j(18);
    s.fold(`M${f(x)} ${f(bottom - 330 + s.j(40))}Q${f(x + 10)} ${f(bottom - 150)} ${f(x2)} ${f(bottom)}`, -0.3, 14);
    s.fold(`M${f(x - 14)} ${f(bottom - 300)}Q${f(x - 4)} ${f(bottom - 150)} ${f(x2 - 14)} ${f(bottom)}`, 0.35, 12);
  }
  if (o.sleeve !== "none") {
    // Drag lines from the underarm towards the waist.
    for (const m of [1, -1]) {
      const x0 = CX + m * (AP[0] - CX - 10);
      s.fold(`M${f(x0)} ${AP[1] + 20}Q${f(x0 - m * 40)} ${AP[1] + 140} ${f(x0 - m * 70)} ${AP[1] + 300 + s.j(30)}`, -0.28, 16);
    }
  }

  if (o.hem === "rib") drawRibHem(s, hemX, hemY);
  if (o.sleeve === "none") drawArmholeBands(s, SH, AP);

  if (o.neck === "button-down" || o.neck === "cutaway") drawShirtFront(s, o, hemY + 120);
  if (o.neck === "polo") drawPoloNeck(s);
  if (o.neck === "crew") drawCrewNeck(s);
  if (o.neck === "v" || o.neck === "cardigan") drawVNeck(s, o.neck === "cardigan", hemY);

  if (o.neck === "cardigan") return { detail: { x: 430, y: 420, w: 360 }, detail2: { x: 700, y: 780, w: 340 } };
  if (o.neck === "v") return { detail: { x: 420, y: 230, w: 360 }, detail2: { x: 760, y: 820, w: 300 } };
  if (o.neck === "crew") return { detail: { x: 410, y: 200, w: 380 }, detail2: { x: 760, y: 840, w: 300 } };
  if (o.neck === "polo") return { detail: { x: 420, y: 200, w: 360 }, detail2: { x: 720, y: 360, w: 340 } };
  return { detail: { x: 420, y: 205, w: 360 }, detail2: { x: 760, y: 820, w: 300 } };
}

function drawLongSleeves(s: Sketch, SH: Pt, AP: Pt, knit: boolean): void {
  const cuffTop = knit ? 1000 : 985;
  const out: Pt = knit ? [950, cuffTop] : [962, cuffTop];
  const inn: Pt = knit ? [880, cuffTop + 6] : [874, cuffTop + 8];
  const sleeve = `M${pt(SH)}C${SH[0] + 40} ${SH[1] + 8} 904 372 910 440L${pt(out)}L${pt(inn)}L842 600Q836 566 ${pt(AP)}C852 480 854 380 ${pt(SH)}Z`;
  for (const m of [1, -1]) {
    const d = m === 1 ? sleeve : mirror(sleeve);
    const mx1 = (x: number) => f(m === 1 ? x : 2 * CX - x);
    s.cloth(d, { angle: -m * SLEEVE_TILT });
    s.solid(d);
    s.fold(d, -0.55, 40, true);
    s.fold(`M${mx1(900)} 470L${mx1(928)} 960`, 0.32, 26, true);
    // A soft bend at the elbow and bunching above the cuff.
    const e = 720 + s.j(30);
    s.fold(`M${mx1(858)} ${f(e)}Q${mx1(900)} ${f(e - 25)} ${mx1(930)} ${f(e + 12)}`, -0.4, 9);
    s.fold(`M${mx1(862)} ${f(e + 14)}Q${mx1(900)} ${f(e - 8)} ${mx1(932)} ${f(e + 30)}`, 0.3, 8);
    for (let k = 0; k < 3; k++) {
      const y = cuffTop - 40 - k * 55 + s.j(10);
      s.fold(`M${mx1(878 - k * 3)} ${f(y)}Q${mx1(912)} ${f(y - 20 + s.j(6))} ${mx1(950 - k * 4)} ${f(y + 8)}`, -0.35, 7);
    }
    if (knit) {
      const cuff = `M${mx1(884)} ${cuffTop - 6}L${mx1(946)} ${cuffTop - 10}L${mx1(952)} ${cuffTop + 92}L${mx1(892)} ${cuffTop + 96}Z`;
      s.cloth(cuff, { weave: "rib", angle: -m * SLEEVE_TILT });
      s.solid(cuff);
      s.fold(cuff, -0.4, 18, true);
      s.seam(`M${mx1(884)} ${cuffTop - 6}L${mx1(946)} ${cuffTop - 10}`, 0.45);
    } else {
      const cuff = `M${mx1(872)} ${cuffTop + 4}L${mx1(963)} ${cuffTop - 3}L${mx1(970)} ${cuffTop + 92}Q${mx1(970)} ${cuffTop + 100} ${mx1(962)} ${cuffTop + 101}L${mx1(884)} ${cuffTop + 106}Q${mx1(878)} ${cuffTop + 106} ${mx1(877)} ${cuffTop + 98}Z`;
      s.castShadow(cuff, 0, 3, 3, 0.25);
      s.cloth(cuff, { angle: -m * SLEEVE_TILT });
      s.solid(cuff);
      s.fold(cuff, -0.35, 16, true);
      s.stitch(`M${mx1(880)} ${cuffTop + 10}L${mx1(957)} ${cuffTop + 4}`);
      s.stitch(`M${mx1(884)} ${cuffTop + 98}L${mx1(960)} ${cuffTop + 93}`);
      // Pleats where the sleeve is gathered into the cuff.
      s.seam(`M${mx1(902)} ${cuffTop - 36}Q${mx1(904)} ${cuffTop - 16} ${mx1(903)} ${cuffTop}`, 0.35);
      s.seam(`M${mx1(922)} ${cuffTop - 28}Q${mx1(924)} ${cuffTop - 12} ${mx1(922)} ${cuffTop - 2}`, 0.3);
      s.button(m === 1 ? 945 : 2 * CX - 945, cuffTop + 50, 6);
    }
  }
}

function drawShortSleeves(s: Sketch, SH: Pt, AP: Pt, polo: boolean): void {
  const sleeve = `M${pt(SH)}C${SH[0] + 44} ${SH[1] + 6} 918 380 934 450L966 612L866 650L852 600Q846 566 ${pt(AP)}C852 480 854 380 ${pt(SH)}Z`;
  for (const m of [1, -1]) {
    const d = m === 1 ? sleeve : mirror(sleeve);
    const mx1 = (x: number) => f(m === 1 ? x : 2 * CX - x);
    s.cloth(d, { angle: -m * 22 });
    s.solid(d);
    s.fold(d, -0.5, 40, true);
    s.fold(`M${mx1(880)} 380Q${mx1(912)} 470 ${mx1(920)} 600`, 0.3, 30, true);
    s.fold(`M${mx1(870)} ${f(540 + s.j(15))}Q${mx1(910)} 530 ${mx1(944)} 560`, -0.3, 8);
    if (polo) {
      // Ribbed armband, with tipping on the club polo.
      const band = `M${mx1(866)} 650L${mx1(966)} 612L${mx1(976)} 640L${mx1(872)} 680Z`;
      s.cloth(band, { weave: "rib", angle: -m * 21 + 90 - 90 });
      s.solid(band);
      if (s.art.pattern === "tipping") {
        s.add(
          `<path d="M${mx1(868)} 660L${mx1(969)} 621" stroke="${s.art.accent}" stroke-width="3.2" opacity="0.95"/>`,
          `<path d="M${mx1(869)} 667L${mx1(971)} 628" stroke="${s.art.accent}" stroke-width="2" opacity="0.9"/>`,
        );
      }
      s.seam(`M${mx1(866)} 650L${mx1(966)} 612`, 0.45);
    } else {
      s.stitch(`M${mx1(868)} 638L${mx1(962)} 601`);
    }
  }
}

function drawRibHem(s: Sketch, hemX: number, hemY: number): void {
  const top = hemY - 5;
  const band = `M${hemX + 4} ${top}Q${hemX + 8} ${top + 40} ${hemX - 8} ${top + 88}Q720 ${top + 96} ${CX} ${top + 95}Q480 ${top + 96} ${2 * CX - hemX + 8} ${top + 88}Q${2 * CX - hemX - 8} ${top + 40} ${2 * CX - hemX - 4} ${top}Q${CX} ${top + 8} ${hemX + 4} ${top}Z`;
  s.cloth(band, { weave: "rib" });
  s.solid(band);
  s.fold(`M${2 * CX - hemX} ${top + 2}Q${CX} ${top + 10} ${hemX} ${top + 2}`, -0.35, 10);
  s.fold(band, -0.4, 20, true);
  if (s.art.pattern === "tipping") {
    for (const [dy, c] of [
      [18, s.art.accent],
      [28, "#6B2233"],
    ] as const) {
      s.add(
        `<path d="M${2 * CX - hemX - 2} ${top + dy}Q${CX} ${top + dy + 8} ${hemX + 2} ${top + dy}" fill="none" stroke="${c}" stroke-width="5" opacity="0.92"/>`,
      );
    }
  }
  s.seam(`M${2 * CX - hemX - 4} ${top}Q${CX} ${top + 8} ${hemX + 4} ${top}`, 0.5);
}

function drawArmholeBands(s: Sketch, SH: Pt, AP: Pt): void {
  const band = `M${pt(SH)}C${SH[0] - 8} 400 ${AP[0] - 40} 560 ${pt(AP)}L${AP[0] - 4} ${AP[1] - 26}C${AP[0] - 60} 540 ${SH[0] - 34} 400 ${SH[0] - 26} ${SH[1] + 2}Z`;
  for (const d of [band, mirror(band)]) {
    s.cloth(d, { weave: "rib", angle: 30 });
    s.fold(d, -0.35, 10);
    if (s.art.pattern === "tipping") {
      const stripe = d === band ? `M${SH[0] - 11} ${SH[1] + 4}C${SH[0] - 22} 405 ${AP[0] - 50} 555 ${AP[0] - 2} ${AP[1] - 12}` : "";
      if (stripe) {
        s.add(`<path d="${stripe}" fill="none" stroke="${s.art.accent}" stroke-width="4"/>`, `<path d="${mirror(stripe)}" fill="none" stroke="${s.art.accent}" stroke-width="4"/>`);
      }
    }
  }
}

/** Shirt collar, placket, buttons and pocket. */
function drawShirtFront(s: Sketch, o: TopSpec, hemCentre: number): void {
  const cut = o.neck === "cutaway";
  // Looking into the neck: the inside back of the collar band and yoke.
  const inside = `M516 262C526 226 674 226 684 262C676 304 524 304 516 262Z`;
  s.cloth(inside, { shade: -0.38, pattern: "none" });
  s.fold(`M520 250Q600 226 680 250`, -0.5, 22);
  s.add(
    `<rect x="586" y="247" width="28" height="13" rx="1" fill="#F4EFE4" stroke="#CFC6B4" stroke-width="0.8"/>`,
    `<path d="M591 252.5h18M594 256h12" stroke="#7C6A52" stroke-width="1.1" opacity="0.8"/>`,
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
  s.fold(`M640 300Q690 300 ${cut ? 730 : 700} 352`, 0.4, 18);
  s.fold(`M560 300Q510 300 ${cut ? 470 : 500} 352`, 0.3, 18);
  const stitchLeaf = cut ? `M714 262C724 288 730 322 734 352L652 314` : `M708 258C718 292 710 344 688 396L620 320`;
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

function drawPoloNeck(s: Sketch): void {
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
      const tip = d === leaf ? `M706 262C719 298 714 338 696 380` : mirror(`M706 262C719 298 714 338 696 380`);
      s.add(`<path d="${tip}" fill="none" stroke="${s.art.accent}" stroke-width="3.2"/>`);
    }
  }
  s.button(CX, 340, 6.5);
  s.button(CX, 420, 6.5);
}

/** An elliptical ribbed band: the fabric plus one raised rib every few units around it. */
function ribRing(s: Sketch, cx: number, cy: number, r0: Pt, r1: Pt, from: number, to: number, weave: FabricWeave): void {
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
    `<path d="${ribs}" stroke="${tone(s.colour, -0.45)}" stroke-width="1.8" opacity="0.55"/>`,
    `<path d="${lights}" transform="translate(1.6 0)" stroke="${tone(s.colour, 0.35)}" stroke-width="1.4" opacity="0.45"/>`,
    `<path d="${ring}" fill="none" fill-rule="evenodd" stroke="${tone(s.colour, -0.35)}" stroke-width="1.4" opacity="0.6"/>`,
  );
}

function drawCrewNeck(s: Sketch): void {
  const inside = ellipse(CX, 268, 82, 30);
  s.cloth(inside, { shade: -0.42 });
  s.fold(`M526 258Q600 236 674 258`, -0.55, 24);
  s.castShadow(ellipse(CX, 276, 106, 48), 1, 6, 6, 0.3);
  ribRing(s, CX, 270, [82, 30], [108, 52], 0, Math.PI * 2, s.art.weave === "cable" ? "jersey" : s.art.weave);
  s.fold(`M494 272Q600 330 706 272`, 0.35, 14);
}

function drawVNeck(s: Sketch, cardigan: boolean, hemY: number): void {
  const depth = cardigan ? 560 : 470;
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
    s.cloth(d, { weave: "rib", angle: m * -12 });
    s.fold(d, -0.3, 8);
  }
  if (s.art.pattern === "tipping") {
    const stripe = `M699 266L${CX + 4} ${depth - 6}`;
    const stripe2 = `M692 266L${CX + 3} ${depth - 18}`;
    for (const d of [stripe, mirror(stripe)]) s.add(`<path d="${d}" fill="none" stroke="${s.art.accent}" stroke-width="4.5"/>`);
    for (const d of [stripe2, mirror(stripe2)]) s.add(`<path d="${d}" fill="none" stroke="#6B2233" stroke-width="4"/>`);
  }
  s.seam(`M${CX} ${depth - 30}L${CX} ${depth + 4}`, 0.4);
  if (cardigan) {
    // Button band running down the front, buttons on the wearer's right.
    const bandD = `M${CX - 22} ${depth - 10}L${CX + 22} ${depth - 10}L${CX + 22} ${hemY + 92}L${CX - 22} ${hemY + 92}Z`;
    s.castShadow(bandD, 2, 2, 3, 0.25);
    s.cloth(bandD, { weave: "rib", angle: 90 });
    s.seam(`M${CX} ${depth}L${CX} ${hemY + 92}`, 0.45);
    for (let k = 0; k < 5; k++) s.button(CX - 1, depth + 40 + k * ((hemY + 40 - depth - 40) / 4), 8, "horn");
    for (const m of [1, -1]) {
      const pocket = `M${CX + m * 80} 900L${CX + m * 190} 900L${CX + m * 190} 1020L${CX + m * 80} 1020Z`;
      s.castShadow(pocket, 1, 3, 3, 0.2);
      s.cloth(pocket, { weave: "rib", edge: true });
      s.seam(`M${CX + m * 80} 922L${CX + m * 190} 922`, 0.4);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Studio backdrop and the compositing pipeline.

const BACKDROPS = {
  ivory: "#F6F1E7",
  linen: "#EEE7DA",
  stone: "#E2D9C9",
  greige: "#DCD6CD",
  putty: "#E9E3D8",
} as const;

function backdropSvg(base: string, grain: string): string {
  // A seamless paper sweep: lit from above, falling off gently to the corners and the floor.
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<radialGradient id="lamp" cx="0.5" cy="0.4" r="0.72"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.42"/><stop offset="0.55" stop-color="#FFFFFF" stop-opacity="0.08"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.85"><stop offset="0.55" stop-color="#3A2E22" stop-opacity="0"/><stop offset="1" stop-color="#3A2E22" stop-opacity="0.2"/></radialGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0.6" stop-color="#3A2E22" stop-opacity="0"/><stop offset="1" stop-color="#3A2E22" stop-opacity="0.07"/></linearGradient>
<pattern id="grain" patternUnits="userSpaceOnUse" width="${TEXTURES.paper.w}" height="${TEXTURES.paper.h}"><image width="${TEXTURES.paper.w}" height="${TEXTURES.paper.h}" xlink:href="${grain}"/></pattern>
</defs>
<rect width="${W}" height="${H}" fill="${base}"/>
<rect width="${W}" height="${H}" fill="url(#floor)"/>
<rect width="${W}" height="${H}" fill="url(#lamp)"/>
<rect width="${W}" height="${H}" fill="url(#vignette)"/>
<rect width="${W}" height="${H}" fill="url(#grain)" opacity="0.09"/>
</svg>`;
}

function svgDoc(width: number, height: number, view: Box, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="${f(view.x)} ${f(view.y)} ${f(view.w)} ${f(view.w * 1.25)}"><defs>${defs}</defs>${body}</svg>`;
}

interface Raw {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

async function rasterise(svg: string): Promise<Raw> {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/** Render a small layer, blur it cheaply at that size, then stretch it to full size. */
async function softLayer(view: Box, defs: string, body: string, blurUnits: number): Promise<Raw> {
  const lw = Math.round(W * LOW);
  const lh = Math.round(H * LOW);
  const zoom = W / view.w;
  const small = await rasterise(svgDoc(lw, lh, view, defs, body));
  const sigma = Math.max(0.3, blurUnits * zoom * LOW);
  // Pad before blurring so the blur does not bleed the edge colour back in.
  const blurred = await sharp(small.data, { raw: small.info }).blur(sigma).raw().toBuffer();
  const { data, info } = await sharp(blurred, { raw: small.info })
    .resize(W, H, { kernel: "cubic" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

async function renderShot(s: Sketch, view: Box, backdrop: string): Promise<Buffer> {
  const zoom = W / view.w;
  // Texture tiles are rendered near the output resolution so they stay crisp in close-ups.
  const scale = Math.min(4, Math.max(1, Math.round(zoom * 2) / 2));
  const tiles = new Map<string, string>();
  await Promise.all(
    s.weaves().map(async (w) => {
      tiles.set(w, await textureTile(w, scale));
    }),
  );
  const grain = await textureTile("paper", 1);
  const defs = s.defs(tiles);

  const light = `<linearGradient id="light" gradientUnits="userSpaceOnUse" x1="250" y1="150" x2="1000" y2="1400"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.16"/><stop offset="0.5" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.14"/></linearGradient>`;
  const shapes = s.shapes.join("");
  const [garment, soft, crisp, wide, contact] = await Promise.all([
    rasterise(svgDoc(W, H, view, defs, s.body.join(""))),
    softLayer(view, light, `<rect x="-200" y="-200" width="1600" height="1900" fill="url(#light)"/>${s.softFolds.join("")}`, 14),
    softLayer(view, "", s.folds.join(""), 3.5),
    softLayer(view, "", `<g transform="translate(14 26)" fill="#2B2119" opacity="0.3">${shapes}</g>`, 22),
    softLayer(view, "", `<g transform="translate(3 6)" fill="#1E1712" opacity="0.32">${shapes}</g>`, 5),
  ]);

  const shaded = await sharp(garment.data, { raw: garment.info })
    .composite([
      { input: soft.data, raw: soft.info, blend: "atop" },
      { input: crisp.data, raw: crisp.info, blend: "atop" },
    ])
    .raw()
    .toBuffer();

  return sharp(Buffer.from(backdropSvg(backdrop, grain)))
    .composite([
      { input: wide.data, raw: wide.info },
      { input: contact.data, raw: contact.info },
      { input: shaded, raw: garment.info },
    ])
    .webp({ quality: 86, effort: 4 })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Public API

/** The format of every image `renderGarmentImages` returns. */
export const GARMENT_IMAGE = { extension: "webp", contentType: "image/webp", width: W, height: H } as const;

const FULL: Box = { x: 0, y: 0, w: W };

function draw(art: GarmentArt, seed: number): { sketch: Sketch; views: Views } {
  const s = new Sketch(art, seeded(seed));
  let views: Views;
  switch (art.kind) {
    case "shirt":
      views = drawTop(s, {
        neck: art.weave === "poplin" && art.pattern === "none" ? "cutaway" : "button-down",
        sleeve: "long",
        hem: "shirttail",
        pocket: art.weave === "oxford" || art.weave === "linen",
      });
      break;
    case "polo":
      views = drawTop(s, { neck: "polo", sleeve: "short", hem: "straight", knit: true });
      break;
    case "sweater":
      views = drawTop(s, { neck: "crew", sleeve: "long", hem: "rib", knit: true });
      break;
    case "v-neck":
      views = drawTop(s, { neck: "v", sleeve: "long", hem: "rib", knit: true });
      break;
    case "cardigan":
      views = drawTop(s, { neck: "cardigan", sleeve: "long", hem: "rib", knit: true });
      break;
    case "knit-vest":
      views = drawTop(s, { neck: "v", sleeve: "none", hem: "rib", knit: true });
      break;
    default:
      views = drawTop(s, { neck: "crew", sleeve: "long", hem: "rib", knit: true });
  }
  return { sketch: s, views };
}

/**
 * Render 2–3 product shots (front, close-up, and a folded view or second close-up) as
 * 1200×1500 WebP images. Deterministic for a given product.
 */
export async function renderGarmentImages(product: DemoProduct): Promise<Buffer[]> {
  const { sketch, views } = draw(product.art, hashString(product.title));
  const light = luma(product.art.colour) > 0.72;
  const main = light ? BACKDROPS.stone : BACKDROPS.ivory;
  const alt = light ? BACKDROPS.greige : BACKDROPS.linen;
  const shots: Promise<Buffer>[] = [renderShot(sketch, FULL, main), renderShot(sketch, views.detail, main)];
  if (views.detail2) shots.push(renderShot(sketch, views.detail2, alt));
  return Promise.all(shots);
}
