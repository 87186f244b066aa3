import path from "node:path";
import { pathToFileURL } from "node:url";
import fs from "node:fs";
import type { Messages } from "../src/i18n/messages/types";
import { describe, expect, it } from "vitest";
import { SERVER_DRAWN_PAGES, pageKey as drawnPageKey } from "@atelier/shared/first-paint";
import { collectionView } from "@atelier/shared/collection-view";
import {
  COLLECTION_PAGE_SIZE,
  homeList,
  productPagePath,
  searchPath,
} from "@atelier/shared/catalogue";
import { localeOfPath, stripLocale } from "@atelier/shared/locales";

// The built server renderer (src/entry-server.tsx → dist-ssr), run in plain Node as the API runs
// it: no window, no document. What it draws is what the browser's first render must match.
type RenderPage = (o: {
  url: string;
  answers: Record<string, unknown>;
  cookies: string;
}) => Promise<string>;
const file = path.resolve(import.meta.dirname, "../dist-ssr/entry-server.js");
const { renderPage, pageKey, messagesFor } = (await import(pathToFileURL(file).href)) as {
  renderPage: RenderPage;
  pageKey: (url: string) => string;
  messagesFor: (pathname: string) => Promise<string>;
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
  titleAr: "",
  descriptionAr: "",
  categoryAr: "",
  materialAr: "",
});
const list = Array.from({ length: 12 }, (_, i) =>
  product(i + 1, `Shirt ${String.fromCharCode(65 + i)}`, 1000 + i),
);

/**
 * The answers the API inlines for a page (apps/api features/seo/first-paint.ts): the home page's
 * two bounded lists, or the collection's categories and its page, each `{ items, total }`.
 */
function catalogueAnswers(url: string, items: object[], total = items.length) {
  const { pathname, searchParams } = new URL(url, "http://store");
  const lang = localeOfPath(pathname);
  const page = { items, total };
  if (stripLocale(pathname) === "/")
    return {
      [productPagePath(homeList("newest", lang))]: page,
      [productPagePath(homeList("name-asc", lang))]: page,
    };
  const view = collectionView(searchParams);
  return {
    "/api/products/categories": [
      { key: "shirts", category: "Shirts", categoryAr: "قمصان", count: total },
    ],
    [productPagePath({
      category: view.category === "all" ? null : view.category,
      sort: view.sort,
      lang,
      limit: COLLECTION_PAGE_SIZE,
      page: view.page,
    })]: page,
  };
}

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
  it("draws the collection's page from the inlined answer, in the order the server gave it", async () => {
    const dearest = [...list].reverse();
    const html = await renderPage({
      url: "/products?sort=price-desc",
      answers: catalogueAnswers("/products?sort=price-desc", dearest),
      cookies: "",
    });
    expect(html).toContain("Our Collection");
    const titles = [...html.matchAll(/>(Shirt [A-L])</g)].map((m) => m[1]);
    // Every card of the page, dearest first: a slow phone and a search engine see them all.
    expect(titles).toEqual(dearest.map((p) => p.title));
    for (const p of list) expect(html).toContain(`href="/product/${p.id}"`);
    // The whole list fits on this page: no Load more.
    expect(html).not.toContain("Load more");
    // The first row's photographs are in the HTML; the rest wait until the shopper scrolls near.
    expect([...html.matchAll(/<img /g)].length).toBe(2);
    expect(html).not.toContain("<footer");
  });

  it("draws page 2 of a longer list with its count and a real Load more link to page 3", async () => {
    const url = "/products?category=shirts&sort=price-asc&page=2";
    const html = await renderPage({ url, answers: catalogueAnswers(url, list, 1234), cookies: "" });
    expect(html).toContain("1,234 pieces");
    expect(html).toContain("You&#x27;ve viewed 36 of 1,234 pieces");
    // Links that work before the app, and without it.
    expect(html).toContain('href="/products?category=shirts&amp;sort=price-asc&amp;page=3"');
    expect(html).toContain("Load more");
    expect(html).toContain('href="/products?category=shirts&amp;sort=price-asc&amp;page=1"');
    expect(html).toContain("Show earlier pieces");
    const ar = await renderPage({
      url: `/ar${url}`,
      answers: catalogueAnswers(`/ar${url}`, list, 1234),
      cookies: "",
    });
    expect(ar).toContain('href="/ar/products?category=shirts&amp;sort=price-asc&amp;page=3"');
    expect(ar).toContain("عرض المزيد");
  });

  it("draws the home page's New Arrivals and All Products with every card's link and price", async () => {
    const fresh = { ...list[0]!, id: 99, title: "Shirt New", insertedAt: new Date().toISOString() };
    const html = await renderPage({
      url: "/",
      answers: catalogueAnswers("/", [fresh, ...list]),
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

  // Issue 28 (docs/product.md#colours): a shared link opens on its colour, drawn by the server.
  it("draws a product page on the colour its ?color= names, the first for any other value", async () => {
    const stock = (s: number, m: number, l: number, xl: number) => ({
      quantityS: s,
      quantityM: m,
      quantityL: l,
      quantityXL: xl,
    });
    const coloured = {
      ...list[3]!,
      colors: [
        {
          id: 31,
          name: "Sand",
          nameAr: "رملي",
          hex: "#d8c3a0",
          images: ["/uploads/sand-1600.webp"],
          ...stock(1, 1, 1, 1),
        },
        {
          id: 32,
          name: "Navy",
          nameAr: "",
          hex: "#1f2a44",
          images: ["/uploads/navy-1600.webp"],
          ...stock(0, 2, 0, 1),
        },
      ],
      sizeGuideId: null,
      sizeGuide: null,
    };
    const answers = { [`/api/products/${coloured.id}`]: coloured };
    const navy = await renderPage({ url: `/product/4?color=32`, answers, cookies: "" });
    expect(navy).toContain("/uploads/navy-400.webp 400w");
    expect(navy).not.toContain("sand-400.webp");
    const checked = (html: string) => /<input[^>]*checked=""[^>]*value="(\d+)"/.exec(html)?.[1];
    expect(checked(navy)).toBe("32");
    // Navy has no S: crossed out and disabled in the HTML already.
    expect(navy).toMatch(/<button[^>]*disabled=""[^>]*line-through[^>]*>S<\/button>/);
    expect(navy).toMatch(/<button[^>]*aria-pressed="false"[^>]*>M<\/button>/);
    for (const url of ["/product/4", "/product/4?color=999", "/product/4?color=x"]) {
      const html = await renderPage({ url, answers, cookies: "" });
      expect(html, url).toContain("/uploads/sand-400.webp 400w");
      expect(checked(html), url).toBe("31");
    }
    // Arabic pages name the colour in Arabic, English where it has no Arabic name.
    const ar = await renderPage({ url: `/ar/product/4`, answers, cookies: "" });
    expect(ar).toContain("رملي");
    expect(ar).toContain("Navy");
    expect(pageKey("/product/4?color=32&utm_source=ig")).toBe("/product/4?color=32");
    expect(pageKey("/ar/product/4?color=32")).toBe("/ar/product/4?color=32");
    expect(pageKey("/product/4?color=navy")).toBe("/product/4");
  });

  // Issue 29 (docs/product.md#search): the results page with its answer and the query in its field.
  it("draws /search?q= with the query in its field and the answer's cards, best first", async () => {
    const found = [list[2]!, list[0]!];
    const answers = {
      [searchPath("linen")]: found,
      "/api/products/categories": [
        { key: "shirts", category: "Shirts", categoryAr: "قمصان", count: 12 },
      ],
    };
    const html = await renderPage({ url: "/search?q=linen", answers, cookies: "" });
    expect(html).toMatch(
      /<input[^>]*name="q"[^>]*value="linen"|<input[^>]*value="linen"[^>]*name="q"/,
    );
    expect([...html.matchAll(/>(Shirt [A-L])</g)].map((m) => m[1])).toEqual(
      found.map((p) => p.title),
    );
    expect(html).toContain("2 pieces for “linen”");
    // Nothing found: the categories instead.
    const none = await renderPage({
      url: "/ar/search?q=velvet",
      answers: { ...answers, [searchPath("velvet")]: [] },
      cookies: "",
    });
    expect(none).toContain("لم نجد ما يطابق «velvet»");
    expect(none).toContain('href="/ar/products?category=shirts"');
    // Its key is the query as searched: trimmed, other parameters dropped; nothing to search is
    // drawn in the browser.
    expect(pageKey("/search?q=%20linen%20&utm_source=ig")).toBe("/search?q=linen");
    expect(pageKey("/ar/search?q=فستان")).toBe(`/ar/search?q=${encodeURIComponent("فستان")}`);
    expect(drawnPageKey("/search")).toBeNull();
    expect(drawnPageKey(`/search?q=${"a".repeat(101)}`)).toBeNull();
  });

  it("follows the sidebar cookie, as the browser will on its first render", async () => {
    const open = await renderPage({
      url: "/products",
      answers: catalogueAnswers("/products", list),
      cookies: "",
    });
    const shut = await renderPage({
      url: "/products",
      answers: catalogueAnswers("/products", list),
      cookies: "sidebar_state=false",
    });
    expect(open).toContain('data-state="expanded"');
    expect(shut).toContain('data-state="collapsed"');
  });

  it("keys a page by what it reads: the path, and the collection's filter, sort and page", () => {
    expect(pageKey("/products?fbclid=abc&sort=price-desc&utm_source=ig&category=shirts")).toBe(
      "/products?category=shirts&sort=price-desc",
    );
    expect(pageKey("/products?page=3&sort=price-desc")).toBe("/products?sort=price-desc&page=3");
    for (const odd of ["1", "0", "-2", "x", "2.5", "1".repeat(40)])
      expect(pageKey(`/products?page=${odd}`), odd).toBe("/products");
    expect(pageKey("/product/4?fbclid=abc")).toBe("/product/4");
    expect(pageKey("/")).toBe("/");
  });
});

/** Every string of a messages section, variables and plurals flattened. */
const stringsOf = (node: unknown): string[] =>
  typeof node === "string"
    ? [node]
    : node && typeof node === "object"
      ? Object.values(node).flatMap(stringsOf)
      : [];

describe("the server render of Arabic pages (docs/product.md#languages)", () => {
  it("draws /ar pages in Arabic, with links that stay in Arabic and none of the English interface", async () => {
    // Every part of both languages, merged per language (the layer does the same).
    const files = import.meta.glob<{ default: object }>("../src/i18n/messages/*/*.ts", {
      eager: true,
    });
    const merged = (locale: string) =>
      Object.assign(
        {},
        ...Object.entries(files)
          .filter(([f]) => f.includes(`/messages/${locale}/`) && !f.endsWith("/errors.ts"))
          .map(([, m]) => m.default),
      ) as Messages;
    const en = merged("en");
    const ar = merged("ar");
    // The converted parts: the shell and the home, about and contact pages. (A word may be the
    // same in both languages only if it is a name; none of these are.)
    const english = [
      ...stringsOf({ ...en.shell, cart: undefined, switchTo: undefined }),
      ...stringsOf(en.nav),
      ...stringsOf(en.home),
      ...stringsOf(en.about),
      ...stringsOf(en.contact),
      ...stringsOf(en.products),
      ...stringsOf(en.product),
      ...stringsOf(en.catalog),
      ...stringsOf(en.policies),
      en.brand.tagline,
    ].filter((s) => s && !s.includes("{"));
    const pages = {
      "/ar": [ar.home.allProducts, ar.home.promise, ar.brand.tagline, ar.shell.site],
      "/ar/about": [ar.about.storyTitle, ar.about.value2Title, ar.brand.description],
      "/ar/contact": [ar.contact.intro, ar.contact.write],
      "/ar/products": [ar.products.eyebrow, ar.products.sortBy, ar.products["price-asc"], "قميص أ"],
      "/ar/policies": [ar.policies.returnsTitle, ar.policies.refunds1, ar.policies.eyebrow],
      "/ar/product/1": [
        ar.product.addToCart,
        ar.product.moreDetails,
        ar.product.material,
        "قميص أ",
      ],
    };
    // The catalogue's Arabic words, where a product has them (the first does, in full).
    const arabicList = list.map((p, i) =>
      i === 0
        ? {
            ...p,
            titleAr: "قميص أ",
            descriptionAr: "قميص.",
            categoryAr: "قمصان",
            materialAr: "قطن",
          }
        : { ...p, titleAr: "", descriptionAr: "", categoryAr: "", materialAr: "" },
    );
    for (const [url, arabic] of Object.entries(pages)) {
      const html = await renderPage({
        url,
        answers: { ...catalogueAnswers(url, arabicList), "/api/products/1": arabicList[0] },
        cookies: "",
      });
      for (const text of arabic) expect(html, `${url}: ${text}`).toContain(text);
      const visible = html.replace(/<[^>]+>/g, "\n");
      for (const text of english) expect(visible, `${url}: ${text}`).not.toContain(text);
      // Links keep the language; the switcher offers the same page in English.
      // (The header's bag is on every page; /ar/contact has no link to the collection.)
      expect(html).toContain('href="/ar/cart"');
      // (The switcher's own link to the English page aside.)
      expect(html.replace(/href="[^"]*" hrefLang="en"/g, "")).not.toContain('href="/products"');
      expect(html).toContain(`href="${url === "/ar" ? "/" : url.slice(3)}" hrefLang="en"`);
    }
    const home = await renderPage({
      url: "/ar",
      answers: catalogueAnswers("/ar", list),
      cookies: "",
    });
    expect(home).toContain(`aria-label="${ar.shell.cart.zero}"`);
  });

  it("gives each page its language's shell and the page's own words to inline, no more", async () => {
    const read = async (url: string) =>
      JSON.parse(await messagesFor(url)) as {
        locale: string;
        parts: Record<string, Record<string, Record<string, unknown>>>;
      };
    const ar = await read("/ar");
    expect(ar.locale).toBe("ar");
    expect(Object.keys(ar.parts).sort()).toEqual(["home", "shell"]);
    expect(ar.parts.shell!.nav!.home).toBe("الرئيسية");
    const about = await read("/about");
    expect(about.locale).toBe("en");
    expect(Object.keys(about.parts).sort()).toEqual(["about", "shell"]);
    expect(about.parts.shell!.nav!.home).toBe("Home");
    // A page the router does not know gets the shell only; /ar/admin is not a page.
    expect(Object.keys((await read("/nowhere")).parts)).toEqual(["shell"]);
    // Safe inside <script>: nothing can close the tag.
    for (const url of ["/", "/ar", "/ar/contact", "/checkout"])
      expect(await messagesFor(url)).not.toContain("<");
  });

  it("keys an Arabic page apart from its English one", () => {
    expect(pageKey("/ar/products?sort=price-asc&utm_source=x")).toBe("/ar/products?sort=price-asc");
    expect(pageKey("/products?sort=price-asc")).toBe("/products?sort=price-asc");
  });
});
