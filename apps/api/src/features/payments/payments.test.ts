import { afterEach, describe, expect, it } from "vitest";
import { COD_REFUSED_MESSAGE } from "@atelier/shared/payments";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken, stockOf } from "../../../test/fixtures";
import { paymentOrders } from "./payments.fixtures";

for (const dialect of DIALECTS) {
  describe(`payments (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t.close());

    const { verify, order, placed, setStatus } = paymentOrders(() => t);
    const options = (payload: object) =>
      t.inject({ method: "POST", url: "/api/orders/payment-options", payload });
    const outbox = () => t.app.db.selectFrom("outbox").selectAll().orderBy("id", "asc").execute();

    describe("the refusal rule", () => {
      it("after 2 refusals by one phone in another spelling, COD answers 400 and Instapay is placed", async () => {
        t = await createTestApp(dialect);
        const first = await placed({ customer_number: "01012345678" });
        const second = await placed({
          customer_number: "+20 10 1234 5678",
          customer_email: "other@example.com",
        });
        await setStatus(first.id, "refused");
        // One refusal is below the limit: cash on delivery stays.
        expect(
          (
            await options({ customer_email: "new@example.com", customer_number: "010 1234 5678" })
          ).json(),
        ).toEqual({
          methods: ["cod", "instapay"],
        });
        await setStatus(second.id, "refused");

        const spelled = {
          customer_number: "+201012345678",
          customer_email: "fresh@example.com",
        };
        const o = await options(spelled);
        expect(o.statusCode).toBe(200);
        expect(o.json()).toEqual({
          methods: ["instapay"],
          reason: COD_REFUSED_MESSAGE,
          reasonCode: "COD_REFUSED",
        });

        const product = await createProduct(t, { stock: { M: 3 } });
        await verify("fresh@example.com");
        const cod = await t.inject({
          method: "POST",
          url: "/api/orders",
          payload: orderPayload([{ productId: product, M: 1 }], spelled),
        });
        expect(cod.statusCode).toBe(400);
        expect(cod.json()).toEqual({ error: COD_REFUSED_MESSAGE, errorCode: "COD_NOT_AVAILABLE" });
        // Nothing was taken for the refused order.
        expect((await stockOf(t, product)).M).toBe(3);

        const instapay = await t.inject({
          method: "POST",
          url: "/api/orders",
          payload: orderPayload([{ productId: product, M: 1 }], {
            ...spelled,
            paymentMethod: "instapay",
          }),
        });
        expect(instapay.statusCode, instapay.body).toBe(201);
        expect(instapay.json().paymentState).toBe("instapay_awaiting");
        expect((await stockOf(t, product)).M).toBe(2);

        // The e-mail alone counts too: a new phone with a refused e-mail.
        expect(
          (
            await options({ customer_email: "OTHER@example.com", customer_number: "01122223333" })
          ).json().methods,
        ).toEqual(["cod", "instapay"]);
      });

      it("counts refusals by e-mail, and clearing the record (admins only) opens COD again until the next refusals", async () => {
        t = await createTestApp(dialect);
        const a = await placed({ customer_number: "01011111111" });
        const b = await placed({ customer_number: "01022222222" });
        await setStatus(a.id, "refused");
        await setStatus(b.id, "refused");
        const who = { customer_email: "Nour@Example.com", customer_number: "01233334444" };
        expect((await options(who)).json().methods).toEqual(["instapay"]);

        const clear = (token?: string) =>
          t.inject({
            method: "POST",
            url: "/api/admin/customers/clear-refusals",
            payload: { orderId: b.id },
            token,
          });
        expect((await clear()).statusCode).toBe(401);
        const shopper = await signupAndLogin(t, "shopper@example.com");
        expect((await clear(shopper)).statusCode).toBe(403);
        const missing = await t.inject({
          method: "POST",
          url: "/api/admin/customers/clear-refusals",
          payload: { orderId: 999999 },
          token: await ownerToken(t),
        });
        expect(missing.statusCode).toBe(404);
        expect((await options(who)).json().methods).toEqual(["instapay"]);

        const cleared = await clear(await ownerToken(t));
        expect(cleared.statusCode, cleared.body).toBe(200);
        expect(cleared.json().refusals).toBe(0);
        expect((await options(who)).json().methods).toEqual(["cod", "instapay"]);
        expect((await order({ customer_number: "01233334444" })).statusCode).toBe(201);

        // Refusals after the clearing count again; one order placed before it, refused after it.
        const c = await placed({ customer_number: "01044444444" });
        await setStatus(c.id, "refused");
        expect((await options(who)).json().methods).toEqual(["cod", "instapay"]);
        const d = await placed({ customer_number: "01055555555" });
        await setStatus(d.id, "refused");
        expect((await options(who)).json().methods).toEqual(["instapay"]);
        // The history says who cleared it.
        const notes = await t.app.db
          .selectFrom("order_events")
          .selectAll()
          .where("order_id", "=", b.id)
          .where("kind", "=", "note")
          .execute();
        expect(notes).toHaveLength(1);
        expect(notes[0]!.actor_email).toBe("owner@atelier.test");
      });

      it("COD_MAX_TOTAL: a total (shipping included) above it requires Instapay", async () => {
        t = await createTestApp(dialect, { COD_MAX_TOTAL: "1000" });
        const who = { customer_email: "big@example.com", customer_number: "01012345678" };
        expect((await options({ ...who, total: 1000 })).json()).toEqual({
          methods: ["cod", "instapay"],
        });
        const over = (await options({ ...who, total: 1000.01 })).json();
        expect(over.methods).toEqual(["instapay"]);
        expect(over.reason).toMatch(/up to 1,000\.00 EGP/);
        expect(over).toMatchObject({ reasonCode: "COD_OVER_MAX", codMaxTotal: 1000 });
        // 930 + 70 shipping = 1000: allowed; 931 + 70: not, whatever the client says.
        expect((await order(who, 5, 930)).statusCode).toBe(201);
        const r = await order(who, 5, 931);
        expect(r.statusCode).toBe(400);
        expect(r.json().errorCode).toBe("COD_NOT_AVAILABLE");
        expect((await order({ ...who, paymentMethod: "instapay" }, 5, 931)).statusCode).toBe(201);
      });

      it("a guest's held order keeps its method; a held COD order for a refused customer is not held", async () => {
        t = await createTestApp(dialect);
        const product = await createProduct(t, { stock: { M: 5 } });
        const hold = (paymentMethod?: string) =>
          t.inject({
            method: "POST",
            url: "/api/orders",
            payload: orderPayload([{ productId: product, M: 1 }], {
              customer_email: "held@example.com",
              ...(paymentMethod ? { paymentMethod } : {}),
            }),
          });
        expect((await hold("instapay")).statusCode).toBe(409);
        const link = await t.waitForLink("held@example.com", /Confirm/);
        const url = new URL(link);
        const verified = await t.inject({
          method: "GET",
          url: `/api/orders/verify-guest${url.search}`,
        });
        expect(verified.statusCode, verified.body).toBe(200);
        expect(verified.json().order.paymentState).toBe("instapay_awaiting");
        expect(verified.json().order.orderToken).toMatch(/^\d+\.\d+\.[\w-]{43}$/);

        // A COD order held before the refusals, verified after them: not placed, and said why.
        const late = await t.inject({
          method: "POST",
          url: "/api/orders",
          payload: orderPayload([{ productId: product, M: 1 }], {
            customer_email: "late@example.com",
          }),
        });
        expect(late.statusCode).toBe(409);
        const lateLink = new URL(await t.waitForLink("late@example.com", /Confirm/));

        // Refused twice by phone: an unverified guest's COD order is refused before any mail.
        const a = await placed({ customer_email: "x@example.com" });
        const b = await placed({ customer_email: "y@example.com" });
        await setStatus(a.id, "refused");
        await setStatus(b.id, "refused");
        const before = (await outbox()).length;
        const r = await t.inject({
          method: "POST",
          url: "/api/orders",
          payload: orderPayload([{ productId: product, M: 1 }], {
            customer_email: "unverified@example.com",
          }),
        });
        expect(r.statusCode).toBe(400);
        expect(r.json().errorCode).toBe("COD_NOT_AVAILABLE");
        expect(await outbox()).toHaveLength(before);
        const lateVerified = await t.inject({
          method: "GET",
          url: `/api/orders/verify-guest${lateLink.search}`,
        });
        expect(lateVerified.statusCode).toBe(400);
        expect(lateVerified.json()).toEqual({
          error: `Your email is verified, but your order could not be placed: ${COD_REFUSED_MESSAGE}`,
          errorCode: "COD_NOT_AVAILABLE",
        });
        expect(
          (
            await t.inject({
              method: "POST",
              url: "/api/orders",
              payload: { ...orderPayload([{ productId: product, M: 1 }]), paymentMethod: "card" },
            })
          ).statusCode,
        ).toBe(400);
      });

      it("payment-options validates its input and is rate limited", async () => {
        t = await createTestApp(dialect);
        expect(
          (await options({ customer_email: "a@b.co", customer_number: "123" })).statusCode,
        ).toBe(400);
        expect(
          (await options({ customer_email: "x".repeat(10_000), customer_number: "01012345678" }))
            .statusCode,
        ).toBe(400);
        expect(
          (await options({ customer_email: "a@b.co", customer_number: "01012345678", orders: 1 }))
            .statusCode,
        ).toBe(400);
        const codes: number[] = [];
        for (let i = 0; i < 25; i++)
          codes.push(
            (await options({ customer_email: "a@b.co", customer_number: "01012345678" }))
              .statusCode,
          );
        expect(codes).toContain(429);
      });
    });
  });
}
