import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, type TestApp } from "../../../test/helpers";
import {
  buttonTapBody,
  receiptBody,
  startWhatsAppFake,
  whatsappEnv,
  WHATSAPP_TEST_KEYS,
  type WhatsAppFake,
} from "../../../test/whatsapp-fake";
import { ORDER_TOKEN_HEADER } from "@atelier/shared/orders";
import { ownerToken } from "../../../test/fixtures";
import { paymentOrders } from "../payments/payments.fixtures";
import { hubSignature } from "./whatsapp-signature";

/*
 * WhatsApp confirmation of cash orders (issue 32), through the API, against the local fake Graph
 * API (apps/api/test/whatsapp-fake.ts): the template through the outbox, once, while WhatsApp is
 * away and back; the signed webhook's Confirm and Cancel, and what it refuses.
 */

const KEYS = WHATSAPP_TEST_KEYS;

for (const dialect of DIALECTS) {
  describe(`WhatsApp confirmation (${dialect})`, () => {
    let fake: WhatsAppFake;
    let t: TestApp;
    beforeAll(async () => {
      fake = await startWhatsAppFake(KEYS);
    });
    afterAll(() => fake.close());
    afterEach(async () => {
      fake.down(null);
      await t?.close();
    });

    const app = () => createTestApp(dialect, whatsappEnv(fake));
    const { placed } = paymentOrders(() => t);
    const hook = (raw: string, secret = KEYS.appSecret) =>
      t.inject({
        method: "POST",
        url: "/api/whatsapp/webhook",
        payload: raw,
        headers: {
          "content-type": "application/json",
          "x-hub-signature-256": hubSignature(raw, secret),
        },
      });
    const row = (id: number) =>
      t.app.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const events = (id: number) =>
      t.app.db
        .selectFrom("order_events")
        .select(["kind", "status", "note"])
        .where("order_id", "=", id)
        .where("kind", "=", "whatsapp")
        .orderBy("id")
        .execute();
    /** The order's message as sent: its wamid and its two buttons' payloads. */
    const sentFor = (id: number) => fake.messageFor(id)!;

    it("sends each cash order's template once through the outbox, retried while WhatsApp is away", async () => {
      t = await app();
      const before = fake.sent.length;
      fake.down(503);
      const o = await placed({ language: "ar" });
      expect(await t.app.whatsapp!.deliverDue()).toBe(0);
      expect(fake.sent.length).toBe(before);
      const waiting = await t.app.db
        .selectFrom("whatsapp_outbox")
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(waiting.last_error).toMatch(/503/);
      fake.down(null);
      // Later than the first retry's wait: sent now, and never again.
      const later = new Date(Date.now() + 60_000);
      expect(await t.app.whatsapp!.deliverDue(later)).toBe(1);
      expect(await t.app.whatsapp!.deliverDue(new Date(Date.now() + 3_600_000))).toBe(0);
      expect(fake.sent.length).toBe(before + 1);
      const sent = fake.sent.at(-1)!.body;
      expect(sent).toMatchObject({
        to: "201012345678",
        template: { name: "order_confirmation", language: { code: "ar" } },
      });
      const body = (sent.template as { components: { parameters: { text: string }[] }[] })
        .components[0]!;
      expect(body.parameters.map((p) => p.text)[0]).toBe(String(o.id));
      expect(body.parameters[1]!.text).toContain("920.00");
      expect(await events(o.id)).toEqual([
        { kind: "whatsapp", status: "sent", note: "Confirmation asked on WhatsApp" },
      ]);
    });

    it("sends nothing for an order paid by Instapay", async () => {
      t = await app();
      await placed({ paymentMethod: "instapay" });
      expect(await t.app.db.selectFrom("whatsapp_outbox").selectAll().execute()).toEqual([]);
    });

    it("answers Meta's handshake only with the verify token", async () => {
      t = await app();
      const ok = await t.inject({
        method: "GET",
        url: "/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444",
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toBe("1158201444");
      const wrong = await t.inject({
        method: "GET",
        url: "/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1",
      });
      expect(wrong.statusCode).toBe(403);
    });

    it("Confirm records the shopper's confirmation once; receipts go on the history", async () => {
      t = await app();
      const o = await placed();
      await t.app.whatsapp!.deliverDue();
      const { wamid, confirm } = sentFor(o.id);
      const tap = buttonTapBody(KEYS.phoneNumberId, wamid, "201012345678", confirm);
      // A forged signature: 401, nothing read.
      expect((await hook(tap, "not-the-secret")).statusCode).toBe(401);
      expect((await row(o.id)).whatsapp_confirmed_at).toBeNull();
      expect((await hook(tap)).statusCode).toBe(200);
      const confirmedAt = (await row(o.id)).whatsapp_confirmed_at;
      expect(confirmedAt).not.toBeNull();
      // The order's own page says so.
      const mine = await t.inject({
        method: "GET",
        url: `/api/orders/${o.id}`,
        headers: { [ORDER_TOKEN_HEADER]: o.orderToken },
      });
      expect(mine.json().whatsappConfirmedAt).toBe(confirmedAt);
      // The same tap again (Meta retries): nothing new.
      expect((await hook(tap)).statusCode).toBe(200);
      expect((await row(o.id)).whatsapp_confirmed_at).toBe(confirmedAt);
      await hook(receiptBody(wamid, "delivered"));
      await hook(receiptBody(wamid, "read"));
      await hook(receiptBody(wamid, "read"));
      expect((await events(o.id)).map((e) => e.note)).toEqual([
        "Confirmation asked on WhatsApp",
        "Confirmed on WhatsApp",
        "Delivered on WhatsApp",
        "Read on WhatsApp",
      ]);
      // The admin's history names them as WhatsApp's steps.
      const page = await t.inject({
        method: "GET",
        url: `/api/admin/orders/${o.id}`,
        token: await ownerToken(t),
      });
      expect(page.statusCode, page.body).toBe(200);
      const history = (page.json() as { history: { kind: string; status: string }[] }).history;
      expect(history.filter((e) => e.kind === "whatsapp").map((e) => e.status)).toEqual([
        "sent",
        "confirmed",
        "delivered",
        "read",
      ]);
    });

    it("Cancel cancels the order as the shopper's own cancel, its unit back", async () => {
      t = await app();
      const o = await placed();
      await t.app.whatsapp!.deliverDue();
      const stock = async () =>
        Number(
          (await t.app.db.selectFrom("products").select("quantity_m").executeTakeFirstOrThrow())
            .quantity_m,
        );
      expect(await stock()).toBe(19);
      const { wamid, cancel } = sentFor(o.id);
      expect(
        (await hook(buttonTapBody(KEYS.phoneNumberId, wamid, "201012345678", cancel))).statusCode,
      ).toBe(200);
      expect((await row(o.id)).status).toBe("canceled");
      expect(await stock()).toBe(20);
    });

    it("changes nothing for a payload on another order's message, from another number, or edited", async () => {
      t = await app();
      const a = await placed();
      const b = await placed({
        customer_email: "salma@example.com",
        customer_number: "01198765432",
      });
      await t.app.whatsapp!.deliverDue();
      const sa = sentFor(a.id);
      const sb = sentFor(b.id);
      // A's payload copied onto B's message; B's number tapping A's; an edited order number.
      await hook(buttonTapBody(KEYS.phoneNumberId, sb.wamid, "201198765432", sa.cancel));
      await hook(buttonTapBody(KEYS.phoneNumberId, sa.wamid, "201198765432", sa.cancel));
      await hook(
        buttonTapBody(
          KEYS.phoneNumberId,
          sb.wamid,
          "201198765432",
          sa.cancel.replace(`:${a.id}:`, `:${b.id}:`),
        ),
      );
      expect((await row(a.id)).status).toBe("pending");
      expect((await row(b.id)).status).toBe("pending");
      // A 10 MB body is not Meta's.
      const big = await hook(JSON.stringify({ pad: "x".repeat(10 * 1024 * 1024) }));
      expect(big.statusCode).toBe(413);
    });

    it("answers 429 to a script posting to the webhook over and over", async () => {
      t = await app();
      const answers = [];
      for (let i = 0; i < 301; i++) answers.push((await hook("{}", "not-the-secret")).statusCode);
      expect(answers.slice(0, 300).every((s) => s === 401)).toBe(true);
      expect(answers[300]).toBe(429);
    });

    it("answers none of it without WhatsApp's settings", async () => {
      t = await createTestApp(dialect);
      const r = await t.inject({ method: "GET", url: "/api/whatsapp/webhook?hub.mode=subscribe" });
      expect(r.statusCode).toBe(404);
      expect(t.app.whatsapp).toBeNull();
    });
  });
}
