// `npm test`: every suite — unit (shared, web), API (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set) and browser journeys in Chromium — then one closing line
// "N passed, N failed" that adds them all up.
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

// 1. Unit and API suites in one vitest run (projects: shared, api, web).
banner(
  `Unit and API tests (databases: SQLite${process.env.TEST_DATABASE_URL ? " + PostgreSQL" : " only; set TEST_DATABASE_URL for PostgreSQL"})`,
);
const vitestReport = path.join(reports, "vitest.json");
const vitestStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
if (existsSync(vitestReport)) {
  const r = JSON.parse(readFileSync(vitestReport, "utf8"));
  totals.passed += r.numPassedTests;
  // A file that fails to load fails no single test: count it once.
  totals.failed +=
    r.numFailedTests +
    (r.numFailedTests === 0 && (r.numFailedTestSuites > 0 || vitestStatus !== 0) ? 1 : 0);
  totals.skipped += r.numPendingTests + r.numTodoTests;
} else {
  totals.failed += 1;
  console.error(`vitest exited ${vitestStatus} without a report`);
}

// 2. Browser journeys against the real built server.
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const hasJourneys =
  existsSync(path.join(root, "e2e")) &&
  readdirSync(path.join(root, "e2e")).some((f) => f.endsWith(".spec.ts"));
if (!hasJourneys) {
  console.log("\nNo browser journeys yet.");
} else if (!existsSync(chromium)) {
  banner(
    `!!! CHROMIUM NOT FOUND at ${chromium}: the browser journeys were NOT run.\n!!! Install it (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  totals.skipped += 1;
} else {
  banner("Browser journeys (Playwright, Chromium)");
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

console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
