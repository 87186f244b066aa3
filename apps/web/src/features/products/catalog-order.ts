import {
  ALL_CATEGORIES,
  DEFAULT_SORT,
  isCollectionSort,
  type CollectionSort,
} from "@atelier/shared/collection-view";
import type { COLLECTION_PARAMS } from "@atelier/shared/first-paint";
import { BRAND } from "@atelier/shared/brand";
import type { Locale } from "@atelier/shared/locales";

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

/**
 * A count as the collection writes it ("5,000 pieces"), grouped by hand rather than by ICU, so the
 * server's render and every browser write the same characters (hydration compares them); in
 * Arabic-Indic digits where the brand writes Arabic pages so (BRAND.arabicDigits).
 */
export function formatCount(n: number, locale: Locale): string {
  const grouped = String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  if (locale === "en" || BRAND.arabicDigits === "latin") return grouped;
  return grouped
    .replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))
    .replace(/,/g, "\u066C");
}
