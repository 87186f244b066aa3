// `npm run bench:soak`: a day of load in half an hour (issue 25). Starts the BUILT server
// (apps/api/dist/server.js, as `npm start` runs it) on 127.0.0.1 with a fresh data dir, the demo
// catalogue and mail to DATA_DIR/outbox, drives a fixed mix of shoppers and an admin at it
// (bench/soak-load.mjs), and every 10 s samples the server's RSS, heap, open descriptors and
// event-loop delay (bench/soak-probe.mjs, loaded into the server with --import) beside the
// requests' p99 and errors. Exits 1 when memory or descriptors grow, p99 drifts, or any request
// fails. A benchmark, not a test: figures in docs/benchmarks.md.
//
//   npm run bench:soak                               30 minutes on SQLite
//   npm run bench:soak -- --duration 60              the short version
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:soak
//                                                    PostgreSQL: a database of its own, dropped
//   npm run bench:soak -- --rate 200 --connections 16 --interval 10 --keep --json out.json
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { prepareLoad, startLoad, Stats } from "./soak-load.mjs";
import { judge, summaryMarkdown } from "./soak-verdict.mjs";

const { values: opts } = parseArgs({
  options: {
    duration: { type: "string", default: "1800" },
    interval: { type: "string", default: "10" },
    rate: { type: "string", default: "200" },
    connections: { type: "string", default: "16" },
    "admin-every": { type: "string", default: "30" },
    warmup: { type: "string" },
    dialect: { type: "string" },
    keep: { type: "boolean", default: false },
    json: { type: "string" },
  },
});
const DURATION = Number(opts.duration);
const INTERVAL = Number(opts.interval);
const RATE = Number(opts.rate);
const CONNECTIONS = Math.max(1, Number(opts.connections));
// Warm-up (caches fill, the JIT settles): the first 20 % of the run, at least 30 s and at most
// 2 minutes, and never more than half of it.
const WARMUP =
  opts.warmup !== undefined
    ? Number(opts.warmup)
    : Math.min(Math.max(DURATION * 0.2, 30), 120, DURATION / 2);
const pgUrl = process.env.BENCH_DATABASE_URL;
const DIALECT = opts.dialect ?? (pgUrl ? "postgres" : "sqlite");
if (!["sqlite", "postgres"].includes(DIALECT)) throw new Error("--dialect is sqlite or postgres");
if (DIALECT === "postgres" && !pgUrl)
  throw new Error("--dialect postgres needs BENCH_DATABASE_URL=postgres://… (a server to use)");
const ADMIN = { email: "soak-admin@atelier.test", password: "SoakAdmin2026" };

const root = path.resolve(import.meta.dirname, "..");
const mb = (bytes) => bytes / 2 ** 20;

async function onPg(text) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

/** The built server with the probe loaded; resolves once it says it is open. */
function startServer(env, logFile) {
  const log = fs.createWriteStream(logFile);
  const child = spawn(
    process.execPath,
    ["--import", "./bench/soak-probe.mjs", "apps/api/dist/server.js"],
    { cwd: root, env, stdio: ["ignore", "pipe", "pipe", "ipc"] },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const ready = new Promise((resolve, reject) => {
    let seen = "";
    const onData = (chunk) => {
      seen = (seen + chunk).slice(-4000);
      if (seen.includes("Atelier is open at")) {
        child.stdout.off("data", onData);
        resolve();
      }
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) =>
      reject(new Error(`the server exited (${code}) before it opened; see ${logFile}:\n${seen}`)),
    );
  });
  const timeout = setTimeout(() => child.kill("SIGTERM"), 5 * 60_000);
  return { child, ready: ready.finally(() => clearTimeout(timeout)) };
}

/** Asks the probe in the server for its figures since the last sample. */
function sampleServer(child) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off("message", onMessage);
      resolve(null);
    }, 5000);
    const onMessage = (message) => {
      if (message?.type !== "soak:sample") return;
      clearTimeout(timer);
      child.off("message", onMessage);
      resolve(message);
    };
    child.on("message", onMessage);
    // A server that has gone (or is going) answers nothing: the timeout says so.
    if (child.connected) child.send({ type: "soak:sample" }, () => {});
  });
}

/** Lines of the server's pino log at warn (40) or above. */
function serverProblems(logFile) {
  const lines = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").split("\n") : [];
  return lines.filter((line) => {
    const level = /"level":(\d+)/.exec(line)?.[1];
    return level ? Number(level) >= 40 : /error|warn/i.test(line);
  });
}

const pad = (value, width) => String(value).padStart(width);
const HEADER =
  "    t   req/s  p50 ms  p99 ms  err   RSS MB  heap MB  after GC  GCs   fds  loop p99  loop max";
function row(s) {
  return [
    pad(s.t, 5),
    pad(s.rps.toFixed(0), 7),
    pad(s.p50.toFixed(1), 7),
    pad(s.p99.toFixed(1), 7),
    pad(s.errors, 4),
    pad(s.rssMB.toFixed(1), 8),
    pad(s.heapMB.toFixed(1), 8),
    pad(s.heapGcMB?.toFixed(1) ?? "—", 9),
    pad(s.majorGcs, 4),
    pad(s.fds ?? "—", 5),
    pad(s.loopP99.toFixed(1), 9),
    pad(s.loopMax.toFixed(1), 9),
  ].join(" ");
}

async function main() {
  buildIfStale();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-soak-"));
  const logFile = path.join(dataDir, "server.log");
  const database = DIALECT === "postgres" ? `soak_${randomBytes(4).toString("hex")}` : undefined;
  let databaseUrl = "";
  if (database) {
    await onPg(`create database ${database}`);
    const url = new URL(pgUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // Mail as .eml files in DATA_DIR/outbox; no Redis, no bucket: the store alone.
    SMTP_URL: "",
    REDIS_URL: "",
    S3_BUCKET: "",
    WEB_CONCURRENCY: "1",
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The shoppers order again and again from one address and one phone number: the order
    // limits are raised for the soak, never by lowering the defaults.
    MAX_OPEN_ORDERS: "1000000",
    ORDER_RATE_LIMIT: "1000000",
  };

  let server;
  let stopLoad = async () => {};
  let exitCode = 1;
  // Once, whether the run ends, fails or is interrupted.
  let cleaning;
  const cleanUp = () => (cleaning ??= tidy());
  const tidy = async () => {
    await stopLoad();
    if (server && server.child.exitCode === null) {
      const exited = new Promise((resolve) => server.child.once("exit", resolve));
      server.child.kill("SIGTERM");
      await exited;
    }
    if (opts.keep)
      console.log(`soak: kept ${database ? `database ${database} and ` : ""}${dataDir}`);
    else {
      if (database) await onPg(`drop database if exists ${database} with (force)`).catch(() => {});
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
  for (const signal of ["SIGINT", "SIGTERM"])
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

  try {
    console.log(`soak: ${DIALECT}, starting the built server and seeding the demo catalogue…`);
    const startedAt = performance.now();
    server = startServer(env, logFile);
    await server.ready;
    const ctx = await prepareLoad(base, { admin: ADMIN, shoppers: CONNECTIONS });
    console.log(
      `soak: open in ${((performance.now() - startedAt) / 1000).toFixed(1)} s on ${base}; ` +
        `${RATE} req/s from ${CONNECTIONS} shoppers, the admin's round every ${opts["admin-every"]} s, ` +
        `${DURATION} s, sampled every ${INTERVAL} s, warm-up ${WARMUP.toFixed(0)} s; ` +
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(" ")}`,
    );
    const stats = new Stats();
    await sampleServer(server.child); // the probe's slices start with the load
    stopLoad = startLoad(base, ctx, {
      rate: RATE,
      connections: CONNECTIONS,
      adminEvery: Number(opts["admin-every"]) * 1000,
      stats,
    });
    console.log(HEADER);
    const samples = [];
    const loadAverages = [os.loadavg()[0]];
    const t0 = performance.now();
    for (let n = 1; n * INTERVAL <= DURATION; n++) {
      await new Promise((r) => setTimeout(r, t0 + n * INTERVAL * 1000 - performance.now()));
      const slice = stats.slice;
      stats.resetSlice();
      const probe = await sampleServer(server.child);
      if (!probe) throw new Error("the server's probe did not answer within 5 s");
      const seconds = (performance.now() - slice.started) / 1000;
      const sample = {
        t: n * INTERVAL,
        rps: slice.count / seconds,
        requests: slice.count,
        p50: slice.count ? slice.hist.percentile(50) / 1000 : 0,
        p99: slice.count ? slice.hist.percentile(99) / 1000 : 0,
        errors: slice.errors,
        rssMB: mb(probe.rss),
        heapMB: mb(probe.heapUsed),
        heapGcMB: probe.heapAfterGc === null ? null : mb(probe.heapAfterGc),
        majorGcs: probe.majorGcs,
        heapTotalMB: mb(probe.heapTotal),
        externalMB: mb(probe.external),
        fds: probe.fds,
        loopP99: probe.loopP99,
        loopMax: probe.loopMax,
        load: os.loadavg()[0],
      };
      samples.push(sample);
      loadAverages.push(sample.load);
      console.log(row(sample));
    }
    await stopLoad();
    stopLoad = async () => {};

    const verdict = judge(samples, { warmup: WARMUP, errors: stats.errors });
    const problems = serverProblems(logFile);
    const run = {
      dialect: DIALECT,
      date: new Date().toISOString(),
      duration: DURATION,
      interval: INTERVAL,
      rate: RATE,
      connections: CONNECTIONS,
      warmup: WARMUP,
      node: process.version,
      cpus: os.cpus().length,
      loadAverage: {
        min: Math.min(...loadAverages),
        max: Math.max(...loadAverages),
        mean: loadAverages.reduce((a, b) => a + b, 0) / loadAverages.length,
      },
      outboxFiles: fs.existsSync(path.join(dataDir, "outbox"))
        ? fs.readdirSync(path.join(dataDir, "outbox")).length
        : 0,
      serverWarnings: problems.length,
      kinds: [...stats.kinds].map(([kind, k]) => ({
        kind,
        count: k.count,
        errors: k.errors,
        p50: k.hist.percentile(50) / 1000,
        p99: k.hist.percentile(99) / 1000,
      })),
    };
    console.log(`\n${summaryMarkdown(run, samples, verdict)}`);
    if (stats.errors.length) console.log(`\nFirst errors:\n  ${stats.errors.join("\n  ")}`);
    if (problems.length)
      console.log(
        `\nServer log, warn or worse (${problems.length}):\n  ${problems.slice(0, 10).join("\n  ")}`,
      );
    if (opts.json) fs.writeFileSync(opts.json, JSON.stringify({ run, samples, verdict }, null, 2));
    exitCode = verdict.pass ? 0 : 1;
  } catch (err) {
    console.error(`soak failed: ${err.stack ?? err}`);
    const problems = serverProblems(logFile);
    if (problems.length) console.error(`server log:\n  ${problems.slice(-10).join("\n  ")}`);
  } finally {
    await cleanUp();
  }
  process.exit(exitCode);
}

await main();
