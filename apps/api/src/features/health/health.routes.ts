import type { FastifyInstance } from "fastify";
import { sql } from "kysely";

export default async function healthRoutes(app: FastifyInstance) {
  app.get("/health", { schema: { tags: ["health"] } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: "ok" };
    } catch {
      return reply
        .status(503)
        .send({ error: "The database is not answering", errorCode: "INTERNAL" });
    }
  });
}
