import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Product } from "@atelier/shared/products";
import { api, isApiError } from "@/lib/api-client";
import { PRODUCTS_ROOT_KEY } from "./get-admin-products";

/** One product, or null when there is none with that id (a low-stock row leads here). */
async function getAdminProduct(id: string, signal?: AbortSignal): Promise<Product | null> {
  try {
    return await api.get<Product>(`/products/${encodeURIComponent(id)}`, signal);
  } catch (error) {
    // A deleted product, or an id typed by hand: 404, or 400 for one that is not a number.
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const adminProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...PRODUCTS_ROOT_KEY, "admin", "one", id],
    queryFn: ({ signal }) => getAdminProduct(id, signal),
  });

export const useAdminProduct = (id: string | null) =>
  useQuery({ ...adminProductQueryOptions(id ?? ""), enabled: id !== null });
