import {
  ALL_CATEGORIES,
  byName,
  DEFAULT_SORT,
  isCollectionSort,
  type COLLECTION_PARAMS,
  type CollectionSort,
} from "@atelier/shared/first-paint";
import type { UiProduct } from "./ui-product";

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

/** "all" plus the distinct categories, lowercased (docs/product.md#products). */
export function categoriesOf(products: UiProduct[]): string[] {
  return [ALL_CATEGORIES, ...[...new Set(products.map((p) => p.category.toLowerCase()))].sort()];
}

export function filterAndSort(products: UiProduct[], category: string, sort: SortKey): UiProduct[] {
  const chosen =
    category === ALL_CATEGORIES
      ? products
      : products.filter((p) => p.category.toLowerCase() === category);
  const sorted = [...chosen];
  if (sort === "name-asc") sorted.sort(byName);
  else if (sort === "price-asc") sorted.sort((a, b) => a.price - b.price);
  else sorted.sort((a, b) => b.price - a.price);
  return sorted;
}
