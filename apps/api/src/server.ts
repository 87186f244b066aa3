import cluster, { type Worker } from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fs from "node:fs";
import { buildApp } from "./app";
import { bootstrapAdmin, seedDemo } from "./bootstrap";
import { ConfigError, loadConfig, type Config } from "./config";
import { answerWorkersMetrics, clusterScrape } from "./features/metrics/cluster";

const here = path.dirname(fileURLToPath(import.meta.url));
const say = (line: string) => process.stdout.write(`${line}\n`);

/** Migrations (buildApp), the admin from ADMIN_EMAIL and the demo catalogue: once per start. */
async function prepare(config: Config) {
  const app = await buildApp(config);
  await bootstrapAdmin(app);
  if (config.seedDemo) {
    // Finished demo shots are kept in node_modules/.cache, so a fresh database seeds in seconds.
    const cacheDir = path.resolve(here, "../../../node_modules/.cache/atelier-demo-art");
    await seedDemo(app, { cacheDir });
  }
  return app;
}

/** One process answering HTTP: the whole server (WEB_CONCURRENCY=1) or one cluster worker. */
async function serve(config: Config) {
  const worker = cluster.isWorker;
  const app = worker
    ? await buildApp(config, {
        responseHeaders: { "x-worker": String(process.pid) },
        // A scrape that lands on this worker reports every worker (features/metrics/cluster.ts).
        ...(config.metricsToken ? { clusterScrape } : {}),
      })
    : await prepare(config);
  if (!config.webDist && !worker)
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
  if (!worker) say(`\n  Atelier is open at ${config.publicUrl}\n`);
}

/**
 * WEB_CONCURRENCY > 1: this process prepares the database once, then forks the workers, which
 * share the port (node:cluster hands connections round-robin). A worker that dies is replaced
 * after a pause that doubles while workers keep dying young (up to 30 s), so a crash at start
 * cannot spin; if no worker ever started listening, the start fails instead. SIGTERM/SIGINT:
 * every worker drains and closes, then this process exits.
 */
async function supervise(config: Config) {
  const app = await prepare(config);
  await app.close();

  const want = config.webConcurrency;
  const startedAt = new Map<Worker, number>();
  let pause = 0;
  let stopping = false;
  let exitCode = 0;
  let listening = 0;

  const fork = () => {
    const w = cluster.fork();
    startedAt.set(w, Date.now());
    w.on("listening", () => {
      if (++listening === want)
        say(`\n  Atelier is open at ${config.publicUrl} (${want} workers)\n`);
    });
  };

  cluster.on("exit", (w, code, signal) => {
    const lived = Date.now() - (startedAt.get(w) ?? 0);
    startedAt.delete(w);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    // A worker that cannot even start (port taken, database gone) will not start next time
    // either: fail the start as one process would, and let systemd or the operator see it.
    if (listening === 0) {
      process.stderr.write(`Failed to start: worker ${w.process.pid} exited before listening\n`);
      stopping = true;
      exitCode = 1;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      setTimeout(() => process.exit(1), 12_000).unref();
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    pause = lived > 30_000 ? 0 : Math.min(Math.max(pause * 2, 500), 30_000);
    say(`worker ${w.process.pid} died (${signal ?? `exit ${code}`}); a new one in ${pause} ms`);
    setTimeout(() => !stopping && fork(), pause);
  });

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      say(`shutting down ${Object.keys(cluster.workers ?? {}).length} workers (${signal})`);
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(0);
      for (const w of workers) w?.process.kill("SIGTERM");
      // Workers force themselves out after 10 s; this is the backstop.
      setTimeout(() => process.exit(1), 15_000).unref();
    });
  }

  if (config.metricsToken) answerWorkersMetrics();
  for (let i = 0; i < want; i++) fork();
}

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
  config.webDist = [path.resolve(here, "../../web/dist"), path.resolve(here, "../web/dist")].find(
    (p) => fs.existsSync(path.join(p, "index.html")),
  );
  if (config.webConcurrency > 1 && cluster.isPrimary) await supervise(config);
  else await serve(config);
}

main().catch((err) => {
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
