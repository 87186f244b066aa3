import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Product } from "@atelier/shared/products";
import {
  homeList,
  productPagePath,
  TOTAL_COUNT_HEADER,
  type ProductPageQuery,
} from "@atelier/shared/catalogue";
import { api, ApiError, isApiError, NETWORK_ERROR } from "@/lib/api-client";
import type { UiProduct } from "../ui-product";
import { toUiProduct } from "../ui-product";
import type { Locale } from "@atelier/shared/locales";
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
      onHeaders: (headers) => (total = Number(headers.get(TOTAL_COUNT_HEADER))),
    });
    return { items, total };
  });
}

export const productPageQueryOptions = (query: ProductPageQuery) =>
  queryOptions({
    queryKey: productPageKey(productPagePath(query)),
    queryFn: ({ signal }) => getProductPage(query, signal),
  });

type UiPage = { items: UiProduct[]; total: number };
const selects: Partial<Record<Locale, (page: ProductPage) => UiPage>> = {};
/** A page in a language; one select per language, made once, keeps TanStack's memo of it. */
export const toUiPage = (locale: Locale) =>
  (selects[locale] ??= ({ items, total }) => {
    const now = new Date();
    return { items: items.map((p) => toUiProduct(p, now, locale)), total };
  });

/** One of the home page's bounded lists, in the page's language. */
export function useHomeList(sort: "newest" | "name-asc") {
  const locale = useLocale();
  return useQuery({
    ...productPageQueryOptions(homeList(sort, locale)),
    select: toUiPage(locale),
  });
}
