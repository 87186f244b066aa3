import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import "./index.css";
import { AppProviders } from "@/app/providers";
import { AppRouter, preloadPage } from "@/app/router";
import { seedCatalogFromPage } from "@/features/products/api/seed-from-page";
import { queryClient } from "@/lib/query-client";
import { startSession } from "@/features/auth/session";
import { loadMessages, seedMessagesFromPage } from "@/i18n";
import { localeOfPath } from "@atelier/shared/locales";

startSession();
// The server inlined the catalog answers this page needs and preloaded its chunk
// (docs/decisions/0004-first-paint.md): the first render then draws the real page, not a fallback
// and a skeleton. (A promise, not top-level await: that would make the bundler split the shell into
// many chunks.)
seedCatalogFromPage(queryClient);
// Likewise the page's words (its language's shell and the page's parts of the messages).
seedMessagesFromPage();
const container = document.getElementById("root")!;
// The page's chunk and its language's messages (only this language's: docs/product.md#languages),
// together.
const ready = () =>
  Promise.all([
    preloadPage(location.pathname),
    loadMessages(localeOfPath(location.pathname)).catch(() => undefined),
  ]);
const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);
if (container.hasAttribute("data-ssr")) {
  // The server drew this page (src/entry-server.tsx) and the browser has painted it: React takes
  // over the same DOM as soon as the page's chunk is here, drawing nothing again.
  void ready().then(() => hydrateRoot(container, app));
} else {
  // Other pages: the browser has painted index.html's static header (the script is asked for
  // after the first paint), and React starts once the page's chunk is here.
  void ready().then(() => createRoot(container).render(app));
}
