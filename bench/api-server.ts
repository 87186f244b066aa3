// The store's API for bench/api.mjs: a fresh data dir, the demo catalog seeded, an admin,
// listening on an ephemeral port (or BENCH_API_PORT) on 127.0.0.1. Prints one JSON line
// `{ "port": n, "seedSeconds": s, "catalogue": { "added": n, "seconds": s }, "pids": [...] }`.
// BENCH_CATALOGUE=N adds N generated products on top of the demo (bench/catalogue.ts); `pids` are
// the processes that serve, whose RSS bench/api.mjs reads.
// PostgreSQL when BENCH_DATABASE_URL is set (a throwaway schema, dropped on exit).
// BENCH_WORKERS=N (api.mjs --workers N): N worker processes on one port with node:cluster, as
// WEB_CONCURRENCY=N runs apps/api/src/server.ts; this process prepares the data and supervises.
import cluster from "node:cluster";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { buildApp } from "../apps/api/src/app";
import { bootstrapAdmin, seedDemo } from "../apps/api/src/bootstrap";
import { loadConfig } from "../apps/api/src/config";
import type { DbOptions } from "../apps/api/src/db/dialects";
import { catalogueSize, seedCatalogue } from "./catalogue";

const workers = Math.max(1, Number(process.env.BENCH_WORKERS ?? 1));
const worker = cluster.isWorker;
// Workers are handed the primary's data dir and schema.
let closing = false;
const dataDir =
  process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "atelier-bench-"));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const schema =
  process.env.BENCH_SCHEMA ?? (databaseUrl ? `bench_${randomBytes(4).toString("hex")}` : undefined);

async function onPg(sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

const config = loadConfig({
  DATA_DIR: dataDir,
  HOST: "127.0.0.1",
  PORT: "0",
  LOG_LEVEL: "warn",
  SEED_DEMO: "true",
  ADMIN_EMAIL: process.env.BENCH_ADMIN_EMAIL ?? "bench-admin@atelier.test",
  ADMIN_PASSWORD: process.env.BENCH_ADMIN_PASSWORD ?? "BenchAdmin2026",
  // The bench's buyers order again and again from one address with one phone number: the order
  // limits are raised here, for the bench, never by lowering the defaults.
  MAX_OPEN_ORDERS: "1000000",
  ORDER_RATE_LIMIT: "1000000",
  CANCEL_RATE_LIMIT: "1000000",
  MAIL_BUDGET: "1000000",
  // What counting every request for GET /metrics costs (docs/benchmarks.md, issue 33).
  ...(process.env.BENCH_METRICS_TOKEN ? { METRICS_TOKEN: process.env.BENCH_METRICS_TOKEN } : {}),
});
// The bench signs up its buyers from one address; the per-IP limit would otherwise stop it.
config.rateLimits = {
  ...config.rateLimits,
  ipPerMinute: 1_000_000,
  accountPerWindow: 1_000_000,
  searchPerMinute: 1_000_000,
};

let db: DbOptions = { dialect: "sqlite", file: path.join(dataDir, "store.db") };
if (databaseUrl && schema) {
  if (!worker) await onPg(`create schema ${schema}`);
  db = { dialect: "postgres", url: databaseUrl, schema, poolSize: 10 };
}

if (worker) {
  const app = await buildApp(config, { db });
  await app.listen({ port: Number(process.env.BENCH_PORT), host: "127.0.0.1" });
  process.on("SIGTERM", () => void app.close().finally(() => process.exit(0)));
  // The primary prints and cleans up; a worker only serves.
  await new Promise(() => {});
}

const app = await buildApp(config, { db });
await bootstrapAdmin(app);
const started = performance.now();
// The same shot cache as `npm start`: only the first run on a machine renders the garments.
await seedDemo(app, {
  cacheDir: path.resolve(import.meta.dirname, "../node_modules/.cache/atelier-demo-art"),
});
const seedSeconds = (performance.now() - started) / 1000;
const catalogue = await seedCatalogue(app.db, catalogueSize([], process.env));
let port: number;
let pids = [process.pid];
if (workers === 1) {
  await app.listen({ port: Number(process.env.BENCH_API_PORT ?? 0), host: "127.0.0.1" });
  const address = app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
} else {
  await app.close();
  port = await new Promise<number>((resolve) => {
    if (process.env.BENCH_API_PORT) return resolve(Number(process.env.BENCH_API_PORT));
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
  const env = {
    BENCH_PORT: String(port),
    BENCH_DATA_DIR: dataDir,
    ...(schema ? { BENCH_SCHEMA: schema } : {}),
  };
  cluster.on("exit", (w, code, signal) => {
    if (!closing) process.stderr.write(`bench: worker ${w.process.pid} died (${signal ?? code})\n`);
  });
  pids = await Promise.all(
    Array.from(
      { length: workers },
      () =>
        new Promise<number>((resolve) => {
          const w = cluster.fork(env);
          w.once("listening", () => resolve(w.process.pid!));
        }),
    ),
  );
}
process.stdout.write(
  `${JSON.stringify({ port, seedSeconds, catalogue, dialect: db.dialect, workers, pids })}\n`,
);

const shutdown = async () => {
  if (closing) return;
  closing = true;
  if (workers === 1) await app.close().catch(() => {});
  else {
    const all = Object.values(cluster.workers ?? {});
    await Promise.all(
      all.map((w) => new Promise((resolve) => w?.once("exit", resolve).process.kill("SIGTERM"))),
    );
  }
  if (schema) await onPg(`drop schema if exists ${schema} cascade`).catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
// The bench parent may die without signalling; never outlive it.
process.stdin.on("end", shutdown);
process.stdin.resume();
