import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, type TestApp } from "../../../test/helpers";
import { catalogueKeys } from "../../db/catalogue-keys";

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Maison Zamalek</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;

// A build manifest shaped like Vite's: the entry shares `jsx` with the product page, which
// also needs `price` (and, through it, `icon`).
const MANIFEST = {
  "index.html": { file: "assets/index-abc.js", isEntry: true, imports: ["_jsx.js"] },
  "_jsx.js": { file: "assets/jsx-1.js" },
  "src/app/routes/product.tsx": { file: "assets/product-2.js", imports: ["_jsx.js", "_price.js"] },
  "_price.js": { file: "assets/price-3.js", imports: ["_icon.js"] },
  "_icon.js": { file: "assets/icon-4.js" },
  "src/app/routes/products.tsx": { file: "assets/products-5.js", imports: ["_price.js"] },
  // A stylesheet built as an entry of its own (the Arabic faces): asked for after the paint.
  "src/fonts-ar-faces.css": { file: "assets/fonts-ar-faces-6.css", isEntry: true },
};

const pageData = (html: string) => {
  const m = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, unknown>) : null;
};

for (const dialect of DIALECTS) {
  describe(`the first paint of storefront pages (${dialect})`, () => {
    let t: TestApp;
    let ids: number[];
    beforeEach(async () => {
      const dist = fs.mkdtempSync(path.join(os.tmpdir(), "first-paint-dist-"));
      fs.writeFileSync(path.join(dist, "index.html"), TEMPLATE);
      fs.mkdirSync(path.join(dist, ".vite"));
      fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
      t = await createTestApp(dialect, {}, (c) => (c.webDist = dist));
      const product = (title: string, description: string, image: string) => ({
        title,
        description,
        category: "Shirts",
        material: "Cotton",
        ...catalogueKeys({
          title,
          title_ar: "",
          description,
          description_ar: "",
          category: "Shirts",
          category_ar: "",
          material: "Cotton",
          material_ar: "",
        }),
        sale_price: 150000,
        original_price: 150000,
        images: JSON.stringify([image]),
        inserted_at: new Date().toISOString(),
        quantity_s: 1,
        quantity_m: 1,
        quantity_l: 1,
        quantity_xl: 1,
      });
      const rows = await t.app.db
        .insertInto("products")
        .values([
          product("Zephyr Shirt", "</script><script>alert(1)</script>", "/uploads/zzz-1600.webp"),
          product("Alder Shirt", "Plain.", "/uploads/aaa-1600.webp"),
          product("Birch Shirt", "Plain.", "/uploads/bbb-1600.webp"),
        ])
        .returning("id")
        .execute();
      ids = rows.map((r) => r.id);
    });
    afterEach(async () => t.close());

    it("puts the exact catalog answers into /products, and preloads the first row's photographs", async () => {
      const html = (await t.inject({ method: "GET", url: "/products" })).body;
      const path = "/api/products?limit=24&sort=name-asc";
      const api = await t.inject({ method: "GET", url: path });
      const categories = (
        await t.inject({ method: "GET", url: "/api/products/categories" })
      ).json();
      expect(pageData(html)).toEqual({
        "/api/products/categories": categories,
        [path]: { items: api.json(), total: Number(api.headers["x-total-count"]) },
      });
      expect(categories).toEqual([{ key: "shirts", category: "Shirts", categoryAr: "", count: 3 }]);
      // Name A–Z, as the collection sorts by default: Alder and Birch, not Zephyr.
      expect(html).toContain(
        'imagesrcset="/uploads/aaa-400.webp 400w, /uploads/aaa-800.webp 800w, /uploads/aaa-1600.webp 1600w"',
      );
      expect(html).toContain("/uploads/bbb-400.webp 400w");
      expect(html).not.toContain("/uploads/zzz-400.webp 400w");
      expect(html).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/products-5.js" />',
      );
    });

    it("gives a product page its own answer, its chunks beyond the entry's, and its photograph", async () => {
      const id = ids[0]!;
      const html = (await t.inject({ method: "GET", url: `/product/${id}` })).body;
      const api = (await t.inject({ method: "GET", url: `/api/products/${id}` })).json();
      expect(pageData(html)).toEqual({ [`/api/products/${id}`]: api });
      // A description cannot close the data block and run a script.
      expect(html).not.toContain("<script>alert(1)</script>");
      const preloads = [
        ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g),
      ].map((m) => m[1]);
      expect(preloads).toEqual(["/assets/product-2.js", "/assets/price-3.js", "/assets/icon-4.js"]);
      // Inert until the page has painted: the loader moves them into the head with the app.
      expect(html).toContain(
        '<template id="after-paint"><link rel="modulepreload" crossorigin href="/assets/product-2.js" />',
      );
      expect(html.match(/<link rel="modulepreload"/g)).toHaveLength(3);
      expect(html).toContain('imagesizes="(min-width: 1024px) 45vw, 100vw"');
    });

    it("asks for the late stylesheets only after the first paint, on every page and language", async () => {
      for (const url of [
        "/",
        "/ar/products",
        `/product/${ids[0]}`,
        "/cart",
        "/ar/login",
        "/nope",
      ]) {
        const html = (await t.inject({ method: "GET", url })).body;
        // Inside the one inert template the loader empties into the head once the page painted.
        const templates = [
          ...html.matchAll(/<template id="after-paint">([\s\S]*?)<\/template>/g),
        ].map((m) => m[1]!);
        expect(templates, url).toHaveLength(1);
        expect(templates[0], url).toContain(
          '<link rel="stylesheet" href="/assets/fonts-ar-faces-6.css" />',
        );
        expect(html.match(/fonts-ar-faces-6\.css/g), url).toHaveLength(1);
      }
      // A page's chunks join the same template.
      const product = (await t.inject({ method: "GET", url: `/ar/product/${ids[0]}` })).body;
      expect(product).toMatch(
        /<template id="after-paint">[^<]*(<link [^>]*>)*<link rel="modulepreload" crossorigin href="\/assets\/product-2.js" \/>/,
      );
    });

    it("adds nothing to pages that do not show the catalog, or to a missing product", async () => {
      for (const url of ["/cart", "/login", "/product/999999", "/no/such/page"]) {
        const html = (await t.inject({ method: "GET", url })).body;
        expect(pageData(html), url).toBeNull();
        expect(html, url).not.toContain("modulepreload");
      }
    });

    it("sends the HTML compressed to a browser that accepts it", async () => {
      const plain = await t.inject({ method: "GET", url: "/" });
      const br = await t.inject({
        method: "GET",
        url: "/",
        headers: { "accept-encoding": "gzip, deflate, br" },
      });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      const html = zlib.brotliDecompressSync(br.rawPayload).toString("utf8");
      expect(html).toBe(plain.body);
      expect(pageData(html)).toHaveProperty(["/api/products?limit=12&sort=newest"]);
      expect(pageData(html)).toHaveProperty(["/api/products?limit=12&sort=name-asc"]);
      const gz = await t.inject({
        method: "GET",
        url: "/",
        headers: { "accept-encoding": "gzip" },
      });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gz.rawPayload).toString("utf8")).toBe(plain.body);
    });

    // Issue 29 (docs/product.md#search): the results page is drawn with its answer and the
    // categories its empty state offers, titled with the query, and never indexed.
    it("puts a search's answer into /search?q=, titles it with the query and keeps it out of search engines", async () => {
      const html = (await t.inject({ method: "GET", url: "/search?q=%20alder%20&utm_source=x" }))
        .body;
      const api = await t.inject({ method: "GET", url: "/api/products/search?q=alder&limit=20" });
      expect(api.json().map((p: { title: string }) => p.title)).toEqual(["Alder Shirt"]);
      const categories = (
        await t.inject({ method: "GET", url: "/api/products/categories" })
      ).json();
      expect(pageData(html)).toEqual({
        "/api/products/categories": categories,
        "/api/products/search?q=alder&limit=20": api.json(),
      });
      expect(html).toContain("<title>Search: alder · Maison Zamalek</title>");
      expect(html).toContain('<meta name="robots" content="noindex" />');
      const arabic = (await t.inject({ method: "GET", url: "/ar/search?q=%3Cb%3E" })).body;
      // The query is the shopper's: escaped in the title, never markup.
      expect(arabic).toContain("<title>البحث: &lt;b&gt; · Maison Zamalek</title>");
      expect(arabic).toContain('<meta name="robots" content="noindex" />');
      // Nothing to search (empty, or longer than the API takes): drawn in the browser, no data.
      for (const url of ["/search", "/search?q=%20", `/search?q=${"a".repeat(101)}`]) {
        const page = await t.inject({ method: "GET", url });
        expect(page.statusCode, url).toBe(200);
        expect(pageData(page.body), url).toBeNull();
        expect(page.body, url).toContain('<meta name="robots" content="noindex" />');
      }
      expect((await t.inject({ method: "GET", url: "/robots.txt" })).body).toContain(
        "Disallow: /search",
      );
    });

    it("counts the drawn /search against the address's searches, as the API's route does", async () => {
      const limited = await createTestApp(dialect, {}, (c) => {
        c.webDist = t.app.config.webDist;
        c.rateLimits.searchPerMinute = 2;
      });
      try {
        const ask = (url: string) =>
          limited.inject({ method: "GET", url, remoteAddress: "10.9.8.7" });
        // Two searches the cache must work out: one drawn page, one API call.
        expect(pageData((await ask("/search?q=birch")).body)).not.toBeNull();
        expect((await ask("/api/products/search?q=alder")).statusCode).toBe(200);
        // A kept answer costs nothing more: the same page again is drawn from the cache.
        expect(pageData((await ask("/search?q=birch")).body)).not.toBeNull();
        // The third new search: the page is left to the browser, whose API call gets the 429.
        const page = await ask("/search?q=zephyr");
        expect(page.statusCode).toBe(200);
        expect(pageData(page.body)).toBeNull();
        const api = await ask("/api/products/search?q=zephyr");
        expect(api.statusCode).toBe(429);
        expect(Number(api.headers["retry-after"])).toBeGreaterThan(0);
      } finally {
        await limited.close();
      }
    });
  });
}

for (const dialect of DIALECTS) {
  describe(`the collection's pages for search engines (${dialect})`, () => {
    let t: TestApp;
    beforeEach(async () => {
      const dist = fs.mkdtempSync(path.join(os.tmpdir(), "collection-dist-"));
      fs.writeFileSync(path.join(dist, "index.html"), TEMPLATE);
      t = await createTestApp(dialect, {}, (c) => (c.webDist = dist));
      const words = (i: number) => ({
        title: `Piece ${String(i).padStart(2, "0")}`,
        title_ar: `قطعة ${i}`,
        description: "",
        description_ar: "",
        category: i % 2 ? "Shirts" : "Coats",
        category_ar: i % 2 ? "قمصان" : "",
        material: "Cotton",
        material_ar: "",
      });
      await t.app.db
        .insertInto("products")
        .values(
          Array.from({ length: 30 }, (_, i) => ({
            ...words(i),
            ...catalogueKeys(words(i)),
            sale_price: 100000 + i,
            original_price: 200000,
            images: "[]",
            inserted_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
            quantity_s: 1,
            quantity_m: 1,
            quantity_l: 1,
            quantity_xl: 1,
          })),
        )
        .execute();
    });
    afterEach(async () => t.close());

    const head = async (url: string) => {
      const r = await t.inject({ method: "GET", url });
      const html = r.body;
      return {
        status: r.statusCode,
        title: /<title>(.*?)<\/title>/.exec(html)?.[1],
        canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
        noindex: html.includes('<meta name="robots" content="noindex"'),
        data: pageData(html),
        html,
      };
    };

    it("gives every page of the list its own URL, title and canonical link, and its own cards", async () => {
      const one = await head("/products");
      expect(one.title).toBe("Our Collection · Maison Zamalek");
      expect(one.canonical).toBe(`${t.config.publicUrl}/products`);
      const first = one.data!["/api/products?limit=24&sort=name-asc"] as {
        items: { title: string }[];
        total: number;
      };
      expect(first.total).toBe(30);
      expect(first.items.map((p) => p.title).slice(0, 2)).toEqual(["Piece 00", "Piece 01"]);

      const two = await head("/products?page=2&utm_source=ig");
      expect(two.status).toBe(200);
      expect(two.title).toBe("Our Collection, page 2 · Maison Zamalek");
      expect(two.canonical).toBe(`${t.config.publicUrl}/products?page=2`);
      expect(two.html).toContain(
        `<link rel="alternate" hreflang="ar" href="${t.config.publicUrl}/ar/products?page=2" />`,
      );
      const second = two.data!["/api/products?limit=24&page=2&sort=name-asc"] as {
        items: { title: string }[];
      };
      expect(second.items.map((p) => p.title)).toEqual(
        [24, 25, 26, 27, 28, 29].map((n) => `Piece ${n}`),
      );

      // The order is not part of the canonical page; the category is.
      const shirts = await head("/products?sort=price-desc&category=shirts");
      expect(shirts.title).toBe("Shirts · Our Collection · Maison Zamalek");
      expect(shirts.canonical).toBe(`${t.config.publicUrl}/products?category=shirts`);
      expect(shirts.data).toHaveProperty([
        "/api/products?category=shirts&limit=24&sort=price-desc",
      ]);

      const arabic = await head("/ar/products?page=2");
      expect(arabic.title).toBe("مجموعتنا، صفحة 2 · Maison Zamalek");
      expect(arabic.canonical).toBe(`${t.config.publicUrl}/ar/products?page=2`);
      expect(arabic.data).toHaveProperty(["/api/products?limit=24&lang=ar&page=2&sort=name-asc"]);
      const arabicShirts = await head("/ar/products?category=shirts");
      expect(arabicShirts.title).toBe("قمصان · مجموعتنا · Maison Zamalek");
    });

    it("answers a page past the end 404, and keeps made-up values out of search engines", async () => {
      const past = await head("/products?page=3");
      expect(past.status).toBe(404);
      expect(past.noindex).toBe(true);
      // Unreadable pages are the first page, as the canonical link says.
      for (const page of ["0", "-1", "abc", "2.5", "9".repeat(50)]) {
        const odd = await head(`/products?page=${page}`);
        expect(odd.status, page).toBe(200);
        expect(odd.canonical, page).toBe(`${t.config.publicUrl}/products`);
      }
      const madeUp = await head("/products?category=nothing-here");
      expect(madeUp.status).toBe(200);
      expect(madeUp.noindex).toBe(true);
      expect(Object.keys(madeUp.data ?? {})).toEqual(["/api/products/categories"]);
    });
  });
}
