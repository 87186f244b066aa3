import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditPageSchema, auditPeopleSchema, auditQuerySchema } from "@atelier/shared/audit";
import { errorResponses, security } from "../../lib/openapi";
import * as service from "./audit.service";

/**
 * The admin's audit log (issue 33, part 3; docs/product.md#audit-log). Reads only: no route
 * changes or deletes an entry, and the database refuses it too (migration 0035).
 */
export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["audit"];

  app.get(
    "/admin/audit",
    {
      onRequest: app.allow("audit"),
      schema: {
        tags,
        operationId: "listAuditLog",
        summary: "Who changed what: the audit log, newest first",
        description:
          "Every admin and staff change, newest first: who (id and e-mail), when, from which address, what kind, about which order or product, and the changed fields before and after. Filters combine; `before` pages with the previous answer's `next` (null on the last page).",
        security: security.bearer,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.listAudit(app.db, request.query),
  );

  app.get(
    "/admin/audit/people",
    {
      onRequest: app.allow("audit"),
      schema: {
        tags,
        operationId: "listAuditPeople",
        summary: "Everyone with an entry in the audit log, for its person filter",
        security: security.bearer,
        response: { 200: auditPeopleSchema, ...errorResponses(401, 403) },
      },
    },
    async () => service.listPeople(app.db),
  );
}
