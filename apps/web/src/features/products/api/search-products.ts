import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { searchPath } from "@atelier/shared/catalogue";
import type { Product } from "@atelier/shared/products";
import { api } from "@/lib/api-client";
import { productPageKey } from "./keys";

/*
 * GET /api/products/search (docs/product.md#search). Keyed by its path, as the server inlines it
 * on /search (apps/api features/seo/first-paint.ts), and under PRODUCTS_KEY, so an admin's edit
 * refreshes a search like any list. The answer stays the API's products: the results page makes
 * cards of them, the header's list only needs a title and a price (and loads no more for it).
 */
export const searchQueryOptions = (q: string, limit?: number) => {
  const path = searchPath(q, limit);
  return queryOptions({
    queryKey: productPageKey(path),
    queryFn: ({ signal }) => api.request<Product[]>(path.slice("/api".length), { signal }),
  });
};

/** The pieces matching `q` (from searchQuery); idle while `q` is null. */
export const useSearchResults = (q: string | null, limit?: number) =>
  useQuery({
    ...searchQueryOptions(q ?? "", limit),
    enabled: q !== null,
    // A new word keeps the last results in place until its own arrive.
    placeholderData: keepPreviousData,
  });
