import { afterEach, describe, expect, it } from "vitest";
import { DIALECTS } from "../../../test/helpers";
import { orderPayload } from "../../../test/fixtures";
import {
  ADMIN,
  product,
  request,
  session,
  sharedDatabase,
  startServer,
  type ServerProcess,
} from "../../../test/processes";
import { sample } from "./metrics.fixtures";

/*
 * WEB_CONCURRENCY=2 (src/server.ts): a scrape lands on one worker, and reports both
 * (features/metrics/cluster.ts, docs/deploy.md#metrics-and-traces).
 */

const TOKEN = "cluster-metrics-token-0123456789";
const HEALTH_CHECKS = 16;

for (const dialect of DIALECTS) {
  describe(`GET /metrics with two workers (${dialect})`, () => {
    let server: ServerProcess | undefined;
    afterEach(() => {
      server?.child.kill("SIGKILL");
    });

    it("sums every worker's requests and orders in one scrape", async () => {
      const db = await sharedDatabase(dialect);
      server = await startServer({ ...db.env, WEB_CONCURRENCY: "2", METRICS_TOKEN: TOKEN });
      const origin = server.origin;

      const workers = new Set<string>();
      for (let i = 0; i < HEALTH_CHECKS; i++) {
        const r = await request(origin, "GET", "/api/health");
        expect(r.status).toBe(200);
        if (r.worker) workers.add(r.worker);
      }
      // Each request on a connection of its own: the primary hands them to both workers.
      expect(workers.size).toBe(2);

      const admin = await session(origin, ADMIN.email, ADMIN.password, false);
      const shirt = await product(origin, admin, "Linen Shirt", 10);
      const shopper = await session(origin, "nour@example.com", "Sunrise2026");
      for (let i = 0; i < 2; i++) {
        const placed = await request(origin, "POST", "/api/orders", {
          token: shopper,
          body: orderPayload([{ productId: shirt, M: 1 }]),
        });
        expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      }

      expect((await request(origin, "GET", "/metrics")).status).toBe(404);
      // Whichever worker answers, the figures are both workers' together.
      for (let i = 0; i < 4; i++) {
        const scraped = await request(origin, "GET", "/metrics", { token: TOKEN });
        expect(scraped.status).toBe(200);
        const text = String(scraped.body);
        expect(sample(text, "atelier_worker_processes")).toBe(2);
        expect(
          sample(text, "atelier_http_requests_total", {
            route: "/api/health",
            status_code: "200",
          }),
        ).toBe(HEALTH_CHECKS);
        expect(sample(text, "atelier_orders_placed_total", { payment: "cod" })).toBe(2);
        expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
        if (dialect === "postgres") expect(sample(text, "atelier_db_pool_size")).toBeGreaterThan(0);
      }
    });
  });
}
