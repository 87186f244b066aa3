import {
  FEATURED_PIECE_MEDIA,
  IMAGE_SIZES,
  imageSrcSet,
  isNewProduct,
  type Product,
} from "@atelier/shared/products";
import {
  ALL_CATEGORIES,
  COLOR_PARAM,
  collectionView,
  FIRST_ROW_CARDS,
  PAGE_DATA_ID,
  SEARCH_PARAM,
  SERVER_DRAWN_PAGES,
  STATIC_DRAWN_PAGES,
} from "@atelier/shared/first-paint";
import {
  COLLECTION_PAGE_SIZE,
  featuredPiece,
  homeList,
  SEARCH_LIMIT_DEFAULT,
  productPagePath,
  searchPath,
  searchQuery,
  type CatalogueCategory,
  type ProductPageQuery,
} from "@atelier/shared/catalogue";
import { localeOfPath, stripLocale } from "@atelier/shared/locales";
import type { WebManifest } from "../../plugins/static";
import type { ProductCache } from "../products/product-cache";
import { searchWords } from "../products/products.service";

/*
 * What a shopper's phone needs for the first screen, put into the HTML so that it does not wait
 * for the app to start before asking: the catalog answers the page is about to request
 * (inlined, so the first render already has them), the page's code (modulepreload, held back
 * until the first paint) and its first photographs (preload). On a slow network each of these
 * saves a round trip in series.
 */

/** The pages the contract names, each path turned into a pattern (`:id` is a product number). */
const PAGES = Object.values(SERVER_DRAWN_PAGES).map((page) => ({
  module: page.module,
  pattern: new RegExp(`^${page.path.replace(/:id\b/, "\\d{1,9}")}$`),
}));

export type FirstPaint = {
  head: string[];
  /** Tags the page adds only once it has painted (its chunks' modulepreloads). */
  afterPaint?: string[];
  body: string[];
  /** The same answers, parsed, for the server render (server-render.ts). */
  answers: Record<string, unknown>;
  /**
   * What the answers were, as their ETags: the same key means the same page drawn, so the
   * server render's cache keeps a page across catalogue changes that do not touch it. Null
   * when the page reads nothing the server draws from.
   */
  catalog: string | null;
  /** The collection's categories (the server draws only a category the catalogue has). */
  categories?: string[];
  /** A collection page past the last: its status is 404 (seo.routes.ts). */
  pastEnd?: boolean;
  /** The page drawn on the server, when it was (seo.routes.ts fills it in). */
  root?: string;
};

/** What a page that reads no data is drawn from: the server render draws and caches it once. */
const NO_DATA = "static";

const escapeAttr = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** Chunks a route module needs beyond what index.html already loads, in load order. */
function routeChunks(manifest: WebManifest | null, moduleKey: string): string[] {
  if (!manifest?.[moduleKey]) return [];
  const loadedByEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loadedByEntry);
  const needed = new Set<string>();
  walk(moduleKey, needed);
  return [...needed]
    .filter((key) => !loadedByEntry.has(key))
    .map((key) => `/${manifest[key]!.file}`);
}

function imagePreload(url: string | undefined, sizes: string, media?: string): string | null {
  if (!url) return null;
  const srcset = imageSrcSet(url);
  const attrs = srcset
    ? `imagesrcset="${escapeAttr(srcset)}" imagesizes="${escapeAttr(sizes)}"`
    : `href="${escapeAttr(url)}"`;
  return `<link rel="preload" as="image" ${attrs} fetchpriority="high"${media ? ` media="${escapeAttr(media)}"` : ""} />`;
}

/** The photographs on a page's first screen, chosen exactly as the page chooses them. */
function firstPhotos(
  pathname: string,
  list: Product[] | null,
  product: Product | null,
  /** The product page's `?color=`: its colour's first photograph (docs/product.md#colours). */
  color: string | null = null,
): string[] {
  if (product) {
    const colors = product.colors ?? [];
    const chosen = colors.find((c) => String(c.id) === color) ?? colors[0];
    return [imagePreload((chosen ?? product).images[0], IMAGE_SIZES.detail)].filter(
      (x) => x !== null,
    );
  }
  if (!list) return [];
  if (pathname === "/") {
    const now = new Date();
    const featured = featuredPiece(list, (p) => isNewProduct(p.insertedAt, now));
    return [imagePreload(featured?.images[0], IMAGE_SIZES.featured, FEATURED_PIECE_MEDIA)].filter(
      (x) => x !== null,
    );
  }
  // The collection's first row on a phone: the page comes in its order from the server.
  return list
    .slice(0, FIRST_ROW_CARDS)
    .map((p) => imagePreload(p.images[0], IMAGE_SIZES.card))
    .filter((x) => x !== null);
}

/**
 * Tags for <head> and the inline page data for one storefront URL (with its language prefix and
 * query); empty for other paths.
 */
export async function firstPaintFor(
  products: ProductCache,
  manifest: WebManifest | null,
  url: string,
  {
    beforeSearch,
  }: {
    /** Before a search the cache must work out: throws when the address has searched enough. */
    beforeSearch?: () => Promise<void>;
  } = {},
): Promise<FirstPaint> {
  const { pathname: raw, searchParams } = new URL(url, "http://store");
  const pathname = stripLocale(raw.length > 1 ? raw.replace(/\/+$/, "") : raw);
  const page = PAGES.find((p) => p.pattern.test(pathname));
  if (!page) return { head: [], body: [], answers: {}, catalog: null };
  // The page's chunks are fetched with the app's script, once the page has painted
  // (plugins/static.ts, startAfterFirstPaint): asked for from the head, a dozen small requests
  // went ahead of the first paint on a slow phone, though nothing in it needs them.
  const afterPaint = routeChunks(manifest, page.module).map(
    (href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}" />`,
  );
  if (STATIC_DRAWN_PAGES.includes(pathname))
    return { head: [], afterPaint, body: [], answers: {}, catalog: NO_DATA };

  // The same bytes GET /api/products… would answer, keyed by the path the app asks for; a page
  // of the list as `{ items, total }`, its X-Total-Count beside it.
  const inline: [string, string, unknown][] = [];
  const etags: string[] = [];
  const lang = localeOfPath(raw);
  const pageOf = async (query: ProductPageQuery) => {
    const cached = await products.page(query);
    const path = productPagePath(query);
    const items = JSON.parse(cached.body.toString("utf8")) as Product[];
    const total = cached.total ?? 0;
    inline.push([
      path,
      `{"items":${cached.body.toString("utf8")},"total":${total}}`,
      { items, total },
    ]);
    etags.push(cached.etag);
    return items;
  };
  let list: Product[] | null = null;
  let product: Product | null = null;
  let categories: string[] | undefined;
  let pastEnd = false;
  const categoriesOf = async () => {
    const cached = await products.categories();
    const known = JSON.parse(cached.body.toString("utf8")) as CatalogueCategory[];
    inline.push(["/api/products/categories", cached.body.toString("utf8"), known]);
    etags.push(cached.etag);
    return known;
  };
  const id = /^\/product\/(\d+)$/.exec(pathname)?.[1];
  if (id) {
    const cached = await products.one(Number(id)).catch(() => null);
    if (cached) {
      product = JSON.parse(cached.body.toString("utf8")) as Product;
      inline.push([`/api/products/${id}`, cached.body.toString("utf8"), product]);
      etags.push(cached.etag);
    }
  } else if (pathname === "/") {
    const [newest] = await Promise.all([
      pageOf(homeList("newest", lang)),
      pageOf(homeList("name-asc", lang)),
    ]);
    list = newest;
  } else if (pathname === SERVER_DRAWN_PAGES.search.path) {
    // The results, and the categories its empty state offers (docs/product.md#search). A query
    // it cannot search, or an address over its searches, is left to the browser, which asks the
    // API and shows its error.
    const q = searchQuery(searchParams.get(SEARCH_PARAM));
    const words = q === null ? [] : searchWords(q);
    const cached =
      q !== null && words.length
        ? await products.search(words, SEARCH_LIMIT_DEFAULT, beforeSearch).catch(() => null)
        : null;
    if (q === null || !cached)
      return { head: [], afterPaint, body: [], answers: {}, catalog: null };
    await categoriesOf();
    const body = cached.body.toString("utf8");
    list = JSON.parse(body) as Product[];
    inline.push([searchPath(q), body, list]);
    etags.push(cached.etag);
  } else {
    const view = collectionView(searchParams);
    const known = await categoriesOf();
    categories = known.map((c) => c.key);
    const category = view.category === ALL_CATEGORIES ? null : view.category.toLowerCase();
    // A category the catalogue lacks is drawn in the browser (pageKey): nothing to inline.
    if (category === null || categories.includes(category)) {
      list = await pageOf({
        category,
        sort: view.sort,
        lang,
        limit: COLLECTION_PAGE_SIZE,
        page: view.page,
      });
      pastEnd = view.page > 1 && list.length === 0;
    }
  }

  // Only photographs before the paint: on HTTP/1.1 a browser opens six connections, and the
  // largest paint should not queue behind a dozen small chunks.
  const head = firstPhotos(pathname, list, product, searchParams.get(COLOR_PARAM));
  const entries = inline.map(([key, json]) => `${JSON.stringify(key)}:${json}`);
  // JSON inside <script> must not be able to close the tag or open a comment.
  const json = `{${entries.join(",")}}`.replace(/</g, "\\u003c");
  return {
    head,
    afterPaint,
    body: entries.length
      ? [`<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`]
      : [],
    answers: Object.fromEntries(inline.map(([key, , value]) => [key, value])),
    catalog: etags.length ? etags.join("") : null,
    ...(categories ? { categories } : {}),
    ...(pastEnd ? { pastEnd } : {}),
  };
}
