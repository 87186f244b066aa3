import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fillTemplate } from "./seo.service";
import {
  createRootRenderer,
  loadServerRenderer,
  RENDER_CACHE_BYTES,
  type ServerRenderer,
} from "./server-render";

const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body>\n    <div id="root"><header>static</header></div>\n  </body></html>`;

/**
 * A renderer that counts its calls and echoes what it was asked to draw; its pages ignore `utm_*`.
 */
function countingRenderer(): ServerRenderer & { calls: number } {
  const renderer = {
    calls: 0,
    renderPage: async (o: { url: string; cookies: string }) => {
      renderer.calls++;
      return `<link rel="preload" as="image" href="/a.webp"/><main>${o.url} ${o.cookies}</main>`;
    },
    pageKey: (url: string) => url.replace(/[?&]utm_[^&]*/g, ""),
  };
  return renderer;
}

describe("the server render of storefront pages", () => {
  it("draws a page once per set of answers (their ETags), URL and sidebar state", async () => {
    const render = countingRenderer();
    const renderRoot = createRootRenderer(render);
    const catalog = '"etag-a""etag-b"';
    const first = await renderRoot(catalog, "/products", {}, "session=abc; sidebar_state=false");
    // React's own preload links are dropped (the head has them); other cookies never reach the
    // render.
    expect(first).toBe("<main>/products sidebar_state=false</main>");
    await renderRoot(catalog, "/products", {}, "sidebar_state=false; other=1");
    expect(render.calls).toBe(1);
    // What the page does not read is not a different page: drawn by its key, from the cache.
    expect(await renderRoot(catalog, "/products?utm_source=ad", {}, "sidebar_state=false")).toBe(
      first,
    );
    expect(render.calls).toBe(1);
    await renderRoot(catalog, "/products", {}, undefined);
    await renderRoot(catalog, "/products?sort=price-asc", {}, undefined);
    expect(render.calls).toBe(3);
    // A changed answer is a new ETag: drawn again.
    await renderRoot('"etag-a""etag-c"', "/products", {}, "sidebar_state=false");
    expect(render.calls).toBe(4);
  });

  it("holds at most its byte bound across all pages and catalogs, least recently used out first", async () => {
    const renderer = {
      calls: 0,
      renderPage: async (o: { url: string }) => {
        renderer.calls++;
        return `<main>${o.url}${"x".repeat(1000)}</main>`;
      },
    };
    const renderRoot = createRootRenderer(renderer, { maxBytes: 10_000 });
    const catalogs = Array.from({ length: 50 }, (_, i) => `"etag-${i}"`);
    for (const [i, catalog] of catalogs.entries())
      for (let n = 0; n < 20; n++) {
        await renderRoot(catalog, `/product/${n}?utm=${i}`, {}, undefined);
        // The first product of the first catalog is read all along: it stays.
        await renderRoot(catalogs[0]!, "/product/0", {}, undefined);
        expect(renderRoot.stats().bytes).toBeLessThanOrEqual(10_000);
      }
    expect(renderRoot.stats().pages).toBeLessThanOrEqual(10);
    const calls = renderer.calls;
    await renderRoot(catalogs[0]!, "/product/0", {}, undefined);
    expect(renderer.calls).toBe(calls);
    // 32 MB unless configured.
    expect(RENDER_CACHE_BYTES).toBe(32 * 1024 * 1024);
  });

  it("keys the collection on known values only: a flood of made-up parameters adds no page", async () => {
    const render = countingRenderer();
    const renderRoot = createRootRenderer(render);
    const catalog = '"etag"';
    const known = ["shirts", "scarves"];
    for (let n = 0; n < 5000; n++) {
      expect(
        await renderRoot(catalog, `/products?category=x${n}&utm=${n}`, {}, undefined, known),
      ).toBe(undefined);
      await renderRoot(
        catalog,
        `/products?category=shirts&sort=s${n}&page=x${n}&utm=${n}`,
        {},
        undefined,
        known,
      );
      await renderRoot(catalog, `/product/7?category=x${n}&sort=price-desc`, {}, undefined);
    }
    expect(renderRoot.stats().pages).toBe(2);
    expect(renderRoot.stats().bytes).toBeLessThan(RENDER_CACHE_BYTES);
    expect(render.calls).toBe(2);
    expect(
      await renderRoot(
        catalog,
        "/products?category=all&sort=name-asc&page=1",
        {},
        undefined,
        known,
      ),
    ).toBe("<main>/products </main>");
    // Each real page of the collection is a page of its own.
    await renderRoot(catalog, "/products?page=2", {}, undefined, known);
    expect(render.calls).toBe(4);
  });

  it("puts the drawn page in place of the static top bar and marks it for hydration", () => {
    const html = fillTemplate(
      TEMPLATE,
      { title: "T", description: "D", status: 200 },
      "http://store",
      "/products",
      {
        head: [],
        body: ['<script type="application/json" id="page-data">{}</script>'],
        root: "<main>$& page</main>",
      },
    );
    expect(html).toContain('<div id="root" data-ssr><main>$& page</main></div>');
    expect(html).not.toContain("static");
    expect(html.indexOf('id="page-data"')).toBeGreaterThan(html.indexOf("data-ssr"));
  });

  it("keeps the static top bar when nothing was drawn", () => {
    const html = fillTemplate(
      TEMPLATE,
      { title: "T", description: "D", status: 200 },
      "http://store",
      "/cart",
    );
    expect(html).toContain('<div id="root"><header>static</header></div>');
  });

  it("has no renderer without a built web app beside the API", async () => {
    expect(await loadServerRenderer(undefined)).toBeNull();
    const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ssr-")), "dist");
    fs.mkdirSync(dist);
    expect(await loadServerRenderer(dist)).toBeNull();
  });
});
