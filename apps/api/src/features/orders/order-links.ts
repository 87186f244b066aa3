import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { LOCALE_INFO, type Locale } from "@atelier/shared/locales";
import { ORDER_LINK_DAYS, ORDER_TOKEN_HEADER } from "@atelier/shared/orders";
import type { Conn } from "../../db/dialects";
import type { Viewer } from "./order-reads";

/**
 * Signed order links (docs/product.md#order-page): a guest opens an order only through the link
 * its e-mails carry, never by its number alone. Token = `<key id>.<expiry epoch seconds>.<base64url
 * HMAC-SHA256("<orderId>.<expiry>")>`, valid ORDER_LINK_DAYS days. The keys live in the `settings`
 * table so every app process signs and checks alike: key 1 as `order_link_key` (the one key before
 * rotation existed), key n as `order_link_key.<n>` with the time it took over
 * (docs/security.md#second-round-issue-26).
 */
const KEY_NAME = "order_link_key";
const DAY_S = 86_400;
const LIFETIME_S = ORDER_LINK_DAYS * DAY_S;
/** Another process's clock may run a little ahead of this one. */
const SKEW_S = 60;
/** How long a process signs with the keys it read: a rotation reaches every process within it. */
const RELOAD_MS = 60_000;
/**
 * A token of a key newer than this process knows was signed by a process that re-read the keys
 * first: read them again now, but at most this often (made-up key ids cost one query each).
 */
const NEWER_KEY_RELOAD_MS = 1_000;
const TOKEN_MAX = 200;

type LinkKey = {
  id: number;
  key: Buffer;
  /** Epoch seconds when it began to sign; 0 for key 1. */
  since: number;
};

async function readKeys(db: Conn): Promise<LinkKey[]> {
  const rows = await db
    .selectFrom("settings")
    .select(["key", "value"])
    .where((eb) => eb.or([eb("key", "=", KEY_NAME), eb("key", "like", `${KEY_NAME}.%`)]))
    .execute();
  const keys: LinkKey[] = [];
  for (const row of rows) {
    if (row.key === KEY_NAME)
      keys.push({ id: 1, key: Buffer.from(row.value, "base64url"), since: 0 });
    const id = /^order_link_key\.(\d{1,6})$/.exec(row.key)?.[1];
    if (!id) continue;
    const { key, since } = JSON.parse(row.value) as { key: string; since: number };
    keys.push({ id: Number(id), key: Buffer.from(key, "base64url"), since });
  }
  return keys.sort((a, b) => a.id - b.id);
}

async function loadKeys(db: Conn): Promise<LinkKey[]> {
  let keys = await readKeys(db);
  if (keys.length === 0) {
    // Several processes may start at once: the first insert wins, everyone re-reads it.
    await db
      .insertInto("settings")
      .values({ key: KEY_NAME, value: randomBytes(32).toString("base64url") })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    keys = await readKeys(db);
  }
  return keys;
}

/**
 * `npm run admin -- rotate-link-key [--drop-old]`: a new key signs from now on (every process
 * within RELOAD_MS). Older keys keep opening the links they signed until those expire; keys whose
 * links have all expired are deleted. `dropOld` deletes them all at once (a leaked key), and with
 * them every link they signed. Answers the new key's id.
 */
export async function rotateOrderLinkKey(
  db: Conn,
  { dropOld = false, now = new Date() }: { dropOld?: boolean; now?: Date } = {},
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const keys = await loadKeys(trx);
    const id = Math.max(...keys.map((k) => k.id)) + 1;
    const since = Math.floor(now.getTime() / 1000);
    const value = JSON.stringify({ key: randomBytes(32).toString("base64url"), since });
    await trx
      .insertInto("settings")
      .values({ key: `${KEY_NAME}.${id}`, value })
      .execute();
    const done = keys.filter((k, i) => dropOld || retiredAt(keys, i) <= since);
    for (const k of done)
      await trx
        .deleteFrom("settings")
        .where("key", "=", k.id === 1 ? KEY_NAME : `${KEY_NAME}.${k.id}`)
        .execute();
    return id;
  });
}

/**
 * The latest expiry a link of `keys[i]` can carry: a key signs until the next one takes over
 * (and a process may go on signing with it until it re-reads the keys).
 */
const retiredAt = (keys: LinkKey[], i: number) => {
  const next = keys[i + 1];
  return next ? next.since + LIFETIME_S + RELOAD_MS / 1000 + SKEW_S : Infinity;
};

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
  /** The id of the key that signs. */
  newest: number;
};

function signerFor(keys: LinkKey[], publicUrl: string): OrderLinkSigner {
  const current = keys[keys.length - 1]!;
  const token = (orderId: number, now = new Date()) => {
    const expiry = Math.floor(now.getTime() / 1000) + LIFETIME_S;
    return `${current.id}.${expiry}.${mac(current.key, orderId, expiry).toString("base64url")}`;
  };
  return {
    token,
    newest: current.id,
    url: (orderId, locale = "en") =>
      `${publicUrl}${LOCALE_INFO[locale].prefix}/orders/${orderId}?token=${encodeURIComponent(token(orderId))}`,
    verify(orderId, value, now = new Date()) {
      if (!value || value.length > TOKEN_MAX) return false;
      // Without a key id: a link signed before keys had ids, by key 1.
      const match = /^(?:(\d{1,6})\.)?(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
      if (!match) return false;
      const index = keys.findIndex((k) => k.id === Number(match[1] ?? 1));
      const signer = keys[index];
      if (!signer) return false;
      const expiry = Number(match[2]);
      const nowS = now.getTime() / 1000;
      // The expiry is signed, but a signer (or whoever holds a key) may name any: no link lives
      // longer than its lifetime from now, nor past what its key could sign before it retired.
      if (expiry <= nowS || expiry > nowS + LIFETIME_S + SKEW_S) return false;
      if (expiry > retiredAt(keys, index)) return false;
      // Compared as text: base64url's last character has spare bits, and decoding would accept
      // a changed character as the same signature.
      const given = Buffer.from(match[3]!);
      const expected = Buffer.from(mac(signer.key, orderId, expiry).toString("base64url"));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * One per app instance (made in the orders plugin): the keys are read on first use and again
 * after RELOAD_MS, so a rotation reaches every process. Read them before a transaction starts
 * (SQLite has one connection).
 */
export function createOrderLinks(db: Conn, publicUrl: string) {
  let signer: Promise<OrderLinkSigner> | null = null;
  let loadedAt = 0;
  const load = (again = false): Promise<OrderLinkSigner> => {
    if (!signer || again || Date.now() - loadedAt > RELOAD_MS) {
      loadedAt = Date.now();
      signer = loadKeys(db).then((keys) => signerFor(keys, publicUrl));
      // A failed read (database away) is not kept: the next request tries again.
      signer.catch(() => (signer = null));
    }
    return signer;
  };
  return {
    signer: () => load(),
    /** The caller, and whether the request carries a valid link for order `id`. */
    async viewerOf(request: FastifyRequest, id: number): Promise<Viewer> {
      const token = request.headers[ORDER_TOKEN_HEADER];
      if (typeof token !== "string" || token === "")
        return { user: request.user ?? null, hasLink: false };
      let signer = await load();
      const keyId = Number(/^(\d{1,6})\.\d{1,12}\./.exec(token)?.[1] ?? 0);
      if (keyId > signer.newest && Date.now() - loadedAt > NEWER_KEY_RELOAD_MS)
        signer = await load(true);
      return { user: request.user ?? null, hasLink: signer.verify(id, token) };
    },
  };
}
export type OrderLinks = ReturnType<typeof createOrderLinks>;
