import type { QueryClient } from "@tanstack/react-query";
import type { Product } from "@atelier/shared/products";
import { pageData } from "@/lib/page-data";
import { productsQueryOptions } from "./get-products";
import { productQueryOptions } from "./get-product";

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
    if (id) queryClient.setQueryData(productQueryOptions(id).queryKey, answer as Product);
  }
}
