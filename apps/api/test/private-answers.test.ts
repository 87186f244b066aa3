import { afterEach, describe, expect, it } from "vitest";
import { ORDER_TOKEN_HEADER } from "@atelier/shared/orders";
import type { LightMyRequestResponse } from "fastify";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "./helpers";
import { createProduct, orderPayload, ownerToken } from "./fixtures";

/*
 * Issue 26, item 5 (docs/security.md#second-round-issue-26): an order read through its link
 * answered name, phone and address with no Cache-Control and no Vary, so a shared cache keyed by
 * URL could hand one guest's order to the next visitor. Every answer that may carry personal
 * data, errors included, is private and never stored; the catalogue stays cacheable.
 */
function expectPrivate(r: LightMyRequestResponse, what: string) {
  expect(r.headers["cache-control"], what).toBe("private, no-store");
  const vary = String(r.headers.vary ?? "").toLowerCase();
  expect(vary, what).toContain("authorization");
  expect(vary, what).toContain(ORDER_TOKEN_HEADER);
}

for (const dialect of DIALECTS) {
  describe(`answers with personal data are never cached (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t.close());

    it("marks orders, auth, cart, admin and receipts private, 200s and errors alike", async () => {
      t = await createTestApp(dialect);
      const nour = await signupAndLogin(t, "nour@example.com");
      const admin = await ownerToken(t);
      const shirt = await createProduct(t, { stock: { M: 3 } });
      const placed = await t.inject({
        method: "POST",
        url: "/api/orders",
        token: nour,
        payload: orderPayload([{ productId: shirt, M: 1 }]),
      });
      expect(placed.statusCode).toBe(201);
      expectPrivate(placed, "POST /api/orders");
      const id = placed.json().id as number;
      const link = await t.waitForLink("nour@example.com");
      const token = new URL(link).searchParams.get("token")!;

      const samples: [
        string,
        {
          url: string;
          method?: "GET" | "POST";
          token?: string;
          headers?: Record<string, string>;
          payload?: object;
        },
        number,
      ][] = [
        // The probe of issue 26: a guest's order through its link.
        [
          "the order by its link",
          { url: `/api/orders/${id}`, headers: { [ORDER_TOKEN_HEADER]: token } },
          200,
        ],
        ["the order without a link", { url: `/api/orders/${id}` }, 404],
        ["own orders", { url: "/api/orders", token: nour }, 200],
        ["own orders signed out", { url: "/api/orders" }, 401],
        ["no such order path", { url: `/api/orders/${id}/nothing` }, 404],
        ["me", { url: "/api/auth/me", token: nour }, 200],
        ["me signed out", { url: "/api/auth/me" }, 401],
        [
          "a wrong password",
          {
            url: "/api/auth/login",
            method: "POST",
            payload: { email: "nour@example.com", password: "Wrong2026pass" },
          },
          401,
        ],
        ["the cart", { url: "/api/cart", token: nour }, 200],
        ["the admin's order", { url: `/api/admin/orders/${id}`, token: admin }, 200],
        ["the admin's orders to a shopper", { url: "/api/admin/orders", token: nour }, 403],
        ["the courier sheet", { url: "/api/admin/orders.csv", token: admin }, 200],
        ["a receipt", { url: `/api/admin/orders/${id}/receipt`, token: admin }, 404],
      ];
      for (const [what, { method = "GET", ...request }, status] of samples) {
        const r = await t.inject({ method, ...request });
        expect(r.statusCode, `${what}: ${r.body.slice(0, 200)}`).toBe(status);
        expectPrivate(r, what);
      }

      // The catalogue keeps its shared caching: revalidated by ETag, not private.
      const products = await t.inject({ method: "GET", url: "/api/products" });
      expect(products.statusCode).toBe(200);
      expect(products.headers.etag).toBeTruthy();
      expect(products.headers["cache-control"]).toBe("no-cache");
      const again = await t.inject({
        method: "GET",
        url: "/api/products",
        headers: { "if-none-match": String(products.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });
  });
}
