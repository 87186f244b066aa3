import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DIALECTS, createTestApp, type TestApp } from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken } from "../../../test/fixtures";
import { checkCode, createCode, setFreeShippingOver } from "./discounts.fixtures";

/*
 * POST /api/discounts/check (issue 31, docs/product.md#discount-codes): what a code would take off
 * the pieces, or why it does not apply, on both dialects. Placement is discounts-orders.test.ts;
 * uses taken and given back, discounts-uses.test.ts.
 */

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

for (const dialect of DIALECTS) {
  describe(`checking a discount code (${dialect})`, () => {
    let t: TestApp;
    let shirt: number;
    let coat: number;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      shirt = await createProduct(t, { salePrice: 850, stock: { M: 20 } });
      coat = await createProduct(t, {
        title: "Wool Coat",
        category: "Coats",
        salePrice: 1200,
        stock: { L: 20 },
      });
    });
    afterEach(async () => t.close());

    /** Two shirts and a coat: 2,900 EGP of pieces. */
    const bag = () => [
      { productId: shirt, S: 0, M: 2, L: 0, XL: 0 },
      { productId: coat, S: 0, M: 0, L: 1, XL: 0 },
    ];
    const check = (code: string, extra: object = {}, remoteAddress?: string) =>
      checkCode(t, { code, products: bag(), ...extra }, { remoteAddress });
    const refusal = async (code: string, extra: object = {}) => {
      const r = await check(code, extra);
      expect(r.statusCode, r.body).toBe(400);
      return r.json() as { error: string; errorCode: string };
    };

    it("answers each kind's figures to the piastre: percent, fixed and free shipping", async () => {
      await createCode(t, { code: "NOUR15", kind: "percent", value: 15 });
      await createCode(t, { code: "HUNDRED", kind: "fixed", value: 100 });
      await createCode(t, { code: "SHIPFREE", kind: "free_shipping" });

      const percent = await check("NOUR15");
      expect(percent.statusCode, percent.body).toBe(200);
      expect(percent.json()).toEqual({
        code: "NOUR15",
        kind: "percent",
        subtotal: 2900,
        discount: 435,
        shipping: 70,
        total: 2535,
        lines: [
          { productId: shirt, size: "M", discount: 255 },
          { productId: coat, size: "L", discount: 180 },
        ],
      });
      // 100 EGP in proportion, 1,700 : 1,200: 58.62 and 41.37 leave a piastre, which goes to the
      // larger remainder (the coat's .93).
      expect((await check("HUNDRED")).json()).toEqual({
        code: "HUNDRED",
        kind: "fixed",
        subtotal: 2900,
        discount: 100,
        shipping: 70,
        total: 2870,
        lines: [
          { productId: shirt, size: "M", discount: 58.62 },
          { productId: coat, size: "L", discount: 41.38 },
        ],
      });
      expect((await check("SHIPFREE")).json()).toEqual({
        code: "SHIPFREE",
        kind: "free_shipping",
        subtotal: 2900,
        discount: 0,
        shipping: 0,
        total: 2900,
        lines: [
          { productId: shirt, size: "M", discount: 0 },
          { productId: coat, size: "L", discount: 0 },
        ],
      });
    });

    it("finds NOUR15 however it is typed: lower case, Arabic-Indic digits, spaces around", async () => {
      await createCode(t, { code: "NOUR15" });
      for (const typed of ["nour15", "nour١٥", "  Nour15  ", "NOUR۱۵", " nour١٥\t"]) {
        const r = await check(typed);
        expect(r.statusCode, typed).toBe(200);
        expect(r.json(), typed).toMatchObject({ code: "NOUR15", discount: 435 });
      }
    });

    it("says why a code does not apply, with each errorCode", async () => {
      await createCode(t, { code: "OFF-CODE", active: false });
      await createCode(t, { code: "SOON", startsAt: hoursFromNow(24) });
      await createCode(t, { code: "GONE", endsAt: hoursFromNow(-1) });
      await createCode(t, { code: "FULL", usageLimit: 5, uses: 5 });
      await createCode(t, { code: "BIGSPEND", minSubtotal: 5000 });
      await createCode(t, { code: "DRESSES", categories: ["Dresses"] });
      await createCode(t, { code: "ONE-PIECE", productIds: [9999] });

      expect(await refusal("NOPE")).toEqual({
        error: "This code is not one of ours. Please check its spelling.",
        errorCode: "DISCOUNT_UNKNOWN",
      });
      expect(await refusal("off-code")).toEqual({
        error: "This code is no longer active.",
        errorCode: "DISCOUNT_INACTIVE",
      });
      expect(await refusal("SOON")).toEqual({
        error: "This code is not valid yet.",
        errorCode: "DISCOUNT_NOT_STARTED",
      });
      expect(await refusal("GONE")).toEqual({
        error: "This code has expired.",
        errorCode: "DISCOUNT_EXPIRED",
      });
      expect(await refusal("FULL")).toEqual({
        error: "This code has been used as many times as it allows.",
        errorCode: "DISCOUNT_USED_UP",
      });
      expect(await refusal("BIGSPEND")).toEqual({
        error: "This code needs a subtotal of at least 5,000.00 EGP.",
        errorCode: "DISCOUNT_MIN_SUBTOTAL",
      });
      for (const code of ["DRESSES", "ONE-PIECE"])
        expect(await refusal(code)).toEqual({
          error: "This code does not apply to the pieces in your bag.",
          errorCode: "DISCOUNT_NOT_APPLICABLE",
        });
    });

    it("takes a code limited to categories, products or full-price pieces off those lines only", async () => {
      const dress = await createProduct(t, {
        title: "Silk Dress",
        category: "Dresses",
        originalPrice: 1000,
        salePrice: 800,
        stock: { S: 5 },
      });
      await createCode(t, { code: "COATS", categories: ["coats"], value: 10 });
      await createCode(t, { code: "THE-SHIRT", productIds: [shirt], value: 10 });
      await createCode(t, { code: "FULL-PRICE", excludeSale: true, value: 10 });
      await createCode(t, { code: "SALE-TOO", value: 10 });
      const withDress = [...bag(), { productId: dress, S: 1, M: 0, L: 0, XL: 0 }];
      const lines = async (code: string, products = bag()) => {
        const r = await checkCode(t, { code, products });
        expect(r.statusCode, r.body).toBe(200);
        return (r.json() as { lines: { discount: number }[]; discount: number }).lines.map(
          (l) => l.discount,
        );
      };
      // Categories compare without regard to case.
      expect(await lines("COATS")).toEqual([0, 120]);
      expect(await lines("THE-SHIRT")).toEqual([170, 0]);
      expect(await lines("FULL-PRICE", withDress)).toEqual([170, 120, 0]);
      expect(await lines("SALE-TOO", withDress)).toEqual([170, 120, 80]);
      // Only sale pieces in the bag: nothing it may reach.
      const onlySale = await checkCode(t, {
        code: "FULL-PRICE",
        products: [{ productId: dress, S: 1 }],
      });
      expect(onlySale.statusCode).toBe(400);
      expect(onlySale.json().errorCode).toBe("DISCOUNT_NOT_APPLICABLE");
    });

    it("knows the customer by account, e-mail or phone only when told who orders", async () => {
      await createCode(t, { code: "ONCE", perCustomerLimit: 1 });
      await createCode(t, { code: "WELCOME", firstOrderOnly: true });
      await t.app.db
        .insertInto("verified_emails")
        .values({ email: "nour@example.com", verified_at: new Date().toISOString() })
        .execute();
      const first = await t.inject({
        method: "POST",
        url: "/api/orders",
        payload: orderPayload([{ productId: shirt, M: 1 }], { discountCode: "once" }),
      });
      expect(first.statusCode, first.body).toBe(201);

      // Not said who: the code previews (placement checks her again).
      expect((await check("ONCE")).statusCode).toBe(200);
      expect((await check("WELCOME")).statusCode).toBe(200);
      // A new e-mail with the same phone, spelt otherwise, is the same customer.
      const samePhone = { email: "nour.new@example.com", phone: "+20 10 1234 5678" };
      expect(await refusal("ONCE", samePhone)).toEqual({
        error: "You have already used this code.",
        errorCode: "DISCOUNT_ALREADY_USED",
      });
      expect(await refusal("ONCE", { email: "NOUR@example.com" })).toMatchObject({
        errorCode: "DISCOUNT_ALREADY_USED",
      });
      expect(await refusal("WELCOME", { phone: "٠١٠١٢٣٤٥٦٧٨" })).toEqual({
        error: "This code is for a first order only.",
        errorCode: "DISCOUNT_FIRST_ORDER_ONLY",
      });
      // Someone else entirely.
      const other = { email: "salma@example.com", phone: "01122223333" };
      expect((await check("ONCE", other)).statusCode).toBe(200);
      expect((await check("WELCOME", other)).statusCode).toBe(200);
    });

    it("prices shipping for the governorate, after the discount", async () => {
      await createCode(t, { code: "NOUR15" });
      const admin = await ownerToken(t);
      const zone = await t.inject({
        method: "POST",
        url: "/api/admin/shipping/zones",
        token: admin,
        payload: {
          name: "Alexandria",
          nameAr: "الإسكندرية",
          governorates: ["EG-ALX"],
          fee: 85,
          days: { min: 2, max: 4 },
          cod: true,
        },
      });
      expect(zone.statusCode, zone.body).toBe(201);
      // Free over 2,600 EGP: 2,900 of pieces is over it, 2,465 after 15 % is not.
      await setFreeShippingOver(t, 2600);
      expect((await check("NOUR15", { governorate: "Alexandria" })).json()).toMatchObject({
        subtotal: 2900,
        discount: 435,
        shipping: 85,
        total: 2550,
      });
      expect((await check("NOUR15")).json()).toMatchObject({ shipping: 70, total: 2535 });
      const unserved = await check("NOUR15", { governorate: "Aswan" });
      expect(unserved.statusCode).toBe(400);
    });

    it("answers a clear 4xx to codes with odd characters, bad bodies and 10 MB", async () => {
      await createCode(t, { code: "NOUR15" });
      const cases: [object, RegExp][] = [
        [{ code: "NOUR%15", products: bag() }, /code may hold only letters, digits and dashes/],
        [{ code: "' OR '1'='1", products: bag() }, /code may hold only letters, digits and dashes/],
        [{ code: '"NOUR15"', products: bag() }, /code may hold only letters, digits and dashes/],
        [{ code: "NOUR 15", products: bag() }, /code may hold only letters, digits and dashes/],
        [{ code: "AB", products: bag() }, /code must be 3 to 32 characters/],
        [{ code: "X".repeat(33), products: bag() }, /code must be 3 to 32 characters/],
        [{ code: "   ", products: bag() }, /code is required/],
        [{ products: bag() }, /code is required/],
        [{ code: 15, products: bag() }, /code/],
        [{ code: "NOUR15", products: [] }, /products must not be empty/],
        [{ code: "NOUR15" }, /products/],
        [{ code: "NOUR15", products: bag(), discount: 500 }, /discount/],
      ];
      for (const [body, message] of cases) {
        const r = await checkCode(t, body, { remoteAddress: "198.51.100.1" });
        expect(r.statusCode, JSON.stringify(body)).toBe(400);
        expect(r.json().error, JSON.stringify(body)).toMatch(message);
      }
      const huge = await checkCode(
        t,
        { code: "NOUR15", products: bag(), email: "x".repeat(10 * 1024 * 1024) },
        { remoteAddress: "198.51.100.2" },
      );
      expect(huge.statusCode).toBe(413);
      expect(huge.json().errorCode).toBe("PAYLOAD_TOO_LARGE");
      const gone = await checkCode(t, {
        code: "NOUR15",
        products: [{ productId: 9999, M: 1 }],
      });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().error).toBe("Product 9999 is no longer available.");
    });

    it("answers 429 to the 21st check in a minute from one address (a script guessing codes)", async () => {
      await createCode(t, { code: "NOUR15" });
      // Counted in fixed one-minute windows: the clock (Date only; timers run) stands still at
      // now, so the 21 checks fall in one window wherever in the minute they start, without
      // waiting for the next minute when too little of this one is left.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      try {
        for (let i = 0; i < 20; i++) {
          const r = await check(i % 2 ? "NOUR15" : `GUESS-${i}`, {}, "203.0.113.9");
          expect(r.statusCode, String(i)).toBe(i % 2 ? 200 : 400);
        }
        const limited = await check("NOUR15", {}, "203.0.113.9");
        expect(limited.statusCode).toBe(429);
        expect(limited.json().errorCode).toBe("TOO_MANY_REQUESTS");
        // Another shopper is not held back.
        expect((await check("NOUR15", {}, "203.0.113.10")).statusCode).toBe(200);
      } finally {
        vi.useRealTimers();
      }
    });
  });
}
