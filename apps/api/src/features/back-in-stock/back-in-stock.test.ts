import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DIALECTS,
  createSecondApp,
  createTestApp,
  parseEml,
  signupAndLogin,
  type TestApp,
} from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken } from "../../../test/fixtures";
import { purgeExpired, STOCK_ALERT_DAYS } from "../../plugins/purge";
import { NOTIFY_PER_ADDRESS, NOTIFY_PER_EMAIL } from "./back-in-stock.routes";

/*
 * Issue 29, part 4 (docs/product.md#back-in-stock): a shopper waits for a sold-out size; the
 * stock change that brings it back mails her once, in its own transaction, with the piece's link
 * and a one-click unsubscribe.
 */

for (const dialect of DIALECTS) {
  describe(`back in stock (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    beforeEach(async () => {
      t = await createTestApp(dialect, { ORDER_RATE_LIMIT: "1000", MAX_OPEN_ORDERS: "1000" });
      admin = await ownerToken(t);
    });
    afterEach(async () => t.close());

    const notify = (productId: number, body: object, ip = "203.0.113.7") =>
      t.inject({
        method: "POST",
        url: `/api/products/${productId}/notify`,
        payload: body,
        remoteAddress: ip,
      });
    const setStock = (productId: number, size: string, quantity: number, app = t.app) =>
      app.inject({
        method: "PATCH",
        url: `/api/products/${productId}/quantity`,
        headers: { authorization: `Bearer ${admin}` },
        payload: { size, quantity },
      });
    /** Back-in-stock rows of the outbox, as written in the stock change's transaction. */
    const queued = () =>
      t.app.db
        .selectFrom("outbox")
        .select(["recipient", "subject", "text", "headers"])
        .where((eb) =>
          eb.or([
            eb("subject", "like", "Back in stock:%"),
            eb("subject", "like", "عاد إلى المخزون%"),
          ]),
        )
        .orderBy("id")
        .execute();
    /** The sent .eml files with their raw headers. */
    const sent = async () => {
      const dir = path.join(t.dataDir, "outbox");
      // The mailer's own pass may hold the row: wait for its file.
      for (let i = 0; i < 100; i++) {
        await t.app.mailer.deliverDue();
        if (fs.existsSync(dir) && fs.readdirSync(dir).some((f) => f.endsWith(".eml"))) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      return (
        fs
          .readdirSync(dir)
          .filter((f) => f.endsWith(".eml"))
          .sort()
          .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
          // Headers unfolded (RFC 5322 folds long ones onto indented lines).
          .map((raw) => ({ raw: raw.replace(/\r?\n[ \t]+/g, " "), ...parseEml(raw) }))
      );
    };
    const dress = () => createProduct(t, { title: "Silk Dress", stock: { S: 2, M: 0 } });

    it("answers 202 the same way twice, and mails once when the size comes back", async () => {
      const id = await dress();
      const first = await notify(id, { size: "M", email: "  Nour@Example.com " });
      const again = await notify(id, { size: "M", email: "nour@example.com" });
      expect(first.statusCode, first.body).toBe(202);
      expect(again.statusCode).toBe(202);
      expect(again.body).toBe(first.body);
      const rows = await t.app.db.selectFrom("stock_alerts").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: "nour@example.com", size: "M", color_id: 0 });

      expect((await setStock(id, "M", 3)).statusCode).toBe(200);
      const mails = await queued();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.recipient).toBe("nour@example.com");
      expect(mails[0]!.subject).toBe("Back in stock: Silk Dress, size M");

      const [mail] = await sent();
      expect(mail).toBeDefined();
      const [productLink, unsubscribeLink] = mail!.links;
      expect(productLink).toBe(`http://shop.test/product/${id}?size=M`);
      expect(unsubscribeLink).toMatch(
        /^http:\/\/shop\.test\/api\/stock-alerts\/unsubscribe\?token=[\w-]{43}&lang=en$/,
      );
      expect(mail!.raw).toMatch(
        new RegExp(`^List-Unsubscribe: +<${unsubscribeLink!.replace(/[?.]/g, "\\$&")}>$`, "m"),
      );
      expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      // The piece's link opens the piece the page reads the size from.
      const product = await t.inject({ method: "GET", url: `/api/products/${id}` });
      expect(product.statusCode).toBe(200);

      // She is no longer waiting: the next return to stock mails nobody.
      await setStock(id, "M", 0);
      await setStock(id, "M", 4);
      expect(await queued()).toHaveLength(1);
    });

    it("writes the mail in the language she signed up in", async () => {
      const id = await dress();
      await notify(id, { size: "M", email: "salma@example.com", locale: "ar" });
      await setStock(id, "M", 1);
      const [mail] = await queued();
      expect(mail!.subject).toBe("عاد إلى المخزون: Silk Dress، مقاس M");
      expect(mail!.text).toContain(`http://shop.test/ar/product/${id}?size=M`);
      expect(mail!.text).toContain("&lang=ar");
      expect(JSON.parse(mail!.headers!)).toMatchObject({
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
    });

    it("unsubscribes in one click: every wait of that address goes, and a GET only asks", async () => {
      const id = await dress();
      await notify(id, { size: "M", email: "nour@example.com" });
      await notify(id, { size: "L", email: "nour@example.com" });
      await notify(id, { size: "L", email: "hana@example.com" });
      await setStock(id, "M", 2);
      const [mail] = await sent();
      const link = new URL(mail!.links[1]!);
      const url = `${link.pathname}${link.search}`;

      const page = await t.inject({ method: "GET", url });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/text\/html/);
      expect(page.body).toContain("Stop back-in-stock e-mails?");
      expect(page.body).toContain("إيقاف رسائل العودة إلى المخزون؟");
      // Opening the page (a mail scanner's prefetch) unsubscribes nobody.
      expect(await t.app.db.selectFrom("stock_alerts").selectAll().execute()).toHaveLength(3);

      const oneClick = await t.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.statusCode).toBe(204);
      const left = await t.app.db.selectFrom("stock_alerts").select("email").execute();
      expect(left).toEqual([{ email: "hana@example.com" }]);
      // Again: the same answer, nothing else changes.
      const again = await t.inject({ method: "POST", url, headers: { accept: "text/html" } });
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain("You are unsubscribed");
      await setStock(id, "L", 2);
      expect((await queued()).map((m) => m.recipient).sort()).toEqual([
        "hana@example.com",
        "nour@example.com",
      ]);
    });

    it("a token that is not hers, or none, does nothing", async () => {
      const id = await dress();
      await notify(id, { size: "M", email: "nour@example.com" });
      for (const url of [
        "/api/stock-alerts/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        "/api/stock-alerts/unsubscribe?token=%27%20or%201%3D1--",
        "/api/stock-alerts/unsubscribe",
      ]) {
        const r = await t.inject({ method: "POST", url });
        expect(r.statusCode).toBe(204);
      }
      const page = await t.inject({
        method: "GET",
        url: "/api/stock-alerts/unsubscribe?token=%22%3E%3Cscript%3Ealert(1)%3C/script%3E",
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain("<script>");
      expect(await t.app.db.selectFrom("stock_alerts").selectAll().execute()).toHaveLength(1);
    });

    it("refuses an in-stock size, an unknown size, a bad e-mail and an unknown product", async () => {
      const id = await dress();
      const inStock = await notify(id, { size: "S", email: "nour@example.com" });
      expect(inStock.statusCode).toBe(400);
      expect(inStock.json().error).toMatch(/^size: /);
      const unknown = await notify(id, { size: "XXL", email: "nour@example.com" });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toMatch(/size/);
      const bad = await notify(id, { size: "M", email: "nour@" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/email/);
      const list = await notify(id, { size: "M", email: "a@b.eg,c@d.eg" });
      expect(list.statusCode).toBe(400);
      const extra = await notify(id, { size: "M", email: "nour@example.com", role: "admin" });
      expect(extra.statusCode).toBe(400);
      expect((await notify(id + 1000, { size: "M", email: "nour@example.com" })).statusCode).toBe(
        404,
      );
      expect(
        (await notify(id, { size: "M", email: "nour@example.com", color: 1 })).statusCode,
      ).toBe(400);
      expect(await t.app.db.selectFrom("stock_alerts").selectAll().execute()).toHaveLength(0);
    });

    it("refuses bidi controls and a 10 MB body cleanly", async () => {
      const id = await dress();
      const bidi = await notify(id, { size: "M", email: "nour\u202e@example.com" });
      expect(bidi.statusCode).toBe(400);
      const huge = await notify(id, { size: "M", email: `${"a".repeat(10 * 1024 * 1024)}@x.eg` });
      expect(huge.statusCode).toBe(413);
      const hugeForm = await t.inject({
        method: "POST",
        url: "/api/stock-alerts/unsubscribe?token=x",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "a".repeat(10 * 1024 * 1024),
      });
      expect(hugeForm.statusCode).toBe(413);
      const longToken = await t.inject({
        method: "POST",
        url: `/api/stock-alerts/unsubscribe?token=${"a".repeat(5000)}`,
      });
      expect(longToken.statusCode).toBe(400);
    });

    it("limits sign-ups per address and per e-mail (429 with Retry-After)", async () => {
      const id = await dress();
      for (let i = 0; i < NOTIFY_PER_ADDRESS.max; i++)
        expect(
          (await notify(id, { size: "M", email: `s${i}@example.com` }, "198.51.100.1")).statusCode,
        ).toBe(202);
      const crowd = await notify(id, { size: "M", email: "late@example.com" }, "198.51.100.1");
      expect(crowd.statusCode).toBe(429);
      expect(Number(crowd.headers["retry-after"])).toBeGreaterThan(0);
      expect(crowd.json().errorCode).toBe("TOO_MANY_REQUESTS");
      // Another address is not held up by that one.
      expect(
        (await notify(id, { size: "M", email: "late@example.com" }, "198.51.100.2")).statusCode,
      ).toBe(202);

      for (let i = 0; i < NOTIFY_PER_EMAIL.max - 1; i++)
        await notify(id, { size: "M", email: "late@example.com" }, `192.0.2.${i + 1}`);
      const spread = await notify(id, { size: "M", email: "LATE@example.com" }, "192.0.2.200");
      expect(spread.statusCode).toBe(429);
      expect(Number(spread.headers["retry-after"])).toBeGreaterThan(0);
    });

    describe("colours", () => {
      const addColor = async (productId: number, body: object) => {
        const r = await t.inject({
          method: "POST",
          url: `/api/products/${productId}/colors`,
          token: admin,
          payload: body,
        });
        expect(r.statusCode, r.body).toBe(201);
        return (r.json() as { id: number }).id;
      };
      const setColorStock = (productId: number, colorId: number, body: object) =>
        t.inject({
          method: "PATCH",
          url: `/api/products/${productId}/colors/${colorId}`,
          token: admin,
          payload: body,
        });

      it("needs the piece's own colour, waits per colour and size, and mails on a colour's restock", async () => {
        const shirt = await createProduct(t, { title: "Linen Shirt", stock: { M: 2 } });
        const sand = await addColor(shirt, { name: "Sand", nameAr: "رملي", hex: "#d8c3a5" });
        const navy = await addColor(shirt, { name: "Navy", hex: "#1f2a44", quantityL: 1 });
        const other = await createProduct(t, { title: "Scarf" });
        const otherColor = await addColor(other, { name: "Red", hex: "#aa0000" });

        const missing = await notify(shirt, { size: "M", email: "nour@example.com" });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().errorCode).toBe("COLOR_REQUIRED");
        const foreign = await notify(shirt, {
          size: "M",
          color: otherColor,
          email: "nour@example.com",
        });
        expect(foreign.statusCode).toBe(404);
        // Sand has M; Navy has L.
        expect(
          (await notify(shirt, { size: "M", color: sand, email: "nour@example.com" })).statusCode,
        ).toBe(400);
        expect(
          (await notify(shirt, { size: "L", color: navy, email: "nour@example.com" })).statusCode,
        ).toBe(400);
        expect(
          (await notify(shirt, { size: "M", color: navy, email: "nour@example.com", locale: "ar" }))
            .statusCode,
        ).toBe(202);
        expect(
          (await notify(shirt, { size: "L", color: sand, email: "hana@example.com" })).statusCode,
        ).toBe(202);

        const waiting = await t.inject({
          method: "GET",
          url: `/api/admin/stock-alerts?ids=${shirt},${other}`,
          token: admin,
        });
        expect(waiting.statusCode).toBe(200);
        expect(waiting.json()).toEqual(
          expect.arrayContaining([
            { productId: shirt, color: sand, size: "L", waiting: 1 },
            { productId: shirt, color: navy, size: "M", waiting: 1 },
          ]),
        );

        // Navy's M comes back: only Nour hears, with the colour in her link and her language.
        expect((await setColorStock(shirt, navy, { quantityM: 2 })).statusCode).toBe(200);
        const mails = await queued();
        expect(mails.map((m) => m.recipient)).toEqual(["nour@example.com"]);
        expect(mails[0]!.subject).toBe("عاد إلى المخزون: Linen Shirt — Navy، مقاس M");
        expect(mails[0]!.text).toContain(
          `http://shop.test/ar/product/${shirt}?color=${navy}&size=M`,
        );
      });

      it("a piece's first colour takes its waits; a deleted colour drops them", async () => {
        const shirt = await createProduct(t, { title: "Linen Shirt", stock: { S: 1 } });
        await notify(shirt, { size: "M", email: "nour@example.com" });
        const sand = await addColor(shirt, { name: "Sand", hex: "#d8c3a5" });
        const rows = await t.app.db.selectFrom("stock_alerts").select("color_id").execute();
        expect(rows).toEqual([{ color_id: sand }]);
        await t.inject({
          method: "DELETE",
          url: `/api/products/${shirt}/colors/${sand}`,
          token: admin,
        });
        expect(await t.app.db.selectFrom("stock_alerts").selectAll().execute()).toHaveLength(0);
      });
    });

    it("mails when a cancel puts the last units back", async () => {
      const id = await createProduct(t, { title: "Silk Dress", stock: { M: 1 } });
      const customer = await signupAndLogin(t, "buyer@example.com");
      const placed = await t.inject({
        method: "POST",
        url: "/api/orders",
        token: customer,
        payload: orderPayload([{ productId: id, M: 1 }], { customer_email: "buyer@example.com" }),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      expect((await notify(id, { size: "M", email: "nour@example.com" })).statusCode).toBe(202);
      const cancel = await t.inject({
        method: "PATCH",
        url: `/api/orders/${placed.json().id}/status`,
        token: admin,
        payload: { status: "canceled" },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect((await queued()).map((m) => m.recipient)).toEqual(["nour@example.com"]);
    });

    it("two simultaneous restocks, from two processes, mail once", async () => {
      const id = await dress();
      for (const email of ["nour@example.com", "hana@example.com"])
        await notify(id, { size: "M", email });
      const second = await createSecondApp(t);
      try {
        const answers = await Promise.all([
          setStock(id, "M", 3),
          setStock(id, "M", 5, second),
          setStock(id, "M", 2),
          setStock(id, "M", 4, second),
        ]);
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      } finally {
        await second.close();
      }
      expect((await queued()).map((m) => m.recipient).sort()).toEqual([
        "hana@example.com",
        "nour@example.com",
      ]);
    });

    it("forgets a mailed sign-up after STOCK_ALERT_DAYS, and its unsubscribe link with it", async () => {
      const id = await dress();
      await notify(id, { size: "M", email: "nour@example.com" });
      await notify(id, { size: "L", email: "nour@example.com" });
      await setStock(id, "M", 1);
      const later = new Date(Date.now() + (STOCK_ALERT_DAYS + 1) * 24 * 3_600_000);
      const purged = await purgeExpired(t.app.db, { attemptWindowMinutes: 15, now: later });
      expect(purged.stockAlerts).toBe(1);
      // Still waiting for L: kept.
      expect(await t.app.db.selectFrom("stock_alerts").select("size").execute()).toEqual([
        { size: "L" },
      ]);
    });

    it("a sign-up racing the restock is refused or mailed: nobody waits for a size in stock", async () => {
      const second = await createSecondApp(t);
      try {
        for (let round = 0; round < 4; round++) {
          const id = await dress();
          const email = `race${round}@example.com`;
          const [signUp] = await Promise.all([
            second.inject({
              method: "POST",
              url: `/api/products/${id}/notify`,
              payload: { size: "M", email },
            }),
            setStock(id, "M", 2),
          ]);
          const waiting = await t.app.db
            .selectFrom("stock_alerts")
            .selectAll()
            .where("product_id", "=", id)
            .where("notified_at", "is", null)
            .execute();
          expect(waiting).toEqual([]);
          const mailed = (await queued()).filter((m) => m.recipient === email);
          expect(mailed).toHaveLength(signUp.statusCode === 202 ? 1 : 0);
          if (signUp.statusCode !== 202) expect(signUp.statusCode).toBe(400);
        }
      } finally {
        await second.close();
      }
    });

    it("admins only see who waits", async () => {
      const id = await dress();
      const shopper = await signupAndLogin(t, "nour@example.com");
      const url = `/api/admin/stock-alerts?ids=${id}`;
      expect((await t.inject({ method: "GET", url })).statusCode).toBe(401);
      expect((await t.inject({ method: "GET", url, token: shopper })).statusCode).toBe(403);
      await notify(id, { size: "M", email: "a@example.com" });
      await notify(id, { size: "M", email: "b@example.com" });
      const r = await t.inject({ method: "GET", url, token: admin });
      expect(r.json()).toEqual([{ productId: id, color: null, size: "M", waiting: 2 }]);
      const bad = await t.inject({
        method: "GET",
        url: "/api/admin/stock-alerts?ids=1;2",
        token: admin,
      });
      expect(bad.statusCode).toBe(400);
    });
  });
}
