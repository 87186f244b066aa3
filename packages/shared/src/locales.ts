/*
 * The store's languages (docs/product.md#languages): English at `/`, Arabic at `/ar`,
 * right to left. The URL decides the language; every module that needs to know it (the router,
 * the server render, the sitemap, prices and dates, an order's e-mails) asks here, so a third
 * language is a row in LOCALES and a messages file.
 */

export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** How each language is written and where its pages live. */
export const LOCALE_INFO: Record<Locale, { dir: "ltr" | "rtl"; prefix: string; name: string }> = {
  en: { dir: "ltr", prefix: "", name: "English" },
  ar: { dir: "rtl", prefix: "/ar", name: "العربية" },
};

/** The language of a path: `/ar` and `/ar/...` are Arabic, everything else English. */
export function localeOfPath(pathname: string): Locale {
  for (const locale of LOCALES) {
    const { prefix } = LOCALE_INFO[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The path without its language prefix: `/ar/products` → `/products`, `/ar` → `/`. */
export function stripLocale(pathname: string): string {
  const { prefix } = LOCALE_INFO[localeOfPath(pathname)];
  if (!prefix) return pathname;
  return pathname.slice(prefix.length) || "/";
}

/** The same page in another language: `localizePath("/products", "ar")` → `/ar/products`. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  const { prefix } = LOCALE_INFO[locale];
  if (!prefix) return bare;
  return bare === "/" ? prefix : `${prefix}${bare}`;
}

/**
 * Pages in English only: the admin (docs/product.md#languages). They offer no other language,
 * and their `/ar` addresses lead to the English page.
 */
export const isEnglishOnlyPath = (pathname: string): boolean =>
  /^\/admin(?:\/|$)/.test(stripLocale(pathname));
