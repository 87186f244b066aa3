import { sql, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { AdminOrderFilters, WhatsAppFilter } from "@atelier/shared/admin";
import { canonicalPhone } from "@atelier/shared/egypt";
import { isPostgres, type Conn, type Db } from "../../db/dialects";
import { escapeLike } from "../../db/like";
import { cairoDayStart } from "../../lib/cairo-time";
import type { Database } from "../../db/schema";
import { whereUnanswered } from "../whatsapp/whatsapp-unanswered";

/**
 * The dashboard's figures (docs/product.md#admin) from the order_counts rows the triggers of
 * migration 0013 keep (a few dozen rows, whatever the number of orders), summed here per status.
 * Sales leave out canceled, returned and refused orders, and shipping.
 */
export async function dashboardFigures(db: Db) {
  const rows = await db
    .selectFrom("order_counts")
    .select(["status", sql<number>`sum(orders)`.as("n"), sql<number>`sum(total_price)`.as("sum")])
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

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

type OrdersQuery<O> = SelectQueryBuilder<Database, "orders", O>;

/** What a search text is: the one column it searches (migration 0010's indexes). */
export type Search =
  | { kind: "phone"; key: string }
  | { kind: "email"; email: string }
  | { kind: "emailPart"; pattern: string }
  | { kind: "number"; id: number }
  | { kind: "name"; text: string; pattern: string };

const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The search is a phone number in any spelling (through its canonical key, migration 0006), or a
 * whole e-mail (exactly; stored lowercase), or part of an e-mail (anything else with an @), or an
 * order number ("123" or "#123"), or else part of the name in any case: lower() and LIKE … ESCAPE
 * behave alike on SQLite and PostgreSQL. A whole e-mail no order has, and a name no customer
 * has, are looked for as parts of e-mails instead (prepareList).
 */
export function searchOf(text: string): Search {
  const phone = canonicalPhone(text);
  const number = /^#?(\d{1,9})$/.exec(text);
  const lower = text.toLowerCase();
  if (/^01\d{9}$/.test(phone)) return { kind: "phone", key: phone };
  if (WHOLE_EMAIL.test(lower)) return { kind: "email", email: lower };
  if (text.includes("@")) return emailPart(lower);
  if (number) return { kind: "number", id: Number(number[1]) };
  return { kind: "name", text: lower, pattern: `%${escapeLike(lower)}%` };
}

const emailPart = (lower: string): Search => ({
  kind: "emailPart",
  pattern: `%${escapeLike(lower)}%`,
});

const nameLike = (pattern: string) =>
  sql<SqlBool>`lower(customer_name) like ${pattern} escape '\\'`;

/**
 * A filtered list, prepared once per request (and once for a whole export): the filters, and what
 * they were found to mean, so that each page reads only the rows it answers.
 */
export type ListPlan = {
  filters: AdminOrderFilters;
  search?: Search;
  /** Nothing matches: no query needed. */
  empty?: boolean;
  /** A name search matching few orders: the matching names, looked up by (customer_name, id). */
  names?: string[];
  /** Part of an e-mail held by few addresses: those, looked up by (customer_email, id). */
  emails?: string[];
  /** A name search matching many: share of all orders that match, for a walk down the ids. */
  density?: number;
  /** A date range: every order in it has an id within these bounds (found from the range). */
  ids?: { lo: number; hi: number };
  /**
   * A name search with a payment state and no status: the statuses that payment state has, so
   * that the (customer_name, status, payment_state, id) index serves it (migration 0017).
   */
  statuses?: string[];
  /** The exact number of matches, when it came from the preparation. */
  total?: number;
  /** `whatsapp: awaiting`: asked on WhatsApp before this instant (issue 32). */
  whatsappAskedBefore?: string;
};

/**
 * A name search matching up to this many orders pages through the (customer_name, id) index of
 * its names; above it the matches are dense enough (at least this many among all orders) that
 * walking the ids down from `before` finds a page in a few thousand rows.
 */
export const NAME_LOOKUP_MAX = 10_000;

/** The distinct names the search matches (rechecked exactly), and their numbers of orders. */
async function matchingNames(db: Conn, search: Extract<Search, { kind: "name" }>) {
  let q = db
    .selectFrom("order_names")
    .select(["name", "orders"])
    .where(sql<SqlBool>`lower(name) like ${search.pattern} escape '\\'`)
    .where("orders", ">", 0);
  // SQLite: FTS5's trigram index finds the candidates (a superset: it folds case wider than
  // lower() does); the LIKE above keeps exactly today's matches. It needs three characters.
  // PostgreSQL reads the names (one row per distinct name; see migration 0013 for why no pg_trgm).
  if (!isPostgres(db) && [...search.text].length >= 3)
    q = q.where(
      "id",
      "in",
      sql<number>`(select rowid from order_names_fts where order_names_fts match ${`"${search.text.replace(/"/g, '""')}"`})`,
    );
  return q.execute();
}

/**
 * Part of an e-mail matching up to this many addresses pages through the (customer_email, id)
 * index of those addresses (migration 0010); more, and the page walks the ids like a common name.
 */
export const EMAIL_LOOKUP_MAX = 1000;

const emailLike = (pattern: string) => sql<SqlBool>`customer_email like ${pattern} escape '\\'`;

/**
 * The addresses holding a part of an e-mail, with their numbers of orders; one more than
 * EMAIL_LOOKUP_MAX says "many". No index serves a part in the middle of a text, so this reads the
 * (customer_email, id) index (SQLite: an index-only pass, stopping once enough addresses are
 * found); it is the one search that grows with the number of orders, and only a search for part
 * of an e-mail takes it (docs/benchmarks.md#admin-at-scale).
 */
const matchingEmails = (db: Conn, pattern: string) =>
  db
    .selectFrom("orders")
    .select(["customer_email", sql<number>`count(*)`.as("n")])
    .where(emailLike(pattern))
    .groupBy("customer_email")
    .limit(EMAIL_LOOKUP_MAX + 1)
    .execute();

/** Plans a search for part of an e-mail: the addresses when few, else the share of all orders. */
async function planEmailPart(db: Conn, plan: ListPlan, pattern: string): Promise<ListPlan | null> {
  plan.search = { kind: "emailPart", pattern };
  const emails = await matchingEmails(db, pattern);
  if (emails.length === 0) return { ...plan, empty: true, total: 0 };
  const f = plan.filters;
  const plain = !f.status && !f.payment && !f.from && !f.to && !f.governorate && !f.whatsapp;
  if (emails.length <= EMAIL_LOOKUP_MAX) {
    plan.emails = emails.map((e) => e.customer_email);
    if (plain) plan.total = emails.reduce((s, e) => s + Number(e.n), 0);
  } else {
    const matches = Number(
      (
        await db
          .selectFrom("orders")
          .select(sql<number>`count(*)`.as("n"))
          .where(emailLike(pattern))
          .executeTakeFirstOrThrow()
      ).n,
    );
    plan.density = matches / Math.max(matches, await countedOrders(db, {}));
    if (plain) plan.total = matches;
  }
  return null;
}

/** Orders per status and payment state, from the counters (migration 0013). */
async function countedOrders(db: Conn, f: AdminOrderFilters): Promise<number> {
  let q = db.selectFrom("order_counts").select(sql<number>`coalesce(sum(orders), 0)`.as("n"));
  if (f.status) q = q.where("status", "=", f.status);
  if (f.payment) q = q.where("payment_state", "=", f.payment);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/**
 * Reads the filters once: a name search's names and count, a date range's count and id bounds,
 * and the count of a list filtered by status or payment alone from the counters (the exact
 * X-Total-Count without counting orders; docs/benchmarks.md#admin-at-scale).
 */
export async function prepareList(
  db: Conn,
  f: AdminOrderFilters,
  opts: { whatsappAskedBefore?: string } = {},
): Promise<ListPlan> {
  const plan: ListPlan = { filters: f };
  if (f.whatsapp === "awaiting")
    plan.whatsappAskedBefore =
      opts.whatsappAskedBefore ?? new Date(Date.now() - 24 * 3_600_000).toISOString();
  const search = f.q ? searchOf(f.q) : undefined;
  if (search) plan.search = search;
  const onlyDates = !f.status && !f.payment && !f.governorate && !f.whatsapp && !search;
  // A whole e-mail no order has (one step down its index) may be the end of longer ones.
  if (
    search?.kind === "email" &&
    !(await db
      .selectFrom("orders")
      .select("id")
      .where("customer_email", "=", search.email)
      .limit(1)
      .executeTakeFirst())
  ) {
    const done = await planEmailPart(db, plan, `%${escapeLike(search.email)}%`);
    if (done) return done;
  }
  if (search?.kind === "emailPart") {
    const done = await planEmailPart(db, plan, search.pattern);
    if (done) return done;
  }
  if (search?.kind === "name") {
    const names = await matchingNames(db, search);
    const matches = names.reduce((s, n) => s + Number(n.orders), 0);
    if (matches === 0) {
      // No customer is called that: it may be part of an e-mail ("nour.h", "gmail").
      const done = await planEmailPart(db, plan, search.pattern);
      if (done) return done;
    } else if (
      (f.status || f.payment) &&
      !f.from &&
      !f.to &&
      !f.governorate &&
      !f.whatsapp &&
      names.length <= NAMES_IN_MAX
    ) {
      const done = await planNameAndState(db, plan, names);
      if (done) return done;
    } else {
      if (matches <= NAME_LOOKUP_MAX) plan.names = names.map((n) => n.name);
      else plan.density = matches / Math.max(matches, await countedOrders(db, {}));
      if (!f.status && !f.payment && !f.from && !f.to && !f.governorate && !f.whatsapp)
        plan.total = matches;
    }
  }
  if (f.from || f.to) {
    const range = await dateRange(db, f);
    if (Number(range.n) === 0) return { ...plan, empty: true, total: 0 };
    plan.ids = { lo: Number(range.lo), hi: Number(range.hi) };
    if (onlyDates) plan.total = Number(range.n);
  } else if (!search && !f.governorate && !f.whatsapp) plan.total = await countedOrders(db, f);
  // A governorate is counted from its index (migration 0025), WhatsApp's filters from theirs
  // (migration 0033): no kept counter holds them.
  return plan;
}

/**
 * Up to this many matching names go into one `customer_name in (…)` (each a bound parameter;
 * SQLite allows 32,766); more, and a name with a status is counted as before.
 */
const NAMES_IN_MAX = 1000;

/**
 * A name search with a status and/or payment state (issue 25): its exact count from the
 * (customer_name, status, payment_state, id) index, reading only the orders that match; a page
 * then looks them up there when few, or walks the ids with their true share when many.
 */
async function planNameAndState(
  db: Conn,
  plan: ListPlan,
  names: { name: string }[],
): Promise<ListPlan | null> {
  const f = plan.filters;
  // Without a status, each status of the payment state is its own stretch of the index
  // (PostgreSQL 15 does not skip over the column); the kept counts say which exist.
  let statuses: string[] = f.status ? [f.status] : [];
  if (!f.status) {
    const rows = await db
      .selectFrom("order_counts")
      .select("status")
      .where("payment_state", "=", f.payment!)
      .groupBy("status")
      .having(sql<number>`sum(orders)`, ">", 0)
      .execute();
    statuses = rows.map((r) => r.status);
    if (statuses.length === 0) return { ...plan, empty: true, total: 0 };
    plan.statuses = statuses;
  }
  let q = db
    .selectFrom("orders")
    .select(sql<number>`count(*)`.as("n"))
    .where(
      "customer_name",
      "in",
      names.map((n) => n.name),
    )
    .where("status", "in", statuses);
  if (f.payment) q = q.where("payment_state", "=", f.payment);
  const matches = Number((await q.executeTakeFirstOrThrow()).n);
  if (matches === 0) return { ...plan, empty: true, total: 0 };
  plan.total = matches;
  if (matches <= NAME_LOOKUP_MAX) plan.names = names.map((n) => n.name);
  else plan.density = matches / Math.max(matches, await countedOrders(db, {}));
  return null;
}

/**
 * The part of its UTC day an instant falls in (migration 0017): the hour from 21:00, or else the
 * day it belongs to when days are cut at 22:00.
 */
export function dayPartOf(iso: string): string {
  const day = iso.slice(0, 10);
  const hour = iso.slice(11, 13);
  return hour === "21" ? `${day}T21` : hour >= "22" ? nextDay(day) : day;
}

/**
 * A date range's count and the ids bounding its orders. Cairo's days begin at 21:00 or 22:00 UTC,
 * where the kept parts of days begin (migration 0017), so these are sums over two rows a day
 * whatever the number of orders; a bound anywhere else (no zone change foreseen) counts orders.
 */
async function dateRange(db: Conn, f: AdminOrderFilters) {
  const start = f.from ? cairoDayStart(f.from) : undefined;
  const end = f.to ? cairoDayStart(nextDay(f.to)) : undefined;
  const onPart = (iso: string | undefined) => !iso || /T2[12]:00:00\.000Z$/.test(iso);
  if (onPart(start) && onPart(end)) {
    let q = db
      .selectFrom("order_days")
      .select([
        sql<number>`coalesce(sum(orders), 0)`.as("n"),
        sql<number | null>`min(lo)`.as("lo"),
        sql<number | null>`max(hi)`.as("hi"),
      ])
      // A row of no orders bounds none: its ids were deleted or moved.
      .where("orders", ">", 0);
    if (start) q = q.where("part", ">=", dayPartOf(start));
    if (end) q = q.where("part", "<", dayPartOf(end));
    return q.executeTakeFirstOrThrow();
  }
  return dateFilters(
    db
      .selectFrom("orders")
      .select([
        sql<number>`count(*)`.as("n"),
        sql<number | null>`min(id)`.as("lo"),
        sql<number | null>`max(id)`.as("hi"),
      ]),
    f,
  ).executeTakeFirstOrThrow();
}

function dateFilters<O>(q: OrdersQuery<O>, f: AdminOrderFilters): OrdersQuery<O> {
  if (f.from) q = q.where("created_at", ">=", cairoDayStart(f.from));
  if (f.to) q = q.where("created_at", "<", cairoDayStart(nextDay(f.to)));
  return q;
}

/**
 * Confirmed on WhatsApp, or awaiting the shopper's answer (issue 32), in the words of migration
 * 0033's partial indexes (literals, so SQLite uses them): a page reads only those orders.
 */
function whatsappFilter<O>(q: OrdersQuery<O>, which: WhatsAppFilter, askedBefore = "") {
  if (which === "confirmed") return q.where(sql<SqlBool>`whatsapp_confirmed_at is not null`);
  return whereUnanswered(q, askedBefore);
}

/** The list's filters as WHERE clauses, the same for a page, its count and the CSV export. */
export function applyFilters<O>(q: OrdersQuery<O>, plan: ListPlan): OrdersQuery<O> {
  const f = plan.filters;
  if (f.status) q = q.where("status", "=", f.status);
  else if (plan.statuses) q = q.where("status", "in", plan.statuses);
  if (f.payment) q = q.where("payment_state", "=", f.payment);
  if (f.governorate) q = q.where("shipping_governorate", "=", f.governorate);
  if (f.whatsapp) q = whatsappFilter(q, f.whatsapp, plan.whatsappAskedBefore);
  q = dateFilters(q, f);
  // Redundant with the dates (every order in the range is within them), and lets a page walk
  // the primary key inside the range instead of sorting the range's rows.
  if (plan.ids) q = q.where("id", ">=", plan.ids.lo).where("id", "<=", plan.ids.hi);
  const s = plan.search;
  if (s?.kind === "phone") q = q.where("customer_phone_key", "=", s.key);
  else if (s?.kind === "email") q = q.where("customer_email", "=", s.email);
  else if (s?.kind === "number") q = q.where("id", "=", s.id);
  else if (s?.kind === "emailPart")
    q = plan.emails ? q.where("customer_email", "in", plan.emails) : q.where(emailLike(s.pattern));
  else if (s?.kind === "name")
    // The names found in prepareList are exactly those the pattern matches.
    q = plan.names ? q.where("customer_name", "in", plan.names) : q.where(nameLike(s.pattern));
  return q;
}

/** One page, newest first by id: `before` is the last id of the previous page (keyset). */
export async function pageOfOrders(db: Conn, plan: ListPlan, limit: number, before?: number) {
  if (plan.empty) return [];
  if (plan.names || plan.emails) {
    // The page's ids from the (customer_name, id) or (customer_email, id) index alone, then
    // those rows.
    let ids = applyFilters(db.selectFrom("orders").select("id"), plan);
    if (before !== undefined) ids = ids.where("id", "<", before);
    const page = await ids.orderBy("id", "desc").limit(limit).execute();
    if (page.length === 0) return [];
    return db
      .selectFrom("orders")
      .selectAll()
      .where(
        "id",
        "in",
        page.map((r) => r.id),
      )
      .orderBy("id", "desc")
      .execute();
  }
  if (plan.density !== undefined) return walkIds(db, plan, limit, before, plan.density);
  let q = applyFilters(db.selectFrom("orders").selectAll(), plan);
  if (before !== undefined) q = q.where("id", "<", before);
  return q.orderBy("id", "desc").limit(limit).execute();
}

/**
 * A dense name search's page: ranges of ids from `before` down, each twice as wide as the last,
 * read through the primary key until the page is full (no planner's guess decides the order).
 */
async function walkIds(
  db: Conn,
  plan: ListPlan,
  limit: number,
  before: number | undefined,
  density: number,
) {
  // Two scalar subqueries: each is one step down the primary key (SQLite scans the table for
  // min(id) and max(id) asked in one select).
  const ends = await sql<{ lo: number | null; hi: number | null }>`
    select (select min(id) from orders) as lo, (select max(id) from orders) as hi`
    .execute(db)
    .then((r) => r.rows[0]!);
  if (ends.lo === null || ends.hi === null) return [];
  const lowest = Number(ends.lo);
  let hi = Math.min(before ?? Infinity, Number(ends.hi) + 1);
  let span = Math.max(1000, Math.ceil((limit / density) * 1.5));
  const rows = [];
  while (rows.length < limit && hi > lowest) {
    const lo = Math.max(lowest, hi - span);
    rows.push(
      ...(await applyFilters(db.selectFrom("orders").selectAll(), plan)
        .where("id", ">=", lo)
        .where("id", "<", hi)
        .orderBy("id", "desc")
        .limit(limit - rows.length)
        .execute()),
    );
    hi = lo;
    span *= 2;
  }
  return rows;
}

export async function countOrders(db: Conn, plan: ListPlan): Promise<number> {
  if (plan.total !== undefined) return plan.total;
  const row = await applyFilters(
    db.selectFrom("orders").select(sql<number>`count(*)`.as("n")),
    plan,
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
    .select(["order_id", "title", "color_name", "size", "quantity"])
    .where("order_id", "in", ids)
    .orderBy("id")
    .execute();
