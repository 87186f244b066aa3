import { BRAND } from "@atelier/shared/brand";
import { isOutOfStock, localizedProduct } from "@atelier/shared/products";
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  LOCALES,
  localeOfPath,
  localizePath,
  stripLocale,
  type Locale,
} from "@atelier/shared/locales";
import type { Db } from "../../db/dialects";
import { findProduct } from "../products/products.service";
import { listProductIdsForSitemap } from "./seo.repository";
import type { FirstPaint } from "./first-paint";
import { addAfterPaint } from "../../plugins/static";

export type PageMeta = {
  title: string;
  description: string;
  status: number;
  /** Private or transactional pages stay out of search results. */
  noindex?: boolean;
  image?: string;
  type?: "website" | "product";
  jsonLd?: object;
};

const page = (title: string, description: string, extra: Partial<PageMeta> = {}): PageMeta => ({
  title: `${title} · ${BRAND.name}`,
  description,
  status: 200,
  ...extra,
});

const STATIC_PAGES: Record<string, PageMeta> = {
  "/": { title: `${BRAND.name} · ${BRAND.tagline}`, description: BRAND.description, status: 200 },
  "/products": page(
    "Our Collection",
    `Shirts, knitwear, tailoring and dresses from ${BRAND.name}. Cash on delivery in Cairo and Giza.`,
  ),
  "/policies": page(
    "Policies",
    "Payment, delivery, cancellation, returns and refunds: how we look after every order.",
  ),
  "/about": page("About Us", BRAND.description),
  "/contact": page(
    "Contact Us",
    `Call or write to ${BRAND.name}: ${BRAND.contact.phones.join(", ")}, ${BRAND.contact.email}.`,
  ),
  "/cart": page("Your Cart", "Your shopping cart.", { noindex: true }),
  "/checkout": page("Checkout", "Checkout.", { noindex: true }),
  "/order-confirmation": page("Order Confirmation", "Your order.", { noindex: true }),
  "/verify-guest": page("Verify your e-mail", "Confirm your order.", { noindex: true }),
  "/login": page("Log In", `Log in to your ${BRAND.name} account.`, { noindex: true }),
  "/signup": page("Sign Up", `Create your ${BRAND.name} account.`, { noindex: true }),
  "/forgot-password": page("Forgot Password", "Reset your password.", { noindex: true }),
  "/reset-password": page("Reset Password", "Choose a new password.", { noindex: true }),
  "/account": page("My Account", "Your orders and your account.", { noindex: true }),
  "/track": page("Track Your Order", "Find your order by its number and e-mail.", {
    noindex: true,
  }),
  "/admin": page("Admin Dashboard", "Admin.", { noindex: true }),
  "/admin/products": page("Product Management", "Admin.", { noindex: true }),
  "/admin/orders": page("Orders", "Admin.", { noindex: true }),
};
/** An admin's order page (/admin/orders/{id}); what it shows is the API's, behind the session. */
const ADMIN_ORDER = page("Order", "Admin.", { noindex: true });

/*
 * The Arabic pages' titles and descriptions (docs/DESIGN §8), as the web app's messages say them
 * (apps/web/src/i18n/messages/ar.ts `titles`): the server writes them into the HTML, the app keeps
 * them on client navigation. A page missing here keeps its English meta until it is translated.
 */
const AR_BRAND = "ميزون زمالك";
const STATIC_PAGES_BY_LOCALE: Record<Locale, Record<string, PageMeta>> = {
  en: STATIC_PAGES,
  ar: {
    "/": {
      title: `${BRAND.name} · خياطة هادئة لأمسيات النيل الطويلة.`,
      description:
        "ميزون زمالك دار أزياء قاهرية لقمصان القطن المصري وتفصيلات الكتان وتريكو الكشمير، نوصّلها إليكم في القاهرة والجيزة.",
      status: 200,
    },
    "/products": page(
      "مجموعتنا",
      `قمصان وتريكو وتفصيلات وفساتين من ${AR_BRAND}. الدفع عند الاستلام في القاهرة والجيزة.`,
    ),
    "/policies": page(
      "السياسات",
      "الدفع والتوصيل والإلغاء والإرجاع واسترداد المبالغ: كيف نعتني بكل طلب.",
    ),
    "/about": page(
      "من نحن",
      "ميزون زمالك دار أزياء قاهرية لقمصان القطن المصري وتفصيلات الكتان وتريكو الكشمير، نوصّلها إليكم في القاهرة والجيزة.",
    ),
    "/contact": page(
      "تواصل معنا",
      `اتصلوا بـ${AR_BRAND} أو راسلوها: ${BRAND.contact.phones.join("، ")}، ${BRAND.contact.email}.`,
    ),
    // The shopper's own pages, kept out of search results like their English twins.
    "/cart": page("حقيبة التسوق", "حقيبة تسوقكم.", { noindex: true }),
    "/checkout": page("إتمام الطلب", "إتمام الطلب.", { noindex: true }),
    "/order-confirmation": page("تأكيد الطلب", "طلبكم.", { noindex: true }),
    "/verify-guest": page("تأكيد البريد الإلكتروني", "تأكيد طلبكم.", { noindex: true }),
    "/login": page("تسجيل الدخول", `سجّلوا الدخول إلى حسابكم في ${AR_BRAND}.`, { noindex: true }),
    "/signup": page("إنشاء حساب", `أنشئوا حسابكم في ${AR_BRAND}.`, { noindex: true }),
    "/forgot-password": page("نسيت كلمة المرور", "إعادة تعيين كلمة المرور.", { noindex: true }),
    "/reset-password": page("إعادة تعيين كلمة المرور", "اختاروا كلمة مرور جديدة.", {
      noindex: true,
    }),
    "/account": page("حسابي", "طلباتكم وحسابكم.", { noindex: true }),
    "/track": page("تتبّع طلبكم", "اعثروا على طلبكم برقمه وبريدكم الإلكتروني.", {
      noindex: true,
    }),
  },
};
const ORDER_PAGE_BY_LOCALE: Record<Locale, PageMeta> = {
  en: page("Your Order", "Your order.", { noindex: true }),
  ar: page("طلبكم", "طلبكم.", { noindex: true }),
};
const NOT_FOUND_BY_LOCALE: Record<Locale, PageMeta> = {
  en: page("Page not found", "Oops! Page not found.", { status: 404, noindex: true }),
  ar: page("الصفحة غير موجودة", "عذرًا، لم نجد هذه الصفحة.", { status: 404, noindex: true }),
};
const PRODUCT_NOT_FOUND_BY_LOCALE: Record<Locale, PageMeta> = {
  en: page("Product Not Found", "This product is no longer available.", {
    status: 404,
    noindex: true,
  }),
  ar: page("القطعة غير متوفرة", "هذه القطعة لم تعد متاحة.", { status: 404, noindex: true }),
};

/** The admin exists in English only: /ar/admin is not a page. */
const ENGLISH_ONLY = /^\/admin(?:\/|$)/;

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/**
 * What the server knows about a client route before the app runs: title, meta, status, in the
 * language of its path (`/ar/...` is Arabic).
 */
export async function metaForPath(db: Db, publicUrl: string, pathname: string): Promise<PageMeta> {
  const locale = localeOfPath(pathname);
  const NOT_FOUND = NOT_FOUND_BY_LOCALE[locale];
  const clean = stripLocale(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  if (locale !== DEFAULT_LOCALE && ENGLISH_ONLY.test(clean)) return NOT_FOUND;
  const known = STATIC_PAGES_BY_LOCALE[locale][clean] ?? STATIC_PAGES[clean];
  if (known) return known;
  if (/^\/admin\/orders\/\d{1,9}$/.test(clean)) return ADMIN_ORDER;

  // An order page answers alike whether or not the order exists: only the app, with the session
  // or the link's token, may tell (docs/product.md#orders).
  if (/^\/orders\/\d{1,10}$/.test(clean)) return ORDER_PAGE_BY_LOCALE[locale];
  const match = /^\/product\/(\d{1,9})$/.exec(clean);
  if (!match) return NOT_FOUND;
  const found = await findProduct(db, Number(match[1]));
  if (!found) return PRODUCT_NOT_FOUND_BY_LOCALE[locale];
  // The page's language, field by field, English where the Arabic is empty (docs/product.md).
  const product = localizedProduct(found, locale);

  const images = product.images.map((u) => `${publicUrl}${u}`);
  const inStock = !isOutOfStock(product);
  const by =
    locale === "ar" ? `${product.title} من ${AR_BRAND}.` : `${product.title} by ${BRAND.name}.`;
  const description = clip(product.description || by, 160);
  return {
    title: `${product.title} · ${BRAND.name}`,
    description,
    status: 200,
    type: "product",
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
      offers: {
        "@type": "Offer",
        url: `${publicUrl}${localizePath(`/product/${product.id}`, locale)}`,
        priceCurrency: "EGP",
        price: product.salePrice.toFixed(2),
        availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        itemCondition: "https://schema.org/NewCondition",
      },
    },
  };
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
  const url = `${publicUrl}${bare}`;
  const locale = localeOfPath(bare);
  // The same page in every language, and x-default for a reader whose language has none
  // (docs/DESIGN §8); the admin has one language.
  const alternates = ENGLISH_ONLY.test(stripLocale(bare))
    ? []
    : [
        ...LOCALES.map((l) => [l, localizePath(bare, l)] as const),
        ["x-default", localizePath(bare, DEFAULT_LOCALE)] as const,
      ].map(
        ([lang, href]) =>
          `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(`${publicUrl}${href}`)}" />`,
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
    `<meta property="og:locale" content="${locale === "ar" ? "ar_EG" : "en_US"}" />`,
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

export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const products = await listProductIdsForSitemap(db);
  // Every page in every language, each naming its other languages (docs/DESIGN §8).
  const entry = (path: string, lastmod?: string) =>
    LOCALES.map((locale) => {
      const links = LOCALES.map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${l}" href="${publicUrl}${localizePath(path, l)}"/>`,
      ).join("");
      return `  <url><loc>${publicUrl}${localizePath(path, locale)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${links}</url>`;
    });
  const urls = [
    ...["/", "/products", "/about", "/policies", "/contact"].flatMap((p) => entry(p)),
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
    "Disallow: /api/",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
