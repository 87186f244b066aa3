import { SIDEBAR_COOKIE } from "@atelier/shared/first-paint";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/*
 * The storefront's first screen drawn on the server with the web app's own components
 * (apps/web/src/entry-server.tsx, built beside the web app into dist-ssr). The browser paints it
 * from the HTML and React hydrates it, instead of painting only once the app has downloaded.
 */
export type ServerRenderer = {
  renderPage: (options: {
    url: string;
    answers: Record<string, unknown>;
    cookies: string;
  }) => Promise<string>;
  /** The part of a URL the drawn page depends on (path, the collection's filter and sort). */
  pageKey: (url: string) => string;
};

/**
 * The web app's server renderer, or null when it is not built (the page then starts in the
 * browser).
 */
export async function loadServerRenderer(
  webDist: string | undefined,
): Promise<ServerRenderer | null> {
  if (!webDist) return null;
  const file = path.join(webDist, "..", "dist-ssr", "entry-server.js");
  if (!fs.existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as Partial<ServerRenderer>;
  return mod.renderPage && mod.pageKey
    ? { renderPage: mod.renderPage, pageKey: mod.pageKey }
    : null;
}

/** Only the sidebar's cookie changes what the server draws (expanded or collapsed). */
const SIDEBAR_STATE = new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE}=(true|false)`);

// A render takes a few milliseconds; the same page for the same catalog answer is drawn once.
// Only what the page reads makes a page different: path, filter, sort and the sidebar's state.
// Keyed by the cached answer's bytes, so a catalog change (a new Buffer) drops its pages, and
// aged out after ten minutes, since "New" badges follow the clock.
const MAX_PAGES = 200;
const MAX_AGE_MS = 10 * 60_000;

export type RootRenderer = (
  catalog: object,
  requestUrl: string,
  answers: Record<string, unknown>,
  cookieHeader: string | undefined,
) => Promise<string>;

/** Draws #root for a storefront page, keeping the drawn pages (one cache per app). */
export function createRootRenderer(renderer: ServerRenderer): RootRenderer {
  const drawn = new WeakMap<object, Map<string, { html: string; at: number }>>();
  return async (catalog, requestUrl, answers, cookieHeader) => {
    const sidebar = SIDEBAR_STATE.exec(cookieHeader ?? "")?.[1];
    const cookies = sidebar ? `${SIDEBAR_COOKIE}=${sidebar}` : "";
    const url = renderer.pageKey(requestUrl);
    const key = `${cookies}|${url}`;
    let pages = drawn.get(catalog);
    if (!pages) drawn.set(catalog, (pages = new Map()));
    const hit = pages.get(key);
    if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.html;
    // React 19 puts preload links for the eager photographs first; the head already has them,
    // and inside #root they would not match what the browser hydrates.
    const html = (await renderer.renderPage({ url, answers, cookies })).replace(
      /^(?:<link [^>]*>)+/,
      "",
    );
    if (pages.size >= MAX_PAGES) pages.clear();
    pages.set(key, { html, at: Date.now() });
    return html;
  };
}
