import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { orderPayload, ownerToken } from "../../../test/fixtures";

// The Instapay transfer note names the order ("Order 4", "الطلب 4"), in the confirmation e-mail
// as on the order's page, so the transfer reads as the store's among the shopper's own
// (docs/product.md#payments).

for (const dialect of DIALECTS) {
  describe(`the Instapay note in the confirmation e-mail (${dialect})`, () => {
    let t: TestApp;
    let customer: string;
    let shirt: number;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      customer = await signupAndLogin(t, "nour@example.com");
      const r = await t.inject({
        method: "POST",
        url: "/api/products",
        token: await ownerToken(t),
        payload: { title: "Linen Shirt", originalPrice: 1000, salePrice: 850, quantityM: 10 },
      });
      expect(r.statusCode, r.body).toBe(201);
      shirt = r.json().id;
    });
    afterEach(async () => t.close());

    for (const [language, note] of [
      ["en", (id: number) => `with "Order ${id}" as the transfer note`],
      ["ar", (id: number) => `مع كتابة «الطلب ${id}» في ملاحظة التحويل`],
    ] as const)
      it(`asks for "${language === "en" ? "Order N" : "الطلب N"}" as the note (${language})`, async () => {
        const r = await t.inject({
          method: "POST",
          url: "/api/orders",
          payload: orderPayload([{ productId: shirt, M: 1 }], {
            paymentMethod: "instapay",
            language,
          }),
          token: customer,
        });
        expect(r.statusCode, r.body).toBe(201);
        const { id } = r.json();
        const mail = await t.app.db
          .selectFrom("outbox")
          .selectAll()
          .orderBy("id", "desc")
          .executeTakeFirstOrThrow();
        expect(mail.text).toContain(note(id));
      });
  });
}
