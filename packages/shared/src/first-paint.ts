import { stripLocale } from "./locales";
import { ALL_CATEGORIES, DEFAULT_SORT, collectionPage, isCollectionSort } from "./collection-view";
import { searchQuery } from "./catalogue";

/*
 * The contract between the API's server render and the web app (docs/decisions/0009): which
 * pages the server draws and hints, the element that carries their data, the cookie that
 * changes what they look like, and which photographs are on their first screen. Both apps
 * import this module, so renaming a route, an id or a cookie here changes both sides at once,
 * and apps/web/test/server-render.test.ts checks the route modules exist in the build.
 */

/** The storefront pages drawn on the server, with their route and their module in apps/web. */
export const SERVER_DRAWN_PAGES = {
  home: { path: "/", module: "src/app/routes/home.tsx" },
  products: { path: "/products", module: "src/app/routes/products.tsx" },
  product: { path: "/product/:id", module: "src/app/routes/product.tsx" },
  // The brand's own pages read no data: drawn once each, so they never arrive as an empty shell.
  policies: { path: "/policies", module: "src/app/routes/policies.tsx" },
  about: { path: "/about", module: "src/app/routes/about.tsx" },
  contact: { path: "/contact", module: "src/app/routes/contact.tsx" },
  // Issue 29: the results of `?q=` (docs/product.md#search).
  search: { path: "/search", module: "src/app/routes/search.tsx" },
} as const;

/** /search's one parameter: the query as typed. */
export const SEARCH_PARAM = "q";

/** The drawn pages that read nothing from the API. */
export const STATIC_DRAWN_PAGES: readonly string[] = [
  SERVER_DRAWN_PAGES.policies.path,
  SERVER_DRAWN_PAGES.about.path,
  SERVER_DRAWN_PAGES.contact.path,
];

/** The id of the inline JSON that carries a drawn page's API answers, keyed by API path. */
export const PAGE_DATA_ID = "page-data";

/**
 * The id of the inline JSON that carries the page's words: its language's shell and the page's own
 * parts of the messages (apps/web/src/i18n), so the first render needs no messages chunk.
 */
export const PAGE_MESSAGES_ID = "page-messages";

/** The sidebar's expanded state ("true" | "false"), kept 7 days; it changes the drawn page. */
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** The query parameters /products reads; nothing else in its URL changes what it shows. */
export const COLLECTION_PARAMS = ["category", "sort", "page"] as const;

/**
 * The product page's one parameter (issue 28, docs/product.md#colours): the colour shown,
 * `/product/{id}?color={colorId}`, so a shared link opens on it.
 */
export const COLOR_PARAM = "color";

// The collection's values live with the code that reads them (collection-view.ts).
export {
  ALL_CATEGORIES,
  COLLECTION_SORTS,
  DEFAULT_SORT,
  isCollectionSort,
  collectionPage,
  collectionView,
  type CollectionSort,
} from "./collection-view";
/**
 * The part of a URL the drawn page depends on: its path with its language prefix
 * (`/ar/products` is another page than `/products`, docs/product.md#languages), so the server
 * draws and caches by it and nothing else (an ad's click id, a made-up parameter) costs a render
 * or a cache entry. A product page reads its `color` (a colour id). /products reads `category`,
 * `sort` and `page`, with defaults,
 * unknown sorts and unreadable pages (drawn as the defaults) left out. Given the catalog's
 * categories, a category it does not have answers null: that page shows the unknown value as an
 * option of its own, so it is drawn in the browser, never on the server, and made-up categories
 * share that one outcome. /search reads its `q` as the search does (trimmed); a query it cannot
 * search is drawn in the browser.
 */
export function pageKey(url: string, categories?: readonly string[]): string | null {
  const { pathname, searchParams } = new URL(url, "http://store");
  if (stripLocale(pathname) === SERVER_DRAWN_PAGES.search.path) {
    const q = searchQuery(searchParams.get(SEARCH_PARAM));
    return q === null ? null : `${pathname}?${SEARCH_PARAM}=${encodeURIComponent(q)}`;
  }
  // A product page draws the colour it names (a colour id: digits), the first for anything else.
  if (/^\/product\/[^/]+$/.test(stripLocale(pathname))) {
    const color = searchParams.get(COLOR_PARAM);
    return color && /^\d{1,9}$/.test(color) ? `${pathname}?${COLOR_PARAM}=${color}` : pathname;
  }
  if (stripLocale(pathname) !== SERVER_DRAWN_PAGES.products.path) return pathname;
  const kept = new URLSearchParams();
  const category = searchParams.get("category");
  if (category !== null && category !== ALL_CATEGORIES) {
    if (categories && !categories.includes(category)) return null;
    kept.set("category", category);
  }
  const sort = searchParams.get("sort");
  if (isCollectionSort(sort) && sort !== DEFAULT_SORT) kept.set("sort", sort);
  const page = collectionPage(searchParams.get("page"));
  if (page > 1) kept.set("page", String(page));
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The collection's default order, name A–Z: the order of its first row. */
export const byName = (a: { title: string }, b: { title: string }) =>
  a.title.localeCompare(b.title);

/** Cards in the collection's first row on a phone: their photographs are preloaded. */
export const FIRST_ROW_CARDS = 2;
