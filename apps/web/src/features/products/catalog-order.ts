import { byName, type COLLECTION_PARAMS } from "@atelier/shared/first-paint";
import type { UiProduct } from "./ui-product";

export const SORTS = {
  "name-asc": "Name A-Z",
  "price-asc": "Price Low to High",
  "price-desc": "Price High to Low",
} as const;
export type SortKey = keyof typeof SORTS;
export const DEFAULT_SORT: SortKey = "name-asc";
export const ALL_CATEGORIES = "all";
export type CollectionParam = (typeof COLLECTION_PARAMS)[number];

export const isSortKey = (value: string | null): value is SortKey =>
  value !== null && value in SORTS;

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
