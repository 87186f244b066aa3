import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import rateLimit from "@fastify/rate-limit";
import { Redis } from "ioredis";
import { sql } from "kysely";
import type { Db } from "../db/dialects";

/**
 * A fixed-window counter per key in the rate_limits table (migration 0011): one atomic
 * INSERT … ON CONFLICT DO UPDATE … RETURNING, so worker processes and machines on one database
 * count together without Redis. An address has at most one live row per limited route.
 */
export async function countHit(
  db: Db,
  key: string,
  timeWindow: number,
  now = Date.now(),
): Promise<{ current: number; ttl: number }> {
  const windowNo = Math.floor(now / timeWindow);
  const expiresAt = (windowNo + 1) * timeWindow;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_no: windowNo, count: 1, expires_at: expiresAt })
    .onConflict((oc) =>
      oc.columns(["key", "window_no"]).doUpdateSet({ count: sql`rate_limits.count + 1` }),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  return { current: Number(row.count), ttl: expiresAt - now };
}

/** The store class @fastify/rate-limit instantiates, bound to the app's database. */
function databaseStore(db: Db) {
  return class DatabaseStore {
    constructor(
      _options: unknown,
      private readonly prefix = "",
    ) {}
    incr(
      key: string,
      cb: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(db, `${this.prefix}${key}`.slice(0, 300), timeWindow).then(
        (result) => cb(null, result),
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
      );
    }
    child(routeOptions: { routeInfo?: { method?: unknown; url?: string } }) {
      const route = routeOptions.routeInfo;
      return new DatabaseStore(undefined, `${String(route?.method ?? "")}${route?.url ?? ""}-`);
    }
  };
}

/**
 * Per-address limits, per route (global: false). With REDIS_URL the counters live in Redis;
 * otherwise in the database (rate_limits), so several app processes, WEB_CONCURRENCY workers or
 * machines on one database share them either way. The address is request.ip, which TRUST_PROXY
 * decides.
 */
export default fp(
  async function rateLimits(app: FastifyInstance, opts: { redisUrl: string | undefined }) {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, {
          connectTimeout: 1000,
          maxRetriesPerRequest: 1,
          lazyConnect: false,
        })
      : undefined;
    await app.register(rateLimit, {
      global: false,
      ...(redis
        ? { redis, nameSpace: "atelier-rl:" }
        : // @fastify/rate-limit's types want its full RouteOptions in child(); it passes them.
          { store: databaseStore(app.db) as unknown as never }),
      // Rate limiting must never take the store down: if its store fails, let requests through.
      skipOnError: true,
    });
    if (redis)
      app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));
  },
  { name: "rate-limit", dependencies: ["database"] },
);
