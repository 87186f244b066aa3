import { z } from "zod";
import { COLLECTION_SORTS } from "./first-paint";
import { LOCALES } from "./locales";

/*
 * The catalogue read a page at a time (issue 27, docs/product.md#catalogue-order). GET
 * /api/products without any of these parameters still answers the whole array (SPEC.md's
 * contract); with any of them it answers one page, its order and filter applied by the server,
 * and the number of products the whole list holds in `X-Total-Count`.
 */

/** Cards on a page of the collection, drawn by the server and added by "Load more". */
export const COLLECTION_PAGE_SIZE = 24;
/**
 * The home page's two bounded lists: New Arrivals from the newest pieces, and the All Products
 * grid, the collection's first pieces A–Z (the page's language names the order).
 */
export const HOME_STRIP = { category: null, sort: "newest", limit: 12, page: 1 } as const;
export const HOME_GRID = { category: null, sort: "name-asc", limit: 12, page: 1 } as const;

export const MAX_PAGE_LIMIT = 100;
/** Deeper than any catalogue the store could hold: a bigger number is a typo or a probe. */
export const MAX_PAGE = 100_000;

/** The collection's orders, and `newest`: the whole list's order (newest first). */
export const CATALOGUE_SORTS = [...COLLECTION_SORTS, "newest"] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
/** The paged form's order when none is asked for: the same as the whole array's. */
export const DEFAULT_PAGED_SORT: CatalogueSort = "newest";

/** The header that carries how many products the paged list holds in all. */
export const TOTAL_COUNT_HEADER = "x-total-count";

const whole = (field: string, min: number, max: number) =>
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
export type ProductListQuery = z.output<typeof productListQuerySchema>;
export type ProductPageQuery = {
  limit: number;
  page: number;
  category: string | null;
  sort: CatalogueSort;
  lang: (typeof LOCALES)[number];
};

/** True when the request asks for a page: the whole array is only for a bare GET. */
export const isPagedQuery = (query: ProductListQuery): boolean =>
  Object.values(query).some((v) => v !== undefined);

/** Defaults filled in, `all` as no filter. */
export function pageQuery(query: ProductListQuery): ProductPageQuery {
  return {
    limit: query.limit ?? COLLECTION_PAGE_SIZE,
    page: query.page ?? 1,
    category: query.category && query.category !== "all" ? query.category.toLowerCase() : null,
    sort: query.sort ?? DEFAULT_PAGED_SORT,
    lang: query.lang ?? "en",
  };
}

/**
 * The API path of a page, parameters in one fixed order with defaults left out, so the server's
 * inlined answers, the app's requests and both caches name a page the same way.
 */
export function productPagePath(query: ProductPageQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  params.set("limit", String(query.limit));
  // Only the name order differs by language.
  if (query.lang !== "en" && query.sort === "name-asc") params.set("lang", query.lang);
  if (query.page !== 1) params.set("page", String(query.page));
  params.set("sort", query.sort);
  return `/api/products?${params.toString()}`;
}

/** GET /api/products/categories: each category in use, with its names and how many pieces. */
export const catalogueCategorySchema = z.object({
  /** The value of `?category=`: the English name, lowercased. */
  key: z.string(),
  category: z.string(),
  categoryAr: z.string(),
  count: z.number().int(),
});
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>;
