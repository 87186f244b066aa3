import { sql, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { AdminOrderFilters } from "@atelier/shared/admin";
import { BUSINESS_TIME_ZONE } from "@atelier/shared/dates";
import { canonicalPhone } from "@atelier/shared/egypt";
import type { Conn, Db } from "../../db/dialects";
import type { Database } from "../../db/schema";

/**
 * The dashboard's figures (docs/product.md#admin) from one pass over the (status, total_price)
 * index (migration 0010): a row per status, summed here. Sales leave out canceled, returned and
 * refused orders, and shipping.
 */
export async function dashboardFigures(db: Db) {
  const rows = await db
    .selectFrom("orders")
    .select(["status", sql<number>`count(*)`.as("n"), sql<number>`sum(total_price)`.as("sum")])
    .groupBy("status")
    .execute();
  const by = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  const notSales = new Set(["canceled", "returned", "refused"]);
  return {
    sales: rows.reduce((s, r) => (notSales.has(r.status) ? s : s + Number(r.sum ?? 0)), 0),
    total: rows.reduce((s, r) => s + Number(r.n), 0),
    pending: by("pending"),
    delivered: by("delivered"),
    returned: by("returned"),
    canceled: by("canceled"),
    refused: by("refused"),
  };
}

/** Milliseconds Cairo is ahead of UTC at `instant` (Egypt keeps summer time some years). */
function cairoOffset(instant: Date): number {
  const p: Record<string, number> = {};
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(instant);
  for (const { type, value } of parts) p[type] = Number(value);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a Cairo calendar day (YYYY-MM-DD) starts, as the ISO text orders store. */
export function cairoDayStart(day: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // The offset at Cairo's midnight: guess with the offset at UTC midnight, then correct once.
  const guess = midnightUtc - cairoOffset(new Date(midnightUtc));
  return new Date(midnightUtc - cairoOffset(new Date(guess))).toISOString();
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type OrdersQuery<O> = SelectQueryBuilder<Database, "orders", O>;

/**
 * The list's filters as WHERE clauses, the same for a page, its count and the CSV export. The
 * search is a phone number in any spelling (through its canonical key, migration 0006), or an
 * e-mail (exactly; stored lowercase), or an order number ("123" or "#123"), or else part of the
 * name in any case: lower() and LIKE … ESCAPE behave alike on SQLite and PostgreSQL.
 */
export function applyFilters<O>(q: OrdersQuery<O>, f: AdminOrderFilters): OrdersQuery<O> {
  if (f.status) q = q.where("status", "=", f.status);
  if (f.payment) q = q.where("payment_state", "=", f.payment);
  if (f.from) q = q.where("created_at", ">=", cairoDayStart(f.from));
  if (f.to) q = q.where("created_at", "<", cairoDayStart(nextDay(f.to)));
  const text = f.q;
  if (text) {
    // What the text looks like picks the one column to search, so that a phone number, an
    // e-mail or an order number is an index lookup (migration 0010); only a name scans.
    const phone = canonicalPhone(text);
    const number = /^#?(\d{1,9})$/.exec(text);
    if (/^01\d{9}$/.test(phone)) q = q.where("customer_phone_key", "=", phone);
    else if (text.includes("@")) q = q.where("customer_email", "=", text.toLowerCase());
    else if (number) q = q.where("id", "=", Number(number[1]));
    else {
      const pattern = `%${escapeLike(text.toLowerCase())}%`;
      q = q.where(sql<SqlBool>`lower(customer_name) like ${pattern} escape '\\'`);
    }
  }
  return q;
}

/** One page, newest first by id: `before` is the last id of the previous page (keyset). */
export function pageOfOrders(db: Conn, f: AdminOrderFilters, limit: number, before?: number) {
  let q = applyFilters(db.selectFrom("orders").selectAll(), f);
  if (before !== undefined) q = q.where("id", "<", before);
  return q.orderBy("id", "desc").limit(limit).execute();
}

export async function countOrders(db: Conn, f: AdminOrderFilters): Promise<number> {
  const row = await applyFilters(
    db.selectFrom("orders").select(sql<number>`count(*)`.as("n")),
    f,
  ).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The order's steps, oldest first. */
export const eventsOf = (db: Conn, orderId: number) =>
  db.selectFrom("order_events").selectAll().where("order_id", "=", orderId).orderBy("id").execute();

/** Orders of the same customer: the same canonical phone or the same e-mail. */
function sameCustomer(who: { phoneKey: string | null; email: string }) {
  return (eb: ExpressionBuilder<Database, "orders">) =>
    eb.or([
      eb("customer_email", "=", who.email),
      ...(who.phoneKey ? [eb("customer_phone_key", "=", who.phoneKey)] : []),
    ]);
}

export const customerStatusCounts = (db: Conn, who: { phoneKey: string | null; email: string }) =>
  db
    .selectFrom("orders")
    .select(["status", sql<number>`count(*)`.as("n")])
    .where(sameCustomer(who))
    .groupBy("status")
    .execute();

export const pendingOrdersOf = (db: Conn, who: { phoneKey: string | null; email: string }) =>
  db
    .selectFrom("orders")
    .select("id")
    .where("status", "=", "pending")
    .where(sameCustomer(who))
    .orderBy("id")
    .execute();

export const insertNote = (
  db: Conn,
  n: { orderId: number; email: string; note: string; at: string },
) =>
  db
    .insertInto("order_events")
    .values({
      order_id: n.orderId,
      kind: "note",
      status: null,
      actor: "admin",
      actor_email: n.email,
      note: n.note,
      created_at: n.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

/** For the export: units and item text per order, and each order's latest internal note. */
export const linesOfOrders = (db: Conn, ids: number[]) =>
  db
    .selectFrom("order_lines")
    .select(["order_id", "title", "size", "quantity"])
    .where("order_id", "in", ids)
    .orderBy("id")
    .execute();

export const latestNotes = (db: Conn, ids: number[]) =>
  db
    .selectFrom("order_events as e")
    .select(["e.order_id", "e.note"])
    .where("e.kind", "=", "note")
    .where("e.order_id", "in", ids)
    .where(({ eb, selectFrom }) =>
      eb(
        "e.id",
        "=",
        selectFrom("order_events as l")
          .select((x) => x.fn.max("l.id").as("m"))
          .whereRef("l.order_id", "=", "e.order_id")
          .where("l.kind", "=", "note"),
      ),
    )
    .execute();
