// Studio-style product shots for the demo catalog, drawn as SVG and rasterised by sharp.
// Everything is procedural and seeded from the product title, so a re-seed produces the same
// bytes and no network or asset files are needed.
//
// Each shot is three layers composited by sharp: a seamless backdrop, a soft cast shadow and the
// garment. Big soft effects (shadows, fold shading) are rendered at quarter resolution and
// blurred by libvips, because large SVG blur filters are the slow path in librsvg.

import type { DemoProduct, GarmentArt } from "../catalog";
import { drawBelt, drawScarf } from "./accessories";
import { hashString, luma, seeded } from "./colour";
import { drawDress, drawShirtDress, drawSkirt } from "./dresses";
import { drawFoldedTop, drawFoldedTrousers } from "./folded";
import { H, W } from "./geometry";
import { Sketch, type Box, type Views } from "./sketch";
import { BACKDROPS, renderShot } from "./studio";
import { drawJacket } from "./tailoring";
import { drawTop, type TopSpec } from "./tops";
import { drawTrousers } from "./trousers";

/** The format of every image `renderGarmentImages` returns. */
export const GARMENT_IMAGE = {
  extension: "png",
  contentType: "image/png",
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
 * 1200×1500 PNG images, or only the first `shots` of them. Deterministic for a given product:
 * the jitter is seeded from its title, so each colour of a piece lies the same way.
 */
export async function renderGarmentImages(
  product: DemoProduct,
  options: { shots?: number } = {},
): Promise<Buffer[]> {
  const light = luma(product.art.colour) > 0.72;
  const main = light ? BACKDROPS.stone : BACKDROPS.ivory;
  const alt = light ? BACKDROPS.greige : BACKDROPS.linen;
  const shots = draw(product.art, hashString(product.title)).slice(0, options.shots);
  return Promise.all(
    shots.map((shot) => renderShot(shot.sketch, shot.view, shot.alt ? alt : main)),
  );
}
