import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "@atelier/shared/brand";
import { ORDER_TOKEN_HEADER } from "@atelier/shared/orders";
import { DIALECTS, createTestApp, type TestApp } from "../../../../test/helpers";
import { startPaymobFake, type PaymobFake } from "../../../../test/paymob-fake";
import { paymentOrders } from "../payments.fixtures";
import { transactionHmac } from "./paymob-hmac";

/*
 * Paying by card or wallet through Paymob (issue 32), through the API, against the local fake
 * Paymob (apps/api/test/paymob-fake.ts): the intention, the signed callback that decides, its
 * forgeries and replays, paying again, and the sweep that cancels what was not paid in time.
 */

const KEYS = {
  secretKey: "egy_sk_test_5ecret",
  publicKey: "egy_pk_test_publ1c",
  hmacSecret: "hmac-secret-for-tests",
  integrationIds: [4_500_001, 4_500_002],
};

for (const dialect of DIALECTS) {
  describe(`Paymob (${dialect})`, () => {
    let fake: PaymobFake;
    let t: TestApp;
    beforeAll(async () => {
      fake = await startPaymobFake(KEYS);
    });
    afterAll(() => fake.close());
    afterEach(async () => t?.close());

    const app = (sweepEveryMs?: number) =>
      createTestApp(
        dialect,
        {
          PAYMOB_SECRET_KEY: KEYS.secretKey,
          PAYMOB_PUBLIC_KEY: KEYS.publicKey,
          PAYMOB_HMAC_SECRET: KEYS.hmacSecret,
          PAYMOB_INTEGRATION_IDS: KEYS.integrationIds.join(","),
          PAYMOB_API_URL: fake.url,
        },
        (config) => {
          if (config.paymob && sweepEveryMs) config.paymob.sweepEveryMs = sweepEveryMs;
        },
      );
    const { placed } = paymentOrders(() => t);
    const order = (id: number, token: string) =>
      t.inject({
        method: "GET",
        url: `/api/orders/${id}`,
        headers: { [ORDER_TOKEN_HEADER]: token },
      });
    const callback = (obj: Record<string, unknown>, hmac = transactionHmac(obj, KEYS.hmacSecret)) =>
      t.inject({
        method: "POST",
        url: `/api/payments/paymob/callback?hmac=${hmac}`,
        payload: { type: "TRANSACTION", obj },
      });
    const outbox = () => t.app.db.selectFrom("outbox").selectAll().orderBy("id").execute();
    const stockM = async () =>
      Number(
        (await t.app.db.selectFrom("products").select("quantity_m").executeTakeFirstOrThrow())
          .quantity_m,
      );

    it("offers cards and wallets, creates the intention for what the shopper pays, and a paid callback decides", async () => {
      t = await app();
      const options = await t.inject({
        method: "POST",
        url: "/api/orders/payment-options",
        payload: { customer_email: "nour@example.com", customer_number: "01012345678" },
      });
      expect(options.json().methods).toEqual(["cod", "instapay", "online"]);

      const o = (await placed({ paymentMethod: "online" })) as Awaited<
        ReturnType<typeof placed>
      > & { paymentUrl: string };
      expect(o.paymentState).toBe("online_awaiting");
      const intention = fake.intentions.at(-1)!;
      expect(o.paymentUrl).toBe(
        `${fake.url}/unifiedcheckout/?publicKey=${KEYS.publicKey}&clientSecret=${encodeURIComponent(intention.clientSecret)}`,
      );
      // 850 EGP and 70 shipping, in piastres; the shopper's page is the order's own link.
      expect(intention.body).toMatchObject({
        amount: 92_000,
        currency: "EGP",
        payment_methods: KEYS.integrationIds,
        notification_url: "http://shop.test/api/payments/paymob/callback",
      });
      expect(String(intention.body.redirection_url)).toMatch(
        new RegExp(`^http://shop\\.test/orders/${o.id}\\?token=`),
      );
      expect(String(intention.body.special_reference)).toMatch(new RegExp(`^atelier-${o.id}-`));
      // No confirmation mail yet: she hears from us when Paymob says she paid.
      expect(await outbox()).toHaveLength(0);

      const obj = fake.transaction(intention, "paid");
      const r = await callback(obj);
      expect(r.statusCode, r.body).toBe(200);
      const after = (await order(o.id, o.orderToken)).json();
      expect(after.paymentState).toBe("online_paid");
      // The same callback again changes nothing.
      expect((await callback(obj)).json().message).toMatch(/already recorded/);
      const mails = await outbox();
      expect(mails.map((m) => m.subject)).toEqual([
        `Your ${BRAND.name} order #${o.id}: payment received`,
      ]);
      expect(mails[0]!.text).toContain("920.00 EGP");
    });

    it("refuses a bad HMAC, an order it never asked to be paid and a changed amount, and changes nothing", async () => {
      t = await app();
      const o = await placed({ paymentMethod: "online" });
      const intention = fake.intentions.at(-1)!;
      const obj = fake.transaction(intention, "paid");
      expect((await callback(obj, "0".repeat(128))).statusCode).toBe(401);
      expect((await callback(obj, "not-hex")).statusCode).toBe(401);
      const elsewhere = { ...obj, order: { id: 1 } };
      expect((await callback(elsewhere)).statusCode).toBe(400);
      const cheaper = { ...obj, amount_cents: 100 };
      expect((await callback(cheaper)).statusCode).toBe(400);
      const dollars = { ...obj, currency: "USD" };
      expect((await callback(dollars)).statusCode).toBe(400);
      // A 10 MB body is not Paymob's.
      const big = await t.inject({
        method: "POST",
        url: "/api/payments/paymob/callback?hmac=x",
        payload: { type: "TRANSACTION", obj: { pad: "x".repeat(10 * 1024 * 1024) } },
      });
      expect(big.statusCode).toBe(413);
      expect((await order(o.id, o.orderToken)).json().paymentState).toBe("online_awaiting");
    });

    it("a declined payment may be tried again from the order page, and then paid", async () => {
      t = await app();
      const o = await placed({ paymentMethod: "online" });
      const first = fake.intentions.at(-1)!;
      expect((await callback(fake.transaction(first, "declined"))).statusCode).toBe(200);
      expect((await order(o.id, o.orderToken)).json().paymentState).toBe("online_failed");

      const stranger = await t.inject({ method: "POST", url: `/api/orders/${o.id}/pay` });
      expect(stranger.statusCode).toBe(404);
      const again = await t.inject({
        method: "POST",
        url: `/api/orders/${o.id}/pay`,
        headers: { [ORDER_TOKEN_HEADER]: o.orderToken },
      });
      expect(again.statusCode, again.body).toBe(200);
      const second = fake.intentions.at(-1)!;
      expect(second.clientSecret).not.toBe(first.clientSecret);
      expect(second.body.special_reference).not.toBe(first.body.special_reference);
      expect((await callback(fake.transaction(second, "paid"))).statusCode).toBe(200);
      expect((await order(o.id, o.orderToken)).json().paymentState).toBe("online_paid");
      const paidAgain = await t.inject({
        method: "POST",
        url: `/api/orders/${o.id}/pay`,
        headers: { [ORDER_TOKEN_HEADER]: o.orderToken },
      });
      expect(paidAgain.statusCode).toBe(400);
    });

    it("keeps the order when Paymob cannot be reached, and says so when paying again fails", async () => {
      t = await app();
      fake.failWith(503);
      try {
        const o = (await placed({ paymentMethod: "online" })) as Awaited<
          ReturnType<typeof placed>
        > & { paymentUrl: string | null };
        expect(o.paymentUrl).toBeNull();
        expect(o.paymentState).toBe("online_awaiting");
        const again = await t.inject({
          method: "POST",
          url: `/api/orders/${o.id}/pay`,
          headers: { [ORDER_TOKEN_HEADER]: o.orderToken },
        });
        expect(again.statusCode).toBe(503);
      } finally {
        fake.failWith(null);
      }
    });

    it("cancels an order not paid in time, its units back once", async () => {
      t = await app(100);
      const o = await placed({ paymentMethod: "online" });
      // The fixture's piece has 20 in M: one is held for the order.
      expect(await stockM()).toBe(19);
      await t.app.db
        .updateTable("orders")
        .set({ pay_by: new Date(Date.now() - 1000).toISOString() })
        .where("id", "=", o.id)
        .execute();
      await expect
        .poll(async () => (await order(o.id, o.orderToken)).json().status, { timeout: 5_000 })
        .toBe("canceled");
      expect(await stockM()).toBe(20);
      // The sweep's cancel goes through the status change, analytics' daily figures too (issue 33).
      const figures = await t.app.db
        .selectFrom("sales_days")
        .select(["outcome", "payment", "orders"])
        .where("orders", "!=", 0)
        .execute();
      expect(figures.map((f) => ({ ...f, orders: Number(f.orders) }))).toEqual([
        { outcome: "canceled", payment: "online", orders: 1 },
      ]);
      // A payment reported after that is not taken for the order (the log asks for a refund).
      const late = await callback(fake.transaction(fake.intentions.at(-1)!, "paid"));
      expect(late.json().message).toMatch(/no longer awaits/);
      expect((await order(o.id, o.orderToken)).json().paymentState).toBe("online_awaiting");
    });

    it("answers 429 to a script calling the callback or paying again over and over", async () => {
      t = await app();
      const o = await placed({ paymentMethod: "online" });
      const pay = () =>
        t.inject({
          method: "POST",
          url: `/api/orders/${o.id}/pay`,
          headers: { [ORDER_TOKEN_HEADER]: o.orderToken },
        });
      const paid = [];
      for (let i = 0; i < 11; i++) paid.push((await pay()).statusCode);
      expect(paid.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(paid[10]).toBe(429);
      const forged = () =>
        t.inject({
          method: "POST",
          url: `/api/payments/paymob/callback?hmac=${"0".repeat(128)}`,
          payload: { type: "TRANSACTION", obj: { id: 1 } },
        });
      const answers = [];
      for (let i = 0; i < 121; i++) answers.push((await forged()).statusCode);
      expect(answers.slice(0, 120).every((s) => s === 401)).toBe(true);
      expect(answers[120]).toBe(429);
      expect((await order(o.id, o.orderToken)).json().paymentState).toBe("online_awaiting");
    });

    it("is not offered, nor its routes answered, without Paymob's keys", async () => {
      t = await createTestApp(dialect);
      const r = await paymentOrders(() => t).order({ paymentMethod: "online" });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatch(/online is not offered/);
      const cb = await t.inject({
        method: "POST",
        url: "/api/payments/paymob/callback?hmac=x",
        payload: { type: "TRANSACTION", obj: {} },
      });
      expect(cb.statusCode).toBe(404);
    });
  });
}
