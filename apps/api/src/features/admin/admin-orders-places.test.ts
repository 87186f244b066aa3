import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken } from "../../../test/fixtures";
import { orderCalls } from "../orders/orders.fixtures";

/*
 * Issue 30, part 5 (docs/product.md#shipping-zones): what shows a place follows the zones — the
 * order answers carry the zone and governorate as placed, the admin's list filters by
 * governorate, the courier sheet names it, and the e-mails name a typed city beside it.
 */

const ALEX_DELTA = {
  name: "Alexandria & Delta",
  nameAr: "الإسكندرية والدلتا",
  governorates: ["EG-ALX", "EG-BH"],
  fee: 85,
  days: { min: 2, max: 4 },
  cod: true,
};

const ALEX_ADDRESS = {
  address: "14 Fouad St",
  floor: "3",
  apartment: "7",
  city: "Smouha",
  governorate: "Alexandria",
};

for (const dialect of DIALECTS) {
  describe(`places on orders (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    let shirt: number;
    beforeEach(async () => {
      t = await createTestApp(dialect, { ORDER_RATE_LIMIT: "1000" });
      admin = await ownerToken(t);
      shirt = await createProduct(t, { title: "Linen Shirt", salePrice: 500, stock: { M: 50 } });
      const zone = await t.inject({
        method: "POST",
        url: "/api/admin/shipping/zones",
        token: admin,
        payload: ALEX_DELTA,
      });
      expect(zone.statusCode, zone.body).toBe(201);
    });
    afterEach(async () => t.close());

    const { place, get } = orderCalls(() => t);
    let shoppers = 0;
    /** An order by a fresh signed-in shopper (open orders count by e-mail and phone). */
    async function order(overrides: Record<string, unknown> = {}) {
      const n = ++shoppers;
      const email = `shopper${n}@example.com`;
      const token = await signupAndLogin(t, email);
      const r = await place(
        orderPayload([{ productId: shirt, M: 1 }], {
          customer_email: email,
          customer_number: `0101234${String(n).padStart(4, "0")}`,
          ...overrides,
        }),
        token,
      );
      expect(r.statusCode, r.body).toBe(201);
      return { id: r.json().id as number, token, email, placed: r.json() };
    }
    const adminGet = (url: string, token: string = admin) =>
      t.inject({ method: "GET", url, token });

    it("answers the zone and governorate as placed to the shopper and the admin", async () => {
      const alex = await order({ shippingAddress: ALEX_ADDRESS });
      expect(alex.placed).toMatchObject({
        shippingZone: "Alexandria & Delta",
        shippingGovernorate: "EG-ALX",
      });
      const own = await get(`/api/orders/${alex.id}`, alex.token);
      expect(own.json()).toMatchObject({
        shippingZone: "Alexandria & Delta",
        shippingGovernorate: "EG-ALX",
      });
      const cairo = await order();
      const listed = (await adminGet("/api/admin/orders")).json() as {
        id: number;
        shippingZone: string | null;
        shippingGovernorate: string | null;
      }[];
      expect(listed.map((o) => [o.id, o.shippingZone, o.shippingGovernorate])).toEqual([
        [cairo.id, "Greater Cairo", "EG-C"],
        [alex.id, "Alexandria & Delta", "EG-ALX"],
      ]);
      const detail = await adminGet(`/api/admin/orders/${alex.id}`);
      expect(detail.json()).toMatchObject({ shippingZone: "Alexandria & Delta" });

      // An order from before zones has neither.
      await t.app.db
        .updateTable("orders")
        .set({ shipping_zone: null, shipping_governorate: null })
        .where("id", "=", cairo.id)
        .execute();
      expect((await get(`/api/orders/${cairo.id}`, cairo.token)).json()).toMatchObject({
        shippingZone: null,
        shippingGovernorate: null,
      });
    });

    it("filters the admin's list and export by governorate; 400 for an unknown code, 403 for a customer", async () => {
      const alex = await order({ shippingAddress: ALEX_ADDRESS });
      const cairo = await order();
      const beheira = await order({
        shippingAddress: { ...ALEX_ADDRESS, governorate: "EG-BH", city: "Damanhour" },
      });
      const ids = async (query: string) => {
        const r = await adminGet(`/api/admin/orders${query}`);
        expect(r.statusCode, r.body).toBe(200);
        return {
          ids: (r.json() as { id: number }[]).map((o) => o.id),
          total: r.headers["x-total-count"],
        };
      };
      expect(await ids("?governorate=EG-ALX")).toEqual({ ids: [alex.id], total: "1" });
      expect(await ids("?governorate=EG-C")).toEqual({ ids: [cairo.id], total: "1" });
      expect(await ids("?governorate=EG-GZ")).toEqual({ ids: [], total: "0" });
      // With the other filters: status, search, dates, paging.
      expect(await ids("?governorate=EG-BH&status=pending")).toEqual({
        ids: [beheira.id],
        total: "1",
      });
      expect(await ids("?governorate=EG-BH&status=shipped")).toEqual({ ids: [], total: "0" });
      expect(await ids(`?governorate=EG-ALX&q=${encodeURIComponent(alex.email)}`)).toEqual({
        ids: [alex.id],
        total: "1",
      });
      expect(await ids(`?governorate=EG-C&q=${encodeURIComponent(alex.email)}`)).toEqual({
        ids: [],
        total: "0",
      });
      expect(await ids(`?governorate=EG-ALX&before=${alex.id}`)).toEqual({ ids: [], total: "1" });

      const bad = await adminGet("/api/admin/orders?governorate=Alexandria");
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain("governorate");
      expect((await adminGet("/api/admin/orders.csv?governorate=EG-XX")).statusCode).toBe(400);

      const customer = await signupAndLogin(t, "nosy@example.com");
      const denied = await adminGet("/api/admin/orders?governorate=EG-ALX", customer);
      expect(denied.statusCode).toBe(403);

      const csv = await adminGet("/api/admin/orders.csv?status=all&governorate=EG-ALX");
      expect(csv.statusCode, csv.body).toBe(200);
      const rows = csv.body
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(rows).toHaveLength(2);
      expect(rows[1]).toContain(`,${alex.id},pending,`);
    });

    it("writes the governorate and the typed city in the courier's columns", async () => {
      const alex = await order({ shippingAddress: ALEX_ADDRESS });
      const cairo = await order();
      const csv = await adminGet("/api/admin/orders.csv?status=all");
      expect(csv.statusCode, csv.body).toBe(200);
      const [header, ...rows] = csv.body
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      const columns = header!.split(",");
      // Cells split at commas outside quotes (the one-line address below has commas in it).
      const cell = (row: string, name: string) =>
        row.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)[columns.indexOf(name)];
      const alexRow = rows.find((r) => cell(r, "Business Reference") === String(alex.id))!;
      expect(cell(alexRow, "Governorate")).toBe("Alexandria");
      expect(cell(alexRow, "City")).toBe("Smouha");
      expect(cell(alexRow, "Address")).toBe("14 Fouad St");
      expect(cell(alexRow, "Floor")).toBe("3");
      expect(cell(alexRow, "Apartment")).toBe("7");
      const cairoRow = rows.find((r) => cell(r, "Business Reference") === String(cairo.id))!;
      expect(cell(cairoRow, "Governorate")).toBe("Cairo");
      expect(cell(cairoRow, "City")).toBe("Al-Maadi");
      // A one-line address (Cairo and Giza) has its governorate from the code it was placed with.
      const oneLine = await order({
        shippingAddress: undefined,
        addressDetails: "5 Nile St, Agouza, Giza",
      });
      const again = await adminGet("/api/admin/orders.csv?status=all&governorate=EG-GZ");
      const [, line] = again.body
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(cell(line!, "Business Reference")).toBe(String(oneLine.id));
      expect(cell(line!, "Governorate")).toBe("Giza");
    });

    it("names the city and governorate in English and Arabic in the confirmation, a typed city only on the page", async () => {
      const mailOf = (email: string) =>
        // Written to the outbox in the order's transaction.
        t.app.db
          .selectFrom("outbox")
          .select(["subject", "text"])
          .where("recipient", "=", email)
          .executeTakeFirstOrThrow();
      const borg = { ...ALEX_ADDRESS, city: "Borg El Arab" };
      const en = await order({ shippingAddress: borg });
      expect((await mailOf(en.email)).text).toContain("Deliver to: Borg El Arab, Alexandria\n");
      const ar = await order({ shippingAddress: borg, language: "ar" });
      expect((await mailOf(ar.email)).text).toContain("التوصيل إلى: برج العرب، الإسكندرية\n");

      // A city the shopper typed is her words: a mailbox she has not proved hers is not sent
      // them (docs/security.md#mail-bombing-through-order-and-cancel); the order page has them.
      const typed = await order({ shippingAddress: ALEX_ADDRESS, language: "ar" });
      const mail = (await mailOf(typed.email)).text;
      expect(mail).toContain("التوصيل إلى: الإسكندرية\n");
      expect(mail).not.toContain("Smouha");
      const page = await get(`/api/orders/${typed.id}`, typed.token);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({
        shippingAddress: { city: "Smouha", governorate: "Alexandria" },
        shippingZone: "Alexandria & Delta",
        shippingGovernorate: "EG-ALX",
      });
    });
  });
}
