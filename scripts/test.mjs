// `npm test`: every suite — unit (shared, web), API (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set) and browser journeys in Chromium — then one closing line
// "N passed, N failed" that adds them all up.
// TEST_NODE24=1 (CI sets it) also runs the unit and API suites on Node 24 LTS, installed from
// the npm registry into .ci/.node24; TEST_NODE24=only runs just that.
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
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

// 1. Unit and API suites in one vitest run (projects: shared, web, build, api).
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

// 3. The unit and API suites again on Node 24 LTS. Last, and with its own better-sqlite3 build
// kept in .ci/.node24: node_modules keeps the addon built for this Node (an addon loads only
// in the Node it was built for), so a later `npm test` still works.
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
    banner(`Unit and API tests on Node ${setup.version} (databases: ${databases})`);
    const projects = ["shared", "web", "build", "api"].flatMap((p) => ["--project", p]);
    vitest(setup.node, projects, path.join(reports, "vitest-node24.json"), setup.env);
  }
}

console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(totals.failed > 0 ? 1 : 0);

// Installs node@24 from the npm registry into .ci/.node24, builds better-sqlite3 for it there
// (once per better-sqlite3 version and Node ABI; about 90 s), and returns the binary and the
// environment that makes Node 24 load that build instead of the one in node_modules.
function setUpNode24() {
  const dir = path.join(root, ".ci/.node24");
  mkdirSync(dir, { recursive: true });
  console.log("\nInstalling node@24 from the npm registry…");
  const install = ["install", "--prefix", dir, "--no-save", "--no-package-lock", "node@24"];
  if (run("npm", [...install, "--no-audit", "--no-fund"]) !== 0) {
    throw new Error("`npm install node@24` failed (is the npm registry reachable?)");
  }
  const node = path.join(dir, "node_modules/node/bin/node");
  const probe = spawnSync(node, ["-p", "process.versions.node + ' ' + process.versions.modules"], {
    encoding: "utf8",
  });
  const [version, abi] = (probe.stdout ?? "").trim().split(" ");
  if (probe.status !== 0 || !version?.startsWith("24.")) {
    throw new Error(`${node} is not a working Node 24 (${probe.error?.message ?? probe.stderr})`);
  }
  // The npm package carries the headers that native addons build against.
  const headers = path.join(
    dir,
    `node_modules/node/node_modules/node-${process.platform}-${process.arch}`,
  );
  if (!existsSync(path.join(headers, "include/node/node_version.h"))) {
    throw new Error(`no Node 24 headers in ${headers}`);
  }

  const source = path.join(root, "node_modules/better-sqlite3");
  const { version: sqliteVersion } = JSON.parse(
    readFileSync(path.join(source, "package.json"), "utf8"),
  );
  const name = `better-sqlite3-${sqliteVersion}-abi${abi}`;
  const build = path.join(dir, name);
  const addon = path.join(build, "build/Release/better_sqlite3.node");
  const env = { PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` };
  if (!existsSync(addon)) {
    for (const old of readdirSync(dir)) {
      if (old.startsWith("better-sqlite3-"))
        rmSync(path.join(dir, old), { recursive: true, force: true });
    }
    cpSync(source, build, { recursive: true, filter: (f) => f !== path.join(source, "build") });
    console.log(`Building better-sqlite3 ${sqliteVersion} for Node ${version} (about 90 s)…`);
    // --nodedir (and the env, over ~/.npmrc) point node-gyp at Node 24's headers, not this Node's.
    const status = spawnSync("npm", ["run", "build-release", "--", `--nodedir=${headers}`], {
      cwd: build,
      stdio: "inherit",
      env: { ...process.env, ...env, npm_config_nodedir: headers },
    }).status;
    if (status !== 0 || !existsSync(addon)) {
      rmSync(build, { recursive: true, force: true });
      throw new Error(`building better-sqlite3 for Node ${version} failed`);
    }
  }

  // Preloaded into every Node 24 process of the run (vitest's workers, servers the tests
  // spawn): better-sqlite3's addon from node_modules becomes the one built above.
  const preload = path.join(dir, "preload.cjs");
  writeFileSync(
    preload,
    `const suffix = ${JSON.stringify(path.join("better-sqlite3", "build", "Release", "better_sqlite3.node"))};
const dlopen = process.dlopen;
process.dlopen = function (module, filename, ...rest) {
  if (process.versions.modules === ${JSON.stringify(abi)} && String(filename).endsWith(suffix)) {
    filename = ${JSON.stringify(addon)};
  }
  return dlopen.call(this, module, filename, ...rest);
};
`,
  );
  env.NODE_OPTIONS =
    `${process.env.NODE_OPTIONS ?? ""} --require ${JSON.stringify(preload)}`.trim();
  return { node, version, env };
}
