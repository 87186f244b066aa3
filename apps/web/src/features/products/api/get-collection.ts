import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { COLLECTION_PAGE_SIZE, type CatalogueCategory } from "@atelier/shared/catalogue";
import { api } from "@/lib/api-client";
import { fetching, productPageQueryOptions, toUiPage } from "./get-products";
import { productPageKey } from "./keys";

/** The categories are an answer of their own path, as the server inlines them. */
const categoriesKey = productPageKey("/api/products/categories");
import type { ProductPageQuery } from "@atelier/shared/catalogue";

/* The collection's own reads (/products): its pages one by one, and its filter's categories. */

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoriesKey,
    queryFn: ({ signal }) =>
      fetching(() => api.get<CatalogueCategory[]>("/products/categories", signal)),
  });

/** The collection's filter and order, in the page's language. */
export type CollectionQuery = Omit<ProductPageQuery, "page" | "limit">;

/**
 * One page of the collection ("Load more" adds one at the end, "Show earlier pieces" one at the
 * start), under its own key: the server's inlined page starts it, Back finds every page already
 * here, and a product opened from it shows at once. A new filter or order keeps the cards in
 * place until its own arrive.
 */
export function useCollectionPage(collection: CollectionQuery, page: number) {
  return useQuery({
    ...productPageQueryOptions({ ...collection, limit: COLLECTION_PAGE_SIZE, page }),
    select: toUiPage(collection.lang),
    placeholderData: keepPreviousData,
  });
}

/** The categories in use, for the collection's filter. */
export const useCategories = () => useQuery(categoriesQueryOptions());
