// `npm start`: builds whatever is missing or stale, then serves the whole store.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";

const root = path.resolve(import.meta.dirname, "..");
buildIfStale();
const child = spawn(process.execPath, ["--enable-source-maps", "apps/api/dist/server.js"], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
