import { afterEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, type TestApp } from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken, stockOf } from "../../../test/fixtures";
import { createCode, setFreeShippingOver, usesOf, verifiedOrder } from "./discounts.fixtures";

/*
 * Placing an order with a discount code (issue 31, docs/product.md#discount-codes), on both
 * dialects: the money the server works out and freezes, line by line to the piastre, shipping
 * after the discount, a client's own figures refused, and every place the discounted total goes
 * (e-mails in both languages, Instapay's amount, the courier's cash, the dashboard's sales).
 */

type Line = { productId: number; size: string; quantity: number; discount: number };
type Placed = {
  id: number;
  subtotal: number;
  discount: number;
  discountCode: string | null;
  totalPrice: number;
  shipping: number;
  lines: Line[];
};

const cents = (egp: number) => Math.round(egp * 100);
const sumOf = (lines: { discount: number }[]) => lines.reduce((s, l) => s + cents(l.discount), 0);

for (const dialect of DIALECTS) {
  describe(`placing an order with a discount code (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t?.close());

    let shoppers = 0;
    /** A verified guest's order (placed at once), each shopper her own e-mail and phone. */
    const order = (
      products: ({ productId: number } & Record<string, number>)[],
      overrides: Record<string, unknown> = {},
    ) => verifiedOrder(t, ++shoppers, products, overrides);
    async function placed(...args: Parameters<typeof order>): Promise<Placed> {
      const r = await order(...args);
      expect(r.statusCode, r.body).toBe(201);
      return r.json();
    }
    /** The order as its owner's link reads it back, and its lines as stored. */
    async function readBack(o: Placed & { orderToken?: string }) {
      const r = await t.inject({
        method: "GET",
        url: `/api/orders/${o.id}`,
        headers: { "x-order-token": (o as { orderToken: string }).orderToken },
      });
      expect(r.statusCode, r.body).toBe(200);
      const stored = await t.app.db
        .selectFrom("order_lines")
        .select(["discount"])
        .where("order_id", "=", o.id)
        .orderBy("id")
        .execute();
      return { order: r.json() as Placed, stored: stored.map((l) => Number(l.discount)) };
    }
    const mails = () => t.app.db.selectFrom("outbox").selectAll().orderBy("id", "asc").execute();
    async function mailOf(id: number) {
      for (let i = 0; i < 50; i++) {
        const mail = (await mails()).find((m) => m.subject.includes(`${id}`));
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no mail for order ${id}`);
    }

    it("splits 15 % of 3 × 333.33 into 50.00 each, frozen on the lines and read back", async () => {
      t = await createTestApp(dialect);
      const piece = await createProduct(t, { salePrice: 333.33, stock: { S: 5, M: 5, L: 5 } });
      await createCode(t, { code: "NOUR15", value: 15 });
      const o = await placed([{ productId: piece, S: 1, M: 1, L: 1 }], { discountCode: "nour15" });
      expect(o).toMatchObject({
        subtotal: 999.99,
        discount: 150,
        discountCode: "NOUR15",
        totalPrice: 849.99,
        shipping: 70,
      });
      expect(o.lines.map((l) => [l.size, l.discount])).toEqual([
        ["S", 50],
        ["M", 50],
        ["L", 50],
      ]);
      const back = await readBack(o);
      expect(back.order).toMatchObject({
        subtotal: 999.99,
        discount: 150,
        discountCode: "NOUR15",
        totalPrice: 849.99,
        shipping: 70,
      });
      expect(back.stored).toEqual([5000, 5000, 5000]);
      expect(
        await t.app.db
          .selectFrom("orders")
          .select(["total_price", "discount", "discount_code"])
          .where("id", "=", o.id)
          .executeTakeFirstOrThrow(),
      ).toEqual({ total_price: 84999, discount: 15000, discount_code: "NOUR15" });
    });

    it("leaves no piastre lost or invented on prices that leave remainders", async () => {
      t = await createTestApp(dialect, { MAX_UNITS_PER_LINE: "10" });
      const a = await createProduct(t, { salePrice: 19.99, stock: { M: 9 } });
      const b = await createProduct(t, { salePrice: 10.01, stock: { M: 9 } });
      const c = await createProduct(t, { salePrice: 7.77, stock: { M: 9 } });
      await createCode(t, { code: "QUARTER", value: 25 });
      await createCode(t, { code: "SEVEN", value: 7 });
      await createCode(t, { code: "TENNER", kind: "fixed", value: 10 });
      const bag = [
        { productId: a, M: 1 },
        { productId: b, M: 2 },
        { productId: c, M: 3 },
      ];
      // 63.32 EGP of pieces. 25 %: 15.83 (15.830 rounds half up). The parts 4.9975, 5.005 and
      // 5.8275 floor to 4.99, 5.00 and 5.82; the two piastres left go to the largest remainders
      // (.75 and .75, the earlier line first on a tie).
      const quarter = await placed(bag, { discountCode: "QUARTER" });
      expect(quarter).toMatchObject({ subtotal: 63.32, discount: 15.83, totalPrice: 47.49 });
      expect(quarter.lines.map((l) => l.discount)).toEqual([5, 5, 5.83]);
      // 7 %: 4.4324 rounds to 4.43.
      const seven = await placed(bag, { discountCode: "SEVEN" });
      expect(seven).toMatchObject({ discount: 4.43, totalPrice: 58.89 });
      expect(sumOf(seven.lines)).toBe(443);
      // 10 EGP in proportion.
      const tenner = await placed(bag, { discountCode: "TENNER" });
      expect(tenner).toMatchObject({ discount: 10, totalPrice: 53.32 });
      expect(sumOf(tenner.lines)).toBe(1000);
      for (const o of [quarter, seven, tenner]) {
        const back = await readBack(o);
        expect(back.stored.reduce((s, d) => s + d, 0)).toBe(cents(o.discount));
        expect(cents(back.order.subtotal) - cents(back.order.discount)).toBe(
          cents(back.order.totalPrice),
        );
      }
    });

    it("takes a fixed amount off the pieces it applies to, never more than they cost", async () => {
      t = await createTestApp(dialect);
      const shirt = await createProduct(t, { salePrice: 850, stock: { M: 5 } });
      const dress = await createProduct(t, {
        title: "Silk Dress",
        category: "Dresses",
        salePrice: 300,
        stock: { S: 5 },
      });
      await createCode(t, {
        code: "DRESS-500",
        kind: "fixed",
        value: 500,
        categories: ["Dresses"],
      });
      const o = await placed(
        [
          { productId: shirt, M: 1 },
          { productId: dress, S: 1 },
        ],
        { discountCode: "DRESS-500" },
      );
      expect(o).toMatchObject({ subtotal: 1150, discount: 300, totalPrice: 850, shipping: 70 });
      expect(o.lines.map((l) => [l.productId, l.discount])).toEqual([
        [shirt, 0],
        [dress, 300],
      ]);
    });

    it("ships free with a free-shipping code, and compares the store's threshold after the discount", async () => {
      t = await createTestApp(dialect);
      const coat = await createProduct(t, { salePrice: 1100, stock: { L: 9 } });
      await createCode(t, { code: "SHIPFREE", kind: "free_shipping" });
      await createCode(t, { code: "NOUR15", value: 15 });
      const free = await placed([{ productId: coat, L: 1 }], { discountCode: "shipfree" });
      expect(free).toMatchObject({
        subtotal: 1100,
        discount: 0,
        discountCode: "SHIPFREE",
        totalPrice: 1100,
        shipping: 0,
      });
      await setFreeShippingOver(t, 1000);
      // 1,100 is over 1,000: free. 935 after 15 % is not: the fee is charged.
      expect(await placed([{ productId: coat, L: 1 }])).toMatchObject({
        totalPrice: 1100,
        shipping: 0,
      });
      expect(await placed([{ productId: coat, L: 1 }], { discountCode: "NOUR15" })).toMatchObject({
        subtotal: 1100,
        discount: 165,
        totalPrice: 935,
        shipping: 70,
      });
    });

    it("refuses a client's own discount or total, and places nothing", async () => {
      t = await createTestApp(dialect);
      const shirt = await createProduct(t, { salePrice: 900, stock: { M: 5 } });
      const code = await createCode(t, { code: "NOUR15", value: 15 });
      const forged: [Record<string, unknown>, RegExp][] = [
        [{ discountCode: "NOUR15", discount: 900 }, /discount/],
        [{ discountCode: "NOUR15", totalPrice: 1 }, /totalPrice/],
        [{ discountCode: "NOUR15", subtotal: 1 }, /subtotal/],
        [{ discount: 900 }, /discount/],
      ];
      for (const [extra, message] of forged) {
        const r = await order([{ productId: shirt, M: 1 }], extra);
        expect(r.statusCode, JSON.stringify(extra)).toBe(400);
        expect(r.json().error, JSON.stringify(extra)).toMatch(message);
      }
      const onLine = await order([{ productId: shirt, M: 1, discount: 900 }], {
        discountCode: "NOUR15",
      });
      expect(onLine.statusCode).toBe(400);
      expect(onLine.json().error).toMatch(/discount/);
      expect(await stockOf(t, shirt)).toMatchObject({ M: 5 });
      expect(await usesOf(t, code)).toEqual({ uses: 0, kept: 0 });
      // The code alone: the server's own figures.
      expect(await placed([{ productId: shirt, M: 1 }], { discountCode: "NOUR15" })).toMatchObject({
        subtotal: 900,
        discount: 135,
        totalPrice: 765,
      });
    });

    it("judges cash on delivery's ceiling on the discounted total", async () => {
      t = await createTestApp(dialect, { COD_MAX_TOTAL: "1000" });
      const coat = await createProduct(t, { salePrice: 1100, stock: { L: 9 } });
      const code = await createCode(t, { code: "FIFTH", value: 20 });
      // 1,100 + 70 is over 1,000.
      const over = await order([{ productId: coat, L: 1 }]);
      expect(over.statusCode).toBe(400);
      expect(over.json().errorCode).toBe("COD_NOT_AVAILABLE");
      // 880 + 70 is not.
      expect(await placed([{ productId: coat, L: 1 }], { discountCode: "FIFTH" })).toMatchObject({
        totalPrice: 880,
        shipping: 70,
      });
      expect(await usesOf(t, code)).toEqual({ uses: 1, kept: 1 });
    });

    it("shows the discount row and the discounted total in the e-mails, in English and Arabic", async () => {
      t = await createTestApp(dialect);
      const piece = await createProduct(t, { salePrice: 333.33, stock: { S: 5, M: 5, L: 5 } });
      await createCode(t, { code: "NOUR15", value: 15 });
      const bag = [{ productId: piece, S: 1, M: 1, L: 1 }];
      const en = await placed(bag, { discountCode: "NOUR15" });
      const enMail = await mailOf(en.id);
      expect(enMail.text).toContain("Subtotal: 999.99 EGP\n");
      expect(enMail.text).toContain("Discount (NOUR15): -150.00 EGP\n");
      expect(enMail.text).toContain("Shipping: 70.00 EGP\n");
      expect(enMail.text).toContain("Total: 919.99 EGP\n");
      expect(enMail.html).toContain("Discount (NOUR15)");

      const ar = await placed(bag, { discountCode: "NOUR15", language: "ar" });
      const arMail = await mailOf(ar.id);
      expect(arMail.text).toContain("المجموع الفرعي: 999.99 ج.م\n");
      expect(arMail.text).toMatch(/الخصم \(NOUR15\): \u200e?-150\.00 ج\.م\n/);
      expect(arMail.text).toContain("الإجمالي: 919.99 ج.م\n");

      // No code: no discount row.
      const plain = await placed(bag);
      expect((await mailOf(plain.id)).text).not.toMatch(/Discount|الخصم/);

      // A guest's verification e-mail shows the same.
      const held = await t.inject({
        method: "POST",
        url: "/api/orders",
        payload: orderPayload(bag, {
          customer_email: "hana@example.com",
          customer_number: "01122223333",
          discountCode: "nour١٥",
          language: "ar",
        }),
      });
      expect(held.statusCode, held.body).toBe(409);
      const verification = (await mails()).find((m) => m.recipient === "hana@example.com")!;
      expect(verification.text).toMatch(/الخصم \(NOUR15\): \u200e?-150\.00 ج\.م\n/);
      expect(verification.text).toContain("الإجمالي: 919.99 ج.م\n");
    });

    it("asks an Instapay shopper for the discounted total", async () => {
      t = await createTestApp(dialect);
      const piece = await createProduct(t, { salePrice: 333.33, stock: { S: 5, M: 5, L: 5 } });
      await createCode(t, { code: "NOUR15", value: 15 });
      const o = await placed([{ productId: piece, S: 1, M: 1, L: 1 }], {
        discountCode: "NOUR15",
        paymentMethod: "instapay",
      });
      const mail = await mailOf(o.id);
      expect(mail.text).toMatch(/Please send 919\.99 EGP by Instapay/);
      const listed = await t.inject({
        method: "GET",
        url: "/api/admin/payments?state=instapay_awaiting",
        token: await ownerToken(t),
      });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(JSON.stringify(listed.json())).toContain('"amount":919.99');
    });

    it("gives the courier the discounted cash to collect, and the dashboard the discounted sales", async () => {
      t = await createTestApp(dialect);
      const admin = await ownerToken(t);
      const piece = await createProduct(t, { salePrice: 333.33, stock: { S: 5, M: 5, L: 5 } });
      await createCode(t, { code: "NOUR15", value: 15 });
      const o = await placed([{ productId: piece, S: 1, M: 1, L: 1 }], { discountCode: "NOUR15" });
      const csv = await t.inject({
        method: "GET",
        url: "/api/admin/orders.csv?status=pending",
        token: admin,
      });
      expect(csv.statusCode, csv.body).toBe(200);
      const row = csv.rawPayload
        .toString("utf8")
        .split("\r\n")
        .find((l) => l.includes(`,${o.id},`))!;
      expect(row).toContain(",919.99,");
      const dashboard = await t.inject({
        method: "GET",
        url: "/api/admin/dashboard",
        token: admin,
      });
      expect(dashboard.json()).toMatchObject({ totalSales: 849.99, totalOrders: 1 });
      // The admin's order page reads the same figures.
      const page = await t.inject({ method: "GET", url: `/api/orders/${o.id}`, token: admin });
      expect(page.json()).toMatchObject({
        subtotal: 999.99,
        discount: 150,
        discountCode: "NOUR15",
        totalPrice: 849.99,
      });
    });
  });
}
