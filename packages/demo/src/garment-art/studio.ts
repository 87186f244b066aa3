// Studio backdrop and the compositing pipeline.

import sharp from "sharp";
import { f, H, W } from "./geometry";
import type { Box, Sketch } from "./sketch";
import { TEXTURES, textureTile } from "./textures";

const LOW = 0.25; // scale of the blurred shading layers

export const BACKDROPS = {
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

export async function renderShot(s: Sketch, view: Box, backdrop: string): Promise<Buffer> {
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

  // Lossless and barely compressed: the store re-encodes every shot to WebP at its widths, and a
  // fast PNG costs a fraction of a WebP to write and to read back (a fresh store's first start
  // renders about a hundred shots on two cores).
  return sharp(bg.data, { raw: bg.info })
    .composite([
      { input: shadow.data, raw: shadow.info },
      { input: shaded, raw: garment.info },
    ])
    .removeAlpha()
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();
}
