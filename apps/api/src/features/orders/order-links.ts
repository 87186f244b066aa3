import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { LOCALE_INFO, type Locale } from "@atelier/shared/locales";
import { ORDER_LINK_DAYS, ORDER_TOKEN_HEADER } from "@atelier/shared/orders";
import type { Conn } from "../../db/dialects";
import type { Viewer } from "./order-reads";

/**
 * Signed order links (docs/product.md#order-page): a guest opens an order only through the link
 * its e-mails carry, never by its number alone. Token = `<expiry epoch seconds>.<base64url
 * HMAC-SHA256("<orderId>.<expiry>")>`, valid ORDER_LINK_DAYS days. The key lives in the
 * `settings` table so every app process signs and checks alike.
 */
const KEY_NAME = "order_link_key";
const DAY_S = 86_400;
const TOKEN_MAX = 200;

async function loadKey(db: Conn): Promise<Buffer> {
  const read = () =>
    db.selectFrom("settings").select("value").where("key", "=", KEY_NAME).executeTakeFirst();
  let row = await read();
  if (!row) {
    // Several processes may start at once: the first insert wins, everyone re-reads it.
    await db
      .insertInto("settings")
      .values({ key: KEY_NAME, value: randomBytes(32).toString("base64url") })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    row = await read();
  }
  return Buffer.from(row!.value, "base64url");
}

const mac = (key: Buffer, orderId: number, expiry: number) =>
  createHmac("sha256", key).update(`${orderId}.${expiry}`).digest();

/** Signs and checks with a key already read: safe to use inside a transaction. */
export type OrderLinkSigner = {
  token(orderId: number, now?: Date): string;
  /**
   * The order page's address with its token, for e-mails: in the order's language, so an Arabic
   * order's mail opens `/ar/orders/...`.
   */
  url(orderId: number, locale?: Locale): string;
  verify(orderId: number, token: string | undefined, now?: Date): boolean;
};

function signerFor(key: Buffer, publicUrl: string): OrderLinkSigner {
  const token = (orderId: number, now = new Date()) => {
    const expiry = Math.floor(now.getTime() / 1000) + ORDER_LINK_DAYS * DAY_S;
    return `${expiry}.${mac(key, orderId, expiry).toString("base64url")}`;
  };
  return {
    token,
    url: (orderId, locale = "en") =>
      `${publicUrl}${LOCALE_INFO[locale].prefix}/orders/${orderId}?token=${encodeURIComponent(token(orderId))}`,
    verify(orderId, value, now = new Date()) {
      if (!value || value.length > TOKEN_MAX) return false;
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
      if (!match) return false;
      const expiry = Number(match[1]);
      if (expiry * 1000 <= now.getTime()) return false;
      // Compared as text: base64url's last character has spare bits, and decoding would accept
      // a changed character as the same signature.
      const given = Buffer.from(match[2]!);
      const expected = Buffer.from(mac(key, orderId, expiry).toString("base64url"));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * One per app instance (made in the orders plugin): the key is read once, on first use, and kept.
 * Read it before a transaction starts (SQLite has one connection).
 */
export function createOrderLinks(db: Conn, publicUrl: string) {
  let signer: Promise<OrderLinkSigner> | null = null;
  const load = (): Promise<OrderLinkSigner> => {
    signer ??= loadKey(db).then((key) => signerFor(key, publicUrl));
    // A failed read (database away) is not kept: the next request tries again.
    signer.catch(() => (signer = null));
    return signer;
  };
  return {
    signer: load,
    /** The caller, and whether the request carries a valid link for order `id`. */
    async viewerOf(request: FastifyRequest, id: number): Promise<Viewer> {
      const token = request.headers[ORDER_TOKEN_HEADER];
      const hasLink = typeof token === "string" && token !== "" && (await load()).verify(id, token);
      return { user: request.user ?? null, hasLink };
    },
  };
}
export type OrderLinks = ReturnType<typeof createOrderLinks>;
