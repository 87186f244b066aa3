import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import {
  DIALECTS,
  createSecondApp,
  createTestApp,
  inOneWindow,
  signupAndLogin,
  type TestApp,
} from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken, stockOf } from "../../../test/fixtures";

/*
 * The attacks of issue 12 on orders, each tried through HTTP: hoarding stock with big or many
 * orders, flooding the endpoint, using the store to mail strangers, and the inputs that used to
 * answer 500.
 */

const TOO_MANY_OPEN = {
  error:
    "You already have orders waiting for our confirmation. Please wait until we confirm them, or contact the store.",
  errorCode: "TOO_MANY_OPEN_ORDERS",
};

/** Listens on a free port; answers its origin. */
async function origin(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return `http://127.0.0.1:${address.port}`;
}

async function postOrder(base: string, payload: object, token?: string) {
  const r = await fetch(`${base}/api/orders`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(payload),
  });
  return { status: r.status, body: (await r.json()) as { errorCode?: string; error?: string } };
}

/** The outbox's raw messages, quoted-printable undone: headers, text and HTML parts. */
function rawMails(t: TestApp): string[] {
  const dir = path.join(t.dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) =>
      fs
        .readFileSync(path.join(dir, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    );
}

async function settle(t: TestApp, n: number) {
  for (let i = 0; i < 100 && t.outbox().length < n; i++)
    await new Promise((r) => setTimeout(r, 50));
}

const statuses = (codes: number[]) =>
  codes.reduce<Record<number, number>>((m, c) => ({ ...m, [c]: (m[c] ?? 0) + 1 }), {});

for (const dialect of DIALECTS) {
  describe(`order limits (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t?.close());

    const place = (payload: object, token?: string, remoteAddress?: string) =>
      t.inject({ method: "POST", url: "/api/orders", payload, token, remoteAddress });
    const orderCount = async () =>
      (await t.app.db.selectFrom("orders").select("id").execute()).length;

    describe("hoarding stock", () => {
      it("refuses more than 10 of one size or 20 in all in one order, signed in or as a guest", async () => {
        t = await createTestApp(dialect);
        const customer = await signupAndLogin(t, "nour@example.com");
        const shirt = await createProduct(t, { stock: { S: 50, M: 50, L: 50 } });
        const coat = await createProduct(t, { title: "Wool Coat", stock: { M: 50 } });

        const line = await place(orderPayload([{ productId: shirt, M: 11 }]), customer);
        expect(line.statusCode).toBe(400);
        expect(line.json()).toEqual({
          error: "At most 10 of one size per order.",
          errorCode: "BAD_REQUEST",
        });
        // The same size listed twice is one line.
        const split = await place(
          orderPayload([
            { productId: shirt, M: 6 },
            { productId: shirt, M: 6 },
          ]),
          customer,
        );
        expect(split.json().error).toBe("At most 10 of one size per order.");
        const all = await place(
          orderPayload([
            { productId: shirt, S: 10, M: 10 },
            { productId: coat, M: 1 },
          ]),
          customer,
        );
        expect(all.statusCode).toBe(400);
        expect(all.json().error).toBe("At most 20 pieces per order.");
        const guest = await place(
          orderPayload([{ productId: shirt, L: 11 }], { customer_email: "guest@example.com" }),
        );
        expect(guest.statusCode).toBe(400);
        expect(guest.json().error).toBe("At most 10 of one size per order.");
        expect(await orderCount()).toBe(0);
        expect(await stockOf(t, shirt)).toMatchObject({ S: 50, M: 50, L: 50 });
        expect(t.outbox()).toHaveLength(0);

        const most = await place(
          orderPayload([
            { productId: shirt, S: 10, M: 9 },
            { productId: coat, M: 1 },
          ]),
          customer,
        );
        expect(most.statusCode).toBe(201);
        await settle(t, 1);
      });

      it("enforces the configured unit limits", async () => {
        t = await createTestApp(dialect, { MAX_UNITS_PER_LINE: "2", MAX_UNITS_PER_ORDER: "3" });
        const customer = await signupAndLogin(t, "nour@example.com");
        const shirt = await createProduct(t, { stock: { S: 9, M: 9 } });
        expect(
          (await place(orderPayload([{ productId: shirt, M: 3 }]), customer)).json().error,
        ).toBe("At most 2 of one size per order.");
        expect(
          (await place(orderPayload([{ productId: shirt, S: 2, M: 2 }]), customer)).json().error,
        ).toBe("At most 3 pieces per order.");
        expect(
          (await place(orderPayload([{ productId: shirt, S: 1, M: 2 }]), customer)).statusCode,
        ).toBe(201);
        await settle(t, 1);
      });

      it("keeps 3 orders pending per account, e-mail and phone number, whatever its spelling, until one is moved on", async () => {
        t = await createTestApp(dialect);
        const nour = await signupAndLogin(t, "nour@example.com");
        const other = await signupAndLogin(t, "second.account@example.com");
        const admin = await ownerToken(t);
        const shirt = await createProduct(t, { stock: { M: 50 } });
        const one = [{ productId: shirt, M: 1 }];
        const ids: number[] = [];
        for (let i = 0; i < 3; i++) {
          const r = await place(orderPayload(one), nour);
          expect(r.statusCode).toBe(201);
          ids.push(r.json().id);
        }
        const fourth = await place(orderPayload(one), nour);
        expect(fourth.statusCode).toBe(429);
        expect(fourth.json()).toEqual(TOO_MANY_OPEN);

        // The same phone, spelt otherwise, from another account with another e-mail.
        for (const phone of ["+20 10 1234 5678", "+201012345678", "01012345678"]) {
          const r = await place(
            orderPayload(one, {
              customer_email: "second.account@example.com",
              customer_number: phone,
            }),
            other,
          );
          expect(r.statusCode, phone).toBe(429);
          expect(r.json().errorCode).toBe("TOO_MANY_OPEN_ORDERS");
        }
        // The same account with another phone number.
        expect(
          (await place(orderPayload(one, { customer_number: "01198765432" }), nour)).statusCode,
        ).toBe(429);
        // The same e-mail as a verified guest with another phone.
        await t.app.db
          .insertInto("verified_emails")
          .values({ email: "nour@example.com", verified_at: new Date().toISOString() })
          .execute();
        expect(
          (await place(orderPayload(one, { customer_number: "01198765432" }))).statusCode,
        ).toBe(429);
        expect(await orderCount()).toBe(3);
        expect(await stockOf(t, shirt)).toMatchObject({ M: 47 });

        // Someone else entirely is not held back.
        expect(
          (
            await place(
              orderPayload(one, {
                customer_email: "second.account@example.com",
                customer_number: "01198765432",
              }),
              other,
            )
          ).statusCode,
        ).toBe(201);

        // Once the store confirms one, its slot is free again.
        const moved = await t.inject({
          method: "PATCH",
          url: `/api/orders/${ids[0]}/status`,
          payload: { status: "processing" },
          token: admin,
        });
        expect(moved.statusCode).toBe(200);
        expect((await place(orderPayload(one), nour)).statusCode).toBe(201);
        expect((await place(orderPayload(one), nour)).statusCode).toBe(429);
        await settle(t, 5);
      });

      it("counts a held guest order when its link places it", async () => {
        t = await createTestApp(dialect);
        const nour = await signupAndLogin(t, "nour@example.com");
        const shirt = await createProduct(t, { stock: { M: 50 } });
        const one = [{ productId: shirt, M: 1 }];
        const held = await place(orderPayload(one, { customer_email: "guest@example.com" }));
        expect(held.statusCode).toBe(409);
        const link = await t.waitForLink("guest@example.com", /Confirm/);
        // Meanwhile the same phone fills its three slots.
        for (let i = 0; i < 3; i++)
          expect((await place(orderPayload(one), nour)).statusCode).toBe(201);
        const r = await t.inject({
          method: "GET",
          url: `/api/orders/verify-guest${new URL(link).search}`,
        });
        expect(r.statusCode).toBe(429);
        expect(r.json()).toEqual({
          error: `Your email is verified, but your order could not be placed: ${TOO_MANY_OPEN.error}`,
          errorCode: "TOO_MANY_OPEN_ORDERS",
        });
        expect(await orderCount()).toBe(3);
        expect(await stockOf(t, shirt)).toMatchObject({ M: 47 });
        await settle(t, 4);
      });

      it("lets 3 of 12 simultaneous orders from one customer through, no more", async () => {
        t = await createTestApp(dialect);
        const nour = await signupAndLogin(t, "nour@example.com");
        const shirt = await createProduct(t, { stock: { M: 50 } });
        const answers = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            place(
              orderPayload([{ productId: shirt, M: 1 }], {
                customer_number: i % 2 ? "+20 101 234 5678" : "010 1234 5678",
              }),
              nour,
            ),
          ),
        );
        expect(statuses(answers.map((a) => a.statusCode))).toEqual({ 201: 3, 429: 9 });
        expect(await orderCount()).toBe(3);
        expect(await stockOf(t, shirt)).toMatchObject({ M: 47 });
        await settle(t, 3);
      });

      it("limits POST /api/orders per client address and per account", async () => {
        // Open orders are not what this tests.
        t = await createTestApp(dialect, { ORDER_RATE_LIMIT: "3", MAX_OPEN_ORDERS: "10" });
        const nour = await signupAndLogin(t, "nour@example.com");
        const shirt = await createProduct(t, { stock: { M: 50 } });
        const bad = { products: [] };
        // Per address: even refused orders count, so a script cannot probe the endpoint.
        await inOneWindow();
        for (let i = 0; i < 3; i++)
          expect((await place(bad, undefined, "203.0.113.1")).statusCode).toBe(400);
        const limited = await place(bad, undefined, "203.0.113.1");
        expect(limited.statusCode).toBe(429);
        expect(limited.json().errorCode).toBe("TOO_MANY_REQUESTS");
        expect((await place(bad, undefined, "203.0.113.2")).statusCode).toBe(400);

        // Per account: one session from ever new addresses.
        const one = orderPayload([{ productId: shirt, M: 1 }]);
        await inOneWindow();
        const fromAddresses = [];
        for (let i = 0; i < 3; i++)
          fromAddresses.push((await place(one, nour, `198.51.100.${i + 1}`)).statusCode);
        expect(fromAddresses).toEqual([201, 201, 201]);
        const fourth = await place(one, nour, "198.51.100.9");
        expect(fourth.statusCode).toBe(429);
        expect(fourth.json()).toEqual({
          error: "Too many orders from this account. Please wait a minute and try again.",
          errorCode: "TOO_MANY_REQUESTS",
        });
        await settle(t, 3);
      });
    });

    describe("mail cannot be used to spam", () => {
      it("sends at most 5 verification e-mails to one address, even for 40 simultaneous guest orders", async () => {
        t = await createTestApp(dialect, { ORDER_RATE_LIMIT: "1000" });
        const shirt = await createProduct(t, { stock: { M: 50 } });
        const answers = await Promise.all(
          Array.from({ length: 40 }, () =>
            place(
              orderPayload([{ productId: shirt, M: 1 }], { customer_email: "victim@example.com" }),
            ),
          ),
        );
        expect(statuses(answers.map((a) => a.statusCode))).toEqual({ 409: 5, 429: 35 });
        await settle(t, 5);
        await new Promise((r) => setTimeout(r, 200));
        expect(t.outbox().filter((m) => m.to.includes("victim@example.com"))).toHaveLength(5);
        const held = await t.app.db.selectFrom("guest_verifications").select("email").execute();
        expect(held).toHaveLength(5);
      });

      it("refuses a signed-in order for someone else's e-mail, and mails nobody", async () => {
        t = await createTestApp(dialect);
        const nour = await signupAndLogin(t, "nour@example.com");
        const shirt = await createProduct(t, { stock: { M: 5 } });
        const r = await place(
          orderPayload([{ productId: shirt, M: 1 }], { customer_email: "victim@example.com" }),
          nour,
        );
        expect(r.statusCode).toBe(400);
        expect(r.json()).toEqual({
          error:
            "You are signed in as nour@example.com: orders on this account use that e-mail address. Sign out to order as a guest with another address.",
          errorCode: "BAD_REQUEST",
        });
        expect(await orderCount()).toBe(0);
        // Its own address in another case is its own.
        const own = await place(
          orderPayload([{ productId: shirt, M: 1 }], { customer_email: "NOUR@example.COM" }),
          nour,
        );
        expect(own.statusCode).toBe(201);
        await settle(t, 1);
        await new Promise((r) => setTimeout(r, 100));
        expect(t.outbox().map((m) => m.to)).toEqual([expect.stringContaining("nour@example.com")]);
      });

      it("escapes and shortens what shoppers and titles put in e-mails", async () => {
        t = await createTestApp(dialect);
        const shirt = await createProduct(t, {
          title: `<img src=x onerror=alert(1)> "Shirt" & ${"Long ".repeat(30)}`,
          stock: { M: 5 },
        });
        const street = `<b>12</b> Road 9\r\nBcc: everyone@example.com\n${"x".repeat(400)}`;
        const r = await place(
          orderPayload([{ productId: shirt, M: 1 }], {
            customer_email: "guest@example.com",
            shippingAddress: {
              address: street,
              floor: "3",
              apartment: "7",
              city: "Al-Maadi",
              governorate: "Cairo",
            },
          }),
        );
        expect(r.statusCode).toBe(409);
        await settle(t, 1);
        const [raw] = rawMails(t);
        expect(raw).toBeDefined();
        const headers = raw!.split(/\r?\n\r?\n/)[0]!;
        // Plain text may show the characters as typed; the HTML part never.
        const html = raw!.split(/Content-Type: text\/html/i)[1]!;
        expect(headers).not.toMatch(/^Bcc:/im);
        expect(raw).not.toMatch(/^Bcc:/im);
        expect(html).not.toContain("<img src=x");
        expect(html).not.toContain("<b>12</b>");
        expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &quot;Shirt&quot; &amp; Long");
        const mail = t.outbox()[0]!;
        // parseEml reads bytes as characters: back to UTF-8 to count characters.
        const utf8 = Buffer.from(mail.text, "latin1").toString("utf8");
        // Nothing is proved yet: the verification mail names only the city (issue 26).
        expect(utf8).toContain("Deliver to: Al-Maadi, Cairo\n");
        const item = utf8.split("\n").find((l) => l.includes("(M) x1"))!;
        expect(item.length).toBeLessThan(120);
        // Once the link is opened, the confirmation shows the typed address: escaped, flattened
        // and shortened.
        const link = await t.waitForLink("guest@example.com", /Confirm/);
        const opened = await t.inject({
          method: "GET",
          url: `/api/orders/verify-guest${new URL(link).search}`,
        });
        expect(opened.statusCode).toBe(200);
        await settle(t, 2);
        const confirmation = rawMails(t).find((m) => /^Subject: .*order #/im.test(m))!;
        expect(confirmation.split(/\r?\n\r?\n/)[0]).not.toMatch(/^Bcc:/im);
        expect(confirmation).toContain("&lt;b&gt;12&lt;/b&gt; Road 9 Bcc: everyone@example.com");
        const text = Buffer.from(t.outbox()[1]!.text, "latin1").toString("utf8");
        const deliver = text.split("\n").find((l) => l.startsWith("Deliver to: "))!;
        expect(deliver.length).toBeLessThanOrEqual("Deliver to: ".length + 300);
        expect(deliver).toMatch(/…$/);
      });
    });

    describe("inputs that used to answer 500", () => {
      it("places and reads back an order of 10 pieces at 9,999,999.99 EGP", async () => {
        t = await createTestApp(dialect);
        const nour = await signupAndLogin(t, "nour@example.com");
        const admin = await ownerToken(t);
        const gown = await createProduct(t, {
          title: "Couture Gown",
          salePrice: 9_999_999.99,
          stock: { M: 10 },
        });
        const r = await place(orderPayload([{ productId: gown, M: 10 }]), nour);
        expect(r.statusCode, r.body).toBe(201);
        expect(r.json()).toMatchObject({ totalPrice: 99_999_999.9, shipping: 70 });
        const back = await t.inject({
          method: "GET",
          url: `/api/orders/${r.json().id}`,
          token: nour,
        });
        expect(back.json()).toMatchObject({
          totalPrice: 99_999_999.9,
          lines: [expect.objectContaining({ unitPrice: 9_999_999.99, quantity: 10 })],
        });
        const stats = await t.inject({ method: "GET", url: "/api/admin/dashboard", token: admin });
        expect(stats.json().totalSales).toBe(99_999_999.9);
        await settle(t, 1);
      });

      it("answers 400 for an e-mail that grows past 254 characters when lower-cased", async () => {
        t = await createTestApp(dialect);
        const shirt = await createProduct(t, { stock: { M: 5 } });
        // 137 characters as sent, 262 once "İ" becomes "i̇".
        const email = `${"İ".repeat(125)}@example.com`;
        expect(email.length).toBeLessThanOrEqual(254);
        expect(email.toLowerCase().length).toBeGreaterThan(254);
        for (const [url, payload] of [
          ["/api/auth/signup", { email, password: "Sunrise2026" }],
          ["/api/auth/login", { email, password: "Sunrise2026" }],
          ["/api/auth/forgot-password", { email }],
        ] as const) {
          const r = await t.inject({ method: "POST", url, payload });
          expect(r.statusCode, url).toBe(400);
          expect(r.json().error, url).toMatch(/email is too long/);
        }
        const order = await place(
          orderPayload([{ productId: shirt, M: 1 }], { customer_email: email }),
        );
        expect(order.statusCode).toBe(400);
        expect(order.json().error).toMatch(/customer_email is too long/);
        expect(await orderCount()).toBe(0);
      });

      it("wants a one-line address to name Cairo or Giza and one of its cities", async () => {
        t = await createTestApp(dialect);
        const nour = await signupAndLogin(t, "nour@example.com");
        const shirt = await createProduct(t, { stock: { M: 5 } });
        const bare = (addressDetails: string) => {
          const { shippingAddress: _drop, ...payload } = orderPayload(
            [{ productId: shirt, M: 1 }],
            { addressDetails },
          );
          return place(payload, nour);
        };
        for (const text of ["somewhere", "12 Fouad St, Smouha, Alexandria", "Agouza, Cairo"]) {
          const r = await bare(text);
          expect(r.statusCode, text).toBe(400);
          expect(r.json().error, text).toBe(
            "addressDetails must name Cairo or Giza and one of its cities",
          );
        }
        expect(await orderCount()).toBe(0);
        expect((await bare("5 Nile St, agouza, giza")).statusCode).toBe(201);
        await settle(t, 1);
      });
    });
  });
}

describe.runIf(DIALECTS.includes("postgres"))(
  "order limits from two app processes (postgres)",
  () => {
    let t: TestApp;
    let second: FastifyInstance;
    afterEach(async () => {
      await second?.close();
      await t?.close();
    });

    it("lets 3 of 16 orders from one customer through, split between two servers", async () => {
      t = await createTestApp("postgres");
      second = await createSecondApp(t);
      const nour = await signupAndLogin(t, "nour@example.com");
      const shirt = await createProduct(t, { stock: { M: 50 } });
      const bases = [await origin(t.app), await origin(second)];
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          postOrder(
            bases[i % 2]!,
            orderPayload([{ productId: shirt, M: 1 }], {
              customer_number: i % 3 ? "+201012345678" : "010 1234 5678",
            }),
            nour,
          ),
        ),
      );
      expect(statuses(answers.map((a) => a.status))).toEqual({ 201: 3, 429: 13 });
      expect(
        answers
          .filter((a) => a.status === 429)
          .every((a) => a.body.errorCode === "TOO_MANY_OPEN_ORDERS"),
      ).toBe(true);
      expect(await stockOf(t, shirt)).toMatchObject({ M: 47 });
      await settle(t, 3);
    });

    it("sends at most 5 verification e-mails for 40 guest orders split between two servers", async () => {
      t = await createTestApp("postgres", { ORDER_RATE_LIMIT: "1000" });
      second = await createSecondApp(t);
      const shirt = await createProduct(t, { stock: { M: 50 } });
      const bases = [await origin(t.app), await origin(second)];
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          postOrder(
            bases[i % 2]!,
            orderPayload([{ productId: shirt, M: 1 }], { customer_email: "victim@example.com" }),
          ),
        ),
      );
      expect(statuses(answers.map((a) => a.status))).toEqual({ 409: 5, 429: 35 });
      await settle(t, 5);
      await new Promise((r) => setTimeout(r, 200));
      expect(t.outbox()).toHaveLength(5);
    });
  },
);
