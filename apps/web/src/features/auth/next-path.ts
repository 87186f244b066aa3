import { stripLocale } from "@atelier/shared/locales";
import { useRawLocation } from "@/lib/router";

/** Longer than any page of the store; a longer `next` is someone's experiment, not a page. */
const NEXT_MAX = 1000;
/** Sending her back to log in (or sign up) after logging in would go round in a circle. */
const AUTH_PAGES = /^\/(?:login|signup)(?:[/?#]|$)/;

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

/** The key of the notice a lost or missing session shows on the login page, worded there in the
 * page's language (docs/product.md#accounts). */
export const LOGIN_MESSAGE = "login-required";

/** `/login?message=…&next=…`: where a lost or missing session sends the shopper. */
export function loginRedirect(next?: string | null): string {
  const message = `message=${encodeURIComponent(LOGIN_MESSAGE)}`;
  const back = homeless(next);
  return `/login?${message}${back ? `&next=${encodeURIComponent(back)}` : ""}`;
}

/** The page the shopper is on, with its /ar prefix, as `next` for the login page. */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** For a page that needs a session: log in, then come back here (its /ar kept). */
export function useLoginRedirect(): string {
  const { pathname, search, hash } = useRawLocation();
  return loginRedirect(`${pathname}${search}${hash}`);
}
