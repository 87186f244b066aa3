import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { requestContext, type RequestContext } from "../lib/request-context";
import type { Tracing } from "../lib/tracing";
import { UNMATCHED_ROUTE } from "./metrics";

/**
 * Every answer carries its request's id in X-Request-Id (errors and 404s included), and
 * everything the request awaits runs in its context (lib/request-context.ts): the log lines it
 * writes through app.log carry the id too (app.ts's mixin), and with traces on, its database
 * statements are children of its span.
 */
export default fp(
  async function requestContextPlugin(app: FastifyInstance, opts: { tracing?: Tracing }) {
    const contexts = new WeakMap<FastifyRequest, RequestContext>();
    const { tracing } = opts;
    app.addHook("onRequest", (request, reply, done) => {
      reply.header("x-request-id", request.id);
      const context: RequestContext = { id: request.id };
      if (tracing)
        context.span = tracing.startRequest({
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          // Without the query: it may hold a link's token.
          path: request.url.split("?")[0] ?? "",
          headers: request.headers,
        });
      contexts.set(request, context);
      requestContext.run(context, done);
    });
    // A body is read in the socket's own callbacks, outside the context: entered again after it.
    app.addHook("preValidation", (request, _reply, done) => {
      const context = contexts.get(request);
      if (context) requestContext.run(context, done);
      else done();
    });
    if (!tracing) return;
    const end = (request: FastifyRequest, status: number) => {
      const context = contexts.get(request);
      if (!context?.span) return;
      tracing.endRequest(context.span as Parameters<Tracing["endRequest"]>[0], status);
      context.span = undefined;
    };
    app.addHook("onResponse", (request, reply, done) => {
      end(request, reply.statusCode);
      done();
    });
    // The client went away before its answer: the span ends there, as 499 (nginx's word for it).
    app.addHook("onRequestAbort", (request, done) => {
      end(request, 499);
      done();
    });
    // Spans still in the batch go out before the process stops.
    app.addHook("onClose", async () => tracing.shutdown());
  },
  { name: "request-context" },
);
