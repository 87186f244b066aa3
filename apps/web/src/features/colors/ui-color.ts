import type { Size } from "@atelier/shared/products";

/** A colour as a product page shows it: its name in the page's language. */
export type UiColor = {
  id: number;
  name: string;
  hex: string;
  images: string[];
  quantities: Record<Size, number>;
};

/** What a cart or order line keeps of its colour: enough to draw a swatch and name it. */
export type LineColorLabel = { id: number; name: string; hex: string };
