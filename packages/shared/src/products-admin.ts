/*
 * The admin's product rules (docs/product.md#admin), apart from products.ts: every page loads that
 * module, and these would ride along into the shop's first script (the JS budget).
 */
import { z } from "zod";
import { MAX_PAGE, MAX_PAGE_LIMIT } from "./catalogue";
import { whole } from "./catalogue-api";
import { formatEGP } from "./money";
import {
  categoryKey,
  DEFAULT_CATEGORY,
  DEFAULT_MATERIAL,
  LOCALIZED_FIELDS,
  type LocalizedField,
  type ProductText,
} from "./products";

/**
 * A sale price may equal the original or be below it, never above: the card strikes the original
 * through, and a "reduced" price higher than it would be a lie (docs/product.md#products).
 */
export const isSaleAboveOriginal = (salePrice: number, originalPrice: number) =>
  Math.round(salePrice * 100) > Math.round(originalPrice * 100);

/** The server's 400 (SALE_ABOVE_ORIGINAL) and the admin dialogs' inline message, one wording. */
export const saleAboveOriginalMessage = (salePrice: number, originalPrice: number) =>
  `The sale price (${formatEGP(salePrice)}) cannot be above the original price (${formatEGP(originalPrice)}).`;

/** A product with no Arabic words the English ones need (the admin list flags it). */
export function missingArabic(product: ProductText): LocalizedField[] {
  return (
    Object.entries(LOCALIZED_FIELDS) as [
      LocalizedField,
      (typeof LOCALIZED_FIELDS)[LocalizedField],
    ][]
  )
    .filter(([field, twin]) => {
      if (product[twin].trim()) return false;
      // An empty description needs no Arabic; the default category and material have theirs.
      if (field === "description") return product.description.trim() !== "";
      if (field === "category")
        return categoryKey(product.category) !== categoryKey(DEFAULT_CATEGORY);
      if (field === "material") return product.material !== DEFAULT_MATERIAL;
      return true;
    })
    .map(([field]) => field);
}

/** Cards on a page of /admin/products. */
export const ADMIN_PRODUCTS_PAGE = 20;
export const PRODUCT_SEARCH_MAX = 200;

/**
 * GET /api/admin/products (docs/product.md#admin): a page of the catalogue, newest first, searched
 * by every word of `q` in either language (or a product's id).
 */
export const adminProductsQuerySchema = z.object({
  q: z
    .string()
    .max(PRODUCT_SEARCH_MAX, { error: `q must be at most ${PRODUCT_SEARCH_MAX} characters` })
    .transform((v) => v.trim())
    .optional(),
  page: whole("page", 1, MAX_PAGE).default(1),
  limit: whole("limit", 1, MAX_PAGE_LIMIT).default(ADMIN_PRODUCTS_PAGE),
});
export type AdminProductsQuery = z.output<typeof adminProductsQuerySchema>;
