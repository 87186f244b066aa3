// `npm test`: every suite — unit (shared, web), API (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set) and browser journeys in Chromium — then one closing line
// "N passed, N failed" that adds them all up.
// TEST_NODE24=1 (CI sets it) also runs the unit and API suites on Node 24 LTS, installed from
// the npm registry into .ci/.node24; TEST_NODE24=only runs just that.
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

const databases = `SQLite${process.env.TEST_DATABASE_URL ? " + PostgreSQL" : " only; set TEST_DATABASE_URL for PostgreSQL"}`;
const node24 = process.env.TEST_NODE24 === "1" || process.env.TEST_NODE24 === "only";
const node20 = process.env.TEST_NODE24 !== "only";

// Runs vitest (with the given node binary) and adds its JSON report to the totals.
function vitest(node, args, report, env = {}) {
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
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } else {
    totals.failed += 1;
    console.error(`vitest exited ${status} without a report`);
  }
}

// 1. Unit and API suites in one vitest run (projects: tooling, shared, demo, web, build, api).
if (node20) {
  banner(`Unit and API tests on Node ${process.versions.node} (databases: ${databases})`);
  vitest(process.execPath, [], path.join(reports, "vitest.json"));
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

// 3. The unit and API suites again on Node 24 LTS (not the journeys: they test the browser).
if (node24) {
  let setup;
  try {
    setup = setUpNode24();
  } catch (error) {
    banner(
      `!!! NODE 24 COULD NOT BE SET UP: the unit and API suites were NOT run on Node 24.\n!!! ${error.message}`,
    );
    totals.failed += 1;
  }
  if (setup) {
    // SQLite only: what differs between Node versions is its native binding (better-sqlite3 12
    // on Node 20, 13 on 22+); PostgreSQL's and Redis's clients are plain JavaScript, run on
    // Node 20 above. Halves this pass (CI's time, README "Tests").
    banner(`Unit and API tests on Node ${setup.version} (databases: SQLite; PostgreSQL ran above)`);
    setup.env.TEST_DATABASE_URL = "";
    setup.env.TEST_REDIS_URL = "";
    const projects = ["tooling", "shared", "demo", "web", "build", "api"].flatMap((p) => [
      "--project",
      p,
    ]);
    vitest(setup.node, projects, path.join(reports, "vitest-node24.json"), setup.env);
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
