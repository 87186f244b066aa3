import type { QueryClient } from "@tanstack/react-query";
import { pageData } from "@/lib/page-data";
import { productDetailKey, productPageKey } from "./keys";

/**
 * Puts the catalogue answers the server inlined into the query cache, as if just fetched: a
 * product under its detail key, the rest (pages, `/api/products?…` with their X-Total-Count as
 * `total`, and the categories) under the key of their path.
 */
export function seedCatalogFromPage(
  queryClient: QueryClient,
  answers: Record<string, unknown> = pageData(),
): void {
  for (const [path, answer] of Object.entries(answers)) {
    const id = /^\/api\/products\/(\d+)$/.exec(path)?.[1];
    queryClient.setQueryData(id ? productDetailKey(id) : productPageKey(path), answer);
  }
}
