import { z } from "zod";
import {
  CATALOGUE_SORTS,
  MAX_PAGE,
  MAX_PAGE_LIMIT,
  SEARCH_LIMIT_MAX,
  SEARCH_QUERY_MAX,
  type CatalogueCategory,
  type ProductListQuery,
} from "./catalogue";
import { LOCALES } from "./locales";

/*
 * The paged catalogue's wire schemas (catalogue.ts has the contract): the API validates with them
 * and documents them. Kept apart so the storefront's pages, which only build the paths, load no
 * zod.
 */

/** A whole-number query parameter, its 400s naming it (the admin's list uses it too). */
export const whole = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(max, { error: `${field} must be at most ${max}` });

export const productListQuerySchema = z.object({
  limit: whole("limit", 1, MAX_PAGE_LIMIT).optional(),
  page: whole("page", 1, MAX_PAGE).optional(),
  /** A category as `?category=` names it (lowercased English); `all` is every category. */
  category: z
    .string()
    .trim()
    .min(1, { error: "category must not be empty" })
    .max(100, { error: "category must be at most 100 characters" })
    .optional(),
  sort: z
    .enum(CATALOGUE_SORTS, { error: `sort must be one of ${CATALOGUE_SORTS.join(", ")}` })
    .optional(),
  /** Whose words "Name A-Z" orders by: the Arabic title (English where it has none) for `ar`. */
  lang: z.enum(LOCALES, { error: `lang must be one of ${LOCALES.join(", ")}` }).optional(),
});

/** The schemas answer the contract's types (catalogue.ts): one changed alone fails to compile. */
const _queryMatches: ProductListQuery = {} as z.output<typeof productListQuerySchema>;

/** GET /api/products/categories: each category in use, with its names and how many pieces. */
export const catalogueCategorySchema = z.object({
  /** The value of `?category=`: the English name, lowercased. */
  key: z.string(),
  category: z.string(),
  categoryAr: z.string(),
  count: z.number().int(),
});
const _categoryMatches: CatalogueCategory = {} as z.infer<typeof catalogueCategorySchema>;

// Plain values, where the storefront reads them without zod (catalogue.ts).
export { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX } from "./catalogue";

/**
 * GET /api/products/search: `q` as the shopper typed it (folded on the server: shared/fold.ts),
 * in either language.
 */
export const productSearchQuerySchema = z.object({
  q: z
    .string({ error: "q is required" })
    .trim()
    .min(1, { error: "q must not be empty" })
    .max(SEARCH_QUERY_MAX, { error: `q must be at most ${SEARCH_QUERY_MAX} characters` }),
  limit: whole("limit", 1, SEARCH_LIMIT_MAX).optional(),
});
