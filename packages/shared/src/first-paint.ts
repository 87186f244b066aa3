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
} as const;

/** The id of the inline JSON that carries a drawn page's API answers, keyed by API path. */
export const PAGE_DATA_ID = "page-data";

/** The sidebar's expanded state ("true" | "false"), kept 7 days; it changes the drawn page. */
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** The query parameters /products reads; nothing else in its URL changes what it shows. */
export const COLLECTION_PARAMS = ["category", "sort"] as const;

/** The collection's default order, name A–Z: the order of its first row. */
export const byName = (a: { title: string }, b: { title: string }) =>
  a.title.localeCompare(b.title);

/** Cards in the collection's first row on a phone: their photographs are preloaded. */
export const FIRST_ROW_CARDS = 2;

/** The home hero's featured piece: the first new arrival, else the first product. */
export const featuredPiece = <T>(products: readonly T[], isNew: (p: T) => boolean): T | undefined =>
  products.find(isNew) ?? products[0];
