import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken } from "../../../test/fixtures";

/*
 * Issue 31 (docs/product.md#discount-codes--the-admin): the admin's codes, their rules, their uses
 * and what each brought, on both dialects.
 */

const NOUR15 = { code: "NOUR15", kind: "percent", value: 15, note: "Nour El-Sherif" };

for (const dialect of DIALECTS) {
  describe(`admin discount codes (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      admin = await ownerToken(t);
    });
    afterEach(async () => t.close());

    type Method = "GET" | "POST" | "PATCH" | "DELETE";
    /** As the admin, or as `who` ("guest": no token at all). */
    const call = (method: Method, url: string, payload?: object, who: string = admin) =>
      t.inject({
        method,
        url,
        ...(who === "guest" ? {} : { token: who }),
        ...(payload ? { payload } : {}),
      });
    async function create(body: object) {
      const r = await call("POST", "/api/admin/discounts", body);
      expect(r.statusCode, r.body).toBe(201);
      return r.json();
    }
    const stored = (id: number) =>
      t.app.db.selectFrom("discounts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

    let shoppers = 0;
    /** An order by a fresh signed-in shopper (her own e-mail and phone) with `code`. */
    async function orderWith(product: number, code: string) {
      const n = ++shoppers;
      const email = `shopper${n}@example.com`;
      const token = await signupAndLogin(t, email);
      const r = await t.inject({
        method: "POST",
        url: "/api/orders",
        token,
        payload: orderPayload([{ productId: product, M: 1 }], {
          customer_email: email,
          customer_number: `0101234${String(n).padStart(4, "0")}`,
          discountCode: code,
        }),
      });
      expect(r.statusCode, r.body).toBe(201);
      return r.json() as { id: number; totalPrice: number; discount: number };
    }
    const setStatus = async (id: number, status: string) => {
      const r = await call("PATCH", `/api/orders/${id}/status`, { status });
      expect(r.statusCode, r.body).toBe(200);
    };

    it("creates each kind with every field, stores money in piastres and times in UTC", async () => {
      // Answered as sent: Cairo times and EGP in, the same out.
      const rules = {
        minSubtotal: 300,
        startsAt: "2026-12-01T00:00",
        endsAt: "2027-01-01T00:00",
        usageLimit: 500,
        perCustomerLimit: 1,
        firstOrderOnly: true,
        categories: ["Shirts"],
        productIds: [7],
        excludeSale: true,
      };
      const percent = await create({ ...NOUR15, ...rules });
      expect(percent).toEqual({
        id: expect.any(Number),
        ...NOUR15,
        ...rules,
        active: true,
        createdAt: expect.any(String),
        uses: { reserved: 0, consumed: 0, givenBack: 0 },
        figures: {
          placed: 0,
          delivered: 0,
          refused: 0,
          returned: 0,
          canceled: 0,
          deliveredSales: 0,
          deliveredDiscount: 0,
        },
      });
      expect(await stored(percent.id)).toMatchObject({
        value: 15,
        min_subtotal: 30000,
        // Cairo is UTC+2 in winter.
        starts_at: "2026-11-30T22:00:00.000Z",
        ends_at: "2026-12-31T22:00:00.000Z",
        categories: '["Shirts"]',
        product_ids: "[7]",
      });

      const fixed = await create({ code: "welcome-100", kind: "fixed", value: 100.5 });
      expect(fixed).toMatchObject({ code: "WELCOME-100", kind: "fixed", value: 100.5, note: "" });
      expect((await stored(fixed.id)).value).toBe(10050);

      const free = await create({ code: "SHIPFREE", kind: "free_shipping", active: false });
      expect(free).toMatchObject({ kind: "free_shipping", value: 0, active: false });

      // Newest first.
      const list = await call("GET", "/api/admin/discounts");
      expect(list.json().map((d: { code: string }) => d.code)).toEqual([
        "SHIPFREE",
        "WELCOME-100",
        "NOUR15",
      ]);
      expect((await call("GET", `/api/admin/discounts/${fixed.id}`)).json()).toEqual(fixed);
    });

    it("keeps a Cairo start in summer time (UTC+3) as the right UTC instant", async () => {
      const summer = await create({ ...NOUR15, startsAt: "2026-07-01T09:30" });
      expect((await stored(summer.id)).starts_at).toBe("2026-07-01T06:30:00.000Z");
      expect(summer.startsAt).toBe("2026-07-01T09:30");
      const winter = await create({ ...NOUR15, code: "WINTER", startsAt: "2026-01-15T09:30" });
      expect((await stored(winter.id)).starts_at).toBe("2026-01-15T07:30:00.000Z");
    });

    // One app for the whole table: each case is refused before anything is written (CI's time).
    const BAD_FIELDS: [string, object, RegExp][] = [
      ["a code too short", { code: "AB" }, /^code must be 3 to 32/],
      ["a code too long", { code: "A".repeat(33) }, /^code must be 3 to 32/],
      ["a code with a space inside", { code: "NOUR 15" }, /^code may hold only/],
      ["a code with an underscore", { code: "NOUR_15" }, /^code may hold only/],
      ["no code", { code: undefined }, /^code/],
      ["an unknown kind", { kind: "bogo" }, /^kind must be one of/],
      ["a percent of 0", { value: 0 }, /^value must be a whole percentage/],
      ["a percent of 91", { value: 91 }, /^value must be a whole percentage/],
      ["a percent of 12.5", { value: 12.5 }, /^value must be a whole percentage/],
      ["a fixed amount of 0", { kind: "fixed", value: 0 }, /^value must be an amount/],
      ["a fixed amount in thirds", { kind: "fixed", value: 10.333 }, /^value must have at most 2/],
      ["a negative minimum", { minSubtotal: -5 }, /^minSubtotal must be greater than 0/],
      ["a usage limit of 0", { usageLimit: 0 }, /^usageLimit must be 1 or more/],
      ["a per-customer limit of 1.5", { perCustomerLimit: 1.5 }, /^perCustomerLimit must be a/],
      ["a start that is no time", { startsAt: "tomorrow" }, /^startsAt must be a Cairo date/],
      ["a start on 30 February", { startsAt: "2026-02-30T10:00" }, /^startsAt must be a real/],
      ["an end with seconds", { endsAt: "2026-12-01T10:00:00" }, /^endsAt must be a Cairo date/],
      [
        "an end before the start",
        { startsAt: "2026-12-10T00:00", endsAt: "2026-12-01T00:00" },
        /^endsAt must be after startsAt/,
      ],
      ["a note of 201 characters", { note: "n".repeat(201) }, /^note is too long/],
      ["a product id that is text", { productIds: ["7"] }, /productIds/],
      ["an unknown key", { discount: 99 }, /discount/],
    ];
    it("refuses each bad field with a 400 naming the field", async () => {
      for (const [what, change, message] of BAD_FIELDS) {
        const r = await call("POST", "/api/admin/discounts", { ...NOUR15, ...change });
        expect(r.statusCode, `${what}: ${r.body}`).toBe(400);
        expect(r.json().error, what).toMatch(message);
      }
      expect(await t.app.db.selectFrom("discounts").select("id").execute()).toEqual([]);
    });

    it("refuses a 10 MB note before reading it", async () => {
      const r = await call("POST", "/api/admin/discounts", { ...NOUR15, note: "n".repeat(1e7) });
      expect([400, 413]).toContain(r.statusCode);
      expect(await t.app.db.selectFrom("discounts").select("id").execute()).toEqual([]);
    });

    it("stores nour١٥ as NOUR15 and refuses the same code in another case as taken, even raced", async () => {
      const made = await create({ ...NOUR15, code: "  nour١٥ " });
      expect(made.code).toBe("NOUR15");
      const again = await call("POST", "/api/admin/discounts", { ...NOUR15, code: "nour15" });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        error: "code: NOUR15 already exists; choose another code",
        errorCode: "DISCOUNT_CODE_TAKEN",
      });

      // Two admins adding one code at once: the unique index lets one in.
      const raced = await Promise.all(
        [0, 1].map(() => call("POST", "/api/admin/discounts", { ...NOUR15, code: "RAMADAN" })),
      );
      expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 400]);
      expect(raced.find((r) => r.statusCode === 400)!.json().errorCode).toBe("DISCOUNT_CODE_TAKEN");
    });

    it("changes the fields sent, checks the value against the stored kind, and deactivates", async () => {
      const code = await create({ ...NOUR15, startsAt: "2026-12-01T00:00" });
      const url = `/api/admin/discounts/${code.id}`;

      const off = await call("PATCH", url, { active: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({ active: false, value: 15, note: "Nour El-Sherif" });

      const worse = await call("PATCH", url, { value: 95 });
      expect(worse.statusCode).toBe(400);
      expect(worse.json().error).toBe("value must be a whole percentage from 1 to 90");

      const early = await call("PATCH", url, { endsAt: "2026-11-01T00:00" });
      expect(early.statusCode).toBe(400);
      expect(early.json().error).toBe("endsAt must be after startsAt");

      const changed = await call("PATCH", url, {
        code: "nour-20",
        value: 20,
        minSubtotal: 500,
        usageLimit: null,
        note: "Nour, second season",
        active: true,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        code: "NOUR-20",
        value: 20,
        minSubtotal: 500,
        usageLimit: null,
        startsAt: "2026-12-01T00:00",
        active: true,
      });

      await create({ code: "TAKEN", kind: "fixed", value: 50 });
      const clash = await call("PATCH", url, { code: "taken" });
      expect(clash.statusCode).toBe(400);
      expect(clash.json().errorCode).toBe("DISCOUNT_CODE_TAKEN");
      const kind = await call("PATCH", url, { kind: "fixed" });
      expect(kind.statusCode).toBe(400);
      expect(kind.json().error).toMatch(/kind/);
    });

    it("answers 404 to GET, PATCH and DELETE of an unknown or out-of-range id", async () => {
      for (const method of ["GET", "PATCH", "DELETE"] as const) {
        for (const id of ["999", "2147483648", "99999999999999999999"]) {
          const r = await call(
            method,
            `/api/admin/discounts/${id}`,
            method === "PATCH" ? {} : undefined,
          );
          expect(r.statusCode, `${id}: ${r.body}`).toBe(404);
        }
        const word = await call(
          method,
          "/api/admin/discounts/abc",
          method === "PATCH" ? {} : undefined,
        );
        expect(word.statusCode).toBe(400);
      }
    });

    it("deletes an unused code, and refuses to delete a used one", async () => {
      const unused = await create({ code: "SPARE", kind: "fixed", value: 10 });
      const gone = await call("DELETE", `/api/admin/discounts/${unused.id}`);
      expect(gone.statusCode, gone.body).toBe(204);
      expect((await call("GET", `/api/admin/discounts/${unused.id}`)).statusCode).toBe(404);

      const shirt = await createProduct(t, { salePrice: 500, stock: { M: 5 } });
      const used = await create(NOUR15);
      const order = await orderWith(shirt, "nour15");
      // Given back by a cancel, it was still used by an order: its figures keep it.
      await setStatus(order.id, "canceled");
      const kept = await call("DELETE", `/api/admin/discounts/${used.id}`);
      expect(kept.statusCode).toBe(400);
      expect(kept.json()).toEqual({
        error: "NOUR15 has been used by an order: it can only be deactivated",
        errorCode: "DISCOUNT_IN_USE",
      });
    });

    it("counts uses and figures by each order's outcome, as a recount of the orders says", async () => {
      const shirt = await createProduct(t, { salePrice: 333.33, stock: { M: 20 } });
      const code = await create(NOUR15);
      const other = await create({ code: "OTHER", kind: "fixed", value: 50 });
      const orders = [];
      for (let i = 0; i < 7; i++) orders.push(await orderWith(shirt, "NOUR15"));
      await orderWith(shirt, "other");
      const outcome = ["delivered", "delivered", "refused", "returned", "canceled", "shipped"];
      for (const [i, status] of outcome.entries()) await setStatus(orders[i]!.id, status);
      // The seventh stays pending.

      const recount = await t.app.db
        .selectFrom("orders")
        .select(["status", "total_price", "discount"])
        .where("discount_code", "=", "NOUR15")
        .execute();
      const delivered = recount.filter((o) => o.status === "delivered");
      const sum = (of: (o: (typeof recount)[number]) => number) =>
        delivered.reduce((s, o) => s + Number(of(o)), 0) / 100;
      // 333.33 at 15 % is 50.00 off (49.9995 rounded half up): 283.33 paid for the piece.
      expect(orders[0]).toMatchObject({ totalPrice: 283.33, discount: 50 });

      const read = (await call("GET", `/api/admin/discounts/${code.id}`)).json();
      expect(read.figures).toEqual({
        placed: recount.length,
        delivered: delivered.length,
        refused: 1,
        returned: 1,
        canceled: 1,
        deliveredSales: sum((o) => o.total_price),
        deliveredDiscount: sum((o) => o.discount),
      });
      expect(read.figures).toMatchObject({
        placed: 7,
        deliveredSales: 566.66,
        deliveredDiscount: 100,
      });
      // Shipped and pending hold theirs, delivered and returned keep theirs, the rest gave back.
      expect(read.uses).toEqual({ reserved: 2, consumed: 3, givenBack: 2 });
      expect(Number((await stored(code.id)).uses)).toBe(5);

      const list = (await call("GET", "/api/admin/discounts")).json();
      expect(list.find((d: { id: number }) => d.id === code.id)).toEqual(read);
      expect(list.find((d: { id: number }) => d.id === other.id).figures.placed).toBe(1);
    });

    it("exports each code and what it brought as CSV, a formula in a note made harmless", async () => {
      const shirt = await createProduct(t, { salePrice: 1000, stock: { M: 5 } });
      await create({ ...NOUR15, note: '=HYPERLINK("http://evil.example","Nour, paid")' });
      await create({ code: "FLAT-50", kind: "fixed", value: 50, active: false });
      const order = await orderWith(shirt, "NOUR15");
      await setStatus(order.id, "delivered");
      await setStatus((await orderWith(shirt, "NOUR15")).id, "refused");

      const r = await call("GET", "/api/admin/discounts.csv");
      expect(r.statusCode).toBe(200);
      expect(r.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(r.headers["content-disposition"]).toMatch(
        /^attachment; filename="discounts-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(r.body.split("\r\n")).toEqual([
        "\uFEFFCode,Kind,Value,Note,Active,Orders placed,Delivered,Refused,Returned,Canceled,Delivered sales (EGP),Delivered discount (EGP)",
        "FLAT-50,fixed,50.00,,no,0,0,0,0,0,0.00,0.00",
        `NOUR15,percent,15,"'=HYPERLINK(""http://evil.example"",""Nour, paid"")",yes,2,1,1,0,0,850.00,150.00`,
        "",
      ]);
    });

    const ROUTES: [Method, string, object?][] = [
      ["GET", "/api/admin/discounts"],
      ["GET", "/api/admin/discounts.csv"],
      ["POST", "/api/admin/discounts", NOUR15],
      ["GET", "/api/admin/discounts/1"],
      ["PATCH", "/api/admin/discounts/1", { active: false }],
      ["DELETE", "/api/admin/discounts/1"],
    ];
    it("answers 401 to a guest and 403 to a customer on every admin discount route", async () => {
      await create({ ...NOUR15 });
      const customer = await signupAndLogin(t, "customer@example.com");
      for (const [method, url, body] of ROUTES) {
        const route = `${method} ${url}`;
        expect((await call(method, url, body, "guest")).statusCode, route).toBe(401);
        const r = await call(method, url, body, customer);
        expect(r.statusCode, route).toBe(403);
        expect(r.json().errorCode, route).toBe("FORBIDDEN");
        // Nothing changed.
        const still = (await call("GET", "/api/admin/discounts/1")).json();
        expect(still, route).toMatchObject({ active: true });
      }
    });
  });
}
