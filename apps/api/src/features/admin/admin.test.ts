import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken } from "../../../test/fixtures";

for (const dialect of DIALECTS) {
  describe(`admin figures (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    let customer: string;
    beforeEach(async () => {
      // Five orders of one customer stay open at once here: the limit is not what this tests.
      t = await createTestApp(dialect, { MAX_OPEN_ORDERS: "10" });
      admin = await ownerToken(t);
      // Signed in, an order's e-mail is the account's: the fixtures order as Nour.
      customer = await signupAndLogin(t, "nour@example.com");
    });
    afterEach(async () => t.close());

    const get = (url: string, token?: string) => t.inject({ method: "GET", url, token });
    const setStatus = (id: number, status: string) =>
      t.inject({
        method: "PATCH",
        url: `/api/orders/${id}/status`,
        payload: { status },
        token: admin,
      });

    it("keeps the dashboard and the order list to admins", async () => {
      for (const url of ["/api/admin/dashboard", "/api/admin/orders"]) {
        expect((await get(url)).statusCode, url).toBe(401);
        const r = await get(url, customer);
        expect(r.statusCode, url).toBe(403);
        expect(r.json()).toEqual({ error: "Admins only", errorCode: "FORBIDDEN" });
      }
    });

    it("starts at zero", async () => {
      const r = await get("/api/admin/dashboard", admin);
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({
        totalSales: 0,
        totalOrders: 0,
        pendingOrders: 0,
        deliveredOrders: 0,
        returnedOrders: 0,
        canceledOrders: 0,
        refusedOrders: 0,
        whatsapp: null,
      });
      expect((await get("/api/admin/orders", admin)).json()).toEqual([]);
    });

    it("counts sales without shipping, canceled or returned orders, and counts each status", async () => {
      const shirt = await createProduct(t, {
        title: "Linen Shirt",
        salePrice: 850.25,
        stock: { M: 20 },
      });
      const coat = await createProduct(t, { title: "Wool Coat", salePrice: 4200, stock: { L: 5 } });
      const ids: number[] = [];
      for (const lines of [
        [{ productId: shirt, M: 1 }],
        [{ productId: shirt, M: 2 }],
        [{ productId: coat, L: 1 }],
        [
          { productId: shirt, M: 1 },
          { productId: coat, L: 1 },
        ],
        [{ productId: coat, L: 2 }],
      ]) {
        const r = await t.inject({
          method: "POST",
          url: "/api/orders",
          payload: orderPayload(lines),
          token: customer,
        });
        expect(r.statusCode).toBe(201);
        ids.push(r.json().id);
      }
      const [a, b, c, d, e] = ids as [number, number, number, number, number];
      await setStatus(b, "delivered");
      await setStatus(c, "canceled");
      await setStatus(d, "delivered");
      await setStatus(d, "returned");
      await setStatus(e, "shipped");

      const stats = (await get("/api/admin/dashboard", admin)).json();
      // a (850.25) + b (1700.50) + e (8400); c and d do not count; shipping never does.
      expect(stats).toEqual({
        totalSales: 10950.75,
        totalOrders: 5,
        pendingOrders: 1,
        deliveredOrders: 1,
        returnedOrders: 1,
        canceledOrders: 1,
        refusedOrders: 0,
        whatsapp: null,
      });

      const list = await get("/api/admin/orders", admin);
      expect(list.statusCode).toBe(200);
      const orders = list.json() as {
        id: number;
        status: string;
        date: string;
        details: string;
        totalPrice: number;
      }[];
      expect(orders.map((o) => o.id)).toEqual([e, d, c, b, a]);
      expect(orders.map((o) => o.status)).toEqual([
        "shipped",
        "returned",
        "canceled",
        "delivered",
        "pending",
      ]);
      expect(orders[1]).toMatchObject({
        details: "Linen Shirt (M) x1, Wool Coat (L) x1",
        totalPrice: 5050.25,
      });
      for (const o of orders) expect(Number.isNaN(Date.parse(o.date))).toBe(false);
    });

    it("lists guests' orders beside customers' ones", async () => {
      const shirt = await createProduct(t, { stock: { M: 5 } });
      await t.app.db
        .insertInto("verified_emails")
        .values({ email: "guest@example.com", verified_at: new Date().toISOString() })
        .execute();
      const guest = await t.inject({
        method: "POST",
        url: "/api/orders",
        payload: orderPayload([{ productId: shirt, M: 1 }], {
          customer_email: "guest@example.com",
        }),
      });
      expect(guest.statusCode).toBe(201);
      await t.inject({
        method: "POST",
        url: "/api/orders",
        payload: orderPayload([{ productId: shirt, M: 1 }]),
        token: customer,
      });
      const emails = (await get("/api/admin/orders", admin))
        .json()
        .map((o: { customer_email: string }) => o.customer_email);
      expect(emails).toEqual(["nour@example.com", "guest@example.com"]);
    });
  });
}
