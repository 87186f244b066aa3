import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Product } from "@atelier/shared/products";
import {
  productPagePath,
  TOTAL_COUNT_HEADER,
  type ProductPageQuery,
} from "@atelier/shared/catalogue";
import { api, ApiError, isApiError, NETWORK_ERROR } from "@/lib/api-client";
import type { UiProduct } from "../ui-product";
import { toUiProduct } from "../ui-product";
import { LOCALES, type Locale } from "@atelier/shared/locales";
import { useLocale } from "@/lib/router";

import { productPageKey, type ProductPage } from "./keys";

/** The API's words when nothing answered at all (offline, DNS), per docs/product.md#products. */
export async function fetching<T>(run: () => Promise<T>): Promise<T> {
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

export const productPageQueryOptions = (query: ProductPageQuery) =>
  queryOptions({
    queryKey: productPageKey(productPagePath(query)),
    queryFn: ({ signal }) => getProductPage(query, signal),
  });

// One select per language, made once: a stable select keeps TanStack's memo of the result.
export const toUiPage = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    ({ items, total }: ProductPage) => {
      const now = new Date();
      return { items: items.map((p) => toUiProduct(p, now, locale)), total };
    },
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
