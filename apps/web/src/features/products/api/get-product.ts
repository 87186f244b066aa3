import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Product } from "@atelier/shared/products";
import { api, ApiError, isApiError, NETWORK_ERROR } from "@/lib/api-client";
import { toUiProduct } from "../ui-product";
import { LOCALES, type Locale } from "@atelier/shared/locales";
import { useLocale } from "@/lib/router";
import { PRODUCTS_KEY, productDetailKey, type ProductPage } from "./keys";

async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  try {
    return await api.get<Product>(`/products/${encodeURIComponent(id)}`, signal);
  } catch (error) {
    // No answer at all (offline, DNS): the wording of docs/product.md#products for this fetch.
    if (isApiError(error, NETWORK_ERROR))
      throw new ApiError("Failed to fetch product", 0, NETWORK_ERROR);
    throw error;
  }
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productDetailKey(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

const select = Object.fromEntries(
  LOCALES.map((locale) => [locale, (product: Product) => toUiProduct(product, new Date(), locale)]),
) as Record<Locale, (product: Product) => ReturnType<typeof toUiProduct>>;

/** The product as a list already holds it: a page, or the collection's pages so far. */
function fromLists(queryClient: ReturnType<typeof useQueryClient>, id: string) {
  for (const [, data] of queryClient.getQueriesData<ProductPage | { pages: ProductPage[] }>({
    queryKey: PRODUCTS_KEY,
  })) {
    if (!data || typeof data !== "object") continue;
    const pages = "pages" in data ? data.pages : "items" in data ? [data] : [];
    for (const page of pages) {
      const found = page.items.find((p) => String(p.id) === id);
      if (found) return found;
    }
  }
  return undefined;
}

/** Opening a product from a list shows it at once from the list's copy while it refreshes. */
export function useProduct(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...productQueryOptions(id),
    select: select[useLocale()],
    placeholderData: () => fromLists(queryClient, id),
  });
}
