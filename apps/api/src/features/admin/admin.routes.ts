import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "@atelier/shared/errors";
import { dashboardStatsSchema, orderSchema } from "@atelier/shared/orders";
import { listAllOrders } from "../orders/orders.service";
import * as service from "./admin.service";

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/dashboard",
    {
      onRequest: app.requireAdmin,
      schema: { tags: ["admin"], response: { 200: dashboardStatsSchema, ...errors } },
    },
    async () => service.dashboard(app.db),
  );

  // The order list belongs to the orders feature; the admin page only reads all of it.
  app.get(
    "/orders",
    {
      onRequest: app.requireAdmin,
      schema: { tags: ["admin"], response: { 200: z.array(orderSchema), ...errors } },
    },
    async () => listAllOrders(app.db),
  );
}
