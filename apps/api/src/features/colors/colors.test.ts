import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken, stockOf } from "../../../test/fixtures";

// A crowd from one address: the order limits are raised so what is tested is the stock.
const CROWD = { ORDER_RATE_LIMIT: "1000", MAX_OPEN_ORDERS: "1000" };

for (const dialect of DIALECTS) {
  describe(`colours (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    let customer: string;
    beforeEach(async () => {
      t = await createTestApp(dialect, CROWD);
      admin = await ownerToken(t);
      customer = await signupAndLogin(t, "nour@example.com");
    });
    afterEach(async () => t.close());

    const call = (
      method: "POST" | "PATCH" | "PUT" | "DELETE",
      url: string,
      payload?: object,
      token = admin,
    ) => t.inject({ method, url, token, ...(payload ? { payload } : {}) });
    const addColor = async (productId: number, body: object) => {
      const r = await call("POST", `/api/products/${productId}/colors`, body);
      expect(r.statusCode, r.body).toBe(201);
      return r.json() as { id: number; images: string[] };
    };
    const product = async (id: number) =>
      (await t.inject({ method: "GET", url: `/api/products/${id}` })).json();
    const cart = async () =>
      JSON.parse(
        (await t.inject({ method: "GET", url: "/api/cart", token: customer })).json().items,
      );
    const place = (products: object[], token = customer) =>
      t.inject({
        method: "POST",
        url: "/api/orders",
        payload: orderPayload(products as never),
        token,
      });

    /** A shirt in Sand (first: the shirt's photographs and stock) and Navy. */
    async function shirtInTwo() {
      const shirt = await createProduct(t, {
        title: "Linen Shirt",
        stock: { S: 1, M: 4, L: 2 },
        images: ["/uploads/shirt-a-1600.webp"],
      });
      const sand = await addColor(shirt, { name: "Sand", nameAr: "رملي", hex: "#D8C3A5" });
      const navy = await addColor(shirt, {
        name: "Navy",
        nameAr: "كحلي",
        hex: "#1f2a44",
        quantityM: 3,
        quantityXL: 1,
      });
      return { shirt, sand: sand.id, navy: navy.id };
    }

    it("adds colours: the first takes the piece's photographs and stock, the product shows their sums", async () => {
      const { shirt, sand, navy } = await shirtInTwo();
      const p = await product(shirt);
      expect(p.colors).toEqual([
        {
          id: sand,
          name: "Sand",
          nameAr: "رملي",
          hex: "#d8c3a5",
          images: ["/uploads/shirt-a-1600.webp"],
          quantityS: 1,
          quantityM: 4,
          quantityL: 2,
          quantityXL: 0,
        },
        {
          id: navy,
          name: "Navy",
          nameAr: "كحلي",
          hex: "#1f2a44",
          images: [],
          quantityS: 0,
          quantityM: 3,
          quantityL: 0,
          quantityXL: 1,
        },
      ]);
      expect(p).toMatchObject({ quantityS: 1, quantityM: 7, quantityL: 2, quantityXL: 1 });
      expect(p.images).toEqual(["/uploads/shirt-a-1600.webp"]);
      // The list and a page of it say the same.
      const list = (await t.inject({ method: "GET", url: "/api/products" })).json();
      expect(list[0].colors).toEqual(p.colors);
      const page = (await t.inject({ method: "GET", url: "/api/products?limit=5" })).json();
      expect(page[0].colors).toEqual(p.colors);
    });

    it("renames, recolours, restocks and reorders; the product's photographs are the first colour's", async () => {
      const { shirt, sand, navy } = await shirtInTwo();
      const photos = ["/uploads/navy-1-1600.webp", "/uploads/navy-2-1600.webp"];
      const put = await call("PUT", `/api/products/${shirt}/colors/${navy}/images`, {
        images: photos,
      });
      expect(put.statusCode).toBe(200);
      expect(put.json().images).toEqual(photos);
      const moved = await call("PATCH", `/api/products/${shirt}/colors/${navy}`, {
        position: 1,
        name: "Midnight",
        hex: "#101820",
        quantityS: "٢",
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ name: "Midnight", hex: "#101820", quantityS: 2 });
      const p = await product(shirt);
      expect(p.colors.map((c: { id: number }) => c.id)).toEqual([navy, sand]);
      expect(p.images).toEqual(photos);
      expect(p).toMatchObject({ quantityS: 3, quantityM: 7 });
      // A position past the end puts it last.
      await call("PATCH", `/api/products/${shirt}/colors/${navy}`, { position: 12 });
      expect((await product(shirt)).colors.map((c: { id: number }) => c.id)).toEqual([sand, navy]);
    });

    it("refuses bad colours with a 400 naming the field, strangers with 401/403, unknown ids with 404", async () => {
      const { shirt, sand } = await shirtInTwo();
      const other = await createProduct(t, { title: "Wool Coat" });
      const before = await product(shirt);
      for (const [body, field] of [
        [{ hex: "#000000" }, /name is required/],
        [{ name: "  ", hex: "#000000" }, /name is required/],
        [{ name: "Red", hex: "red" }, /hex must be a colour like #1f2a44/],
        [{ name: "Red", hex: "#ff00001" }, /hex/],
        [{ name: "x".repeat(61), hex: "#ff0000" }, /name is too long/],
        [{ name: "Red", hex: "#ff0000", quantityM: -1 }, /quantityM must be 0 or more/],
        [{ name: "Red", hex: "#ff0000", quantityM: 1.5 }, /quantityM must be a whole number/],
        [{ name: "Red", hex: "#ff0000", sku: "A1" }, /sku/],
        [{ name: "Red\u202e", hex: "#ff0000" }, /name/],
      ] as const) {
        const r = await call("POST", `/api/products/${shirt}/colors`, body);
        expect(r.statusCode, JSON.stringify(body)).toBe(400);
        expect(r.json().error).toMatch(field);
      }
      const huge = await call("POST", `/api/products/${shirt}/colors`, {
        name: "x".repeat(10 * 1024 * 1024),
        hex: "#ff0000",
      });
      expect([400, 413]).toContain(huge.statusCode);
      expect(
        (await call("PATCH", `/api/products/${shirt}/colors/${sand}`, {})).json().error,
      ).toMatch(/send at least one of name/);
      expect(
        (
          await call("PUT", `/api/products/${shirt}/colors/${sand}/images`, {
            images: ["http://evil.test/x.webp"],
          })
        ).statusCode,
      ).toBe(400);
      const colour = { name: "Red", hex: "#ff0000" };
      expect((await call("POST", `/api/products/${shirt}/colors`, colour, "")).statusCode).toBe(
        401,
      );
      expect(
        (await call("POST", `/api/products/${shirt}/colors`, colour, customer)).statusCode,
      ).toBe(403);
      expect(
        (await call("DELETE", `/api/products/${shirt}/colors/${sand}`, undefined, customer))
          .statusCode,
      ).toBe(403);
      expect((await call("POST", `/api/products/999999/colors`, colour)).statusCode).toBe(404);
      expect((await call("POST", `/api/products/99999999999/colors`, colour)).statusCode).toBe(404);
      expect((await call("POST", `/api/products/abc/colors`, colour)).statusCode).toBe(400);
      // Someone else's colour through this product's address: 404, and it is left alone.
      expect(
        (await call("PATCH", `/api/products/${other}/colors/${sand}`, { name: "Stolen" }))
          .statusCode,
      ).toBe(404);
      expect((await call("DELETE", `/api/products/${other}/colors/${sand}`)).statusCode).toBe(404);
      expect(
        (await call("PATCH", `/api/products/${shirt}/colors/424242`, { name: "X" })).statusCode,
      ).toBe(404);
      expect(await product(shirt)).toEqual(before);
      // At most 12 colours.
      for (let i = 3; i <= 12; i++) await addColor(shirt, { name: `Tone ${i}`, hex: "#abcdef" });
      const thirteenth = await call("POST", `/api/products/${shirt}/colors`, colour);
      expect(thirteenth.statusCode).toBe(400);
      expect(thirteenth.json().error).toMatch(/at most 12 colours/);
    });

    it("keeps stock and photographs per colour: product-level edits are 400 SET_PER_COLOR", async () => {
      const { shirt } = await shirtInTwo();
      const quantity = await call("PATCH", `/api/products/${shirt}/quantity`, {
        size: "M",
        quantity: 9,
      });
      expect(quantity.statusCode).toBe(400);
      expect(quantity.json()).toEqual({
        error: "This product is sold in colours: set its stock per colour.",
        errorCode: "SET_PER_COLOR",
      });
      const images = await call("PATCH", `/api/products/${shirt}/images`, { images: [] });
      expect(images.json().errorCode).toBe("SET_PER_COLOR");
      expect((await product(shirt)).quantityM).toBe(7);
    });

    it("carts a colour: COLOR_REQUIRED without one, 400 on a piece without colours, 404 for another's colour", async () => {
      const { shirt, sand, navy } = await shirtInTwo();
      const plain = await createProduct(t, { title: "Silk Scarf", stock: { S: 3 } });
      const add = (payload: object) => call("POST", "/api/cart/add", payload, customer);
      const none = await add({ productId: shirt, M: 1 });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({
        error: "Choose a colour of Linen Shirt.",
        errorCode: "COLOR_REQUIRED",
      });
      expect((await add({ productId: plain, color: sand, S: 1 })).json().error).toMatch(
        /Silk Scarf has no colours/,
      );
      const foreign = await createProduct(t, { title: "Wool Coat", stock: { M: 1 } });
      const coatGrey = await addColor(foreign, { name: "Grey", hex: "#888888" });
      expect((await add({ productId: shirt, color: coatGrey.id, M: 1 })).statusCode).toBe(404);
      expect((await add({ productId: shirt, color: "navy", M: 1 })).statusCode).toBe(400);
      expect((await add({ productId: shirt, color: sand, M: 2 })).statusCode).toBe(200);
      expect((await add({ productId: shirt, color: navy, M: 1 })).statusCode).toBe(200);
      expect((await add({ productId: plain, S: 1 })).statusCode).toBe(200);
      expect(await cart()).toEqual([
        { productId: shirt, color: sand, S: 0, M: 2, L: 0, XL: 0 },
        { productId: shirt, color: navy, S: 0, M: 1, L: 0, XL: 0 },
        { productId: plain, S: 1, M: 0, L: 0, XL: 0 },
      ]);
      // Navy has 3 in M: the cart may not pass it, and the message names the colour.
      const over = await add({ productId: shirt, color: navy, M: 3 });
      expect(over.statusCode).toBe(422);
      expect(over.json().error).toBe("Only 3 left of Linen Shirt in Navy, size M.");
      const change = await call(
        "POST",
        "/api/cart/change",
        { productId: shirt, color: navy, size: "M", quantity: 3 },
        customer,
      );
      expect(change.statusCode).toBe(200);
      await call("POST", "/api/cart/remove", { productId: shirt, color: sand }, customer);
      expect(await cart()).toEqual([
        { productId: shirt, color: navy, S: 0, M: 3, L: 0, XL: 0 },
        { productId: plain, S: 1, M: 0, L: 0, XL: 0 },
      ]);
    });

    it("a colour deleted while in a cart leaves the cart; orders keep the colour as it was named", async () => {
      const { shirt, sand, navy } = await shirtInTwo();
      const placed = await place([{ productId: shirt, color: navy, M: 1 }]);
      expect(placed.statusCode, placed.body).toBe(201);
      await call("POST", "/api/cart/add", { productId: shirt, color: navy, M: 1 }, customer);
      await call("POST", "/api/cart/add", { productId: shirt, color: sand, S: 1 }, customer);
      expect((await call("DELETE", `/api/products/${shirt}/colors/${navy}`)).statusCode).toBe(204);
      expect(await cart()).toEqual([{ productId: shirt, color: sand, S: 1, M: 0, L: 0, XL: 0 }]);
      const p = await product(shirt);
      expect(p.colors.map((c: { id: number }) => c.id)).toEqual([sand]);
      expect(p).toMatchObject({ quantityS: 1, quantityM: 4, quantityXL: 0 });
      const order = (
        await t.inject({ method: "GET", url: `/api/orders/${placed.json().id}`, token: customer })
      ).json();
      expect(order.lines).toEqual([
        expect.objectContaining({
          productId: shirt,
          size: "M",
          quantity: 1,
          color: { id: navy, name: "Navy", nameAr: "كحلي", hex: "#1f2a44" },
        }),
      ]);
      expect(order.details).toBe("Linen Shirt (Navy, M) x1");
      // Ordering the deleted colour now: 404.
      expect((await place([{ productId: shirt, color: navy, M: 1 }])).statusCode).toBe(404);
      // Canceled now, its unit has nowhere to go: the product's sums stay true.
      const cancel = await t.inject({
        method: "PATCH",
        url: `/api/orders/${placed.json().id}/status`,
        payload: { status: "canceled" },
        token: admin,
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(await product(shirt)).toMatchObject({ quantityM: 4 });
      // The last colour gone: a piece without colours and without stock.
      expect((await call("DELETE", `/api/products/${shirt}/colors/${sand}`)).statusCode).toBe(204);
      expect(await product(shirt)).toMatchObject({ colors: [], quantityS: 0, quantityM: 0 });
    });

    it("orders a colour: stock is taken from it, the line keeps it, a cancel puts it back into it", async () => {
      const { shirt, sand, navy } = await shirtInTwo();
      const none = await place([{ productId: shirt, M: 1 }]);
      expect(none.statusCode).toBe(400);
      expect(none.json().errorCode).toBe("COLOR_REQUIRED");
      const short = await place([{ productId: shirt, color: navy, L: 1 }]);
      expect(short.statusCode).toBe(422);
      expect(short.json().error).toBe("Only 0 left of Linen Shirt in Navy, size L.");
      const r = await place([
        { productId: shirt, color: sand, M: 2 },
        { productId: shirt, color: navy, M: 1, XL: 1 },
      ]);
      expect(r.statusCode, r.body).toBe(201);
      expect(
        r
          .json()
          .lines.map((l: { color: { name: string }; size: string }) => `${l.color.name} ${l.size}`),
      ).toEqual(["Sand M", "Navy M", "Navy XL"]);
      const after = await product(shirt);
      expect(after.colors.map((c: { quantityM: number }) => c.quantityM)).toEqual([2, 2]);
      expect(after).toMatchObject({ quantityM: 4, quantityXL: 0 });
      await t.inject({
        method: "PATCH",
        url: `/api/orders/${r.json().id}/status`,
        payload: { status: "canceled" },
        token: admin,
      });
      const back = await product(shirt);
      expect(
        back.colors.map((c: { quantityM: number; quantityXL: number }) => [
          c.quantityM,
          c.quantityXL,
        ]),
      ).toEqual([
        [4, 0],
        [3, 1],
      ]);
      expect(back).toMatchObject({ quantityM: 7, quantityXL: 1 });
    });

    it("never oversells one colour and size under simultaneous orders", async () => {
      const { shirt, navy } = await shirtInTwo();
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => place([{ productId: shirt, color: navy, M: 1 }])),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(3);
      expect(codes.filter((c) => c === 422)).toHaveLength(9);
      const p = await product(shirt);
      expect(p.colors[1]).toMatchObject({ quantityM: 0 });
      expect(p.colors[0]).toMatchObject({ quantityM: 4 });
      expect(p.quantityM).toBe(4);
      const sold = await t.app.db
        .selectFrom("order_lines")
        .select(["quantity", "color_id"])
        .where("product_id", "=", shirt)
        .execute();
      expect(sold.reduce((n, l) => n + l.quantity, 0)).toBe(3);
      expect(new Set(sold.map((l) => l.color_id))).toEqual(new Set([navy]));
    });

    it("a cart and an order from before the colours existed become the first colour's", async () => {
      const shirt = await createProduct(t, { title: "Linen Shirt", stock: { M: 5 } });
      await call("POST", "/api/cart/add", { productId: shirt, M: 2 }, customer);
      const old = await place([{ productId: shirt, M: 1 }]);
      expect(old.statusCode).toBe(201);
      expect(old.json().lines[0].color).toBeNull();
      const sand = await addColor(shirt, { name: "Sand", hex: "#d8c3a5" });
      await addColor(shirt, { name: "Navy", hex: "#1f2a44", quantityM: 2 });
      expect((await product(shirt)).colors[0]).toMatchObject({ id: sand.id, quantityM: 4 });
      // The cart's line is the first colour's now, and checks out as it.
      expect(await cart()).toEqual([{ productId: shirt, color: sand.id, S: 0, M: 2, L: 0, XL: 0 }]);
      // The old order keeps no colour; canceled, its unit goes back into the first colour.
      await t.inject({
        method: "PATCH",
        url: `/api/orders/${old.json().id}/status`,
        payload: { status: "canceled" },
        token: admin,
      });
      const p = await product(shirt);
      expect(p.colors.map((c: { quantityM: number }) => c.quantityM)).toEqual([5, 2]);
      expect(p.quantityM).toBe(7);
      const order = await t.inject({
        method: "GET",
        url: `/api/orders/${old.json().id}`,
        token: customer,
      });
      expect(order.json().lines[0].color).toBeNull();
      expect(await stockOf(t, shirt)).toMatchObject({ M: 7 });
    });
  });
}
