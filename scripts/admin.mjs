// `npm run admin -- create you@example.com`: runs the API's CLI (built on demand).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const cli = path.join(root, "apps/api/dist/cli.js");
if (!existsSync(cli))
  spawnSync("npm", ["run", "build", "-w", "@atelier/api"], { cwd: root, stdio: "inherit" });
const r = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
process.exit(r.status ?? 1);
