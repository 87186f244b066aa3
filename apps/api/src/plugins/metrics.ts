import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { poolStats } from "../db/dialects";
import { FAILING_ATTEMPTS } from "./mailer";

/** What the app counts for GET /metrics (docs/deploy.md#metrics-and-traces). */
export type Metrics = {
  /** An order committed; `payment`: cod, instapay or online. */
  orderPlaced(payment: string): void;
  /** A mail handed to the mail server (or written to DATA_DIR/outbox), or a failed attempt. */
  mail(outcome: "sent" | "failed"): void;
  /** The exposition text: this process's metrics, or with several workers every worker's. */
  scrape(): Promise<{ contentType: string; text: string }>;
};

declare module "fastify" {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Without METRICS_TOKEN nothing is counted: no hook, no timer, no collector. */
const OFF: Metrics = {
  orderPlaced: () => undefined,
  mail: () => undefined,
  scrape: () => Promise.reject(new Error("metrics are off")),
};

/** A method outside these is one label, so a client cannot add series by inventing verbs. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** URLs no route matched (unknown /api paths): one label, never the URL itself. */
export const UNMATCHED_ROUTE = "(unmatched)";

/**
 * Prometheus metrics with prom-client, in a registry of this app's own: requests by route pattern,
 * method and status with their durations, orders placed, mails sent and failed, the outbox's
 * backlog, the PostgreSQL pool, and the process (event-loop delay, memory, CPU). Several workers:
 * `clusterScrape` asks the primary for every worker's (features/metrics/cluster.ts).
 */
export default fp(
  async function metrics(
    app: FastifyInstance,
    options: {
      enabled: boolean;
      /** Each worker of several hands over this app's registry and gets the cluster's text. */
      clusterScrape?: (registry: Registry) => () => Promise<string>;
    },
  ) {
    if (!options.enabled) {
      app.decorate("metrics", OFF);
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const labelNames = ["method", "route", "status_code"] as const;
    const requests = new Counter({
      name: "atelier_http_requests_total",
      help: "HTTP requests answered, by route pattern, method and status",
      labelNames,
      registers: [registry],
    });
    const durations = new Histogram({
      name: "atelier_http_request_duration_seconds",
      help: "Time to answer an HTTP request, by route pattern, method and status",
      labelNames,
      registers: [registry],
    });
    app.addHook("onResponse", (request, reply, done) => {
      const labels = {
        method: METHODS.has(request.method) ? request.method : "OTHER",
        // The pattern (/api/orders/:id), never the URL: a series per order id would never end.
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
      done();
    });

    const orders = new Counter({
      name: "atelier_orders_placed_total",
      help: "Orders placed (committed), by payment method",
      labelNames: ["payment"] as const,
      registers: [registry],
    });
    const mailsSent = new Counter({
      name: "atelier_mails_sent_total",
      help: "E-mails sent from the outbox",
      registers: [registry],
    });
    const mailsFailed = new Counter({
      name: "atelier_mails_failed_total",
      help: "Attempts to send an e-mail that failed (each is retried later)",
      registers: [registry],
    });
    // One read of the outbox per scrape, shared by its three gauges (each collects on its own).
    let reading: Promise<OutboxReading | null> | null = null;
    const readOutbox = () =>
      (reading ??= outboxReading(app)
        .catch((err: unknown) => {
          app.log.warn({ err }, "metrics: the outbox could not be read");
          return null;
        })
        .finally(() => (reading = null)));
    // Counted in the database, which every worker shares: the largest reading, not their sum.
    const outboxGauge = (name: string, help: string, pick: (r: OutboxReading) => number) =>
      new Gauge({
        name,
        help: `${help} (NaN: the database did not answer)`,
        aggregator: "max",
        registers: [registry],
        async collect() {
          const r = await readOutbox();
          this.set(r ? pick(r) : NaN);
        },
      });
    outboxGauge(
      "atelier_mail_outbox_backlog",
      "E-mails in the outbox not sent yet",
      (r) => r.unsent,
    );
    outboxGauge(
      "atelier_mail_outbox_failing",
      `Unsent e-mails tried ${FAILING_ATTEMPTS} times or more (listed to admins as failing)`,
      (r) => r.failing,
    );
    outboxGauge(
      "atelier_mail_outbox_oldest_seconds",
      "Age of the oldest unsent e-mail (0: none waiting)",
      (r) => r.oldestSeconds,
    );
    new Gauge({
      name: "atelier_worker_processes",
      help: "App processes this scrape reports (WEB_CONCURRENCY workers answer together)",
      registers: [registry],
    }).set(1);

    if (poolStats(app.db)) {
      const pool = (name: string, help: string, read: (s: PoolReading) => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            const stats = poolStats(app.db);
            if (stats) this.set(read(stats));
          },
        });
      pool("atelier_db_pool_size", "PostgreSQL connections open in the pool", (s) => s.size);
      pool("atelier_db_pool_idle", "PostgreSQL connections idle in the pool", (s) => s.idle);
      pool("atelier_db_pool_waiting", "Queries waiting for a pooled connection", (s) => s.waiting);
      pool("atelier_db_pool_max", "The pool's limit of connections", (s) => s.max);
    }

    const fromCluster = options.clusterScrape?.(registry);
    app.decorate("metrics", {
      orderPlaced: (payment) => orders.inc({ payment }),
      mail: (outcome) => (outcome === "sent" ? mailsSent : mailsFailed).inc(),
      scrape: async () => ({
        contentType: registry.contentType,
        text: fromCluster ? await fromCluster() : await registry.metrics(),
      }),
    } satisfies Metrics);
  },
  { name: "metrics", dependencies: ["database"] },
);

type PoolReading = NonNullable<ReturnType<typeof poolStats>>;
type OutboxReading = { unsent: number; failing: number; oldestSeconds: number };

/** One read of the outbox's unsent rows (indexed by sent_at), bounded like the health check. */
async function outboxReading(app: FastifyInstance): Promise<OutboxReading> {
  let timer: NodeJS.Timeout | undefined;
  const read = app.db
    .selectFrom("outbox")
    .select((eb) => [
      eb.fn.countAll().as("unsent"),
      eb.fn
        .sum<number>(eb.case().when("attempts", ">=", FAILING_ATTEMPTS).then(1).else(0).end())
        .as("failing"),
      eb.fn.min("created_at").as("oldest"),
    ])
    .where("sent_at", "is", null)
    .executeTakeFirstOrThrow();
  try {
    const row = await Promise.race([
      read,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error("the database did not answer")),
          app.config.timeouts.health,
        );
      }),
    ]);
    const oldestAt = row.oldest ? Date.parse(String(row.oldest)) : NaN;
    return {
      unsent: Number(row.unsent),
      failing: Number(row.failing ?? 0),
      oldestSeconds: Number.isNaN(oldestAt) ? 0 : Math.max(0, (Date.now() - oldestAt) / 1000),
    };
  } finally {
    clearTimeout(timer);
    // A read left behind after the wait ends at the database's own timeout; its error is ignored.
    read.catch(() => undefined);
  }
}
