import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { enqueueMail } from "../../plugins/mailer";
import {
  DIALECTS,
  createTestApp,
  freshDatabase,
  signupAndLogin,
  type TestApp,
} from "../../../test/helpers";
import { createProduct, orderPayload } from "../../../test/fixtures";
import { waitFor } from "../../../test/processes";
import { sample } from "./metrics.fixtures";

/*
 * GET /metrics (issue 33, docs/deploy.md#metrics-and-traces) and request ids, on both dialects:
 * not served without METRICS_TOKEN, the same 404 as any unknown URL without the right token, and
 * with it the series, counting what the store does (an order placed, its mail sent).
 */

const TOKEN = "metrics-token-0123456789abcdef";

for (const dialect of DIALECTS) {
  describe(`GET /metrics (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t?.close());

    const scrape = async (token = TOKEN) => {
      const r = await t.inject({ method: "GET", url: "/metrics", token });
      expect(r.statusCode, r.body).toBe(200);
      return r.body;
    };

    it("is not served without METRICS_TOKEN: the answer of an unknown URL", async () => {
      t = await createTestApp(dialect);
      const metrics = await t.inject({ method: "GET", url: "/metrics", token: TOKEN });
      expect(metrics.statusCode).toBe(404);
      expect(metrics.json()).toEqual({
        error: "No route for GET /metrics",
        errorCode: "NOT_FOUND",
      });
    });

    it("answers a missing or wrong token exactly as an unknown URL, and never caches", async () => {
      t = await createTestApp(dialect, { METRICS_TOKEN: TOKEN });
      const unknown = await t.inject({ method: "GET", url: "/metricz" });
      const refusals = [
        await t.inject({ method: "GET", url: "/metrics" }),
        await t.inject({ method: "GET", url: "/metrics", token: `${TOKEN}x` }),
        await t.inject({ method: "GET", url: "/metrics", token: TOKEN.slice(0, -1) }),
        await t.inject({ method: "GET", url: "/metrics", token: "wrong" }),
        await t.inject({
          method: "GET",
          url: "/metrics",
          headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}` },
        }),
        await t.inject({ method: "GET", url: "/metrics", headers: { authorization: TOKEN } }),
      ];
      for (const r of refusals) {
        expect(r.statusCode).toBe(404);
        expect(r.json()).toEqual({ ...unknown.json(), error: "No route for GET /metrics" });
        expect(r.headers["www-authenticate"]).toBeUndefined();
        expect(r.body).not.toMatch(/atelier_|process_/);
      }
      // A 10 MB body changes nothing either.
      const huge = await t.inject({
        method: "GET",
        url: "/metrics",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ x: "x".repeat(10 * 1024 * 1024) }),
      });
      expect(huge.statusCode).toBe(404);
      expect(huge.body).not.toMatch(/atelier_/);

      const ok = await t.inject({ method: "GET", url: "/metrics", token: TOKEN });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(ok.headers["cache-control"]).toBe("no-store");
      expect(ok.headers["content-encoding"]).toBeUndefined();
    });

    it("reports every series, and counts a placed order and its mail", async () => {
      t = await createTestApp(dialect, { METRICS_TOKEN: TOKEN });
      expect((await t.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      const before = await scrape();
      for (const name of [
        "atelier_http_requests_total",
        "atelier_http_request_duration_seconds_bucket",
        "atelier_mail_outbox_backlog",
        "atelier_mail_outbox_failing",
        "atelier_mail_outbox_oldest_seconds",
        "atelier_worker_processes",
        "nodejs_eventloop_lag_p99_seconds",
        "process_resident_memory_bytes",
        "nodejs_heap_size_used_bytes",
        "process_cpu_user_seconds_total",
      ])
        expect(sample(before, name), name).toBeDefined();
      for (const name of [
        "atelier_orders_placed_total",
        "atelier_mails_sent_total",
        "atelier_mails_failed_total",
      ])
        expect(before).toContain(`# TYPE ${name} counter`);
      expect(sample(before, "atelier_orders_placed_total")).toBeUndefined();
      expect(sample(before, "atelier_mails_sent_total")).toBe(0);
      expect(sample(before, "atelier_mail_outbox_backlog")).toBe(0);
      expect(sample(before, "atelier_worker_processes")).toBe(1);
      // The PostgreSQL pool; SQLite has one connection and no pool.
      for (const name of [
        "atelier_db_pool_size",
        "atelier_db_pool_idle",
        "atelier_db_pool_waiting",
        "atelier_db_pool_max",
      ])
        expect(sample(before, name), name).toEqual(
          dialect === "postgres" ? expect.any(Number) : undefined,
        );
      if (dialect === "postgres") {
        expect(sample(before, "atelier_db_pool_max")).toBe(5);
        expect(sample(before, "atelier_db_pool_size")).toBeGreaterThan(0);
        expect(sample(before, "atelier_db_pool_waiting")).toBeGreaterThanOrEqual(0);
      }

      const shirt = await createProduct(t, { salePrice: 850, stock: { M: 5 } });
      const token = await signupAndLogin(t, "nour@example.com");
      const placed = await t.inject({
        method: "POST",
        url: "/api/orders",
        payload: orderPayload([{ productId: shirt, M: 1 }]),
        token,
      });
      expect(placed.statusCode, placed.body).toBe(201);
      await t.waitForLink("nour@example.com", /order/i);

      let after = "";
      await waitFor(async () => {
        after = await scrape();
        return sample(after, "atelier_mails_sent_total") === 1;
      }, 10_000);
      expect(sample(after, "atelier_orders_placed_total", { payment: "cod" })).toBe(1);
      expect(sample(after, "atelier_orders_placed_total")).toBe(1);
      expect(sample(after, "atelier_mail_outbox_backlog")).toBe(0);
      const placing = { method: "POST", route: "/api/orders", status_code: "201" };
      expect(sample(after, "atelier_http_requests_total", placing)).toBe(1);
      expect(sample(after, "atelier_http_request_duration_seconds_count", placing)).toBe(1);
      expect(
        sample(after, "atelier_http_request_duration_seconds_bucket", { ...placing, le: "+Inf" }),
      ).toBe(1);

      // A mail the server refuses: a failed attempt, and the outbox holds it.
      await enqueueMail(t.app.db, {
        to: "not an address",
        subject: "Refused",
        text: "x",
        html: "<p>x</p>",
      });
      await t.app.mailer.deliverDue();
      const failed = await scrape();
      expect(sample(failed, "atelier_mails_failed_total")).toBe(1);
      expect(sample(failed, "atelier_mails_sent_total")).toBe(1);
      expect(sample(failed, "atelier_mail_outbox_backlog")).toBe(1);
      expect(sample(failed, "atelier_mail_outbox_failing")).toBe(0);
      expect(sample(failed, "atelier_mail_outbox_oldest_seconds")).toBeGreaterThanOrEqual(0);
    });

    it("labels requests by route pattern, and every unknown URL under one label", async () => {
      t = await createTestApp(dialect, { METRICS_TOKEN: TOKEN });
      for (const id of [101, 102, 103])
        expect((await t.inject({ method: "GET", url: `/api/products/${id}` })).statusCode).toBe(
          404,
        );
      for (const url of ["/api/nope-one", "/api/nope-two?x=1", "/api/orders/1/nope-three"])
        expect((await t.inject({ method: "GET", url })).statusCode).toBe(404);
      expect((await t.inject({ method: "GET", url: "/api/products?page=x" })).statusCode).toBe(400);
      const text = await scrape();
      expect(
        sample(text, "atelier_http_requests_total", {
          method: "GET",
          route: "/api/products/:id",
          status_code: "404",
        }),
      ).toBe(3);
      expect(
        sample(text, "atelier_http_requests_total", { route: "(unmatched)", status_code: "404" }),
      ).toBe(3);
      expect(
        sample(text, "atelier_http_requests_total", { route: "/api/products", status_code: "400" }),
      ).toBe(1);
      expect(text).not.toMatch(/nope|\/api\/products\/10[123]/);
    });
  });

  describe(`request ids (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t?.close());

    it("answers every request with its X-Request-Id, the caller's only when it is a safe token", async () => {
      t = await createTestApp(dialect);
      const ids = new Set<string>();
      for (const r of [
        await t.inject({ method: "GET", url: "/api/health" }),
        await t.inject({ method: "GET", url: "/api/nope" }),
        await t.inject({ method: "GET", url: "/api/products?page=x" }),
        await t.inject({ method: "GET", url: "/api/cart" }),
        await t.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: "x".repeat(10 * 1024 * 1024), password: "p" },
        }),
        await t.inject({
          method: "POST",
          url: "/api/auth/login",
          headers: { "content-type": "application/json" },
          payload: "{not json",
        }),
      ]) {
        const id = String(r.headers["x-request-id"]);
        expect(id, `${r.statusCode} ${r.body.slice(0, 100)}`).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        );
        ids.add(id);
      }
      expect(ids.size).toBe(6);
      // A URL the router cannot decode is answered before any hook, with an id all the same.
      const badUrl = await t.inject({ method: "GET", url: "/api/%zz" });
      expect(badUrl.statusCode).toBe(400);
      expect(badUrl.json()).toEqual({ error: "The URL is not valid", errorCode: "BAD_REQUEST" });
      expect(String(badUrl.headers["x-request-id"])).toMatch(/^[0-9a-f-]{36}$/);
      const kept = await t.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-request-id": "caddy-7f3a.91:2" },
      });
      expect(kept.headers["x-request-id"]).toBe("caddy-7f3a.91:2");
      for (const bad of ["x".repeat(65), "a b", 'a"b', "a\u00e9", "a{}", "", "../etc"]) {
        const r = await t.inject({
          method: "GET",
          url: "/api/health",
          headers: { "x-request-id": bad },
        });
        expect(r.headers["x-request-id"]).not.toBe(bad);
        expect(String(r.headers["x-request-id"])).toMatch(/^[0-9a-f-]{36}$/);
      }
    });

    it("puts the id on every log line of a request, app.log's included", async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-test-"));
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        SEED_DEMO: "false",
        WHATSAPP_TOKEN: "EAAG-test",
        WHATSAPP_PHONE_NUMBER_ID: "1098765432",
        WHATSAPP_APP_SECRET: "app-secret",
        WHATSAPP_VERIFY_TOKEN: "verify-me",
        WHATSAPP_TEMPLATE: "order_confirmation",
        WHATSAPP_API_URL: "http://127.0.0.1:9",
      });
      const database = await freshDatabase(dialect, dataDir);
      const stream = new PassThrough();
      const raw: string[] = [];
      stream.on("data", (chunk: Buffer) => raw.push(...String(chunk).split("\n").filter(Boolean)));
      const app = await buildApp(config, { db: database.options, logStream: stream });
      try {
        await app.ready();
        const r = await app.inject({
          method: "POST",
          url: "/api/whatsapp/webhook",
          headers: {
            "content-type": "application/json",
            "x-hub-signature-256": "sha256=00",
            "x-request-id": "req-from-proxy-1",
          },
          payload: "{}",
        });
        expect(r.statusCode).toBe(401);
        expect(r.headers["x-request-id"]).toBe("req-from-proxy-1");
        await new Promise((resolve) => setImmediate(resolve));
        const mine = raw.filter((l) => l.includes("req-from-proxy-1"));
        const messages = mine.map((l) => (JSON.parse(l) as { msg: string }).msg);
        expect(messages).toEqual(
          expect.arrayContaining([
            "incoming request",
            "WhatsApp webhook with a bad signature",
            "request completed",
          ]),
        );
        // Once on each line, request.log's own included.
        for (const line of mine) {
          expect(line.match(/"reqId"/g)).toHaveLength(1);
          expect((JSON.parse(line) as { reqId: string }).reqId).toBe("req-from-proxy-1");
        }
      } finally {
        await app.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
}
