import path from "node:path";
import type { Writable } from "node:stream";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { ORDER_TOKEN_HEADER } from "@atelier/shared/orders";
import { ERROR_CODES } from "@atelier/shared/errors";
import type { Config } from "./config";
import type { UploadStorage } from "./lib/storage";
import { dbOptionsFromConfig, type DbOptions } from "./db/dialects";
import { openapiTags, withoutBodyOn204 } from "./lib/openapi";
import { requestContext, requestIdFrom } from "./lib/request-context";
import { startTracing } from "./lib/tracing";
import authPlugin from "./plugins/auth";
import bidiNeutralPlugin from "./plugins/bidi-neutral";
import compressPlugin from "./plugins/compress";
import dataDirPlugin from "./plugins/data-dir";
import databasePlugin from "./plugins/database";
import errorsPlugin from "./plugins/errors";
import mailerPlugin from "./plugins/mailer";
import metricsPlugin from "./plugins/metrics";
import requestContextPlugin from "./plugins/request-context";
import productCachePlugin from "./plugins/product-cache";
import lowStockDigestPlugin from "./plugins/low-stock-digest";
import privateAnswersPlugin from "./plugins/private-answers";
import purgePlugin from "./plugins/purge";
import rateLimitPlugin from "./plugins/rate-limit";
import securityHeadersPlugin from "./plugins/security-headers";
import staticPlugin from "./plugins/static";
import storagePlugin, { bucketUploads } from "./plugins/storage";
import authRoutes from "./features/auth/auth.routes";
import healthRoutes from "./features/health/health.routes";
import seoRoutes from "./features/seo/seo.routes";
import colorsRoutes from "./features/colors/colors.routes";
import sizeGuidesRoutes from "./features/size-guides/size-guides.routes";
import shippingRoutes from "./features/shipping/shipping.routes";
import discountRoutes from "./features/discounts/discounts.routes";
import paymobRoutes from "./features/payments/paymob/paymob.routes";
import whatsappRoutes from "./features/whatsapp/whatsapp.routes";
import whatsappSender from "./features/whatsapp/whatsapp-sender";
import productsRoutes from "./features/products/products.routes";
import imagesRoutes from "./features/images/images.routes";
import cartRoutes from "./features/cart/cart.routes";
import ordersRoutes from "./features/orders/orders.routes";
import adminRoutes from "./features/admin/admin.routes";
import analyticsRoutes from "./features/analytics/analytics.routes";
import teamRoutes from "./features/team/team.routes";
import auditRoutes from "./features/audit/audit.routes";
import trackingRoutes from "./features/tracking/tracking.routes";
import paymentsRoutes from "./features/payments/payments.routes";
import inventoryRoutes from "./features/inventory/inventory.routes";
import synonymsRoutes from "./features/synonyms/synonyms.routes";
import backInStockRoutes from "./features/back-in-stock/back-in-stock.routes";
import metricsRoutes from "./features/metrics/metrics.routes";
import type { Registry } from "prom-client";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
  }
}

export type BuildOptions = {
  /** Override the database (tests pass a per-test schema or file). */
  db?: DbOptions;
  logger?: boolean;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: Writable;
  /** Override the upload storage (the configuration's by default). */
  storage?: UploadStorage;
  /** Headers on every response (server.ts marks which worker answered when there are several). */
  responseHeaders?: Record<string, string>;
  /** A cluster worker's way to every worker's metrics (features/metrics/cluster.ts). */
  clusterScrape?: (registry: Registry) => () => Promise<string>;
};

export const REQUEST_TIMEOUT_MS = 30_000;
export const CONNECTION_TIMEOUT_MS = 120_000;

/** `token=` values in a logged URL (reset and verification links) are secrets: never logged. */
export const redactUrl = (url: string) =>
  url.replace(/([?&][^=&#]*token=)[^&#]*/gi, (_m, name: string) => `${name}[redacted]`);

/** Builds the whole app without listening: server.ts listens, tests inject. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // OTEL_EXPORTER_OTLP_ENDPOINT: the SDK is loaded only then (lib/tracing.ts).
  const tracing = config.otlpEndpoint ? await startTracing(config.otlpEndpoint) : undefined;
  // Lines written through app.log while a request is under way (a service's warning) carry its
  // id as request.log's do; request.log's own lines have it already, once.
  const root: { logger?: unknown } = {};
  const app = Fastify({
    // The caller's X-Request-Id when it is a short safe token, else a new UUID
    // (lib/request-context.ts).
    genReqId: (req) => requestIdFrom(req.headers["x-request-id"]),
    // A URL the router cannot decode (`/%zz`) is answered before any hook runs: it still gets
    // its id and the store's error shape.
    frameworkErrors: (_error, request, reply) =>
      void (reply as FastifyReply)
        .status(400)
        .header("x-request-id", request.id)
        .send({ error: "The URL is not valid", errorCode: ERROR_CODES.BAD_REQUEST }),
    // The database plugin migrates before the app answers, which may take minutes on a large
    // store (docs/deploy.md#upgrading: migration 0030 reads every order once); Fastify's
    // default of 10 s would stop such a start half-way, every time.
    pluginTimeout: 15 * 60_000,
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            mixin: (_object: object, _level: number, logger: unknown) => {
              const context = logger === root.logger ? requestContext.getStore() : undefined;
              return context ? { reqId: context.id } : {};
            },
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: redactUrl(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
            },
          },
    bodyLimit: 256 * 1024,
    // A client that trickles its request, or holds an idle socket, must not hold it for ever.
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // request.ip, the address every per-address limit counts (docs/product.md#configuration).
    // Fastify takes a hop count at run time; its types only miss it.
    trustProxy: config.trustProxy as boolean | string | string[],
    ajv: undefined,
    routerOptions: { ignoreTrailingSlash: true },
  });
  root.logger = app.log;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate("config", config);
  // First: every answer, an error or a 404 too, carries its X-Request-Id.
  await app.register(requestContextPlugin, { tracing });
  const headers = options.responseHeaders;
  if (headers) app.addHook("onRequest", async (_request, reply) => void reply.headers(headers));
  // The infrastructure every feature uses; each plugin closes what it opened when the app closes.
  await app.register(dataDirPlugin);
  await app.register(databasePlugin, {
    db: { ...(options.db ?? dbOptionsFromConfig(config)), tracing },
  });
  // GET /metrics's counters (METRICS_TOKEN; nothing is counted without it).
  await app.register(metricsPlugin, {
    enabled: config.metricsToken !== undefined,
    clusterScrape: options.clusterScrape,
  });
  await app.register(storagePlugin, { storage: options.storage });
  await app.register(productCachePlugin);
  await app.register(purgePlugin);
  await app.register(mailerPlugin, {
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, "outbox"),
    from: config.mailFrom,
    budget: config.mailBudget,
  });
  await app.register(lowStockDigestPlugin);
  await app.register(whatsappSender);

  await app.register(errorsPlugin);
  // CSP is set on the HTML by the static plugin (it needs the inline script hashes); this sets
  // the rest.
  await app.register(securityHeadersPlugin);
  await app.register(privateAnswersPlugin);
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(authPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Atelier API",
        version: "1.0.0",
        description: `The store's JSON API. Every error is \`{ error, errorCode? }\`: \`error\` is a message for people, \`errorCode\` one of ${Object.values(ERROR_CODES).join(", ")}.`,
        license: { name: "MIT", url: "https://opensource.org/licenses/MIT" },
      },
      // Relative: the store that serves this document is the one it describes.
      servers: [{ url: "/", description: "This store" }],
      tags: openapiTags,
      components: {
        securitySchemes: {
          bearer: {
            type: "http",
            scheme: "bearer",
            description: "The session token from logIn, as `Authorization: Bearer <token>`.",
          },
          orderLink: {
            type: "apiKey",
            in: "header",
            name: ORDER_TOKEN_HEADER,
            description:
              "The `token` of an order's e-mailed link (`/orders/{id}?token=…`): opens that order only, for 90 days.",
          },
        },
      },
    },
    // Only /api is the API: robots.txt, sitemap.xml, uploads and the web app stay out of it.
    transform: (input) =>
      input.url.startsWith("/api/")
        ? jsonSchemaTransform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
    transformObject: (input) =>
      "openapiObject" in input ? withoutBodyOn204(input.openapiObject) : input.swaggerObject,
  });
  // The app-wide headers carry no CSP (plugins/security-headers.ts), so the docs carry their own:
  // swagger-ui's scripts are files of its own ('self'), its styles partly inline; no
  // upgrade-insecure-requests (a store on plain http in development would lose its own assets),
  // and never framed.
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, "")
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/style-src 'self'/, "style-src 'self' 'unsafe-inline'")
        .replace(/\s+;/g, ";"),
  });

  await app.register(
    async (api) => {
      await api.register(bidiNeutralPlugin);
      await api.register(compressPlugin);
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: "/auth" });
      await api.register(productsRoutes, { prefix: "/products" });
      await api.register(colorsRoutes, { prefix: "/products" });
      await api.register(sizeGuidesRoutes);
      await api.register(shippingRoutes);
      // /discounts/check; the admin's /admin/discounts (issue 31).
      await api.register(discountRoutes);
      await api.register(imagesRoutes, { prefix: "/images" });
      await api.register(cartRoutes, { prefix: "/cart" });
      await api.register(ordersRoutes, { prefix: "/orders" });
      await api.register(adminRoutes, { prefix: "/admin" });
      // Paths under /orders and /admin, in a plugin of its own (it reads multipart receipts).
      await api.register(paymentsRoutes);
      // Paymob's callback and paying again (issue 32); answers 404 without PAYMOB_* set.
      await api.register(paymobRoutes);
      // WhatsApp's webhook (issue 32); its own JSON parser keeps the signed bytes.
      await api.register(whatsappRoutes);
      await api.register(inventoryRoutes, { prefix: "/admin" });
      // The label's search synonyms (issue 29).
      await api.register(synonymsRoutes, { prefix: "/admin" });
      // /products/{id}/notify, /stock-alerts/… and /admin/stock-alerts (issue 29).
      await api.register(backInStockRoutes);
      // Issue 30: tracking numbers, one at a time or from the courier's sheet.
      await api.register(trackingRoutes, { prefix: "/admin" });
      // Issue 33: the admin's analytics, from the daily figures.
      await api.register(analyticsRoutes);
      // The admin's team and the permissions of its roles (issue 33).
      await api.register(teamRoutes);
      // Issue 33: who changed what, read only (the audit log).
      await api.register(auditRoutes);
    },
    { prefix: "/api" },
  );

  // Before the web app's catch-all; outside /api, so never compressed, cached or documented there.
  await app.register(metricsRoutes);

  if (app.storage.kind === "s3") await app.register(bucketUploads);
  await app.register(staticPlugin, {
    uploadsDir: app.storage.kind === "disk" ? app.storage.where : undefined,
    webDist: config.webDist,
  });
  await app.register(seoRoutes);

  // Unknown /api paths are JSON; any other GET is a client route of the SPA.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    if (
      !pathname.startsWith("/api") &&
      request.method === "GET" &&
      app.sendIndex &&
      !pathname.startsWith("/uploads/")
    ) {
      return app.sendIndex(request, reply);
    }
    return reply.status(404).send({
      error: `No route for ${request.method} ${pathname}`,
      errorCode: ERROR_CODES.NOT_FOUND,
    });
  });

  return app;
}
