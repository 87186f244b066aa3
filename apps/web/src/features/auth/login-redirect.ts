import { stripLocale } from "@atelier/shared/locales";
import { useRawLocation } from "@/lib/router";

/*
 * Where a lost or missing session sends the shopper: `/login?message=login-required&next=…`
 * (docs/product.md#accounts). Every page loads this, so it stays small: `next` here is always the
 * store's own current path, and the login page checks whatever `next` it is given (safeNext in
 * next-path.ts, loaded with the login page).
 */

/** Sending her back to log in (or sign up) after logging in would go round in a circle. */
export const AUTH_PAGES = /^\/(?:login|signup)(?:[/?#]|$)/;

/** The key of the notice the login page words in its own language. */
export const LOGIN_MESSAGE = "login-required";

/** The login page, with `next` unless it is home (where logging in lands) or a sign-in page. */
export function loginRedirect(next?: string | null): string {
  const bare = stripLocale(next?.split(/[?#]/)[0] || "/");
  const back =
    next && next.startsWith("/") && !next.startsWith("//") && bare !== "/" && !AUTH_PAGES.test(bare)
      ? `&next=${encodeURIComponent(next)}`
      : "";
  return `/login?message=${LOGIN_MESSAGE}${back}`;
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
