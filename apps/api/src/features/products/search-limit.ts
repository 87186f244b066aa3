import type { FastifyInstance } from "fastify";

/** Searches a minute per address that the store must work out (docs/security.md). */
export const SEARCHES_PER_MINUTE = 120;

/**
 * One more search the cache must work out for `ip`, counted across processes
 * (plugins/rate-limit.ts, countRequest): null while the address is within its searches a
 * minute, else the seconds until it may search again. The API's route and the server-drawn
 * /search page count together, so the page is no way round the limit.
 */
export async function countSearch(app: FastifyInstance, ip: string): Promise<number | null> {
  const perMinute = app.config.rateLimits.searchPerMinute ?? SEARCHES_PER_MINUTE;
  const { current, ttl } = await app.countRequest(`search:${ip}`, 60_000);
  return current <= perMinute ? null : Math.max(1, Math.ceil(ttl / 1000));
}
