import { sql, type Kysely } from "kysely";
import { BUSINESS_TIME_ZONE } from "@atelier/shared/dates";
import { governorateCode, governorateName } from "@atelier/shared/egypt";
import type { Conn } from "./dialects";
import type { Database } from "./schema";

/*
 * The analytics' daily figures (issue 33, docs/decisions/0014-daily-figures.md). One function says
 * what an order adds to them (figuresOf); placement adds it, a status change moves it from the old
 * status to the new, both in the order's own transaction, and migration 0030 (or the admin bench,
 * after seeding straight into the tables) builds them from every order with the same function.
 *
 * - The day is the Cairo calendar day the order was placed on: a later status change moves the
 *   order's figures between statuses, never between days.
 * - Net is what the shopper pays for the pieces after the discount (orders.total_price, a line's
 *   price × quantity − its share of the discount), without shipping.
 * - sales_days keeps an outcome, not the status: live (pending to delivered: a change among them
 *   writes nothing there), canceled, refused or returned; the routes count live orders as sales
 *   and refused and returned apart. Pieces and codes count live orders only; places count every
 *   order not canceled, with how many were delivered, refused and returned.
 */

const ENDED = ["canceled", "refused", "returned"] as const;
const isLive = (status: string) => !(ENDED as readonly string[]).includes(status);

const cairoDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
/** The Cairo calendar day (YYYY-MM-DD) of an instant. */
export const cairoDay = (at: string | Date) =>
  cairoDate.format(typeof at === "string" ? new Date(at) : at);

/** cash, instapay or online, from a payment state (docs/product.md#payments). */
export const paymentMethod = (state: string) =>
  state.startsWith("instapay") ? "instapay" : state.startsWith("online") ? "online" : "cash";

const TABLES = {
  sales_days: {
    keys: ["day", "outcome", "payment", "customer"],
    values: ["orders", "units", "net", "discounts"],
  },
  product_days: { keys: ["day", "product_id", "color_id", "size"], values: ["units", "net"] },
  place_days: {
    keys: ["day", "governorate", "city"],
    values: ["orders", "delivered", "refused", "returned"],
  },
  code_days: {
    keys: ["day", "code"],
    values: ["orders", "net", "discounts", "delivered", "delivered_net"],
  },
} as const;
type Table = keyof typeof TABLES;
export const FIGURE_TABLES = Object.keys(TABLES) as Table[];
type Row = Record<string, string | number>;
/** Rows per table, by their key; values are added up. */
export type Figures = Map<Table, Map<string, Row>>;

export const noFigures = (): Figures => new Map(FIGURE_TABLES.map((t) => [t, new Map()]));

function add(figures: Figures, table: Table, row: Row, sign: number) {
  const rows = figures.get(table)!;
  const key = JSON.stringify(TABLES[table].keys.map((k) => row[k]));
  const kept = rows.get(key);
  if (!kept) {
    const fresh: Row = { ...row };
    for (const v of TABLES[table].values) fresh[v] = Number(row[v]) * sign;
    rows.set(key, fresh);
  } else for (const v of TABLES[table].values) kept[v] = Number(kept[v]) + Number(row[v]) * sign;
}

export type FigureOrder = {
  id: number;
  created_at: string;
  status: string;
  payment_state: string;
  total_price: number;
  discount: number;
  discount_code: string | null;
  shipping_governorate: string | null;
  shipping_address: string | null;
};
export type FigureLine = {
  product_id: number | null;
  color_id: number | null;
  size: string;
  quantity: number;
  unit_price: number;
  discount: number;
};

/** The governorate's ISO code and the city an order went to ('' when not known). */
function placeOf(order: FigureOrder): { governorate: string; city: string } {
  let address: { city?: unknown; governorate?: unknown } = {};
  try {
    address = order.shipping_address ? JSON.parse(order.shipping_address) : {};
  } catch {
    // An address that is not JSON counts as unknown.
  }
  const named =
    typeof address.governorate === "string" ? governorateName(address.governorate) : undefined;
  return {
    governorate: order.shipping_governorate ?? (named ? governorateCode(named) : ""),
    city: typeof address.city === "string" ? address.city.trim() : "",
  };
}

/** What one order in `status` adds to the figures (× sign). */
export function figuresOf(
  figures: Figures,
  order: FigureOrder,
  lines: readonly FigureLine[],
  returning: boolean,
  status: string,
  sign: 1 | -1,
): void {
  const day = cairoDay(order.created_at);
  const live = isLive(status);
  const units = lines.reduce((n, l) => n + Number(l.quantity), 0);
  const net = Number(order.total_price);
  const discounts = Number(order.discount);
  add(
    figures,
    "sales_days",
    {
      day,
      outcome: live ? "live" : status,
      payment: paymentMethod(order.payment_state),
      customer: returning ? "returning" : "new",
      orders: 1,
      units,
      net,
      discounts,
    },
    sign,
  );
  if (status !== "canceled") {
    const at = { refused: 0, returned: 0, delivered: 0, [status]: 1 };
    const place = placeOf(order);
    add(
      figures,
      "place_days",
      {
        day,
        ...place,
        orders: 1,
        delivered: at.delivered!,
        refused: at.refused!,
        returned: at.returned!,
      },
      sign,
    );
  }
  if (!live) return;
  for (const l of lines) {
    // A line whose product is gone (deleted since) names nothing the page could show.
    if (l.product_id === null) continue;
    const lineNet = Number(l.unit_price) * Number(l.quantity) - Number(l.discount);
    add(
      figures,
      "product_days",
      {
        day,
        product_id: l.product_id,
        color_id: l.color_id ?? 0,
        size: l.size,
        units: l.quantity,
        net: lineNet,
      },
      sign,
    );
  }
  if (order.discount_code) {
    const delivered = status === "delivered" ? 1 : 0;
    add(
      figures,
      "code_days",
      {
        day,
        code: order.discount_code,
        orders: 1,
        net,
        discounts,
        delivered,
        delivered_net: delivered * net,
      },
      sign,
    );
  }
}

/**
 * Adds `figures` to the tables, one upsert per table, rows in key order so two transactions never
 * wait on each other in a cycle. Called last in a transaction (after the stock and the code's
 * rows), so no figure row is held while waiting on anything else.
 */
export async function saveFigures(db: Conn | Kysely<unknown>, figures: Figures, chunk = 400) {
  for (const table of FIGURE_TABLES) {
    const { keys, values } = TABLES[table];
    const rows = [...figures.get(table)!.entries()]
      .filter(([, r]) => values.some((v) => Number(r[v]) !== 0))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, r]) => r);
    const columns = [...keys, ...values];
    for (let i = 0; i < rows.length; i += chunk) {
      const slice = rows.slice(i, i + chunk);
      await sql`
        insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
        values ${sql.join(slice.map((r) => sql`(${sql.join(columns.map((c) => r[c]))})`))}
        on conflict (${sql.join(keys.map((k) => sql.ref(k)))}) do update set
        ${sql.join(values.map((v) => sql`${sql.ref(v)} = ${sql.ref(`${table}.${v}`)} + excluded.${sql.ref(v)}`))}`.execute(
        db as Conn,
      );
    }
  }
}

const orderColumns = [
  "id",
  "created_at",
  "status",
  "payment_state",
  "total_price",
  "discount",
  "discount_code",
  "shipping_governorate",
  "shipping_address",
  "customer_email",
  "customer_phone_key",
] as const;
const lineColumns = [
  "order_id",
  "product_id",
  "color_id",
  "size",
  "quantity",
  "unit_price",
  "discount",
] as const;

/** Whether an earlier order has the same e-mail or normalised phone (docs/product.md#analytics). */
async function isReturning(
  db: Conn,
  order: { id: number; customer_email: string; customer_phone_key: string | null },
): Promise<boolean> {
  const earlier = (column: "customer_email" | "customer_phone_key", value: string) =>
    db
      .selectFrom("orders")
      .select("id")
      .where(column, "=", value)
      .where("id", "<", order.id)
      .limit(1)
      .executeTakeFirst();
  if (await earlier("customer_email", order.customer_email)) return true;
  return (
    order.customer_phone_key !== null &&
    !!(await earlier("customer_phone_key", order.customer_phone_key))
  );
}

/**
 * Moves one order's figures in its transaction: `before` says what it counted as until now (null:
 * nothing, it is being placed), or undefined when nothing it is counted by has changed.
 */
async function moveFigures(
  trx: Conn,
  orderId: number,
  before: (order: FigureOrder) => { order: FigureOrder; status: string } | null | undefined,
): Promise<void> {
  const order = await trx
    .selectFrom("orders")
    .select(orderColumns)
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  const was = before(order);
  if (was === undefined) return;
  const lines = await trx
    .selectFrom("order_lines")
    .select(lineColumns)
    .where("order_id", "=", orderId)
    .execute();
  const returning = await isReturning(trx, order);
  const figures = noFigures();
  if (was !== null) figuresOf(figures, was.order, lines, returning, was.status, -1);
  figuresOf(figures, order, lines, returning, order.status, 1);
  await saveFigures(trx, figures);
}

/**
 * In the order's transaction: a placed order's figures added (`from` null), or a status change's
 * moved from `from` to the order's status now. Placement holds the customer's lock, so whether it
 * is returning is read with every earlier order of theirs committed.
 */
export const recordOrderFigures = (trx: Conn, orderId: number, from: string | null) =>
  moveFigures(trx, orderId, (order) =>
    from === order.status ? undefined : from === null ? null : { order, status: from },
  );

/**
 * In the order's transaction, after its payment state moved from `fromState` to the one it holds
 * now: its figures moved from the old payment method to the new (a declined card turned to cash on
 * delivery, issue 32). Nothing to do within one method.
 */
export const recordPaymentFigures = (trx: Conn, orderId: number, fromState: string) =>
  moveFigures(trx, orderId, (order) =>
    paymentMethod(fromState) === paymentMethod(order.payment_state)
      ? undefined
      : { order: { ...order, payment_state: fromState }, status: order.status },
  );

/**
 * Every order's figures, worked out again from the orders (migration 0030; the admin bench after
 * seeding straight into the tables). Reads the orders a batch at a time, oldest first, so an
 * order is returning when an earlier one had its e-mail or phone.
 */
export async function rebuildFigures(db: Kysely<Database>, batch = 5000): Promise<void> {
  const figures = noFigures();
  const emails = new Set<string>();
  const phones = new Set<string>();
  for (let after = 0; ;) {
    const orders = await db
      .selectFrom("orders")
      .select(orderColumns)
      .where("id", ">", after)
      .orderBy("id")
      .limit(batch)
      .execute();
    if (orders.length === 0) break;
    const last = Number(orders[orders.length - 1]!.id);
    const lines = await db
      .selectFrom("order_lines")
      .select(lineColumns)
      .where("order_id", ">", after)
      .where("order_id", "<=", last)
      .execute();
    const byOrder = new Map<number, FigureLine[]>();
    for (const l of lines) {
      const list = byOrder.get(Number(l.order_id)) ?? [];
      list.push(l);
      byOrder.set(Number(l.order_id), list);
    }
    for (const o of orders) {
      const phone = o.customer_phone_key;
      const returning = emails.has(o.customer_email) || (phone !== null && phones.has(phone));
      emails.add(o.customer_email);
      if (phone !== null) phones.add(phone);
      figuresOf(figures, o, byOrder.get(Number(o.id)) ?? [], returning, o.status, 1);
    }
    after = last;
  }
  const replace = async (trx: Conn) => {
    for (const table of FIGURE_TABLES) await trx.deleteFrom(table).execute();
    await saveFigures(trx, figures);
  };
  // A migration on PostgreSQL runs in a transaction already.
  if (db.isTransaction) await replace(db);
  else await db.transaction().execute(replace);
}
