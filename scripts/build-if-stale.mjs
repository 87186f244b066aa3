// Builds the web app and the API when their sources are newer than their output.
import { spawnSync } from "node:child_process";
import { existsSync, statSync, readdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const newest = (dir) => {
  let t = 0;
  if (!existsSync(dir)) return t;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
const stale = (output, ...sources) =>
  !existsSync(output) ||
  Math.max(...sources.map((s) => newest(path.join(root, s)))) > statSync(output).mtimeMs;
const run = (args) => {
  const r = spawnSync("npm", args, { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

export function buildIfStale() {
  if (
    stale(
      path.join(root, "apps/web/dist/index.html"),
      "apps/web/src",
      "apps/web/index.html",
      "apps/web/public",
      "packages/shared/src",
    )
  ) {
    console.log("Building the web app…");
    run(["run", "build", "-w", "@atelier/web"]);
  }
  buildApiIfStale();
}

/** The API alone (the command-line tools: admin, backup, restore, migrate-uploads). */
export function buildApiIfStale() {
  if (
    stale(
      path.join(root, "apps/api/dist/server.js"),
      "apps/api/src",
      "packages/shared/src",
      "packages/demo/src",
    )
  ) {
    console.log("Building the API…");
    run(["run", "build", "-w", "@atelier/api"]);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
