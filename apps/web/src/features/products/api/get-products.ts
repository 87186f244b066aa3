import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Product } from "@atelier/shared/products";
import { api, ApiError, isApiError, NETWORK_ERROR } from "@/lib/api-client";
import type { UiProduct } from "../ui-product";
import { toUiProduct } from "../ui-product";
import { LOCALES, type Locale } from "@atelier/shared/locales";
import { useLocale } from "@/lib/router";

/** Every product query starts with this key, so invalidating it refreshes lists and details. */
export const PRODUCTS_KEY = ["products"] as const;
/** One product's cache key (get-product.ts), here so that seeding it from a page loads no more. */
export const productDetailKey = (id: string) => [...PRODUCTS_KEY, "detail", id] as const;

async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  try {
    return await api.get<Product[]>("/products", signal);
  } catch (error) {
    // No answer at all (offline, DNS): the wording of docs/product.md#products for this fetch.
    if (isApiError(error, NETWORK_ERROR))
      throw new ApiError("Failed to fetch products", 0, NETWORK_ERROR);
    throw error;
  }
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, "list"],
    queryFn: ({ signal }) => getProducts(signal),
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

/** The catalogue in the page's language. */
export function useProducts() {
  return useQuery({ ...productsQueryOptions(), select: toUiProducts[useLocale()] });
}
