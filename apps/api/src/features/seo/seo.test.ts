import zlib from "node:zlib";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, adminToken, createTestApp, type TestApp } from "../../../test/helpers";
import { drawnProductUrl, sitemapXml } from "./seo.service";

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Maison Zamalek</title><meta name="description" content="placeholder" /></head><body><div id="root"></div></body></html>`;

describe("the URL a product page is drawn for", () => {
  it("keeps a colour the piece has, past its first; anything else draws the page's one render", () => {
    const colors = [11, 12, 13];
    expect(drawnProductUrl("/product/4?color=12&utm_source=ig", colors)).toBe(
      "/product/4?color=12",
    );
    expect(drawnProductUrl("/ar/product/4?color=13", colors)).toBe("/ar/product/4?color=13");
    for (const url of [
      "/product/4?color=11",
      "/product/4?color=999",
      "/product/4?color=x",
      "/product/4?a=1",
    ])
      expect(drawnProductUrl(url, colors)).toBe("/product/4");
    expect(drawnProductUrl("/product/4", colors)).toBe("/product/4");
    expect(drawnProductUrl("/products?page=2", undefined)).toBe("/products?page=2");
  });
});

for (const dialect of DIALECTS) {
  describe(`pages for search engines (${dialect})`, () => {
    let t: TestApp;
    let productId: number;
    beforeEach(async () => {
      const dist = fs.mkdtempSync(path.join(os.tmpdir(), "seo-dist-"));
      fs.writeFileSync(path.join(dist, "index.html"), TEMPLATE);
      t = await createTestApp(dialect, {}, (c) => (c.webDist = dist));
      const row = await t.app.db
        .insertInto("products")
        .values({
          title: "Sea Island <Cotton> Shirt",
          description: "A crisp shirt for long afternoons.",
          category: "Shirts",
          material: "Sea Island cotton",
          sale_price: 245000,
          original_price: 290000,
          images: JSON.stringify(["/uploads/abc-1600.webp"]),
          inserted_at: new Date().toISOString(),
          quantity_s: 0,
          quantity_m: 2,
          quantity_l: 0,
          quantity_xl: 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      productId = row.id;
    });
    afterEach(async () => t.close());

    it("fills a product page with its title, description, Open Graph tags and Product JSON-LD", async () => {
      const r = await t.inject({ method: "GET", url: `/product/${productId}` });
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain("<title>Sea Island &lt;Cotton&gt; Shirt · Maison Zamalek</title>");
      expect(r.body).toContain(
        '<meta name="description" content="A crisp shirt for long afternoons." />',
      );
      expect(r.body).not.toContain("placeholder");
      expect(r.body).toContain(
        `<meta property="og:url" content="http://shop.test/product/${productId}" />`,
      );
      expect(r.body).toContain(
        '<meta property="og:image" content="http://shop.test/uploads/abc-1600.webp" />',
      );
      const ld = JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/.exec(r.body)![1]!,
      );
      expect(ld).toMatchObject({
        "@type": "Product",
        name: "Sea Island <Cotton> Shirt",
        offers: {
          priceCurrency: "EGP",
          price: "2450.00",
          availability: "https://schema.org/InStock",
        },
      });
      // The JSON cannot close its own script tag.
      expect(r.body).not.toContain('"Sea Island <Cotton>');
    });

    it("opens a shared link on its colour: its photograph in the preview, one offer per colour and size", async () => {
      const admin = await adminToken(t);
      const add = async (payload: object) =>
        (
          await t.inject({
            method: "POST",
            url: `/api/products/${productId}/colors`,
            token: admin,
            payload,
          })
        ).json() as { id: number };
      const ivory = await add({ name: "Ivory", nameAr: "عاجي", hex: "#f4efe6" });
      const navy = await add({ name: "Navy", nameAr: "كحلي", hex: "#1f2a44", quantityS: 3 });
      await t.inject({
        method: "PUT",
        url: `/api/products/${productId}/colors/${navy.id}/images`,
        token: admin,
        payload: { images: ["/uploads/navy-1600.webp"] },
      });
      const r = await t.inject({ method: "GET", url: `/ar/product/${productId}?color=${navy.id}` });
      expect(r.body).toContain(
        '<meta property="og:image" content="http://shop.test/uploads/navy-1600.webp" />',
      );
      // One page, whatever the colour: the canonical link has no query.
      expect(r.body).toContain(
        `<link rel="canonical" href="http://shop.test/ar/product/${productId}" />`,
      );
      const ld = JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/.exec(r.body)![1]!,
      );
      expect(ld.offers).toHaveLength(8);
      expect(ld.offers[0]).toMatchObject({
        url: `http://shop.test/ar/product/${productId}?color=${ivory.id}`,
        sku: `MZ-${productId}-${ivory.id}-S`,
        color: "عاجي",
        size: "S",
        availability: "https://schema.org/OutOfStock",
      });
      expect(ld.offers[1]).toMatchObject({ size: "M", availability: "https://schema.org/InStock" });
      expect(ld.offers[4]).toMatchObject({
        color: "كحلي",
        size: "S",
        availability: "https://schema.org/InStock",
      });
      // An unknown colour opens on the first.
      const unknown = await t.inject({ method: "GET", url: `/product/${productId}?color=999` });
      expect(unknown.body).toContain(
        '<meta property="og:image" content="http://shop.test/uploads/abc-1600.webp" />',
      );
    });

    it("answers 404 for a missing product and an unknown route, with the app still served", async () => {
      for (const url of ["/product/99999", "/no/such/page", "/product/abc"]) {
        const r = await t.inject({ method: "GET", url });
        expect(r.statusCode, url).toBe(404);
        expect(r.body).toContain('<div id="root">');
        expect(r.body).toContain('<meta name="robots" content="noindex" />');
      }
    });

    it("serves the shopper's own pages as pages, kept out of search results, whatever the order", async () => {
      for (const url of ["/account", "/track", "/orders/5", "/orders/99999?token=abc"]) {
        const r = await t.inject({ method: "GET", url });
        expect(r.statusCode, url).toBe(200);
        expect(r.body, url).toContain('<meta name="robots" content="noindex" />');
      }
      expect((await t.inject({ method: "GET", url: "/orders/5" })).body).toContain(
        "<title>Your Order · Maison Zamalek</title>",
      );
      expect((await t.inject({ method: "GET", url: "/orders/abc" })).statusCode).toBe(404);
    });

    it("keeps checkout and admin out of search results and gives the home page the brand", async () => {
      expect((await t.inject({ method: "GET", url: "/checkout?buyNow=true" })).body).toContain(
        'content="noindex"',
      );
      expect((await t.inject({ method: "GET", url: "/admin" })).body).toContain(
        'content="noindex"',
      );
      const home = await t.inject({ method: "GET", url: "/" });
      expect(home.body).toContain("<title>Maison Zamalek · ");
      expect(home.body).toContain('<link rel="canonical" href="http://shop.test/" />');
    });

    it("publishes robots.txt and a sitemap listing every product", async () => {
      const robots = await t.inject({ method: "GET", url: "/robots.txt" });
      expect(robots.body).toContain("Disallow: /admin");
      expect(robots.body).toContain("Sitemap: http://shop.test/sitemap.xml");
      const sitemap = await t.inject({ method: "GET", url: "/sitemap.xml" });
      expect(sitemap.headers["content-type"]).toMatch(/application\/xml/);
      expect(sitemap.body).toContain(`<loc>http://shop.test/product/${productId}</loc>`);
      expect(sitemap.body).toContain("<loc>http://shop.test/products</loc>");
      // Both languages (docs/product.md#languages), each naming the other.
      expect(sitemap.body).toContain(`<loc>http://shop.test/ar/product/${productId}</loc>`);
      expect(sitemap.body).toContain("<loc>http://shop.test/ar</loc>");
      expect(sitemap.body).toContain(
        '<xhtml:link rel="alternate" hreflang="ar" href="http://shop.test/ar/products"/>',
      );
    });

    it("splits the sitemap into an index of parts past its URL bound, every product once", async () => {
      // Seven more products (eight in all): 13 paths, 26 URLs; parts of at most 10 URLs.
      await t.app.db
        .insertInto("products")
        .values(
          Array.from({ length: 7 }, (_, i) => ({
            title: `Piece ${i}`,
            description: "",
            category: "Shirts",
            material: "Cotton",
            sale_price: 100000,
            original_price: 100000,
            images: "[]",
            inserted_at: new Date().toISOString(),
            quantity_s: 1,
            quantity_m: 1,
            quantity_l: 1,
            quantity_xl: 1,
          })),
        )
        .execute();
      const index = (await sitemapXml(t.app.db, "http://shop.test", null, 10))!;
      expect(index).toContain("<sitemapindex");
      const parts = [...index.matchAll(/<loc>http:\/\/shop\.test\/sitemaps\/(\d+)\.xml<\/loc>/g)];
      expect(parts.map((m) => m[1])).toEqual(["1", "2", "3"]);
      const locs: string[] = [];
      for (const part of [1, 2, 3]) {
        const xml = (await sitemapXml(t.app.db, "http://shop.test", part, 10))!;
        const here = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
        expect(here.length).toBeLessThanOrEqual(10);
        locs.push(...here);
      }
      expect(locs).toHaveLength(26);
      expect(new Set(locs).size).toBe(26);
      expect(locs.filter((l) => /\/ar\/product\/\d+$/.test(l))).toHaveLength(8);
      expect(await sitemapXml(t.app.db, "http://shop.test", 4, 10)).toBeNull();
      // Under the bound there are no parts: /sitemaps/1.xml is a 404, as is anything made up.
      for (const url of ["/sitemaps/1.xml", "/sitemaps/0.xml", "/sitemaps/x.xml", "/sitemaps/1"])
        expect((await t.inject({ method: "GET", url })).statusCode, url).toBe(404);
      const br = await t.inject({
        method: "GET",
        url: "/sitemap.xml",
        headers: { "accept-encoding": "br" },
      });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(zlib.brotliDecompressSync(br.rawPayload).toString("utf8")).toContain("<urlset");
    });

    it("serves /ar pages in Arabic, right to left, with their English alternates", async () => {
      for (const [url, title] of [
        ["/ar", "Maison Zamalek · خياطة هادئة"],
        ["/ar/products", "مجموعتنا · Maison Zamalek"],
        ["/ar/about", "من نحن · Maison Zamalek"],
        ["/ar/contact", "تواصلوا معنا · Maison Zamalek"],
        ["/ar/policies", "السياسات · Maison Zamalek"],
      ] as const) {
        const r = await t.inject({ method: "GET", url });
        expect(r.statusCode, url).toBe(200);
        expect(r.body, url).toContain('<html lang="ar" dir="rtl">');
        expect(r.body, url).toContain(`<title>${title}`);
        const bare = url === "/ar" ? "/" : url.slice(3);
        expect(r.body).toContain(
          `<link rel="alternate" hreflang="en" href="http://shop.test${bare}" />`,
        );
        expect(r.body).toContain(
          `<link rel="alternate" hreflang="ar" href="http://shop.test${url}" />`,
        );
        expect(r.body).toContain(
          `<link rel="alternate" hreflang="x-default" href="http://shop.test${bare}" />`,
        );
        expect(r.body).toContain(`<link rel="canonical" href="http://shop.test${url}" />`);
      }
      // The English page says so too, and a crawler is never redirected between them.
      const en = await t.inject({ method: "GET", url: "/about" });
      expect(en.body).toContain('<html lang="en" dir="ltr">');
      expect(en.body).toContain(
        '<link rel="alternate" hreflang="ar" href="http://shop.test/ar/about" />',
      );
      const product = await t.inject({ method: "GET", url: `/ar/product/${productId}` });
      expect(product.statusCode).toBe(200);
      expect(product.body).toContain('<html lang="ar" dir="rtl">');
      expect(product.body).toContain(`"url":"http://shop.test/ar/product/${productId}"`);
      // No Arabic words yet: the English ones stand in, the default-less material too.
      expect(product.body).toContain("<title>Sea Island &lt;Cotton&gt; Shirt · Maison Zamalek");
      await t.inject({
        method: "PATCH",
        url: `/api/products/${productId}/text`,
        headers: { authorization: `Bearer ${await adminToken(t)}` },
        payload: { titleAr: "قميص سي آيلاند", descriptionAr: "قميص أنيق لأمسيات طويلة." },
      });
      const arabic = await t.inject({ method: "GET", url: `/ar/product/${productId}` });
      expect(arabic.body).toContain("<title>قميص سي آيلاند · Maison Zamalek");
      expect(arabic.body).toContain('<meta property="og:locale" content="ar_EG" />');
      expect(arabic.body).toContain(
        '<meta name="description" content="قميص أنيق لأمسيات طويلة." />',
      );
      expect(arabic.body).toContain('"name":"قميص سي آيلاند"');
      expect(arabic.body).toContain('"material":"Sea Island cotton"');
      // The English page keeps its English words.
      const english = await t.inject({ method: "GET", url: `/product/${productId}` });
      expect(english.body).toContain('"name":"Sea Island \\u003cCotton> Shirt"');
      expect(english.body).toContain('<meta property="og:locale" content="en_US" />');
      const missing = await t.inject({ method: "GET", url: "/ar/product/999999" });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain("<title>القطعة غير متوفرة");
      // The shopper's own pages say their titles in Arabic and stay out of search results.
      for (const [url, title] of [
        ["/ar/cart", "حقيبة التسوق"],
        ["/ar/checkout", "إتمام الطلب"],
        ["/ar/login", "تسجيل الدخول"],
        ["/ar/account", "حسابي"],
        ["/ar/track", "تتبّعوا طلبكم"],
        ["/ar/orders/12", "طلبكم"],
      ] as const) {
        const r = await t.inject({ method: "GET", url });
        expect(r.body, url).toContain(`<title>${title} · Maison Zamalek`);
        expect(r.body, url).toContain('content="noindex');
      }
      // The admin is English only: its Arabic address leads to it (issue 24; it was a 404).
      const admin = await t.inject({ method: "GET", url: "/ar/admin" });
      expect(admin.statusCode).toBe(302);
      expect(admin.headers.location).toBe("/admin");
    });

    it("answers every admin page with 200, the app and noindex, never a 404 the app replaces (issue 24)", async () => {
      for (const [url, title] of [
        ["/admin", "Admin Dashboard"],
        ["/admin/", "Admin Dashboard"],
        ["/admin/products", "Product Management"],
        ["/admin/orders", "Orders"],
        ["/admin/orders?status=pending&q=nour", "Orders"],
        ["/admin/orders/42", "Order"],
        ["/admin/payments", "Payments"],
        ["/admin/size-guides?guide=new", "Size Guides"],
        ["/admin/analytics", "Analytics"],
        // A page the app has and this list does not name is still the app's to draw.
        ["/admin/some-later-page", "Admin"],
      ] as const) {
        const r = await t.inject({ method: "GET", url });
        expect(r.statusCode, url).toBe(200);
        expect(r.headers["x-robots-tag"], url).toBe("noindex");
        expect(r.body, url).toContain(`<title>${title} · Maison Zamalek</title>`);
        expect(r.body, url).toContain('<meta name="robots" content="noindex" />');
        expect(r.body, url).toContain('<div id="root">');
        // One language: no Arabic alternate to offer.
        expect(r.body, url).not.toContain("hreflang");
      }
      // Shop pages are not marked; a page that is not the admin's stays a 404.
      expect((await t.inject({ method: "GET", url: "/products" })).headers["x-robots-tag"]).toBe(
        undefined,
      );
      for (const url of ["/administrator", "/admins", "/ar/administrator"])
        expect((await t.inject({ method: "GET", url })).statusCode, url).toBe(404);
    });

    it("sends /ar/admin… to the English admin page, query kept, and never off the site", async () => {
      for (const [from, to] of [
        ["/ar/admin", "/admin"],
        ["/ar/admin/", "/admin/"],
        ["/ar/admin/orders/42", "/admin/orders/42"],
        ["/ar/admin/orders?status=pending&q=%D9%86", "/admin/orders?status=pending&q=%D9%86"],
        ["/ar/admin//evil.example", "/admin//evil.example"],
        ["/ar/admin/%2F%2Fevil.example", "/admin/%2F%2Fevil.example"],
      ] as const) {
        const r = await t.inject({ method: "GET", url: from });
        expect(r.statusCode, from).toBe(302);
        expect(r.headers.location, from).toBe(to);
      }
    });

    it("puts each page's words in its HTML, in the page's language, when the renderer is built", async () => {
      // A stand-in for the built dist-ssr/entry-server.js (apps/web), whose messagesFor the
      // web app's build suite tests (apps/web/test/server-render.test.ts).
      const dist = fs.mkdtempSync(path.join(os.tmpdir(), "seo-words-"));
      fs.mkdirSync(path.join(dist, "dist"));
      fs.mkdirSync(path.join(dist, "dist-ssr"));
      fs.writeFileSync(path.join(dist, "dist", "index.html"), TEMPLATE);
      fs.writeFileSync(
        path.join(dist, "dist-ssr", "entry-server.js"),
        `export const renderPage = async () => "<main></main>";
         export const messagesFor = async (p) =>
           p === "/broken" ? Promise.reject(new Error("x")) : JSON.stringify({ path: p });`,
      );
      const words = await createTestApp(dialect, {}, (c) => (c.webDist = path.join(dist, "dist")));
      try {
        for (const url of ["/ar/cart", "/checkout", "/ar/product/999999", "/nowhere"]) {
          const r = await words.inject({ method: "GET", url });
          expect(r.body, url).toContain(
            `<script type="application/json" id="page-messages">{"path":"${url}"}</script>`,
          );
        }
        // Without its words the page still comes; the browser loads them.
        const broken = await words.inject({ method: "GET", url: "/broken" });
        expect(broken.statusCode).toBe(404);
        expect(broken.body).not.toContain('id="page-messages"');
      } finally {
        await words.close();
      }
    });
  });
}
