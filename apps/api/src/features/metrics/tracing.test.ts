import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, type TestApp } from "../../../test/helpers";

/*
 * OTEL_EXPORTER_OTLP_ENDPOINT (issue 33, docs/deploy.md#metrics-and-traces): a request's span and
 * its statements' spans reach an OTLP/HTTP collector, here a small receiver the test starts, on
 * both dialects.
 */

type Attribute = { key: string; value: { stringValue?: string; intValue?: string | number } };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Attribute[];
};
type Export = { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };

/** Accepts POST /v1/traces in OTLP's JSON encoding, as a collector would, and keeps the spans. */
async function startReceiver() {
  const posts: { path: string; contentType: string; body: Export }[] = [];
  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (d) => (text += String(d)));
    req.on("end", () => {
      posts.push({
        path: req.url ?? "",
        contentType: String(req.headers["content-type"]),
        body: JSON.parse(text) as Export,
      });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    posts,
    spans: () =>
      posts.flatMap((p) =>
        p.body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

const SERVER = 2;
const CLIENT = 3;

for (const dialect of DIALECTS) {
  describe(`traces (${dialect})`, () => {
    let t: TestApp | undefined;
    let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
    afterEach(async () => {
      await t?.close();
      await receiver?.close();
      t = receiver = undefined;
    });

    it("sends a request's span, and its queries' spans under it, to the OTLP endpoint", async () => {
      receiver = await startReceiver();
      t = await createTestApp(dialect, { OTEL_EXPORTER_OTLP_ENDPOINT: `${receiver.url}/` });
      // The caller's trace (a proxy's W3C traceparent) continues here.
      const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
      const callerSpan = "00f067aa0ba902b7";
      const r = await t.inject({
        method: "GET",
        url: "/api/products/987654?token=secret-link",
        headers: { traceparent: `00-${traceId}-${callerSpan}-01` },
      });
      expect(r.statusCode).toBe(404);
      // Closing sends what is still in the batch.
      await t.close();
      t = undefined;

      expect(receiver.posts.length).toBeGreaterThan(0);
      for (const post of receiver.posts) {
        expect(post.path).toBe("/v1/traces");
        expect(post.contentType).toMatch(/^application\/json/);
      }
      const spans = receiver.spans();
      const request = spans.find(
        (s) => s.kind === SERVER && attribute(s, "http.route") === "/api/products/:id",
      );
      expect(request, JSON.stringify(spans.map((s) => s.name))).toBeDefined();
      expect(request!.name).toBe("GET /api/products/:id");
      expect(request!.traceId).toBe(traceId);
      expect(request!.parentSpanId).toBe(callerSpan);
      expect(attribute(request!, "http.request.method")).toBe("GET");
      expect(attribute(request!, "http.response.status_code")).toBe(404);
      expect(attribute(request!, "url.path")).toBe("/api/products/987654");

      const queries = spans.filter((s) => s.parentSpanId === request!.spanId);
      expect(queries.length).toBeGreaterThan(0);
      for (const query of queries) {
        expect(query.kind).toBe(CLIENT);
        expect(query.traceId).toBe(traceId);
        expect(attribute(query, "db.system.name")).toBe(
          dialect === "postgres" ? "postgresql" : "sqlite",
        );
      }
      const select = queries.find((q) =>
        /from "products"/.test(String(attribute(q, "db.query.text"))),
      );
      expect(
        select,
        JSON.stringify(queries.map((q) => attribute(q, "db.query.text"))),
      ).toBeDefined();
      expect(select!.name).toBe("select");
      // The statement's text, never the values bound to it; the path, never the query.
      for (const query of queries) expect(JSON.stringify(query)).not.toMatch(/987654/);
      for (const span of spans) expect(JSON.stringify(span)).not.toMatch(/secret-link/);
      // The migrations and the start-up's own statements are traced too, outside any request.
      expect(spans.some((s) => s.kind === CLIENT && !s.parentSpanId)).toBe(true);
    });
  });
}
