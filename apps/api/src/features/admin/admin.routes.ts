import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminOrderDetailSchema,
  adminOrdersQuerySchema,
  bulkStatusBodySchema,
  bulkStatusResponseSchema,
  cancelPendingBodySchema,
  cancelPendingResponseSchema,
  courierExportQuerySchema,
  dashboardStatsSchema,
  orderEventSchema,
  orderNoteBodySchema,
  outboxMailSchema,
  outboxQuerySchema,
  TOTAL_COUNT_HEADER,
  whatsappSettingsSchema,
} from "@atelier/shared/admin";
import { orderIdParamsSchema, orderSchema } from "@atelier/shared/orders";
import { productSchema } from "@atelier/shared/products";
import { adminProductsQuerySchema } from "@atelier/shared/products-admin";
import { listUnsent } from "../mail/outbox";
import { actorOf } from "../orders/status-life";
import { createOrderLinks } from "../orders/order-links";
import { createStatusChanger } from "../orders/status-change";
import { searchProducts } from "../products/products.service";
import { autoCancelsUnanswered, setAutoCancel } from "../whatsapp/whatsapp-unanswered";
import { can } from "@atelier/shared/permissions";
import { notFound } from "../../lib/errors";
import * as service from "./admin.service";
import { audited, auditActorOf, changeEntry } from "../audit/audit.service";
import { errorResponses, security } from "../../lib/openapi";

const errors = errorResponses(401, 403);

export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every change goes through the orders feature's runner: its own transaction, the shopper's
  // status e-mail, the catalog told of units put back (features/orders/status-change.ts).
  const runChange = createStatusChanger(app, createOrderLinks(app.db, app.config.publicUrl));

  // "Awaiting confirmation" on WhatsApp: asked longer ago than the store waits (issue 32).
  const listOptions = (): service.ListOptions => ({
    whatsappAskedBefore: service.whatsappAskedBefore(app.config.whatsapp?.confirmWithinHours ?? 24),
  });

  app.get(
    "/dashboard",
    {
      onRequest: app.allow("orders.view"),
      schema: {
        tags: ["admin"],
        operationId: "getDashboard",
        summary: "Sales figures for the admin dashboard",
        security: security.bearer,
        response: { 200: dashboardStatsSchema, ...errors },
      },
    },
    async (request) => {
      const stats = await service.dashboard(
        app.db,
        app.config.whatsapp?.confirmWithinHours ?? null,
      );
      // The counts are the order desk's; the money is the owner's (issue 33: staff see no sales).
      return can(request.user?.role, "analytics") ? stats : { ...stats, totalSales: null };
    },
  );

  app.get(
    "/products",
    {
      onRequest: app.allow("products.view"),
      schema: {
        tags: ["admin"],
        operationId: "listAdminProducts",
        summary: "Products, newest first, a page at a time, searched",
        description:
          "`q` (at most 200 characters): every word must appear in the product's titles, category, material or description, in English or Arabic, folded as the catalogue folds them (case, accents, Arabic vowel marks and tatweel, alef and taa marbuta forms, Arabic digits); a number also matches the product with that id. `%`, `_` and `\\` are ordinary characters. `limit` 1–100 (default 20), `page` from 1; a page past the end is an empty array. The X-Total-Count header holds how many products match.",
        security: security.bearer,
        querystring: adminProductsQuerySchema,
        response: {
          200: z.array(productSchema).describe("Products; header X-Total-Count: matches in all"),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { products, total } = await searchProducts(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return products;
    },
  );

  app.get(
    "/orders",
    {
      onRequest: app.allow("orders.view"),
      schema: {
        tags: ["admin"],
        operationId: "listAllOrders",
        summary: "Orders, newest first, a page at a time, filtered",
        description:
          "Keyset paging: `before` is the id of the last order of the previous page, so orders placed meanwhile never shift a page. `q` matches the order number, the e-mail, the phone in any written form (010…, +20 10…, 2010…) or part of the name; `from`/`to` are Cairo days, both inclusive; `governorate` is an ISO 3166-2:EG code (EG-ALX) and matches the governorate the order was placed with (orders from before shipping zones have none); `whatsapp` is `confirmed` (the shopper tapped Confirm on WhatsApp) or `awaiting` (pending cash orders asked on WhatsApp more than WHATSAPP_CONFIRM_WITHIN_HOURS ago, unanswered). The X-Total-Count header holds how many orders match the filters.",
        security: security.bearer,
        querystring: adminOrdersQuerySchema,
        response: {
          200: z.array(orderSchema).describe("Orders; header X-Total-Count: matches in all"),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { orders, total } = await service.listOrders(app.db, request.query, listOptions());
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return orders;
    },
  );

  app.get(
    "/orders.csv",
    {
      onRequest: app.allow("orders.view"),
      schema: {
        tags: ["admin"],
        operationId: "exportOrdersCsv",
        summary: "The filtered orders as a courier bulk-upload sheet (CSV)",
        description:
          "Same filters as the list, except `status`: left out, only the orders ready to ship (processing); `all` for every status. UTF-8 with a byte order mark, one line per order, newest first, streamed, named `orders-{status or all}-{day}.csv`. Columns: receiver first and last name, phone, governorate, city, address, floor, apartment, cash to collect (total with shipping; 0 for a canceled, returned or refused order, a confirmed Instapay transfer and an order paid by card or wallet), items count, description, business reference (order number), order status, notes (only what the shopper wrote for delivery: internal notes never leave the store).",
        security: security.bearer,
        querystring: courierExportQuerySchema,
        response: {
          200: z.string().describe("text/csv; charset=utf-8, sent as an attachment"),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      reply
        .type("text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="orders-${service.exportScope(request.query)}-${day}.csv"`,
        )
        .header("cache-control", "no-store");
      // A stream is sent as it is (no serializer); the 200 schema only documents the text.
      const body = Readable.from(service.courierCsv(app.db, request.query, listOptions()));
      return reply.send(body as unknown as string);
    },
  );

  app.get(
    "/orders/:id",
    {
      onRequest: app.allow("orders.view"),
      schema: {
        tags: ["admin"],
        operationId: "getAdminOrder",
        summary: "An order with its history, internal notes and its customer's record",
        description:
          "The customer's record counts all orders with the same normalised phone number or the same e-mail. `finalEffects` says what each final status would do now, for a confirmation: units back to stock, and the shopper's e-mail (subject; `money`: refund, nothing_owed or ask_for_receipt) or null; empty once the order is final.",
        security: security.bearer,
        params: orderIdParamsSchema,
        response: { 200: adminOrderDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.orderDetail(app.db, request.params.id),
  );

  app.post(
    "/orders/:id/notes",
    {
      onRequest: app.allow("orders.manage"),
      schema: {
        tags: ["admin"],
        operationId: "addOrderNote",
        summary: "Adds an internal note to an order (never shown to the shopper)",
        security: security.bearer,
        params: orderIdParamsSchema,
        body: orderNoteBodySchema,
        response: { 201: orderEventSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { note } = request.body;
      // The note and its audit entry in one transaction (issue 33): the admin's own words.
      const event = await audited(app.db, auditActorOf(request), {
        change: (trx) => service.addNote(trx, id, note, request.user!.email),
        entry: () => ({
          kind: "order.note",
          subject: `Order ${id}`,
          orderId: id,
          before: null,
          after: { note },
        }),
      });
      return reply.status(201).send(event);
    },
  );

  app.post(
    "/orders/status",
    {
      onRequest: app.allow("orders.manage"),
      schema: {
        tags: ["admin"],
        operationId: "setOrdersStatus",
        summary: "Changes the status of many orders (at most 500)",
        description:
          "Each order changes in its own transaction and records its own event; the answer says, per order, whether it changed or why not (the message a single change would answer with 400 or 404).",
        security: security.bearer,
        body: bulkStatusBodySchema,
        response: { 200: bulkStatusResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { ids, status } = request.body;
      return service.changeEach(
        runChange,
        ids,
        status,
        actorOf(request.user!),
        auditActorOf(request),
      );
    },
  );

  app.post(
    "/customers/cancel-pending",
    {
      onRequest: app.allow("customers"),
      schema: {
        tags: ["admin"],
        operationId: "cancelCustomerPendingOrders",
        summary: "Cancels every pending order of an order's customer (fake-order waves)",
        description:
          "The customer is everyone with the order's normalised phone number or e-mail. Each order is canceled in its own transaction and its units go back once.",
        security: security.bearer,
        body: cancelPendingBodySchema,
        response: { 200: cancelPendingResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return service.cancelPending(
        app.db,
        runChange,
        request.body.orderId,
        actorOf(request.user!),
        auditActorOf(request),
      );
    },
  );

  app.get(
    "/outbox",
    {
      onRequest: app.allow("settings"),
      schema: {
        tags: ["admin"],
        operationId: "listUnsentMail",
        summary: "E-mail the store has not sent yet; failing=true for mail that keeps failing",
        description:
          "Oldest first, at most 200. With failing=true only mail tried 3 times or more and still not sent, with its last error and when it is tried next (retries back off from 30 seconds to an hour).",
        security: security.bearer,
        querystring: outboxQuerySchema,
        response: { 200: z.array(outboxMailSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listUnsent(app.db, { failing: request.query.failing }),
  );

  app.put(
    "/settings/whatsapp",
    {
      onRequest: app.allow("settings"),
      schema: {
        tags: ["admin"],
        operationId: "setWhatsAppSettings",
        summary: "Cancel cash orders left unanswered on WhatsApp automatically, or not",
        description:
          "Off by default. On: a pending cash order asked on WhatsApp more than WHATSAPP_CONFIRM_WITHIN_HOURS ago and not confirmed is canceled by the store (units back once, the cancel e-mail), checked every minute by every process, each order claimed once. 404 when the store has no WhatsApp settings.",
        security: security.bearer,
        body: whatsappSettingsSchema,
        response: { 200: whatsappSettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!app.config.whatsapp) throw notFound("This store does not confirm orders on WhatsApp.");
      const { autoCancel } = request.body;
      // The setting and its audit entry in one transaction (issue 33).
      await audited(app.db, auditActorOf(request), {
        before: (trx) => autoCancelsUnanswered(trx),
        change: (trx) => setAutoCancel(trx, autoCancel),
        entry: (_done, before) =>
          changeEntry(
            { kind: "settings.whatsapp", subject: "WhatsApp auto-cancel" },
            { autoCancel: before },
            { autoCancel },
          ),
      });
      return { autoCancel };
    },
  );
}
