import { stripLocale } from "@atelier/shared/locales";
import { AUTH_PAGES } from "./login-redirect";

/** Longer than any page of the store; a longer `next` is someone's experiment, not a page. */
const NEXT_MAX = 1000;

/**
 * `?next=` as a path of this store, or null (docs/product.md#accounts). Only a path that starts
 * with one `/` passes: `//evil.com` and `https://…` lead off the site, a backslash reads as a `/`
 * in browsers (`/\evil.com`), and control characters are dropped by URL parsers, so `/\t/evil.com`
 * would become `//evil.com`. The last check asks the URL parser itself.
 */
export function safeNext(raw: string | null | undefined): string | null {
  if (!raw || raw.length > NEXT_MAX) return null;
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f-\u009f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, "http://store.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://store.invalid") return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return AUTH_PAGES.test(stripLocale(url.pathname)) ? null : path;
}

/** A safe `next`, except the home page, where logging in lands anyway (an admin: `/admin`). */
function homeless(next: string | null | undefined): string | null {
  const back = safeNext(next);
  return back && stripLocale(back) !== "/" ? back : null;
}

/** `/login` or `/signup`, passing `next` on when the shopper moves between the two. */
export function withNext(path: string, next: string | null | undefined): string {
  const back = homeless(next);
  return back ? `${path}?next=${encodeURIComponent(back)}` : path;
}
