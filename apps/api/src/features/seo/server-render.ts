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

// A render takes a few milliseconds; the same page for the same catalog answer is drawn once.
// Only what the page reads makes a page different: path, filter, sort (pageKey, the first-paint
// contract) and the sidebar's state. Keyed by the cached answer's bytes, so a catalog change (a new
// Buffer) is drawn afresh, and aged out after ten minutes, since "New" badges follow the clock.
// All pages together hold at most `maxBytes`, least recently used out first.
const MAX_AGE_MS = 10 * 60_000;
/** The default bound (RENDER_CACHE_MB in the configuration). */
export const RENDER_CACHE_BYTES = 32 * 1024 * 1024;

export type RootRenderer = ((
  catalog: object,
  requestUrl: string,
  answers: Record<string, unknown>,
  cookieHeader: string | undefined,
) => Promise<string | undefined>) & {
  /** What the cache holds now (tests and logs). */
  stats: () => { pages: number; bytes: number };
};

/** The catalog's categories as /products offers them (lowercased), read once per answer. */
function categoriesOf(catalog: object): string[] {
  try {
    const list: unknown = JSON.parse(Buffer.isBuffer(catalog) ? catalog.toString("utf8") : "[]");
    return Array.isArray(list)
      ? [
          ...new Set(
            list.map((p: { category?: unknown }) => String(p.category ?? "").toLowerCase()),
          ),
        ]
      : [];
  } catch {
    return [];
  }
}

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
  const catalogIds = new WeakMap<object, number>();
  const categories = new WeakMap<object, string[]>();
  let nextId = 0;
  const drop = (key: string) => {
    const entry = pages.get(key);
    if (!entry) return;
    pages.delete(key);
    bytes -= entry.bytes;
  };

  const render = async (
    catalog: object,
    requestUrl: string,
    answers: Record<string, unknown>,
    cookieHeader: string | undefined,
  ) => {
    const sidebar = SIDEBAR_STATE.exec(cookieHeader ?? "")?.[1];
    const cookies = sidebar ? `${SIDEBAR_COOKIE}=${sidebar}` : "";
    const isCollection =
      stripLocale(new URL(requestUrl, "http://store").pathname) ===
      SERVER_DRAWN_PAGES.products.path;
    let known: string[] | undefined;
    if (isCollection) {
      known = categories.get(catalog);
      if (!known) categories.set(catalog, (known = categoriesOf(catalog)));
    }
    const url = pageKey(requestUrl, known);
    if (url === null) return undefined;
    let id = catalogIds.get(catalog);
    if (id === undefined) catalogIds.set(catalog, (id = nextId++));
    const key = `${id}|${cookies}|${url}`;
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
    const size = Buffer.byteLength(html) + Buffer.byteLength(key);
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
