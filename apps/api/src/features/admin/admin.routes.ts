import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { dashboardStatsSchema, outboxMailSchema, outboxQuerySchema } from "@atelier/shared/admin";
import { orderSchema } from "@atelier/shared/orders";
import { listUnsent } from "../mail/outbox";
import { listAllOrders } from "../orders/orders.service";
import * as service from "./admin.service";
import { errorResponses, security } from "../../lib/openapi";

const errors = errorResponses(401, 403);

export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/dashboard",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        operationId: "getDashboard",
        summary: "Sales figures for the admin dashboard",
        security: security.bearer,
        response: { 200: dashboardStatsSchema, ...errors },
      },
    },
    async () => service.dashboard(app.db),
  );

  // The order list belongs to the orders feature; the admin page only reads all of it.
  app.get(
    "/orders",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        operationId: "listAllOrders",
        summary: "Every order, newest first",
        security: security.bearer,
        response: { 200: z.array(orderSchema), ...errors },
      },
    },
    async () => listAllOrders(app.db),
  );

  app.get(
    "/outbox",
    {
      onRequest: app.requireAdmin,
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
}
