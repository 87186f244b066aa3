import type { Product } from "@atelier/shared/products";

/*
 * The catalogue's query keys, apart from the code that fetches: the start-up seeds the cache from
 * the server's inlined answers (seed-from-page.ts) and loads only this, not the pages' hooks.
 */

/** Every product query starts with this key, so invalidating it refreshes lists and details. */
export const PRODUCTS_KEY = ["products"] as const;
/** One product's cache key (get-product.ts), here so that seeding it from a page loads no more. */
export const productDetailKey = (id: string) => [...PRODUCTS_KEY, "detail", id] as const;
/** A page's cache key is its API path: the server's inlined answers are named by it too. */
export const productPageKey = (path: string) => [...PRODUCTS_KEY, "page", path] as const;

/** One page of the catalogue as the API answers it (docs/product.md#catalogue-order). */
export type ProductPage = { items: Product[]; total: number };
