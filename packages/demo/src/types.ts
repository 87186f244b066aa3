// The demo catalogue's shapes and the label's palette (catalog.ts holds the pieces themselves).

export type DemoSize = "S" | "M" | "L" | "XL";

export type GarmentKind =
  | "shirt"
  | "polo"
  | "sweater"
  | "v-neck"
  | "cardigan"
  | "knit-vest"
  | "trousers"
  | "shorts"
  | "skirt"
  | "dress"
  | "shirt-dress"
  | "blazer"
  | "coat"
  | "scarf"
  | "belt";

/** The cloth's surface; the renderer turns each into a tiling texture. */
export type FabricWeave =
  | "poplin"
  | "oxford"
  | "linen"
  | "pique"
  | "jersey"
  | "cashmere"
  | "cable"
  | "twill"
  | "flannel"
  | "herringbone"
  | "leather";

/** Construction details the renderer cannot infer from the kind alone. */
export type GarmentStyle =
  | "button-down"
  | "cutaway"
  | "pleated"
  | "flat-front"
  | "drawcord"
  | "double-breasted"
  | "car-coat"
  | "patch-pockets";

/** A printed or woven colour pattern laid over the weave, drawn in `accent`. */
export type ColourPattern = "none" | "stripe" | "pinstripe" | "gingham" | "tipping";

export interface GarmentArt {
  kind: GarmentKind;
  /** Main cloth colour. */
  colour: string;
  /** Buttons, stripes, tipping or buckle. */
  accent: string;
  weave: FabricWeave;
  pattern: ColourPattern;
  style?: GarmentStyle;
}

/**
 * One colour a piece is sold in (issue 28, docs/product.md#colours): its names, its swatch, its own
 * stock per size, and its own shots, drawn from the product's `art` in this colour.
 */
export interface DemoColour {
  name: string;
  nameAr: string;
  /** The swatch, and the cloth's colour in the shots. */
  hex: string;
  quantities: Record<DemoSize, number>;
  /** What else changes with the colour (buttons, stripes); the cloth is `hex`. */
  accent?: string;
}

export interface DemoProduct {
  title: string;
  description: string;
  category: string;
  /** Left undefined on a few products so the server's "Premium quality fabric" applies. */
  material?: string;
  /**
   * The Arabic words (issue 16), as the label writes to its clients. Like `material`,
   * `materialAr` is left out where the English is: the Arabic page then shows the default's
   * Arabic (localizedProduct).
   */
  titleAr: string;
  descriptionAr: string;
  categoryAr: string;
  materialAr?: string;
  originalPrice: number;
  salePrice: number;
  /** For a piece in colours, the sums over them (`inColours` keeps them in step). */
  quantities: Record<DemoSize, number>;
  /** Two or three colours, the first the one `art` draws; none for a piece in one colour. */
  colours?: DemoColour[];
  /** Days before "now" the product was inserted; under 60 counts as New. */
  ageDays: number;
  art: GarmentArt;
}

// The label's palette, shared with the renderer's backdrops.
export const PALETTE = {
  ivory: "#F6F1E7",
  cream: "#EFE8DA",
  navy: "#1F2A44",
  camel: "#B08D57",
  bottleGreen: "#2F4A3A",
  burgundy: "#5E1F2B",
  charcoal: "#3A3B3F",
  sky: "#A9C1DC",
  stone: "#CFC3AE",
  brass: "#B8975A",
  pearl: "#F3EFE6",
  horn: "#5A4330",
} as const;
