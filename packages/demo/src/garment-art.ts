// Studio-style product shots for the demo catalog, drawn as SVG and rasterised by sharp.
// Everything is procedural and seeded from the product title, so a re-seed produces the same
// bytes and no network or asset files are needed.
//
// Each shot is three layers composited by sharp: a seamless backdrop, a soft cast shadow and the
// garment. Big soft effects (shadows, fold shading) are rendered at quarter resolution and
// blurred by libvips, because large SVG blur filters are the slow path in librsvg.

import sharp from "sharp";
import type { ColourPattern, DemoProduct, FabricWeave, GarmentArt } from "./catalog";

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

type Seg = { l: Pt } | { q: Pt; to: Pt } | { c1: Pt; c2: Pt; to: Pt };

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

function lens(a: Pt, b: Pt, w: number, bend = 0): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const m: Pt = [(a[0] + b[0]) / 2 + nx * bend, (a[1] + b[1]) / 2 + ny * bend];
  return `M${pt(a)}Q${pt([m[0] + nx * w, m[1] + ny * w])} ${pt(b)}Q${pt([m[0] - nx * w, m[1] - ny * w])} ${pt(a)}Z`;
}

function poly(points: Pt[], close = true): string {
  return points.map((p, i) => `${i ? "L" : "M"}${pt(p)}`).join("") + (close ? "Z" : "");
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
      return (x, y) =>
        0.5 + 0.45 * (n(x, y) - 0.5) + 0.25 * (m(x, y) - 0.5) + 0.12 * Math.sin(y * 2.2);
    },
  },
  oxford: {
    w: 96,
    h: 96,
    gain: 0.5,
    relief: 0,
    field: (s) => {
      const n = noise(s, 96, 96, 96, 96);
      const slub = noise(s + 3, 96, 96, 4, 48);
      return (x, y) => {
        const basket = (Math.floor(x / 1.5) + Math.floor(y / 2)) % 2 === 0 ? 0.2 : -0.1;
        const fleck = smooth(0.68, 0.8, n(x, y)) * 0.3;
        return 0.5 + basket + fleck + 0.3 * (n(x * 1.7, y) - 0.5) + 0.12 * (slub(x, y) - 0.5);
      };
    },
  },
  linen: {
    w: 160,
    h: 160,
    gain: 0.3,
    relief: 0,
    field: (s) => {
      const warp = noise(s, 160, 160, 80, 5);
      const weft = noise(s + 1, 160, 160, 5, 100);
      const fine = noise(s + 2, 160, 160, 120, 120);
      return (x, y) => {
        // Occasional thick slubs along the threads, over an even plain weave.
        const slub = Math.pow(warp(x, y), 5) * 0.6 + Math.pow(weft(x, y), 5) * 0.45;
        const grid = 0.08 * (Math.sin(x * 2.4) * Math.sin(y * 2.4));
        return 0.4 + slub + grid + 0.25 * (fine(x, y) - 0.5);
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
        0.2 +
        0.5 * knitStitch(frac(x / 4), frac(y / 4)) +
        0.35 * halo(x, y) +
        0.25 * (cloud(x, y) - 0.5);
    },
  },
  cable: {
    w: 128,
    h: 80,
    gain: 0.35,
    relief: 2.2,
    field: (s) => {
      const n = noise(s, 128, 80, 64, 40);
      return (x, y) => {
        // Moss stitch between the panels, irregular like hand-knitting.
        const cell = (Math.floor(x / 4) + Math.floor(y / 4)) % 2 === 0;
        const bed = (cell ? 0.1 + 0.1 * n(x * 3, y * 3) : 0.05) + 0.06 * n(x, y);
        // The rope: two strands swapping place; the one heading right always crosses over.
        const cx = 64;
        const a = 10;
        const th = (y / 80) * Math.PI * 2;
        let h = bed;
        for (const sgn of [1, -1]) {
          const xc = cx + sgn * a * Math.cos(th);
          const heading = -sgn * Math.sin(th);
          const d = (x - xc) / 11;
          if (Math.abs(d) < 1) {
            const over =
              heading > 0 ? 0.25 * Math.abs(Math.sin(th)) : -0.1 * Math.abs(Math.sin(th));
            const stitches = 0.18 * knitStitch(frac((x - xc) / 5.5 + 0.5), frac(y / 4.5));
            h = Math.max(h, 0.45 + over + 0.35 * Math.sqrt(1 - d * d) + stitches);
          }
        }
        // Purl troughs and twisted-stitch columns frame each rope.
        for (const col of [34, 94]) {
          const d = (x - col) / 3.4;
          if (Math.abs(d) < 1) {
            const tw = 0.2 * knitStitch(frac((x - col) / 6.8 + 0.5), frac(y / 4.5));
            h = Math.max(h, 0.4 + 0.3 * Math.sqrt(1 - d * d) + tw);
          }
          for (const side of [-7, 7]) {
            if (Math.abs(x - col - side) < 1.6) h = Math.min(h, 0.02);
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
      return (x, y) =>
        0.5 +
        0.3 * Math.sin(((x + y) / 3) * Math.PI * 2) +
        0.35 * (n(x, y) - 0.5) +
        0.12 * (m(x, y) - 0.5);
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
        0.5 +
        0.4 * (fine(x, y) - 0.5) +
        0.2 * (mid(x, y) - 0.5) +
        0.1 * (cloud(x, y) - 0.5) +
        0.05 * Math.sin(((x - y) / 3) * Math.PI * 2);
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
        return (
          0.3 + 0.45 * lines + 0.3 * (n(x, y) - 0.5) + (f2 > 0.78 ? 0.35 : f2 < 0.2 ? -0.2 : 0)
        );
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
    gain: 0.4,
    relief: 0.9,
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

/** A data URI for the texture tile rendered `tw`×`th` pixels (its garment size at some zoom). */
function textureTile(name: TextureName, tw: number, th: number): Promise<string> {
  const key = `${name}@${tw}x${th}`;
  let tile = tileCache.get(key);
  if (!tile) {
    tile = buildTile(name, tw, th);
    tileCache.set(key, tile);
  }
  return tile;
}

async function buildTile(name: TextureName, tw: number, th: number): Promise<string> {
  const spec = TEXTURES[name];
  const scale = tw / spec.w;
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

/** How each shot is framed, in garment units (boxes are 4:5, `w` wide). */
interface Views {
  front: Box;
  detail: Box;
  /** A second close-up, used when a folded view makes no sense for the garment. */
  detail2?: Box;
}

class Sketch {
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

// ---------------------------------------------------------------------------------------------
// Tops: shirts, polos and knitwear share one ghost-mannequin body, with the neck, sleeves and
// hem swapped per kind. Garment units are about 11 per centimetre; the right half is drawn and
// mirrored across x = 600.

interface TopSpec {
  neck: "button-down" | "cutaway" | "polo" | "crew" | "v" | "cardigan";
  sleeve: "long" | "short" | "none";
  hem: "shirttail" | "rib" | "straight";
  pocket?: boolean;
  knit?: boolean;
  /** Shirt dress: waisted, flaring to the knee. */
  dress?: boolean;
}

/** A front view framing garment rows `top`..`bottom` at `zoom` output pixels per unit. */
function frontBox(top: number, bottom: number, zoom: number): Box {
  const w = W / zoom;
  return { x: CX - w / 2, y: (top + bottom) / 2 - (w * 1.25) / 2 + 10, w };
}

const SLEEVE_TILT = 6; // degrees the hanging sleeves lean out from vertical

interface TopFrame {
  SH: Pt; // shoulder point
  AP: Pt; // underarm
  hemX: number; // side seam at the hem
  hemY: number; // hem height at the side seam
}

function drawTop(s: Sketch, o: TopSpec): Views {
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

/** The second stripe on cricket tipping. */
const CRICKET_RED = "#6B2233";

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

/** Shirt collar, placket, buttons and pocket. */
function drawShirtFront(s: Sketch, o: TopSpec, hemCentre: number): void {
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

function drawCrewNeck(s: Sketch): void {
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

function drawVNeck(s: Sketch, cardigan: boolean, hemY: number): void {
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

// ---------------------------------------------------------------------------------------------
// Folded views: the shop-counter shot, the body folded to a neat rectangle with the sleeves
// tucked behind. The neck parts of the ghost drawing are reused, shifted down.

const FOLD_SHIFT = 200;

function drawFoldedTop(s: Sketch, o: TopSpec): Box {
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

function drawFoldedTrousers(s: Sketch, shorts: boolean): Box {
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

// ---------------------------------------------------------------------------------------------
// Trousers and shorts: ghost-mannequin front with the inside of the back waistband showing.

type TrouserStyle = "pleated" | "flat-front" | "drawcord";

function drawTrousers(s: Sketch, style: TrouserStyle, shorts: boolean): Views {
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

// ---------------------------------------------------------------------------------------------
// Skirt: knife pleats fanning from a narrow waistband.

function drawSkirt(s: Sketch): Views {
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

// ---------------------------------------------------------------------------------------------
// Dresses: a sleeveless square-neck midi, and a shirt dress built on the shirt.

function drawDress(s: Sketch): Views {
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

function drawShirtDress(s: Sketch): Views {
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

// ---------------------------------------------------------------------------------------------
// Tailoring: blazers and coats on the ghost mannequin, fronts closed, lapels rolled.

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

function drawJacket(s: Sketch, o: JacketSpec): Views {
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

// ---------------------------------------------------------------------------------------------
// Scarf: folded in half and laid flat, the two fringed ends staggered.

function drawScarf(s: Sketch): Views {
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

// ---------------------------------------------------------------------------------------------
// Belt: coiled on itself, buckle outermost, seen from above.

function drawBelt(s: Sketch): Views {
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
<rect width="${W}" height="${H}" fill="url(#grain)" fill-opacity="0.09"/>
</svg>`;
}

const backdropCache = new Map<string, Promise<Raw>>();

/** Backdrops are the same for every product, so each tone is rasterised once. */
function backdropRaster(base: string): Promise<Raw> {
  let bg = backdropCache.get(base);
  if (!bg) {
    bg = textureTile("paper", TEXTURES.paper.w, TEXTURES.paper.h).then((grain) =>
      rasterise(backdropSvg(base, grain)),
    );
    backdropCache.set(base, bg);
  }
  return bg;
}

function svgDoc(width: number, height: number, view: Box, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="${f(view.x)} ${f(view.y)} ${f(view.w)} ${f(view.w * 1.25)}"><defs>${defs}</defs>${body}</svg>`;
}

interface Raw {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

async function rasterise(svg: string): Promise<Raw> {
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/** A low-resolution layer and how much to blur it, in garment units. */
interface SoftPart {
  defs?: string;
  body: string;
  blur: number;
}

/**
 * Render small layers, blur each at that size, stack them and stretch the stack to full size.
 * A nearest-neighbour stretch plus a light blur is several times faster than a smooth resize,
 * and the content is soft anyway.
 */
async function softLayer(view: Box, parts: SoftPart[]): Promise<Raw> {
  const lw = Math.round(W * LOW);
  const lh = Math.round(H * LOW);
  const zoom = W / view.w;
  const layers = await Promise.all(
    parts.map(async (p) => {
      const small = await rasterise(svgDoc(lw, lh, view, p.defs ?? "", p.body));
      const sigma = Math.max(0.3, p.blur * zoom * LOW);
      return {
        data: await sharp(small.data, { raw: small.info }).blur(sigma).raw().toBuffer(),
        info: small.info,
      };
    }),
  );
  const [first, ...rest] = layers;
  if (!first) throw new Error("softLayer needs at least one part");
  // Two pipelines on purpose: within one, sharp resizes before it composites.
  const small = rest.length
    ? await sharp(first.data, { raw: first.info })
        .composite(rest.map((l) => ({ input: l.data, raw: l.info })))
        .raw()
        .toBuffer()
    : first.data;
  const stacked = await sharp(small, { raw: first.info })
    .resize(W, H, { kernel: "nearest" })
    .raw()
    .toBuffer();
  const info = { width: W, height: H, channels: 4 } as const;
  const data = await sharp(stacked, { raw: info })
    .blur(0.6 / LOW)
    .raw()
    .toBuffer();
  return { data, info };
}

async function renderShot(s: Sketch, view: Box, backdrop: string): Promise<Buffer> {
  const zoom = W / view.w;
  const tiles = new Map<string, string>();
  await Promise.all(
    s.weaves().map(async (w) => {
      const spec = TEXTURES[w];
      tiles.set(w, await textureTile(w, Math.round(spec.w * zoom), Math.round(spec.h * zoom)));
    }),
  );
  const defs = s.defs(tiles, view);

  const light = `<linearGradient id="light" gradientUnits="userSpaceOnUse" x1="250" y1="150" x2="1000" y2="1400"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.16"/><stop offset="0.5" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.14"/></linearGradient>`;
  const shapes = s.shapes.join("");
  const [garment, folds, shadow, bg] = await Promise.all([
    rasterise(svgDoc(W, H, view, defs, s.body.join(""))),
    softLayer(view, [
      {
        defs: light,
        body: `<rect x="-200" y="-200" width="1600" height="1900" fill="url(#light)"/>${s.softFolds.join("")}`,
        blur: 14,
      },
      { body: s.folds.join(""), blur: 3.5 },
    ]),
    softLayer(view, [
      {
        body: `<g transform="translate(14 26)" fill="#2B2119" opacity="0.3">${shapes}</g>`,
        blur: 22,
      },
      {
        body: `<g transform="translate(3 6)" fill="#1E1712" opacity="0.32">${shapes}</g>`,
        blur: 5,
      },
    ]),
    backdropRaster(backdrop),
  ]);

  // Shading goes "atop" so it only ever lands on cloth, never on the backdrop.
  const shaded = await sharp(garment.data, { raw: garment.info })
    .composite([{ input: folds.data, raw: folds.info, blend: "atop" }])
    .raw()
    .toBuffer();

  return sharp(bg.data, { raw: bg.info })
    .composite([
      { input: shadow.data, raw: shadow.info },
      { input: shaded, raw: garment.info },
    ])
    .webp({ quality: 86, effort: 2 })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Public API

/** The format of every image `renderGarmentImages` returns. */
export const GARMENT_IMAGE = {
  extension: "webp",
  contentType: "image/webp",
  width: W,
  height: H,
} as const;

interface Shot {
  sketch: Sketch;
  view: Box;
  /** The alternate backdrop tone, for the third shot. */
  alt?: boolean;
}

function draw(art: GarmentArt, seed: number): Shot[] {
  const s = new Sketch(art, seeded(seed));
  let top: TopSpec | null = null;
  let views: Views;
  switch (art.kind) {
    case "shirt":
      top = {
        neck: art.style === "cutaway" ? "cutaway" : "button-down",
        sleeve: "long",
        hem: "shirttail",
        pocket: art.style !== "cutaway" && art.pattern === "none",
      };
      break;
    case "polo":
      top = { neck: "polo", sleeve: "short", hem: "straight", knit: true };
      break;
    case "sweater":
      top = { neck: "crew", sleeve: "long", hem: "rib", knit: true };
      break;
    case "v-neck":
      top = { neck: "v", sleeve: "long", hem: "rib", knit: true };
      break;
    case "cardigan":
      top = { neck: "cardigan", sleeve: "long", hem: "rib", knit: true };
      break;
    case "knit-vest":
      top = { neck: "v", sleeve: "none", hem: "rib", knit: true };
      break;
    default:
      break;
  }
  if (top) {
    views = drawTop(s, top);
    const folded = new Sketch(art, seeded(seed + 1));
    const view = drawFoldedTop(folded, top);
    return [
      { sketch: s, view: views.front },
      { sketch: s, view: views.detail },
      { sketch: folded, view, alt: true },
    ];
  }
  switch (art.kind) {
    case "trousers":
    case "shorts": {
      views = drawTrousers(
        s,
        art.style === "pleated" || art.style === "drawcord" ? art.style : "flat-front",
        art.kind === "shorts",
      );
      const folded = new Sketch(art, seeded(seed + 1));
      const view = drawFoldedTrousers(folded, art.kind === "shorts");
      return [
        { sketch: s, view: views.front },
        { sketch: s, view: views.detail },
        { sketch: folded, view, alt: true },
      ];
    }
    case "skirt":
      views = drawSkirt(s);
      break;
    case "dress":
      views = drawDress(s);
      break;
    case "shirt-dress":
      views = drawShirtDress(s);
      break;
    case "blazer":
      views = drawJacket(s, {
        hem: 1090,
        double: false,
        lapel: "notch",
        pockets: art.style === "patch-pockets" ? "patch" : "flap",
        button: art.style === "patch-pockets" ? "horn" : "brass",
        pocketSquare: art.style !== "patch-pockets",
      });
      break;
    case "coat":
      views = drawJacket(s, {
        hem: 1360,
        double: art.style === "double-breasted",
        lapel: art.style === "car-coat" ? "collar" : "peak",
        pockets: "flap",
        button: "horn",
      });
      break;
    case "scarf":
      views = drawScarf(s);
      break;
    default:
      views = drawBelt(s);
      break;
  }
  const shots: Shot[] = [
    { sketch: s, view: views.front },
    { sketch: s, view: views.detail },
  ];
  if (views.detail2) shots.push({ sketch: s, view: views.detail2, alt: true });
  return shots;
}

/**
 * Render 2–3 product shots (front, close-up, and a folded view or second close-up) as
 * 1200×1500 WebP images. Deterministic for a given product.
 */
export async function renderGarmentImages(product: DemoProduct): Promise<Buffer[]> {
  const light = luma(product.art.colour) > 0.72;
  const main = light ? BACKDROPS.stone : BACKDROPS.ivory;
  const alt = light ? BACKDROPS.greige : BACKDROPS.linen;
  const shots = draw(product.art, hashString(product.title));
  return Promise.all(
    shots.map((shot) => renderShot(shot.sketch, shot.view, shot.alt ? alt : main)),
  );
}
