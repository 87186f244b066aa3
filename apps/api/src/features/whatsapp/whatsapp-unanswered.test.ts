import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import {
  buttonTapBody,
  startWhatsAppFake,
  whatsappEnv,
  WHATSAPP_TEST_KEYS,
  type WhatsAppFake,
} from "../../../test/whatsapp-fake";
import { ownerToken } from "../../../test/fixtures";
import { paymentOrders } from "../payments/payments.fixtures";
import { hubSignature } from "./whatsapp-signature";

/*
 * Cash orders asked on WhatsApp (issue 32, docs/product.md#whatsapp-confirmation), as the admin
 * sees them: the list's filters "Confirmed on WhatsApp" and "Awaiting confirmation", the
 * dashboard's count of those unanswered past WHATSAPP_CONFIRM_WITHIN_HOURS, and the store
 * setting (off by default) that cancels them.
 */

const KEYS = WHATSAPP_TEST_KEYS;

for (const dialect of DIALECTS) {
  describe(`Unanswered WhatsApp confirmations (${dialect})`, () => {
    let fake: WhatsAppFake;
    let t: TestApp;
    beforeAll(async () => {
      fake = await startWhatsAppFake(KEYS);
    });
    afterAll(() => fake.close());
    afterEach(async () => t?.close());

    const app = () =>
      createTestApp(
        dialect,
        { ...whatsappEnv(fake), WHATSAPP_CONFIRM_WITHIN_HOURS: "2" },
        (config) => {
          if (config.whatsapp) config.whatsapp.sweepEveryMs = 40;
        },
      );
    const admin = async (
      url: string,
      init: { method?: "GET" | "PUT"; payload?: Record<string, unknown> } = {},
    ) =>
      t.inject({
        method: init.method ?? "GET",
        url,
        payload: init.payload,
        token: await ownerToken(t),
      });
    const listed = async (query: string) => {
      const r = await admin(`/api/admin/orders?${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return {
        ids: (r.json() as { id: number }[]).map((o) => o.id),
        total: Number(r.headers["x-total-count"]),
      };
    };
    const status = async (id: number) =>
      (
        await t.app.db
          .selectFrom("orders")
          .select("status")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).status;
    /** As if the order's question had gone out `hours` ago. */
    const askedAgo = (id: number, hours: number) =>
      t.app.db
        .updateTable("whatsapp_outbox")
        .set({ sent_at: new Date(Date.now() - hours * 3_600_000).toISOString() })
        .where("order_id", "=", id)
        .execute();

    it("lists the confirmed and the unanswered, counts the overdue, and cancels them only when the store says so", async () => {
      t = await app();
      const { placed } = paymentOrders(() => t);
      const confirmed = await placed();
      const overdue = await placed();
      const recent = await placed();
      await t.app.whatsapp!.deliverDue();
      const sent = fake.messageFor(confirmed.id)!;
      const tap = buttonTapBody(KEYS.phoneNumberId, sent.wamid, sent.to, sent.confirm);
      const hook = await t.inject({
        method: "POST",
        url: "/api/whatsapp/webhook",
        payload: tap,
        headers: {
          "content-type": "application/json",
          "x-hub-signature-256": hubSignature(tap, KEYS.appSecret),
        },
      });
      expect(hook.statusCode, hook.body).toBe(200);
      // Both confirmed and overdue were asked three hours ago; only one never answered.
      await askedAgo(confirmed.id, 3);
      await askedAgo(overdue.id, 3);

      expect(await listed("whatsapp=confirmed")).toEqual({ ids: [confirmed.id], total: 1 });
      expect(await listed("whatsapp=awaiting")).toEqual({ ids: [overdue.id], total: 1 });
      expect(await listed("whatsapp=awaiting&status=pending&q=nour")).toEqual({
        ids: [overdue.id],
        total: 1,
      });
      expect((await admin("/api/admin/orders?whatsapp=maybe")).statusCode).toBe(400);
      const dashboard = await admin("/api/admin/dashboard");
      expect(dashboard.json().whatsapp).toEqual({ awaiting: 1, hours: 2, autoCancel: false });

      // Off by default: the sweep (every 40 ms here) leaves it alone.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await status(overdue.id)).toBe("pending");

      const on = await admin("/api/admin/settings/whatsapp", {
        method: "PUT",
        payload: { autoCancel: true },
      });
      expect(on.statusCode, on.body).toBe(200);
      await expect.poll(() => status(overdue.id), { timeout: 5_000 }).toBe("canceled");
      expect(await status(confirmed.id)).toBe("pending");
      expect(await status(recent.id)).toBe("pending");
      // Canceled once, by the store, with its mail.
      const cancels = await t.app.db
        .selectFrom("order_events")
        .select(["actor"])
        .where("order_id", "=", overdue.id)
        .where("status", "=", "canceled")
        .execute();
      expect(cancels).toEqual([{ actor: "system" }]);
      const mails = await t.app.db
        .selectFrom("outbox")
        .select("subject")
        .where("subject", "like", `%#${overdue.id} has been canceled`)
        .execute();
      expect(mails).toHaveLength(1);
      expect((await admin("/api/admin/dashboard")).json().whatsapp).toEqual({
        awaiting: 0,
        hours: 2,
        autoCancel: true,
      });
    });

    it("lets only an admin change the setting, with a clear error for anything else", async () => {
      t = await app();
      const put = (payload: Record<string, unknown>, token?: string) =>
        t.inject({ method: "PUT", url: "/api/admin/settings/whatsapp", payload, token });
      expect((await put({ autoCancel: true })).statusCode).toBe(401);
      const customer = await signupAndLogin(t, "salma@example.com");
      expect((await put({ autoCancel: true }, customer)).statusCode).toBe(403);
      const owner = await ownerToken(t);
      for (const bad of [{ autoCancel: "yes" }, {}, { autoCancel: true, extra: 1 }])
        expect((await put(bad, owner)).statusCode).toBe(400);
      const big = await put({ autoCancel: true, pad: "x".repeat(10 * 1024 * 1024) }, owner);
      expect(big.statusCode).toBe(413);
      expect((await admin("/api/admin/dashboard")).json().whatsapp.autoCancel).toBe(false);
    });

    it("has no card, setting or filter match without WhatsApp's settings", async () => {
      t = await createTestApp(dialect);
      expect((await admin("/api/admin/dashboard")).json().whatsapp).toBeNull();
      const r = await admin("/api/admin/settings/whatsapp", {
        method: "PUT",
        payload: { autoCancel: true },
      });
      expect(r.statusCode).toBe(404);
      await paymentOrders(() => t).placed();
      expect(await listed("whatsapp=awaiting")).toEqual({ ids: [], total: 0 });
    });
  });
}
