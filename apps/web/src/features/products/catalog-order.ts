import {
  ALL_CATEGORIES,
  DEFAULT_SORT,
  isCollectionSort,
  type CollectionSort,
} from "@atelier/shared/collection-view";
import type { COLLECTION_PARAMS } from "@atelier/shared/first-paint";

// The sort keys and defaults are the first-paint contract's: the server draws by them.
export const SORTS = {
  "name-asc": "Name A-Z",
  "price-asc": "Price Low to High",
  "price-desc": "Price High to Low",
} as const satisfies Record<CollectionSort, string>;
export type SortKey = CollectionSort;
export { ALL_CATEGORIES, DEFAULT_SORT };
export type CollectionParam = (typeof COLLECTION_PARAMS)[number];

export const isSortKey = isCollectionSort;
