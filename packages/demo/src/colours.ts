// The colours the label sells its pieces in (issue 28, docs/product.md#colours), named as a Cairo
// atelier names them to its clients, and the helper that puts a piece into some of them.

import type { DemoColour, DemoProduct, DemoSize } from "./types";

type Named = Pick<DemoColour, "name" | "nameAr" | "hex">;

/** One name per colour in both languages, so a shopper meets the same "Navy" on every piece. */
export const COLOURS = {
  ivory: { name: "Ivory", nameAr: "عاجي", hex: "#E9E1CF" },
  cream: { name: "Cream", nameAr: "كريمي", hex: "#EDE4D0" },
  stone: { name: "Stone", nameAr: "حجري", hex: "#CFC3AE" },
  camel: { name: "Camel", nameAr: "جملي", hex: "#B08D57" },
  terracotta: { name: "Terracotta", nameAr: "طوبي", hex: "#A65A42" },
  olive: { name: "Olive", nameAr: "زيتوني", hex: "#5F5E3D" },
  navy: { name: "Navy", nameAr: "كحلي", hex: "#1F2A44" },
  charcoal: { name: "Charcoal", nameAr: "فحمي", hex: "#3A3B3F" },
  burgundy: { name: "Burgundy", nameAr: "عنّابي", hex: "#5E1F2B" },
  black: { name: "Black", nameAr: "أسود", hex: "#1F1E20" },
} as const satisfies Record<string, Named>;

type Stock = Record<DemoSize, number>;

/**
 * A piece's colours, each with its own stock (and trim, where the trim follows the cloth), and the
 * piece's stock as the store shows it: the sums over its colours.
 */
export function inColours(...colours: [Named, Stock, accent?: string][]): {
  colours: DemoColour[];
  quantities: Stock;
} {
  const quantities: Stock = { S: 0, M: 0, L: 0, XL: 0 };
  for (const [, stock] of colours)
    for (const size of ["S", "M", "L", "XL"] as const) quantities[size] += stock[size];
  return {
    colours: colours.map(([named, stock, accent]) => ({
      ...named,
      quantities: stock,
      ...(accent ? { accent } : {}),
    })),
    quantities,
  };
}

/**
 * Shots of a colour after the first: the front and the close-up. Each colour's photographs are
 * its own, but a fresh store renders on two cores, and the third view (folded) shows the cloth
 * the close-up already shows.
 */
export const COLOUR_SHOTS = 2;

/** One set of shots to draw: a piece in one of its colours (or the piece, when it has none). */
export type Look = { product: DemoProduct; shots?: number };

/** The piece drawn in `colour`: the trim follows the cloth where it matched it (knitwear). */
export function inColour(product: DemoProduct, colour: DemoColour): DemoProduct {
  const { art } = product;
  const accent = colour.accent ?? (art.accent === art.colour ? colour.hex : art.accent);
  return { ...product, art: { ...art, colour: colour.hex, accent } };
}

/** What a piece is drawn as: each of its colours, or itself. */
export function looksOf(product: DemoProduct): Look[] {
  if (!product.colours?.length) return [{ product }];
  return product.colours.map((c, i) => ({
    product: inColour(product, c),
    shots: i === 0 ? undefined : COLOUR_SHOTS,
  }));
}
