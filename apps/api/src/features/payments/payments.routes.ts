import type { FastifyInstance, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ERROR_CODES } from "@atelier/shared/errors";
import { ORDER_TOKEN_HEADER, orderIdParamsSchema } from "@atelier/shared/orders";
import {
  clearRefusalsResponseSchema,
  clearRefusalsSchema,
  paymentDecisionSchema,
  paymentOptionsRequestSchema,
  paymentOptionsSchema,
  paymentQueueItemSchema,
  paymentQueueQuerySchema,
  paymentReferenceSchema,
  paymentSubmittedSchema,
  PAYMENT_REFERENCE_MAX,
  RECEIPT_FIELD,
} from "@atelier/shared/payments";
import { AppError, badRequest, badRequestOf, notFound } from "../../lib/errors";
import { errorResponses, security } from "../../lib/openapi";
import { MAX_IMAGE_BYTES } from "../images/images.service";
import { paymentDecisionMail } from "../mail/templates";
import { createOrderLinks } from "../orders/order-links";
import { can } from "@atelier/shared/permissions";
import { visibleOrder } from "../orders/order-reads";
import { openReceipt, removeReceipt, storeReceipt } from "./receipts";
import * as service from "./payments.service";
import { auditActorOf } from "../audit/audit.service";

/** POST /orders/payment-options per client address per minute: enough for a checkout. */
const OPTIONS_PER_MINUTE = 20;
/** POST /orders/{id}/payment per client address per minute. */
const REPORTS_PER_MINUTE = 10;
const LINK_NOTE = `A guest sends the token of the order's link in the \`${ORDER_TOKEN_HEADER}\` header.`;

/** The body of POST /orders/{id}/payment as the document shows it (JSON or multipart). */
const paymentBody = z.unknown().meta({
  type: "object",
  required: ["reference"],
  properties: {
    reference: { type: "string", maxLength: PAYMENT_REFERENCE_MAX },
    [RECEIPT_FIELD]: { type: "string", format: "binary" },
  },
});
const receiptBody = z.unknown().meta({ type: "string", format: "binary" });

/**
 * Payments (docs/product.md#payments), registered under /api with full paths: the shopper's side
 * under /orders, the admins' under /admin.
 */
export default async function paymentsRoutes(fastify: FastifyInstance) {
  // Only POST /orders/{id}/payment reads multipart here (the receipt); limits as for images.
  await fastify.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: 1,
      fields: 3,
      fieldSize: 1024,
      parts: 4,
      headerPairs: 50,
    },
    throwFileSizeLimit: true,
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const orderLinks = createOrderLinks(app.db, app.config.publicUrl);
  const { viewerOf } = orderLinks;

  app.post(
    "/orders/payment-options",
    {
      config: { rateLimit: { max: OPTIONS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        tags: ["payments"],
        operationId: "getPaymentOptions",
        summary: "The payment methods checkout may offer this phone number and e-mail",
        description: `Asked before placing an order. Cash on delivery is left out, with a \`reason\` for the shopper and its \`reasonCode\` (COD_REFUSED, or COD_OVER_MAX with \`codMaxTotal\`), when the phone number (any spelling) or the e-mail has COD_REFUSALS_LIMIT refusals at the door since an admin last cleared them, or when \`total\` (EGP, shipping included) is above COD_MAX_TOTAL. It says nothing else about anyone: no orders, no counts. ${OPTIONS_PER_MINUTE} requests a minute per client address (else 429).`,
        security: security.public,
        body: paymentOptionsRequestSchema,
        response: { 200: paymentOptionsSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      service.paymentOptions(app.db, request.body, app.config.cod, app.config.paymob !== undefined),
  );

  app.post(
    "/orders/:id/payment",
    {
      onRequest: app.optionalUser,
      config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        tags: ["payments"],
        operationId: "reportPayment",
        summary: "Report an Instapay transfer: its reference and, optionally, the receipt photo",
        description: `JSON \`{ reference }\`, or multipart/form-data with the field \`reference\` and an optional file \`${RECEIPT_FIELD}\` (JPEG, PNG, WebP or AVIF by content, up to 10 MB and 40 megapixels; else 400, or 413 when larger). The receipt is re-encoded without metadata and kept privately, for admins only. Only while the transfer awaits confirmation or was rejected (else 400). The owner or a link holder; anyone else gets 404. ${LINK_NOTE} ${REPORTS_PER_MINUTE} requests a minute per client address.`,
        security: security.orderLink,
        consumes: ["application/json", "multipart/form-data"],
        params: orderIdParamsSchema,
        body: paymentBody,
        response: {
          200: paymentSubmittedSchema,
          ...errorResponses(400, 401, 404, 413, 429),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const viewer = await viewerOf(request, id);
      // Nobody else's order is read, nor a byte of their upload stored.
      await visibleOrder(app.db, id, viewer);
      const { fields, file } = await readPaymentBody(request);
      const parsed = paymentReferenceSchema.safeParse(fields);
      if (!parsed.success) throw badRequestOf(parsed.error);
      const receipt = file ? await storeReceipt(file, app.receipts) : null;
      try {
        const done = await app.db
          .transaction()
          .execute((trx) =>
            service.submitPayment(trx, id, viewer, { reference: parsed.data.reference, receipt }),
          );
        await removeReceipt(app.receipts, done.replaced);
        return done.answer;
      } catch (err) {
        await removeReceipt(app.receipts, receipt);
        throw err;
      }
    },
  );

  /** Fields and the one receipt file of a multipart body, or the JSON body as it came. */
  async function readPaymentBody(
    request: FastifyRequest,
  ): Promise<{ fields: unknown; file: Buffer | null }> {
    if (!request.isMultipart()) return { fields: request.body ?? {}, file: null };
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === "file") {
          if (part.fieldname !== RECEIPT_FIELD) {
            await part.toBuffer();
            throw badRequest(`The receipt goes in the multipart field "${RECEIPT_FIELD}".`);
          }
          file = await part.toBuffer();
        } else if (part.fieldname === "reference") {
          if (part.valueTruncated)
            throw badRequest(`reference must be at most ${PAYMENT_REFERENCE_MAX} characters`);
          fields.reference = String(part.value);
        }
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof app.multipartErrors.RequestFileTooLargeError)
        throw new AppError(
          413,
          "The receipt is larger than 10 MB. Please upload a smaller photo.",
          ERROR_CODES.PAYLOAD_TOO_LARGE,
        );
      throw badRequest("The upload could not be read. Please try again.");
    }
    return { fields, file };
  }

  app.get(
    "/admin/payments",
    {
      onRequest: app.allow("payments"),
      schema: {
        tags: ["payments"],
        operationId: "listPayments",
        summary: "Orders in one payment state (default: Instapay transfers awaiting confirmation)",
        description:
          "Oldest first, at most 500, with the amount to expect (shipping included), the shopper's reference and whether a receipt photo was sent.",
        security: security.bearer,
        querystring: paymentQueueQuerySchema,
        response: { 200: z.array(paymentQueueItemSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.paymentQueue(app.db, request.query.state),
  );

  app.post(
    "/admin/orders/:id/payment",
    {
      onRequest: app.allow("payments"),
      schema: {
        tags: ["payments"],
        operationId: "decidePayment",
        summary: "Confirm or reject an order's Instapay transfer",
        description:
          "confirm: instapay_confirmed; reject: instapay_rejected (the shopper may report again). The change is recorded in the order's history with the optional note (kept internal), and the shopper's e-mail either way is written with it. Cash-on-delivery orders, orders paid by card or wallet (Paymob decides those), final orders and a decision already made answer 400.",
        security: security.bearer,
        params: orderIdParamsSchema,
        body: paymentDecisionSchema,
        response: { 200: paymentQueueItemSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { decision, note } = request.body;
      const links = await orderLinks.signer();
      const done = await app.db.transaction().execute(async (trx) => {
        const result = await service.decidePayment(
          trx,
          id,
          decision,
          note,
          request.user!,
          auditActorOf(request),
        );
        await app.mailer.enqueue(
          trx,
          paymentDecisionMail(
            result.email,
            id,
            decision,
            result.amount,
            links.url(id, result.language),
            result.language,
          ),
          "notice",
        );
        return result;
      });
      app.mailer.wake();
      return done.item;
    },
  );

  app.get(
    "/admin/orders/:id/receipt",
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ["payments"],
        operationId: "getPaymentReceipt",
        summary: "The receipt photo a shopper sent with an Instapay transfer (admins only)",
        description:
          "A WebP image, never cached. Anyone but an admin, the order's own shopper included, gets 404, as for an order without a receipt: receipts are for the store only.",
        security: security.optional,
        params: orderIdParamsSchema,
        response: { 200: receiptBody, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!can(request.user?.role, "payments")) throw notFound(`Order ${id} has no receipt`);
      const data = await openReceipt(app.receipts, await service.receiptOf(app.db, id));
      if (!data) throw notFound(`Order ${id} has no receipt`);
      return reply
        .header("content-type", "image/webp")
        .header("cache-control", "private, no-store")
        .header("content-disposition", `inline; filename="receipt-${id}.webp"`)
        .send(data.body);
    },
  );

  app.post(
    "/admin/customers/clear-refusals",
    {
      onRequest: app.allow("customers"),
      schema: {
        tags: ["payments"],
        operationId: "clearRefusals",
        summary: "Clear the refusal record of an order's customer (its phone and e-mail)",
        description:
          "Refusals at the door before now no longer count against cash on delivery for that phone number (any spelling) and e-mail; later ones do. Recorded in the order's history.",
        security: security.bearer,
        body: clearRefusalsSchema,
        response: { 200: clearRefusalsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const refusals = await app.db
        .transaction()
        .execute((trx) =>
          service.clearRefusals(trx, request.body.orderId, request.user!, auditActorOf(request)),
        );
      return {
        message: "The customer's refusal record is cleared: cash on delivery is open again.",
        refusals,
      };
    },
  );
}
