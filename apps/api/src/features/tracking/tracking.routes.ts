import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { orderIdParamsSchema, orderSchema } from "@atelier/shared/orders";
import {
  TRACKING_IMPORT_MAX_BYTES,
  trackingBodySchema,
  trackingImportBodySchema,
  trackingImportResultSchema,
} from "@atelier/shared/tracking";
import { errorResponses, security } from "../../lib/openapi";
import { createOrderLinks } from "../orders/order-links";
import { actorOf } from "../orders/status-life";
import { auditActorOf } from "../audit/audit.service";
import { importSheet, setTracking } from "./tracking.service";

/**
 * The JSON body of an import: the sheet's megabyte, escaped (quotes and line breaks take two
 * characters), and the rest of the object. Anything larger is 413 before it is parsed.
 */
const IMPORT_BODY_LIMIT = 2 * TRACKING_IMPORT_MAX_BYTES + 1024;

/** Issue 30, part 4 (docs/product.md#tracking-numbers); registered under /admin. */
export default async function trackingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const orderLinks = createOrderLinks(app.db, app.config.publicUrl);

  app.put(
    "/orders/:id/tracking",
    {
      onRequest: app.allow("orders.manage"),
      schema: {
        tags: ["admin"],
        operationId: "setOrderTracking",
        summary: "Records the courier and tracking number of an order",
        description:
          "Does not change the status. The shipped e-mail carries the courier, the number and the courier's tracking page; an order already shipped gets a short e-mail with them when the number is new. The answer is the order, with `tracking: { courier, number, url }` (url null where the courier's page is not known).",
        security: security.bearer,
        params: orderIdParamsSchema,
        body: trackingBodySchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setTracking(
        app,
        orderLinks,
        request.params.id,
        request.body,
        actorOf(request.user!),
        auditActorOf(request),
      ),
  );

  app.delete(
    "/orders/:id/tracking",
    {
      onRequest: app.allow("orders.manage"),
      schema: {
        tags: ["admin"],
        operationId: "clearOrderTracking",
        summary: "Clears the courier and tracking number of an order",
        security: security.bearer,
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setTracking(
        app,
        orderLinks,
        request.params.id,
        null,
        actorOf(request.user!),
        auditActorOf(request),
      ),
  );

  app.post(
    "/orders/tracking/import",
    {
      onRequest: app.allow("orders.manage"),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ["admin"],
        operationId: "importOrderTracking",
        summary: "Records tracking numbers from the courier's returned sheet (CSV)",
        description:
          "JSON `{ csv, courier? }`: the sheet's text (at most 1 MB and 5,000 rows) and the courier of rows without a courier column. A header row names the columns (an order column: `Business Reference` as in the courier export, or any with Order or Reference; a tracking column: Tracking, AWB or Waybill; optionally Courier or Carrier); without one, the columns are order number, tracking number, courier. Order numbers are written as in the export (1024), with or without #, in any digits. Each good row is recorded; each bad row is left alone and answered in `problems` with its line. Cells are read as text: a formula is refused by the number's grammar.",
        security: security.bearer,
        body: trackingImportBodySchema,
        response: { 200: trackingImportResultSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) =>
      importSheet(
        app,
        orderLinks,
        request.body.csv,
        request.body.courier,
        actorOf(request.user!),
        auditActorOf(request),
      ),
  );
}
