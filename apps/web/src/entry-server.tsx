import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { AppProviders } from "@/app/providers";
import { AppRouter, pagePartsAt, preloadPage } from "@/app/router";
import { setServerCookies } from "@/components/ui/sidebar";
import { seedCatalogFromPage } from "@/features/products/api/seed-from-page";
import { pageKey as drawnPageKey } from "@atelier/shared/first-paint";
import { createQueryClient } from "@/lib/query-client";
import { inlineMessages, loadMessages } from "@/i18n";
import { localeOfPath } from "@atelier/shared/locales";

/*
 * The storefront's first screen drawn on the server (apps/api features/seo/server-render.ts), so a
 * slow phone paints the page from the HTML and main.tsx hydrates it instead of drawing it again.
 * It renders what the browser's first render draws: a guest's view with the inlined catalog
 * answers, and nothing below the fold (lib/first-paint.ts), so the two agree.
 */
export async function renderPage(options: {
  url: string;
  answers: Record<string, unknown>;
  cookies: string;
}): Promise<string> {
  const { pathname } = new URL(options.url, "http://store");
  await Promise.all([preloadPage(pathname), loadMessages(localeOfPath(pathname))]);
  const client = createQueryClient();
  seedCatalogFromPage(client, options.answers);
  // renderToString is synchronous: the cookie cannot leak into another request's render.
  setServerCookies(options.cookies);
  try {
    return renderToString(
      <StrictMode>
        <AppProviders client={client}>
          <AppRouter url={options.url} />
        </AppProviders>
      </StrictMode>,
    );
  } finally {
    setServerCookies("");
    client.clear();
  }
}

/**
 * The words of the page at `pathname` (its language's shell and the page's parts), as the JSON the
 * server inlines in every storefront page (apps/api features/seo/seo.routes.ts), so the browser's
 * first render loads no messages chunk.
 */
export async function messagesFor(pathname: string): Promise<string> {
  const locale = localeOfPath(pathname);
  const parts = pagePartsAt(pathname);
  const key = `${locale}:${parts.join()}`;
  let json = inlined.get(key);
  if (json === undefined) {
    await loadMessages(locale, parts);
    inlined.set(key, (json = inlineMessages(locale, parts)));
  }
  return json;
}
// One JSON per language and set of parts: a handful in all, made once per process.
const inlined = new Map<string, string>();

/**
 * The part of a URL the drawn page depends on: its path and the collection's filter and sort
 * (packages/shared/src/first-paint.ts, where the API's server render keys its cache too).
 */
export function pageKey(url: string): string {
  return drawnPageKey(url) ?? url;
}
