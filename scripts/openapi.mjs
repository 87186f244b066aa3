// `npm run lint:api`: writes the API's OpenAPI document without a listening server and lints it
// with Redocly's recommended rules. `node scripts/openapi.mjs [file]` only writes the document.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { tsImport } from "tsx/esm/api";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const lint = args.includes("--lint");
const out = path.resolve(
  args.find((a) => !a.startsWith("--")) ?? path.join(os.tmpdir(), "atelier-openapi.json"),
);

const { buildApp } = await tsImport("../apps/api/src/app.ts", import.meta.url);
const { loadConfig } = await tsImport("../apps/api/src/config.ts", import.meta.url);

// A throwaway SQLite store: the document depends on the routes, not on any data.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-openapi-"));
try {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", SEED_DEMO: "false" });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  fs.writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`OpenAPI document written to ${out}`);

if (lint) {
  const redocly = path.join(root, "node_modules", ".bin", "redocly");
  const r = spawnSync(redocly, ["lint", "--extends=recommended", out], {
    cwd: root,
    stdio: "inherit",
    // No usage reports or update checks from CI or a developer's lint run.
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
  process.exit(r.status ?? 1);
}
