// Where a search's time goes at N products (issue 29), outside the HTTP stack: the catalogue
// fingerprint query (one after another, and 200 at once), then each of the bench's 400 prefixes
// through the repository's query, toProducts and JSON.stringify, then EXPLAIN ANALYZE of the
// slowest, a middling and a common one (PostgreSQL).
//   node --import tsx bench/search-profile.ts                  SQLite, 10,000 products
//   BENCH_DATABASE_URL=postgres://… N=10000 node --import tsx bench/search-profile.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { buildApp } from "../apps/api/src/app";
import { loadConfig } from "../apps/api/src/config";
import type { DbOptions } from "../apps/api/src/db/dialects";
import * as repo from "../apps/api/src/features/products/products.repository";
import { searchWords, toProducts } from "../apps/api/src/features/products/products.service";
import { seedCatalogue } from "./catalogue";

const url = process.env.BENCH_DATABASE_URL;
const schema = `profile_${process.pid}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-profile-"));
async function onPg(query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(query);
  await client.end();
}
let db: DbOptions = { dialect: "sqlite", file: path.join(dataDir, "store.db") };
if (url) {
  await onPg(`create schema ${schema}`);
  db = { dialect: "postgres", url, schema, poolSize: 10 };
}
const config = loadConfig({ DATA_DIR: dataDir, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "warn" });
const app = await buildApp(config, { db });
const ms = (n: number) => `${n.toFixed(2)} ms`;
try {
  await seedCatalogue(app.db, Number(process.env.N ?? 10_000));
  // The bench's queries (bench/api.mjs): a title word's first five letters, English and Arabic.
  const titles = await app.db.selectFrom("products").select(["title", "title_ar"]).execute();
  const prefixes = [
    ...new Set(
      titles.flatMap((p) =>
        [p.title, p.title_ar]
          .flatMap((t) => t.split(/\s+/))
          .filter((w) => w.length >= 4)
          .map((w) => w.slice(0, 5).toLowerCase()),
      ),
    ),
  ].slice(0, 400);

  const fingerprint = repo.catalogFingerprint(app.db);
  await fingerprint();
  let t = performance.now();
  for (let i = 0; i < 200; i++) await fingerprint();
  console.log(`fingerprint, nothing written: ${ms((performance.now() - t) / 200)} each`);
  t = performance.now();
  for (let i = 0; i < 50; i++) {
    // A write elsewhere, as a search worked out makes (its rate-limit count).
    await app.countRequest("profile", 60_000);
    await fingerprint();
  }
  console.log(
    `fingerprint after a rate-limit count: ${ms((performance.now() - t) / 50)}, the count included`,
  );
  t = performance.now();
  await Promise.all(Array.from({ length: 200 }, () => fingerprint()));
  console.log(`fingerprint, 200 at once: ${ms((performance.now() - t) / 200)} each`);

  const timed: { q: string; query: number; convert: number; stringify: number }[] = [];
  let bytes = 0;
  // The first round warms the buffers; the second is measured.
  for (let round = 0; round < 2; round++)
    for (const q of prefixes) {
      const words = searchWords(q);
      const t0 = performance.now();
      const rows = await repo.searchCatalogue(
        app.db,
        words.map((w) => [w]),
        20,
      );
      const t1 = performance.now();
      const products = await toProducts(app.db, rows);
      const t2 = performance.now();
      const body = JSON.stringify(products);
      const t3 = performance.now();
      if (round === 0) continue;
      bytes += Buffer.byteLength(body);
      timed.push({ q, query: t1 - t0, convert: t2 - t1, stringify: t3 - t2 });
    }
  const mean = (key: "query" | "convert" | "stringify") =>
    ms(timed.reduce((n, x) => n + x[key], 0) / timed.length);
  const sorted = timed.map((x) => x.query).sort((a, b) => a - b);
  const at = (p: number) => ms(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!);
  console.log(
    `${timed.length} searches: query ${mean("query")} (p50 ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)}, max ${at(1)}), ` +
      `toProducts ${mean("convert")}, JSON.stringify ${mean("stringify")}, ${(bytes / timed.length / 1024).toFixed(1)} KB an answer`,
  );
  const slowest = [...timed].sort((a, b) => b.query - a.query);
  console.log(
    `slowest: ${slowest
      .slice(0, 8)
      .map((x) => `${x.q} ${ms(x.query)}`)
      .join(", ")}`,
  );

  if (url)
    for (const q of [slowest[0]!.q, slowest[Math.floor(slowest.length / 2)]!.q, "helio"]) {
      // The ranking query, as searchCatalogue runs it for several words whose titles do not fill
      // the answer (one word is asked title matches first): with sequential scans off.
      const plan = await app.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const query = repo
          .searchCatalogueQuery(
            trx,
            searchWords(q).map((w) => [w]),
            20,
          )
          .compile();
        return trx.executeQuery<{ "QUERY PLAN": string }>({
          ...query,
          sql: `explain (analyze, buffers) ${query.sql}`,
        });
      });
      console.log(`\nEXPLAIN ANALYZE, q=${q}\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
    }
} finally {
  await app.close();
  if (url) await onPg(`drop schema ${schema} cascade`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
