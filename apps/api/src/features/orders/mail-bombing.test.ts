import { afterEach, describe, expect, it } from "vitest";
import { ORDER_TOKEN_HEADER } from "@atelier/shared/orders";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken } from "../../../test/fixtures";

/*
 * Issue 26, item 1 (docs/security.md, "Mail bombing through order and cancel"): signup checks no
 * e-mail and a shopper may cancel at once, so an account (or a guest with an order's link) under a
 * stranger's address could place and cancel in a loop and mail her as often as it liked, with its
 * own text under "Deliver to:".
 */

const PHISH = "Refund pending call 0100 555 0199";

for (const dialect of DIALECTS) {
  describe(`mail bombing (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t?.close());

    const place = (payload: object, token?: string) =>
      t.inject({ method: "POST", url: "/api/orders", payload, token });
    const cancel = (id: number, auth: { token?: string; link?: string }) =>
      t.inject({
        method: "POST",
        url: `/api/orders/${id}/cancel`,
        token: auth.token,
        headers: auth.link ? { [ORDER_TOKEN_HEADER]: auth.link } : {},
      });
    /** What the outbox holds for `to`: every mail the store will send her, sent or not. */
    const mailsTo = async (to: string) =>
      (
        await t.app.db
          .selectFrom("outbox")
          .select(["subject", "text"])
          .where("recipient", "=", to)
          .orderBy("id")
          .execute()
      ).map((m) => ({ subject: m.subject, text: m.text }));
    const forgot = (email: string, remoteAddress: string) =>
      t.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        remoteAddress,
        payload: { email },
      });

    it("mails a victim at most the budget when an account under her address places and cancels in a loop", async () => {
      t = await createTestApp(dialect);
      const shirt = await createProduct(t, { stock: { M: 100 } });
      // The attacker signs up with the victim's address: signup proves no e-mail.
      const token = await signupAndLogin(t, "victim@example.com");
      const order = orderPayload([{ productId: shirt, M: 1 }], {
        customer_email: "victim@example.com",
        shippingAddress: { address: PHISH, city: "Al-Maadi", governorate: "Cairo" },
      });
      for (let i = 0; i < 12; i++) {
        const placed = await place(order, token);
        if (placed.statusCode !== 201) continue;
        await cancel(placed.json().id, { token });
      }
      const notices = await mailsTo("victim@example.com");
      // 10 an hour at most, 3 of them kept for the links she asks for herself.
      expect(notices.length).toBeLessThanOrEqual(7);
      // The attacker's text never reaches her: the account has not proved the address is its own.
      for (const mail of notices) expect(mail.text).not.toContain(PHISH);
      // The victim can still reset her password (and take the account back) within the budget.
      expect((await forgot("victim@example.com", "198.51.100.1")).statusCode).toBe(200);
      const after = await mailsTo("victim@example.com");
      expect(after.length).toBe(notices.length + 1);
      expect(after.at(-1)!.subject).toMatch(/password/i);
    });

    it("keeps every kind of mail to one address within 10 an hour, the links within reach", async () => {
      t = await createTestApp(dialect, {}, (c) => (c.rateLimits.accountPerWindow = 1000));
      const shirt = await createProduct(t, { stock: { M: 100 } });
      const admin = await ownerToken(t);
      const token = await signupAndLogin(t, "mona@example.com");
      // Notices: confirmations and status mails (the admin's changes too).
      for (let i = 0; i < 3; i++) {
        const placed = await place(
          orderPayload([{ productId: shirt, M: 1 }], {
            customer_email: "mona@example.com",
          }),
          token,
        );
        expect(placed.statusCode).toBe(201);
        for (const status of ["processing", "shipped", "delivered"])
          await t.inject({
            method: "PATCH",
            url: `/api/orders/${placed.json().id}/status`,
            payload: { status },
            token: admin,
          });
      }
      expect((await mailsTo("mona@example.com")).length).toBe(7);
      // Links she asks for still go, up to the budget: reset links, from many addresses.
      for (let i = 0; i < 6; i++) await forgot("mona@example.com", `198.51.100.${i + 10}`);
      const all = await mailsTo("mona@example.com");
      expect(all.length).toBe(10);
      expect(all.slice(7).every((m) => /password/i.test(m.subject))).toBe(true);
    });

    it("still sends a guest her verification link and, once she opens it, her order's link when notices are spent", async () => {
      t = await createTestApp(dialect);
      const shirt = await createProduct(t, { stock: { M: 100 } });
      // Someone spends her notices: an account under her address placing and canceling.
      const token = await signupAndLogin(t, "sara@example.com");
      for (let i = 0; i < 4; i++) {
        const placed = await place(
          orderPayload([{ productId: shirt, M: 1 }], {
            customer_email: "sara@example.com",
          }),
          token,
        );
        await cancel(placed.json().id, { token });
      }
      expect((await mailsTo("sara@example.com")).length).toBe(7);
      // She orders as a guest from another browser (her address is not verified yet).
      await t.inject({ method: "POST", url: "/api/auth/logout", token });
      const held = await place(
        orderPayload([{ productId: shirt, M: 1 }], {
          customer_email: "sara@example.com",
          customer_number: "01198765432",
        }),
      );
      expect(held.statusCode).toBe(409);
      const link = await t.waitForLink("sara@example.com", /Confirm/);
      const opened = await t.inject({
        method: "GET",
        url: `/api/orders/verify-guest${new URL(link).search}`,
      });
      expect(opened.statusCode).toBe(200);
      const mails = await mailsTo("sara@example.com");
      expect(mails.length).toBe(9);
      expect(mails.at(-1)!.text).toContain(`/orders/${opened.json().order.id}?token=`);
    });

    it("limits shopper cancels per account, e-mail and phone; an admin's are not limited", async () => {
      t = await createTestApp(dialect);
      const shirt = await createProduct(t, { stock: { M: 100 } });
      const admin = await ownerToken(t);
      const one = [{ productId: shirt, M: 1 }];
      const nour = await signupAndLogin(t, "nour@example.com");
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const placed = await place(orderPayload(one), nour);
        expect(placed.statusCode).toBe(201);
        codes.push((await cancel(placed.json().id, { token: nour })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
      const sixth = await place(orderPayload(one), nour);
      const refused = await cancel(sixth.json().id, { token: nour });
      expect(refused.json()).toEqual({
        error:
          "Too many orders were canceled for this customer in the last hour. Please contact the store, or try again later.",
        errorCode: "TOO_MANY_REQUESTS",
      });
      // The same phone on another account, and a guest with an order's link under the same
      // e-mail, are the same customer.
      const other = await signupAndLogin(t, "other@example.com");
      const samePhone = await place(
        orderPayload(one, { customer_email: "other@example.com" }),
        other,
      );
      expect((await cancel(samePhone.json().id, { token: other })).statusCode).toBe(429);
      const verified = async (email: string) =>
        t.app.db
          .insertInto("verified_emails")
          .values({ email, verified_at: new Date().toISOString() })
          .execute();
      await verified("nour@example.com");
      const byLink = await place(orderPayload(one, { customer_number: "01198765432" }));
      expect(byLink.statusCode).toBe(201);
      expect((await cancel(byLink.json().id, { link: byLink.json().orderToken })).statusCode).toBe(
        429,
      );
      // Someone else is not held back.
      await verified("guest@example.com");
      const guest = await place(
        orderPayload(one, { customer_email: "guest@example.com", customer_number: "01512345678" }),
      );
      expect((await cancel(guest.json().id, { link: guest.json().orderToken })).statusCode).toBe(
        200,
      );
      // The admin cancels what the shopper may not.
      const pending = await t.app.db
        .selectFrom("orders")
        .select("id")
        .where("status", "=", "pending")
        .execute();
      expect(pending.length).toBe(4);
      for (const { id } of pending)
        expect((await cancel(id, { token: admin })).statusCode).toBe(200);
    });

    it("lets 5 of 12 simultaneous cancels by one customer through, and mails at most the budget for 20 simultaneous resets", async () => {
      t = await createTestApp(dialect, {}, (c) => {
        c.orderLimits.openOrders = 100;
        c.rateLimits.accountPerWindow = 1000;
      });
      const shirt = await createProduct(t, { stock: { M: 100 } });
      const nour = await signupAndLogin(t, "nour@example.com");
      const ids: number[] = [];
      for (let i = 0; i < 12; i++)
        ids.push((await place(orderPayload([{ productId: shirt, M: 1 }]), nour)).json().id);
      const codes = await Promise.all(ids.map((id) => cancel(id, { token: nour })));
      expect(codes.filter((r) => r.statusCode === 200)).toHaveLength(5);
      expect(codes.filter((r) => r.statusCode === 429)).toHaveLength(7);
      const resets = await Promise.all(
        Array.from({ length: 20 }, (_, i) => forgot("nour@example.com", `198.51.100.${i + 1}`)),
      );
      expect(resets.every((r) => r.statusCode === 200)).toBe(true);
      expect((await mailsTo("nour@example.com")).length).toBe(10);
    });

    it("shows the typed address only in the confirmation of a guest who opened this order's link", async () => {
      t = await createTestApp(dialect);
      const shirt = await createProduct(t, { stock: { M: 100 } });
      const typed = { address: PHISH, city: "Al-Maadi", governorate: "Cairo" };
      const one = [{ productId: shirt, M: 1 }];
      // A guest's first order: the verification mail goes before anything is proved.
      const held = await place(
        orderPayload(one, { customer_email: "sara@example.com", shippingAddress: typed }),
      );
      expect(held.statusCode).toBe(409);
      const [verification] = await mailsTo("sara@example.com");
      expect(verification!.text).not.toContain(PHISH);
      expect(verification!.text).toContain("Al-Maadi");
      // She opens it: she holds the mailbox and placed this order, so her confirmation shows it.
      const link = await t.waitForLink("sara@example.com", /Confirm/);
      const opened = await t.inject({
        method: "GET",
        url: `/api/orders/verify-guest${new URL(link).search}`,
      });
      expect(opened.statusCode).toBe(200);
      expect((await mailsTo("sara@example.com")).at(-1)!.text).toContain(PHISH);
      // Anyone ordering later under her (now verified) address proves nothing.
      const later = await place(
        orderPayload(one, {
          customer_email: "sara@example.com",
          customer_number: "01198765432",
          shippingAddress: typed,
        }),
      );
      expect(later.statusCode).toBe(201);
      expect((await mailsTo("sara@example.com")).at(-1)!.text).not.toContain(PHISH);
    });
  });
}
