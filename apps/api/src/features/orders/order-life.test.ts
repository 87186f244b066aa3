import { afterEach, describe, expect, it } from "vitest";
import { BRAND } from "@atelier/shared/brand";
import { ORDER_TOKEN_HEADER, TRACK_ANSWER } from "@atelier/shared/orders";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken, stockOf } from "../../../test/fixtures";
import { freePort } from "../../../test/smtp";
import { createOrderLinks } from "./order-links";

const HOUR = 3_600_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR).toISOString();

const B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** The same 32 bytes spelled otherwise: the last of 43 characters has 2 bits nobody reads. */
const spareBitsChanged = (c: string) => B64URL[B64URL.indexOf(c) ^ 1]!;

/** The order's token as the e-mailed link carries it. */
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

for (const dialect of DIALECTS) {
  describe(`the order's life (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t.close());

    const get = (id: number, opts: { token?: string; link?: string } = {}) =>
      t.inject({
        method: "GET",
        url: `/api/orders/${id}`,
        token: opts.token,
        headers: opts.link === undefined ? {} : { [ORDER_TOKEN_HEADER]: opts.link },
      });
    const post = (url: string, opts: { token?: string; link?: string; payload?: object } = {}) =>
      t.inject({
        method: "POST",
        url,
        token: opts.token,
        payload: opts.payload,
        headers: opts.link === undefined ? {} : { [ORDER_TOKEN_HEADER]: opts.link },
      });
    const setStatus = async (id: number, status: string) =>
      t.inject({
        method: "PATCH",
        url: `/api/orders/${id}/status`,
        payload: { status },
        token: await ownerToken(t),
      });
    const outboxRows = () =>
      t.app.db.selectFrom("outbox").selectAll().orderBy("id", "asc").execute();
    const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]);
    /** The order-page link of the newest outbox mail to `to` whose subject matches. */
    async function mailLink(to: string, subject: RegExp): Promise<string> {
      const row = (await outboxRows())
        .reverse()
        .find((r) => r.recipient === to && subject.test(r.subject));
      if (!row) throw new Error(`no mail "${subject}" to ${to} in the outbox`);
      const link = linksIn(row.text).find((l) => l.includes("/orders/"));
      if (!link) throw new Error(`mail "${row.subject}" has no order link`);
      return link;
    }

    /** A verified guest (an earlier order confirmed their e-mail) places an order at once. */
    async function guestOrder(email = "guest@example.com", stock = 5, qty = 1) {
      await t.app.db
        .insertInto("verified_emails")
        .values({ email, verified_at: new Date().toISOString() })
        .onConflict((oc) => oc.column("email").doNothing())
        .execute();
      const shirt = await createProduct(t, { stock: { M: stock } });
      const r = await post("/api/orders", {
        payload: orderPayload([{ productId: shirt, M: qty }], { customer_email: email }),
      });
      expect(r.statusCode).toBe(201);
      return { shirt, id: r.json().id as number };
    }

    describe("signed order links", () => {
      it("open the order they were made for, for 90 days; never another, a forged or an expired one", async () => {
        t = await createTestApp(dialect);
        const first = await guestOrder();
        const second = await guestOrder();
        const link = await mailLink("guest@example.com", new RegExp(`order #${first.id}$`));
        expect(link).toMatch(new RegExp(`^http://shop\\.test/orders/${first.id}\\?token=`));
        const token = tokenOf(link);

        const page = await get(first.id, { link: token });
        expect(page.statusCode).toBe(200);
        expect(page.json()).toMatchObject({
          id: first.id,
          status: "pending",
          timeline: [{ step: "placed", at: expect.any(String) }],
        });

        const notFound = (id: number) => ({
          error: `Order ${id} was not found`,
          errorCode: "NOT_FOUND",
        });
        // By its number alone, with another order's token, or with a token changed anywhere.
        expect((await get(first.id)).json()).toEqual(notFound(first.id));
        const other = await get(second.id, { link: token });
        expect(other.statusCode).toBe(404);
        expect(other.json()).toEqual(notFound(second.id));
        const [expiry, mac] = token.split(".") as [string, string];
        const tampered = [
          `${Number(expiry) + 86_400}.${mac}`,
          // The last character differently, in its spare bits only, and in its meaning.
          `${expiry}.${mac.slice(0, -1)}${spareBitsChanged(mac.at(-1)!)}`,
          `${expiry}.${mac.slice(0, -1)}${mac.endsWith("Q") ? "g" : "Q"}`,
          `${expiry}.${mac.slice(0, 10)}${mac[10] === "x" ? "y" : "x"}${mac.slice(11)}`,
          `${expiry}.`,
          "",
          "x".repeat(5000),
          `${expiry}.${mac}.${mac}`,
        ];
        for (const forged of tampered.filter((f) => f !== token)) {
          const r = await get(first.id, { link: forged });
          expect(r.statusCode).toBe(404);
          expect(r.json()).toEqual(notFound(first.id));
        }
        // Signed with the store's key but expired: made 91 days ago.
        const links = await createOrderLinks(t.app.db, "http://shop.test").signer();
        const old = links.token(first.id, new Date(Date.now() - 91 * 24 * HOUR));
        expect((await get(first.id, { link: old })).statusCode).toBe(404);
        const recent = links.token(first.id, new Date(Date.now() - 89 * 24 * HOUR));
        expect((await get(first.id, { link: recent })).statusCode).toBe(200);
        // A shopper signed in as someone else does not see it without the link.
        const stranger = await signupAndLogin(t, "stranger@example.com");
        expect((await get(first.id, { token: stranger })).statusCode).toBe(404);
        expect((await get(first.id, { token: stranger, link: token })).statusCode).toBe(200);
      });

      it("are signed with one key that every process shares, made once", async () => {
        t = await createTestApp(dialect);
        const { id } = await guestOrder();
        const a = createOrderLinks(t.app.db, "http://shop.test");
        const b = createOrderLinks(t.app.db, "http://shop.test");
        const [sa, sb] = await Promise.all([a.signer(), b.signer()]);
        expect(sb.verify(id, sa.token(id))).toBe(true);
        const keys = await t.app.db.selectFrom("settings").selectAll().execute();
        expect(keys.map((k) => k.key)).toEqual(["order_link_key"]);
        expect(Buffer.from(keys[0]!.value, "base64url")).toHaveLength(32);
      });
    });

    describe("cancel and return by the shopper", () => {
      it("lets a guest cancel through the link within 24 hours, units back once", async () => {
        t = await createTestApp(dialect);
        const { shirt, id } = await guestOrder("guest@example.com", 5, 2);
        const token = tokenOf(await mailLink("guest@example.com", /order #\d+$/));
        expect((await post(`/api/orders/${id}/cancel`)).statusCode).toBe(404);
        const other = await guestOrder("other@example.com");
        expect((await post(`/api/orders/${other.id}/cancel`, { link: token })).statusCode).toBe(
          404,
        );

        await t.app.db
          .updateTable("orders")
          .set({ created_at: hoursAgo(24.1) })
          .where("id", "=", id)
          .execute();
        const late = await post(`/api/orders/${id}/cancel`, { link: token });
        expect(late.statusCode).toBe(400);
        expect(late.json().error).toBe(
          `Order ${id} can no longer be canceled: orders can be canceled within 24 hours.`,
        );
        await t.app.db
          .updateTable("orders")
          .set({ created_at: hoursAgo(23.9) })
          .where("id", "=", id)
          .execute();
        const ok = await post(`/api/orders/${id}/cancel`, { link: token });
        expect(ok.statusCode).toBe(200);
        expect(ok.json().status).toBe("canceled");
        expect(await stockOf(t, shirt)).toMatchObject({ M: 5 });
        const twice = await post(`/api/orders/${id}/cancel`, { link: token });
        expect(twice.statusCode).toBe(400);
        expect(twice.json().error).toBe(`Order ${id} has already been canceled.`);
        expect(await stockOf(t, shirt)).toMatchObject({ M: 5 });

        const events = await t.app.db
          .selectFrom("order_events")
          .select(["kind", "status", "actor", "actor_email"])
          .where("order_id", "=", id)
          .orderBy("id")
          .execute();
        expect(events).toEqual([
          {
            kind: "placed",
            status: "pending",
            actor: "customer",
            actor_email: "guest@example.com",
          },
          {
            kind: "status",
            status: "canceled",
            actor: "customer",
            actor_email: "guest@example.com",
          },
        ]);
        const mail = (await outboxRows()).find((r) => /canceled$/.test(r.subject))!;
        expect(mail.text).toContain("As you asked");
      });

      it("lets a guest request a return through the link; the admin's receipt puts units back once", async () => {
        t = await createTestApp(dialect);
        const { shirt, id } = await guestOrder("guest@example.com", 4, 2);
        const token = tokenOf(await mailLink("guest@example.com", /order #\d+$/));
        expect((await setStatus(id, "delivered")).statusCode).toBe(200);
        const ask = () =>
          post(`/api/orders/${id}/return`, { link: token, payload: { reason: "wrong_size" } });
        const r = await ask();
        expect(r.statusCode).toBe(200);
        expect(r.json()).toMatchObject({
          status: "delivered",
          returnRequest: { reason: "wrong_size", note: "" },
        });
        expect((await ask()).statusCode).toBe(400);
        expect(await stockOf(t, shirt)).toMatchObject({ M: 2 });
        const requested = await mailLink("guest@example.com", /return request received$/);
        expect((await get(id, { link: tokenOf(requested) })).statusCode).toBe(200);

        const admin = await ownerToken(t);
        expect((await post(`/api/orders/${id}/return`, { token: admin })).json().status).toBe(
          "returned",
        );
        expect(await stockOf(t, shirt)).toMatchObject({ M: 4 });
        expect((await setStatus(id, "returned")).statusCode).toBe(400);
        expect((await post(`/api/orders/${id}/return`, { token: admin })).statusCode).toBe(400);
        expect(await stockOf(t, shirt)).toMatchObject({ M: 4 });
        expect(await mailLink("guest@example.com", /has been returned$/)).toContain(
          `/orders/${id}?token=`,
        );
      });
      it("records one of many simultaneous return requests, and puts units back once", async () => {
        t = await createTestApp(dialect);
        const { shirt, id } = await guestOrder("guest@example.com", 6, 3);
        const token = tokenOf(await mailLink("guest@example.com", /order #\d+$/));
        await setStatus(id, "delivered");
        const asks = await Promise.all(
          Array.from({ length: 8 }, () =>
            post(`/api/orders/${id}/return`, { link: token, payload: { reason: "defective" } }),
          ),
        );
        expect(asks.map((r) => r.statusCode).sort()).toEqual([200, ...Array(7).fill(400)]);
        const requests = await t.app.db
          .selectFrom("order_events")
          .select("id")
          .where("order_id", "=", id)
          .where("kind", "=", "return_requested")
          .execute();
        expect(requests).toHaveLength(1);
        const admin = await ownerToken(t);
        const receipts = await Promise.all([
          post(`/api/orders/${id}/return`, { token: admin }),
          setStatus(id, "returned"),
          post(`/api/orders/${id}/cancel`, { token: admin }),
        ]);
        expect(receipts.filter((r) => r.statusCode === 200)).toHaveLength(1);
        expect(await stockOf(t, shirt)).toMatchObject({ M: 6 });
      });
    });

    describe("status e-mails", () => {
      it("go out for each change with a link that opens the order; none for refused", async () => {
        t = await createTestApp(dialect);
        const { id } = await guestOrder();
        const steps: [string, RegExp, string][] = [
          ["processing", /is being prepared$/, "We are preparing your order"],
          ["shipped", /has shipped$/, "Your order is on its way"],
          ["delivered", /has been delivered$/, "Your order has been delivered"],
        ];
        for (const [status, subject, heading] of steps) {
          expect((await setStatus(id, status)).statusCode).toBe(200);
          const row = (await outboxRows()).at(-1)!;
          expect(row.recipient).toBe("guest@example.com");
          expect(row.subject).toMatch(subject);
          expect(row.subject).toContain(`${BRAND.name} order #${id}`);
          expect(row.text).toContain(heading);
          expect(row.html).toContain(heading);
          expect(row.html).toContain(`/orders/${id}?token=`);
          const link = await mailLink("guest@example.com", subject);
          const page = await get(id, { link: tokenOf(link) });
          expect(page.statusCode).toBe(200);
          expect(page.json().status).toBe(status);
        }
        // The same status again: no change, no mail.
        const count = (await outboxRows()).length;
        await setStatus(id, "delivered");
        expect(await outboxRows()).toHaveLength(count);
        const page = (
          await get(id, { link: tokenOf(await mailLink("guest@example.com", /./)) })
        ).json();
        expect(page.timeline.map((s: { step: string }) => s.step)).toEqual([
          "placed",
          "processing",
          "shipped",
          "delivered",
        ]);
        const times = page.timeline.map((s: { at: string }) => Date.parse(s.at));
        expect([...times].sort((a, b) => a - b)).toEqual(times);

        const refused = await guestOrder("door@example.com");
        const before = (await outboxRows()).length;
        expect((await setStatus(refused.id, "refused")).statusCode).toBe(200);
        expect(await outboxRows()).toHaveLength(before);

        const canceled = await guestOrder("store@example.com");
        await setStatus(canceled.id, "canceled");
        const mail = (await outboxRows()).at(-1)!;
        expect(mail.recipient).toBe("store@example.com");
        expect(mail.text).toContain("we had to cancel");
      });

      it("an admin's change answers while SMTP is down; the mail waits in the outbox", async () => {
        const port = await freePort();
        t = await createTestApp(dialect, { SMTP_URL: `smtp://shop:secret@127.0.0.1:${port}` });
        const { id } = await guestOrder();
        const r = await setStatus(id, "shipped");
        expect(r.statusCode).toBe(200);
        expect(r.json().status).toBe("shipped");
        const shipped = (await outboxRows()).find((m) => /has shipped$/.test(m.subject))!;
        expect(shipped.sent_at).toBeNull();
        expect(shipped.recipient).toBe("guest@example.com");
      });
    });

    describe("track an order", () => {
      it("answers the same for a match and a mismatch; only a match is mailed, at most 3 an hour", async () => {
        t = await createTestApp(dialect);
        const { id } = await guestOrder("Guest@Example.com".toLowerCase());
        const track = (payload: object) => post("/api/orders/track", { payload });
        const tracking = async () =>
          (await outboxRows()).filter((r) => r.subject.startsWith("Track your"));

        const wrong = [
          { orderId: id, email: "someone@example.com" },
          { orderId: id + 1000, email: "guest@example.com" },
        ];
        for (const body of wrong) {
          const r = await track(body);
          expect(r.statusCode).toBe(200);
          expect(r.json()).toEqual({ message: TRACK_ANSWER });
        }
        expect(await tracking()).toHaveLength(0);

        const r = await track({ orderId: String(id), email: " GUEST@example.COM " });
        expect(r.statusCode).toBe(200);
        expect(r.json()).toEqual({ message: TRACK_ANSWER });
        const mails = await tracking();
        expect(mails).toHaveLength(1);
        expect(mails[0]!.recipient).toBe("guest@example.com");
        const link = linksIn(mails[0]!.text).find((l) => l.includes("/orders/"))!;
        expect((await get(id, { link: tokenOf(link) })).statusCode).toBe(200);

        for (let i = 0; i < 4; i++)
          expect((await track({ orderId: id, email: "guest@example.com" })).json()).toEqual({
            message: TRACK_ANSWER,
          });
        expect(await tracking()).toHaveLength(3);
        // An hour later the cap is free again (the stored time moved back).
        await t.app.db
          .updateTable("outbox")
          .set({ created_at: hoursAgo(1.1) })
          .execute();
        await track({ orderId: id, email: "guest@example.com" });
        expect(await tracking()).toHaveLength(4);
      });

      it("is rate limited per client address", async () => {
        t = await createTestApp(dialect);
        const codes: number[] = [];
        for (let i = 0; i < 12; i++)
          codes.push(
            (await post("/api/orders/track", { payload: { orderId: 1, email: "a@example.com" } }))
              .statusCode,
          );
        expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
        expect(codes.slice(10)).toEqual([429, 429]);
      });

      it("refuses bad input, a 10 MB body included, with a clear 4xx", async () => {
        t = await createTestApp(dialect);
        const track = (payload: object) => post("/api/orders/track", { payload });
        expect((await track({ orderId: "abc", email: "guest@example.com" })).statusCode).toBe(400);
        expect((await track({ orderId: 1 })).statusCode).toBe(400);
        expect((await track({ orderId: 1, email: "x".repeat(300) })).statusCode).toBe(400);
        expect((await track({ orderId: 1, email: "a@b.co", extra: 1 })).statusCode).toBe(400);
        const big = { orderId: 1, email: "x".repeat(10 * 1024 * 1024) };
        const r = await post("/api/orders/track", { payload: big });
        expect([400, 413]).toContain(r.statusCode);
        expect(r.json().error).toEqual(expect.any(String));
        const ret = await post("/api/orders/1/return", {
          payload: { reason: "defective", note: "x".repeat(10 * 1024 * 1024) },
        });
        expect([400, 413]).toContain(ret.statusCode);
      });
    });

    describe("my orders", () => {
      it("pages newest first by id, never repeating or missing one, with X-Total-Count", async () => {
        t = await createTestApp(dialect);
        const me = await signupAndLogin(t, "nour@example.com");
        const other = await signupAndLogin(t, "karim@example.com");
        const shirt = await createProduct(t, { stock: { M: 50 } });
        const ids: number[] = [];
        for (let i = 0; i < 7; i++) {
          const r = await post("/api/orders", {
            token: me,
            payload: orderPayload([{ productId: shirt, M: 1 }]),
          });
          ids.push(r.json().id);
          // Orders are confirmed as they come, so the open-orders limit does not stop the test.
          await setStatus(r.json().id, "processing");
        }
        await post("/api/orders", {
          token: other,
          payload: orderPayload([{ productId: shirt, M: 1 }], {
            customer_email: "karim@example.com",
          }),
        });
        // Placed in the same millisecond or with the clock set back: the id still orders them.
        await t.app.db
          .updateTable("orders")
          .set({ created_at: "2026-01-01T00:00:00.000Z" })
          .execute();

        const seen: number[] = [];
        let before: number | undefined;
        for (;;) {
          const r = await t.inject({
            method: "GET",
            url: `/api/orders?limit=3${before ? `&before=${before}` : ""}`,
            token: me,
          });
          expect(r.statusCode).toBe(200);
          expect(r.headers["x-total-count"]).toBe("7");
          const page = (r.json() as { id: number }[]).map((o) => o.id);
          if (page.length === 0) break;
          seen.push(...page);
          before = page.at(-1);
        }
        expect(seen).toEqual([...ids].reverse());
        const all = await t.inject({ method: "GET", url: "/api/orders", token: me });
        expect(all.json().map((o: { id: number }) => o.id)).toEqual([...ids].reverse());
        for (const bad of ["limit=0", "limit=101", "limit=abc", "before=-1", "before=1.5"])
          expect(
            (await t.inject({ method: "GET", url: `/api/orders?${bad}`, token: me })).statusCode,
          ).toBe(400);
        expect((await t.inject({ method: "GET", url: "/api/orders" })).statusCode).toBe(401);
      });
    });

    it("mails the order confirmation with a link that opens the order", async () => {
      t = await createTestApp(dialect);
      const { id } = await guestOrder();
      const mail = (await outboxRows()).find((r) => r.subject.endsWith(`order #${id}`))!;
      const link = linksIn(mail.text).find((l) => l.includes("/orders/"))!;
      expect(mail.html).toContain(link.replace(/&/g, "&amp;"));
      expect((await get(id, { link: tokenOf(link) })).json().id).toBe(id);
    });
  });
}
