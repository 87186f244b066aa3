import type { IncomingHttpHeaders } from "node:http";
// Types only: the SDK itself is loaded by startTracing, so a store without
// OTEL_EXPORTER_OTLP_ENDPOINT never loads it.
import type { Span } from "@opentelemetry/api";
import { requestContext } from "./request-context";

/** Runs one database statement inside a span (db/dialects.ts wraps every connection with it). */
export type QueryTracer = <T>(sql: string, run: () => Promise<T>) => Promise<T>;

export type Tracing = {
  /**
   * Starts the span of one HTTP request: a child of the caller's W3C `traceparent` when it sent
   * one, so a proxy's or client's trace continues here.
   */
  startRequest(request: {
    method: string;
    route: string;
    path: string;
    headers: IncomingHttpHeaders;
  }): Span;
  endRequest(span: Span, status: number): void;
  /** A QueryTracer for one database; `system`: sqlite or postgresql, OpenTelemetry's names. */
  queries(system: string): QueryTracer;
  /** Sends the spans still waiting and stops (the app's onClose). */
  shutdown(): Promise<void>;
};

/** `select`, `insert`, `begin`…: the statement's first word, the span's name. */
const operationOf = (sql: string) => /^\s*\(?\s*([a-z]+)/i.exec(sql)?.[1]?.toLowerCase() ?? "query";

/**
 * Traces of HTTP requests and database statements, sent in batches to an OTLP/HTTP collector
 * (`endpoint`/v1/traces, JSON) with OpenTelemetry's Node SDK. Nothing is registered globally: the
 * request's span travels in the request's own context (lib/request-context.ts), so each app
 * (two in one test process, say) keeps its traces apart. Statements carry their SQL text with
 * `$1` placeholders, never the values bound to them (addresses, tokens).
 */
export async function startTracing(endpoint: string): Promise<Tracing> {
  const [
    api,
    sdk,
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { W3CTraceContextPropagator },
  ] = await Promise.all([
    import("@opentelemetry/api"),
    import("@opentelemetry/sdk-trace-node"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/resources"),
    import("@opentelemetry/core"),
  ]);
  const provider = new sdk.NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": "atelier" }),
    spanProcessors: [
      new sdk.BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` })),
    ],
  });
  const tracer = provider.getTracer("atelier");
  const propagator = new W3CTraceContextPropagator();

  return {
    startRequest({ method, route, path, headers }) {
      const parent = propagator.extract(api.ROOT_CONTEXT, headers, api.defaultTextMapGetter);
      return tracer.startSpan(
        `${method} ${route}`,
        {
          kind: api.SpanKind.SERVER,
          attributes: {
            "http.request.method": method,
            "http.route": route,
            "url.path": path,
          },
        },
        parent,
      );
    },
    endRequest(span, status) {
      span.setAttribute("http.response.status_code", status);
      if (status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    },
    queries(system) {
      return async (sql, run) => {
        const parent = requestContext.getStore()?.span as Span | undefined;
        const operation = operationOf(sql);
        const span = tracer.startSpan(
          operation,
          {
            kind: api.SpanKind.CLIENT,
            attributes: {
              "db.system.name": system,
              "db.operation.name": operation,
              "db.query.text": sql,
            },
          },
          parent ? api.trace.setSpan(api.ROOT_CONTEXT, parent) : api.ROOT_CONTEXT,
        );
        try {
          return await run();
        } catch (err) {
          span.recordException(err as Error);
          span.setStatus({ code: api.SpanStatusCode.ERROR });
          throw err;
        } finally {
          span.end();
        }
      };
    },
    shutdown: () => provider.shutdown(),
  };
}
