import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageResponseSchema } from "@atelier/shared/auth";
import { isFinalStatus, orderIdParamsSchema, orderSchema } from "@atelier/shared/orders";
import { fromPiastres } from "@atelier/shared/money";
import { AppError, badRequest, notFound } from "../../../lib/errors";
import { errorResponses, security } from "../../../lib/openapi";
import { paymentDecisionMail } from "../../mail/templates";
import { confirmationMail } from "../../orders/order-confirmation";
import { createOrderLinks } from "../../orders/order-links";
import { getOrder } from "../../orders/order-reads";
import { languageOf } from "../../orders/orders.service";
import { createStatusChanger } from "../../orders/status-change";
import { changeStatus } from "../../orders/status-life";
import { cashOrderMessage, enqueueMessage } from "../../whatsapp/whatsapp.service";
import { PaymobError } from "./paymob-client";
import {
  claimUnpaid,
  handleCallback,
  PAYABLE_STATES,
  startPayment,
  switchToCash,
  unpaidOrders,
} from "./paymob.service";

/** Paymob's callbacks a minute per address: its retries and a busy sale, not a flood. */
const CALLBACKS_PER_MINUTE = 120;
/** Attempts to pay again a minute per address. */
const PAY_AGAIN_PER_MINUTE = 10;
/** The callback is a small JSON object; anything larger is not Paymob's. */
const CALLBACK_BYTES = 64 * 1024;
export const SWEEP_EVERY_MS = 60_000;

/**
 * Paying online through Paymob (issue 32, docs/product.md#paying-online): the processed callback,
 * paying again from the order page, and the sweep that cancels orders not paid in time. Nothing
 * here answers unless PAYMOB_* is set.
 */
export default async function paymobRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = app.config.paymob;
  const orderLinks = createOrderLinks(app.db, app.config.publicUrl);
  const changer = createStatusChanger(app, orderLinks);
  const off = () => notFound("This store does not take payments through Paymob.");

  app.post(
    "/payments/paymob/callback",
    {
      bodyLimit: CALLBACK_BYTES,
      config: { rateLimit: { max: CALLBACKS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        tags: ["payments"],
        operationId: "paymobCallback",
        summary: "Paymob's processed callback: the one thing that decides an online payment",
        description:
          "Paymob posts `{ type: \"TRANSACTION\", obj }` with `?hmac=`: HMAC-SHA512 over the twenty documented fields of `obj` with PAYMOB_HMAC_SECRET, compared in constant time (else 401). The order is the one the store created the intention for under Paymob's order id (`obj.order.id`, inside the signed fields; else 400); the amount (piastres) and currency must be what was asked (else 400). `success` and not `pending`: online_paid and a mail to the shopper; declined: online_failed. A transaction already recorded changes nothing. 404 unless the store has Paymob's keys; 64 KB at most.",
        security: security.public,
        querystring: z.object({ hmac: z.string().max(256).default("") }),
        body: z.unknown(),
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404, 413, 429) },
      },
    },
    async (request) => {
      if (!settings) throw off();
      const links = await orderLinks.signer();
      try {
        const outcome = await app.db.transaction().execute(async (trx) => {
          const done = await handleCallback(trx, settings, request.body, request.query.hmac);
          if (done.kind === "paid") {
            const order = await getOrder(trx, done.orderId, { user: null, hasLink: true });
            const locale = await languageOf(trx, done.orderId);
            await app.mailer.enqueue(
              trx,
              paymentDecisionMail(
                order.customer_email,
                order.id,
                "online",
                fromPiastres(done.amount),
                links.url(order.id, locale),
                locale,
              ),
              "notice",
            );
          }
          return done;
        });
        if (outcome.kind === "paid") app.mailer.wake();
        if (outcome.kind === "ignored" && outcome.why === "the order no longer awaits a payment")
          // Paid after the order was canceled for want of payment: the money must go back.
          app.log.warn({ order: outcome.orderId }, "Paymob reports a payment for a closed order");
        return { message: outcome.kind === "ignored" ? `Ignored: ${outcome.why}.` : "Recorded." };
      } catch (err) {
        if (err instanceof AppError)
          app.log.warn({ status: err.statusCode, reason: err.message }, "Paymob callback refused");
        throw err;
      }
    },
  );

  app.post(
    "/orders/:id/pay",
    {
      onRequest: app.optionalUser,
      config: { rateLimit: { max: PAY_AGAIN_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        tags: ["payments"],
        operationId: "payOrderOnline",
        summary: "Pay an order by card or mobile wallet (again)",
        description: `A new Paymob intention for an order awaiting its online payment (online_awaiting or online_failed, not final): \`{ paymentUrl }\`, Paymob's page. The owner or a link holder; anyone else gets 404. 503 when Paymob cannot be reached. ${PAY_AGAIN_PER_MINUTE} requests a minute per address.`,
        security: security.orderLink,
        params: orderIdParamsSchema,
        response: {
          200: z.object({ paymentUrl: z.string() }),
          ...errorResponses(400, 401, 404, 429, 503),
        },
      },
    },
    async (request) => {
      if (!settings) throw off();
      const { id } = request.params;
      const viewer = await orderLinks.viewerOf(request, id);
      const order = await getOrder(app.db, id, viewer);
      if (isFinalStatus(order.status) || !PAYABLE_STATES.some((s) => s === order.paymentState))
        throw badRequest(`Order ${id} is not awaiting an online payment.`);
      const links = await orderLinks.signer();
      const locale = await languageOf(app.db, id);
      try {
        const paymentUrl = await startPayment(app.db, settings, order, {
          publicUrl: app.config.publicUrl,
          orderPage: links.url(id, locale),
        });
        return { paymentUrl };
      } catch (err) {
        if (!(err instanceof PaymobError)) throw err;
        app.log.warn({ order: id, reason: err.message }, "Paymob refused an intention");
        throw new AppError(
          503,
          "Paying online is not available right now. Please try again in a few minutes.",
          "SERVICE_UNAVAILABLE",
        );
      }
    },
  );

  app.post(
    "/orders/:id/pay-on-delivery",
    {
      onRequest: app.optionalUser,
      config: { rateLimit: { max: PAY_AGAIN_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        tags: ["payments"],
        operationId: "switchOrderToCash",
        summary: "Pay cash on delivery instead, after a declined card or wallet payment",
        description: `For an order whose online payment failed (online_failed, pending): it becomes a cash-on-delivery order where cash on delivery is allowed for it (its zone, the customer's refusals, COD_MAX_TOTAL; else 400 COD_NOT_AVAILABLE), with the order's confirmation e-mail and, when the store asks, its WhatsApp confirmation. 400 for an order not waiting for a payment. The owner or a link holder; anyone else gets 404. ${PAY_AGAIN_PER_MINUTE} requests a minute per address.`,
        security: security.orderLink,
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      if (!settings) throw off();
      const { id } = request.params;
      const viewer = await orderLinks.viewerOf(request, id);
      const order = await getOrder(app.db, id, viewer);
      const links = await orderLinks.signer();
      const switched = await app.db.transaction().execute(async (trx) => {
        await switchToCash(trx, order, app.config.cod, {
          email: viewer.user?.email ?? order.customer_email,
        });
        const now = await getOrder(trx, id, viewer);
        const locale = await languageOf(trx, id);
        // She never had the confirmation (an online order waits for its payment): it goes now.
        await app.mailer.enqueue(
          trx,
          confirmationMail(now, locale, false, links.url(id, locale)),
          "notice",
        );
        if (app.config.whatsapp)
          await enqueueMessage(trx, id, cashOrderMessage(app.config.whatsapp, now, locale));
        return now;
      });
      app.mailer.wake();
      app.whatsapp?.wake();
      return switched;
    },
  );

  if (!settings) return;
  /** Cancels the orders not paid in time, units and any code's use back once (the changer). */
  const sweep = async () => {
    const now = new Date().toISOString();
    for (const { id } of await unpaidOrders(app.db, now)) {
      await changer(async (trx) => {
        // Claimed under the row's lock and checked again: a payment or another process's sweep
        // that committed since the list was read leaves it alone (the claim matches no row).
        if (!(await claimUnpaid(trx, id, now)))
          throw new AppError(409, "Paid or canceled meanwhile.");
        return changeStatus(trx, id, "canceled", { actor: "system", email: null });
      }).catch((err: unknown) => {
        // Another process canceled it first, or it was paid meanwhile: nothing to do.
        if (!(err instanceof AppError)) throw err;
      });
    }
  };
  const timer = setInterval(() => {
    sweep().catch((err: unknown) => app.log.warn({ err }, "sweeping unpaid orders failed"));
  }, settings.sweepEveryMs ?? SWEEP_EVERY_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
