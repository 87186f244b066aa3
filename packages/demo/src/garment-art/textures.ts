// Fabric textures: small periodic tiles computed pixel by pixel, then tiled by SVG patterns.
// The tile is a black/white alpha map, so one tile serves every colour of cloth.

import sharp from "sharp";
import type { FabricWeave } from "../catalog";
import { hashString, seeded } from "./colour";

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

export const TEXTURES: Record<FabricWeave | "rib" | "paper", TextureSpec> = {
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

export type TextureName = keyof typeof TEXTURES;

const tileCache = new Map<string, Promise<string>>();

/** A data URI for the texture tile rendered `tw`×`th` pixels (its garment size at some zoom). */
export function textureTile(name: TextureName, tw: number, th: number): Promise<string> {
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
