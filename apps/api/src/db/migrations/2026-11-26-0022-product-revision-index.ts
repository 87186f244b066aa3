import type { Kysely } from "kysely";

/*
 * Issue 29: the catalogue fingerprint (count, sum and maximum of `rev`, migration 0004) read
 * every product row, 5–10 ms at 10,000 products, and every catalogue read waits for one after
 * any write anywhere (a session, a rate-limit count). An index on `rev` alone answers it from
 * the index (PostgreSQL's index-only scan, SQLite's covering index): about 1 ms at 10,000.
 * The price: `rev` changes on every update, so no product update is HOT on PostgreSQL any more;
 * in a table filled in bulk few were (5 of 212 stock changes measured). 0021 is another branch's.
 * docs/decisions/0002-product-cache.md.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("products_rev").on("products").column("rev").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("products_rev").ifExists().execute();
}
