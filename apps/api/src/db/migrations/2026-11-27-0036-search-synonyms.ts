import type { Kysely } from "kysely";
import { idConstraints, idType } from "./2026-11-22-0001-accounts";

/*
 * Issue 29: the label's search synonyms (docs/product.md#search-synonyms), one row per group, its
 * terms as JSON in the order typed. A change replaces every row, and ids are never used twice
 * (serial; AUTOINCREMENT on SQLite), so the catalogue fingerprint's count and highest id over
 * this table move with every change: kept search answers are then worked out again in every
 * process (docs/decisions/0002-product-cache.md).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("search_synonyms")
    .addColumn("id", idType(db), idConstraints(db))
    .addColumn("terms", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("search_synonyms").ifExists().execute();
}
