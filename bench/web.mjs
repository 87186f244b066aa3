// `npm run bench:web`: Lighthouse (mobile emulation, Debian's Chromium) on /, /products and a
// product page of the real built store with the demo catalog, and on their Arabic twins (/ar…).
// Prints the four scores with LCP, TBT, CLS, the DOM's node count, the HTML's and the whole page's
// transfer size, from the median of BENCH_WEB_RUNS runs (3). BENCH_WEB_PAGES=en or =ar measures
// one language only; BENCH_WEB_PATHS=/,/products only those pages (and their twins). Traffic
// stays on 127.0.0.1.
//
//   npm run bench:web -- --catalogue 5000     5,000 generated products on top of the demo's (or
//                                             BENCH_CATALOGUE=5000; bench/catalogue.ts)
//   BENCH_DATABASE_URL=postgres://… npm run bench:web     PostgreSQL, a throwaway schema
//   BENCH_WEB_PORT=4710 BENCH_CHROME_PORT=4711 …          the store's and Chromium's ports
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import chromium from "../e2e/chromium.json" with { type: "json" };
import { buildIfStale } from "../scripts/build-if-stale.mjs";

const { values: opts } = parseArgs({
  options: { catalogue: { type: "string", default: process.env.BENCH_CATALOGUE ?? "0" } },
});
const catalogue = Number(opts.catalogue);
const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_WEB_PORT ?? 3300);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-bench-web-"));
// PostgreSQL: a schema of its own, named in the URL the server is given, dropped at the end.
const databaseUrl = process.env.BENCH_DATABASE_URL;
const schema = databaseUrl ? `bench_web_${randomBytes(4).toString("hex")}` : undefined;
async function onPg(text) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}
let serverDbUrl;
if (databaseUrl && schema) {
  await onPg(`create schema ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  serverDbUrl = url.toString();
}

buildIfStale();
const server = spawn(process.execPath, ["apps/api/dist/server.js"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SEED_DEMO: "true",
    PUBLIC_URL: base,
    ...(serverDbUrl ? { DATABASE_URL: serverDbUrl } : {}),
  },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      const r = await fetch(`${base}/api/products`);
      if (r.ok && (await r.json()).length > 0) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

// Lighthouse's own advice for its run-to-run variance: take the median of several runs.
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const results = [];
let chrome;
try {
  await waitForServer();
  if (catalogue > 0) {
    // Straight into the server's database while it runs, after the demo: its caches see the
    // change through the catalogue's fingerprint, as they would an admin's in another process.
    const out = execFileSync(
      process.execPath,
      ["--import", "tsx", "bench/catalogue.ts", String(catalogue)],
      {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          ...(serverDbUrl ? { DATABASE_URL: serverDbUrl } : { DATABASE_URL: "" }),
        },
      },
    ).toString();
    const seeded = JSON.parse(out.split("\n").find((l) => l.startsWith("{")));
    console.log(
      `bench:web: ${seeded.added} generated products added in ${seeded.seconds.toFixed(2)} s`,
    );
  }
  const products = await (await fetch(`${base}/api/products`)).json();
  console.log(`bench:web: ${products.length} products in the catalogue`);
  const paths = process.env.BENCH_WEB_PATHS?.split(",");
  const english = ["/", "/products", `/product/${products[0].id}`].filter(
    (p) => !paths || paths.includes(p) || (p.startsWith("/product/") && paths.includes("/product")),
  );
  const arabic = english.map((p) => (p === "/" ? "/ar" : `/ar${p}`));
  const only = process.env.BENCH_WEB_PAGES;
  const pages = only === "en" ? english : only === "ar" ? arabic : [...english, ...arabic];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? chromium.path,
    chromeFlags: ["--headless=new", ...chromium.args],
    ...(process.env.BENCH_CHROME_PORT ? { port: Number(process.env.BENCH_CHROME_PORT) } : {}),
  });
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const page of pages) {
    // One warm-up run so the first page is not measured against a cold server cache.
    await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const reports = [];
    for (let i = 0; i < runs; i++) {
      reports.push(
        (
          await lighthouse(`${base}${page}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
          })
        ).lhr,
      );
    }
    const score = (lhr, c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const perf = reports.map((lhr) => score(lhr, "performance"));
    // The run whose performance score is the median stands for the page: its figures agree.
    const lhr = reports.find((r) => score(r, "performance") === median(perf));
    // BENCH_WEB_REPORTS=dir keeps that run's full report (open it in the Lighthouse viewer).
    if (process.env.BENCH_WEB_REPORTS) {
      fs.mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
      const name = page === "/" ? "home" : page.replace(/\W+/g, "-").replace(/^-|-$/g, "");
      fs.writeFileSync(
        path.join(process.env.BENCH_WEB_REPORTS, `${name}.json`),
        JSON.stringify(lhr),
      );
    }
    const ms = (a) => lhr.audits[a]?.numericValue ?? NaN;
    // The page's own HTML as it crossed the network (compressed, if it was).
    const html = (lhr.audits["network-requests"]?.details?.items ?? []).find(
      (item) => item.resourceType === "Document",
    );
    results.push({
      page,
      performance: score(lhr, "performance"),
      "perf runs": perf.join(" "),
      accessibility: score(lhr, "accessibility"),
      "best-practices": score(lhr, "best-practices"),
      seo: score(lhr, "seo"),
      "LCP ms": Math.round(ms("largest-contentful-paint")),
      "FCP ms": Math.round(ms("first-contentful-paint")),
      "SI ms": Math.round(ms("speed-index")),
      "TBT ms": Math.round(ms("total-blocking-time")),
      CLS: Number(ms("cumulative-layout-shift").toFixed(3)),
      "DOM nodes": Math.round(ms("dom-size")),
      "HTML KB": html ? Math.round(html.transferSize / 1024) : NaN,
      // Lighthouse's total byte weight: what the first load moves over the network.
      KB: Math.round(ms("total-byte-weight") / 1024),
    });
    // A catalogue of thousands makes a run take minutes: each page's figures as soon as it is done.
    console.log(`bench:web: ${JSON.stringify(results.at(-1))}`);
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary",
    );
    if (failing.length)
      console.log(`${page}: audits below par: ${failing.map((a) => a.id).join(", ")}`);
  }
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
  if (schema) {
    if (server.exitCode === null && server.signalCode === null)
      await new Promise((resolve) => server.once("exit", resolve));
    await onPg(`drop schema if exists ${schema} cascade`).catch(() => {});
  }
}

console.log(
  `\nLighthouse ${new Date().toISOString().slice(0, 10)}, mobile emulation (Moto G Power, slow 4G, 4x CPU slowdown), Chromium from Debian; median of ${runs} runs per page; ${databaseUrl ? "PostgreSQL" : "SQLite"}, demo catalogue${catalogue > 0 ? ` + ${catalogue} generated products` : ""}\n`,
);
console.table(results);
fs.rmSync(dataDir, { recursive: true, force: true });
