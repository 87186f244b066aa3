import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "./helpers";
import { createProduct, ownerToken, teamMember } from "./fixtures";

/*
 * Issue 33: every admin route checks its permission on the server. This table is the issue's
 * words, written out route by route: staff handle orders (view, status, notes, tracking, export)
 * and a product's stock and text; everything else is the admin's. A route added without a line
 * here fails the first test, so nobody adds an admin route without deciding who may call it.
 */
const STAFF = "staff and admin";
const ADMIN = "admin only";
const TABLE: Record<string, typeof STAFF | typeof ADMIN> = {
  "GET /api/admin/dashboard": STAFF,
  "GET /api/admin/orders": STAFF,
  "GET /api/admin/orders.csv": STAFF,
  "GET /api/admin/orders/:id": STAFF,
  "POST /api/admin/orders/:id/notes": STAFF,
  "POST /api/admin/orders/status": STAFF,
  "PATCH /api/orders/:id/status": STAFF,
  "PUT /api/admin/orders/:id/tracking": STAFF,
  "DELETE /api/admin/orders/:id/tracking": STAFF,
  "POST /api/admin/orders/tracking/import": STAFF,
  "GET /api/admin/products": STAFF,
  "GET /api/admin/low-stock": STAFF,
  "GET /api/admin/stock-alerts": STAFF,
  "PATCH /api/products/:id/quantity": STAFF,
  "PATCH /api/products/:id/text": STAFF,
  // A colour's stock is staff's; its name, colour and place need the admin (tested below).
  "PATCH /api/products/:id/colors/:colorId": STAFF,

  "POST /api/products": ADMIN,
  "DELETE /api/products/:id": ADMIN,
  "PATCH /api/products/:id/sale": ADMIN,
  "PATCH /api/products/:id/original": ADMIN,
  "PATCH /api/products/:id/images": ADMIN,
  "POST /api/images/upload": ADMIN,
  "POST /api/products/:id/colors": ADMIN,
  "PUT /api/products/:id/colors/:colorId/images": ADMIN,
  "DELETE /api/products/:id/colors/:colorId": ADMIN,
  "POST /api/size-guides": ADMIN,
  "PATCH /api/size-guides/:id": ADMIN,
  "PATCH /api/products/:id/size-guide": ADMIN,
  "GET /api/admin/payments": ADMIN,
  "POST /api/admin/orders/:id/payment": ADMIN,
  "POST /api/admin/customers/clear-refusals": ADMIN,
  "POST /api/admin/customers/cancel-pending": ADMIN,
  "GET /api/admin/discounts": ADMIN,
  "GET /api/admin/discounts.csv": ADMIN,
  "POST /api/admin/discounts": ADMIN,
  "GET /api/admin/discounts/:id": ADMIN,
  "PATCH /api/admin/discounts/:id": ADMIN,
  "DELETE /api/admin/discounts/:id": ADMIN,
  "GET /api/admin/shipping/zones": ADMIN,
  "POST /api/admin/shipping/zones": ADMIN,
  "PATCH /api/admin/shipping/zones/:id": ADMIN,
  "PUT /api/admin/shipping/settings": ADMIN,
  "GET /api/admin/outbox": ADMIN,
  "PUT /api/admin/settings/whatsapp": ADMIN,
  "PUT /api/admin/settings/low-stock": ADMIN,
  "GET /api/admin/settings/search-synonyms": ADMIN,
  "PUT /api/admin/settings/search-synonyms": ADMIN,
  "GET /api/admin/analytics/sales": ADMIN,
  "GET /api/admin/analytics/products": ADMIN,
  "GET /api/admin/analytics/places": ADMIN,
  "GET /api/admin/team": ADMIN,
  "POST /api/admin/team": ADMIN,
  "PATCH /api/admin/team/:id": ADMIN,
  "DELETE /api/admin/team/:id": ADMIN,
  "GET /api/admin/audit": ADMIN,
  "GET /api/admin/audit/people": ADMIN,
};

/** A concrete URL for a route pattern: ids no row has (the permission is checked first). */
const concrete = (pattern: string) => pattern.replace(/:\w+/g, "987654");

for (const dialect of DIALECTS) {
  describe(`the permission of every admin route (${dialect})`, () => {
    // The cases only ask: one app for the file.
    let t: TestApp;
    let owner: string;
    let staff: string;
    let shopper: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      owner = await ownerToken(t);
      staff = (await teamMember(t, "salma@atelier.test")).token;
      shopper = await signupAndLogin(t, "nour@example.com");
    });
    afterAll(async () => t.close());

    const call = (route: string, token?: string) => {
      const [method, pattern] = route.split(" ") as [string, string];
      return t.inject({
        method: method as "GET",
        url: concrete(pattern),
        token,
        ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
      });
    };

    it("holds every route the server guards, and no other", () => {
      expect([...t.app.permissionTable.keys()].sort()).toEqual(Object.keys(TABLE).sort());
    });

    it.each(Object.entries(TABLE))("%s: %s", async (route, who) => {
      const guest = await call(route);
      expect(guest.statusCode).toBe(401);
      const customer = await call(route, shopper);
      expect(customer.statusCode).toBe(403);
      expect(customer.json()).toEqual({ error: "Admins only", errorCode: "FORBIDDEN" });

      const asStaff = await call(route, staff);
      if (who === ADMIN) {
        expect(asStaff.statusCode).toBe(403);
        expect(asStaff.json()).toEqual({
          error: "Your role does not allow this. Ask the store's admin.",
          errorCode: "FORBIDDEN",
        });
      } else {
        // Let in: what follows is the route's own answer to an empty body or an unknown id.
        expect(asStaff.statusCode, asStaff.body).not.toBe(403);
        expect(asStaff.statusCode).not.toBe(401);
      }
      // The admin is let in everywhere.
      expect((await call(route, owner)).statusCode).not.toBe(403);
    });

    it("lets staff restock a colour but not rename, recolour or move it", async () => {
      const id = await createProduct(t, { salePrice: 900 });
      const color = await t.inject({
        method: "POST",
        url: `/api/products/${id}/colors`,
        token: owner,
        payload: { name: "Sand", hex: "#d8c3a5", quantityM: 1 },
      });
      expect(color.statusCode).toBe(201);
      const patch = (payload: object) =>
        t.inject({
          method: "PATCH",
          url: `/api/products/${id}/colors/${color.json().id}`,
          token: staff,
          payload,
        });
      expect((await patch({ quantityM: 4 })).json()).toMatchObject({ quantityM: 4 });
      for (const payload of [{ name: "Stone" }, { hex: "#000000" }, { quantityS: 2, position: 1 }])
        expect((await patch(payload)).statusCode, JSON.stringify(payload)).toBe(403);
      const read = await t.inject({ method: "GET", url: `/api/products/${id}` });
      expect(read.json().colors[0]).toMatchObject({ name: "Sand", quantityM: 4, quantityS: 0 });
    });

    it("shows staff the order desk's counts but not the sales figure", async () => {
      const get = (token: string) =>
        t.inject({ method: "GET", url: "/api/admin/dashboard", token });
      expect((await get(staff)).json()).toMatchObject({ totalSales: null, totalOrders: 0 });
      expect((await get(owner)).json()).toMatchObject({ totalSales: 0, totalOrders: 0 });
    });
  });
}
