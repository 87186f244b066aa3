import {
  addDays,
  daysBetween,
  resolveRange,
  type AnalyticsInterval,
  type PlacesAnswer,
  type PlacesQuery,
  type ProductsAnswer,
  type ProductsQuery,
  type SalesAnswer,
  type SalesQuery,
  type SalesTotals,
} from "@atelier/shared/analytics";
import { fromPiastres } from "@atelier/shared/money";
import { cairoDay } from "../../db/daily-figures";
import type { Conn } from "../../db/dialects";
import { csvLine } from "../../lib/csv";
import { badRequest } from "../../lib/errors";
import * as repo from "./analytics.repository";

/*
 * The admin's analytics (docs/product.md#analytics) from the daily figures: the range in Cairo
 * days, the same number of days before it, periods of a day, a week (from Saturday, the first day
 * of Egypt's working week after the Friday) or a month.
 */

/** The range asked (or the default), else 400 with what is wrong with it. */
export function rangeOf(q: { from?: string | undefined; to?: string | undefined }) {
  const range = resolveRange(q, cairoDay(new Date()));
  if ("problem" in range) throw badRequest(range.problem);
  return range;
}

/** The first day of the period `day` falls in, not before `from`. */
function periodOf(day: string, interval: AnalyticsInterval, from: string): string {
  if (interval === "day") return day;
  const start =
    interval === "month"
      ? `${day.slice(0, 8)}01`
      : // getUTCDay: Sunday 0 … Saturday 6; back to the Saturday on or before the day.
        addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 1) % 7));
  return start < from ? from : start;
}

const zero = (): SalesTotals => ({
  orders: 0,
  units: 0,
  net: 0,
  discounts: 0,
  refused: 0,
  returned: 0,
});

/** Adds a (day, outcome) row of sums, in piastres, to `into`. */
function addRow(
  into: SalesTotals,
  row: { outcome: string; orders: unknown; units: unknown; net: unknown; discounts: unknown },
) {
  if (row.outcome === "refused") into.refused += Number(row.orders);
  else if (row.outcome === "returned") into.returned += Number(row.orders);
  else if (row.outcome === "live") {
    into.orders += Number(row.orders);
    into.units += Number(row.units);
    into.net += Number(row.net);
    into.discounts += Number(row.discounts);
  }
}
const inEgp = (t: SalesTotals): SalesTotals => ({
  ...t,
  net: fromPiastres(t.net),
  discounts: fromPiastres(t.discounts),
});

export async function sales(db: Conn, q: SalesQuery): Promise<SalesAnswer> {
  const { from, to } = rangeOf(q);
  const previous = { from: addDays(from, -daysBetween(from, to)), to: addDays(from, -1) };
  const periods = new Map<string, SalesTotals>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const key = periodOf(day, q.interval, from);
    if (!periods.has(key)) periods.set(key, zero());
  }
  const totals = zero();
  const before = zero();
  for (const row of await repo.salesByDay(db, { from: previous.from, to })) {
    if (row.day < from) addRow(before, row);
    else {
      addRow(periods.get(periodOf(row.day, q.interval, from))!, row);
      addRow(totals, row);
    }
  }
  const [mixRows, codes] = await Promise.all([
    repo.liveMix(db, { from, to }),
    repo.codes(db, { from, to }),
  ]);
  const mix = (column: "payment" | "customer", key: string) => {
    const rows = mixRows.filter((r) => r[column] === key);
    return {
      orders: rows.reduce((n, r) => n + Number(r.orders), 0),
      net: fromPiastres(rows.reduce((n, r) => n + Number(r.net), 0)),
    };
  };
  return {
    from,
    to,
    interval: q.interval,
    periods: [...periods].map(([period, t]) => ({ period, ...inEgp(t) })),
    totals: inEgp(totals),
    previous: { ...previous, totals: inEgp(before) },
    payments: (["cash", "instapay", "online"] as const).map((method) => ({
      method,
      ...mix("payment", method),
    })),
    customers: { new: mix("customer", "new"), returning: mix("customer", "returning") },
    codes: codes
      .map((c) => ({
        code: c.code,
        orders: Number(c.orders),
        net: fromPiastres(Number(c.net)),
        discounts: fromPiastres(Number(c.discounts)),
        delivered: Number(c.delivered),
        deliveredNet: fromPiastres(Number(c.delivered_net)),
      }))
      .filter((c) => c.orders > 0 || c.delivered > 0)
      .sort((a, b) => b.net - a.net || a.code.localeCompare(b.code)),
  };
}

export async function products(db: Conn, q: ProductsQuery): Promise<ProductsAnswer> {
  const { from, to } = rangeOf(q);
  const rows = (await repo.sellers(db, { from, to })).filter((r) => Number(r.units) > 0);
  const catalogue = await repo.catalogue(db);
  const colorIds = [...new Set(rows.map((r) => r.color_id).filter((c) => c !== 0))];
  const colors = new Map((await repo.colorNames(db, colorIds)).map((c) => [c.id, c.name]));
  const titles = new Map(catalogue.map((p) => [p.id, p.title]));
  const sold = new Set(rows.map((r) => r.product_id));
  return {
    from,
    to,
    sellers: rows
      .map((r) => ({
        productId: r.product_id,
        // A product deleted since is still counted, under its number.
        title: titles.get(r.product_id) ?? `Product ${r.product_id}`,
        colorId: r.color_id === 0 ? null : r.color_id,
        colorName: r.color_id === 0 ? null : (colors.get(r.color_id) ?? null),
        size: r.size,
        units: Number(r.units),
        net: fromPiastres(Number(r.net)),
      }))
      .sort((a, b) => b.units - a.units || b.net - a.net || a.productId - b.productId),
    unsold: catalogue
      .filter((p) => !sold.has(p.id))
      .map((p) => ({ productId: p.id, title: p.title })),
  };
}

type PlaceSums = { orders: number; delivered: number; refused: number; returned: number };
const withRate = <T extends PlaceSums>(p: T) => {
  const door = p.delivered + p.refused + p.returned;
  return {
    ...p,
    refusalRate: door === 0 ? null : Math.round((p.refused / door) * 10_000) / 10_000,
  };
};
/** Highest refusal rate first (none yet last), then most orders, then by name. */
const byRefusal = (
  a: PlaceSums & { refusalRate: number | null; name: string },
  b: PlaceSums & { refusalRate: number | null; name: string },
) =>
  (b.refusalRate ?? -1) - (a.refusalRate ?? -1) ||
  b.orders - a.orders ||
  a.name.localeCompare(b.name);

export async function places(db: Conn, q: PlacesQuery): Promise<PlacesAnswer> {
  const { from, to } = rangeOf(q);
  const rows = (await repo.places(db, { from, to })).map((r) => ({
    governorate: r.governorate,
    city: r.city,
    orders: Number(r.orders),
    delivered: Number(r.delivered),
    refused: Number(r.refused),
    returned: Number(r.returned),
  }));
  const governorates = new Map<string, PlaceSums>();
  for (const r of rows) {
    const g = governorates.get(r.governorate) ?? {
      orders: 0,
      delivered: 0,
      refused: 0,
      returned: 0,
    };
    g.orders += r.orders;
    g.delivered += r.delivered;
    g.refused += r.refused;
    g.returned += r.returned;
    governorates.set(r.governorate, g);
  }
  const enough = (p: PlaceSums) => p.orders >= q.minOrders;
  return {
    from,
    to,
    minOrders: q.minOrders,
    governorates: [...governorates]
      .map(([governorate, g]) => withRate({ governorate, ...g }))
      .filter(enough)
      .map((g) => ({ ...g, name: g.governorate }))
      .sort(byRefusal)
      .map(({ name: _, ...g }) => g),
    cities: rows
      .filter(enough)
      .map((r) => ({ ...withRate(r), name: `${r.governorate} ${r.city}` }))
      .sort(byRefusal)
      .map(({ name: _, ...c }) => c),
  };
}

/** A CSV file: UTF-8 with a byte order mark (as the other admin sheets), CRLF lines. */
const sheet = (header: string[], rows: (string | number)[][]) =>
  `\uFEFF${csvLine(header)}${rows.map(csvLine).join("")}`;

export const salesCsv = (a: SalesAnswer) =>
  sheet(
    ["period", "orders", "units", "net", "discounts", "refused", "returned"],
    a.periods.map((p) => [p.period, p.orders, p.units, p.net, p.discounts, p.refused, p.returned]),
  );
export const productsCsv = (a: ProductsAnswer) =>
  sheet(
    ["product id", "title", "colour", "size", "units", "net"],
    [
      ...a.sellers.map((s) => [s.productId, s.title, s.colorName ?? "", s.size, s.units, s.net]),
      ...a.unsold.map((u) => [u.productId, u.title, "", "", 0, 0]),
    ],
  );
export const placesCsv = (a: PlacesAnswer) =>
  sheet(
    ["governorate", "city", "orders", "delivered", "refused", "returned", "refusal rate"],
    a.cities.map((c) => [
      c.governorate,
      c.city,
      c.orders,
      c.delivered,
      c.refused,
      c.returned,
      c.refusalRate ?? "",
    ]),
  );
