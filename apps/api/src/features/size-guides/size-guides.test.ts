import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { createProduct, ownerToken } from "../../../test/fixtures";

const TOPS = {
  name: "Tops",
  nameAr: "البلوزات",
  measure: "body",
  columns: [
    { name: "Chest", nameAr: "الصدر" },
    { name: "Waist", nameAr: "الخصر" },
    { name: "Length" },
  ],
  rows: { S: [88, 72, 68], M: [94, 78, 70], L: [100, 84.25, 72], XL: [106, 90, null] },
  howToMeasure: "Measure around the fullest part of the chest.",
  fitNote: "Cut relaxed: between sizes, take the smaller.",
};

for (const dialect of DIALECTS) {
  describe(`size guides (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      admin = await ownerToken(t);
    });
    afterEach(async () => t.close());

    const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object, token = admin) =>
      t.inject({ method, url, token, ...(payload ? { payload } : {}) });

    it("creates, lists and changes a guide; a product that follows it carries it, changed at once", async () => {
      const r = await call("POST", "/api/size-guides", TOPS);
      expect(r.statusCode, r.body).toBe(201);
      const guide = r.json();
      expect(guide).toEqual({
        ...TOPS,
        id: expect.any(Number),
        columns: [...TOPS.columns.slice(0, 2), { name: "Length", nameAr: "" }],
        rows: { ...TOPS.rows, L: [100, 84.3, 72] },
        howToMeasureAr: "",
        fitNoteAr: "",
      });
      expect((await t.inject({ method: "GET", url: "/api/size-guides" })).json()).toEqual([guide]);

      const shirt = await createProduct(t, { title: "Linen Shirt" });
      const set = await call("PATCH", `/api/products/${shirt}/size-guide`, {
        sizeGuideId: guide.id,
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({ sizeGuideId: guide.id, sizeGuide: guide });
      // Read once so the answer is cached, then change the guide: the product shows the change.
      await t.inject({ method: "GET", url: `/api/products/${shirt}` });
      const changed = await call("PATCH", `/api/size-guides/${guide.id}`, {
        fitNote: "Runs small.",
      });
      expect(changed.json()).toEqual({ ...guide, fitNote: "Runs small." });
      const product = (await t.inject({ method: "GET", url: `/api/products/${shirt}` })).json();
      expect(product.sizeGuide.fitNote).toBe("Runs small.");
      // A list names the guide by id; the whole guide comes with the piece's own answer.
      const list = (await t.inject({ method: "GET", url: "/api/products?limit=5" })).json();
      expect(list[0]).toMatchObject({ sizeGuideId: guide.id });
      expect(list[0]).not.toHaveProperty("sizeGuide");

      const unset = await call("PATCH", `/api/products/${shirt}/size-guide`, { sizeGuideId: null });
      expect(unset.json()).toMatchObject({ sizeGuideId: null, sizeGuide: null });
    });

    it("refuses bad guides with a 400 naming the field, strangers with 401/403, unknown ids with 404", async () => {
      for (const [body, message] of [
        [{ ...TOPS, name: "" }, /name is required/],
        [{ ...TOPS, measure: "model" }, /measure must be body or garment/],
        [{ ...TOPS, columns: [] }, /columns must name at least one/],
        [
          { ...TOPS, rows: { ...TOPS.rows, M: [94, 78] } },
          /rows.M must have one value per column \(3\)/,
        ],
        [{ ...TOPS, rows: { ...TOPS.rows, S: [88, 0, 68] } }, /centimetres from 1 to 300/],
        [{ ...TOPS, rows: { ...TOPS.rows, S: ["88", 72, 68] } }, /centimetres as numbers/],
        [{ ...TOPS, fitNote: "x".repeat(1001) }, /fitNote is too long/],
        [{ ...TOPS, colour: "red" }, /colour/],
      ] as const) {
        const r = await call("POST", "/api/size-guides", body);
        expect(r.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(r.json().error).toMatch(message);
      }
      const huge = await call("POST", "/api/size-guides", {
        ...TOPS,
        howToMeasure: "x".repeat(10_000_000),
      });
      expect([400, 413]).toContain(huge.statusCode);
      const customer = await signupAndLogin(t, "nour@example.com");
      expect((await call("POST", "/api/size-guides", TOPS, "")).statusCode).toBe(401);
      expect((await call("POST", "/api/size-guides", TOPS, customer)).statusCode).toBe(403);
      const guide = (await call("POST", "/api/size-guides", TOPS)).json();
      expect(
        (await call("PATCH", `/api/size-guides/${guide.id}`, { name: "Mine" }, customer))
          .statusCode,
      ).toBe(403);
      expect(
        (await call("PATCH", `/api/size-guides/${guide.id}`, { columns: TOPS.columns })).json()
          .error,
      ).toMatch(/columns and rows must be sent together/);
      expect((await call("PATCH", `/api/size-guides/${guide.id}`, {})).statusCode).toBe(400);
      expect((await call("PATCH", "/api/size-guides/424242", { name: "X" })).statusCode).toBe(404);
      const shirt = await createProduct(t);
      expect(
        (await call("PATCH", `/api/products/${shirt}/size-guide`, { sizeGuideId: 424242 }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call("PATCH", `/api/products/424242/size-guide`, { sizeGuideId: guide.id }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call("PATCH", `/api/products/${shirt}/size-guide`, { sizeGuideId: "1" })).statusCode,
      ).toBe(400);
      expect(
        (
          await call(
            "PATCH",
            `/api/products/${shirt}/size-guide`,
            { sizeGuideId: guide.id },
            customer,
          )
        ).statusCode,
      ).toBe(403);
      expect((await t.inject({ method: "GET", url: "/api/size-guides" })).json()).toEqual([guide]);
    });
  });
}
