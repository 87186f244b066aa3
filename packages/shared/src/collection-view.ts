/*
 * What a /products URL shows (issue 27), read alike by the server's render and head
 * (apps/api features/seo) and by the collection in the browser. A module of its own so that the
 * start-up's code, which imports the first-paint contract, carries none of it.
 */

/** The collection's orders (`?sort=`); any other value shows the default, name A–Z. */
export const COLLECTION_SORTS = ["name-asc", "price-asc", "price-desc"] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];
export const DEFAULT_SORT: CollectionSort = "name-asc";
export const isCollectionSort = (value: string | null): value is CollectionSort =>
  value !== null && (COLLECTION_SORTS as readonly string[]).includes(value);

/** `?category=` for the whole collection (the default); the others are lowercased categories. */
export const ALL_CATEGORIES = "all";

/** Deeper than any collection: a bigger `?page=` is read as the first page. */
const MAX_COLLECTION_PAGE = 100_000;

/**
 * The collection's page from `?page=` (issue 27): a whole number from 1; anything else (`0`,
 * `-1`, `2.5`, `abc`, a thousand digits) is the first page, as its canonical link says.
 */
export function collectionPage(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  const page = Number(value);
  return page <= MAX_COLLECTION_PAGE ? page : 1;
}

/** What a /products URL shows: its filter, its order and its page, defaults filled in. */
export function collectionView(searchParams: URLSearchParams): {
  category: string;
  sort: CollectionSort;
  page: number;
} {
  const sort = searchParams.get("sort");
  return {
    category: searchParams.get("category") || ALL_CATEGORIES,
    sort: isCollectionSort(sort) ? sort : DEFAULT_SORT,
    page: collectionPage(searchParams.get("page")),
  };
}
