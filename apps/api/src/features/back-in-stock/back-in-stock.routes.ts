import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  notifyAnswerSchema,
  notifyBodySchema,
  unsubscribeQuerySchema,
  waitingCountSchema,
  waitingQuerySchema,
} from "@atelier/shared/back-in-stock";
import { ERROR_CODES } from "@atelier/shared/errors";
import { productIdParamsSchema } from "@atelier/shared/products";
import { AppError } from "../../lib/errors";
import { errorResponses, security } from "../../lib/openapi";
import * as service from "./back-in-stock.service";
import { unsubscribePage } from "./unsubscribe-page";

/*
 * The limits of a sign-up (docs/security.md#back-in-stock): per client address generous enough
 * for a carrier's NAT full of shoppers, per e-mail enough for every size and colour she wants.
 */
export const NOTIFY_PER_ADDRESS = { max: 30, windowMs: 10 * 60_000 };
export const NOTIFY_PER_EMAIL = { max: 10, windowMs: 60 * 60_000 };
const UNSUBSCRIBE_PER_ADDRESS = { max: 60, windowMs: 60_000 };

/** Sign-ups and the unsubscribe link under /api; the admin's counts under /api/admin. */
export default async function backInStockRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** 429 with Retry-After once `key` passed `max` in its window. */
  const limit = async (
    reply: FastifyReply,
    key: string,
    { max, windowMs }: { max: number; windowMs: number },
  ) => {
    const { current, ttl } = await app.countRequest(key, windowMs);
    if (current <= max) return;
    reply.header("retry-after", String(Math.max(1, Math.ceil(ttl / 1000))));
    throw new AppError(
      429,
      "Too many requests. Please wait a moment and try again.",
      ERROR_CODES.TOO_MANY_REQUESTS,
    );
  };

  app.post(
    "/products/:id/notify",
    {
      schema: {
        tags: ["products"],
        operationId: "notifyWhenBack",
        summary: "Be e-mailed once when a sold-out size (in a colour) is back",
        description: `One e-mail, in \`locale\` (default en), the next time the size comes back to stock, with the piece's link and a one-click unsubscribe. The answer is the same whether or not the address was already waiting. 400 when the size is in stock, the colour is missing on a piece sold in colours (COLOR_REQUIRED) or given for one without; 404 for an unknown product or a colour not its own. ${NOTIFY_PER_ADDRESS.max} sign-ups per ${NOTIFY_PER_ADDRESS.windowMs / 60_000} minutes per client address and ${NOTIFY_PER_EMAIL.max} an hour per e-mail (429).`,
        security: security.public,
        params: productIdParamsSchema,
        body: notifyBodySchema,
        response: { 202: notifyAnswerSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      await limit(reply, `notify:ip:${request.ip}`, NOTIFY_PER_ADDRESS);
      await limit(reply, `notify:email:${request.body.email}`, NOTIFY_PER_EMAIL);
      await service.signUp(app.db, request.params.id, request.body);
      return reply.status(202).send({ ok: true as const });
    },
  );

  // RFC 8058's one-click POST comes as a form (urlencoded or multipart) saying
  // "List-Unsubscribe=One-Click": the token in the URL is all that counts, so the body is
  // read for nothing but its end.
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"])
    app.addContentTypeParser(type, { parseAs: "string", bodyLimit: 4096 }, (_req, _body, done) =>
      done(null, {}),
    );

  const unsubscribeSchema = {
    tags: ["products"],
    security: security.public,
    querystring: unsubscribeQuerySchema,
  };
  const html = (reply: FastifyReply, body: string) =>
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer")
      .header(
        "content-security-policy",
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      )
      .send(body);

  app.post(
    "/stock-alerts/unsubscribe",
    {
      schema: {
        ...unsubscribeSchema,
        operationId: "unsubscribeStockAlerts",
        summary: "Stop every back-in-stock e-mail of the token's address (one click, RFC 8058)",
        description:
          "The token is the one in the e-mail's link and List-Unsubscribe header. Every wait of its address is removed. An unknown or spent token changes nothing; the answer is the same: 204, or a page in both languages for a browser's form (Accept: text/html).",
        body: z.unknown().optional(),
        response: {
          200: z.string().describe("A confirmation page (HTML)"),
          204: z.null().describe("Unsubscribed."),
          ...errorResponses(400, 413, 429),
        },
      },
    },
    async (request, reply) => {
      await limit(reply, `unsubscribe:ip:${request.ip}`, UNSUBSCRIBE_PER_ADDRESS);
      await service.unsubscribe(app.db, request.query.token);
      if (!request.headers.accept?.includes("text/html")) return reply.status(204).send(null);
      return html(reply, unsubscribePage("done", request.query.token, request.query.lang));
    },
  );

  // A GET only asks: mail scanners and link previews open every link of a mail, and must not
  // unsubscribe anyone (docs/product.md#back-in-stock).
  app.get(
    "/stock-alerts/unsubscribe",
    {
      schema: {
        ...unsubscribeSchema,
        operationId: "unsubscribePage",
        summary: "The unsubscribe link's page: asks before it unsubscribes",
        description:
          "A page in English and Arabic with one button, which POSTs to the same link. Opening the page changes nothing.",
        response: { 200: z.string().describe("A page (HTML)"), ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      html(reply, unsubscribePage("ask", request.query.token, request.query.lang)),
  );

  app.get(
    "/admin/stock-alerts",
    {
      onRequest: app.allow("products.view"),
      schema: {
        tags: ["admin"],
        operationId: "countStockAlerts",
        summary: "How many shoppers wait for each sold-out size of these products",
        description:
          "`ids`: up to 100 product ids, comma-separated (one admin page). One row per product, colour (null without) and size that someone waits for.",
        security: security.bearer,
        querystring: waitingQuerySchema,
        response: { 200: z.array(waitingCountSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.waitingCounts(app.db, request.query.ids),
  );
}
