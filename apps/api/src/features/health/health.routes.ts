import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { z } from "zod";
import { ERROR_CODES } from "@atelier/shared/errors";
import { errorResponses, security } from "../../lib/openapi";

const schema = {
  tags: ["health"],
  operationId: "getHealth",
  summary: "Whether the store can answer (its database included)",
  security: security.public,
  response: { 200: z.object({ status: z.literal("ok") }), ...errorResponses(503) },
};

export default async function healthRoutes(app: FastifyInstance) {
  app.get("/health", { schema }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: "ok" };
    } catch {
      return reply.status(503).send({
        error: "The database is not answering",
        errorCode: ERROR_CODES.SERVICE_UNAVAILABLE,
      });
    }
  });
}
