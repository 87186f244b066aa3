// `npm run bench`: how fast the catalog answers, measured against a bare Fastify server
// answering the same JSON from memory, and how many orders per second the store places while
// 20 buyers race for one product. Everything runs on 127.0.0.1 and ends on its own.
//
//   npm run bench                                  SQLite in a fresh temp dir
//   BENCH_DATABASE_URL=postgres://… npm run bench  PostgreSQL (a throwaway schema)
//   npm run bench -- --duration 5 --connections 50 --skip-orders
//   npm run bench -- --workers 2                   the API as 2 node:cluster workers on one port
//   npm run bench -- --catalogue 5000              5,000 generated products on top of the demo's
//                                                  (or BENCH_CATALOGUE=5000; bench/catalogue.ts)
//   npm run bench -- --port 4700                   the API on 4700, the bare server on 4701
//   npm run bench -- --only search                 only the rows whose name holds "search"
//   npm run bench -- --pin                         autocannon on the last CPU, the servers on the
//                                                  others (Linux, taskset): the load generator
//                                                  as if on its own machine
//
// The API runs from source through tsx (no build needed) in its own process; autocannon runs
// in this one. Results are in docs/benchmarks.md. The buyers order again and again from one
// address with one phone number, so bench/api-server.ts raises MAX_OPEN_ORDERS and
// ORDER_RATE_LIMIT in its own configuration.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import autocannon from "autocannon";

// `npm run bench -- --admin [--orders N]`: the back office part instead (bench/admin.ts).
if (process.argv.includes("--admin")) {
  const args = ["--import", "tsx", "bench/admin.ts", ...process.argv.slice(2)];
  const child = spawn(process.execPath, args, {
    cwd: path.resolve(import.meta.dirname, ".."),
    stdio: "inherit",
  });
  child.on("exit", (code) => process.exit(code ?? 1));
  await new Promise(() => {});
}

const { values: opts } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    warmup: { type: "string", default: "2" },
    rounds: { type: "string", default: "5" },
    buyers: { type: "string", default: "20" },
    "skip-orders": { type: "boolean", default: false },
    workers: { type: "string", default: "1" },
    catalogue: { type: "string", default: process.env.BENCH_CATALOGUE ?? "0" },
    // 0: ports the system picks.
    port: { type: "string", default: "0" },
    // Only the rows whose name holds this text ("search"), to iterate on one endpoint.
    only: { type: "string", default: "" },
    pin: { type: "boolean", default: false },
  },
});
const CATALOGUE = Number(opts.catalogue);
const PORT = Number(opts.port);
const DURATION = Number(opts.duration);
const CONNECTIONS = Number(opts.connections);
const WARMUP = Number(opts.warmup);
const ROUNDS = Math.max(1, Number(opts.rounds));
const BUYERS = Number(opts.buyers);
const WORKERS = Math.max(1, Number(opts.workers));
// --pin: on two cores the load generator otherwise takes CPU time from the server it measures,
// and its own delays count in the latencies it reports. PostgreSQL is left where the OS puts it.
const CPUS = os.availableParallelism();
const PIN = opts.pin ? { servers: `0-${CPUS - 2}`, load: String(CPUS - 1) } : null;
if (PIN) {
  if (process.platform !== "linux" || CPUS < 2) {
    console.error("bench: --pin needs Linux (taskset) and two CPUs or more");
    process.exit(2);
  }
  // Every thread of this process (autocannon's sockets, V8's helpers); the servers set their own.
  execFileSync("taskset", ["-a", "-p", "-c", PIN.load, String(process.pid)], { stdio: "ignore" });
}
const ADMIN = { email: "bench-admin@atelier.test", password: "BenchAdmin2026" };

const root = path.resolve(import.meta.dirname, "..");
const children = [];
const hardStop = setTimeout(() => {
  console.error("bench: took longer than 20 minutes, giving up");
  stopAll();
  process.exit(1);
}, 20 * 60_000);
hardStop.unref();

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}
process.on("SIGINT", () => {
  stopAll();
  process.exit(130);
});

/** Starts a node process and resolves with the JSON line it prints once it listens. */
function start(args, env = {}) {
  return new Promise((resolve, reject) => {
    // taskset runs node in its own place (exec), so the pid is the server's.
    const child = spawn(
      PIN ? "taskset" : process.execPath,
      PIN ? ["-c", PIN.servers, process.execPath, ...args] : args,
      {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ["pipe", "pipe", "inherit"],
      },
    );
    children.push(child);
    let buffered = "";
    child.stdout.on("data", (chunk) => {
      buffered += chunk;
      const line = buffered.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve({ child, info: JSON.parse(line) });
    });
    child.on("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}`)));
  });
}

const ms = (n) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const fmt = (n) => Math.round(n).toLocaleString("en-US");

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Measures the API and the bare server on one path in alternating slices (API, bare, API, …),
 * so that load from anything else on the machine falls on both alike.
 */
async function compare(urls, headers = {}, requests = undefined) {
  const runs = urls.map(() => []);
  // `requests`: paths each connection cycles through (the searches), instead of one URL's.
  const more = requests ? { requests } : {};
  for (const url of urls) {
    if (WARMUP > 0)
      await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, headers, ...more });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, url] of urls.entries()) {
      runs[i].push(
        await autocannon({
          url,
          connections: CONNECTIONS,
          duration: DURATION / ROUNDS,
          headers,
          ...more,
        }),
      );
    }
  }
  return runs.map((rs) => {
    const total = rs.reduce((n, r) => n + r.requests.total, 0);
    const seconds = rs.reduce((n, r) => n + r.duration, 0);
    const sum = (key) => rs.reduce((n, r) => n + r[key], 0);
    return {
      rps: total / seconds,
      p50: median(rs.map((r) => r.latency.p50)),
      p99: median(rs.map((r) => r.latency.p99)),
      total,
      errors: sum("errors") + sum("timeouts"),
      statuses: { "2xx": sum("2xx"), "3xx": sum("3xx"), "4xx": sum("4xx"), "5xx": sum("5xx") },
    };
  });
}

async function json(base, method, url, body, token) {
  const r = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await r.text();
  let data;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  return { status: r.status, data };
}

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const order = (email, productId, size = "M") => ({
  products: [{ productId, S: 0, M: 0, L: 0, XL: 0, [size]: 1 }],
  status: "Pending",
  customer_email: email,
  customer_number: "01012345678",
  customerName: "Bench Buyer",
  addressDetails: "12 Road 9, Floor 3, Apt 7, Al-Maadi, Cairo",
  shippingAddress: {
    address: "12 Road 9",
    floor: "3",
    apartment: "7",
    city: "Al-Maadi",
    governorate: "Cairo",
  },
});

async function benchOrders(base) {
  const admin = await json(base, "POST", "/api/auth/login", ADMIN);
  if (admin.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(admin.data)}`);
  const adminToken = admin.data.token;
  const buyers = [];
  for (let i = 0; i < BUYERS; i++) {
    const email = `buyer${i}@bench.test`;
    await json(base, "POST", "/api/auth/signup", { email, password: "BenchBuyer2026" });
    const login = await json(base, "POST", "/api/auth/login", {
      email,
      password: "BenchBuyer2026",
    });
    if (login.status !== 200) throw new Error(`buyer login failed: ${JSON.stringify(login.data)}`);
    buyers.push({ email, token: login.data.token });
  }
  const product = async (title, quantityM) => {
    const r = await json(
      base,
      "POST",
      "/api/products",
      { title, originalPrice: 1000, salePrice: 900, quantityM },
      adminToken,
    );
    if (r.status !== 201)
      throw new Error(`creating the bench product failed: ${JSON.stringify(r.data)}`);
    return r.data.id;
  };
  const stockM = async (id) => (await json(base, "GET", `/api/products/${id}`)).data.quantityM;

  // Is the endpoint there yet? One real order tells.
  const racing = await product("Bench Racing Shirt", 1_000_000);
  const probe = await json(
    base,
    "POST",
    "/api/orders",
    order(buyers[0].email, racing),
    buyers[0].token,
  );
  if (probe.status === 404 && /No route/.test(String(probe.data?.error)))
    return { available: false };
  if (probe.status !== 201)
    return {
      available: false,
      reason: `POST /api/orders answered ${probe.status}: ${JSON.stringify(probe.data)}`,
    };

  // Phase 1: throughput, every buyer ordering one unit of the same size of the same product.
  const before = await stockM(racing);
  const statuses = {};
  const latencies = [];
  const until = Date.now() + DURATION * 1000;
  const t0 = performance.now();
  await Promise.all(
    buyers.map(async (b) => {
      while (Date.now() < until) {
        const s = performance.now();
        const r = await json(base, "POST", "/api/orders", order(b.email, racing), b.token);
        latencies.push(performance.now() - s);
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const placed = statuses[201] ?? 0;
  const after = await stockM(racing);
  latencies.sort((a, b) => a - b);

  // Phase 2: the last 50 units, 20 buyers each trying until refused: exactly 50 orders.
  const last = 50;
  const scarce = await product("Bench Last Units Shirt", last);
  const sellout = {};
  await Promise.all(
    buyers.map(async (b) => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const r = await json(base, "POST", "/api/orders", order(b.email, scarce), b.token);
        sellout[r.status] = (sellout[r.status] ?? 0) + 1;
        if (r.status !== 201) break;
      }
    }),
  );
  return {
    available: true,
    seconds,
    perSecond: placed / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
    stockConsistent: before - after === placed,
    before,
    after,
    last,
    sellout,
    selloutStock: await stockM(scarce),
  };
}

/** One GET with the bytes as sent (fetch would undo the compression) and the headers. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** Headers that belong to the connection or the moment, not to the answer. */
const HOP = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
const kept = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP.has(name)));

/** The resident set of the processes that serve (Linux: /proc/<pid>/status), in bytes. */
function rssOf(pids) {
  try {
    return pids.reduce((sum, pid) => {
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      return sum + Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) * 1024;
    }, 0);
  } catch {
    return NaN; // not Linux
  }
}
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const kb = (bytes) => `${fmt(bytes / 1024)} KB`;
const COMPRESSED = { "accept-encoding": "br, gzip" };

async function main() {
  const dialect = process.env.BENCH_DATABASE_URL ? "postgres" : "sqlite";
  console.log(
    `bench: starting the API (${dialect}, ${WORKERS} worker${WORKERS > 1 ? "s" : ""}) and seeding the demo catalog${CATALOGUE ? ` and ${fmt(CATALOGUE)} generated products` : ""}…`,
  );
  const api = await start(["--import", "tsx", "bench/api-server.ts"], {
    BENCH_WORKERS: String(WORKERS),
    BENCH_CATALOGUE: String(CATALOGUE),
    ...(PORT ? { BENCH_API_PORT: String(PORT) } : {}),
  });
  const apiBase = `http://127.0.0.1:${api.info.port}`;
  const catalogue = api.info.catalogue ?? { added: 0, seconds: 0 };
  const seeded =
    `demo catalog seeded in ${api.info.seedSeconds.toFixed(1)} s` +
    (catalogue.added
      ? `, ${fmt(catalogue.added)} generated products in ${catalogue.seconds.toFixed(2)} s`
      : "");
  console.log(`bench: API on ${apiBase}, ${seeded}`);
  const pids = api.info.pids ?? [api.child.pid];
  const rssSeeded = rssOf(pids);

  const listRes = await get(`${apiBase}/api/products`);
  const list = listRes.body.toString();
  const products = JSON.parse(list);
  const productId = products[Math.floor(products.length / 2)].id;
  const etag = listRes.headers.etag;

  // The whole list's size as sent raw, br and gzip; a store that does not compress (before issue
  // 27) is shown what zlib would have made of it, in brackets.
  const sizes = {};
  for (const encoding of ["br", "gzip"]) {
    const r = await get(`${apiBase}/api/products`, { "accept-encoding": encoding });
    sizes[encoding] =
      r.headers["content-encoding"] === encoding
        ? kb(r.body.length)
        : `(${kb(encoding === "br" ? zlib.brotliCompressSync(listRes.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length : zlib.gzipSync(listRes.body, { level: 6 }).length)}, not sent)`;
  }
  const compresses = !sizes.br.startsWith("(");

  // A page of the paged list (issue 27), when the store pages: X-Total-Count says it does.
  const firstPage = "/api/products?limit=24&sort=name-asc";
  const paged = (await get(`${apiBase}${firstPage}`)).headers["x-total-count"] !== undefined;
  const pages = [];
  if (paged) {
    const categories = JSON.parse((await get(`${apiBase}/api/products/categories`)).body);
    // The largest category, so that its third page is full.
    const category = [...categories].sort((a, b) => b.count - a.count)[0].key;
    pages.push(
      firstPage,
      `/api/products?category=${encodeURIComponent(category)}&page=3&limit=24&sort=price-asc`,
    );
  }

  // The bare server answers each path with the store's own bytes and headers, per encoding.
  const paths = ["/api/products", `/api/products/${productId}`, ...pages];
  const routes = {};
  for (const p of paths) {
    routes[p] = {};
    for (const [name, headers] of [
      ["identity", {}],
      ["br", { "accept-encoding": "br" }],
      ["gzip", { "accept-encoding": "gzip" }],
    ]) {
      const r = await get(`${apiBase}${p}`, headers);
      if (r.status !== 200) throw new Error(`GET ${p} answered ${r.status}`);
      if (name !== "identity" && r.headers["content-encoding"] !== name) continue;
      routes[p][name] = { headers: kept(r.headers), body: r.body.toString("base64") };
    }
  }
  const payloadFile = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), "atelier-bare-")),
    "payload.json",
  );
  fs.writeFileSync(payloadFile, JSON.stringify({ routes }));
  const bare = await start(
    ["bench/bare-server.mjs", payloadFile],
    PORT ? { BENCH_BARE_PORT: String(PORT + 1) } : {},
  );
  const bareBase = `http://127.0.0.1:${bare.info.port}`;
  for (const p of paths)
    for (const headers of [{}, COMPRESSED]) {
      const [a, b] = await Promise.all([
        get(`${apiBase}${p}`, headers),
        get(`${bareBase}${p}`, headers),
      ]);
      if (!a.body.equals(b.body))
        throw new Error(
          `the bare server does not answer the same bytes for ${p} ${JSON.stringify(headers)}`,
        );
    }

  const cases = [
    {
      name: `GET /api/products (${fmt(products.length)} products, ${kb(listRes.body.length)})`,
      path: "/api/products",
    },
    ...(compresses
      ? [
          {
            name: `GET /api/products, br (${sizes.br})`,
            path: "/api/products",
            headers: COMPRESSED,
          },
        ]
      : []),
    { name: `GET /api/products/${productId}`, path: `/api/products/${productId}` },
    {
      name: "GET /api/products with If-None-Match (304)",
      path: "/api/products",
      headers: { "if-none-match": etag },
      apiOnly: true,
    },
    ...pages.flatMap((p) => [
      {
        name: `GET ${p.slice("/api/products".length)} (${kb(Buffer.from(routes[p].identity.body, "base64").length)})`,
        path: p,
        page: true,
      },
      ...(routes[p].br
        ? [
            {
              name: `GET ${p.slice("/api/products".length)}, br (${kb(Buffer.from(routes[p].br.body, "base64").length)})`,
              path: p,
              headers: COMPRESSED,
              page: true,
            },
          ]
        : []),
    ]),
  ];
  // Issue 29: searches as shoppers type them, English and Arabic, from the catalogue's own titles
  // (a word's first five letters): one query again and again (the cache), and 400 distinct ones.
  const prefixes = [
    ...new Set(
      products.flatMap((p) =>
        [p.title, p.titleAr]
          .flatMap((t) => t.split(/\s+/))
          .filter((w) => w.length >= 4)
          .map((w) => w.slice(0, 5).toLowerCase()),
      ),
    ),
  ];
  const queries = prefixes.slice(0, 400).map((q) => ({
    method: "GET",
    path: `/api/products/search?q=${encodeURIComponent(q)}`,
  }));
  if (queries.length > 0)
    cases.push(
      {
        name: `GET /api/products/search?q=${decodeURIComponent(queries[0].path.split("q=")[1])} (one query)`,
        path: queries[0].path,
        apiOnly: true,
      },
      {
        name: `GET /api/products/search, ${queries.length} distinct queries (English and Arabic)`,
        path: queries[0].path,
        requests: queries,
        apiOnly: true,
      },
    );

  const rows = [];
  for (const c of cases.filter((c) => c.name.includes(opts.only))) {
    console.log(
      `bench: ${c.name} — ${CONNECTIONS} connections, ${DURATION} s each in ${ROUNDS} alternating slices`,
    );
    const [app, base = null] = await compare(
      c.apiOnly ? [`${apiBase}${c.path}`] : [`${apiBase}${c.path}`, `${bareBase}${c.path}`],
      c.headers,
      c.requests,
    );
    rows.push({ ...c, app, base });
  }

  // After every read's warm-up and slices: the answers are cached, the heap has grown to its load.
  const rssWarm = rssOf(pids);

  let orders = null;
  if (!opts["skip-orders"]) {
    console.log(`bench: orders — ${BUYERS} buyers racing for one product for ${DURATION} s`);
    orders = await benchOrders(apiBase);
  }

  const lines = [];
  lines.push(
    `Atelier API bench — ${new Date().toISOString()} — ${dialect}, ${WORKERS} API worker${WORKERS > 1 ? "s" : ""}, Node ${process.version}, ${os.cpus().length} CPU (${os.cpus()[0]?.model.trim()})`,
  );
  lines.push(
    `autocannon ${CONNECTIONS} connections, ${DURATION} s per server in ${ROUNDS} alternating slices after ${WARMUP} s warm-up (p50/p99: median of the slices); ${seeded}` +
      (PIN ? `; --pin: autocannon on CPU ${PIN.load}, the servers on CPU ${PIN.servers}` : ""),
  );
  lines.push(
    `Whole list (${fmt(products.length)} products): raw ${kb(listRes.body.length)}, br ${sizes.br}, gzip ${sizes.gzip}. ` +
      `Server RSS${WORKERS > 1 ? ` (${WORKERS} workers together)` : ""}: ${mb(rssSeeded)} after seeding, ${mb(rssWarm)} after the reads' warm-up and slices.`,
  );
  if (!paged) lines.push("Paged list: not offered by this store (no X-Total-Count), not measured.");
  lines.push("");
  lines.push("| endpoint | server | req/s | p50 | p99 | vs bare | non-2xx / errors |");
  lines.push("|---|---|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    const bad = (x) => `${x.statuses["3xx"] + x.statuses["4xx"] + x.statuses["5xx"]} / ${x.errors}`;
    lines.push(
      `| ${r.name} | Atelier API | ${fmt(r.app.rps)} | ${ms(r.app.p50)} | ${ms(r.app.p99)} | ${r.base ? (r.app.rps / r.base.rps).toFixed(2) : "—"} | ${bad(r.app)} |`,
    );
    if (r.base)
      lines.push(
        `| | bare Fastify | ${fmt(r.base.rps)} | ${ms(r.base.p50)} | ${ms(r.base.p99)} | 1.00 | ${bad(r.base)} |`,
      );
  }
  lines.push("");
  if (!orders) lines.push("Orders: skipped (--skip-orders).");
  else if (!orders.available)
    lines.push(
      `Orders: orders endpoint not available${orders.reason ? ` (${orders.reason})` : ""}.`,
    );
  else {
    lines.push(
      `Orders, ${BUYERS} buyers racing for one product (1 unit of size M each, signed in): ` +
        `**${orders.perSecond.toFixed(0)} orders/s**, p50 ${ms(orders.p50)}, p99 ${ms(orders.p99)}; ` +
        `answers ${JSON.stringify(orders.statuses)}; stock ${orders.before} → ${orders.after} ` +
        `(${orders.stockConsistent ? "matches the orders placed" : "DOES NOT MATCH the orders placed"}).`,
    );
    lines.push(
      `Last ${orders.last} units, ${BUYERS} buyers ordering until refused: answers ${JSON.stringify(orders.sellout)}, ` +
        `stock left ${orders.selloutStock} (${(orders.sellout[201] ?? 0) === orders.last && orders.selloutStock === 0 ? "sold exactly once each" : "MISMATCH"}).`,
    );
  }
  const listRow = rows.find((r) => r.path === "/api/products" && !r.headers);
  lines.push("");
  if (listRow) {
    const ratio = listRow.app.rps / listRow.base.rps;
    lines.push(
      `Target (list ≥ 0.6 of bare, p99 < 25 ms at ${CONNECTIONS} connections): ` +
        `${ratio >= 0.6 && listRow.app.p99 < 25 ? "met" : "NOT met"} (${ratio.toFixed(2)}, p99 ${ms(listRow.app.p99)}).`,
    );
  }
  const pageRows = rows.filter((r) => r.page);
  if (pageRows.length) {
    const worst = Math.min(...pageRows.map((r) => r.app.rps / r.base.rps));
    lines.push(
      `Target (a page of the list ≥ 0.9 of bare, raw and br): ${worst >= 0.9 ? "met" : "NOT met"} (lowest ${worst.toFixed(2)}).`,
    );
  }
  const searchRows = rows.filter((r) => r.path.startsWith("/api/products/search"));
  if (searchRows.length) {
    const worst = Math.max(...searchRows.map((r) => r.app.p99));
    lines.push(
      `Target (search p99 < 20 ms at ${CONNECTIONS} connections${PIN ? ", load generator on its own CPU" : ""}): ${worst < 20 ? "met" : "NOT met"} (highest ${ms(worst)}).`,
    );
  }
  console.log(`\n${lines.join("\n")}\n`);
  fs.rmSync(path.dirname(payloadFile), { recursive: true, force: true });
}

main()
  .catch((err) => {
    console.error(`bench failed: ${err.stack ?? err}`);
    process.exitCode = 1;
  })
  .finally(() => {
    stopAll();
    // Give the API a moment to drop its PostgreSQL schema and temp dir.
    setTimeout(() => process.exit(), 1500).unref();
  });
