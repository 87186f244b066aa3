import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken } from "../../../test/fixtures";

// Issue 24: a canceled or returned order's e-mail speaks of a refund only when the shopper paid,
// by a confirmed Instapay transfer or in cash at the door (docs/product.md#status-e-mails). Read
// from the outbox table, where every mail is written with its change.

const REFUND = "We will refund what you paid";
const NOTHING_PAID = "Nothing was paid, so nothing is owed and there is nothing to refund.";
const TRANSFER_SENT = "If you have already sent the Instapay transfer";
const AR_REFUND = "سنرد إليكم ما دفعتموه";
const AR_NOTHING_PAID = "لم يُدفع أي مبلغ";

for (const dialect of DIALECTS) {
  describe(`the money in a canceled or returned order's e-mail (${dialect})`, () => {
    let t: TestApp;
    let customer: string;
    let admin: string;
    let shirt: number;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      customer = await signupAndLogin(t, "nour@example.com");
      admin = await ownerToken(t);
      shirt = await createProduct(t, { stock: { M: 10 } });
    });
    afterEach(async () => t.close());

    const place = async (overrides: Record<string, unknown> = {}) => {
      const r = await t.inject({
        method: "POST",
        url: "/api/orders",
        payload: orderPayload([{ productId: shirt, M: 1 }], overrides),
        token: customer,
      });
      expect(r.statusCode, r.body).toBe(201);
      return r.json().id as number;
    };
    const setStatus = async (id: number, status: string) => {
      const r = await t.inject({
        method: "PATCH",
        url: `/api/orders/${id}/status`,
        payload: { status },
        token: admin,
      });
      expect(r.statusCode, r.body).toBe(200);
    };
    const confirmTransfer = async (id: number) => {
      const r = await t.inject({
        method: "POST",
        url: `/api/admin/orders/${id}/payment`,
        payload: { decision: "confirm" },
        token: admin,
      });
      expect(r.statusCode, r.body).toBe(200);
    };
    const lastMail = async () =>
      (await t.app.db.selectFrom("outbox").selectAll().orderBy("id", "desc").executeTakeFirst())!;

    it("tells a cash shopper who cancels that nothing was paid, never that money was refunded", async () => {
      const id = await place();
      const r = await t.inject({
        method: "POST",
        url: `/api/orders/${id}/cancel`,
        token: customer,
      });
      expect(r.statusCode, r.body).toBe(200);
      const mail = await lastMail();
      expect(mail.subject).toMatch(new RegExp(`#${id} has been canceled$`));
      expect(mail.text).toContain(NOTHING_PAID);
      expect(mail.text).not.toMatch(/refunded|will refund/);
    });

    it("promises the refund of a confirmed Instapay transfer when the store cancels", async () => {
      const id = await place({ paymentMethod: "instapay" });
      await confirmTransfer(id);
      await setStatus(id, "canceled");
      const mail = await lastMail();
      expect(mail.subject).toMatch(/has been canceled$/);
      expect(mail.text).toContain(REFUND);
      expect(mail.text).not.toContain(NOTHING_PAID);
    });

    it("asks for the receipt of a transfer not yet confirmed, without promising a refund", async () => {
      const id = await place({ paymentMethod: "instapay" });
      await setStatus(id, "canceled");
      const mail = await lastMail();
      expect(mail.text).toContain(TRANSFER_SENT);
      expect(mail.text).not.toContain(REFUND);
    });

    it("words a cash parcel sent back undelivered as such: no return, no refund", async () => {
      const id = await place();
      await setStatus(id, "shipped");
      await setStatus(id, "returned");
      const mail = await lastMail();
      expect(mail.subject).toMatch(new RegExp(`#${id} has come back to us$`));
      expect(mail.text).toContain("came back to our atelier without being delivered");
      expect(mail.text).toContain(NOTHING_PAID);
      expect(mail.subject + mail.text).not.toMatch(/refunded|will refund|return is complete/i);
    });

    it("promises a refund once a delivered cash order is returned, paid at the door", async () => {
      const id = await place();
      await setStatus(id, "delivered");
      await setStatus(id, "returned");
      const mail = await lastMail();
      // Marking it returned is not the refund itself: the subject no longer says "refunded".
      expect(mail.subject).toMatch(new RegExp(`#${id} has been returned$`));
      expect(mail.text).toContain("Your return is complete");
      expect(mail.text).toContain(REFUND);
    });

    it("says the same in Arabic: nothing paid for a cash cancel, a refund for a paid return", async () => {
      const unpaid = await place({ language: "ar" });
      await setStatus(unpaid, "shipped");
      await setStatus(unpaid, "returned");
      let mail = await lastMail();
      expect(mail.subject).toBe(`طلبكم رقم ${unpaid} من Maison Zamalek: عاد الطلب إلينا`);
      expect(mail.text).toContain(AR_NOTHING_PAID);
      expect(mail.text).not.toContain(AR_REFUND);

      const paid = await place({ language: "ar", paymentMethod: "instapay" });
      await confirmTransfer(paid);
      await setStatus(paid, "canceled");
      mail = await lastMail();
      expect(mail.subject).toBe(`طلبكم رقم ${paid} من Maison Zamalek: أُلغي الطلب`);
      expect(mail.text).toContain(AR_REFUND);
      expect(mail.text).not.toContain(AR_NOTHING_PAID);
    });
  });
}
