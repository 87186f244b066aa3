import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";
import { AppProviders } from "@/app/providers";
import { AppRouter, preloadPage } from "@/app/router";
import { seedCatalogFromPage } from "@/features/catalog/api/seed-from-page";
import { afterFirstPaint } from "@/lib/first-paint";
import { queryClient } from "@/lib/query-client";
import { migrateLegacySession } from "@/lib/session";

migrateLegacySession();
// The server inlined the catalogue answers this page needs and preloaded its chunk (issue 4):
// the first render then draws the real page, not a fallback and a skeleton.
// (A promise, not top-level await: that would make the bundler split the shell into many chunks.)
seedCatalogFromPage(queryClient);
// The browser paints index.html's static header first (it needs no script), then React starts.
const headerPainted = new Promise<void>((resolve) =>
  requestAnimationFrame(() => setTimeout(resolve, 0)),
);
void Promise.all([preloadPage(location.pathname), headerPainted]).then(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
  afterFirstPaint();
});
