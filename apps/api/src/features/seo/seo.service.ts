import { BRAND } from "@atelier/shared/brand";
import {
  categoryLabel,
  isOutOfStock,
  localizedProduct,
  QUANTITY_KEYS,
  SIZES,
} from "@atelier/shared/products";
import { colorName } from "@atelier/shared/colors";
import { ALL_CATEGORIES, collectionView, SEARCH_PARAM } from "@atelier/shared/first-paint";
import { searchQuery, type CatalogueCategory } from "@atelier/shared/catalogue";
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  LOCALES,
  localeOfPath,
  isEnglishOnlyPath,
  localizePath,
  stripLocale,
  type Locale,
} from "@atelier/shared/locales";
import type { Db } from "../../db/dialects";
import { findProduct } from "../products/products.service";
import { countProductsForSitemap, listProductIdsForSitemap } from "./seo.repository";
import type { FirstPaint } from "./first-paint";
import { addAfterPaint } from "../../plugins/static";
import { SEO_MESSAGES, type PageWords } from "./messages/index";

export type PageMeta = {
  title: string;
  description: string;
  status: number;
  /** Private or transactional pages stay out of search results. */
  noindex?: boolean;
  image?: string;
  type?: "website" | "product";
  jsonLd?: object;
  /** The query the canonical link keeps (a collection's category and page), with its "?". */
  query?: string;
  /** A product page's colour ids, in order: the ones its `?color=` may name (issue 28). */
  colors?: number[];
};

const page = (words: PageWords, status = 200): PageMeta => ({
  title: `${words.title} · ${BRAND.name}`,
  description: words.description,
  status,
  ...(words.noindex ? { noindex: true } : {}),
});

/** The admin's pages, in English only (the admin is not translated). */
const ADMIN_PAGES: Record<string, PageMeta> = {
  "/admin": page({ title: "Admin Dashboard", description: "Admin.", noindex: true }),
  "/admin/products": page({ title: "Product Management", description: "Admin.", noindex: true }),
  "/admin/orders": page({ title: "Orders", description: "Admin.", noindex: true }),
  "/admin/payments": page({ title: "Payments", description: "Admin.", noindex: true }),
  "/admin/size-guides": page({ title: "Size Guides", description: "Admin.", noindex: true }),
  "/admin/shipping": page({ title: "Shipping Zones", description: "Admin.", noindex: true }),
  "/admin/discounts": page({ title: "Discount Codes", description: "Admin.", noindex: true }),
  "/admin/analytics": page({ title: "Analytics", description: "Admin.", noindex: true }),
  "/admin/team": page({ title: "Team", description: "Admin.", noindex: true }),
  "/admin/audit": page({ title: "Activity", description: "Admin.", noindex: true }),
};
/** An admin's order page (/admin/orders/{id}); what it shows is the API's, behind the session. */
const ADMIN_ORDER = page({ title: "Order", description: "Admin.", noindex: true });
/**
 * Any other path under /admin is the admin app's to draw: a 200 the app then fills, never a 404
 * page it replaces, so an admin page added to the app is a real page without a line here. It is
 * behind the session and kept out of search results
 * (docs/product.md#search-engines-and-first-paint).
 */
const ADMIN_APP = page({ title: "Admin", description: "Admin.", noindex: true });

type LanguageMeta = {
  pages: Record<string, PageMeta>;
  orderPage: PageMeta;
  notFound: PageMeta;
  productNotFound: PageMeta;
};

/** A language's page meta from its words (features/seo/messages), English where it has none. */
function languageMeta(locale: Locale): LanguageMeta {
  const words = SEO_MESSAGES[locale];
  const paths = { ...SEO_MESSAGES[DEFAULT_LOCALE].pages, ...words.pages };
  return {
    pages: {
      "/": { ...words.home, status: 200 },
      ...Object.fromEntries(Object.entries(paths).map(([path, own]) => [path, page(own)])),
    },
    orderPage: page(words.orderPage),
    notFound: page(words.notFound, 404),
    productNotFound: page(words.productNotFound, 404),
  };
}
/** Built once, not per request. */
const META = Object.fromEntries(LOCALES.map((l) => [l, languageMeta(l)])) as Record<
  Locale,
  LanguageMeta
>;

/** The collection's head for its category and page (docs/product.md#catalogue-order). */
export function collectionMeta(
  meta: PageMeta,
  pathname: string,
  url: string,
  answers: Record<string, unknown> = {},
): PageMeta {
  const locale = localeOfPath(pathname);
  const { category, page } = collectionView(new URL(url, "http://store").searchParams);
  const known = (answers["/api/products/categories"] ?? []) as CatalogueCategory[];
  const chosen =
    category === ALL_CATEGORIES ? null : known.find((c) => c.key === category.toLowerCase());
  // A made-up category draws in the browser, an empty list: nothing for a search engine to keep.
  if (category !== ALL_CATEGORIES && !chosen) return { ...meta, noindex: true };
  const base =
    SEO_MESSAGES[locale].pages["/products"]?.title ?? SEO_MESSAGES.en.pages["/products"]!.title;
  const named = chosen ? `${categoryLabel(chosen, locale)} · ${base}` : base;
  const title = page > 1 ? SEO_MESSAGES[locale].collectionPage(named, page) : named;
  const query = new URLSearchParams();
  if (chosen) query.set("category", chosen.key);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return {
    ...meta,
    title: `${title} · ${BRAND.name}`,
    ...(search ? { query: `?${search}` } : {}),
  };
}

/** /search's head: its query in the title (escaped where the head is written), never indexed. */
export function searchMeta(meta: PageMeta, pathname: string, url: string): PageMeta {
  const q = searchQuery(new URL(url, "http://store").searchParams.get(SEARCH_PARAM));
  if (q === null) return meta;
  return { ...meta, title: `${SEO_MESSAGES[localeOfPath(pathname)].searchFor(q)} · ${BRAND.name}` };
}

/** A collection page past the last one: a 404 that keeps the shopper's way back. */
export const pastTheEnd = (pathname: string): PageMeta =>
  page(SEO_MESSAGES[localeOfPath(pathname)].pastEnd, 404);

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/**
 * What the server knows about a client route before the app runs: title, meta, status, in the
 * language of its path (`/ar/...` is Arabic).
 */
export async function metaForPath(
  db: Db,
  publicUrl: string,
  pathname: string,
  /** The request's query ("?color=12"): a shared link opens on its colour, photographs and all. */
  query = "",
): Promise<PageMeta> {
  const locale = localeOfPath(pathname);
  const meta = META[locale];
  const NOT_FOUND = meta.notFound;
  const clean = stripLocale(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  if (locale !== DEFAULT_LOCALE && isEnglishOnlyPath(clean)) return NOT_FOUND;
  const known = meta.pages[clean] ?? ADMIN_PAGES[clean];
  if (known) return known;
  if (/^\/admin\/orders\/\d{1,9}$/.test(clean)) return ADMIN_ORDER;
  if (isEnglishOnlyPath(clean)) return ADMIN_APP;

  // An order page answers alike whether or not the order exists: only the app, with the session
  // or the link's token, may tell (docs/product.md#orders).
  if (/^\/orders\/\d{1,10}$/.test(clean)) return meta.orderPage;
  const match = /^\/product\/(\d{1,9})$/.exec(clean);
  if (!match) return NOT_FOUND;
  const found = await findProduct(db, Number(match[1]));
  if (!found) return meta.productNotFound;
  // The page's language, field by field, English where the Arabic is empty (docs/product.md).
  const product = localizedProduct(found, locale);

  const url = `${publicUrl}${localizePath(`/product/${product.id}`, locale)}`;
  const colorId = Number(new URLSearchParams(query).get("color"));
  const chosen = product.colors.find((c) => c.id === colorId) ?? product.colors[0];
  const images = (chosen?.images ?? product.images).map((u) => `${publicUrl}${u}`);
  const inStock = !isOutOfStock(product);
  const description = clip(
    product.description || SEO_MESSAGES[locale].productBy(product.title),
    160,
  );
  const offer = (availableUnits: number, extra: object) => ({
    "@type": "Offer",
    priceCurrency: "EGP",
    price: product.salePrice.toFixed(2),
    availability:
      availableUnits > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    itemCondition: "https://schema.org/NewCondition",
    ...extra,
  });
  return {
    title: `${product.title} · ${BRAND.name}`,
    description,
    status: 200,
    type: "product",
    colors: product.colors.map((c) => c.id),
    ...(images[0] ? { image: images[0] } : {}),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.title,
      description: product.description,
      image: images,
      category: product.category,
      material: product.material,
      sku: `MZ-${product.id}`,
      brand: { "@type": "Brand", name: BRAND.name },
      // Issue 28: one offer per colour and size, each with its own stock and link.
      offers:
        product.colors.length === 0
          ? offer(inStock ? 1 : 0, { url })
          : product.colors.flatMap((c) =>
              SIZES.map((size) =>
                offer(c[QUANTITY_KEYS[size]], {
                  url: `${url}?color=${c.id}`,
                  sku: `MZ-${product.id}-${c.id}-${size}`,
                  name: `${product.title}, ${colorName(c, locale)}, ${size}`,
                  color: colorName(c, locale),
                  size,
                }),
              ),
            ),
    },
  };
}

/**
 * The URL the server draws for a page: a product page's `?color=` only when the piece has that
 * colour and it is not the first (drawn without one), so a made-up colour, or the first colour
 * named, shares the page's one render and cache entry instead of costing its own.
 */
export function drawnProductUrl(url: string, colors: number[] | undefined): string {
  if (!colors || !url.includes("?")) return url;
  const [path = "/", search = ""] = url.split("?");
  const color = Number(new URLSearchParams(search).get("color"));
  return colors.indexOf(color) > 0 ? `${path}?color=${color}` : path;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: object) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * Puts the page's title, description, canonical link, Open Graph tags and JSON-LD into index.html.
 */
export function fillTemplate(
  template: string,
  meta: PageMeta,
  publicUrl: string,
  pathname: string,
  firstPaint: Pick<FirstPaint, "head" | "afterPaint" | "body" | "root"> = { head: [], body: [] },
): string {
  const bare = pathname === "/" ? "/" : pathname.replace(/\/+$/, "");
  const query = meta.query ?? "";
  const url = `${publicUrl}${bare}${query}`;
  const locale = localeOfPath(bare);
  // The same page in every language, and x-default for a reader whose language has none
  // (docs/product.md#languages); the admin has one language.
  const alternates = isEnglishOnlyPath(bare)
    ? []
    : [
        ...LOCALES.map((l) => [l, localizePath(bare, l)] as const),
        ["x-default", localizePath(bare, DEFAULT_LOCALE)] as const,
      ].map(
        ([lang, href]) =>
          `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(`${publicUrl}${href}${query}`)}" />`,
      );
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noindex
      ? `<meta name="robots" content="noindex" />`
      : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(BRAND.name)}" />`,
    `<meta property="og:type" content="${meta.type ?? "website"}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="${SEO_MESSAGES[locale].ogLocale}" />`,
    ...alternates,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? "summary_large_image" : "summary"}" />`,
    ...(meta.jsonLd
      ? [`<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>`]
      : []),
    ...firstPaint.head,
  ].join("\n    ");
  // Replacement functions, never strings: `$&`, `$'` or `` $` `` in a path or a product's text
  // must stay text, not splice parts of the page back in.
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  const withoutOld = template.replace(/<meta\s+name="description"[^>]*>\s*/i, () => "");
  const titled = /<title>[\s\S]*?<\/title>/i.test(withoutOld)
    ? withoutOld.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : withoutOld.replace(/<\/head>/i, () => `${title}</head>`);
  // The page's language and direction, on the server, so the first paint is already right to left.
  const html = titled.replace(
    /<html\b[^>]*>/i,
    () => `<html lang="${locale}" dir="${LOCALE_INFO[locale].dir}">`,
  );
  let headed = addAfterPaint(
    html.replace(/<\/head>/i, () => `    ${tags}\n  </head>`),
    firstPaint.afterPaint ?? [],
  );
  // The server-drawn page takes the place of the static top bar; main.tsx hydrates it.
  if (firstPaint.root !== undefined)
    headed = headed.replace(
      /<div id="root">[\s\S]*<\/body>/i,
      () => `<div id="root" data-ssr>${firstPaint.root}</div>\n  </body>`,
    );
  return firstPaint.body.length
    ? headed.replace(/<\/body>/i, () => `  ${firstPaint.body.join("\n")}\n  </body>`)
    : headed;
}

/** A sitemap holds at most this many URLs (sitemaps.org); past it, an index names the parts. */
export const SITEMAP_MAX_URLS = 50_000;
/** The pages every sitemap lists before the products. */
const FIXED_PAGES = ["/", "/products", "/about", "/policies", "/contact"];

/**
 * The sitemap (docs/product.md#search-engines-and-first-paint): every page and product in every
 * language. `part` null is /sitemap.xml: the whole list while it fits in one file, else an index
 * of the parts (/sitemaps/1.xml, …), each at most `maxUrls` URLs. Null for a part that does not
 * exist.
 */
export async function sitemapXml(
  db: Db,
  publicUrl: string,
  part: number | null = null,
  maxUrls: number = SITEMAP_MAX_URLS,
): Promise<string | null> {
  // Each path is one URL per language; a part holds whole paths.
  const perPart = Math.max(1, Math.floor(maxUrls / LOCALES.length));
  const paths = FIXED_PAGES.length + (await countProductsForSitemap(db));
  const parts = Math.ceil(paths / perPart);
  if (part === null && parts > 1) {
    const entries = Array.from(
      { length: parts },
      (_, i) => `  <sitemap><loc>${publicUrl}/sitemaps/${i + 1}.xml</loc></sitemap>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
  }
  if (part !== null && (parts <= 1 || part < 1 || part > parts)) return null;
  const first = ((part ?? 1) - 1) * perPart;
  const fixed = FIXED_PAGES.slice(first, first + perPart);
  const products = await listProductIdsForSitemap(
    db,
    Math.max(0, first - FIXED_PAGES.length),
    perPart - fixed.length,
  );
  // Every page in every language, each naming its other languages (docs/product.md#languages).
  const entry = (path: string, lastmod?: string) =>
    LOCALES.map((locale) => {
      const links = LOCALES.map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${l}" href="${publicUrl}${localizePath(path, l)}"/>`,
      ).join("");
      return `  <url><loc>${publicUrl}${localizePath(path, locale)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${links}</url>`;
    });
  const urls = [
    ...fixed.flatMap((p) => entry(p)),
    ...products.flatMap((p) => entry(`/product/${p.id}`, p.inserted_at.slice(0, 10))),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export const robotsTxt = (publicUrl: string) =>
  [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /checkout",
    "Disallow: /cart",
    // Every query is a page of its own (noindex too): not worth a crawler's time.
    "Disallow: /search",
    "Disallow: /ar/search",
    "Disallow: /api/",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
