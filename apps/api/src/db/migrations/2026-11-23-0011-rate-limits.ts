import type { Kysely } from "kysely";

/*
 * Per-address request counters (the @fastify/rate-limit store when REDIS_URL is unset,
 * plugins/rate-limit.ts): one row per route+address and fixed window, incremented with one
 * atomic upsert, so every worker process and every machine on the database counts together.
 * `window_no` is the window's index since the epoch; rows go when `expires_at` (epoch ms) passes.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "varchar(300)", (c) => c.notNull())
    .addColumn("window_no", "bigint", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limits_pk", ["key", "window_no"])
    .execute();
  await db.schema
    .createIndex("rate_limits_expires_at")
    .on("rate_limits")
    .column("expires_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
}
