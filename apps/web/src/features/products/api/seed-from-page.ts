import type { QueryClient } from "@tanstack/react-query";
import type { Product } from "@atelier/shared/products";
import type { CatalogueCategory } from "@atelier/shared/catalogue";
import { pageData } from "@/lib/page-data";
import { categoriesKey, productDetailKey, productPageKey, type ProductPage } from "./get-products";

/**
 * Puts the catalogue answers the server inlined into the query cache, as if just fetched: pages
 * (`/api/products?…`, with their X-Total-Count as `total`), the categories, and single products.
 */
export function seedCatalogFromPage(
  queryClient: QueryClient,
  answers: Record<string, unknown> = pageData(),
): void {
  for (const [path, answer] of Object.entries(answers)) {
    if (path.startsWith("/api/products?")) {
      queryClient.setQueryData<ProductPage>(productPageKey(path), answer as ProductPage);
      continue;
    }
    if (path === "/api/products/categories") {
      queryClient.setQueryData<CatalogueCategory[]>(categoriesKey, answer as CatalogueCategory[]);
      continue;
    }
    const id = /^\/api\/products\/(\d+)$/.exec(path)?.[1];
    if (id) queryClient.setQueryData<Product>(productDetailKey(id), answer as Product);
  }
}
