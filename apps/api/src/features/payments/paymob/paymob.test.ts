import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "@atelier/shared/brand";
import { ORDER_TOKEN_HEADER } from "@atelier/shared/orders";
import { DIALECTS, createSecondApp, createTestApp, type TestApp } from "../../../../test/helpers";
import { startPaymobFake, type PaymobFake } from "../../../../test/paymob-fake";
import { createCode, usesOf } from "../../discounts/discounts.fixtures";
import { ownerToken } from "../../../../test/fixtures";
import { paymentOrders } from "../payments.fixtures";
import { transactionHmac } from "./paymob-hmac";
import { claimUnpaid } from "./paymob.service";

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

    const app = (sweepEveryMs?: number, env: Record<string, string> = {}) =>
      createTestApp(
        dialect,
        {
          ...env,
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
    /** As if the order's time to pay had run out a second ago. */
    const pastItsTime = (id: number) =>
      t.app.db
        .updateTable("orders")
        .set({ pay_by: new Date(Date.now() - 1000).toISOString() })
        .where("id", "=", id)
        .execute();
    /** The analytics' kept sales rows that count something (issue 33's daily figures). */
    const salesFigures = async () =>
      (
        await t.app.db
          .selectFrom("sales_days")
          .select(["outcome", "payment", "orders"])
          .where("orders", "!=", 0)
          .execute()
      ).map((f) => ({ ...f, orders: Number(f.orders) }));
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

    it("a paid order's shipped mail asks for no cash, and its cancel mail promises the refund to the card", async () => {
      t = await app();
      const { setStatus } = paymentOrders(() => t);
      const paid = async () => {
        const o = await placed({ paymentMethod: "online" });
        await callback(fake.transaction(fake.intentions.at(-1)!, "paid"));
        return o;
      };
      const shipped = await paid();
      await setStatus(shipped.id, "processing");
      await setStatus(shipped.id, "shipped");
      const canceled = await paid();
      await setStatus(canceled.id, "canceled");
      const text = async (id: number, subject: RegExp) =>
        (await outbox()).find((m) => m.subject.includes(`#${id} `) && subject.test(m.subject))!
          .text;
      const onItsWay = await text(shipped.id, /has shipped/);
      expect(onItsWay).toContain(
        "It is paid by card or mobile wallet: nothing is owed on delivery.",
      );
      expect(onItsWay).not.toContain("you pay cash on delivery");
      expect(await text(canceled.id, /has been canceled/)).toContain(
        "to the card or wallet you paid with",
      );
    });

    it("the courier collects nothing for a paid order, and no admin decides a card payment as a transfer", async () => {
      t = await app();
      const o = await placed({ paymentMethod: "online" });
      const token = await ownerToken(t);
      // Awaiting its payment: an admin's Instapay decision cannot mark it paid or refused.
      for (const decision of ["confirm", "reject"]) {
        const r = await t.inject({
          method: "POST",
          url: `/api/admin/orders/${o.id}/payment`,
          payload: { decision },
          token,
        });
        expect(r.statusCode).toBe(400);
        expect(r.json().error).toBe(
          `Order ${o.id} is paid by card or wallet: there is no transfer to ${decision}.`,
        );
      }
      await callback(fake.transaction(fake.intentions.at(-1)!, "paid"));
      await paymentOrders(() => t).setStatus(o.id, "processing");
      const csv = await t.inject({ method: "GET", url: "/api/admin/orders.csv", token });
      expect(csv.statusCode, csv.body).toBe(200);
      const line = csv.body.split("\r\n").find((l) => l.includes(`,${o.id},processing`))!;
      expect(line).toContain(",0.00,");
      expect(line).not.toContain("920.00");
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

    it("a declined payment may become cash on delivery where that is allowed, confirmed by mail", async () => {
      t = await app(undefined, { COD_MAX_TOTAL: "1000" });
      const o = await placed({ paymentMethod: "online" });
      const asOwner = { [ORDER_TOKEN_HEADER]: o.orderToken };
      const toCash = (headers: Record<string, string> = asOwner) =>
        t.inject({ method: "POST", url: `/api/orders/${o.id}/pay-on-delivery`, headers });
      // Still awaiting its payment: not yet.
      expect((await toCash()).statusCode).toBe(400);
      await callback(fake.transaction(fake.intentions.at(-1)!, "declined"));
      // Someone else's order: as if it did not exist.
      expect((await toCash({})).statusCode).toBe(404);
      // A 10 MB body: refused whole, the order still waiting for its payment.
      const flood = await t.inject({
        method: "POST",
        url: `/api/orders/${o.id}/pay-on-delivery`,
        headers: asOwner,
        payload: { pad: "x".repeat(10 * 1024 * 1024) },
      });
      expect(flood.statusCode).toBe(413);
      expect((await order(o.id, o.orderToken)).json().paymentState).toBe("online_failed");
      const r = await toCash();
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ id: o.id, status: "pending", paymentState: "cod" });
      // The confirmation she never had, now; and not twice.
      expect((await outbox()).map((m) => m.subject)).toEqual([`Your ${BRAND.name} order #${o.id}`]);
      expect((await toCash()).statusCode).toBe(400);
      const row = await t.app.db
        .selectFrom("orders")
        .select(["pay_by", "payment_state"])
        .where("id", "=", o.id)
        .executeTakeFirstOrThrow();
      // Never swept for want of a payment now.
      expect(row).toEqual({ pay_by: null, payment_state: "cod" });
      // Analytics counts it as cash now, not as a card payment too (issue 33's daily figures).
      expect(await salesFigures()).toEqual([{ outcome: "live", payment: "cash", orders: 1 }]);

      // Over COD_MAX_TOTAL (1,000 EGP): refused, and the order still waits for its payment.
      const big = await paymentOrders(() => t).order({ paymentMethod: "online" }, 20, 990);
      expect(big.statusCode, big.body).toBe(201);
      const b = big.json() as { id: number; orderToken: string };
      await callback(fake.transaction(fake.intentions.at(-1)!, "declined"));
      const refused = await t.inject({
        method: "POST",
        url: `/api/orders/${b.id}/pay-on-delivery`,
        headers: { [ORDER_TOKEN_HEADER]: b.orderToken },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorCode).toBe("COD_NOT_AVAILABLE");
      expect((await order(b.id, b.orderToken)).json().paymentState).toBe("online_failed");
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
      await pastItsTime(o.id);
      await expect
        .poll(async () => (await order(o.id, o.orderToken)).json().status, { timeout: 5_000 })
        .toBe("canceled");
      expect(await stockM()).toBe(20);
      // The sweep's cancel goes through the status change, analytics' daily figures too (issue 33).
      expect(await salesFigures()).toEqual([{ outcome: "canceled", payment: "online", orders: 1 }]);
      // A payment reported after that is not taken for the order (the log asks for a refund).
      const late = await callback(fake.transaction(fake.intentions.at(-1)!, "paid"));
      expect(late.json().message).toMatch(/no longer awaits/);
      expect((await order(o.id, o.orderToken)).json().paymentState).toBe("online_awaiting");
    });

    it("cancels once when two processes sweep together: units, the code's use and the mail once", async () => {
      t = await app(40);
      // The store as several processes on one database, each with its own sweep.
      const second = await createSecondApp(t);
      try {
        const code = await createCode(t);
        const o = await placed({ paymentMethod: "online", discountCode: "nour15" });
        expect(await usesOf(t, code)).toEqual({ uses: 1, kept: 1 });
        await pastItsTime(o.id);
        await expect
          .poll(async () => (await order(o.id, o.orderToken)).json().status, { timeout: 5_000 })
          .toBe("canceled");
        // Both sweeps have run many times over by now.
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(await stockM()).toBe(20);
        expect(await usesOf(t, code)).toEqual({ uses: 0, kept: 0 });
        const cancels = await t.app.db
          .selectFrom("order_events")
          .select("id")
          .where("order_id", "=", o.id)
          .where("status", "=", "canceled")
          .execute();
        expect(cancels).toHaveLength(1);
        const mails = (await outbox()).filter((m) => /canceled/i.test(m.subject));
        expect(mails).toHaveLength(1);
      } finally {
        await second.close();
      }
    });

    it("never cancels an order paid while the sweep was listing it", async () => {
      t = await app();
      const o = await placed({ paymentMethod: "online" });
      await pastItsTime(o.id);
      // The sweep read the order as unpaid; Paymob's paid callback commits before it acts.
      expect(await callback(fake.transaction(fake.intentions.at(-1)!, "paid"))).toMatchObject({
        statusCode: 200,
      });
      const claimed = await t.app.db
        .transaction()
        .execute((trx) => claimUnpaid(trx, o.id, new Date().toISOString()));
      expect(claimed).toBe(false);
      expect((await order(o.id, o.orderToken)).json()).toMatchObject({
        status: "pending",
        paymentState: "online_paid",
      });
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
      // Switching to cash over and over: refused while it awaits its payment, then 429.
      const toCash = [];
      for (let i = 0; i < 11; i++)
        toCash.push(
          (
            await t.inject({
              method: "POST",
              url: `/api/orders/${o.id}/pay-on-delivery`,
              headers: { [ORDER_TOKEN_HEADER]: o.orderToken },
            })
          ).statusCode,
        );
      expect(toCash.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(toCash[10]).toBe(429);
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
      const toCash = await t.inject({ method: "POST", url: "/api/orders/1/pay-on-delivery" });
      expect(toCash.statusCode).toBe(404);
    });
  });
}
