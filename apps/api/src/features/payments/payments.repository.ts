import { sql } from "kysely";
import type { Conn } from "../../db/dialects";

/** The keys a customer's refusal record is cleared under: the phone in one spelling, the e-mail. */
export const customerKeys = (c: { email: string; phoneKey: string | null }) => [
  `email:${c.email.toLowerCase()}`,
  ...(c.phoneKey ? [`phone:${c.phoneKey}`] : []),
];

/** The latest time an admin cleared this customer's record, or null. */
export async function clearedAt(db: Conn, keys: string[]): Promise<string | null> {
  const row = await db
    .selectFrom("refusal_clearances")
    .select((eb) => eb.fn.max("cleared_at").as("at"))
    .where("customer_key", "in", keys)
    .executeTakeFirst();
  return row?.at ?? null;
}

/**
 * Orders of this customer (by phone or e-mail) refused at the door after `since` (all, when null):
 * the refusal's time is its status event's (order_events), so an order placed before the record
 * was cleared but refused after it still counts.
 */
export async function countRefusals(
  db: Conn,
  c: { email: string; phoneKey: string },
  since: string | null,
): Promise<number> {
  let q = db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "=", "refused")
    .where((eb) =>
      eb.or([eb("customer_phone_key", "=", c.phoneKey), eb("customer_email", "=", c.email)]),
    );
  if (since !== null)
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("order_events")
          .select(sql`1`.as("one"))
          .whereRef("order_events.order_id", "=", "orders.id")
          .where("order_events.kind", "=", "status")
          .where("order_events.status", "=", "refused")
          .where("order_events.created_at", ">", since),
      ),
    );
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function clearRefusals(db: Conn, keys: string[], at: string, by: string) {
  for (const key of keys)
    await db
      .insertInto("refusal_clearances")
      .values({ customer_key: key, cleared_at: at, cleared_by: by })
      .onConflict((oc) => oc.column("customer_key").doUpdateSet({ cleared_at: at, cleared_by: by }))
      .execute();
}

export const findOrder = (db: Conn, id: number) =>
  db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/**
 * Moves the payment state from one of `from` to `to` (and the reference/receipt when given) in one
 * conditional UPDATE: two admins, or an admin and the shopper, never both win.
 */
export async function setPaymentState(
  db: Conn,
  id: number,
  from: readonly string[],
  change: { to: string; reference?: string; receipt?: string | null; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({
      payment_state: change.to,
      ...(change.reference === undefined ? {} : { payment_reference: change.reference }),
      ...(change.receipt === undefined ? {} : { payment_receipt: change.receipt }),
      updated_at: change.at,
    })
    .where("id", "=", id)
    .where("payment_state", "in", [...from])
    .where("status", "not in", ["canceled", "returned", "refused"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A step of the order's history (order_events): a payment change, or an admin's note. */
export const insertEvent = (
  db: Conn,
  e: {
    orderId: number;
    kind: "payment" | "note";
    state: string | null;
    actor: string;
    actorEmail: string | null;
    note: string | null;
    at: string;
  },
) =>
  db
    .insertInto("order_events")
    .values({
      order_id: e.orderId,
      kind: e.kind,
      status: e.state,
      actor: e.actor,
      actor_email: e.actorEmail,
      note: e.note,
      created_at: e.at,
    })
    .execute();

/** The admin's queue: orders in this payment state, oldest first (at most `limit`). */
export function listByPaymentState(db: Conn, state: string, limit: number) {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("payment_state", "=", state)
    .orderBy("id", "asc")
    .limit(limit)
    .execute();
}

/** When each order's reference was last sent (its newest shopper payment event). */
export async function lastSubmissions(db: Conn, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("order_events")
    .select(["order_id", (eb) => eb.fn.max("created_at").as("at")])
    .where("order_id", "in", ids)
    .where("kind", "=", "payment")
    .where("actor", "=", "customer")
    .groupBy("order_id")
    .execute();
  return new Map(rows.map((r) => [r.order_id, r.at]));
}
