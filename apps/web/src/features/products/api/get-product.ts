import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Product } from "@atelier/shared/products";
import { api, ApiError, isApiError, NETWORK_ERROR } from "@/lib/api-client";
import { toUiProduct } from "../ui-product";
import { PRODUCTS_KEY, productsQueryOptions } from "./get-products";

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
    queryKey: [...PRODUCTS_KEY, "detail", id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });

const select = (product: Product) => toUiProduct(product);

/** Opening a product from a list shows it at once from the list's copy while it refreshes. */
export function useProduct(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...productQueryOptions(id),
    select,
    placeholderData: () =>
      queryClient.getQueryData(productsQueryOptions().queryKey)?.find((p) => String(p.id) === id),
  });
}
