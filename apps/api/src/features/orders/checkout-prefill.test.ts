import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { orderPayload, ownerToken } from "../../../test/fixtures";

// The checkout fills a signed-in shopper's name, phone and address from her newest order, read
// with GET /api/orders?limit=1 (docs/product.md#checkout-checkout): it must be hers, never the
// newer order of someone else, and a guest gets nothing.

for (const dialect of DIALECTS) {
  describe(`the checkout's pre-fill from the last order (${dialect})`, () => {
    let t: TestApp;
    let shirt: number;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      const r = await t.inject({
        method: "POST",
        url: "/api/products",
        token: await ownerToken(t),
        payload: { title: "Linen Shirt", originalPrice: 1000, salePrice: 850, quantityM: 20 },
      });
      expect(r.statusCode, r.body).toBe(201);
      shirt = r.json().id;
    });
    afterEach(async () => t.close());

    const place = async (token: string, overrides: Record<string, unknown>) => {
      const r = await t.inject({
        method: "POST",
        url: "/api/orders",
        payload: orderPayload([{ productId: shirt, M: 1 }], overrides),
        token,
      });
      expect(r.statusCode, r.body).toBe(201);
      return r.json().id as number;
    };
    const latest = (token: string) =>
      t.inject({ method: "GET", url: "/api/orders?limit=1", token });

    it("answers her own newest order, with the name, phone and address she gave, never a newer one of another shopper", async () => {
      const nour = await signupAndLogin(t, "nour@example.com");
      const salma = await signupAndLogin(t, "salma@example.com");
      await place(nour, { customerName: "Nour Hassan" });
      const mine = await place(nour, {
        customerName: "Nour El-Sayed Hassan",
        customer_number: "011 2222 3333",
        shippingAddress: {
          address: "4 Road 233",
          floor: "2",
          apartment: "5",
          city: "Al-Dokki",
          governorate: "Giza",
        },
      });
      // Salma orders last, with an address of her own.
      await place(salma, {
        customer_email: "salma@example.com",
        customerName: "Salma Farid",
        customer_number: "012 9999 8888",
        shippingAddress: {
          address: "1 Nile Corniche",
          floor: "9",
          apartment: "90",
          city: "Al-Zamalek",
          governorate: "Cairo",
        },
      });

      const r = await latest(nour);
      expect(r.statusCode, r.body).toBe(200);
      const orders = r.json();
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        id: mine,
        customerName: "Nour El-Sayed Hassan",
        shippingAddress: {
          address: "4 Road 233",
          floor: "2",
          apartment: "5",
          city: "Al-Dokki",
          governorate: "Giza",
        },
      });
      expect(orders[0].customer_number.replace(/\D/g, "")).toMatch(/1122223333$/);
      expect(JSON.stringify(orders)).not.toContain("Salma");
      expect(JSON.stringify(orders)).not.toContain("Nile Corniche");
    });

    it("answers a shopper without orders an empty list, and a guest 401", async () => {
      const nour = await signupAndLogin(t, "nour@example.com");
      const salma = await signupAndLogin(t, "salma@example.com");
      await place(salma, { customer_email: "salma@example.com", customerName: "Salma Farid" });
      const empty = await latest(nour);
      expect(empty.statusCode, empty.body).toBe(200);
      expect(empty.json()).toEqual([]);
      const guest = await t.inject({ method: "GET", url: "/api/orders?limit=1" });
      expect(guest.statusCode).toBe(401);
    });
  });
}
