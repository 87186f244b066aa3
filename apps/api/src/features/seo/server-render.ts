import { pageKey, SERVER_DRAWN_PAGES, SIDEBAR_COOKIE } from "@atelier/shared/first-paint";
import { stripLocale } from "@atelier/shared/locales";
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
  /** The JSON of a page's words (its language's shell and the page's own parts). */
  messagesFor?: (pathname: string) => Promise<string>;
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
  return mod.renderPage ? { renderPage: mod.renderPage, messagesFor: mod.messagesFor } : null;
}

/** Only the sidebar's cookie changes what the server draws (expanded or collapsed). */
const SIDEBAR_STATE = new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE}=(true|false)`);

// A render takes a few milliseconds; the same page for the same answers is drawn once. Only what
// the page reads makes a page different: path, filter, sort, page (pageKey, the first-paint
// contract), the sidebar's state, and the ETags of the answers it is drawn from, so a catalogue
// change redraws only the pages whose answers it changed (an order for one piece leaves the other
// pages' answers, and their drawn HTML, as they were). Aged out after ten minutes, since "New"
// badges follow the clock. All pages together hold at most `maxBytes`, least recently used out
// first, counted as the UTF-16 strings they are in memory.
const MAX_AGE_MS = 10 * 60_000;
/** The default bound (RENDER_CACHE_MB in the configuration). */
export const RENDER_CACHE_BYTES = 32 * 1024 * 1024;

export type RootRenderer = ((
  /** The answers' ETags (first-paint.ts). */
  catalog: string,
  requestUrl: string,
  answers: Record<string, unknown>,
  cookieHeader: string | undefined,
  /** The collection's categories: a category the catalogue lacks is not drawn here. */
  categories?: readonly string[],
) => Promise<string | undefined>) & {
  /** What the cache holds now (tests and logs). */
  stats: () => { pages: number; bytes: number };
};

/**
 * Draws #root for a storefront page, keeping the drawn pages (one cache per app). Answers
 * undefined for a page it does not draw (a category the catalog does not have).
 */
export function createRootRenderer(
  renderer: ServerRenderer,
  { maxBytes = RENDER_CACHE_BYTES }: { maxBytes?: number } = {},
): RootRenderer {
  // A Map iterates in insertion order: re-inserting on every hit makes the first key the least
  // recently used.
  const pages = new Map<string, { html: string; at: number; bytes: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = pages.get(key);
    if (!entry) return;
    pages.delete(key);
    bytes -= entry.bytes;
  };

  const render = async (
    catalog: string,
    requestUrl: string,
    answers: Record<string, unknown>,
    cookieHeader: string | undefined,
    categories?: readonly string[],
  ) => {
    const sidebar = SIDEBAR_STATE.exec(cookieHeader ?? "")?.[1];
    const cookies = sidebar ? `${SIDEBAR_COOKIE}=${sidebar}` : "";
    const isCollection =
      stripLocale(new URL(requestUrl, "http://store").pathname) ===
      SERVER_DRAWN_PAGES.products.path;
    const url = pageKey(requestUrl, isCollection ? (categories ?? []) : undefined);
    if (url === null) return undefined;
    const key = `${catalog}|${cookies}|${url}`;
    const hit = pages.get(key);
    if (hit && Date.now() - hit.at < MAX_AGE_MS) {
      pages.delete(key);
      pages.set(key, hit);
      return hit.html;
    }
    // React 19 puts preload links for the eager photographs first; the head already has them,
    // and inside #root they would not match what the browser hydrates.
    const html = (await renderer.renderPage({ url, answers, cookies })).replace(
      /^(?:<link [^>]*>)+/,
      "",
    );
    drop(key);
    const size = (html.length + key.length) * 2;
    if (size > maxBytes) return html;
    while (bytes + size > maxBytes) {
      const oldest = pages.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
    pages.set(key, { html, at: Date.now(), bytes: size });
    bytes += size;
    return html;
  };
  return Object.assign(render, { stats: () => ({ pages: pages.size, bytes }) });
}
