import { afterEach, beforeAll, afterAll, describe, expect, it } from "vitest";
import { DIALECTS, createSecondApp, createTestApp, type TestApp } from "../../../test/helpers";
import { ownerToken } from "../../../test/fixtures";

/*
 * Issue 29: GET /api/products/search, one folding for the index and the query
 * (packages/shared/src/fold.ts), on both dialects with the same answers.
 */
const PIECES = [
  {
    title: "Cashmere Crew Neck",
    titleAr: "بلوفر كشمير",
    category: "Knitwear",
    categoryAr: "تريكو",
    material: "Mongolian cashmere",
    description: "Soft, warm and light.",
  },
  {
    title: "Linen Midi Dress",
    titleAr: "فستان ميدي كتان",
    category: "Dresses",
    categoryAr: "فساتين",
    material: "Linen",
    description: "For Alexandria evenings (إسكندرية).",
  },
  {
    title: "Café Crème Shirt",
    titleAr: "قميص مُطرّز",
    category: "Shirts",
    material: "Cotton poplin",
    description: "Embroidered with care in Cairo; 100% cotton, size ٣ fits most.",
  },
  {
    title: "Gingham Garden Dress",
    titleAr: "فستان حديقه",
    category: "Dresses",
    material: "Cotton",
    description: "A summer dress with a linen sash.",
  },
  {
    title: "Mosaic Scarf",
    titleAr: "وشاح موزاييك",
    category: "Accessories",
    material: "Silk_twill",
    description: "Printed 'by hand'.",
  },
];

for (const dialect of DIALECTS) {
  describe(`searching the catalogue (${dialect})`, () => {
    let t: TestApp;
    const ids = new Map<string, number>();
    beforeAll(async () => {
      t = await createTestApp(dialect);
      const admin = await ownerToken(t);
      for (const piece of PIECES) {
        const r = await t.inject({
          method: "POST",
          url: "/api/products",
          token: admin,
          payload: { ...piece, originalPrice: 900, salePrice: 900, quantityM: 2 },
        });
        expect(r.statusCode, r.body).toBe(201);
        ids.set(piece.title, r.json().id);
      }
      const colour = await t.inject({
        method: "POST",
        url: `/api/products/${ids.get("Mosaic Scarf")}/colors`,
        token: admin,
        payload: { name: "Burgundy", nameAr: "عنّابي", hex: "#6d1f2a" },
      });
      expect(colour.statusCode).toBe(201);
    });
    afterAll(async () => t.close());
    afterEach(() => {});

    const search = async (q: string, extra = "") => {
      const r = await t.inject({
        method: "GET",
        url: `/api/products/search?q=${encodeURIComponent(q)}${extra}`,
      });
      expect(r.statusCode, `${q}: ${r.body}`).toBe(200);
      return (r.json() as { title: string }[]).map((p) => p.title);
    };

    it.each([
      // Each folding rule, the query folded and the title folded.
      ["cashm", "Cashmere Crew Neck"],
      ["CASHMERE", "Cashmere Crew Neck"],
      ["cafe creme", "Café Crème Shirt"],
      ["فست", "Linen Midi Dress"],
      ["فسـتان ميدي", "Linen Midi Dress"],
      ["فُستان ميدي", "Linen Midi Dress"],
      ["اسكندرية", "Linen Midi Dress"],
      ["مطرز", "Café Crème Shirt"],
      ["حديقة", "Gingham Garden Dress"],
      ["size 3", "Café Crème Shirt"],
      ["knitwear", "Cashmere Crew Neck"],
      ["تريكو", "Cashmere Crew Neck"],
      ["عنابي", "Mosaic Scarf"],
      ["burgundy", "Mosaic Scarf"],
      ["silk_twill", "Mosaic Scarf"],
      ["'by hand'", "Mosaic Scarf"],
      ["100%", "Café Crème Shirt"],
    ])("%s finds %s", async (q, title) => {
      expect(await search(q)).toContain(title);
    });

    it("ANDs the words, ranks title matches first, and takes wildcards literally", async () => {
      expect(await search("dress linen")).toEqual(["Linen Midi Dress", "Gingham Garden Dress"]);
      expect(await search("linen")).toEqual(["Linen Midi Dress", "Gingham Garden Dress"]);
      expect(await search("linen cashmere")).toEqual([]);
      expect(await search("0% c")).toEqual([]);
      expect(await search("k_tw")).toEqual(["Mosaic Scarf"]);
      expect(await search("kxtw")).toEqual([]);
      expect(await search("silk%twill")).toEqual([]);
      // Two letters match where a word starts, not inside one.
      expect(await search("ca")).toEqual(["Café Crème Shirt", "Cashmere Crew Neck"]);
      expect(await search("dress", "&limit=1")).toHaveLength(1);
      // Within a rank newest first; a title match before a newer piece found in its words.
      expect(await search("dress")).toEqual(["Gingham Garden Dress", "Linen Midi Dress"]);
      expect(await search("dress", "&limit=1")).toEqual(["Gingham Garden Dress"]);
      expect(await search("linen", "&limit=1")).toEqual(["Linen Midi Dress"]);
      expect(await search("cotton")).toEqual(["Gingham Garden Dress", "Café Crème Shirt"]);
    });

    it("sees an edit in the next search", async () => {
      expect(await search("seersucker")).toEqual([]);
      const admin = await ownerToken(t);
      await t.inject({
        method: "PATCH",
        url: `/api/products/${ids.get("Gingham Garden Dress")}/text`,
        token: admin,
        payload: { material: "Seersucker" },
      });
      expect(await search("seersucker")).toEqual(["Gingham Garden Dress"]);
      // Its colour's name stays searchable after a text edit.
      await t.inject({
        method: "PATCH",
        url: `/api/products/${ids.get("Mosaic Scarf")}/text`,
        token: admin,
        payload: { description: "Printed by machine." },
      });
      expect(await search("burgundy")).toEqual(["Mosaic Scarf"]);
    });

    it("sees, in a kept answer, an edit answered by another process and stock it took", async () => {
      const linen = await search("linen");
      expect(await search("plisse")).toEqual([]);
      // A second app on the same database has its own cache, as another process would.
      const other = await createSecondApp(t);
      try {
        const id = ids.get("Linen Midi Dress")!;
        const edit = await other.inject({
          method: "PATCH",
          url: `/api/products/${id}/text`,
          headers: { authorization: `Bearer ${await ownerToken(t)}` },
          payload: { material: "Linen plissé" },
        });
        expect(edit.statusCode, edit.body).toBe(200);
        expect(await search("plisse")).toEqual(["Linen Midi Dress"]);
        expect(await search("linen")).toEqual(linen);

        // Stock taken the way orders take it, with no call to any cache.
        await other.db
          .updateTable("products")
          .set({ quantity_m: 7 })
          .where("id", "=", id)
          .execute();
        const r = await t.inject({ method: "GET", url: "/api/products/search?q=linen" });
        expect(r.json().find((p: { id: number }) => p.id === id).quantityM).toBe(7);
      } finally {
        await other.close();
      }
    });

    it("refuses an empty, blank, wordless or too long q, and a bad limit, naming them", async () => {
      for (const [url, message] of [
        ["/api/products/search", /q is required/],
        ["/api/products/search?q=", /q must not be empty/],
        ["/api/products/search?q=%20%20", /q must not be empty/],
        [`/api/products/search?q=${"a".repeat(101)}`, /q must be at most 100 characters/],
        ["/api/products/search?q=%D9%8E", /q must hold a letter or a digit/],
        ["/api/products/search?q=linen&limit=51", /limit must be at most 50/],
        ["/api/products/search?q=linen&limit=0", /limit/],
      ] as const) {
        const r = await t.inject({ method: "GET", url });
        expect(r.statusCode, url).toBe(400);
        expect(r.json().error, url).toMatch(message);
      }
    });
  });

  describe(`searching too often (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(async () => t.close());

    it("counts a search worked out once for everyone who asked for it meanwhile", async () => {
      const few = await createTestApp(dialect, {}, (config) => {
        config.rateLimits = { ...config.rateLimits, searchPerMinute: 5 };
      });
      try {
        const get = (q: string) =>
          few.inject({ method: "GET", url: `/api/products/search?q=${q}` });
        const together = await Promise.all(Array.from({ length: 20 }, () => get("wool")));
        expect(together.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
        const codes = [];
        for (const q of ["silk", "linen", "cotton", "denim", "tweed"])
          codes.push((await get(q)).statusCode);
        expect(codes).toEqual([200, 200, 200, 200, 429]);
      } finally {
        await few.close();
      }
    });

    it("answers 429 past the searches a minute one address may make the store work out", async () => {
      const codes: number[] = [];
      for (let i = 0; i < 125; i++)
        codes.push(
          (await t.inject({ method: "GET", url: `/api/products/search?q=linen${i}` })).statusCode,
        );
      expect(codes.slice(0, 120).every((c) => c === 200)).toBe(true);
      expect(codes.slice(120)).toEqual([429, 429, 429, 429, 429]);
      // An answer the store keeps costs nothing to give again: not counted, still answered.
      const kept = await t.inject({ method: "GET", url: "/api/products/search?q=linen3" });
      expect(kept.statusCode).toBe(200);
      const refused = await t.inject({ method: "GET", url: "/api/products/search?q=silk" });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errorCode).toBe("TOO_MANY_REQUESTS");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    });
  });
}
