import path from "node:path";
import { pathToFileURL } from "node:url";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_DRAWN_PAGES } from "@atelier/shared/first-paint";

// The built server renderer (src/entry-server.tsx → dist-ssr), run in plain Node as the API runs
// it: no window, no document. What it draws is what the browser's first render must match.
type RenderPage = (o: {
  url: string;
  answers: Record<string, unknown>;
  cookies: string;
}) => Promise<string>;
const file = path.resolve(import.meta.dirname, "../dist-ssr/entry-server.js");
const { renderPage, pageKey } = (await import(pathToFileURL(file).href)) as {
  renderPage: RenderPage;
  pageKey: (url: string) => string;
};

// The API's answer shape (packages/shared catalog.ts productSchema).
const product = (id: number, title: string, price: number) => ({
  id,
  title,
  salePrice: price,
  originalPrice: price,
  images: [`/uploads/p${id}-1600.webp`],
  description: "A shirt.",
  category: "Shirts",
  material: "Cotton",
  insertedAt: "2020-01-01T00:00:00.000Z",
  quantityS: 1,
  quantityM: 1,
  quantityL: 1,
  quantityXL: 1,
});
const list = Array.from({ length: 12 }, (_, i) =>
  product(i + 1, `Shirt ${String.fromCharCode(65 + i)}`, 1000 + i),
);

describe("the first-paint contract (@atelier/shared/first-paint)", () => {
  it("names route modules that the build has, so the API can hint their chunks", () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, "../dist/.vite/manifest.json"), "utf8"),
    ) as Record<string, unknown>;
    for (const page of Object.values(SERVER_DRAWN_PAGES))
      expect(manifest[page.module], page.module).toBeDefined();
  });
});

describe("the server render of the catalog pages", () => {
  it("draws the collection's first screen from the inlined answer, in the order the URL asks", async () => {
    const html = await renderPage({
      url: "/products?sort=price-desc",
      answers: { "/api/products": list },
      cookies: "",
    });
    expect(html).toContain("Our Collection");
    const titles = [...html.matchAll(/>(Shirt [A-L])</g)].map((m) => m[1]);
    // Every card, dearest first: a slow phone and a search engine see the whole collection.
    expect(titles).toEqual([...list].reverse().map((p) => p.title));
    for (const p of list) expect(html).toContain(`href="/product/${p.id}"`);
    // The first row's photographs are in the HTML; the rest wait until the shopper scrolls near.
    expect([...html.matchAll(/<img /g)].length).toBe(2);
    expect(html).not.toContain("<footer");
  });

  it("draws the home page's New Arrivals and All Products with every card's link and price", async () => {
    const fresh = { ...list[0]!, id: 99, title: "Shirt New", insertedAt: new Date().toISOString() };
    const html = await renderPage({
      url: "/",
      answers: { "/api/products": [fresh, ...list] },
      cookies: "",
    });
    expect(html).toContain("New Arrivals");
    expect(html).toContain("All Products");
    for (const p of [fresh, ...list]) expect(html).toContain(`href="/product/${p.id}"`);
    expect(html).toContain("1,011.00");
    // No card's photograph is in the HTML: they load as the shopper scrolls near them.
    for (const p of [fresh, ...list]) expect(html).not.toContain(`p${p.id}-400.webp`);
  });

  it("draws the brand's own pages, which read no data", async () => {
    for (const [url, heading] of [
      ["/policies", "Policies"],
      ["/about", "About"],
      ["/contact", "Contact"],
    ] as const) {
      const html = await renderPage({ url, answers: {}, cookies: "" });
      expect(html, url).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`));
    }
  });

  it("draws a product page with its own answer", async () => {
    const one = list[3]!;
    const html = await renderPage({
      url: `/product/${one.id}`,
      answers: { [`/api/products/${one.id}`]: one },
      cookies: "",
    });
    expect(html).toContain(`<h1`);
    expect(html).toContain("Shirt D");
    expect(html).toContain("/uploads/p4-400.webp 400w");
  });

  it("follows the sidebar cookie, as the browser will on its first render", async () => {
    const open = await renderPage({
      url: "/products",
      answers: { "/api/products": list },
      cookies: "",
    });
    const shut = await renderPage({
      url: "/products",
      answers: { "/api/products": list },
      cookies: "sidebar_state=false",
    });
    expect(open).toContain('data-state="expanded"');
    expect(shut).toContain('data-state="collapsed"');
  });

  it("keys a page by what it reads: the path, and the collection's filter and sort, in one order", () => {
    expect(pageKey("/products?fbclid=abc&sort=price-desc&utm_source=ig&category=shirts")).toBe(
      "/products?category=shirts&sort=price-desc",
    );
    expect(pageKey("/product/4?fbclid=abc")).toBe("/product/4");
    expect(pageKey("/")).toBe("/");
  });
});
