import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { TOTAL_COUNT_HEADER } from "@atelier/shared/admin";
import type { Product } from "@atelier/shared/products";
import { ADMIN_PRODUCTS_PAGE } from "@atelier/shared/products-admin";
import { api } from "@/lib/api-client";

/**
 * Every product query in the app starts with this key, the storefront's (features/products) too.
 * An admin change invalidates it, so the shop's lists and product pages refetch as well.
 */
export const PRODUCTS_ROOT_KEY = ["products"] as const;

/** The list's search and page, as the address holds them (docs/product.md#admin). */
export type AdminProductsParams = { q: string; page: number };
export type AdminProductsPage = { products: Product[]; total: number };

/** The API path of a page: defaults left out, so one page has one path. */
export function adminProductsPath({ q, page }: AdminProductsParams): string {
  const search = new URLSearchParams();
  if (q) search.set("q", q);
  if (page > 1) search.set("page", String(page));
  search.set("limit", String(ADMIN_PRODUCTS_PAGE));
  return `/admin/products?${search.toString()}`;
}

/** A page of the catalogue, newest first, searched by the server, and how many match. */
async function getAdminProducts(
  params: AdminProductsParams,
  signal?: AbortSignal,
): Promise<AdminProductsPage> {
  let total: number | null = null;
  // The answer's headers say how many match in all (X-Total-Count); a bare GET keeps the start-up's
  // API client small (the 100 KB of `/`).
  const products = await api.request<Product[]>(adminProductsPath(params), {
    signal,
    onHeaders: (headers) => (total = Number(headers.get(TOTAL_COUNT_HEADER))),
  });
  return { products, total: total ?? products.length };
}

export const adminProductsQueryOptions = (params: AdminProductsParams) =>
  queryOptions({
    queryKey: [...PRODUCTS_ROOT_KEY, "admin", params],
    queryFn: ({ signal }) => getAdminProducts(params, signal),
  });

/** The page asked for; while the next one loads, the one before stays on screen. */
export const useAdminProducts = (params: AdminProductsParams, enabled = true) =>
  useQuery({ ...adminProductsQueryOptions(params), placeholderData: keepPreviousData, enabled });
