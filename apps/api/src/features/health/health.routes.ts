import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { z } from "zod";
import { ERROR_CODES } from "@atelier/shared/errors";
import { errorResponses, security } from "../../lib/openapi";

const schema = {
  tags: ["health"],
  operationId: "getHealth",
  summary: "Whether the store can answer (its database included)",
  description:
    "200 when the database answers within a couple of seconds, 503 SERVICE_UNAVAILABLE otherwise.",
  security: security.public,
  response: { 200: z.object({ status: z.literal("ok") }), ...errorResponses(503) },
};

export default async function healthRoutes(app: FastifyInstance) {
  const wait = app.config.timeouts.health;
  app.get("/health", { schema }, async (_request, reply) => {
    // Its own short wait, well under the database's timeouts: a load balancer checking every few
    // seconds must hear about a silent database before its next check, not after 5 s
    // (docs/deploy.md#when-a-dependency-goes-silent). The query left behind ends at its timeout
    // and its connection is then closed (db/dialects.ts).
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      sql`select 1`.execute(app.db).then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), wait))),
    ]);
    clearTimeout(timer);
    if (answered) return { status: "ok" };
    return reply.status(503).send({
      error: "The database is not answering",
      errorCode: ERROR_CODES.SERVICE_UNAVAILABLE,
    });
  });
}
