import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import rateLimit from "@fastify/rate-limit";
import { Redis } from "ioredis";
import { sql } from "kysely";
import type { Db } from "../db/dialects";
import { isDatabaseUnavailable } from "./errors";

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

type Count = { current: number; ttl: number };

declare module "fastify" {
  interface FastifyInstance {
    /** One more request under `key` in its window (Redis, else the database): the count so far. */
    countRequest(key: string, timeWindow: number): Promise<Count>;
  }
}

// INCR with the window set on the first hit, as @fastify/rate-limit's own Redis store counts.
const REDIS_COUNT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

type Counter = (key: string, timeWindow: number) => Promise<Count>;

/**
 * Counts in Redis while it answers within config.timeouts.redis, in the database otherwise: a
 * Redis that is down or silent costs at most one short wait, never a request let through
 * uncounted, a 500 or a hang (docs/deploy.md#when-a-dependency-goes-silent). A command that got
 * no answer drops the connection (its reply may never come, and a late one would be read as the
 * next command's); ioredis connects again, and until it is ready every count goes to the
 * database at once.
 */
function redisThenDatabase(app: FastifyInstance, redis: Redis): Counter {
  let failing = false;
  return async (key, timeWindow) => {
    if (redis.status === "ready") {
      try {
        const [current, ttl] = (await redis.eval(
          REDIS_COUNT,
          1,
          `atelier-rl:${key}`,
          timeWindow,
        )) as number[];
        if (failing) app.log.info("Redis answers again: rate limits are counted there");
        failing = false;
        return { current: Number(current), ttl: Number(ttl) };
      } catch (err) {
        if (/timed out/i.test(String((err as Error | null)?.message))) redis.disconnect(true);
        if (!failing)
          app.log.warn({ err }, "Redis is not answering: counting rate limits in the database");
        failing = true;
      }
    }
    return countHit(app.db, key.slice(0, 300), timeWindow);
  };
}

/** The store class @fastify/rate-limit instantiates, counting with `count`. */
function limitStore(count: Counter, log: FastifyInstance["log"]) {
  return class LimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = "",
    ) {}
    incr(key: string, cb: (error: Error | null, result?: Count) => void, timeWindow: number) {
      count(`${this.prefix}${key}`, timeWindow).then(
        (result) => cb(null, result),
        (err: unknown) => {
          // A database that cannot count cannot take the request either: its 503 now, rather
          // than after the handler's own wait. Anything else must not stop the store: let it by.
          if (isDatabaseUnavailable(err)) cb(err instanceof Error ? err : new Error(String(err)));
          else {
            log.error({ err }, "rate limit not counted");
            cb(null, { current: 0, ttl: timeWindow });
          }
        },
      );
    }
    child(routeOptions: { routeInfo?: { method?: unknown; url?: string } }) {
      const route = routeOptions.routeInfo;
      return new LimitStore(
        undefined,
        `${this.prefix}${String(route?.method ?? "")}${route?.url ?? ""}-`,
      );
    }
  };
}

/**
 * Per-address limits, per route (global: false). With REDIS_URL the counters live in Redis
 * (falling back to the database while it does not answer); otherwise in the database
 * (rate_limits), so several app processes, WEB_CONCURRENCY workers or machines on one database
 * share them either way. The address is request.ip, which TRUST_PROXY decides.
 */
export default fp(
  async function rateLimits(app: FastifyInstance, opts: { redisUrl: string | undefined }) {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, {
          connectTimeout: 1000,
          commandTimeout: app.config.timeouts.redis,
          // Not ready: count in the database now rather than queue behind a reconnection.
          enableOfflineQueue: false,
          keepAlive: 10_000,
        })
      : undefined;
    let count: Counter = (key, timeWindow) => countHit(app.db, key.slice(0, 300), timeWindow);
    if (redis) {
      // Its failures are logged where they matter (above); ioredis would print each one.
      redis.on("error", () => undefined);
      // Counting starts in Redis when it is there; a Redis that is not does not hold up the start.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 1000);
        redis.once("ready", () => {
          clearTimeout(timer);
          resolve();
        });
      });
      count = redisThenDatabase(app, redis);
      app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));
    }
    // A route may count by hand: the search counts only the answers it must work out
    // (features/products/products.routes.ts).
    app.decorate("countRequest", (key: string, timeWindow: number) => count(key, timeWindow));
    await app.register(rateLimit, {
      global: false,
      // @fastify/rate-limit's types want its full RouteOptions in child(); it passes them.
      store: limitStore(count, app.log) as unknown as never,
      // The store decides (above): a database that is down answers 503, nothing else stops a
      // request.
      skipOnError: false,
    });
  },
  { name: "rate-limit", dependencies: ["database"] },
);
