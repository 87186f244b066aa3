import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  lowStockQuerySchema,
  lowStockSchema,
  lowStockThresholdSchema,
} from "@atelier/shared/inventory";
import { errorResponses, security } from "../../lib/openapi";
import * as service from "./inventory.service";
import { audited, auditActorOf, changeEntry } from "../audit/audit.service";

/** Low stock for admins (docs/product.md#low-stock), under /api/admin. */
export default async function inventoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/low-stock",
    {
      onRequest: app.allow("products.view"),
      schema: {
        tags: ["admin"],
        operationId: "listLowStock",
        summary: "Product sizes at or below the store's low-stock threshold",
        description:
          "Fewest units first, with the threshold in force (default 3): the first `limit` sizes (default 50, at most 500) and `total`, how many sizes are low in all.",
        security: security.bearer,
        querystring: lowStockQuerySchema,
        response: { 200: lowStockSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.lowStock(app.db, request.query.limit),
  );

  app.put(
    "/settings/low-stock",
    {
      onRequest: app.allow("settings"),
      schema: {
        tags: ["admin"],
        operationId: "setLowStockThreshold",
        summary: "Set the store's low-stock threshold (0-1000 units per size)",
        security: security.bearer,
        body: lowStockThresholdSchema,
        response: { 200: lowStockThresholdSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { threshold } = request.body;
      // One statement: the change and its audit entry share a transaction here (issue 33).
      await audited(app.db, auditActorOf(request), {
        before: (trx) => service.lowStockThreshold(trx),
        change: (trx) => service.setLowStockThreshold(trx, threshold),
        entry: (_done, before) =>
          changeEntry(
            { kind: "settings.low-stock", subject: "Low-stock threshold" },
            { threshold: before },
            { threshold },
          ),
      });
      return { threshold };
    },
  );
}
