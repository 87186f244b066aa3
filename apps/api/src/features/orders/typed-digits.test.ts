import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TRACK_ANSWER } from "@atelier/shared/orders";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken, stockOf } from "../../../test/fixtures";

/*
 * docs/product.md#numbers: an Arabic phone keyboard types ٠١٠… (Arabic-Indic) and a Persian one
 * ۰۱۰…; the store reads them as the numbers they are, also from a script posting them straight
 * to the API.
 */
const ARABIC_PHONE = "٠١٠ ١٢٣٤ ٥٦٧٨";
const PERSIAN_PHONE = "۰۱۰۱۲۳۴۵۶۷۸";
const toArabic = (n: number) => String(n).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!);

for (const dialect of DIALECTS) {
  describe(`numbers in Arabic and Persian digits (${dialect})`, () => {
    let t: TestApp;
    let customer: string;
    let shirt: number;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      customer = await signupAndLogin(t, "nour@example.com");
      shirt = await createProduct(t, { title: "Linen Shirt", salePrice: 850, stock: { M: 5 } });
    });
    afterEach(async () => t.close());

    const place = (overrides: Record<string, unknown>, products = [{ productId: shirt, M: 1 }]) =>
      t.inject({
        method: "POST",
        url: "/api/orders",
        payload: orderPayload(products, overrides),
        token: customer,
      });
    const stored = (id: number) =>
      t.app.db
        .selectFrom("orders")
        .select(["customer_number", "customer_phone_key"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();

    it("an order placed with an Arabic-digit phone is stored with Latin digits", async () => {
      const r = await place({ customer_number: ARABIC_PHONE });
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json().customer_number).toBe("01012345678");
      expect(await stored(r.json().id)).toEqual({
        customer_number: "01012345678",
        customer_phone_key: "01012345678",
      });

      // Persian digits, and a quantity sent as Arabic text by a script: the same customer.
      const persian = await place({ customer_number: PERSIAN_PHONE }, [
        { productId: shirt, M: "٢" as unknown as number },
      ]);
      expect(persian.statusCode, persian.body).toBe(201);
      expect(await stored(persian.json().id)).toEqual({
        customer_number: "01012345678",
        customer_phone_key: "01012345678",
      });
      expect((await stockOf(t, shirt)).M).toBe(2);
    });

    it("refuses what is not an Egyptian mobile in any digits, and a 10 MB phone, with a 400", async () => {
      for (const customer_number of ["٠١٠١٢٣", "٠٢٠١٢٣٤٥٦٧٨", "٠١٠١٢٣٤٥٦٧٨٩"]) {
        const r = await place({ customer_number });
        expect(r.statusCode, customer_number).toBe(400);
        expect(r.json().error).toMatch(/customer_number/);
      }
      const huge = await place({ customer_number: "٠".repeat(10 * 1024 * 1024) });
      expect([400, 413]).toContain(huge.statusCode);
      expect(await t.app.db.selectFrom("orders").select("id").execute()).toHaveLength(0);
      expect((await stockOf(t, shirt)).M).toBe(5);
    });

    it("track takes the order number in Arabic digits", async () => {
      const { id } = (await place({ customer_number: ARABIC_PHONE })).json();
      const r = await t.inject({
        method: "POST",
        url: "/api/orders/track",
        payload: { orderId: toArabic(id), email: "nour@example.com" },
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ message: TRACK_ANSWER });
      const mails = await t.app.db
        .selectFrom("outbox")
        .select(["recipient", "subject"])
        .where("subject", "like", "Track your%")
        .execute();
      expect(mails).toEqual([{ recipient: "nour@example.com", subject: expect.any(String) }]);

      const bad = await t.inject({
        method: "POST",
        url: "/api/orders/track",
        payload: { orderId: "١٢x", email: "nour@example.com" },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/orderId/);
    });

    it("the admin's order search finds a phone or an order number typed in Arabic digits", async () => {
      const { id } = (await place({ customer_number: "01012345678" })).json();
      const admin = await ownerToken(t);
      const search = async (q: string) => {
        const r = await t.inject({
          method: "GET",
          url: `/api/admin/orders?q=${encodeURIComponent(q)}`,
          token: admin,
        });
        expect(r.statusCode, r.body).toBe(200);
        return (r.json() as { id: number }[]).map((o) => o.id);
      };
      expect(await search(ARABIC_PHONE)).toEqual([id]);
      expect(await search("+٢٠ ١٠ ١٢٣٤ ٥٦٧٨")).toEqual([id]);
      expect(await search(PERSIAN_PHONE)).toEqual([id]);
      expect(await search(`#${toArabic(id)}`)).toEqual([id]);
      expect(await search("٠١١١١١١١١١١")).toEqual([]);
    });

    it("prices with the Arabic decimal separator and stock in Arabic digits", async () => {
      const admin = await ownerToken(t);
      const patch = (what: string, payload: object) =>
        t.inject({ method: "PATCH", url: `/api/products/${shirt}/${what}`, payload, token: admin });

      expect((await patch("sale", { salePrice: "٧٥٠٫٥٠" })).statusCode).toBe(200);
      expect((await patch("original", { originalPrice: "۹۰۰" })).statusCode).toBe(200);
      expect((await patch("quantity", { size: "L", quantity: "١٢" })).statusCode).toBe(200);
      const product = (await t.inject({ method: "GET", url: `/api/products/${shirt}` })).json();
      expect(product).toMatchObject({ salePrice: 750.5, originalPrice: 900, quantityL: 12 });

      // Not numbers, or too many decimals: 400, and nothing changes.
      for (const [what, payload] of [
        ["sale", { salePrice: "٧٥٠٫٥٠٥" }],
        ["sale", { salePrice: "٧٥٠ ج.م" }],
        ["quantity", { size: "L", quantity: "١٫٥" }],
        ["quantity", { size: "L", quantity: "-١" }],
      ] as const) {
        const r = await patch(what, payload);
        expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const after = (await t.inject({ method: "GET", url: `/api/products/${shirt}` })).json();
      expect(after).toMatchObject({ salePrice: 750.5, quantityL: 12 });
    });
  });
}
