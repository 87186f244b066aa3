import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ANALYTICS_MAX_DAYS,
  placesAnswerSchema,
  placesQuerySchema,
  productsAnswerSchema,
  productsQuerySchema,
  salesAnswerSchema,
  salesQuerySchema,
} from "@atelier/shared/analytics";
import { errorResponses, security } from "../../lib/openapi";
import * as service from "./analytics.service";

const RANGE = `\`from\`/\`to\` are Cairo days (YYYY-MM-DD), both inclusive, at most ${ANALYTICS_MAX_DAYS} days apart (else 400); left out, the last 30 days to today. An order counts on the Cairo day it was placed, with the status it has now. \`format=csv\` answers the same figures as a CSV file (text/csv, UTF-8 with a byte order mark, an attachment) instead of JSON. Read from the daily figures kept in each order change's transaction (docs/decisions/0014-daily-figures.md).`;

/** A CSV answer, named after the view and its range. */
const csv = (reply: FastifyReply, name: string, a: { from: string; to: string }, body: string) =>
  reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${a.from}-${a.to}.csv"`)
    .header("cache-control", "no-store")
    .send(body);

/** The admin's analytics (issue 33, docs/product.md#analytics). */
export default async function analyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["analytics"];
  const errors = errorResponses(400, 401, 403);

  app.get(
    "/admin/analytics/sales",
    {
      onRequest: app.allow("analytics"),
      schema: {
        tags,
        operationId: "getSalesAnalytics",
        summary: "Sales over time, against the period before, with payment mix, codes, customers",
        description: `${RANGE} \`interval\` day (default), week (from Saturday) or month. Orders, units, net (EGP after discounts, no shipping) and discounts count orders neither canceled, refused nor returned; refused and returned are counted apart. The CSV holds the periods.`,
        security: security.bearer,
        querystring: salesQuerySchema,
        response: { 200: salesAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await service.sales(app.db, request.query);
      if (request.query.format === "csv")
        return csv(reply, "sales", answer, service.salesCsv(answer));
      return answer;
    },
  );

  app.get(
    "/admin/analytics/products",
    {
      onRequest: app.allow("analytics"),
      schema: {
        tags,
        operationId: "getProductAnalytics",
        summary: "Best sellers down to colour and size, and pieces that sold nothing",
        description: `${RANGE} The CSV holds the sellers, then the unsold products with 0.`,
        security: security.bearer,
        querystring: productsQuerySchema,
        response: { 200: productsAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await service.products(app.db, request.query);
      if (request.query.format === "csv")
        return csv(reply, "products", answer, service.productsCsv(answer));
      return answer;
    },
  );

  app.get(
    "/admin/analytics/places",
    {
      onRequest: app.allow("analytics"),
      schema: {
        tags,
        operationId: "getPlaceAnalytics",
        summary: "Orders, deliveries and refusals per governorate and city",
        description: `${RANGE} Places with fewer than \`minOrders\` orders (default 5) are left out. The CSV holds the cities.`,
        security: security.bearer,
        querystring: placesQuerySchema,
        response: { 200: placesAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await service.places(app.db, request.query);
      if (request.query.format === "csv")
        return csv(reply, "places", answer, service.placesCsv(answer));
      return answer;
    },
  );
}
