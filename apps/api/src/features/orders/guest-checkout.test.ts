import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { adminEdit, createProduct, orderPayload, stockOf } from "../../../test/fixtures";
import { orderCalls } from "./orders.fixtures";

const GUEST_409 = {
  error: "Please Verify your email first. A verification link has been sent.",
  errorCode: "EMAIL_VERIFICATION_REQUIRED",
};

for (const dialect of DIALECTS) {
  describe(`guest checkout (${dialect})`, () => {
    let t: TestApp;
    let customer: string;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      customer = await signupAndLogin(t, "nour@example.com");
    });
    afterEach(async () => t.close());

    const { place, get, orderCount, hoursAgo, mailTo } = orderCalls(() => t);

    describe("guest checkout", () => {
      const guest = "Guest.Shopper@Example.com";
      const verify = (link: string) => get(`/api/orders/verify-guest${new URL(link).search}`);

      it("holds a first guest order until the e-mailed link is opened, then places it", async () => {
        const coat = await createProduct(t, {
          title: "Wool Coat",
          salePrice: 4200,
          stock: { XL: 2 },
        });
        const r = await place(
          orderPayload([{ productId: coat, XL: 1 }], { customer_email: guest }),
        );
        expect(r.statusCode).toBe(409);
        expect(r.json()).toEqual(GUEST_409);
        expect(await stockOf(t, coat)).toMatchObject({ XL: 2 });
        expect(await orderCount()).toBe(0);

        const link = await t.waitForLink("guest.shopper@example.com", /Confirm your .* order/);
        expect(link).toMatch(
          /^http:\/\/shop\.test\/verify-guest\?token=[A-Za-z0-9_-]{43}&email=guest\.shopper%40example\.com$/,
        );
        const held = await t.app.db
          .selectFrom("guest_verifications")
          .selectAll()
          .executeTakeFirstOrThrow();
        expect(held.token_hash).not.toBe(new URL(link).searchParams.get("token"));
        const hours = (Date.parse(held.expires_at) - Date.now()) / 3_600_000;
        expect(hours).toBeGreaterThan(23.9);
        expect(hours).toBeLessThanOrEqual(24);

        const ok = await verify(link);
        expect(ok.statusCode).toBe(200);
        expect(ok.json()).toEqual({
          message: "Email verified successfully! Your order has been confirmed.",
          order: expect.objectContaining({
            status: "pending",
            totalPrice: 4200,
            customer_email: "guest.shopper@example.com",
            details: "Wool Coat (XL) x1",
          }),
        });
        expect(await stockOf(t, coat)).toMatchObject({ XL: 1 });
        await mailTo("guest.shopper@example.com", new RegExp(`order #${ok.json().order.id}$`));

        const reused = await verify(link);
        expect(reused.statusCode).toBe(400);
        expect(reused.json().error).toBe("This verification link has already been used.");
        expect(await stockOf(t, coat)).toMatchObject({ XL: 1 });

        // A verified e-mail goes straight through from now on, whatever its case.
        const next = await place(
          orderPayload([{ productId: coat, XL: 1 }], {
            customer_email: "GUEST.shopper@example.com",
          }),
        );
        expect(next.statusCode).toBe(201);
        expect(await stockOf(t, coat)).toMatchObject({ XL: 0 });
        // A guest cannot read an order back: only its owner or an admin can.
        expect((await get(`/api/orders/${next.json().id}`)).statusCode).toBe(404);
      });

      it("refuses an expired link, a link for another e-mail and a forged token", async () => {
        const coat = await createProduct(t, { stock: { XL: 2 } });
        await place(orderPayload([{ productId: coat, XL: 1 }], { customer_email: guest }));
        const link = await t.waitForLink("guest.shopper@example.com", /Confirm/);
        const token = new URL(link).searchParams.get("token")!;

        const other = await get(
          `/api/orders/verify-guest?token=${token}&email=someone%40example.com`,
        );
        expect(other.statusCode).toBe(400);
        expect(other.json().error).toBe("This verification link is invalid.");
        const forged = await get(
          `/api/orders/verify-guest?token=forged&email=guest.shopper%40example.com`,
        );
        expect(forged.json().error).toBe("This verification link is invalid.");
        const missing = await get(`/api/orders/verify-guest?token=${token}`);
        expect(missing.statusCode).toBe(400);
        expect(missing.json().error).toMatch(/email is required/);

        await t.app.db
          .updateTable("guest_verifications")
          .set({ expires_at: hoursAgo(1) })
          .execute();
        const expired = await verify(link);
        expect(expired.statusCode).toBe(400);
        expect(expired.json().error).toBe(
          "This verification link has expired. Please place your order again.",
        );
        expect(await stockOf(t, coat)).toMatchObject({ XL: 2 });
        expect(await orderCount()).toBe(0);
        // Still unverified: the next order is held again.
        expect(
          (await place(orderPayload([{ productId: coat, XL: 1 }], { customer_email: guest })))
            .statusCode,
        ).toBe(409);
      });

      it("says which item sold out while the link waited, and keeps the e-mail verified", async () => {
        const coat = await createProduct(t, { title: "Wool Coat", stock: { XL: 1 } });
        await place(orderPayload([{ productId: coat, XL: 1 }], { customer_email: guest }));
        const link = await t.waitForLink("guest.shopper@example.com", /Confirm/);
        // Someone else buys the last one first.
        expect((await place(orderPayload([{ productId: coat, XL: 1 }]), customer)).statusCode).toBe(
          201,
        );

        const r = await verify(link);
        expect(r.statusCode).toBe(422);
        expect(r.json()).toEqual({
          error:
            "Your email is verified, but your order could not be placed: Only 0 left of Wool Coat in size XL. Please place your order again.",
          errorCode: "INSUFFICIENT_QUANTITY",
        });
        expect(await stockOf(t, coat)).toMatchObject({ XL: 0 });
        await adminEdit(t, coat, "quantity", { size: "XL", quantity: 3 });
        expect(
          (await place(orderPayload([{ productId: coat, XL: 1 }], { customer_email: guest })))
            .statusCode,
        ).toBe(201);
      });

      it("does not hold an order that could not be placed now, and limits verification e-mails", async () => {
        const coat = await createProduct(t, { title: "Wool Coat", stock: { XL: 1 } });
        const short = await place(
          orderPayload([{ productId: coat, XL: 2 }], { customer_email: guest }),
        );
        expect(short.statusCode).toBe(422);
        expect(short.json().error).toBe("Only 1 left of Wool Coat in size XL.");
        expect(t.outbox()).toHaveLength(0);

        for (let i = 0; i < 5; i++) {
          expect(
            (await place(orderPayload([{ productId: coat, XL: 1 }], { customer_email: guest })))
              .statusCode,
          ).toBe(409);
        }
        const sixth = await place(
          orderPayload([{ productId: coat, XL: 1 }], { customer_email: guest }),
        );
        expect(sixth.statusCode).toBe(429);
        expect(sixth.json().errorCode).toBe("TOO_MANY_REQUESTS");
      });
    });
  });
}
