import {
  categoryLabel,
  DEFAULT_CATEGORY,
  DEFAULT_MATERIAL,
  SIZES,
  isNewProduct,
  localizedProduct,
  isOutOfStock,
  quantityOf,
  type Product,
  type Size,
} from "@atelier/shared/products";
import type { Locale } from "@atelier/shared/locales";
import type { SizeGuide } from "@atelier/shared/size-guides";
import type { ProductColor } from "@atelier/shared/colors";
import type { LineColorLabel } from "@/features/colors";

/** Product (UI): the server's product with `price` = sale price and the derived flags. */
export type UiProduct = {
  id: string;
  title: string;
  price: number;
  originalPrice: number;
  images: string[];
  description: string;
  sizes: readonly Size[];
  /** The English category, lowercased by the filter: `?category=` is the same in every language. */
  category: string;
  /** The category as shown: Arabic on Arabic pages where it has a name, else Title Case. */
  categoryName: string;
  material: string;
  isNew: boolean;
  /** With colours, the sums over them (the server's quantityS…XL). */
  quantities: Record<Size, number>;
  /**
   * Issue 28 (docs/product.md#colours): in the admin's order, as the server sends them (the
   * product page names them in its language); empty for a piece without.
   */
  colors: ProductColor[];
  /** Its size guide; null without one, and on a list's copy (lists carry only the id). */
  sizeGuide: SizeGuide | null;
};

/** What the product page hands on when a size and quantity are chosen (a cart line's shape). */
export type ChosenPiece = {
  id: string;
  title: string;
  price: number;
  images: string[];
  selectedSize: Size;
  quantity: number;
  /** The colour chosen, for a piece sold in colours: its name in the page's language. */
  color?: LineColorLabel;
};

/**
 * Server form → UI form (docs/product.md#products): price is the sale price; material and category
 * have defaults.
 */
export function toUiProduct(
  product: Product,
  now: Date = new Date(),
  locale: Locale = "en",
): UiProduct {
  // The page's language, field by field, English where a translation is empty (docs/product.md).
  const words = localizedProduct(product, locale);
  return {
    id: String(product.id),
    title: words.title,
    price: product.salePrice,
    originalPrice: product.originalPrice,
    images: product.images ?? [],
    description: words.description ?? "",
    sizes: SIZES,
    category: product.category || DEFAULT_CATEGORY,
    categoryName: categoryLabel(product, locale),
    material: words.material || DEFAULT_MATERIAL,
    isNew: isNewProduct(product.insertedAt, now),
    quantities: Object.fromEntries(SIZES.map((s) => [s, quantityOf(product, s)])) as Record<
      Size,
      number
    >,
    // An answer from before colours (a cached page) has none.
    colors: product.colors ?? [],
    sizeGuide: product.sizeGuide ?? null,
  };
}

export const uiOutOfStock = (product: Pick<UiProduct, "quantities">) =>
  isOutOfStock({
    quantityS: product.quantities.S,
    quantityM: product.quantities.M,
    quantityL: product.quantities.L,
    quantityXL: product.quantities.XL,
  });
