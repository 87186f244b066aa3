import type { QueryClient } from "@tanstack/react-query";
import type { Product } from "@atelier/shared/products";
import { pageData } from "@/lib/page-data";
import { productDetailKey, productsQueryOptions } from "./get-products";

/** Puts the catalog answers the server inlined into the query cache, as if just fetched. */
export function seedCatalogFromPage(
  queryClient: QueryClient,
  answers: Record<string, unknown> = pageData(),
): void {
  for (const [path, answer] of Object.entries(answers)) {
    if (path === "/api/products") {
      queryClient.setQueryData(productsQueryOptions().queryKey, answer as Product[]);
      continue;
    }
    const id = /^\/api\/products\/(\d+)$/.exec(path)?.[1];
    if (id) queryClient.setQueryData<Product>(productDetailKey(id), answer as Product);
  }
}
