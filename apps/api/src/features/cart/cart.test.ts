import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { adminEdit, createProduct, deleteProduct } from "../../../test/fixtures";

for (const dialect of DIALECTS) {
  describe(`cart (${dialect})`, () => {
    let t: TestApp;
    let token: string;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      token = await signupAndLogin(t, "salma@example.com");
    });
    afterEach(async () => t.close());

    const call = (path: string, payload?: object, as = token) =>
      t.inject({
        method: path === "" ? "GET" : "POST",
        url: `/api/cart${path}`,
        token: as,
        ...(payload ? { payload } : {}),
      });
    const items = (r: { json(): { items: string } }) => JSON.parse(r.json().items) as unknown[];

    it("refuses every cart route without a session", async () => {
      for (const [method, url] of [
        ["GET", "/api/cart"],
        ["POST", "/api/cart/add"],
        ["POST", "/api/cart/change"],
        ["POST", "/api/cart/remove"],
        ["POST", "/api/cart/clear"],
      ] as const) {
        const r = await t.inject({ method, url, payload: method === "POST" ? {} : undefined });
        expect(r.statusCode, url).toBe(401);
      }
    });

    it("starts empty in the spec's server form", async () => {
      const r = await call("");
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ items: "[]", totalPrice: 0 });
    });

    it("adds to what is there and prices the cart from today's sale price", async () => {
      const shirt = await createProduct(t, {
        title: "Linen Shirt",
        salePrice: 850.5,
        stock: { M: 5, L: 2 },
      });
      const scarf = await createProduct(t, {
        title: "Cashmere Scarf",
        salePrice: 1200,
        stock: { S: 3 },
      });
      expect((await call("/add", { productId: shirt, M: 1 })).statusCode).toBe(200);
      const r = await call("/add", { productId: shirt, M: 2, L: 1 });
      expect(r.json().totalPrice).toBe(850.5 * 4);
      await call("/add", { productId: scarf, S: 1 });
      const cart = await call("");
      expect(items(cart)).toEqual([
        { productId: shirt, S: 0, M: 3, L: 1, XL: 0 },
        { productId: scarf, S: 1, M: 0, L: 0, XL: 0 },
      ]);
      expect(cart.json().totalPrice).toBe(4602);
      // A price change shows in the cart at once: the server never keeps a copy of the price.
      await adminEdit(t, shirt, "sale", { salePrice: 100 });
      expect((await call("")).json().totalPrice).toBe(100 * 4 + 1200);
    });

    it("answers 422 INSUFFICIENT_QUANTITY naming the product and size when the line would pass the stock", async () => {
      const shirt = await createProduct(t, { title: "Linen Shirt", stock: { M: 3, XL: 0 } });
      await call("/add", { productId: shirt, M: 2 });
      const over = await call("/add", { productId: shirt, M: 2 });
      expect(over.statusCode).toBe(422);
      expect(over.json()).toEqual({
        error: "Only 3 left of Linen Shirt in size M.",
        errorCode: "INSUFFICIENT_QUANTITY",
      });
      const none = await call("/add", { productId: shirt, XL: 1 });
      expect(none.statusCode).toBe(422);
      expect(none.json().error).toBe("Only 0 left of Linen Shirt in size XL.");
      const change = await call("/change", { productId: shirt, size: "M", quantity: 4 });
      expect(change.statusCode).toBe(422);
      expect(change.json().errorCode).toBe("INSUFFICIENT_QUANTITY");
      // Nothing of the refused requests was kept.
      expect(items(await call(""))).toEqual([{ productId: shirt, S: 0, M: 2, L: 0, XL: 0 }]);
      expect((await call("/add", { productId: shirt, M: 1 })).statusCode).toBe(200);
    });

    it("refuses a multi-size add as a whole when one size is short", async () => {
      const shirt = await createProduct(t, { title: "Linen Shirt", stock: { S: 5, L: 1 } });
      const r = await call("/add", { productId: shirt, S: 2, L: 2 });
      expect(r.statusCode).toBe(422);
      expect(r.json().error).toBe("Only 1 left of Linen Shirt in size L.");
      expect(items(await call(""))).toEqual([]);
    });

    it("change sets one size, and 0 or less removes it", async () => {
      const shirt = await createProduct(t, { stock: { S: 9, M: 9 } });
      await call("/add", { productId: shirt, S: 1, M: 1 });
      let r = await call("/change", { productId: shirt, size: "S", quantity: 7 });
      expect(items(r)).toEqual([{ productId: shirt, S: 7, M: 1, L: 0, XL: 0 }]);
      r = await call("/change", { productId: shirt, size: "S", quantity: 0 });
      expect(items(r)).toEqual([{ productId: shirt, S: 0, M: 1, L: 0, XL: 0 }]);
      r = await call("/change", { productId: shirt, size: "M", quantity: -3 });
      expect(r.json()).toEqual({ items: "[]", totalPrice: 0 });
      // Setting a size that was not in the cart adds it.
      r = await call("/change", { productId: shirt, size: "M", quantity: 2 });
      expect(items(r)).toEqual([{ productId: shirt, S: 0, M: 2, L: 0, XL: 0 }]);
    });

    it("removes one size, or every size of a product, and clears", async () => {
      const shirt = await createProduct(t, { stock: { S: 9, M: 9 } });
      const scarf = await createProduct(t, { title: "Cashmere Scarf", stock: { S: 9 } });
      await call("/add", { productId: shirt, S: 1, M: 2 });
      await call("/add", { productId: scarf, S: 1 });
      let r = await call("/remove", { productId: shirt, size: "S" });
      expect(items(r)).toEqual([
        { productId: shirt, S: 0, M: 2, L: 0, XL: 0 },
        { productId: scarf, S: 1, M: 0, L: 0, XL: 0 },
      ]);
      r = await call("/remove", { productId: shirt });
      expect(items(r)).toEqual([{ productId: scarf, S: 1, M: 0, L: 0, XL: 0 }]);
      // Removing what is not there leaves the cart as it is.
      expect((await call("/remove", { productId: shirt })).statusCode).toBe(200);
      r = await call("/clear", {});
      expect(r.json()).toEqual({ items: "[]", totalPrice: 0 });
      expect((await call("/clear")).statusCode).toBe(200);
    });

    it("answers 404 for a product that does not exist", async () => {
      const add = await call("/add", { productId: 999, M: 1 });
      expect(add.statusCode).toBe(404);
      expect(add.json()).toEqual({ error: "Product 999 was not found", errorCode: "NOT_FOUND" });
      expect((await call("/change", { productId: 999, size: "M", quantity: 1 })).statusCode).toBe(
        404,
      );
    });

    it("drops the lines of a deleted product", async () => {
      const shirt = await createProduct(t, { stock: { M: 9 } });
      const scarf = await createProduct(t, {
        title: "Cashmere Scarf",
        salePrice: 100,
        stock: { S: 9 },
      });
      await call("/add", { productId: shirt, M: 2 });
      await call("/add", { productId: scarf, S: 1 });
      await deleteProduct(t, shirt);
      expect((await call("")).json()).toEqual({
        items: JSON.stringify([{ productId: scarf, S: 1, M: 0, L: 0, XL: 0 }]),
        totalPrice: 100,
      });
    });

    it("rejects bad input with a 400 that names the field", async () => {
      const shirt = await createProduct(t, { stock: { M: 9 } });
      const cases: [string, object, RegExp][] = [
        ["/add", { productId: shirt, M: -1 }, /quantity must be 0 or more/],
        ["/add", { productId: shirt, M: 1.5 }, /whole number/],
        ["/add", { productId: shirt, M: 1_000_000 }, /too large/],
        ["/add", { productId: shirt }, /at least one item/],
        ["/add", { productId: shirt, M: 1, price: 1 }, /price/],
        ["/add", { M: 1 }, /productId/],
        ["/add", { productId: 1e12, M: 1 }, /productId/],
        [
          "/change",
          { productId: shirt, size: "XXL", quantity: 1 },
          /size must be one of S, M, L, XL/,
        ],
        ["/change", { productId: shirt, size: "M", quantity: 2.5 }, /whole number/],
        ["/change", { productId: shirt, size: "M" }, /quantity/],
        ["/remove", { productId: shirt, size: "XS" }, /size/],
      ];
      for (const [path, payload, message] of cases) {
        const r = await call(path, payload);
        expect(r.statusCode, JSON.stringify(payload)).toBe(400);
        expect(r.json().error, JSON.stringify(payload)).toMatch(message);
      }
      expect(items(await call(""))).toEqual([]);
    });

    it("keeps each shopper's cart to themselves", async () => {
      const shirt = await createProduct(t, { stock: { M: 9 } });
      const other = await signupAndLogin(t, "karim@example.com");
      await call("/add", { productId: shirt, M: 2 });
      expect((await call("", undefined, other)).json()).toEqual({ items: "[]", totalPrice: 0 });
      await call("/clear", {}, other);
      expect(items(await call(""))).toHaveLength(1);
    });
  });
}
