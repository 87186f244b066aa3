import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CatalogueCategory } from "@atelier/shared/catalogue";
import { api } from "@/lib/api-client";
import { PRODUCTS_ROOT_KEY } from "./get-admin-products";

/**
 * The categories in use, counted by the server (GET /api/products/categories): what the product
 * dialogs offer. Under the products key, so a new product's new category appears at once.
 */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...PRODUCTS_ROOT_KEY, "admin", "categories"],
    queryFn: ({ signal }) => api.get<CatalogueCategory[]>("/products/categories", signal),
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
