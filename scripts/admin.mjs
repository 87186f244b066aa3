// `npm run admin -- create you@example.com` (also backup, restore, migrate-uploads: package.json):
// runs the API's CLI, built first when its sources are newer.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildApiIfStale } from "./build-if-stale.mjs";

const root = path.resolve(import.meta.dirname, "..");
const cli = path.join(root, "apps/api/dist/cli.js");
buildApiIfStale();
const r = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
process.exit(r.status ?? 1);
