import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageResponseSchema } from "@atelier/shared/auth";
import { AppError, notFound } from "../../lib/errors";
import { errorResponses, security } from "../../lib/openapi";
import { createOrderLinks } from "../orders/order-links";
import { createStatusChanger } from "../orders/status-change";
import { cancelOrder, changeStatus } from "../orders/status-life";
import { autoCancelsUnanswered, claimUnanswered, unansweredOrders } from "./whatsapp-unanswered";
import { confirmOrder, readTap, recordReceipt } from "./whatsapp.service";
import { verifyHubSignature } from "./whatsapp-signature";

/** Meta's webhook posts a minute per address: its bursts, not a flood. */
const WEBHOOKS_PER_MINUTE = 300;
const WEBHOOK_BYTES = 64 * 1024;
/** How often unanswered cash orders are looked for (when the store cancels them). */
const SWEEP_EVERY_MS = 60_000;

type Change = {
  value?: {
    messages?: {
      from?: string;
      type?: string;
      context?: { id?: string };
      button?: { payload?: string };
    }[];
    statuses?: { id?: string; status?: string }[];
  };
};

/**
 * WhatsApp confirmation of cash orders (issue 32, docs/product.md#whatsapp-confirmation): Meta's
 * webhook: its handshake, and signed button taps and receipts (the sender is whatsapp-sender.ts).
 * Nothing answers unless WHATSAPP_* is set.
 */
export default async function whatsappRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = app.config.whatsapp;
  const off = () => notFound("This store does not confirm orders on WhatsApp.");
  const orderLinks = createOrderLinks(app.db, app.config.publicUrl);
  const changer = createStatusChanger(app, orderLinks);

  // The signature is over the bytes as sent: keep them, parse after checking.
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: WEBHOOK_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.get(
    "/whatsapp/webhook",
    {
      schema: {
        tags: ["whatsapp"],
        operationId: "whatsappVerify",
        summary: "Meta's webhook verification handshake",
        description:
          "Answers `hub.challenge` as text when `hub.mode` is subscribe and `hub.verify_token` is WHATSAPP_VERIFY_TOKEN; 403 otherwise; 404 unless WHATSAPP_* is set.",
        security: security.public,
        querystring: z.object({
          "hub.mode": z.string().max(50).optional(),
          "hub.verify_token": z.string().max(500).optional(),
          "hub.challenge": z.string().max(500).optional(),
        }),
        response: { 200: z.string(), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!settings) throw off();
      const q = request.query;
      if (q["hub.mode"] !== "subscribe" || q["hub.verify_token"] !== settings.verifyToken)
        throw new AppError(403, "The verify token does not match.", "FORBIDDEN");
      return reply.type("text/plain").send(q["hub.challenge"] ?? "");
    },
  );

  app.post(
    "/whatsapp/webhook",
    {
      bodyLimit: WEBHOOK_BYTES,
      config: { rateLimit: { max: WEBHOOKS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        tags: ["whatsapp"],
        operationId: "whatsappWebhook",
        summary: "WhatsApp's button taps and message receipts",
        description:
          "Checked first: `X-Hub-Signature-256` over the raw body with WHATSAPP_APP_SECRET, in constant time (401 otherwise, nothing read). Then each button tap whose payload the store signed, on the message sent for that order, from that order's number: Confirm records the shopper's confirmation while the order is pending; Cancel cancels it as the shopper's own cancel (units back, the mail). Anything else changes nothing. Delivery and read receipts go on the order's history. 64 KB at most.",
        security: security.public,
        body: z.unknown(),
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404, 413, 429) },
      },
    },
    async (request) => {
      if (!settings) throw off();
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers["x-hub-signature-256"];
      if (
        !verifyHubSignature(
          raw,
          typeof header === "string" ? header : undefined,
          settings.appSecret,
        )
      ) {
        app.log.warn("WhatsApp webhook with a bad signature");
        throw new AppError(401, "The signature does not match.", "UNAUTHORIZED");
      }
      let body: { entry?: { changes?: Change[] }[] };
      try {
        body = JSON.parse(raw.toString("utf8")) as typeof body;
      } catch {
        throw new AppError(400, "The body is not JSON.", "BAD_REQUEST");
      }
      const now = new Date().toISOString();
      for (const change of (body.entry ?? []).flatMap((e) => e.changes ?? [])) {
        for (const status of change.value?.statuses ?? [])
          if (status.id && status.status)
            await app.db
              .transaction()
              .execute((trx) => recordReceipt(trx, status.id!, status.status!, now));
        for (const message of change.value?.messages ?? []) {
          if (message.type !== "button" || !message.button?.payload || !message.from) continue;
          const tap = await readTap(app.db, settings, {
            wamid: message.context?.id,
            from: message.from,
            payload: message.button.payload,
          });
          if (!tap) {
            app.log.warn("WhatsApp tap on no message of this store, ignored");
            continue;
          }
          if (tap.action === "CONFIRM")
            await app.db.transaction().execute((trx) => confirmOrder(trx, tap.orderId, now));
          else
            await changer((trx) =>
              cancelOrder(
                trx,
                tap.orderId,
                { user: null, hasLink: true },
                app.config.orderLimits.cancelsPerHour,
              ),
            ).catch((err: unknown) => {
              // Moved on (shipped, already canceled, past the window): nothing changes.
              if (!(err instanceof AppError)) throw err;
            });
        }
      }
      return { message: "Received." };
    },
  );

  if (!settings) return;
  /**
   * With the store setting on, cancels the cash orders unanswered after
   * WHATSAPP_CONFIRM_WITHIN_HOURS as the store's cancel (units back once, the mail), each claimed
   * under its row's lock so a Confirm that lands meanwhile wins.
   */
  const sweep = async () => {
    if (!(await autoCancelsUnanswered(app.db))) return;
    const now = new Date().toISOString();
    const before = new Date(Date.now() - settings.confirmWithinHours * 3_600_000).toISOString();
    for (const { id } of await unansweredOrders(app.db, before)) {
      await changer(async (trx) => {
        if (!(await claimUnanswered(trx, id, now)))
          throw new AppError(409, "Answered or changed meanwhile.");
        return changeStatus(trx, id, "canceled", { actor: "system", email: null });
      }).catch((err: unknown) => {
        if (!(err instanceof AppError)) throw err;
      });
    }
  };
  const timer = setInterval(() => {
    sweep().catch((err: unknown) =>
      app.log.warn({ err }, "canceling unanswered WhatsApp orders failed"),
    );
  }, settings.sweepEveryMs ?? SWEEP_EVERY_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
