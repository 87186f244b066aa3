import { SIZES, quantityOf, type Size } from "@atelier/shared/products";
import type { ProductColor } from "@atelier/shared/colors";
import type { Locale } from "@atelier/shared/locales";
import { colorNameIn } from "./color-name";

/** A colour as a product page shows it: its name in the page's language, its stock by size. */
export type UiColor = {
  id: number;
  name: string;
  hex: string;
  images: string[];
  quantities: Record<Size, number>;
};

/** What a cart or order line keeps of its colour: enough to draw a swatch and name it. */
export type LineColorLabel = { id: number; name: string; hex: string };

/**
 * The server's colour → the product page's (docs/product.md#colours). Here, with the product page,
 * rather than in the lists' conversion (toUiProduct), which the home page loads.
 */
export const toUiColor = (color: ProductColor, locale: Locale): UiColor => ({
  id: color.id,
  name: colorNameIn(color, locale),
  hex: color.hex,
  images: color.images,
  quantities: Object.fromEntries(SIZES.map((s) => [s, quantityOf(color, s)])) as Record<
    Size,
    number
  >,
});
