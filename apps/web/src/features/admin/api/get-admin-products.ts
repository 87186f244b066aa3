import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Product } from "@atelier/shared/products";
import { api } from "@/lib/api-client";

/**
 * Every product query in the app starts with this key, the storefront's (features/products) too.
 * An admin change invalidates it, so the shop's lists and product pages refetch as well.
 */
export const PRODUCTS_ROOT_KEY = ["products"] as const;

/** Newest first: a product just added appears at the top, where the admin is looking. */
const newestFirst = (a: Product, b: Product) =>
  b.insertedAt.localeCompare(a.insertedAt) || b.id - a.id;

async function getAdminProducts(signal?: AbortSignal): Promise<Product[]> {
  const products = await api.get<Product[]>("/products", signal);
  return [...products].sort(newestFirst);
}

const adminProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...PRODUCTS_ROOT_KEY, "admin"],
    queryFn: ({ signal }) => getAdminProducts(signal),
  });

export const useAdminProducts = () => useQuery(adminProductsQueryOptions());
