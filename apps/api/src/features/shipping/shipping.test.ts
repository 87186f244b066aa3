import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken } from "../../../test/fixtures";
import { orderCalls } from "../orders/orders.fixtures";

/* Issue 30 (docs/product.md#shipping-zones): zones, their fees and COD rule, on both dialects. */

const GREATER_CAIRO = {
  id: expect.any(Number),
  name: "Greater Cairo",
  nameAr: "القاهرة الكبرى",
  governorates: ["EG-C", "EG-GZ"],
  fee: 70,
  days: { min: 3, max: 5 },
  cod: true,
};

const ALEX_DELTA = {
  name: "Alexandria & Delta",
  nameAr: "الإسكندرية والدلتا",
  governorates: ["EG-BH", "EG-ALX", "EG-DK"],
  fee: 85,
  days: { min: 2, max: 4 },
  cod: false,
};

const ALEX_ADDRESS = {
  address: "14 Fouad St",
  floor: "",
  apartment: "",
  city: "Smouha",
  governorate: "Alexandria",
};

for (const dialect of DIALECTS) {
  describe(`shipping zones (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      admin = await ownerToken(t);
    });
    afterEach(async () => t.close());

    const { place, get, mailTo } = orderCalls(() => t);
    const call = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: object) =>
      t.inject({ method, url, token: admin, ...(payload ? { payload } : {}) });
    const zones = async () =>
      (await t.inject({ method: "GET", url: "/api/shipping/zones" })).json();

    let shoppers = 0;
    /** A fresh signed-in shopper (each her own e-mail and phone: open orders count by both). */
    async function shopper() {
      const n = ++shoppers;
      const email = `shopper${n}@example.com`;
      const token = await signupAndLogin(t, email);
      return {
        token,
        as: { customer_email: email, customer_number: `0101234${String(n).padStart(4, "0")}` },
      };
    }
    async function order(product: number, overrides: Record<string, unknown> = {}, quantity = 1) {
      const s = await shopper();
      return place(
        orderPayload([{ productId: product, M: quantity }], { ...s.as, ...overrides }),
        s.token,
      );
    }
    const addAlexDelta = async (extra: object = {}) => {
      const r = await call("POST", "/api/admin/shipping/zones", { ...ALEX_DELTA, ...extra });
      expect(r.statusCode, r.body).toBe(201);
      return r.json();
    };

    it("starts as the store was: Greater Cairo at 70 EGP with cash on delivery, Alexandria refused", async () => {
      expect(await zones()).toEqual({ zones: [GREATER_CAIRO], freeShippingOver: null });
      const shirt = await createProduct(t, { salePrice: 500, stock: { M: 20 } });

      const cairo = await order(shirt);
      expect(cairo.statusCode, cairo.body).toBe(201);
      expect(cairo.json()).toMatchObject({ shipping: 70, totalPrice: 500, paymentState: "cod" });
      const row = await t.app.db
        .selectFrom("orders")
        .select(["shipping_governorate", "shipping_zone", "shipping"])
        .where("id", "=", cairo.json().id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        shipping_governorate: "EG-C",
        shipping_zone: "Greater Cairo",
        shipping: 7000,
      });

      // The ISO code is taken too; the order keeps the English name as before.
      const giza = await order(shirt, {
        shippingAddress: { ...ALEX_ADDRESS, city: "Agouza", governorate: "EG-GZ" },
      });
      expect(giza.statusCode, giza.body).toBe(201);
      expect(giza.json().shippingAddress.governorate).toBe("Giza");
      expect(giza.json().shipping).toBe(70);

      // The one-line address still works for Cairo and Giza.
      const oneLine = await order(shirt, {
        shippingAddress: undefined,
        addressDetails: "5 Nile St, Agouza, Giza",
      });
      expect(oneLine.statusCode, oneLine.body).toBe(201);
      expect(oneLine.json().shipping).toBe(70);

      for (const governorate of ["Alexandria", "EG-ALX"]) {
        const alex = await order(shirt, { shippingAddress: { ...ALEX_ADDRESS, governorate } });
        expect(alex.statusCode).toBe(400);
        expect(alex.json().error).toBe(
          "shippingAddress.governorate: we do not deliver to Alexandria yet",
        );
      }
    });

    it("prices an order from the zone the admin adds, refuses cash on delivery there, and keeps placed orders as placed", async () => {
      const zone = await addAlexDelta();
      expect(zone).toEqual({
        ...ALEX_DELTA,
        id: expect.any(Number),
        // In the store's order of governorates.
        governorates: ["EG-ALX", "EG-BH", "EG-DK"],
        enabled: true,
      });
      expect((await zones()).zones).toEqual([
        GREATER_CAIRO,
        { ...ALEX_DELTA, id: zone.id, governorates: ["EG-ALX", "EG-BH", "EG-DK"] },
      ]);
      const shirt = await createProduct(t, { salePrice: 500, stock: { M: 20 } });

      const cod = await order(shirt, { shippingAddress: ALEX_ADDRESS });
      expect(cod.statusCode).toBe(400);
      expect(cod.json()).toEqual({
        error:
          "Cash on delivery is not available in Alexandria. Please pay this order by Instapay.",
        errorCode: "COD_NOT_AVAILABLE",
      });

      const s = await shopper();
      const placed = await place(
        orderPayload([{ productId: shirt, M: 2 }], {
          ...s.as,
          shippingAddress: ALEX_ADDRESS,
          paymentMethod: "instapay",
        }),
        s.token,
      );
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json()).toMatchObject({
        shipping: 85,
        totalPrice: 1000,
        paymentState: "instapay_awaiting",
        shippingAddress: { city: "Smouha", governorate: "Alexandria" },
      });
      // The confirmation's Instapay amount includes the zone's shipping.
      const mail = await mailTo(s.as.customer_email, /order #/);
      expect(mail.text).toContain("1,085.00 EGP");

      // A later rate change leaves the placed order alone; the next order pays the new rate.
      const changed = await call("PATCH", `/api/admin/shipping/zones/${zone.id}`, {
        fee: 95,
        cod: true,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ fee: 95, cod: true, name: "Alexandria & Delta" });
      const again = await get(`/api/orders/${placed.json().id}`, s.token);
      expect(again.json()).toMatchObject({ shipping: 85 });
      const row = await t.app.db
        .selectFrom("orders")
        .select(["shipping_governorate", "shipping_zone"])
        .where("id", "=", placed.json().id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ shipping_governorate: "EG-ALX", shipping_zone: "Alexandria & Delta" });
      const next = await order(shirt, { shippingAddress: ALEX_ADDRESS });
      expect(next.statusCode, next.body).toBe(201);
      expect(next.json()).toMatchObject({ shipping: 95, paymentState: "cod" });

      // A city elsewhere is free text, at most 100 characters.
      const long = await order(shirt, {
        shippingAddress: { ...ALEX_ADDRESS, city: "x".repeat(101) },
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().error).toContain("city is too long");

      // Disabled, its governorates are delivered to no more.
      await call("PATCH", `/api/admin/shipping/zones/${zone.id}`, { enabled: false });
      expect((await zones()).zones).toEqual([GREATER_CAIRO]);
      const off = await order(shirt, { shippingAddress: ALEX_ADDRESS });
      expect(off.statusCode).toBe(400);
      expect(off.json().error).toMatch(/shippingAddress\.governorate/);
    });

    it("ships free from the threshold on: just below, at and above it", async () => {
      const set = await call("PUT", "/api/admin/shipping/settings", { freeShippingOver: 1000 });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().freeShippingOver).toBe(1000);
      expect((await zones()).freeShippingOver).toBe(1000);
      const cheap = await createProduct(t, { salePrice: 999.99, stock: { M: 9 } });
      const exact = await createProduct(t, { salePrice: 1000, stock: { M: 9 } });
      const dear = await createProduct(t, { salePrice: 1000.01, stock: { M: 9 } });
      const below = await order(cheap);
      expect(below.json()).toMatchObject({ totalPrice: 999.99, shipping: 70 });
      expect((await order(exact)).json()).toMatchObject({ totalPrice: 1000, shipping: 0 });
      expect((await order(dear)).json()).toMatchObject({ totalPrice: 1000.01, shipping: 0 });
      // Two of the cheap one reach it as well.
      expect((await order(cheap, {}, 2)).json()).toMatchObject({ shipping: 0 });

      await call("PUT", "/api/admin/shipping/settings", { freeShippingOver: null });
      expect((await zones()).freeShippingOver).toBeNull();
      expect((await order(exact)).json()).toMatchObject({ shipping: 70 });
    });

    it("holds a guest's order with the zone's fee and places it at that fee", async () => {
      await addAlexDelta({ cod: true });
      const coat = await createProduct(t, { title: "Wool Coat", salePrice: 400, stock: { M: 3 } });
      const guest = "guest.alex@example.com";
      const held = await place(
        orderPayload([{ productId: coat, M: 1 }], {
          customer_email: guest,
          customer_number: "01098765432",
          shippingAddress: { ...ALEX_ADDRESS, governorate: "EG-ALX" },
        }),
      );
      expect(held.statusCode, held.body).toBe(409);
      const mail = await mailTo(guest, /Confirm your .* order/);
      expect(mail.text).toContain("85.00 EGP");
      expect(mail.text).toContain("485.00 EGP");
      const link = await t.waitForLink(guest, /Confirm your .* order/);
      const ok = await get(`/api/orders/verify-guest${new URL(link).search}`);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().order).toMatchObject({
        shipping: 85,
        totalPrice: 400,
        shippingAddress: { governorate: "Alexandria" },
      });

      // A guest to a governorate no zone serves is told so before any mail is sent.
      const far = await place(
        orderPayload([{ productId: coat, M: 1 }], {
          customer_email: "guest.aswan@example.com",
          customer_number: "01098765433",
          shippingAddress: { ...ALEX_ADDRESS, city: "Aswan", governorate: "Aswan" },
        }),
      );
      expect(far.statusCode).toBe(400);
      expect(far.json().error).toBe("shippingAddress.governorate: we do not deliver to Aswan yet");
    });

    it("refuses a governorate already in another zone, naming both", async () => {
      const r = await call("POST", "/api/admin/shipping/zones", {
        ...ALEX_DELTA,
        governorates: ["EG-ALX", "EG-GZ"],
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toBe(
        'governorates: Giza (EG-GZ) is already in the zone "Greater Cairo"; take it out of that zone first',
      );
      const zone = await addAlexDelta();
      const patch = await call("PATCH", `/api/admin/shipping/zones/${zone.id}`, {
        governorates: ["EG-ALX", "EG-C"],
      });
      expect(patch.statusCode).toBe(400);
      expect(patch.json().error).toContain('Cairo (EG-C) is already in the zone "Greater Cairo"');
      // Moving a governorate: out of one zone first, then into the other.
      const cairo = (await zones()).zones[0];
      await call("PATCH", `/api/admin/shipping/zones/${cairo.id}`, { governorates: ["EG-C"] });
      const moved = await call("PATCH", `/api/admin/shipping/zones/${zone.id}`, {
        governorates: ["EG-ALX", "EG-GZ"],
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().governorates).toEqual(["EG-GZ", "EG-ALX"]);
    });

    it("keeps the admin routes to admins: 401 without a session, 403 for a customer", async () => {
      const customer = await signupAndLogin(t, "nour@example.com");
      const routes: ["GET" | "POST" | "PATCH" | "PUT", string, object?][] = [
        ["GET", "/api/admin/shipping/zones"],
        ["POST", "/api/admin/shipping/zones", ALEX_DELTA],
        ["PATCH", "/api/admin/shipping/zones/1", { fee: 1 }],
        ["PUT", "/api/admin/shipping/settings", { freeShippingOver: 1 }],
      ];
      for (const [method, url, payload] of routes) {
        const anon = await t.inject({ method, url, ...(payload ? { payload } : {}) });
        expect(anon.statusCode, `${method} ${url}`).toBe(401);
        const cust = await t.inject({
          method,
          url,
          token: customer,
          ...(payload ? { payload } : {}),
        });
        expect(cust.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await zones()).zones).toEqual([GREATER_CAIRO]);
    });

    it("refuses bad zones with a 400 naming the field, and unknown ids with 404", async () => {
      const cases: [object, RegExp][] = [
        [{ name: "" }, /name is required/],
        [{ name: "x".repeat(101) }, /name is too long/],
        [{ name: "x".repeat(50_000) }, /name is too long/],
        [{ nameAr: "الإسكندرية\u202eفدب" }, /nameAr/],
        [{ name: "Alex\u2066andria" }, /name/],
        [{ fee: -1 }, /fee must be 0 or more/],
        [{ fee: 1e12 }, /fee must be at most 10000 EGP/],
        [{ fee: 85.555 }, /fee must have at most 2 decimals/],
        [{ fee: "lots" }, /fee must be a number/],
        [{ fee: Number.NaN }, /fee/],
        [{ days: { min: 5, max: 2 } }, /days.min must not be above days.max/],
        [{ days: { min: -1, max: 2 } }, /days.min must be 0 or more/],
        [{ days: { min: 1, max: 1000 } }, /days.max must be at most 60 days/],
        [{ governorates: ["EG-XX"] }, /governorates must be ISO 3166-2:EG codes/],
        [{ governorates: ["EG-ALX", "EG-ALX"] }, /governorates lists a governorate twice/],
        [{ governorates: Array(1000).fill("EG-ALX") }, /governorates/],
        [{ governorates: "EG-ALX" }, /governorates must be a list/],
        [{ cod: "yes" }, /cod must be true or false/],
        [{ extra: 1 }, /extra/],
      ];
      for (const [override, message] of cases) {
        const r = await call("POST", "/api/admin/shipping/zones", { ...ALEX_DELTA, ...override });
        expect(r.statusCode, JSON.stringify(override).slice(0, 80)).toBe(400);
        expect(r.json().error, JSON.stringify(override).slice(0, 80)).toMatch(message);
      }
      // Beyond the body limit the request never reaches the route.
      const flood = await call("POST", "/api/admin/shipping/zones", {
        ...ALEX_DELTA,
        name: "x".repeat(2_000_000),
      });
      expect(flood.statusCode).toBe(413);
      expect((await call("PATCH", "/api/admin/shipping/zones/999", { fee: 1 })).statusCode).toBe(
        404,
      );
      const huge = await call("PATCH", "/api/admin/shipping/zones/99999999999", { fee: 1 });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().error).toMatch(/id is too large/);
      expect((await call("PATCH", "/api/admin/shipping/zones/abc", { fee: 1 })).statusCode).toBe(
        400,
      );
      const empty = await call("PATCH", "/api/admin/shipping/zones/1", {});
      expect(empty.statusCode).toBe(400);
      for (const [value, message] of [
        [-5, /freeShippingOver must be greater than 0/],
        [0, /freeShippingOver must be greater than 0/],
        [1e15, /freeShippingOver must be at most/],
        ["much", /freeShippingOver must be a number/],
      ] as const) {
        const r = await call("PUT", "/api/admin/shipping/settings", { freeShippingOver: value });
        expect(r.statusCode, String(value)).toBe(400);
        expect(r.json().error).toMatch(message);
      }
      expect(await zones()).toEqual({ zones: [GREATER_CAIRO], freeShippingOver: null });
    });
  });
}
