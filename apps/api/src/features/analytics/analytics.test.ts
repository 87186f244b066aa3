import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { createProduct, ownerToken } from "../../../test/fixtures";
import { verifiedOrder } from "../discounts/discounts.fixtures";

/* Issue 33: who may read the analytics, the queries refused, and the CSV answers. */

const ROUTES = ["sales", "products", "places"].map((r) => `/api/admin/analytics/${r}`);

for (const dialect of DIALECTS) {
  describe(`admin analytics routes (${dialect})`, () => {
    // The cases only read: one app for the file.
    let t: TestApp;
    let admin: string;
    let customer: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      admin = await ownerToken(t);
      customer = await signupAndLogin(t, "nour@example.com");
      const shirt = await createProduct(t, { title: 'Linen Shirt, "Nile"', stock: { M: 5 } });
      expect((await verifiedOrder(t, 1, [{ productId: shirt, M: 2 }])).statusCode).toBe(201);
    });
    afterAll(async () => t.close());

    const get = (url: string, token?: string) => t.inject({ method: "GET", url, token });

    it("answers 401 to a guest and 403 to a customer on every route", async () => {
      for (const url of ROUTES) {
        const guest = await get(url);
        expect(guest.statusCode, url).toBe(401);
        const r = await get(url, customer);
        expect(r.statusCode, url).toBe(403);
        expect(r.json()).toEqual({ error: "Admins only", errorCode: "FORBIDDEN" });
      }
    });

    it.each([
      ["from after to", "from=2026-05-02&to=2026-05-01", "from must be on or before to"],
      [
        "a range over 400 days",
        "from=2025-01-01&to=2026-02-05",
        "The range must be at most 400 days",
      ],
      [
        "a from alone, over 400 days before today",
        "from=2020-01-01",
        "The range must be at most 400 days",
      ],
      ["a date that is not one", "from=2026-02-30", "query from must be a real date"],
      ["a date written otherwise", "to=05/01/2026", "query to must be a date like 2026-11-23"],
      ["a format not offered", "format=xlsx", "query format must be json or csv"],
    ])("answers 400 to %s on every route", async (_, query, message) => {
      for (const url of ROUTES) {
        const r = await get(`${url}?${query}`, admin);
        expect(r.statusCode, url).toBe(400);
        expect(r.json(), url).toEqual({ error: message, errorCode: "BAD_REQUEST" });
      }
    });

    it("answers 400 to an interval other than day, week or month, and a bad minOrders", async () => {
      for (const [url, message] of [
        [
          "/api/admin/analytics/sales?interval=year",
          "query interval must be one of day, week, month",
        ],
        ["/api/admin/analytics/places?minOrders=0", "query minOrders must be 1 or more"],
        ["/api/admin/analytics/places?minOrders=many", "query minOrders must be a number"],
      ] as const) {
        const r = await get(url, admin);
        expect(r.statusCode, url).toBe(400);
        expect(r.json()).toEqual({ error: message, errorCode: "BAD_REQUEST" });
      }
    });

    it("like the other admin routes, sets no request limit on an admin", async () => {
      const codes = new Set<number>();
      for (let i = 0; i < 30; i++) codes.add((await get(ROUTES[i % 3]!, admin)).statusCode);
      expect([...codes]).toEqual([200]);
    });

    it("splits a range into weeks from Saturday and months from the 1st, clipped to the range", async () => {
      const weeks = (
        await get("/api/admin/analytics/sales?from=2026-11-04&to=2026-11-17&interval=week", admin)
      ).json() as { periods: { period: string }[]; previous: { from: string; to: string } };
      // 4 November 2026 is a Wednesday; the 7th and 14th are Saturdays.
      expect(weeks.periods.map((p) => p.period)).toEqual([
        "2026-11-04",
        "2026-11-07",
        "2026-11-14",
      ]);
      expect(weeks.previous).toMatchObject({ from: "2026-10-21", to: "2026-11-03" });
      const months = (
        await get("/api/admin/analytics/sales?from=2026-01-15&to=2026-03-02&interval=month", admin)
      ).json() as { periods: { period: string }[] };
      expect(months.periods.map((p) => p.period)).toEqual([
        "2026-01-15",
        "2026-02-01",
        "2026-03-01",
      ]);
    });

    it("answers each view as CSV with format=csv", async () => {
      const sales = await get("/api/admin/analytics/sales?format=csv", admin);
      expect(sales.statusCode).toBe(200);
      expect(sales.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(sales.headers["content-disposition"]).toMatch(
        /^attachment; filename="sales-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const rows = sales.body.replace(/^\uFEFF/, "").split("\r\n");
      expect(rows[0]).toBe("period,orders,units,net,discounts,refused,returned");
      expect(rows).toHaveLength(30 + 2); // header, 30 days, the empty string after the last CRLF
      expect(rows.at(-2)).toMatch(/^\d{4}-\d{2}-\d{2},1,2,1700,0,0,0$/);

      const products = await get("/api/admin/analytics/products?format=csv", admin);
      expect(
        products.body
          .replace(/^\uFEFF/, "")
          .split("\r\n")
          .slice(0, 2),
      ).toEqual([
        "product id,title,colour,size,units,net",
        expect.stringMatching(/^\d+,"Linen Shirt, ""Nile""",,M,2,1700$/),
      ]);
      const places = await get("/api/admin/analytics/places?format=csv&minOrders=1", admin);
      expect(
        places.body
          .replace(/^\uFEFF/, "")
          .split("\r\n")
          .slice(0, 2),
      ).toEqual([
        "governorate,city,orders,delivered,refused,returned,refusal rate",
        "EG-C,Al-Maadi,1,0,0,0,",
      ]);
    });
  });
}
