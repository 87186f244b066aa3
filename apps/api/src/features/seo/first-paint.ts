import {
  FEATURED_PIECE_MEDIA,
  IMAGE_SIZES,
  imageSrcSet,
  isNewProduct,
  type Product,
} from "@atelier/shared/products";
import {
  byName,
  featuredPiece,
  FIRST_ROW_CARDS,
  PAGE_DATA_ID,
  SERVER_DRAWN_PAGES,
  STATIC_DRAWN_PAGES,
} from "@atelier/shared/first-paint";
import type { WebManifest } from "../../plugins/static";
import type { ProductCache } from "../products/product-cache";

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
  /** The cached answer they came from: its identity keys the server render's cache. */
  catalog: Buffer | null;
  /** The page drawn on the server, when it was (seo.routes.ts fills it in). */
  root?: string;
};

/**
 * What a page that reads no data is drawn from: one unchanging answer, so the server render draws
 * and caches it once (its identity keys that cache).
 */
const NO_DATA: Buffer = Buffer.from("null");

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
function firstPhotos(pathname: string, list: Product[] | null, product: Product | null): string[] {
  if (product)
    return [imagePreload(product.images[0], IMAGE_SIZES.detail)].filter((x) => x !== null);
  if (!list) return [];
  if (pathname === "/") {
    const now = new Date();
    const featured = featuredPiece(list, (p) => isNewProduct(p.insertedAt, now));
    return [imagePreload(featured?.images[0], IMAGE_SIZES.featured, FEATURED_PIECE_MEDIA)].filter(
      (x) => x !== null,
    );
  }
  // The collection's first row on a phone, in its default order.
  return [...list]
    .sort(byName)
    .slice(0, FIRST_ROW_CARDS)
    .map((p) => imagePreload(p.images[0], IMAGE_SIZES.card))
    .filter((x) => x !== null);
}

/** Tags for <head> and the inline page data for one storefront path; empty for other paths. */
export async function firstPaintFor(
  products: ProductCache,
  manifest: WebManifest | null,
  pathname: string,
): Promise<FirstPaint> {
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

  // The same bytes GET /api/products(/id) would answer, keyed by the path the app asks for.
  const answers: Record<string, Buffer> = {};
  let list: Product[] | null = null;
  let product: Product | null = null;
  let catalog: Buffer | null = null;
  const id = /^\/product\/(\d+)$/.exec(pathname)?.[1];
  if (id) {
    const cached = await products.one(Number(id)).catch(() => null);
    if (cached) {
      answers[`/api/products/${id}`] = catalog = cached.body;
      product = JSON.parse(cached.body.toString("utf8")) as Product;
    }
  } else {
    const cached = await products.list();
    answers["/api/products"] = catalog = cached.body;
    list = JSON.parse(cached.body.toString("utf8")) as Product[];
  }

  // Only photographs before the paint: on HTTP/1.1 a browser opens six connections, and the
  // largest paint should not queue behind a dozen small chunks.
  const head = firstPhotos(pathname, list, product);
  const entries = Object.entries(answers).map(
    ([key, body]) => `${JSON.stringify(key)}:${body.toString("utf8")}`,
  );
  // JSON inside <script> must not be able to close the tag or open a comment.
  const json = `{${entries.join(",")}}`.replace(/</g, "\\u003c");
  return {
    head,
    afterPaint,
    body: entries.length
      ? [`<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`]
      : [],
    answers: list ? { "/api/products": list } : product ? { [`/api/products/${id}`]: product } : {},
    catalog,
  };
}
