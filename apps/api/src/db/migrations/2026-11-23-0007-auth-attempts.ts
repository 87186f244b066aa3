import type { Kysely } from "kysely";

/*
 * Failed logins and reset requests counted per (kind, e-mail, client address), in the database
 * rather than in the rate limiter's memory: a table has no eviction, so an attacker cannot flush
 * the owner's counter by trying thousands of other e-mails (the in-memory limiter keeps 5000 keys,
 * least recently used first), and every app process shares it without Redis. Rows are bounded by
 * the per-address limit and purged when their window ends (docs/security.md).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("auth_attempts")
    .addColumn("kind", "varchar(10)", (c) => c.notNull())
    .addColumn("email", "varchar(320)", (c) => c.notNull())
    .addColumn("ip", "varchar(64)", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("window_start", "varchar(30)", (c) => c.notNull())
    .addPrimaryKeyConstraint("auth_attempts_pk", ["kind", "email", "ip"])
    .execute();
  await db.schema
    .createIndex("auth_attempts_window_start")
    .on("auth_attempts")
    .column("window_start")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("auth_attempts").execute();
}
