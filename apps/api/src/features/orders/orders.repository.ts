import type { Size } from "@atelier/shared/products";
import { FINAL_STATUSES } from "@atelier/shared/orders";
import type { Conn } from "../../db/dialects";
import type { OrdersTable } from "../../db/schema";

export type NewOrder = Omit<
  OrdersTable,
  | "id"
  | "stock_restored"
  | "delivered_at"
  | "discount"
  | "discount_code"
  | "pay_by"
  | "whatsapp_confirmed_at"
> & { discount: number; discount_code: string | null; pay_by: string | null };

export const insertOrder = (db: Conn, order: NewOrder) =>
  db
    .insertInto("orders")
    .values({ ...order, stock_restored: 0, delivered_at: null })
    .returning("id")
    .executeTakeFirstOrThrow();

export const insertLines = (
  db: Conn,
  lines: {
    order_id: number;
    product_id: number;
    title: string;
    title_ar: string;
    size: Size;
    quantity: number;
    unit_price: number;
    image: string | null;
    discount?: number;
  }[],
) => db.insertInto("order_lines").values(lines).execute();

export type OrderRow = Awaited<ReturnType<typeof findOrder>> & {};

/** The language an order was placed in, as stored (en when the order is missing). */
export const languageOf = async (db: Conn, id: number): Promise<string> =>
  (await db.selectFrom("orders").select("language").where("id", "=", id).executeTakeFirst())
    ?.language ?? "en";

export const findOrder = (db: Conn, id: number) =>
  db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();

/** The shopper's own orders, newest (highest id) first; `before`: the previous page's last id. */
export function listOwnOrders(
  db: Conn,
  userId: number,
  page: { limit: number; before?: number | undefined },
) {
  let q = db.selectFrom("orders").selectAll().where("user_id", "=", userId);
  if (page.before !== undefined) q = q.where("id", "<", page.before);
  return q.orderBy("id", "desc").limit(page.limit).execute();
}

export async function countOwnOrders(db: Conn, userId: number): Promise<number> {
  const row = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records the shopper's return request once, while the order is delivered; false otherwise. */
export async function recordReturnRequest(
  db: Conn,
  id: number,
  reason: string,
  note: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ return_reason: reason, return_note: note, return_requested_at: now, updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "delivered")
    .where("return_requested_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const linesOf = (db: Conn, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("order_lines")
        .selectAll()
        .where("order_id", "in", orderIds)
        .orderBy("id")
        .execute();

/** Moves a non-final order to `status`; 0 rows means it became final meanwhile. */
export async function updateStatus(
  db: Conn,
  id: number,
  status: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ status, updated_at: now, ...(status === "delivered" ? { delivered_at: now } : {}) })
    .where("id", "=", id)
    .where("status", "not in", [...FINAL_STATUSES])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Flags the order's stock as returned; only the caller that flips the flag puts units back. */
export async function claimStockRestore(db: Conn, id: number): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ stock_restored: 1 })
    .where("id", "=", id)
    .where("stock_restored", "=", 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function isEmailVerified(db: Conn, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("verified_emails")
    .select("email")
    .where("email", "=", email)
    .executeTakeFirst();
  return row !== undefined;
}

export const markEmailVerified = (db: Conn, email: string, now: string) =>
  db
    .insertInto("verified_emails")
    .values({ email, verified_at: now })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();

export const insertGuestVerification = (
  db: Conn,
  v: { tokenHash: string; email: string; payload: string; createdAt: string; expiresAt: string },
) =>
  db
    .insertInto("guest_verifications")
    .values({
      token_hash: v.tokenHash,
      email: v.email,
      payload: v.payload,
      created_at: v.createdAt,
      expires_at: v.expiresAt,
      used_at: null,
    })
    .execute();

export const findGuestVerification = (db: Conn, tokenHash: string) =>
  db
    .selectFrom("guest_verifications")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();

/** Single use: only the request whose UPDATE changes the row may place the held order. */
export async function consumeGuestVerification(
  db: Conn,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("guest_verifications")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countRecentHolds(db: Conn, email: string, since: string): Promise<number> {
  const row = await db
    .selectFrom("guest_verifications")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("email", "=", email)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Orders waiting for confirmation that belong to the account, the e-mail or the phone number. */
export async function countOpenOrders(
  db: Conn,
  who: { userId: number | null; email: string; phoneKey: string },
): Promise<number> {
  const row = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "=", "pending")
    .where((eb) =>
      eb.or([
        eb("customer_email", "=", who.email),
        eb("customer_phone_key", "=", who.phoneKey),
        ...(who.userId === null ? [] : [eb("user_id", "=", who.userId)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Orders the shopper (not the store) canceled since `since` that belong to the account, the e-mail
 * or the phone number.
 */
export async function countRecentCancels(
  db: Conn,
  who: { userId: number | null; email: string; phoneKey: string | null },
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom("order_events as e")
    .innerJoin("orders as o", "o.id", "e.order_id")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("e.kind", "=", "status")
    .where("e.status", "=", "canceled")
    .where("e.actor", "=", "customer")
    .where("e.created_at", ">", since)
    .where((eb) =>
      eb.or([
        eb("o.customer_email", "=", who.email),
        ...(who.phoneKey === null ? [] : [eb("o.customer_phone_key", "=", who.phoneKey)]),
        ...(who.userId === null ? [] : [eb("o.user_id", "=", who.userId)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type OrderEventRow = Awaited<ReturnType<typeof eventsOf>>[number];

/** One step of the order's life (migration 0009), in the caller's transaction. */
export const insertEvent = (
  db: Conn,
  event: {
    orderId: number;
    kind: "placed" | "status" | "return_requested" | "payment" | "note" | "whatsapp";
    status: string | null;
    actor: "customer" | "admin" | "system";
    actorEmail: string | null;
    note?: string | null;
    at: string;
  },
) =>
  db
    .insertInto("order_events")
    .values({
      order_id: event.orderId,
      kind: event.kind,
      status: event.status,
      actor: event.actor,
      actor_email: event.actorEmail,
      note: event.note ?? null,
      created_at: event.at,
    })
    .execute();

/** The orders' steps, oldest first. */
export const eventsOf = (db: Conn, orderIds: number[]) =>
  db
    .selectFrom("order_events")
    .selectAll()
    .where("order_id", "in", orderIds.length ? orderIds : [0])
    .orderBy("order_id")
    .orderBy("id")
    .execute();
