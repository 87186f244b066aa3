import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { ERROR_CODES } from "@atelier/shared/errors";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * GET /metrics, Prometheus's text format, for a scraper holding `Authorization: Bearer
 * METRICS_TOKEN` (docs/deploy.md#metrics-and-traces). Without METRICS_TOKEN it is not served; a
 * missing or wrong token gets the very answer an unknown URL gets (the not-found handler), so
 * nobody without the token learns that metrics exist (docs/security.md#metrics). Outside /api:
 * not in the OpenAPI document, and never compressed or cached (no-store).
 */
export default async function metricsRoutes(app: FastifyInstance) {
  const token = app.config.metricsToken;
  if (!token) return;
  // Digests of equal length, compared in constant time: the answer's timing says nothing of
  // how much of a guess was right.
  const expected = digest(token);
  app.get("/metrics", async (request, reply) => {
    const given = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? "";
    if (!timingSafeEqual(digest(given), expected)) return reply.callNotFound();
    let scraped;
    try {
      scraped = await app.metrics.scrape();
    } catch (err) {
      request.log.error({ err }, "metrics could not be gathered");
      return reply.status(503).header("cache-control", "no-store").send({
        error: "The metrics could not be gathered; try again shortly",
        errorCode: ERROR_CODES.SERVICE_UNAVAILABLE,
      });
    }
    return reply.header("cache-control", "no-store").type(scraped.contentType).send(scraped.text);
  });
}
