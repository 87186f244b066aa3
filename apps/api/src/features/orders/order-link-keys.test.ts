import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { ORDER_LINK_DAYS, ORDER_TOKEN_HEADER } from "@atelier/shared/orders";
import {
  DIALECTS,
  createSecondApp,
  createTestApp,
  signupAndLogin,
  type TestApp,
} from "../../../test/helpers";
import { createProduct, orderPayload } from "../../../test/fixtures";
import { createOrderLinks, rotateOrderLinkKey } from "./order-links";

/*
 * Issue 26, items 3 and 4 (docs/security.md#second-round-issue-26): whoever holds the signing
 * key (a backup read off the disk) can sign a link for any order. A link must not outlive the
 * link lifetime, whatever expiry it names, and the key can be rotated out.
 */
const DAY_S = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);

/** A token signed as an attacker holding the key would: `[<kid>.]<expiry>.<mac>`. */
function forge(key: Buffer, orderId: number, expiry: number, kid?: number): string {
  const mac = createHmac("sha256", key).update(`${orderId}.${expiry}`).digest("base64url");
  return `${kid === undefined ? "" : `${kid}.`}${expiry}.${mac}`;
}

for (const dialect of DIALECTS) {
  describe(`order links: lifetime and key rotation (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t.close());

    const get = (id: number, link: string, app = t.app) =>
      app.inject({
        method: "GET",
        url: `/api/orders/${id}`,
        headers: { [ORDER_TOKEN_HEADER]: link },
      });

    /** An order placed and its e-mailed token; the key rows as stored. */
    async function placed() {
      const token = await signupAndLogin(t, "nour@example.com");
      const shirt = await createProduct(t, { stock: { M: 3 } });
      const r = await t.inject({
        method: "POST",
        url: "/api/orders",
        token,
        payload: orderPayload([{ productId: shirt, M: 1 }]),
      });
      expect(r.statusCode, r.body).toBe(201);
      const id = r.json().id as number;
      const row = await t.app.db
        .selectFrom("outbox")
        .select("text")
        .where("recipient", "=", "nour@example.com")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      const link = new URL(/https?:\/\/\S+\/orders\/\d+\?token=\S+/.exec(row.text)![0]);
      return { id, link: link.searchParams.get("token")! };
    }

    /** The link `app` mails for order `id` now (track, the e-mail it was placed with). */
    async function mailedLink(id: number, app = t.app): Promise<string> {
      const r = await app.inject({
        method: "POST",
        url: "/api/orders/track",
        payload: { email: "nour@example.com", orderId: id },
      });
      expect(r.statusCode, r.body).toBe(200);
      const row = await t.app.db
        .selectFrom("outbox")
        .select("text")
        .where("recipient", "=", "nour@example.com")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      return new URL(/https?:\/\/\S+\/orders\/\d+\?token=\S+/.exec(row.text)![0]).searchParams.get(
        "token",
      )!;
    }

    const firstKey = async () => {
      const row = await t.app.db
        .selectFrom("settings")
        .select("value")
        .where("key", "=", "order_link_key")
        .executeTakeFirstOrThrow();
      return Buffer.from(row.value, "base64url");
    };

    it("refuses a link whose expiry lies beyond the link lifetime (a minute of skew allowed)", async () => {
      t = await createTestApp(dialect);
      const { id, link } = await placed();
      expect((await get(id, link)).statusCode).toBe(200);
      const key = await firstKey();
      const lifetime = ORDER_LINK_DAYS * DAY_S;

      // The probe of issue 26: a link for ever, in the old format and in the new.
      for (const forged of [forge(key, id, 999_999_999_999), forge(key, id, 999_999_999_999, 1)]) {
        expect((await get(id, forged)).statusCode).toBe(404);
        const cancel = await t.app.inject({
          method: "POST",
          url: `/api/orders/${id}/cancel`,
          headers: { [ORDER_TOKEN_HEADER]: forged },
        });
        expect(cancel.statusCode).toBe(404);
      }
      expect((await get(id, forge(key, id, nowS() + lifetime + 5 * 60, 1))).statusCode).toBe(404);
      // Another server's clock a few seconds ahead signed this one: still good.
      expect((await get(id, forge(key, id, nowS() + lifetime + 30, 1))).statusCode).toBe(200);
      // A link of the format before key ids keeps working until it expires (the first key).
      expect((await get(id, forge(key, id, nowS() + DAY_S))).statusCode).toBe(200);
    });

    it("signs with a new key after rotation; old links open until theirs expire, --drop-old ends them, spent keys go", async () => {
      t = await createTestApp(dialect);
      const { id, link } = await placed();
      expect(link).toMatch(/^1\.\d+\./);
      const oldKey = await firstKey();

      await rotateOrderLinkKey(t.app.db);
      const second = await createSecondApp(t);
      try {
        const newLink = await mailedLink(id, second);
        expect(newLink).toMatch(/^2\.\d+\./);
        expect((await get(id, newLink, second)).statusCode).toBe(200);
        // The e-mailed link of the first key still opens, in every process.
        expect((await get(id, link, second)).statusCode).toBe(200);
        // This process still signs with the first key, yet opens the second key's link at once
        // (a payment sent from the confirmation page may reach any process).
        await new Promise((r) => setTimeout(r, 1_100));
        expect((await get(id, newLink)).statusCode).toBe(200);
        // A made-up key id opens nothing.
        expect((await get(id, forge(oldKey, id, nowS() + DAY_S, 7), second)).statusCode).toBe(404);
      } finally {
        await second.close();
      }
      // Ten days on: the first key's e-mailed link still opens, but whoever kept that key cannot
      // sign a link past what it could sign before the rotation, in either format.
      const later = new Date(Date.now() + 10 * DAY_S * 1000);
      const signer = await createOrderLinks(t.app.db, "http://shop.test").signer();
      expect(signer.verify(id, link, later)).toBe(true);
      const lateExpiry = nowS() + (10 + ORDER_LINK_DAYS - 1) * DAY_S;
      expect(signer.verify(id, forge(oldKey, id, lateExpiry, 1), later)).toBe(false);
      expect(signer.verify(id, forge(oldKey, id, lateExpiry), later)).toBe(false);
      expect(signer.verify(id, signer.token(id, later), later)).toBe(true);

      // A leaked key: dropped at once, its links with it.
      await rotateOrderLinkKey(t.app.db, { dropOld: true });
      const third = await createSecondApp(t);
      try {
        expect((await get(id, link, third)).statusCode).toBe(404);
        const fresh = await mailedLink(id, third);
        expect(fresh).toMatch(/^3\.\d+\./);
        expect((await get(id, fresh, third)).statusCode).toBe(200);
      } finally {
        await third.close();
      }

      // A key whose links have all expired is deleted by the next rotation, the current one kept.
      const day = (n: number) => new Date(Date.now() + n * DAY_S * 1000);
      await rotateOrderLinkKey(t.app.db, { now: day(200) });
      await rotateOrderLinkKey(t.app.db, { now: day(400) });
      const names = await t.app.db
        .selectFrom("settings")
        .select("key")
        .where("key", "like", "order_link_key%")
        .orderBy("key")
        .execute();
      expect(names.map((n) => n.key)).toEqual(["order_link_key.4", "order_link_key.5"]);
    });
  });
}
