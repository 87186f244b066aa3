import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DIALECTS,
  adminToken,
  createTestApp,
  signupAndLogin,
  type TestApp,
} from "../../../test/helpers";
import { SHIRT, catalogueCalls } from "./products.fixtures";

for (const dialect of DIALECTS) {
  describe(`products (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      admin = await adminToken(t);
    });
    afterEach(async () => t.close());

    const { create, created, list, one, patch } = catalogueCalls(
      () => t,
      () => admin,
    );
    const count = async () => (await t.app.db.selectFrom("products").select("id").execute()).length;

    it("creates a product as an admin and answers it in the spec's server form, 201", async () => {
      const before = Date.now();
      const r = await create(SHIRT);
      expect(r.statusCode).toBe(201);
      const product = r.json();
      expect(product).toEqual({
        id: expect.any(Number),
        title: "Sea Island Oxford Shirt",
        salePrice: 2399.99,
        originalPrice: 2850,
        images: ["/uploads/0123abcd-1600.webp"],
        description: "Soft-roll collar, mother-of-pearl buttons.",
        category: "Shirts",
        material: "Sea Island cotton",
        // Not translated: the Arabic pages show the English words (localizedProduct).
        titleAr: "",
        descriptionAr: "",
        categoryAr: "",
        materialAr: "",
        insertedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        quantityS: 2,
        quantityM: 5,
        quantityL: 0,
        quantityXL: 1,
        // Issue 28: no colours and no size guide until an admin gives them.
        colors: [],
        sizeGuideId: null,
        sizeGuide: null,
      });
      expect(Date.parse(product.insertedAt)).toBeGreaterThanOrEqual(before - 5);
      // Money is stored as integer piastres.
      const row = await t.app.db
        .selectFrom("products")
        .selectAll()
        .where("id", "=", product.id)
        .executeTakeFirstOrThrow();
      expect(row.sale_price).toBe(239999);
      expect(row.original_price).toBe(285000);
      expect((await one(product.id)).json()).toEqual(product);
      // A list names the size guide by id only (docs/product.md#size-guides).
      const { sizeGuide: _guide, ...listed } = product;
      expect((await list()).json()).toEqual([listed]);
    });

    it("fills in category Fashion and material Premium quality fabric when they are missing or blank", async () => {
      const bare = await created({ title: "Plain Tee", originalPrice: 500, salePrice: 450 });
      expect(bare).toMatchObject({
        category: "Fashion",
        material: "Premium quality fabric",
        description: "",
        images: [],
        quantityS: 0,
        quantityM: 0,
        quantityL: 0,
        quantityXL: 0,
      });
      const blank = await created({
        title: "Blank Tee",
        originalPrice: 500,
        salePrice: 450,
        category: "  ",
        material: "",
      });
      expect(blank).toMatchObject({ category: "Fashion", material: "Premium quality fabric" });
    });

    it("refuses every write without a token (401) and from a customer (403), changing nothing", async () => {
      const product = await created();
      const customer = await signupAndLogin(t, "layla@example.com");
      const writes = [
        { method: "POST", url: "/api/products", payload: SHIRT },
        { method: "DELETE", url: `/api/products/${product.id}` },
        {
          method: "PATCH",
          url: `/api/products/${product.id}/quantity`,
          payload: { size: "M", quantity: 99 },
        },
        { method: "PATCH", url: `/api/products/${product.id}/sale`, payload: { salePrice: 1 } },
        {
          method: "PATCH",
          url: `/api/products/${product.id}/original`,
          payload: { originalPrice: 1 },
        },
        { method: "PATCH", url: `/api/products/${product.id}/images`, payload: { images: [] } },
      ] as const;
      for (const w of writes) {
        const anonymous = await t.inject({ ...w });
        expect(anonymous.statusCode, `${w.method} ${w.url}`).toBe(401);
        expect(anonymous.json()).toEqual({
          error: "Authentication required",
          errorCode: "UNAUTHORIZED",
        });
        const forged = await t.inject({ ...w, token: "not-a-session" });
        expect(forged.statusCode, `${w.method} ${w.url}`).toBe(401);
        const asCustomer = await t.inject({ ...w, token: customer });
        expect(asCustomer.statusCode, `${w.method} ${w.url}`).toBe(403);
        expect(asCustomer.json().errorCode).toBe("FORBIDDEN");
      }
      // Even a malformed body from a stranger is a 401, not a validation hint.
      expect((await create({ nonsense: true }, "")).statusCode).toBe(401);
      expect(await count()).toBe(1);
      expect((await one(product.id)).json()).toEqual(product);
    });

    it("refuses a missing or blank title, naming the field", async () => {
      const { title: _omit, ...untitled } = SHIRT;
      for (const payload of [
        untitled,
        { ...SHIRT, title: "" },
        { ...SHIRT, title: "   " },
        { ...SHIRT, title: 42 },
      ]) {
        const r = await create(payload);
        expect(r.statusCode).toBe(400);
        expect(r.json()).toEqual({
          error: expect.stringContaining("title"),
          errorCode: "BAD_REQUEST",
        });
      }
      expect(await count()).toBe(0);
    });

    it("refuses prices of 0, below 0, with 3 decimals, as words or missing, naming the field", async () => {
      const cases: [object, string, RegExp][] = [
        [{ salePrice: 0 }, "salePrice", /greater than 0/],
        [{ originalPrice: 0 }, "originalPrice", /greater than 0/],
        [{ salePrice: -10 }, "salePrice", /greater than 0/],
        [{ originalPrice: -0.01 }, "originalPrice", /greater than 0/],
        [{ salePrice: 10.005 }, "salePrice", /at most 2 decimals/],
        [{ originalPrice: 99.999 }, "originalPrice", /at most 2 decimals/],
        [{ salePrice: "100 EGP" }, "salePrice", /number/],
        [{ originalPrice: "abc" }, "originalPrice", /number/],
        [{ salePrice: null }, "salePrice", /number/],
        [{ salePrice: 1e12 }, "salePrice", /too large/],
        [{ salePrice: undefined }, "salePrice", /number/],
      ];
      for (const [change, field, message] of cases) {
        const r = await create({ ...SHIRT, ...change });
        expect(r.statusCode, JSON.stringify(change)).toBe(400);
        expect(r.json().error, JSON.stringify(change)).toContain(field);
        expect(r.json().error, JSON.stringify(change)).toMatch(message);
      }
      expect(await count()).toBe(0);
    });

    it("refuses fractional, negative, huge and non-numeric quantities, naming the field", async () => {
      const cases: [object, string, RegExp][] = [
        [{ quantityS: 1.5 }, "quantityS", /whole number/],
        [{ quantityM: -1 }, "quantityM", /0 or more/],
        [{ quantityL: 10_000_000 }, "quantityL", /too large/],
        [{ quantityXL: "3 pieces" }, "quantityXL", /number/],
        [{ quantityXL: Number.MAX_SAFE_INTEGER }, "quantityXL", /too large/],
      ];
      for (const [change, field, message] of cases) {
        const r = await create({ ...SHIRT, ...change });
        expect(r.statusCode, JSON.stringify(change)).toBe(400);
        expect(r.json().error).toContain(field);
        expect(r.json().error).toMatch(message);
      }
      expect(await count()).toBe(0);
    });

    it("refuses unknown fields and images that are not uploads, storing nothing", async () => {
      for (const [change, field] of [
        [{ id: 7 }, "id"],
        [{ insertedAt: "2020-01-01T00:00:00.000Z" }, "insertedAt"],
        [{ rev: 1 }, "rev"],
        [{ isNew: true }, "isNew"],
      ] as const) {
        const r = await create({ ...SHIRT, ...change });
        expect(r.statusCode).toBe(400);
        expect(r.json().error).toContain(field);
      }
      for (const images of [
        ["https://evil.example/x.png"],
        ["javascript:alert(1)"],
        ["/uploads/../store.db"],
        "not-a-list",
      ]) {
        const r = await create({ ...SHIRT, images });
        expect(r.statusCode, JSON.stringify(images)).toBe(400);
        expect(r.json().error).toContain("images");
      }
      expect(await count()).toBe(0);
    });

    it("answers a JSON 404 for a product that does not exist and 400 for an id that is not a number", async () => {
      for (const id of [999, 2_147_483_647, 99_999_999_999]) {
        const r = await one(id);
        expect(r.statusCode, String(id)).toBe(404);
        expect(r.headers["content-type"]).toMatch(/application\/json/);
        expect(r.json()).toEqual({ error: "Product not found", errorCode: "NOT_FOUND" });
      }
      for (const id of ["abc", "1.5", "-3"]) {
        const r = await one(id);
        expect(r.statusCode, id).toBe(400);
        expect(r.json().error).toContain("id");
      }
      const missing = [
        t.inject({ method: "DELETE", url: "/api/products/999", token: admin }),
        patch(999, "quantity", { size: "M", quantity: 1 }),
        patch(999, "sale", { salePrice: 10 }),
        patch(999, "original", { originalPrice: 10 }),
        patch(999, "images", { images: [] }),
        patch(99_999_999_999, "sale", { salePrice: 10 }),
      ];
      for (const r of await Promise.all(missing)) {
        expect(r.statusCode).toBe(404);
        expect(r.json()).toEqual({ error: "Product not found", errorCode: "NOT_FOUND" });
      }
    });

    it("sets one size's stock, the sale price, the original price and the images", async () => {
      const { id } = await created();
      const q = await patch(id, "quantity", { size: "L", quantity: 12 });
      expect(q.statusCode).toBe(200);
      expect(q.json()).toMatchObject({
        id,
        quantityS: 2,
        quantityM: 5,
        quantityL: 12,
        quantityXL: 1,
      });
      expect((await patch(id, "quantity", { size: "S", quantity: 0 })).json().quantityS).toBe(0);

      const sale = await patch(id, "sale", { salePrice: 1999.5 });
      expect(sale.statusCode).toBe(200);
      expect(sale.json()).toMatchObject({ salePrice: 1999.5, originalPrice: 2850 });
      const original = await patch(id, "original", { originalPrice: 3100.25 });
      expect(original.json()).toMatchObject({ salePrice: 1999.5, originalPrice: 3100.25 });
      const images = ["/uploads/aa-1600.webp", "/uploads/bb-1600.webp"];
      expect((await patch(id, "images", { images })).json().images).toEqual(images);

      expect((await one(id)).json()).toMatchObject({
        quantityS: 0,
        quantityL: 12,
        salePrice: 1999.5,
        originalPrice: 3100.25,
        images,
      });
      const row = await t.app.db
        .selectFrom("products")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect([row.sale_price, row.original_price]).toEqual([199950, 310025]);
    });

    it("refuses bad patches, naming the field, and leaves the product as it was", async () => {
      const product = await created();
      const cases: [string, object, string][] = [
        ["quantity", { size: "XXL", quantity: 1 }, "size"],
        ["quantity", { quantity: 1 }, "size"],
        ["quantity", { size: "M", quantity: -1 }, "quantity"],
        ["quantity", { size: "M", quantity: 2.5 }, "quantity"],
        ["quantity", { size: "M", quantity: 5_000_000 }, "quantity"],
        ["quantity", { size: "M", quantity: "7x" }, "quantity"],
        ["quantity", { size: "M" }, "quantity"],
        ["quantity", { size: "M", quantity: 1, price: 1 }, "price"],
        ["sale", { salePrice: 0 }, "salePrice"],
        ["sale", { salePrice: -5 }, "salePrice"],
        ["sale", { salePrice: 12.345 }, "salePrice"],
        ["sale", { salePrice: "12,5" }, "salePrice"],
        ["sale", {}, "salePrice"],
        ["original", { originalPrice: 0 }, "originalPrice"],
        ["original", { originalPrice: 1.001 }, "originalPrice"],
        ["original", { originalPrice: -1 }, "originalPrice"],
        ["images", { images: ["http://elsewhere.example/a.webp"] }, "images"],
        ["images", { images: "/uploads/a-1600.webp" }, "images"],
        ["images", {}, "images"],
      ];
      for (const [what, payload, field] of cases) {
        const r = await patch(product.id, what, payload);
        expect(r.statusCode, `${what} ${JSON.stringify(payload)}`).toBe(400);
        expect(r.json().error, `${what} ${JSON.stringify(payload)}`).toContain(field);
      }
      expect((await one(product.id)).json()).toEqual(product);
    });

    it("refuses a sale price above the original on creation (SALE_ABOVE_ORIGINAL), storing nothing; equal is fine", async () => {
      for (const [originalPrice, salePrice] of [
        [2850, 2850.01],
        [100, 9_999_999.99],
      ] as const) {
        const r = await create({ ...SHIRT, originalPrice, salePrice });
        expect(r.statusCode).toBe(400);
        expect(r.json()).toEqual({
          error: `The sale price (${salePrice === 2850.01 ? "2,850.01" : "9,999,999.99"} EGP) cannot be above the original price (${originalPrice === 2850 ? "2,850.00" : "100.00"} EGP).`,
          errorCode: "SALE_ABOVE_ORIGINAL",
        });
      }
      expect(await count()).toBe(0);
      expect((await created({ ...SHIRT, originalPrice: 900, salePrice: 900 })).salePrice).toBe(900);
    });

    it("refuses a price edit that would put the sale above the original, and changes nothing", async () => {
      const product = await created({ ...SHIRT, originalPrice: 2000, salePrice: 1500 });
      const sale = await patch(product.id, "sale", { salePrice: 2000.5 });
      expect(sale.statusCode).toBe(400);
      expect(sale.json()).toEqual({
        error: "The sale price (2,000.50 EGP) cannot be above the original price (2,000.00 EGP).",
        errorCode: "SALE_ABOVE_ORIGINAL",
      });
      const original = await patch(product.id, "original", { originalPrice: 1499.99 });
      expect(original.statusCode).toBe(400);
      expect(original.json()).toEqual({
        error: "The sale price (1,500.00 EGP) cannot be above the original price (1,499.99 EGP).",
        errorCode: "SALE_ABOVE_ORIGINAL",
      });
      expect((await one(product.id)).json()).toEqual(product);
      // The order of two edits matters: raise the original first, then the sale.
      expect((await patch(product.id, "original", { originalPrice: 3000 })).statusCode).toBe(200);
      const raised = await patch(product.id, "sale", { salePrice: 3000 });
      expect(raised.json()).toMatchObject({ originalPrice: 3000, salePrice: 3000 });
      // A missing product is still a 404, not a price quarrel.
      expect((await patch(99_999, "sale", { salePrice: 1 })).statusCode).toBe(404);
    });

    it("never leaves a sale above the original when a sale and an original edit race", async () => {
      const product = await created({ ...SHIRT, originalPrice: 1000, salePrice: 800 });
      for (let round = 0; round < 5; round++) {
        await Promise.all([
          patch(product.id, "sale", { salePrice: 950 }),
          patch(product.id, "original", { originalPrice: 900 }),
        ]);
        const now = (await one(product.id)).json();
        expect(now.salePrice).toBeLessThanOrEqual(now.originalPrice);
        await patch(product.id, "original", { originalPrice: 1000 });
        await patch(product.id, "sale", { salePrice: 800 });
      }
    });

    it("refuses a negative or fractional stock with a 400 rather than saving 0", async () => {
      const product = await created();
      for (const quantity of [-1, -0.5, 2.5, 0.1]) {
        const r = await patch(product.id, "quantity", { size: "M", quantity });
        expect(r.statusCode, String(quantity)).toBe(400);
        expect(r.json()).toEqual({
          error: expect.stringMatching(/quantity.*(0 or more|whole number)/),
          errorCode: "BAD_REQUEST",
        });
      }
      expect((await one(product.id)).json().quantityM).toBe(5);
      const r = await create({ ...SHIRT, quantityS: -3 });
      expect(r.statusCode).toBe(400);
      expect(await count()).toBe(1);
    });

    it("joins a category typed in another case or spacing to the one in use, with its Arabic name", async () => {
      await created({ ...SHIRT, category: "Coats", categoryAr: "معاطف" });
      for (const category of ["coats", "  COATS ", "cOaTs"]) {
        const joined = await created({ ...SHIRT, category });
        expect(joined, category).toMatchObject({ category: "Coats", categoryAr: "معاطف" });
      }
      // "fashion" is the label's default, "Fashion".
      expect(await created({ ...SHIRT, category: "fashion" })).toMatchObject({
        category: "Fashion",
      });
      // A new category keeps its spelling, inner spaces made one.
      expect(await created({ ...SHIRT, category: "Evening   Wear" })).toMatchObject({
        category: "Evening Wear",
      });
      // Editing the words joins too; an Arabic name sent with it wins over the category's.
      const shirt = await created();
      const moved = await patch(shirt.id, "text", { category: "COATS" });
      expect(moved.json()).toMatchObject({ category: "Coats", categoryAr: "معاطف" });
      const own = await patch(shirt.id, "text", { category: "evening wear", categoryAr: "سهرة" });
      expect(own.json()).toMatchObject({ category: "Evening Wear", categoryAr: "سهرة" });
      const categories = new Set(
        ((await list()).json() as { category: string }[]).map((p) => p.category),
      );
      expect([...categories].sort()).toEqual(["Coats", "Evening Wear", "Fashion"]);
    });

    it("deletes a product: 204, then 404, gone from the list and from carts; order history stays", async () => {
      const keep = await created({ ...SHIRT, title: "Keeper" });
      const gone = await created({ ...SHIRT, title: "Leaver" });
      const customer = await signupAndLogin(t, "cart@example.com");
      const user = await t.app.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "cart@example.com")
        .executeTakeFirstOrThrow();
      await t.app.db
        .insertInto("cart_items")
        .values({ user_id: user.id, product_id: gone.id, size: "M", quantity: 1 })
        .execute();
      expect(customer).toBeTruthy();

      const r = await t.inject({ method: "DELETE", url: `/api/products/${gone.id}`, token: admin });
      expect(r.statusCode).toBe(204);
      expect(r.body).toBe("");
      expect((await one(gone.id)).statusCode).toBe(404);
      expect((await list()).json().map((p: { title: string }) => p.title)).toEqual(["Keeper"]);
      expect(await t.app.db.selectFrom("cart_items").selectAll().execute()).toEqual([]);
      expect(
        (await t.inject({ method: "DELETE", url: `/api/products/${gone.id}`, token: admin }))
          .statusCode,
      ).toBe(404);
      expect((await one(keep.id)).statusCode).toBe(200);
    });

    it("lists newest first", async () => {
      const old = await created({ ...SHIRT, title: "Old" });
      const fresh = await created({ ...SHIRT, title: "Fresh" });
      await t.app.db
        .updateTable("products")
        .set({ inserted_at: "2025-01-01T00:00:00.000Z" })
        .where("id", "=", old.id)
        .execute();
      expect((await list()).json().map((p: { id: number }) => p.id)).toEqual([fresh.id, old.id]);
    });
  });
}
