// What the admin order suites share (admin-orders.test.ts, admin-orders-filters.test.ts): orders
// placed as a shopper places them, orders written straight into the table, and the kept counts
// (migrations 0013 and 0017) beside a recount.
import { expect } from "vitest";
import type { TestApp } from "../../../test/helpers";
import { orderPayload } from "../../../test/fixtures";
import { dayPartOf } from "./admin.repository";

export type Listed = { id: number; status: string; customer_email: string; paymentState: string };

/** A guest order from a verified e-mail: placed at once. */
export async function placeOrder(
  t: TestApp,
  productId: number,
  overrides: Record<string, unknown> = {},
  M = 1,
): Promise<number> {
  const email = String(overrides.customer_email ?? "nour@example.com").toLowerCase();
  await t.app.db
    .insertInto("verified_emails")
    .values({ email, verified_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
  const r = await t.inject({
    method: "POST",
    url: "/api/orders",
    payload: orderPayload([{ productId, M }], overrides),
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().id as number;
}

export type Imported = {
  name: string;
  status?: string;
  payment?: string;
  createdAt?: string;
  email?: string;
};

/** Orders written straight into the table (as a bulk import or the bench would), in order. */
export async function insertOrders(t: TestApp, orders: Imported[]) {
  const now = new Date().toISOString();
  const rows = orders.map((o, i) => ({
    user_id: null,
    status: o.status ?? "pending",
    customer_email: o.email ?? `c${i}@example.com`,
    customer_number: "01012345678",
    customer_phone_key: "01012345678",
    customer_name: o.name,
    address_details: "Somewhere",
    shipping_address: null,
    total_price: 100_00,
    shipping: 50_00,
    stock_restored: 0,
    created_at: o.createdAt ?? now,
    updated_at: o.createdAt ?? now,
    delivered_at: null,
    payment_state: o.payment ?? "cod",
    payment_reference: null,
    payment_receipt: null,
    language: "en",
    return_reason: null,
    return_note: null,
    return_requested_at: null,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await t.app.db
      .insertInto("orders")
      .values(rows.slice(i, i + 500))
      .execute();
}

/** The kept counts (migrations 0013, 0017) beside a count of the orders themselves. */
export async function keptAndRecounted(t: TestApp) {
  const db = t.app.db;
  const kept = await db
    .selectFrom("order_counts")
    .select([
      "status",
      "payment_state",
      (eb) => eb.fn.sum<number>("orders").as("n"),
      (eb) => eb.fn.sum<number>("total_price").as("sum"),
    ])
    .groupBy(["status", "payment_state"])
    .execute();
  const counted = await db
    .selectFrom("orders")
    .select([
      "status",
      "payment_state",
      (eb) => eb.fn.countAll<number>().as("n"),
      (eb) => eb.fn.sum<number>("total_price").as("sum"),
    ])
    .groupBy(["status", "payment_state"])
    .execute();
  const names = await db
    .selectFrom("order_names")
    .select(["name", "orders"])
    .where("orders", "!=", 0)
    .execute();
  const countedNames = await db
    .selectFrom("orders")
    .select(["customer_name as name", (eb) => eb.fn.countAll<number>().as("orders")])
    .groupBy("customer_name")
    .execute();
  const byKey = (rows: { status: string; payment_state: string; n: number; sum: number }[]) =>
    rows
      .filter((r) => Number(r.n) !== 0)
      .map((r) => `${r.status}/${r.payment_state}: ${Number(r.n)} ${Number(r.sum)}`)
      .sort();
  const byName = (rows: { name: string; orders: number }[]) =>
    rows.map((r) => `${r.name}: ${Number(r.orders)}`).sort();
  return {
    kept: { counts: byKey(kept), names: byName(names), days: await keptDays(t) },
    counted: { counts: byKey(counted), names: byName(countedNames), days: await daysOf(t) },
  };
}

/** Orders per part of a day as kept, and whether each order's id is within its part's bounds. */
async function keptDays(t: TestApp) {
  const rows = await t.app.db
    .selectFrom("order_days")
    .select([
      "part",
      (eb) => eb.fn.sum<number>("orders").as("n"),
      (eb) => eb.fn.min<number>("lo").as("lo"),
      (eb) => eb.fn.max<number>("hi").as("hi"),
    ])
    .groupBy("part")
    .having((eb) => eb.fn.sum("orders"), "!=", 0)
    .execute();
  const orders = await t.app.db.selectFrom("orders").select(["id", "created_at"]).execute();
  const outside = orders.filter((o) => {
    const h = rows.find((r) => r.part === dayPartOf(o.created_at));
    return !h || o.id < Number(h.lo) || o.id > Number(h.hi);
  });
  expect(outside, "every order within its part's ids").toEqual([]);
  return rows.map((r) => `${r.part}: ${Number(r.n)}`).sort();
}

async function daysOf(t: TestApp) {
  const orders = await t.app.db.selectFrom("orders").select("created_at").execute();
  const n = new Map<string, number>();
  for (const o of orders) n.set(dayPartOf(o.created_at), (n.get(dayPartOf(o.created_at)) ?? 0) + 1);
  return [...n].map(([part, count]) => `${part}: ${count}`).sort();
}

/**
 * The admin's calls both list test files make; `app`, `admin` and `shirt` answer the current
 * test's app, admin token and product.
 */
export function adminCalls(app: () => TestApp, admin: () => string, shirt: () => number) {
  const get = (url: string, token: string | undefined = admin()) =>
    app().inject({ method: "GET", url, token });
  const post = (url: string, payload: unknown, token: string | undefined = admin()) =>
    app().inject({ method: "POST", url, payload: payload as object, token });
  const ids = async (query: string) => {
    const r = await get(`/api/admin/orders${query}`);
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as Listed[]).map((o) => o.id);
  };
  const place = (overrides: Record<string, unknown> = {}, M = 1) =>
    placeOrder(app(), shirt(), overrides, M);
  const setStatus = (id: number, status: string) =>
    app().inject({
      method: "PATCH",
      url: `/api/orders/${id}/status`,
      payload: { status },
      token: admin(),
    });
  return { get, post, ids, place, setStatus };
}
