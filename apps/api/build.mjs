// Bundles the API into dist/ with esbuild: @atelier/shared and @atelier/demo (TypeScript
// sources) are inlined, every npm dependency stays external and is loaded from node_modules at
// run time.
import { build } from "esbuild";
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies ?? {});

await build({
  entryPoints: { server: "src/server.ts", cli: "src/cli.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external,
  logLevel: "warning",
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
console.log("api built: apps/api/dist/server.js");
