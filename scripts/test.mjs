// `npm test`: every suite — unit (shared, web), API (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set) and browser journeys in Chromium — then one closing line
// "N passed, N failed" that adds them all up.
// TEST_NODE24=1 (CI sets it) also runs the unit (not web) and API suites on Node 24 LTS,
// installed from the npm registry into .ci/.node24; TEST_NODE24=only runs just that (with web).
// With TEST_NODE24=1 and TEST_DATABASE_URL set, each API test runs once per dialect, not on
// SQLite twice: PostgreSQL on Node 20, SQLite on Node 24, and on Node 20 the SQLite files in
// NODE20_SQLITE (what uses the driver beyond plain queries). README "Tests" says what runs where.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, "test-results");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const banner = (text) => console.log(`\n${"=".repeat(72)}\n${text}\n${"=".repeat(72)}`);

function run(cmd, args, env = {}) {
  return (
    spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status ??
    1
  );
}

// The budget test and the browser journeys look at the built app.
run("node", ["scripts/build-if-stale.mjs"]);

const node24 = process.env.TEST_NODE24 === "1" || process.env.TEST_NODE24 === "only";
const node20 = process.env.TEST_NODE24 !== "only";

// Node 24 is set up first: whether it is there decides what Node 20 runs.
let setup;
if (node24) {
  try {
    setup = setUpNode24();
  } catch (error) {
    banner(
      `!!! NODE 24 COULD NOT BE SET UP: the unit and API suites were NOT run on Node 24.\n!!! ${error.message}`,
    );
    totals.failed += 1;
  }
}
// Both Nodes and both dialects (CI): the API's dialects are split between the Nodes, so neither
// runs twice. Without Node 24 (not asked for, or not set up) or PostgreSQL, Node 20 runs every
// dialect it has, as before.
const split = node20 && Boolean(setup) && Boolean(process.env.TEST_DATABASE_URL);
const databases = split
  ? "PostgreSQL; SQLite on Node 24, and below the files in NODE20_SQLITE"
  : `SQLite${process.env.TEST_DATABASE_URL ? " + PostgreSQL" : " only; set TEST_DATABASE_URL for PostgreSQL"}`;

// The SQLite driver differs by Node (better-sqlite3 12 on Node 20, 13 on 22+: see
// apps/api/src/db/dialects.ts). When SQLite's full pass runs on Node 24 only, Node 20 still runs
// these on SQLite: the online backup API and read-only opens (backup), file modes of the database
// (private-files), writers racing for the lock across connections (concurrency) and the
// data_version reading the product cache relies on (products-cache). Tests that name SQLite
// (createTestApp("sqlite"), cluster.test.ts's Redis variant and its failed start, server.test.ts,
// images-s3, mailer, openapi, …) run on both Nodes whatever the split.
// The Node 24 pass has no Redis: the one suite run per dialect with Redis (faults.test.ts's
// "Redis goes silent") runs its SQLite half here too, as it did before the split.
const NODE20_SQLITE = [
  [
    "apps/api/src/ops/backup.test.ts",
    "apps/api/test/private-files.test.ts",
    "apps/api/test/concurrency.test.ts",
    "apps/api/src/features/products/products-cache.test.ts",
  ],
  ...(process.env.TEST_REDIS_URL
    ? [["apps/api/test/faults.test.ts", "-t", "Redis goes silent"]]
    : []),
];

// Runs vitest (with the given node binary) and adds its JSON report to the totals. `subset`: a
// run of chosen tests whose other tests ran elsewhere, so what it leaves out is not "skipped".
function vitest(node, args, report, env = {}, { subset = false } = {}) {
  const status = run(
    node,
    [
      path.join(root, "node_modules/vitest/vitest.mjs"),
      "run",
      ...args,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    env,
  );
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, "utf8"));
    totals.passed += r.numPassedTests;
    // A file that fails to load fails no single test: count it once.
    totals.failed +=
      r.numFailedTests +
      (r.numFailedTests === 0 && (r.numFailedTestSuites > 0 || status !== 0) ? 1 : 0);
    if (!subset) totals.skipped += r.numPendingTests + r.numTodoTests;
    // A subset that matched nothing (a file moved, a describe renamed) would pass testing nothing.
    if (subset && r.numPassedTests === 0 && r.numFailedTests === 0) {
      totals.failed += 1;
      console.error(`vitest ${args.join(" ")} ran no test`);
    }
  } else {
    totals.failed += 1;
    console.error(`vitest exited ${status} without a report`);
  }
}

// 1. Unit and API suites in one vitest run (projects: tooling, shared, demo, web, build, api).
if (node20) {
  banner(`Unit and API tests on Node ${process.versions.node} (databases: ${databases})`);
  vitest(
    process.execPath,
    [],
    path.join(reports, "vitest.json"),
    split ? { TEST_DIALECTS: "postgres" } : {},
  );
  if (split) {
    NODE20_SQLITE.forEach((args, i) => {
      banner(`SQLite on Node ${process.versions.node}: ${args.join(" ")}`);
      vitest(
        process.execPath,
        ["--project", "api", ...args],
        path.join(reports, `vitest-node20-sqlite-${i}.json`),
        { TEST_DIALECTS: "sqlite" },
        { subset: true },
      );
    });
  }
}

// 2. Browser journeys against the real built server.
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const hasJourneys =
  existsSync(path.join(root, "e2e")) &&
  readdirSync(path.join(root, "e2e")).some((f) => f.endsWith(".spec.ts"));
if (!node20) {
  // TEST_NODE24=only
} else if (!hasJourneys) {
  console.log("\nNo browser journeys yet.");
} else if (!existsSync(chromium)) {
  banner(
    `!!! CHROMIUM NOT FOUND at ${chromium}: the browser journeys were NOT run.\n!!! Install it (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  totals.skipped += 1;
} else {
  banner(`Browser journeys (Playwright, Chromium; server on Node ${process.versions.node})`);
  const pwReport = path.join(reports, "playwright.json");
  run("npx", ["playwright", "test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport });
  if (existsSync(pwReport)) {
    const s = JSON.parse(readFileSync(pwReport, "utf8")).stats ?? {};
    totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
    totals.failed += s.unexpected ?? 0;
    totals.skipped += s.skipped ?? 0;
  } else {
    totals.failed += 1;
    console.error("playwright wrote no report");
  }
}

// 3. The unit and API suites again on Node 24 LTS (not the journeys nor, after Node 20, the
// React components: they test the browser).
if (node24) {
  if (setup) {
    // SQLite only: what differs between Node versions is its native binding (better-sqlite3 12
    // on Node 20, 13 on 22+); PostgreSQL's and Redis's clients are plain JavaScript, run on
    // Node 20 above. Halves this pass (CI's time, README "Tests"). With TEST_DATABASE_URL set
    // (`split`), this is the only full SQLite pass: Node 20 ran PostgreSQL and NODE20_SQLITE.
    setup.env.TEST_DATABASE_URL = "";
    setup.env.TEST_REDIS_URL = "";
    setup.env.TEST_DIALECTS = "sqlite";
    // The React components (web, in jsdom) test what runs in the browser, not on Node: once,
    // on Node 20 above, unless this is the only pass (TEST_NODE24=only).
    const projects = ["tooling", "shared", "demo", ...(node20 ? [] : ["web"]), "build", "api"];
    banner(
      `Unit and API tests on Node ${setup.version} (${projects.join(", ")}; databases: SQLite${node20 ? "; PostgreSQL ran above" : ""})`,
    );
    vitest(
      setup.node,
      projects.flatMap((p) => ["--project", p]),
      path.join(reports, "vitest-node24.json"),
      setup.env,
    );
  }
}

console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(totals.failed > 0 ? 1 : 0);

// Installs node@24 from the npm registry into .ci/.node24 and returns its binary, with the
// environment that puts it first on PATH for whatever the tests spawn. No addon is rebuilt:
// sharp, @node-rs/argon2 and better-sqlite3-napi (the SQLite driver from Node 22 on, see
// apps/api/src/db/dialects.ts) are prebuilt on Node-API and load on Node 24 as installed.
function setUpNode24() {
  const dir = path.join(root, ".ci/.node24");
  mkdirSync(dir, { recursive: true });
  console.log("\nInstalling node@24 from the npm registry…");
  const install = ["install", "--prefix", dir, "--no-save", "--no-package-lock", "node@24"];
  if (run("npm", [...install, "--no-audit", "--no-fund"]) !== 0) {
    throw new Error("`npm install node@24` failed (is the npm registry reachable?)");
  }
  const node = path.join(dir, "node_modules/node/bin/node");
  const probe = spawnSync(node, ["-p", "process.versions.node"], { encoding: "utf8" });
  const version = (probe.stdout ?? "").trim();
  if (probe.status !== 0 || !version.startsWith("24.")) {
    throw new Error(`${node} is not a working Node 24 (${probe.error?.message ?? probe.stderr})`);
  }
  return {
    node,
    version,
    env: { PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` },
  };
}
