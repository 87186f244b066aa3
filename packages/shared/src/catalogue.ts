import { COLLECTION_SORTS } from "./collection-view";
import type { LOCALES } from "./locales";

/*
 * The catalogue read a page at a time (issue 27, docs/product.md#catalogue-order). GET
 * /api/products without any of these parameters still answers the whole array (SPEC.md's
 * contract); with any of them it answers one page, its order and filter applied by the server,
 * and the number of products the whole list holds in `X-Total-Count`.
 */

/** Cards on a page of the collection, drawn by the server and added by "Load more". */
export const COLLECTION_PAGE_SIZE = 24;
/**
 * The home page's two bounded lists, 12 pieces each: New Arrivals from the newest, and the All
 * Products grid, the collection's first pieces A–Z (the page's language names the order).
 */
export const homeList = (sort: "newest" | "name-asc", lang: ProductPageQuery["lang"]) =>
  ({ category: null, sort, lang, limit: 12, page: 1 }) satisfies ProductPageQuery;

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

export type ProductPageQuery = {
  limit: number;
  page: number;
  category: string | null;
  sort: CatalogueSort;
  lang: (typeof LOCALES)[number];
};

/** What GET /api/products reads from its query (validated by catalogue-api.ts). */
export type ProductListQuery = {
  limit?: number;
  page?: number;
  category?: string;
  sort?: CatalogueSort;
  lang?: (typeof LOCALES)[number];
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
export const productPagePath = ({ category, limit, lang, page, sort }: ProductPageQuery): string =>
  `/api/products?${category ? `category=${encodeURIComponent(category)}&` : ""}limit=${limit}${
    // Only the name order differs by language.
    lang !== "en" && sort === "name-asc" ? `&lang=${lang}` : ""
  }${page > 1 ? `&page=${page}` : ""}&sort=${sort}`;

/** GET /api/products/categories: each category in use, with its names and how many pieces. */
export type CatalogueCategory = {
  /** The value of `?category=`: the English name, lowercased. */
  key: string;
  category: string;
  categoryAr: string;
  count: number;
};

/**
 * The home hero's featured piece: the first new arrival, else the first product. The server
 * preloads its photograph by the same rule (apps/api features/seo/first-paint.ts).
 */
export const featuredPiece = <T>(products: readonly T[], isNew: (p: T) => boolean): T | undefined =>
  products.find(isNew) ?? products[0];

/** Issue 29: the most a search answers, and what it answers without `limit`. */
export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_QUERY_MAX = 100;
/** The first results under the header's field as the shopper types (docs/product.md#search). */
export const SEARCH_SUGGESTIONS = 6;

/**
 * The query a search page or field asks for: `q` trimmed, or null when there is nothing to ask
 * (empty, or longer than the API takes). The page, the field and the server's first paint all
 * read it here, so the answer the server inlines is the one the page looks up.
 */
export function searchQuery(q: string | null | undefined): string | null {
  const trimmed = (q ?? "").trim();
  return trimmed && trimmed.length <= SEARCH_QUERY_MAX ? trimmed : null;
}

/** GET /api/products/search's path for a query (from searchQuery) and a limit. */
export const searchPath = (q: string, limit: number = SEARCH_LIMIT_DEFAULT): string =>
  `/api/products/search?q=${encodeURIComponent(q)}&limit=${limit}`;
