import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { productCreateSchema, type Product } from "@atelier/shared/products";
import {
  DIALECTS,
  adminToken,
  createTestApp,
  signupAndLogin,
  type TestApp,
} from "../../../test/helpers";
import { productRow } from "../products/products.service";

type Words = {
  title: string;
  titleAr?: string;
  description?: string;
  category?: string;
  material?: string;
};

for (const dialect of DIALECTS) {
  describe(`admin product list (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      admin = await adminToken(t);
    });
    afterEach(async () => t.close());

    /** Products written straight to the database (the way the seed writes them): fast. */
    const insert = async (products: (Words & { at: string })[]) => {
      const rows = products.map(({ at, ...words }) =>
        productRow(productCreateSchema.parse({ originalPrice: 100, salePrice: 90, ...words }), at),
      );
      return (
        await t.app.db.insertInto("products").values(rows).returning(["id", "title"]).execute()
      ).map((r) => r.id);
    };
    /** `null`: no token at all. */
    const list = (query: string, token: string | null = admin) =>
      t.inject({ method: "GET", url: `/api/admin/products${query}`, token: token ?? undefined });
    const found = async (q: string) => {
      const r = await list(`?q=${encodeURIComponent(q)}`);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as Product[]).map((p) => p.title).sort();
    };

    it("pages newest first: every product once, the total in X-Total-Count", async () => {
      // 45 products, three inserted at each instant: ties fall back to the id.
      const ids = await insert(
        Array.from({ length: 45 }, (_, i) => ({
          title: `Piece ${i}`,
          at: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 3))).toISOString(),
        })),
      );
      const newestFirst = [...ids].reverse();

      const first = await list("");
      expect(first.statusCode).toBe(200);
      expect(first.headers["x-total-count"]).toBe("45");
      expect((first.json() as Product[]).map((p) => p.id)).toEqual(newestFirst.slice(0, 20));

      const walked: number[] = [];
      for (let page = 1; page <= 4; page++) {
        const r = await list(`?limit=13&page=${page}`);
        expect(r.headers["x-total-count"]).toBe("45");
        const got = (r.json() as Product[]).map((p) => p.id);
        expect(got).toHaveLength(page < 4 ? 13 : 6);
        walked.push(...got);
      }
      expect(walked).toEqual(newestFirst);
      expect((await list("?limit=13&page=5")).json()).toEqual([]);
      expect((await list("?limit=100")).json()).toHaveLength(45);
      expect((await list("?limit=1&page=100000")).json()).toEqual([]);
      // The API's product form, as GET /api/products/{id} answers it, but for the whole size
      // guide, which only a piece's own answer carries (lists name it by `sizeGuideId`).
      const one = await t.inject({ method: "GET", url: `/api/products/${newestFirst[0]}` });
      const { sizeGuide, ...listed } = one.json() as Product;
      expect(sizeGuide).toBeNull();
      expect((first.json() as Product[])[0]).toEqual(listed);
    });

    it("searches every word, folded, in both languages, with % _ and \\ as themselves", async () => {
      const [dress] = await insert([
        {
          title: "Evening Dress",
          titleAr: "فُسْتَانُ سهرة",
          description: "Cut from Egyptian cotton",
          at: "2026-01-01T00:00:00.000Z",
        },
        { title: "Silk Scarf 50%", material: "Silk", at: "2026-01-02T00:00:00.000Z" },
        { title: "Cotton_Tee", category: "Tees", at: "2026-01-03T00:00:00.000Z" },
        { title: "Cottonfield Tee", category: "Tees", at: "2026-01-04T00:00:00.000Z" },
        { title: "Back\\slash Coat", category: "Coats", at: "2026-01-05T00:00:00.000Z" },
        { title: "Café Blazer", at: "2026-01-06T00:00:00.000Z" },
      ]);

      // Arabic with tatweel and vowel marks finds the dress, and so does its plain spelling.
      expect(await found("فـــسْتان")).toEqual(["Evening Dress"]);
      expect(await found("فستان سهره")).toEqual(["Evening Dress"]);
      // Case and accents folded; words ANDed across the title and the description.
      expect(await found("CAFE")).toEqual(["Café Blazer"]);
      expect(await found("dress egyptian")).toEqual(["Evening Dress"]);
      expect(await found("dress silk")).toEqual([]);
      expect(await found("  tee   tees  ")).toEqual(["Cotton_Tee", "Cottonfield Tee"]);
      // Wildcards are ordinary characters.
      expect(await found("%")).toEqual(["Silk Scarf 50%"]);
      expect(await found("cotton_")).toEqual(["Cotton_Tee"]);
      expect(await found("_")).toEqual(["Cotton_Tee"]);
      expect(await found("\\")).toEqual(["Back\\slash Coat"]);
      // Blank is everything.
      expect(await found("   ")).toHaveLength(6);

      // An id typed as the search (Arabic digits too) finds that product.
      const r = await list(`?q=${dress}`);
      expect(r.headers["x-total-count"]).toBe("1");
      expect((r.json() as Product[]).map((p) => p.id)).toEqual([dress]);
      const arabicDigits = String(dress).replace(/\d/g, (d) => String.fromCharCode(0x660 + +d));
      expect(await found(arabicDigits)).toEqual(["Evening Dress"]);
      expect(await found("99999999999")).toEqual([]);

      // The count is of the matches, the page a part of them.
      const tees = await list("?q=tee&limit=1&page=2");
      expect(tees.headers["x-total-count"]).toBe("2");
      expect((tees.json() as Product[]).map((p) => p.title)).toEqual(["Cotton_Tee"]);
    });

    it("answers admins only, 401/403 before validation, and refuses bad parameters", async () => {
      await insert([{ title: "Linen Shirt", at: "2026-01-01T00:00:00.000Z" }]);
      const customer = await signupAndLogin(t, "someone@example.com");
      const huge = `?q=${"a".repeat(10_000)}`;

      expect((await list("", null)).statusCode).toBe(401);
      expect((await list("", "not-a-token")).statusCode).toBe(401);
      expect((await list("", customer)).statusCode).toBe(403);
      expect((await list(huge, null)).statusCode).toBe(401);
      expect((await list("?limit=1000", customer)).statusCode).toBe(403);

      const tooLong = await list(huge);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error).toMatch(/q must be at most 200 characters/);
      expect((await list(`?q=${"a".repeat(200)}`)).statusCode).toBe(200);
      for (const bad of [
        "?limit=1000",
        "?limit=0",
        "?limit=1.5",
        "?page=-1",
        "?page=0",
        "?page=abc",
        "?page=100001",
      ]) {
        const r = await list(bad);
        expect(r.statusCode, bad).toBe(400);
        expect(r.json().error, bad).toMatch(bad.includes("limit") ? /limit/ : /page/);
      }
      // Never cached: an admin's answer.
      expect((await list("")).headers["cache-control"]).toBe("private, no-store");
    });
  });
}
