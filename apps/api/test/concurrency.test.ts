import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, createSecondApp, createTestApp, signupAndLogin, type TestApp } from "./helpers";
import { createProduct, orderPayload, ownerToken, stockOf } from "./fixtures";

const BUYERS = 50;
const LAST_UNITS = 5;

// A crowd from one address, all with the same phone number: the order limits are raised here,
// in this test's own configuration, so what is tested is the stock, not the limits.
const CROWD = { ORDER_RATE_LIMIT: "1000", MAX_OPEN_ORDERS: "1000" };

/** Buyers as they arrive at checkout: two customers with accounts and one verified guest. */
async function buyers(t: TestApp): Promise<{ token?: string; email: string }[]> {
  const amira = await signupAndLogin(t, "amira@example.com");
  const omar = await signupAndLogin(t, "omar@example.com");
  // The guest verifies their e-mail the real way, on an order for something else.
  const socks = await createProduct(t, { title: "Silk Socks", stock: { S: 1 } });
  const held = await t.inject({
    method: "POST",
    url: "/api/orders",
    payload: orderPayload([{ productId: socks, S: 1 }], { customer_email: "guest@example.com" }),
  });
  expect(held.statusCode).toBe(409);
  const link = await t.waitForLink("guest@example.com", /Confirm/);
  expect(
    (await t.inject({ method: "GET", url: `/api/orders/verify-guest${new URL(link).search}` }))
      .statusCode,
  ).toBe(200);
  return [
    { token: amira, email: "amira@example.com" },
    { token: omar, email: "omar@example.com" },
    { email: "guest@example.com" },
  ];
}

async function soldUnits(t: TestApp, productId: number): Promise<number> {
  const rows = await t.app.db
    .selectFrom("order_lines")
    .select("quantity")
    .where("product_id", "=", productId)
    .execute();
  return rows.reduce((sum, r) => sum + r.quantity, 0);
}

/** Waits for the confirmation e-mails, so none is written after the test's directory is gone. */
async function confirmations(t: TestApp, n: number) {
  for (
    let i = 0;
    i < 100 && t.outbox().filter((m) => /order #\d+$/.test(m.subject)).length < n;
    i++
  ) {
    await new Promise((r) => setTimeout(r, 50));
  }
}

for (const dialect of DIALECTS) {
  describe(`selling the last units (${dialect})`, () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await createTestApp(dialect, CROWD);
    });
    afterEach(async () => t.close());

    it(`${BUYERS} simultaneous orders for the last ${LAST_UNITS} units: ${LAST_UNITS} placed, the rest refused, stock 0`, async () => {
      const people = await buyers(t);
      const dress = await createProduct(t, {
        title: "Silk Dress",
        stock: { S: 10, M: LAST_UNITS },
      });
      const answers = await Promise.all(
        Array.from({ length: BUYERS }, (_, i) => {
          const who = people[i % people.length]!;
          return t.inject({
            method: "POST",
            url: "/api/orders",
            payload: orderPayload([{ productId: dress, M: 1 }], { customer_email: who.email }),
            token: who.token,
          });
        }),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(LAST_UNITS);
      expect(codes.filter((c) => c === 422)).toHaveLength(BUYERS - LAST_UNITS);
      for (const r of answers.filter((a) => a.statusCode === 422)) {
        expect(r.json()).toEqual({
          error: "Only 0 left of Silk Dress in size M.",
          errorCode: "INSUFFICIENT_QUANTITY",
        });
      }
      expect(await stockOf(t, dress)).toEqual({ S: 10, M: 0, L: 0, XL: 0 });
      expect(await soldUnits(t, dress)).toBe(LAST_UNITS);
      await confirmations(t, LAST_UNITS + 1);
    });

    it("places a held guest order once when its link is opened many times at once", async () => {
      const coat = await createProduct(t, { title: "Wool Coat", stock: { L: 9 } });
      const held = await t.inject({
        method: "POST",
        url: "/api/orders",
        payload: orderPayload([{ productId: coat, L: 2 }], { customer_email: "hana@example.com" }),
      });
      expect(held.statusCode).toBe(409);
      const link = await t.waitForLink("hana@example.com", /Confirm/);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.inject({ method: "GET", url: `/api/orders/verify-guest${new URL(link).search}` }),
        ),
      );
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(9);
      expect(await stockOf(t, coat)).toMatchObject({ L: 7 });
      await confirmations(t, 1);
    });

    it("puts an order's units back once when it is canceled many times at once", async () => {
      const [amira] = await buyers(t);
      const admin = await ownerToken(t);
      const dress = await createProduct(t, { title: "Silk Dress", stock: { M: 4 } });
      const placed = await t.inject({
        method: "POST",
        url: "/api/orders",
        payload: orderPayload([{ productId: dress, M: 3 }], { customer_email: amira!.email }),
        token: amira!.token,
      });
      const id = placed.json().id as number;
      expect(await stockOf(t, dress)).toMatchObject({ M: 1 });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2
            ? t.inject({ method: "POST", url: `/api/orders/${id}/cancel`, token: amira!.token })
            : t.inject({
                method: "PATCH",
                url: `/api/orders/${id}/status`,
                payload: { status: i % 4 ? "canceled" : "returned" },
                token: admin,
              }),
        ),
      );
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(19);
      expect(await stockOf(t, dress)).toMatchObject({ M: 4 });
      await confirmations(t, 2);
    });
  });
}

describe.runIf(DIALECTS.includes("postgres"))(
  "selling the last units from two app processes (postgres)",
  () => {
    let t: TestApp;
    let second: FastifyInstance;
    beforeEach(async () => {
      t = await createTestApp("postgres", CROWD);
      second = await createSecondApp(t);
    });
    afterEach(async () => {
      await second.close();
      await t.close();
    });

    it(`${BUYERS} orders over real HTTP, split between two servers, each for two products listed in either order`, async () => {
      const people = await buyers(t);
      const dress = await createProduct(t, { title: "Silk Dress", stock: { M: LAST_UNITS } });
      const belt = await createProduct(t, { title: "Leather Belt", stock: { L: 40 } });
      const origins: string[] = [];
      for (const app of [t.app, second]) {
        await app.listen({ port: 0, host: "127.0.0.1" });
        const address = app.server.address();
        if (!address || typeof address === "string") throw new Error("no port");
        origins.push(`http://127.0.0.1:${address.port}`);
      }
      const answers = await Promise.all(
        Array.from({ length: BUYERS }, async (_, i) => {
          const who = people[i % people.length]!;
          // Half list the products one way, half the other: the server must not deadlock on them.
          const lines =
            i % 2
              ? [
                  { productId: dress, M: 1 },
                  { productId: belt, L: 1 },
                ]
              : [
                  { productId: belt, L: 1 },
                  { productId: dress, M: 1 },
                ];
          const response = await fetch(`${origins[i % origins.length]}/api/orders`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
            },
            body: JSON.stringify(orderPayload(lines, { customer_email: who.email })),
          });
          return {
            status: response.status,
            body: (await response.json()) as { errorCode?: string },
          };
        }),
      );
      const codes = answers.map((r) => r.status);
      expect(codes.filter((c) => c === 201)).toHaveLength(LAST_UNITS);
      expect(codes.filter((c) => c === 422)).toHaveLength(BUYERS - LAST_UNITS);
      expect(
        answers
          .filter((a) => a.status === 422)
          .every((a) => a.body.errorCode === "INSUFFICIENT_QUANTITY"),
      ).toBe(true);
      expect(await stockOf(t, dress)).toMatchObject({ M: 0 });
      // Every refused order was rolled back whole: the belt lost only the units of placed orders.
      expect(await stockOf(t, belt)).toMatchObject({ L: 40 - LAST_UNITS });
      expect(await soldUnits(t, dress)).toBe(LAST_UNITS);
      expect(await soldUnits(t, belt)).toBe(LAST_UNITS);
      await confirmations(t, LAST_UNITS + 1);
    });
  },
);
