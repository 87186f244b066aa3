import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SalesAnswer } from "@atelier/shared/analytics";
import { rebuildFigures } from "../../db/daily-figures";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken } from "../../../test/fixtures";
import { createCode, verifiedOrder } from "../discounts/discounts.fixtures";

/*
 * Issue 33: the kept daily figures equal a recount of the orders after placements, status changes
 * (the admin's, the shopper's cancel), refusals, returns and discount codes, on both dialects. The
 * recount below is written here, apart from db/daily-figures.ts: the day in Cairo, net as the
 * order's total_price (pieces after the discount, no shipping), a line's net as price × quantity −
 * its discount, returning by an earlier order's e-mail or phone.
 */

const ENDED = ["canceled", "refused", "returned"];
const day = (at: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(new Date(at));
const method = (p: string) => (p === "cod" ? "cash" : p.split("_")[0]!);

type Sums = Record<string, number>;
function bump(map: Map<string, Sums>, key: unknown[], add: Sums) {
  const k = JSON.stringify(key);
  const row = map.get(k) ?? {};
  for (const [name, n] of Object.entries(add)) row[name] = (row[name] ?? 0) + n;
  map.set(k, row);
}

/** Every figure table worked out again from orders and order_lines. */
async function recount(t: TestApp) {
  const orders = await t.app.db.selectFrom("orders").selectAll().orderBy("id").execute();
  const lines = await t.app.db.selectFrom("order_lines").selectAll().execute();
  const sales = new Map<string, Sums>();
  const products = new Map<string, Sums>();
  const places = new Map<string, Sums>();
  const codes = new Map<string, Sums>();
  for (const o of orders) {
    const d = day(o.created_at);
    const earlier = orders.filter(
      (e) =>
        e.id < o.id &&
        (e.customer_email === o.customer_email ||
          (o.customer_phone_key !== null && e.customer_phone_key === o.customer_phone_key)),
    );
    const mine = lines.filter((l) => l.order_id === o.id);
    const units = mine.reduce((n, l) => n + l.quantity, 0);
    const net = Number(o.total_price);
    const outcome = ENDED.includes(o.status) ? o.status : "live";
    bump(sales, [d, outcome, method(o.payment_state), earlier.length ? "returning" : "new"], {
      orders: 1,
      units,
      net,
      discounts: Number(o.discount),
    });
    if (o.status !== "canceled") {
      const address = JSON.parse(o.shipping_address ?? "{}") as { city?: string };
      bump(places, [d, o.shipping_governorate ?? "", address.city ?? ""], {
        orders: 1,
        delivered: o.status === "delivered" ? 1 : 0,
        refused: o.status === "refused" ? 1 : 0,
        returned: o.status === "returned" ? 1 : 0,
      });
    }
    if (ENDED.includes(o.status)) continue;
    for (const l of mine)
      bump(products, [d, l.product_id, l.color_id ?? 0, l.size], {
        units: l.quantity,
        net: l.unit_price * l.quantity - Number(l.discount),
      });
    if (o.discount_code)
      bump(codes, [d, o.discount_code], {
        orders: 1,
        net,
        discounts: Number(o.discount),
        delivered: o.status === "delivered" ? 1 : 0,
        delivered_net: o.status === "delivered" ? net : 0,
      });
  }
  return { sales, products, places, codes };
}

/** The kept tables, rows whose figures are all 0 left out (a moved order leaves zeros behind). */
async function kept(t: TestApp) {
  const read = async (table: "sales_days" | "product_days" | "place_days" | "code_days") => {
    const keys = {
      sales_days: ["day", "outcome", "payment", "customer"],
      product_days: ["day", "product_id", "color_id", "size"],
      place_days: ["day", "governorate", "city"],
      code_days: ["day", "code"],
    }[table];
    const map = new Map<string, Sums>();
    for (const row of (await t.app.db.selectFrom(table).selectAll().execute()) as Record<
      string,
      unknown
    >[]) {
      const sums = Object.fromEntries(
        Object.entries(row)
          .filter(([k]) => !keys.includes(k))
          .map(([k, v]) => [k, Number(v)]),
      );
      if (Object.values(sums).some((n) => n !== 0))
        map.set(
          JSON.stringify(keys.map((k) => (k.endsWith("_id") ? Number(row[k]) : row[k]))),
          sums,
        );
    }
    return map;
  };
  return {
    sales: await read("sales_days"),
    products: await read("product_days"),
    places: await read("place_days"),
    codes: await read("code_days"),
  };
}

for (const dialect of DIALECTS) {
  describe(`analytics against a recount (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    beforeEach(async () => {
      t = await createTestApp(dialect, { MAX_OPEN_ORDERS: "50", ORDER_RATE_LIMIT: "1000" });
      admin = await ownerToken(t);
    });
    afterEach(async () => t.close());

    const setStatus = async (id: number, status: string) => {
      const r = await t.inject({
        method: "PATCH",
        url: `/api/orders/${id}/status`,
        payload: { status },
        token: admin,
      });
      expect(r.statusCode, r.body).toBe(200);
    };
    const placed = async (r: { statusCode: number; body: string; json: () => unknown }) => {
      expect(r.statusCode, r.body).toBe(201);
      return (r.json() as { id: number }).id;
    };
    const get = async <T>(url: string) => {
      const r = await t.inject({ method: "GET", url, token: admin });
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as T;
    };
    const expectRecounted = async () => {
      const [k, r] = [await kept(t), await recount(t)];
      expect(k.sales).toEqual(r.sales);
      expect(k.products).toEqual(r.products);
      expect(k.places).toEqual(r.places);
      expect(k.codes).toEqual(r.codes);
      return r;
    };

    it("keeps every figure equal to a recount through an order's whole life", async () => {
      const shirt = await createProduct(t, {
        title: "Linen Shirt",
        salePrice: 850.25,
        stock: { M: 40, L: 40 },
      });
      const dress = await createProduct(t, { title: "Silk Dress", salePrice: 2400, stock: {} });
      const scarf = await createProduct(t, {
        title: "Wool Scarf",
        salePrice: 600,
        stock: { S: 5 },
      });
      const colors: number[] = [];
      for (const [name, hex] of [
        ["Navy", "#1f2a44"],
        ["Ivory", "#fffff0"],
      ]) {
        const r = await t.inject({
          method: "POST",
          url: `/api/products/${dress}/colors`,
          token: admin,
          payload: { name, hex, quantityS: 20 },
        });
        expect(r.statusCode, r.body).toBe(201);
        colors.push((r.json() as { id: number }).id);
      }
      const [navy, ivory] = colors as [number, number];
      await createCode(t, { code: "NOUR15", value: 15 });
      const giza = {
        shippingAddress: {
          address: "4 Tahrir St",
          floor: "2",
          apartment: "5",
          city: "Al-Dokki",
          governorate: "Giza",
        },
      };

      const first = await placed(await verifiedOrder(t, 1, [{ productId: shirt, M: 2 }]));
      // The same shopper again, with a code: returning.
      const coded = await placed(
        await verifiedOrder(t, 1, [{ productId: dress, color: navy, S: 1 }], {
          discountCode: "NOUR15",
        }),
      );
      const mixed = await placed(
        await verifiedOrder(
          t,
          2,
          [
            { productId: shirt, L: 1 },
            { productId: dress, color: ivory, S: 2 },
          ],
          { discountCode: "nour15" },
        ),
      );
      const refused = await placed(await verifiedOrder(t, 3, [{ productId: shirt, M: 1 }], giza));
      const transfer = await placed(
        await verifiedOrder(t, 4, [{ productId: shirt, M: 3 }], { paymentMethod: "instapay" }),
      );
      // The same phone under another e-mail: returning too.
      const samePhone = await placed(
        await verifiedOrder(t, 5, [{ productId: shirt, L: 2 }], {
          customer_number: "0101" + "0000003",
          ...giza,
        }),
      );
      const customer = await signupAndLogin(t, "salma@example.com");
      const own = await placed(
        await t.inject({
          method: "POST",
          url: "/api/orders",
          token: customer,
          payload: orderPayload([{ productId: shirt, M: 1 }], {
            customer_email: "salma@example.com",
            customer_number: "01099998888",
          }),
        }),
      );
      await expectRecounted();

      await setStatus(mixed, "processing");
      await setStatus(mixed, "shipped");
      await setStatus(mixed, "delivered");
      await setStatus(coded, "delivered");
      await expectRecounted();
      await setStatus(mixed, "returned");
      await setStatus(refused, "refused");
      await setStatus(first, "canceled");
      await setStatus(transfer, "delivered");
      await setStatus(samePhone, "processing");
      await setStatus(samePhone, "pending");
      // The shopper's own cancel goes through the same status change.
      const cancel = await t.inject({
        method: "POST",
        url: `/api/orders/${own}/cancel`,
        token: customer,
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      // A final status does not move: nothing changes.
      const again = await t.inject({
        method: "PATCH",
        url: `/api/orders/${refused}/status`,
        payload: { status: "delivered" },
        token: admin,
      });
      expect(again.statusCode).toBe(400);
      const r = await expectRecounted();

      // The routes read the same figures.
      const sales = await get<SalesAnswer>("/api/admin/analytics/sales");
      const live = [...r.sales].filter(([k]) => !ENDED.includes(JSON.parse(k)[1]));
      const sum = (rows: [string, Sums][], f: string) => rows.reduce((n, [, s]) => n + s[f]!, 0);
      expect(sales.totals).toEqual({
        orders: sum(live, "orders"),
        units: sum(live, "units"),
        net: sum(live, "net") / 100,
        discounts: sum(live, "discounts") / 100,
        refused: 1,
        returned: 1,
      });
      expect(sales.totals).toMatchObject({ orders: 3, units: 1 + 3 + 2 });
      expect(sales.periods.at(-1)).toMatchObject({ orders: 3, refused: 1, returned: 1 });
      expect(sales.previous.totals.orders).toBe(0);
      expect(sales.payments).toEqual([
        { method: "cash", orders: 2, net: expect.any(Number) },
        { method: "instapay", orders: 1, net: 2550.75 },
        { method: "online", orders: 0, net: 0 },
      ]);
      expect(sales.customers.new.orders + sales.customers.returning.orders).toBe(3);
      expect(sales.customers.returning.orders).toBe(2); // coded (same e-mail), samePhone
      expect(sales.codes).toEqual([
        expect.objectContaining({
          code: "NOUR15",
          orders: 1,
          delivered: 1,
          net: 2040,
          discounts: 360,
        }),
      ]);

      const products = await get<{
        sellers: { productId: number; colorName: string | null; size: string; units: number }[];
        unsold: { productId: number }[];
      }>("/api/admin/analytics/products");
      expect(products.sellers).toEqual([
        expect.objectContaining({ productId: shirt, size: "M", units: 3, colorName: null }),
        expect.objectContaining({ productId: shirt, size: "L", units: 2 }),
        expect.objectContaining({ productId: dress, size: "S", units: 1, colorName: "Navy" }),
      ]);
      expect(products.unsold.map((u) => u.productId)).toEqual([scarf]);

      const places = await get<{
        cities: { city: string; orders: number; refusalRate: number | null }[];
      }>("/api/admin/analytics/places?minOrders=1");
      expect(places.cities).toEqual([
        expect.objectContaining({
          governorate: "EG-GZ",
          city: "Al-Dokki",
          orders: 2,
          refused: 1,
          refusalRate: 1,
        }),
        expect.objectContaining({
          governorate: "EG-C",
          city: "Al-Maadi",
          orders: 3,
          delivered: 2,
          returned: 1,
          refusalRate: 0,
        }),
      ]);

      // Orders placed on other days (written back in time here), built again as migration 0030
      // builds them, then changed: still a recount, each on its own Cairo day.
      const move = (id: number, at: string) =>
        t.app.db.updateTable("orders").set({ created_at: at }).where("id", "=", id).execute();
      await move(samePhone, "2026-03-01T21:30:00.000Z"); // 23:30 in Cairo: 1 March
      await move(transfer, "2026-04-30T21:30:00.000Z"); // 00:30 on 1 May in Cairo (summer time)
      await rebuildFigures(t.app.db);
      await expectRecounted();
      await setStatus(samePhone, "refused");
      await expectRecounted();
      const spring = await get<SalesAnswer>(
        "/api/admin/analytics/sales?from=2026-04-01&to=2026-05-31&interval=month",
      );
      expect(spring.periods).toEqual([
        expect.objectContaining({ period: "2026-04-01", orders: 0 }),
        expect.objectContaining({ period: "2026-05-01", orders: 1, units: 3, net: 2550.75 }),
      ]);
      expect(spring.previous).toMatchObject({ from: "2026-01-30", to: "2026-03-31" });
      expect(spring.previous.totals).toMatchObject({ orders: 0, refused: 1 });
    });
  });
}
