import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import rateLimit from "@fastify/rate-limit";
import { Redis } from "ioredis";

/**
 * Per-address limits, per route (global: false). With REDIS_URL the counters live in Redis, so
 * several app processes share them; otherwise each process counts in memory (an LRU of 5000
 * keys, which is why the per-account counts live in the database: auth_attempts). The address is
 * request.ip, which TRUST_PROXY decides.
 */
export default fp(async function rateLimits(
  app: FastifyInstance,
  opts: { redisUrl: string | undefined },
) {
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "atelier-rl:" } : {}),
    // Rate limiting must never take the store down: if Redis is unreachable, let requests through.
    skipOnError: true,
  });
  if (redis)
    app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));
});
