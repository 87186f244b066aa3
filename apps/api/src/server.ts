import path from "node:path";
import { fileURLToPath } from "node:url";
import fs from "node:fs";
import { buildApp } from "./app";
import { bootstrapAdmin, seedDemo } from "./bootstrap";
import { ConfigError, loadConfig } from "./config";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\nSee .env.example for every variable.\n`);
      process.exit(1);
    }
    throw err;
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDist = [path.resolve(here, "../../web/dist"), path.resolve(here, "../web/dist")].find(
    (p) => fs.existsSync(path.join(p, "index.html")),
  );
  config.webDist = webDist;

  const app = await buildApp(config);
  await bootstrapAdmin(app);
  if (config.seedDemo) {
    // Finished demo shots are kept in node_modules/.cache, so a fresh database seeds in seconds.
    const cacheDir = path.resolve(here, "../../../node_modules/.cache/atelier-demo-art");
    await seedDemo(app, { cacheDir });
  }
  if (!webDist)
    app.log.warn("the web app is not built: only the API is served (run npm run build)");

  // Stop accepting, let in-flight requests finish, close the database (onClose hooks).
  let closing = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, "shutting down");
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      app.close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`\n  ${"Atelier"} is open at ${config.publicUrl}\n\n`);
}

main().catch((err) => {
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
