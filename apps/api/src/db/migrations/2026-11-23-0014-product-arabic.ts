import type { Kysely } from "kysely";

/*
 * Issue 16, product content in both languages (docs/product.md#products): optional Arabic
 * title, description, category and material beside the English ones. Empty means "not
 * translated": the Arabic pages fall back to the English field (localizedProduct in
 * packages/shared/src/products.ts). Same lengths as the English columns. The revision trigger
 * of migration 0004 stamps every update, so the product cache sees Arabic edits too.
 */
const COLUMNS = [
  ["title_ar", "varchar(200)"],
  ["description_ar", "text"],
  ["category_ar", "varchar(100)"],
  ["material_ar", "varchar(200)"],
] as const;

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type] of COLUMNS) {
    await db.schema
      .alterTable("products")
      .addColumn(name, type, (c) => c.notNull().defaultTo(""))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of [...COLUMNS].reverse()) {
    await db.schema.alterTable("products").dropColumn(name).execute();
  }
}
