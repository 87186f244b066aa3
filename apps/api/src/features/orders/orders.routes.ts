import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ERROR_CODES, GUEST_VERIFICATION_MESSAGE } from "@atelier/shared/errors";
import { messageResponseSchema } from "@atelier/shared/auth";
import { LOCALE_INFO } from "@atelier/shared/locales";
import { isDiscountError } from "@atelier/shared/discounts";
import { fromPiastres } from "@atelier/shared/money";
import {
  GUEST_VERIFIED_MESSAGE,
  myOrdersQuerySchema,
  ORDER_TOKEN_HEADER,
  orderCreateSchema,
  orderIdParamsSchema,
  orderPageSchema,
  orderSchema,
  orderStatusPatchSchema,
  placedOrderSchema,
  returnRequestSchema,
  TRACK_ANSWER,
  trackOrderSchema,
  verifyGuestQuerySchema,
  verifyGuestResponseSchema,
} from "@atelier/shared/orders";
import type { Database } from "../../db/schema";
import { AppError, badRequest } from "../../lib/errors";
import { countRecentMail } from "../mail/outbox";
import { guestVerificationMail, orderTrackingMail } from "../mail/templates";
import { confirmationMail } from "./order-confirmation";
import { createOrderLinks } from "./order-links";
import { createStatusChanger } from "./status-change";
import * as guest from "./guest-verification";
import * as reads from "./order-reads";
import * as service from "./orders.service";
import { PaymobError } from "../payments/paymob/paymob-client";
import { startPayment } from "../payments/paymob/paymob.service";
import { cashOrderMessage, enqueueMessage } from "../whatsapp/whatsapp.service";
import * as statusLife from "./status-life";
import { errorResponses, security } from "../../lib/openapi";
import { auditActorOf, staffOf } from "../audit/audit.service";
import { auditedStatus } from "../audit/audit-subjects";

// An order that is not the caller's answers 404, like a missing one: no 403 for shoppers.
const ownOrderErrors = errorResponses(400, 401, 404);

/** "Track my order" mails per order per hour (docs/product.md#track-an-order). */
const TRACK_MAILS_PER_HOUR = 3;
/** POST /orders/track per client address per minute. */
const TRACK_PER_MINUTE = 10;
const LINK_NOTE = `A guest sends the token of the order's e-mailed link (its \`?token=\`) in the \`${ORDER_TOKEN_HEADER}\` header; it opens that order only, for 90 days.`;

export default async function ordersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = app.config.orderLimits;

  // POST /api/orders per client address (config) and per account (preHandler, once the session
  // is known), ORDER_RATE_LIMIT a minute: generous, because carriers put many shoppers behind one
  // address, yet a script cannot place orders by the thousand.
  const perIp = { rateLimit: { max: limits.ordersPerMinute, timeWindow: "1 minute" } };
  const accountCheck = app.createRateLimit({
    max: limits.ordersPerMinute,
    timeWindow: "1 minute",
    keyGenerator: (request: FastifyRequest) => `order:user:${request.user?.id ?? ""}`,
  });
  const perAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) return;
    const result = await accountCheck(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("retry-after", String(result.ttlInSeconds));
      throw new AppError(
        429,
        "Too many orders from this account. Please wait a minute and try again.",
        ERROR_CODES.TOO_MANY_REQUESTS,
      );
    }
  };

  // The single place where orders tell the catalog that stock changed, after every commit that
  // took or returned units, so this process's cached product answers show the new stock at once.
  const stockChanged = () => app.productCache.invalidate();

  // Signed order links, their key read once per app instance (order-links.ts).
  const orderLinks = createOrderLinks(app.db, app.config.publicUrl);
  const { viewerOf } = orderLinks;

  /**
   * The confirmation is written to the outbox in the order's transaction, so an order never goes
   * without its mail, and a slow or failing mail server never fails (or slows) the order. It is a
   * notice within the address's mail budget; `proven`: the one who placed it holds the mailbox
   * (a guest opening this order's link), so the mail may repeat what they typed, and it is the
   * order's link she asked for (the budget's reserve).
   */
  const place = async (draft: service.OrderDraft, userId: number | null, proven: boolean) => {
    const links = await orderLinks.signer();
    const paymob = app.config.paymob;
    const order = await app.db.transaction().execute(async (trx) => {
      const placed = await service.placeOrder(
        trx,
        draft,
        userId,
        limits,
        app.config.cod,
        paymob?.payWithinMinutes ?? null,
      );
      // Paid online: the shopper hears from us once Paymob says she paid (issue 32).
      if (placed.paymentState === "online_awaiting") return placed;
      // Cash on delivery: asked to confirm on WhatsApp too, when the store does (issue 32).
      if (app.config.whatsapp && placed.paymentState === "cod")
        await enqueueMessage(
          trx,
          placed.id,
          cashOrderMessage(app.config.whatsapp, placed, draft.language),
        );
      // In the language the order was placed in (issue 16), with its page's link in it too.
      const locale = draft.language;
      await app.mailer.enqueue(
        trx,
        confirmationMail(placed, locale, proven, links.url(placed.id, locale)),
        proven ? "link" : "notice",
      );
      return placed;
    });
    stockChanged();
    app.metrics.orderPlaced(draft.paymentMethod);
    app.mailer.wake();
    app.whatsapp?.wake();
    // Paid online: Paymob's page for it, asked for after the commit so no network call holds the
    // stock rows; if Paymob cannot be reached the order waits and its page offers to pay again.
    let paymentUrl: string | null | undefined;
    if (paymob && order.paymentState === "online_awaiting") {
      paymentUrl = await startPayment(app.db, paymob, order, {
        publicUrl: app.config.publicUrl,
        orderPage: links.url(order.id, draft.language),
      }).catch((err: unknown) => {
        if (!(err instanceof PaymobError)) throw err;
        app.log.warn({ order: order.id, reason: err.message }, "Paymob refused an intention");
        return null;
      });
    }
    // The one who placed it may act on it at once (an Instapay reference) without the e-mail.
    return {
      ...order,
      orderToken: links.token(order.id),
      ...(paymentUrl === undefined ? {} : { paymentUrl }),
    };
  };

  app.post(
    "/",
    {
      onRequest: app.optionalUser,
      preHandler: perAccount,
      config: perIp,
      schema: {
        tags: ["orders"],
        operationId: "placeOrder",
        summary: "Place an order (signed in, or as a guest)",
        description:
          "Signed in, or from an e-mail address verified before, the order is placed at once (201). A guest's first order is held instead: a verification link is e-mailed and the answer is 409 EMAIL_VERIFICATION_REQUIRED; opening the link (verifyGuestOrder) places it. Signed in, `customer_email` must be the account's address (else 400). At most MAX_UNITS_PER_LINE units of one size and MAX_UNITS_PER_ORDER in all (else 400); at most MAX_OPEN_ORDERS pending orders per account, e-mail and phone number (else 429 TOO_MANY_OPEN_ORDERS); `paymentMethod` cod (the default) is refused with 400 COD_NOT_AVAILABLE for a customer with COD_REFUSALS_LIMIT refusals or a total above COD_MAX_TOTAL (see getPaymentOptions), instapay places the order awaiting its transfer; `discountCode` (any case, Arabic-Indic digits) is checked again under the customer's lock and its use taken in the order's transaction (else 400 with its DISCOUNT_* errorCode, as checkDiscount answers), the server working out `subtotal`, `discount`, the lines' `discount` and `totalPrice` (after it) itself; ORDER_RATE_LIMIT requests a minute per client address and per account (else 429).",
        security: security.optional,
        body: orderCreateSchema,
        response: { 201: placedOrderSchema, ...errorResponses(400, 401, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const draft = service.draftFromBody(request.body);
      const user = request.user;
      // The confirmation goes to the order's address: signed in, it must be the account's own,
      // or an account made without an e-mail check could mail anyone.
      if (user && draft.email !== user.email.toLowerCase()) {
        throw badRequest(
          `You are signed in as ${user.email}: orders on this account use that e-mail address. Sign out to order as a guest with another address.`,
        );
      }
      service.checkUnitLimits(draft, limits);
      if (draft.paymentMethod === "online" && !app.config.paymob) throw service.onlineNotOffered();
      if (user || (await guest.isEmailVerified(app.db, draft.email))) {
        // Neither an account (signup proves no e-mail) nor a guest under an address verified
        // before has shown, with this order, that the mailbox is theirs.
        return reply.status(201).send(await place(draft, user?.id ?? null, false));
      }
      // A guest's first order waits for the e-mail to be confirmed. Check it could be placed now,
      // so nobody is sent to their inbox for an order that is bound to fail.
      await service.checkAvailability(app.db, draft);
      const preview = await service.previewLines(app.db, draft);
      // Nor for one to a governorate no zone serves, or that cash on delivery cannot pay, or with
      // a code that does not apply (all checked again, and priced again, when it is placed).
      const money = await service.previewMoney(app.db, draft, null);
      if (draft.paymentMethod === "cod")
        await service.checkCod(
          app.db,
          draft,
          fromPiastres(money.total),
          app.config.cod,
          money.quote,
        );
      const rows = service.mailRows(
        preview,
        {
          addressDetails: draft.addressDetails,
          shippingAddress: reads.storedAddress(draft.shippingAddress),
        },
        draft.language,
        false,
        fromPiastres(money.shipping),
        { code: money.code, amount: fromPiastres(money.discount) },
      );
      // The link's mail is written with the held order: it is sent even if SMTP is down now, and
      // the shopper hears 409 at once either way.
      await app.db.transaction().execute(async (trx) => {
        const token = await guest.holdGuestOrder(trx, request.body, draft.email);
        // The link opens the verification page in the shopper's language (/ar/verify-guest).
        const page = `${app.config.publicUrl}${LOCALE_INFO[draft.language].prefix}/verify-guest`;
        const url = `${page}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(draft.email)}`;
        const mail = guestVerificationMail(draft.email, url, rows, draft.language);
        // Over the address's mail budget: no link, so no held order either.
        if (!(await app.mailer.enqueue(trx, mail, "link"))) throw guest.tooManyMails();
      });
      app.mailer.wake();
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
        operationId: "verifyGuestOrder",
        summary: "Verify a guest's e-mail with the e-mailed link and place the held order",
        security: security.public,
        querystring: verifyGuestQuerySchema,
        response: { 200: verifyGuestResponseSchema, ...errorResponses(400, 404, 422, 429) },
      },
    },
    async (request) => {
      const { token, email } = request.query;
      const draft = await app.db
        .transaction()
        .execute((trx) => guest.consumeGuestLink(trx, token, email));
      try {
        // The link came to this mailbox: whoever opened it holds it, and placed this very order.
        return { message: GUEST_VERIFIED_MESSAGE, order: await place(draft, null, true) };
      } catch (err) {
        // The e-mail stays verified and the link used: the shopper orders again and goes straight
        // through (after the open orders are confirmed, when those stopped it; without the code
        // when it no longer applies: used up meanwhile, say, and then nothing was taken).
        if (
          err instanceof AppError &&
          (err.statusCode === 422 || err.statusCode === 404 || isDiscountError(err.errorCode))
        ) {
          throw new AppError(
            err.statusCode,
            `Your email is verified, but your order could not be placed: ${err.message} Please place your order again.`,
            err.errorCode,
          );
        }
        // Refused at the door meanwhile (cash on delivery closed): order again with Instapay.
        if (
          err instanceof AppError &&
          (err.errorCode === ERROR_CODES.TOO_MANY_OPEN_ORDERS ||
            err.errorCode === ERROR_CODES.COD_NOT_AVAILABLE)
        ) {
          throw new AppError(
            err.statusCode,
            `Your email is verified, but your order could not be placed: ${err.message}`,
            err.errorCode,
          );
        }
        throw err;
      }
    },
  );

  // Registered before "/:id", like verify-guest.
  app.post(
    "/track",
    {
      config: { rateLimit: { max: TRACK_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        tags: ["orders"],
        operationId: "trackOrder",
        summary: "E-mail an order's signed link to the address it was placed with",
        description: `Answers the same message whether or not the number and e-mail match, so nothing about other people's orders is revealed. When they match (e-mail in any case), the order's link is mailed to that address, at most ${TRACK_MAILS_PER_HOUR} times per order per hour; ${TRACK_PER_MINUTE} requests a minute per client address (else 429).`,
        security: security.public,
        body: trackOrderSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { orderId, email } = request.body;
      const links = await orderLinks.signer();
      const mailed = await app.db.transaction().execute(async (trx) => {
        const row = await reads.trackableOrder(trx, orderId, email);
        if (!row) return false;
        // In the order's language, whatever the language of the page that asked.
        const locale = service.orderLocale(row.language);
        const mail = orderTrackingMail(
          row.customer_email,
          row.id,
          links.url(row.id, locale),
          locale,
        );
        const since = new Date(Date.now() - 3_600_000).toISOString();
        if ((await countRecentMail(trx, mail, since)) >= TRACK_MAILS_PER_HOUR) return false;
        // Over the address's budget: the same answer, and no mail.
        return app.mailer.enqueue(trx, mail, "link");
      });
      if (mailed) app.mailer.wake();
      return { message: TRACK_ANSWER };
    },
  );

  app.get(
    "/",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["orders"],
        operationId: "listMyOrders",
        summary: "The signed-in shopper's orders, newest first, a page at a time",
        description:
          "Newest (highest id) first. `limit` (1-100, default 100); `before`: the id of the last order of the previous page. The `X-Total-Count` header holds the shopper's number of orders.",
        security: security.bearer,
        querystring: myOrdersQuerySchema,
        response: { 200: z.array(orderSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { orders, total } = await reads.listOwnOrders(app.db, request.user!.id, request.query);
      reply.header("x-total-count", String(total));
      return orders;
    },
  );

  app.get(
    "/:id",
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ["orders"],
        operationId: "getOrder",
        summary: "One order with its timeline: the owner's, a link holder's, or any for an admin",
        description: `${LINK_NOTE} Anyone else, and a forged, expired or other order's token, gets 404, as for a missing order.`,
        security: security.orderLink,
        params: orderIdParamsSchema,
        response: { 200: orderPageSchema, ...ownOrderErrors },
      },
    },
    async (request) =>
      reads.getOrderPage(app.db, request.params.id, await viewerOf(request, request.params.id)),
  );

  /** Admin, cancel, return: one transaction each, with its status e-mail (status-change.ts). */
  const runChange = createStatusChanger(app, orderLinks);
  const changeStatus = async (
    change: (trx: Transaction<Database>) => Promise<statusLife.StatusChange>,
  ) => (await runChange(change)).order;

  app.patch(
    "/:id/status",
    {
      onRequest: app.allow("orders.manage"),
      schema: {
        tags: ["orders"],
        operationId: "setOrderStatus",
        summary: "Change an order's status (admins)",
        description:
          "Any status to any other, except out of canceled, returned or refused (400). Canceling, returning or refusing puts the units back in stock once. The shopper's status e-mail (not for refused) is written with the change and sent after the answer.",
        security: security.bearer,
        params: orderIdParamsSchema,
        body: orderStatusPatchSchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const who = auditActorOf(request);
      // Recorded in the change's transaction (issue 33, the audit log).
      return changeStatus((trx) =>
        auditedStatus(trx, who, id, "order.status", () =>
          statusLife.changeStatus(trx, id, request.body.status, statusLife.actorOf(request.user!)),
        ),
      );
    },
  );

  app.post(
    "/:id/cancel",
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ["orders"],
        operationId: "cancelOrder",
        summary: "Cancel an order (its shopper, or an admin)",
        description: `The owner or a link holder while it is pending or processing and under 24 hours old (else 400), at most CANCEL_RATE_LIMIT cancels an hour per account, e-mail and phone number (else 429); an admin while it is not final. The units go back to stock once and the shopper is e-mailed (within the address's mail budget). ${LINK_NOTE}`,
        security: security.orderLink,
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...ownOrderErrors, ...errorResponses(429) },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request, request.params.id);
      const cancel = (trx: Transaction<Database>) =>
        statusLife.cancelOrder(trx, request.params.id, viewer, limits.cancelsPerHour);
      // An admin's cancel is in the audit log (issue 33); a shopper's is not.
      const who = staffOf(request);
      return changeStatus((trx) =>
        who
          ? auditedStatus(trx, who, request.params.id, "order.status", () => cancel(trx))
          : cancel(trx),
      );
    },
  );

  app.post(
    "/:id/return",
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ["orders"],
        operationId: "returnOrder",
        summary: "Request a return (shopper), or mark a delivered order returned (admin)",
        description: `The owner or a link holder, within 7 days of delivery and once, with a \`reason\` (and an optional \`note\`): the request is recorded, the order stays delivered (else 400). An admin, without a body, marks a delivered order returned and its units go back once. ${LINK_NOTE}`,
        security: security.orderLink,
        params: orderIdParamsSchema,
        // An admin sends no body at all (null).
        body: returnRequestSchema.nullish(),
        response: { 200: orderSchema, ...ownOrderErrors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request, request.params.id);
      const ret = (trx: Transaction<Database>) =>
        statusLife.returnOrder(trx, request.params.id, viewer, request.body ?? undefined);
      // An admin marking an order returned is in the audit log (issue 33).
      const who = staffOf(request);
      return changeStatus((trx) =>
        who ? auditedStatus(trx, who, request.params.id, "order.status", () => ret(trx)) : ret(trx),
      );
    },
  );
}
