import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Transaction } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema, ERROR_CODES, GUEST_VERIFICATION_MESSAGE } from "@atelier/shared/errors";
import {
  GUEST_VERIFIED_MESSAGE,
  orderCreateSchema,
  orderIdParamsSchema,
  orderSchema,
  orderStatusPatchSchema,
  verifyGuestQuerySchema,
  verifyGuestResponseSchema,
  type Order,
} from "@atelier/shared/orders";
import type { Database } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { guestVerificationMail, orderConfirmationMail } from "../mail/templates";
import * as service from "./orders.service";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

export default async function ordersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The single place where orders tell the catalog that stock changed, after every commit that
  // took or returned units, so this process's cached product answers show the new stock at once.
  const stockChanged = () => app.productCache.invalidate();

  /** After commit: a slow or failing mail server must not fail an order that is already placed. */
  const confirm = (order: Order, log: FastifyBaseLogger) =>
    app.mailer.sendLater(
      orderConfirmationMail(
        order.customer_email,
        order.id,
        service.mailRows(order.lines, order.addressDetails),
      ),
      log,
      { orderId: order.id },
    );

  const place = async (
    draft: service.OrderDraft,
    userId: number | null,
    log: FastifyBaseLogger,
  ) => {
    const order = await app.db
      .transaction()
      .execute((trx) => service.placeOrder(trx, draft, userId));
    stockChanged();
    confirm(order, log);
    return order;
  };

  app.post(
    "/",
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ["orders"],
        body: orderCreateSchema,
        response: { 201: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const draft = service.draftFromBody(request.body);
      const user = request.user;
      if (user || (await service.isEmailVerified(app.db, draft.email))) {
        return reply.status(201).send(await place(draft, user?.id ?? null, request.log));
      }
      // A guest's first order waits for the e-mail to be confirmed. Check it could be placed now,
      // so nobody is sent to their inbox for an order that is bound to fail.
      await service.checkAvailability(app.db, draft);
      const token = await service.holdGuestOrder(app.db, request.body, draft.email);
      const url = `${app.config.publicUrl}/verify-guest?token=${encodeURIComponent(token)}&email=${encodeURIComponent(draft.email)}`;
      const rows = service.mailRows(
        await service.previewLines(app.db, draft),
        draft.addressDetails,
      );
      await app.mailer.send(guestVerificationMail(draft.email, url, rows));
      return reply.status(409).send({
        error: GUEST_VERIFICATION_MESSAGE,
        errorCode: ERROR_CODES.EMAIL_VERIFICATION_REQUIRED,
      });
    },
  );

  // Registered before "/:id" so the router never reads "verify-guest" as an order id.
  app.get(
    "/verify-guest",
    {
      schema: {
        tags: ["orders"],
        querystring: verifyGuestQuerySchema,
        response: { 200: verifyGuestResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { token, email } = request.query;
      const draft = await app.db
        .transaction()
        .execute((trx) => service.consumeGuestLink(trx, token, email));
      try {
        return { message: GUEST_VERIFIED_MESSAGE, order: await place(draft, null, request.log) };
      } catch (err) {
        // The e-mail stays verified and the link used: the shopper orders again and goes straight through.
        if (err instanceof AppError && (err.statusCode === 422 || err.statusCode === 404)) {
          throw new AppError(
            err.statusCode,
            `Your email is verified, but your order could not be placed: ${err.message} Please place your order again.`,
            err.errorCode,
          );
        }
        throw err;
      }
    },
  );

  app.get(
    "/",
    {
      onRequest: app.requireUser,
      schema: { tags: ["orders"], response: { 200: z.array(orderSchema), ...errors } },
    },
    async (request) => service.listOwnOrders(app.db, request.user!.id),
  );

  app.get(
    "/:id",
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ["orders"],
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => service.getOrder(app.db, request.params.id, request.user),
  );

  /** Admin, cancel, return: one transaction each; the catalog hears of any stock put back. */
  const changeStatus = async (
    change: (trx: Transaction<Database>) => Promise<service.StatusChange>,
  ) => {
    const result = await app.db.transaction().execute(change);
    if (result.stockChanged) stockChanged();
    return result.order;
  };

  app.patch(
    "/:id/status",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["orders"],
        params: orderIdParamsSchema,
        body: orderStatusPatchSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) =>
      changeStatus((trx) => service.changeStatus(trx, request.params.id, request.body.status)),
  );

  app.post(
    "/:id/cancel",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["orders"],
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) =>
      changeStatus((trx) => service.cancelOrder(trx, request.params.id, request.user!)),
  );

  app.post(
    "/:id/return",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["orders"],
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) =>
      changeStatus((trx) => service.returnOrder(trx, request.params.id, request.user!)),
  );
}
