import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localizedProduct, type Product } from "@atelier/shared/products";
import {
  DIALECTS,
  adminToken,
  createTestApp,
  signupAndLogin,
  type TestApp,
} from "../../../test/helpers";

// Issue 16: a product's words in English and Arabic (docs/product.md#products).
const SHIRT = {
  title: "Sea Island Oxford Shirt",
  description: "Soft-roll collar, mother-of-pearl buttons.",
  originalPrice: 2850,
  salePrice: 2399.99,
  material: "Sea Island cotton",
  category: "Shirts",
  quantityM: 5,
};
const ARABIC = {
  titleAr: "قميص أكسفورد من قطن سي آيلاند",
  descriptionAr: "ياقة ناعمة الانثناء وأزرار من عرق اللؤلؤ.",
  categoryAr: "قمصان",
  materialAr: "قطن سي آيلاند",
};

for (const dialect of DIALECTS) {
  describe(`products in Arabic (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      admin = await adminToken(t);
    });
    afterEach(async () => t.close());

    const create = (payload: object) =>
      t.inject({ method: "POST", url: "/api/products", payload, token: admin });
    const one = async (id: number): Promise<Product> =>
      (await t.inject({ method: "GET", url: `/api/products/${id}` })).json();
    const list = async (): Promise<Product[]> =>
      (await t.inject({ method: "GET", url: "/api/products" })).json();
    const setText = (id: number, payload: unknown, token: string = admin) =>
      t.inject({
        method: "PATCH",
        url: `/api/products/${id}/text`,
        payload: payload as object,
        token,
      });
    const count = async () => (await t.app.db.selectFrom("products").select("id").execute()).length;

    it("stores the Arabic words beside the English ones and answers them everywhere", async () => {
      const r = await create({
        ...SHIRT,
        ...ARABIC,
        titleAr: `  ${ARABIC.titleAr}  `,
      });
      expect(r.statusCode, r.body).toBe(201);
      const created: Product = r.json();
      // Trimmed like the English fields.
      expect(created).toMatchObject({ ...SHIRT, ...ARABIC });
      expect(await one(created.id)).toEqual(created);
      const { sizeGuide: _guide, ...listed } = created;
      expect(await list()).toEqual([listed]);
      const row = await t.app.db
        .selectFrom("products")
        .select(["title_ar", "description_ar", "category_ar", "material_ar"])
        .where("id", "=", created.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        title_ar: ARABIC.titleAr,
        description_ar: ARABIC.descriptionAr,
        category_ar: ARABIC.categoryAr,
        material_ar: ARABIC.materialAr,
      });
    });

    it("accepts each Arabic field at its longest, and a product without any", async () => {
      const longest = {
        titleAr: "ق".repeat(200),
        descriptionAr: "ق".repeat(5000),
        categoryAr: "ق".repeat(100),
        materialAr: "ق".repeat(200),
      };
      const r = await create({ ...SHIRT, ...longest });
      expect(r.statusCode, r.body).toBe(201);
      expect(await one(r.json().id)).toMatchObject(longest);
      // Another category: a product of the same one would take its Arabic name (issue 24).
      const plain = await create({ ...SHIRT, category: "Knitwear" });
      expect(plain.json()).toMatchObject({
        titleAr: "",
        descriptionAr: "",
        categoryAr: "",
        materialAr: "",
      });
    });

    it("refuses an Arabic field that is too long or not text with a clear 400, saving nothing", async () => {
      const cases: [object, string][] = [
        [{ titleAr: "ق".repeat(201) }, "titleAr is too long (at most 200 characters)"],
        [
          { descriptionAr: "ق".repeat(5001) },
          "descriptionAr is too long (at most 5000 characters)",
        ],
        [{ categoryAr: "ق".repeat(101) }, "categoryAr is too long (at most 100 characters)"],
        [{ materialAr: "ق".repeat(201) }, "materialAr is too long (at most 200 characters)"],
        [{ titleAr: 42 }, "titleAr must be text"],
        [{ descriptionAr: null }, "descriptionAr must be text"],
        [{ categoryAr: ["قمصان"] }, "categoryAr must be text"],
        [{ materialAr: { ar: "قطن" } }, "materialAr must be text"],
      ];
      for (const [fields, error] of cases) {
        const r = await create({ ...SHIRT, ...fields });
        expect(r.statusCode, error).toBe(400);
        expect(r.json()).toEqual({ error, errorCode: "BAD_REQUEST" });
      }
      expect(await count()).toBe(0);
    });

    it("changes only the words sent; an empty Arabic field removes the translation", async () => {
      const { id } = (await create({ ...SHIRT, ...ARABIC })).json();
      let r = await setText(id, { titleAr: "قميص الزمالك", descriptionAr: "" });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({
        ...SHIRT,
        titleAr: "قميص الزمالك",
        descriptionAr: "",
        categoryAr: ARABIC.categoryAr,
        materialAr: ARABIC.materialAr,
      });
      expect(await one(id)).toEqual(r.json());

      // English too, with the label's defaults for a blank category or material.
      r = await setText(id, { title: "Zamalek Shirt", category: "", material: " " });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({
        title: "Zamalek Shirt",
        category: "Fashion",
        material: "Premium quality fabric",
        description: SHIRT.description,
        titleAr: "قميص الزمالك",
      });
    });

    it("refuses bad text patches with a clear 4xx and leaves the product as it was", async () => {
      const { id } = (await create({ ...SHIRT, ...ARABIC })).json();
      const before = await one(id);
      const cases: [unknown, number, string | RegExp][] = [
        [{ titleAr: "ق".repeat(201) }, 400, "titleAr is too long (at most 200 characters)"],
        [{ materialAr: 7 }, 400, "materialAr must be text"],
        [{ title: "" }, 400, "title is required"],
        [{ titleAr: "قميص", price: 1 }, 400, /price/],
        [{}, 400, /at least one of title/],
      ];
      for (const [payload, status, error] of cases) {
        const r = await setText(id, payload);
        expect(r.statusCode, JSON.stringify(payload)).toBe(status);
        expect(r.json().error).toMatch(error);
        expect(r.json().errorCode).toBe("BAD_REQUEST");
      }
      const customer = await signupAndLogin(t, "nour@example.com");
      expect((await setText(id, { titleAr: "قميص" }, customer)).statusCode).toBe(403);
      expect((await setText(id, { titleAr: "قميص" }, "")).statusCode).toBe(401);
      expect((await setText(999_999, { titleAr: "قميص" })).statusCode).toBe(404);
      expect(await one(id)).toEqual(before);
    });

    it("falls back to English per empty field on the Arabic pages (localizedProduct)", async () => {
      const { id } = (await create({ ...SHIRT, titleAr: ARABIC.titleAr, materialAr: "  " })).json();
      const product = await one(id);
      expect(localizedProduct(product, "ar")).toMatchObject({
        title: ARABIC.titleAr,
        description: SHIRT.description,
        category: SHIRT.category,
        material: SHIRT.material,
        salePrice: SHIRT.salePrice,
      });
      expect(localizedProduct(product, "en")).toEqual(product);
    });
  });
}
