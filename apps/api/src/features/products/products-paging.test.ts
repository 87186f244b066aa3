import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foldText } from "@atelier/shared/fold";
import { Migrator } from "kysely";
import { DIALECTS, adminToken, createTestApp, type TestApp } from "../../../test/helpers";
import { migrateToLatest } from "../../db/migrate";
import { migrations } from "../../db/migrations/index";
import { SHIRT, catalogueCalls } from "./products.fixtures";

/*
 * Issue 27: GET /api/products a page at a time (docs/product.md#catalogue-order), its order and
 * filter applied by the server, the same on both dialects; compressed answers; the bounded cache.
 */
type P = { id: number; title: string; titleAr: string; category: string; salePrice: number };

// Accents, case and Arabic spellings that a byte order would put in the wrong place unfolded.
const TITLES = [
  ["Écru Linen Shirt", "قميص كتان"],
  ["alpaca Wrap", "لفاح ألبكة"],
  ["Béret", "بيريه"],
  ["Cashmere Coat", "معطف كشمير"],
  ["cotton Tee", ""],
  ["Zephyr Scarf", "وشاح زفير"],
  ["Amber Dress", "فُستان عنبري"],
  ["Oxford Shirt", "قميص أكسفورد"],
];
const CATEGORIES = ["Shirts", "Coats", "Knitwear"];

for (const dialect of DIALECTS) {
  describe(`the catalogue a page at a time (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    const made: P[] = [];
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.inject({ method: "GET", url, headers });
    const page = async (query: string) => {
      const r = await get(`/api/products?${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return { items: r.json() as P[], total: Number(r.headers["x-total-count"]) };
    };
    /** Every page of a list, walked `limit` at a time. */
    const walk = async (query: string, limit: number) => {
      const seen: P[] = [];
      for (let n = 1; ; n++) {
        const { items, total } = await page(`${query}&limit=${limit}&page=${n}`);
        seen.push(...items);
        expect(items.length).toBeLessThanOrEqual(limit);
        if (seen.length >= total) {
          expect((await page(`${query}&limit=${limit}&page=${n + 1}`)).items).toEqual([]);
          return { seen, total };
        }
        expect(items.length).toBe(limit);
      }
    };

    beforeAll(async () => {
      t = await createTestApp(dialect);
      admin = await adminToken(t);
      const { created } = catalogueCalls(
        () => t,
        () => admin,
      );
      // 24 products: every title three times over three categories, prices that tie.
      for (let i = 0; i < 24; i++) {
        const [title, titleAr] = TITLES[i % TITLES.length]!;
        made.push(
          (await created({
            ...SHIRT,
            title: `${title} ${Math.floor(i / TITLES.length)}`,
            titleAr: titleAr ? `${titleAr} ${Math.floor(i / TITLES.length)}` : "",
            category: CATEGORIES[i % CATEGORIES.length],
            salePrice: 1000 + (i % 5) * 100,
            originalPrice: 3000,
          })) as unknown as P,
        );
      }
    });
    afterAll(async () => t.close());

    it("still answers the whole array, newest first, to a GET without parameters", async () => {
      const r = await get("/api/products");
      expect(r.statusCode).toBe(200);
      expect(r.headers["x-total-count"]).toBeUndefined();
      expect((r.json() as P[]).map((p) => p.id)).toEqual(made.map((p) => p.id).reverse());
    });

    it("walks every product exactly once in each order, whatever the page size", async () => {
      const ids = made.map((p) => p.id).sort((a, b) => a - b);
      for (const sort of ["name-asc", "price-asc", "price-desc", "newest"])
        for (const limit of [1, 5, 24, 100]) {
          const { seen, total } = await walk(`sort=${sort}`, limit);
          expect(total).toBe(24);
          expect(
            seen.map((p) => p.id).sort((a, b) => a - b),
            `${sort} by ${limit}`,
          ).toEqual(ids);
        }
    });

    it("orders by name with accents and case folded, in the page's language", async () => {
      const byFolded = (key: (p: P) => string) => (a: P, b: P) =>
        key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
      const en = (await walk("sort=name-asc", 7)).seen.map((p) => foldText(p.title));
      expect(en).toEqual([...en].sort());
      expect(en[0]).toMatch(/^alpaca wrap/);
      // "Écru" sorts as "ecru", between "cotton" and "oxford", not after "Zephyr".
      expect(en.findIndex((s) => s.startsWith("ecru"))).toBeLessThan(
        en.findIndex((s) => s.startsWith("oxford")),
      );
      const ar = (await walk("sort=name-asc&lang=ar", 7)).seen;
      const key = (p: P) => foldText(p.titleAr || p.title);
      expect(ar.map((p) => p.id)).toEqual([...ar].sort(byFolded(key)).map((p) => p.id));
      // Arabic titles are one block of the alphabet: the untranslated "cotton Tee" comes first.
      expect(ar[0]!.title).toMatch(/^cotton Tee/);
    });

    it("orders by price both ways across pages, ties newest first", async () => {
      const up = (await walk("sort=price-asc", 5)).seen;
      for (let i = 1; i < up.length; i++) {
        const [a, b] = [up[i - 1]!, up[i]!];
        expect(a.salePrice <= b.salePrice).toBe(true);
        if (a.salePrice === b.salePrice) expect(a.id).toBeGreaterThan(b.id);
      }
      const down = (await walk("sort=price-desc", 5)).seen.map((p) => p.salePrice);
      expect(down).toEqual([...down].sort((a, b) => b - a));
    });

    it("filters by category on the server, whatever the case, with the filtered total", async () => {
      const { seen, total } = await walk("category=SHIRTS&sort=name-asc", 3);
      expect(total).toBe(8);
      expect(seen.every((p) => p.category === "Shirts")).toBe(true);
      expect((await page("category=all&limit=1")).total).toBe(24);
      expect(await page("category=hats&limit=5")).toEqual({ items: [], total: 0 });
    });

    it("answers the categories in use with their names and counts", async () => {
      const r = await get("/api/products/categories");
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual([
        { key: "coats", category: "Coats", categoryAr: "", count: 8 },
        { key: "knitwear", category: "Knitwear", categoryAr: "", count: 8 },
        { key: "shirts", category: "Shirts", categoryAr: "", count: 8 },
      ]);
    });

    it("refuses a bad page with a 400 that names the parameter, and changes nothing", async () => {
      for (const [query, field] of [
        ["limit=0", "limit"],
        ["limit=101", "limit"],
        ["limit=2.5", "limit"],
        ["page=0", "page"],
        ["page=-1", "page"],
        ["page=abc", "page"],
        ["page=100001", "page"],
        ["sort=cheapest", "sort"],
        ["lang=fr", "lang"],
        [`category=${"x".repeat(10_000)}`, "category"],
      ] as const) {
        const r = await get(`/api/products?${query}`);
        expect(r.statusCode, query).toBe(400);
        expect(r.body, query).toContain(field);
      }
      expect((await page("limit=100")).total).toBe(24);
    });

    it("compresses answers over 1 KB for a client that accepts it, keeping the ETag", async () => {
      const plain = await get("/api/products?limit=24&sort=name-asc");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      const etag = plain.headers.etag as string;
      for (const [encoding, inflate] of [
        ["br", zlib.brotliDecompressSync],
        ["gzip", zlib.gunzipSync],
      ] as const) {
        const r = await get("/api/products?limit=24&sort=name-asc", {
          "accept-encoding": `${encoding}, identity`,
        });
        expect(r.headers["content-encoding"]).toBe(encoding);
        expect(r.headers.vary).toMatch(/accept-encoding/i);
        expect(r.headers.etag).toBe(`W/${etag}`);
        expect(r.headers["x-total-count"]).toBe("24");
        expect(r.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(inflate(r.rawPayload).toString("utf8")).toBe(plain.body);
        const again = await get("/api/products?limit=24&sort=name-asc", {
          "accept-encoding": encoding,
          "if-none-match": r.headers.etag as string,
        });
        expect(again.statusCode).toBe(304);
      }
      // br refused, gzip taken; an answer under 1 KB goes as it is.
      const gz = await get("/api/products", { "accept-encoding": "br;q=0, gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      const small = await get("/api/products/categories", { "accept-encoding": "br" });
      expect(small.headers["content-encoding"]).toBeUndefined();
      // A live answer (not from the catalogue's cache) is compressed too.
      const long = await t.inject({
        method: "PATCH",
        url: `/api/products/${made[0]!.id}/text`,
        token: admin,
        payload: { description: "Woven slowly in Mahalla. ".repeat(100) },
        headers: { "accept-encoding": "gzip" },
      });
      expect(long.statusCode).toBe(200);
      expect(long.headers["content-encoding"]).toBe("gzip");
      expect(JSON.parse(zlib.gunzipSync(long.rawPayload).toString("utf8")).id).toBe(made[0]!.id);
    });

    it("fills the keys of products stored before migration 0018, in the same order", async () => {
      const before = (await walk("sort=name-asc&lang=ar", 100)).seen.map((p) => p.id);
      const schema = t.dbOptions.dialect === "postgres" ? t.dbOptions.schema : undefined;
      const migrator = new Migrator({
        db: t.app.db,
        provider: { getMigrations: async () => migrations },
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      const down = await migrator.migrateTo("2026-11-26-0017-order-days");
      expect(down.error).toBeUndefined();
      expect(down.results?.at(-1)?.migrationName).toBe("2026-11-26-0018-catalogue-keys");
      await migrateToLatest(t.app.db, schema);
      t.app.productCache.invalidate();
      expect((await walk("sort=name-asc&lang=ar", 100)).seen.map((p) => p.id)).toEqual(before);
      expect((await page("category=shirts&limit=1")).total).toBe(8);
    });

    it("keeps a new title's order at once (the keys follow every text edit)", async () => {
      const last = made[made.length - 1]!;
      const patched = await t.inject({
        method: "PATCH",
        url: `/api/products/${last.id}/text`,
        token: admin,
        payload: { title: "AAA First Now", titleAr: "أأأ" },
      });
      expect(patched.statusCode).toBe(200);
      expect((await page("sort=name-asc&limit=1")).items[0]!.id).toBe(last.id);
      // On Arabic pages it leads the Arabic titles, after the three untranslated "cotton Tee"s.
      const ar = (await page("sort=name-asc&lang=ar&limit=4")).items.map((p) => p.id);
      expect(ar.indexOf(last.id)).toBe(3);
      const moved = await t.inject({
        method: "PATCH",
        url: `/api/products/${last.id}/text`,
        token: admin,
        payload: { category: "coats" },
      });
      expect(moved.json().category).toBe("Coats");
      expect((await page("category=coats&limit=100")).items.map((p) => p.id)).toContain(last.id);
    });
  });
}

describe("the catalogue's cache under many pages", () => {
  it("stays within PRODUCT_CACHE_MB however many pages are asked for", async () => {
    const t = await createTestApp("sqlite", { PRODUCT_CACHE_MB: "1" });
    try {
      const admin = await adminToken(t);
      const { created } = catalogueCalls(
        () => t,
        () => admin,
      );
      for (let i = 0; i < 10; i++)
        await created({ ...SHIRT, title: `Piece ${i}`, description: "x".repeat(4000) });
      // 1,000 distinct pages of ~40 KB each would be 40 MB unbounded.
      for (let i = 1; i <= 1000; i++) {
        const r = await t.inject({
          method: "GET",
          url: `/api/products?limit=10&category=all&page=1&sort=${["name-asc", "price-asc", "price-desc", "newest"][i % 4]}&lang=${i % 2 ? "ar" : "en"}`,
          headers: { "accept-encoding": "br" },
        });
        expect(r.statusCode).toBe(200);
        const made = await t.inject({ method: "GET", url: `/api/products?limit=${(i % 100) + 1}` });
        expect(made.statusCode).toBe(200);
      }
      const stats = t.app.productCache.stats();
      expect(stats.bytes).toBeLessThanOrEqual(1024 * 1024);
      expect(stats.entries).toBeGreaterThan(5);
    } finally {
      await t.close();
    }
  });
});
