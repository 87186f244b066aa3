// `npm run bench:admin` (or `npm run bench -- --admin`): the back office at scale (issue 14), and
// a year's analytics (issue 33).
// Seeds N orders straight into a fresh database (multi-row INSERTs in transactions, not HTTP),
// starts the API on 127.0.0.1 and measures, over HTTP, p50/p99 of the order list's first page,
// a filtered page, searches, a deep page and the dashboard, then the CSV export's rows/s and the
// process's peak RSS while it streams. SQLite in a temp dir; PostgreSQL (a throwaway schema)
// when BENCH_DATABASE_URL is set.
//
//   npm run bench:admin                       100,000 orders
//   npm run bench:admin -- --orders 1000000 --samples 100
//   npm run bench:admin -- --orders 1000000 --keep     keeps the seeded database, says where
//   npm run bench:admin -- --orders 1000000 --reuse <dir or schema>    measures a kept one
//   … --skip-csv                              the list and the dashboard only
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import pg from "pg";
import { sql } from "kysely";
import { buildApp } from "../apps/api/src/app";
import { bootstrapAdmin } from "../apps/api/src/bootstrap";
import { loadConfig } from "../apps/api/src/config";
import { isPostgres, type DbOptions } from "../apps/api/src/db/dialects";
import { rebuildFigures } from "../apps/api/src/db/daily-figures";
import { productRow } from "../apps/api/src/features/products/products.service";
import { productCreateSchema, SIZES } from "@atelier/shared/products";

const { values: opts } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--admin"),
  options: {
    orders: { type: "string", default: "100000" },
    samples: { type: "string", default: "60" },
    "csv-only": { type: "boolean", default: false },
    // The list's figures alone: the export of 1,000,000 rows takes minutes on a loaded machine.
    "skip-csv": { type: "boolean", default: false },
    // Seeding 1,000,000 orders takes minutes: a run can keep its database, another measure it.
    keep: { type: "boolean", default: false },
    reuse: { type: "string" },
  },
});
const N = Number(opts.orders);
const SAMPLES = Number(opts.samples);
const ADMIN = { email: "bench-admin@atelier.test", password: "BenchAdmin2026" };

const databaseUrl = process.env.BENCH_DATABASE_URL;
const reuse = opts.reuse;
const keep = opts.keep || reuse !== undefined;
const dataDir =
  reuse && !databaseUrl ? reuse : fs.mkdtempSync(path.join(os.tmpdir(), "atelier-bench-admin-"));
const schema = databaseUrl ? (reuse ?? `bench_${randomBytes(4).toString("hex")}`) : undefined;
async function onPg(text: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}

const config = loadConfig({
  DATA_DIR: dataDir,
  HOST: "127.0.0.1",
  PORT: "0",
  LOG_LEVEL: "warn",
  SEED_DEMO: "false",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
config.rateLimits = { ...config.rateLimits, ipPerMinute: 1_000_000, accountPerWindow: 1_000_000 };
let dbOptions: DbOptions = { dialect: "sqlite", file: path.join(dataDir, "store.db") };
if (databaseUrl && schema) {
  if (!reuse) await onPg(`create schema ${schema}`);
  dbOptions = { dialect: "postgres", url: databaseUrl, schema, poolSize: 10 };
}
const app = await buildApp(config, { db: dbOptions });
await bootstrapAdmin(app);

// A year of orders, oldest first; statuses and payment states in a shop's proportions.
const STATUSES: [string, number][] = [
  ["delivered", 0.55],
  ["pending", 0.08],
  ["processing", 0.07],
  ["shipped", 0.1],
  ["canceled", 0.1],
  ["returned", 0.04],
  ["refused", 0.06],
];
const PAYMENTS: [string, number][] = [
  ["cod", 0.85],
  ["instapay_confirmed", 0.1],
  ["instapay_awaiting", 0.03],
  ["instapay_rejected", 0.02],
];
const FIRST = ["Nour", "Salma", "Omar", "Youssef", "Mariam", "Karim", "Hana", "Ahmed", "Laila"];
const LAST = ["Hassan", "Adel", "Farouk", "Mansour", "Said", "Ibrahim", "Nabil", "Fathy"];
const CITIES = ["Al-Maadi", "Al-Zamalek", "Heliopolis", "Nasr City", "Dokki", "Mohandessin"];
// mulberry32: the same orders on every run.
let seed = 42;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
};
const pick = (weighted: [string, number][]) => {
  let r = rand();
  for (const [value, w] of weighted) if ((r -= w) < 0) return value;
  return weighted[0]![0];
};
const CUSTOMERS = Math.max(1, Math.floor(N / 3));
const phoneOf = (c: number) => `010${String(10_000_000 + c).slice(-8)}`;

const seedStart = performance.now();
const BATCH = dbOptions.dialect === "sqlite" ? 1000 : 2000;
const YEAR = 365 * 86_400_000;
// A kept database: its year, from its first order, and no seeding.
const first = reuse
  ? await app.db.selectFrom("orders").select("created_at").orderBy("id").executeTakeFirst()
  : undefined;
if (reuse && !first) throw new Error(`${reuse} holds no orders`);
const t0 = first ? Date.parse(first.created_at) : Date.now() - YEAR;
// A catalogue of 24 pieces the orders' lines name (issue 33: the analytics' best sellers).
const pieces = reuse
  ? []
  : (
      await app.db
        .insertInto("products")
        .values(
          Array.from({ length: 24 }, (_, i) =>
            productRow(
              productCreateSchema.parse({
                title: `Piece ${i + 1}`,
                originalPrice: 850,
                salePrice: 850,
                quantityS: 100,
                quantityM: 100,
                quantityL: 100,
                quantityXL: 100,
              }),
              new Date(t0).toISOString(),
            ),
          ),
        )
        .returning("id")
        .execute()
    ).map((p) => p.id);
for (let from = 1; !reuse && from <= N; from += BATCH) {
  const ids = Array.from({ length: Math.min(BATCH, N - from + 1) }, (_, i) => from + i);
  const orders = [];
  const lines = [];
  const events = [];
  for (const id of ids) {
    const c = Math.floor(rand() * CUSTOMERS);
    const at = new Date(t0 + Math.floor((id / N) * YEAR)).toISOString();
    const status = pick(STATUSES);
    const name = `${FIRST[c % FIRST.length]} ${LAST[c % LAST.length]}`;
    const city = CITIES[c % CITIES.length]!;
    const qty = 1 + Math.floor(rand() * 3);
    const off = id % 20 === 0 ? qty * 85_00 : 0;
    orders.push({
      id,
      user_id: null,
      status,
      customer_email: `customer${c}@example.com`,
      customer_number: phoneOf(c),
      customer_phone_key: phoneOf(c),
      customer_name: name,
      address_details: `${id % 90} Road ${c % 20}, Floor 3, Apt 7, ${city}, Cairo`,
      shipping_address: JSON.stringify({
        address: `${id % 90} Road ${c % 20}`,
        floor: "3",
        apartment: "7",
        city,
        governorate: "Cairo",
      }),
      // One order in 20 with a code's 10 % off the pieces.
      total_price: qty * 850_00 - off,
      discount: off,
      discount_code: off ? `CODE${id % 7}` : null,
      shipping_governorate: "EG-C",
      shipping: 50_00,
      stock_restored: ["canceled", "returned", "refused"].includes(status) ? 1 : 0,
      created_at: at,
      updated_at: at,
      delivered_at: status === "delivered" ? at : null,
      payment_state: pick(PAYMENTS),
      payment_reference: null,
      payment_receipt: null,
      language: "en",
      return_reason: null,
      return_note: null,
      return_requested_at: null,
    });
    lines.push({
      order_id: id,
      // Pieces and sizes by the order's number: the same orders as before, with products named.
      product_id: pieces[(id * 7) % pieces.length] ?? null,
      title: "Linen Shirt",
      size: SIZES[Math.floor(id / 24) % SIZES.length]!,
      quantity: qty,
      unit_price: 850_00,
      image: null,
      discount: off,
    });
    events.push({
      order_id: id,
      kind: "placed",
      status: "pending",
      actor: "customer",
      actor_email: `customer${c}@example.com`,
      note: null,
      created_at: at,
    });
    if (id % 50 === 0)
      events.push({
        order_id: id,
        kind: "note",
        status: null,
        actor: "admin",
        actor_email: ADMIN.email,
        note: "Called, wants delivery after 5 pm, 3rd floor",
        created_at: at,
      });
  }
  await app.db.transaction().execute(async (trx) => {
    // Rows per statement stay under SQLite's bound-variable limit.
    for (let i = 0; i < orders.length; i += 500)
      await trx
        .insertInto("orders")
        .values(orders.slice(i, i + 500))
        .execute();
    for (let i = 0; i < lines.length; i += 1000)
      await trx
        .insertInto("order_lines")
        .values(lines.slice(i, i + 1000))
        .execute();
    for (let i = 0; i < events.length; i += 1000)
      await trx
        .insertInto("order_events")
        .values(events.slice(i, i + 1000))
        .execute();
  });
}
if (reuse) {
  // Measured as it was kept.
} else if (isPostgres(app.db)) {
  await sql`select setval(pg_get_serial_sequence('orders', 'id'), ${N})`.execute(app.db);
  // What autovacuum does to a store's tables over time: statistics, and the visibility map that
  // lets a count or a page of ids be read from an index alone.
  await sql`vacuum analyze`.execute(app.db);
} else {
  await sql`analyze`.execute(app.db);
}
const seedSeconds = (performance.now() - seedStart) / 1000;
// Orders written straight into the tables skip placement: their daily figures are built as
// migration 0030 builds them from the orders already there.
const figuresStart = performance.now();
// A kept database seeded before the figures existed (or whose seeding stopped before them) has
// none: built then too.
const noFigures = !(await app.db
  .selectFrom("sales_days")
  .select("day")
  .limit(1)
  .executeTakeFirst());
if (!reuse || noFigures) await rebuildFigures(app.db);
const figuresSeconds = (performance.now() - figuresStart) / 1000;

await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
const login = await fetch(`${base}/api/auth/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(ADMIN),
});
const { token } = (await login.json()) as { token: string };
const auth = { authorization: `Bearer ${token}` };

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};
async function measure(label: string, url: string) {
  const times: number[] = [];
  let total = "";
  for (let i = 0; i < SAMPLES + 3; i++) {
    const started = performance.now();
    const r = await fetch(`${base}${url}`, { headers: auth });
    const body = await r.text();
    if (r.status !== 200) throw new Error(`${url}: ${r.status} ${body}`);
    total = r.headers.get("x-total-count") ?? "";
    if (i >= 3) times.push(performance.now() - started);
  }
  const row = {
    request: label,
    url,
    p50: quantile(times, 0.5).toFixed(1),
    p99: quantile(times, 0.99).toFixed(1),
    matches: total,
  };
  console.log(JSON.stringify(row));
  return row;
}

console.log(
  JSON.stringify({
    dialect: dbOptions.dialect,
    orders: N,
    seedSeconds: seedSeconds.toFixed(1),
    figuresSeconds: figuresSeconds.toFixed(1),
  }),
);
// A customer who has orders: the one of the middle order.
const probe = await app.db
  .selectFrom("orders")
  .select(["customer_number", "customer_email"])
  .where("id", "=", Math.ceil(N / 2))
  .executeTakeFirstOrThrow();
const phone = probe.customer_number;
const spaced = `+20 ${phone.slice(1, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`;
const rows = opts["csv-only"]
  ? []
  : [
      // The machine's own floor at that moment: a request that reads no orders.
      await measure("floor: health check", "/api/health"),
      await measure("first page (100)", "/api/admin/orders"),
      await measure("status + payment", "/api/admin/orders?status=processing&payment=cod"),
      await measure("status, rare", "/api/admin/orders?status=pending&payment=instapay_awaiting"),
      await measure("date range (a week)", `/api/admin/orders?from=${day(0.5)}&to=${day(0.52)}`),
      // Issue 25: open-ended and long ranges, which hold most of the orders.
      await measure("date range, from only (a month)", `/api/admin/orders?from=${day(11 / 12)}`),
      await measure("date range, to only", `/api/admin/orders?to=${day(0.9)}`),
      await measure("date range (a year)", `/api/admin/orders?from=${day(0)}&to=${day(1)}`),
      await measure("payment only", "/api/admin/orders?payment=cod"),
      await measure("payment only, rare", "/api/admin/orders?payment=instapay_awaiting"),
      await measure("search phone", `/api/admin/orders?q=${encodeURIComponent(spaced)}`),
      await measure(
        "search e-mail",
        `/api/admin/orders?q=${encodeURIComponent(probe.customer_email)}`,
      ),
      // Part of an e-mail (issue 24): one address's local part, and a domain every order shares.
      await measure(
        "search e-mail part, rare",
        `/api/admin/orders?q=${encodeURIComponent(probe.customer_email.split("@")[0]!.slice(1) + "@")}`,
      ),
      await measure("search e-mail part, all", "/api/admin/orders?q=%40example.com"),
      await measure("search order number", `/api/admin/orders?q=${Math.floor(N / 2)}`),
      await measure("search name (substring)", "/api/admin/orders?q=mansour"),
      // Issue 25: a name with a status or a payment state, common and rare.
      await measure("name + status", "/api/admin/orders?q=mansour&status=delivered"),
      await measure("name + status, rare", "/api/admin/orders?q=mansour&status=returned"),
      await measure("name + payment", "/api/admin/orders?q=mansour&payment=instapay_awaiting"),
      await measure("deep page", `/api/admin/orders?before=${Math.floor(N / 100)}`),
      await measure("dashboard", "/api/admin/dashboard"),
      // Issue 33: a year's analytics (and the year before it, for the sales' comparison).
      await measure(
        "analytics sales, a year by day",
        `/api/admin/analytics/sales?from=${day(0)}&to=${day(1)}&interval=day`,
      ),
      await measure(
        "analytics sales, a year by month",
        `/api/admin/analytics/sales?from=${day(0)}&to=${day(1)}&interval=month`,
      ),
      await measure(
        "analytics products, a year",
        `/api/admin/analytics/products?from=${day(0)}&to=${day(1)}`,
      ),
      await measure(
        "analytics places, a year",
        `/api/admin/analytics/places?from=${day(0)}&to=${day(1)}`,
      ),
    ];
/** The export of every order, streamed; RSS sampled while it runs. */
async function exportAll() {
  const rssBefore = process.memoryUsage.rss();
  let peak = rssBefore;
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 10);
  const started = performance.now();
  // Every order: without a status the export is only the ones ready to ship.
  const r = await fetch(`${base}/api/admin/orders.csv?status=all`, { headers: auth });
  let lineCount = 0;
  let lastWasCr = false;
  const decoder = new TextDecoder();
  for await (const chunk of r.body!) {
    const text = decoder.decode(chunk as Uint8Array, { stream: true });
    // Rows end in CRLF; a note's own line breaks are quoted LF only, so LF after CR counts rows.
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1))
      if (i === 0 ? lastWasCr : text[i - 1] === "\r") lineCount++;
    lastWasCr = text.endsWith("\r");
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    csvRows: lineCount - 1,
    csvSeconds: seconds.toFixed(1),
    rowsPerSecond: Math.round((lineCount - 1) / seconds),
    rssBeforeMB: Math.round(rssBefore / 2 ** 20),
    rssPeakMB: Math.round(peak / 2 ** 20),
    heapBeforeMB: Math.round(heapBefore / 2 ** 20),
    heapPeakMB: Math.round(heapPeak / 2 ** 20),
  };
}

function day(fraction: number) {
  return new Date(t0 + fraction * YEAR).toISOString().slice(0, 10);
}

const csv = opts["skip-csv"] ? undefined : await exportAll();
if (csv) console.log(JSON.stringify(csv));

console.log(`\n${dbOptions.dialect}, ${N.toLocaleString("en-US")} orders, ${SAMPLES} samples each`);
console.log("| Request | p50 ms | p99 ms | Matches |\n|---|---:|---:|---:|");
for (const row of rows)
  console.log(`| ${row.request} | ${row.p50} | ${row.p99} | ${row.matches} |`);
if (csv)
  console.log(
    `| CSV export | ${csv.rowsPerSecond.toLocaleString("en-US")} rows/s | peak RSS ${csv.rssPeakMB} MB (${csv.rssBeforeMB} MB before) | ${csv.csvRows} |`,
  );

await app.close();
if (keep) console.log(`kept: --reuse ${schema ?? dataDir}`);
else {
  if (schema) await onPg(`drop schema if exists ${schema} cascade`).catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
}
