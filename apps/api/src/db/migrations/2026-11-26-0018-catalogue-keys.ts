import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialects";
import { catalogueKeys, WORD_COLUMNS, type ProductWords } from "../catalogue-keys";

/*
 * Issue 27, the catalogue a page at a time (docs/product.md#catalogue-order): the server orders
 * and filters /api/products, so each product carries the keys it is ordered, filtered and
 * searched by, folded once in JavaScript (db/catalogue-keys.ts). On PostgreSQL the
 * keys compare byte by byte (collation "C"), as SQLite's BINARY does: both dialects order the
 * same. Existing products are filled in here, a few hundred at a time.
 */
const KEYS = ["name_key", "name_key_ar", "category_key", "search_title", "search_text"] as const;
const BATCH = 500;

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  const type = isPostgres(db) ? sql`text collate "C"` : sql`text`;
  for (const key of KEYS)
    await db.schema
      .alterTable("products")
      .addColumn(key, type, (c) => c.notNull().defaultTo(""))
      .execute();

  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom("products")
      .select(["id", ...WORD_COLUMNS])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute()) as (ProductWords & { id: number })[];
    if (rows.length === 0) break;
    for (const row of rows)
      await db.updateTable("products").set(catalogueKeys(row)).where("id", "=", row.id).execute();
    after = rows[rows.length - 1]!.id;
  }

  // Each order's first key; the rest of a page's order (inserted_at, id) is a short sort.
  await db.schema.createIndex("products_name_key").on("products").column("name_key").execute();
  await db.schema
    .createIndex("products_name_key_ar")
    .on("products")
    .column("name_key_ar")
    .execute();
  await db.schema
    .createIndex("products_category_key")
    .on("products")
    .column("category_key")
    .execute();
  await db.schema.createIndex("products_sale_price").on("products").column("sale_price").execute();
  await db.schema
    .createIndex("products_inserted_at")
    .on("products")
    .columns(["inserted_at", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    "products_inserted_at",
    "products_sale_price",
    "products_category_key",
    "products_name_key_ar",
    "products_name_key",
  ])
    await db.schema.dropIndex(index).execute();
  for (const key of [...KEYS].reverse())
    await db.schema.alterTable("products").dropColumn(key).execute();
}
