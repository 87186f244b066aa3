import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import type { Product } from "@atelier/shared/products";
import {
  COLLECTION_PAGE_SIZE,
  productPagePath,
  TOTAL_COUNT_HEADER,
  type CatalogueCategory,
  type ProductPageQuery,
} from "@atelier/shared/catalogue";
import { api, ApiError, isApiError, NETWORK_ERROR } from "@/lib/api-client";
import type { UiProduct } from "../ui-product";
import { toUiProduct } from "../ui-product";
import { LOCALES, type Locale } from "@atelier/shared/locales";
import { useLocale } from "@/lib/router";

/** Every product query starts with this key, so invalidating it refreshes lists and details. */
export const PRODUCTS_KEY = ["products"] as const;
/** One product's cache key (get-product.ts), here so that seeding it from a page loads no more. */
export const productDetailKey = (id: string) => [...PRODUCTS_KEY, "detail", id] as const;

/** One page of the catalogue as the API answers it (docs/product.md#catalogue-order). */
export type ProductPage = { items: Product[]; total: number };

/** The API's words when nothing answered at all (offline, DNS), per docs/product.md#products. */
async function fetching<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isApiError(error, NETWORK_ERROR))
      throw new ApiError("Failed to fetch products", 0, NETWORK_ERROR);
    throw error;
  }
}

/** GET /api/products?…: a page, and the whole list's count from X-Total-Count. */
export function getProductPage(
  query: ProductPageQuery,
  signal?: AbortSignal,
): Promise<ProductPage> {
  let total = 0;
  return fetching(async () => {
    const items = await api.request<Product[]>(productPagePath(query).slice("/api".length), {
      signal,
      onHeaders: (headers) => (total = Number(headers.get(TOTAL_COUNT_HEADER) ?? 0)),
    });
    return { items, total };
  });
}

/** A page's cache key is its API path: the server's inlined answers are named by it too. */
export const productPageKey = (path: string) => [...PRODUCTS_KEY, "page", path] as const;

export const productPageQueryOptions = (query: ProductPageQuery) =>
  queryOptions({
    queryKey: productPageKey(productPagePath(query)),
    queryFn: ({ signal }) => getProductPage(query, signal),
  });

export const categoriesKey = [...PRODUCTS_KEY, "categories"] as const;
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoriesKey,
    queryFn: ({ signal }) =>
      fetching(() => api.get<CatalogueCategory[]>("/products/categories", signal)),
  });

// One select per language, made once: a stable select keeps TanStack's memo of the result.
const toUiProducts = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    (products: Product[]): UiProduct[] => {
      const now = new Date();
      return products.map((p) => toUiProduct(p, now, locale));
    },
  ]),
) as Record<Locale, (products: Product[]) => UiProduct[]>;

const toUiPage = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    (page: ProductPage) => ({ items: toUiProducts[locale](page.items), total: page.total }),
  ]),
) as Record<Locale, (page: ProductPage) => { items: UiProduct[]; total: number }>;

/** One page of the catalogue in the page's language (the home page's bounded grids). */
export function useProductPage(query: Omit<ProductPageQuery, "lang">) {
  const locale = useLocale();
  return useQuery({
    ...productPageQueryOptions({ ...query, lang: locale }),
    select: toUiPage[locale],
  });
}

/** The collection's filter and order, in the page's language. */
export type CollectionQuery = Omit<ProductPageQuery, "page" | "limit">;

export type CollectionPages = {
  items: UiProduct[];
  /** The whole filtered list's count, once a page has answered. */
  total: number | null;
  /** Every page in the range has answered. */
  complete: boolean;
  /** The first page that has not answered (still loading or failed). */
  pending: { isError: boolean; error: Error | null; refetch: () => unknown } | null;
};

/**
 * The collection's pages `first` to `last` ("Load more" adds one at the end, "Show earlier
 * pieces" one at the start), each a page of the API under its own key: the server's inlined page
 * starts it, Back finds every page already here, and a product opened from it shows at once.
 */
export function useCollectionPages(
  collection: CollectionQuery,
  first: number,
  last: number,
): CollectionPages {
  const toUi = toUiProducts[collection.lang];
  return useQueries({
    queries: Array.from({ length: last - first + 1 }, (_, i) =>
      productPageQueryOptions({ ...collection, limit: COLLECTION_PAGE_SIZE, page: first + i }),
    ),
    combine: (results) => {
      const items: Product[] = [];
      let total: number | null = null;
      let pending: CollectionPages["pending"] = null;
      for (const result of results) {
        if (!result.data) {
          pending ??= { isError: result.isError, error: result.error, refetch: result.refetch };
          continue;
        }
        // A page waiting in the middle holds back those after it: the list never has a hole.
        if (!pending) items.push(...result.data.items);
        total = result.data.total;
      }
      return { items: toUi(items), total, complete: pending === null, pending };
    },
  });
}

/** The categories in use, for the collection's filter. */
export const useCategories = () => useQuery(categoriesQueryOptions());
