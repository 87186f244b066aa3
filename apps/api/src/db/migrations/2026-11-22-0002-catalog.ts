import type { Kysely } from "kysely";
import { idConstraints, idType } from "./2026-11-22-0001-accounts";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("products")
    .addColumn("id", idType(db), idConstraints(db))
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("category", "varchar(100)", (c) => c.notNull())
    .addColumn("material", "varchar(200)", (c) => c.notNull())
    .addColumn("sale_price", "integer", (c) => c.notNull().check(sqlPositive("sale_price")))
    .addColumn("original_price", "integer", (c) => c.notNull().check(sqlPositive("original_price")))
    .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("inserted_at", "varchar(30)", (c) => c.notNull())
    .addColumn("quantity_s", "integer", (c) =>
      c.notNull().defaultTo(0).check(sqlNonNegative("quantity_s")),
    )
    .addColumn("quantity_m", "integer", (c) =>
      c.notNull().defaultTo(0).check(sqlNonNegative("quantity_m")),
    )
    .addColumn("quantity_l", "integer", (c) =>
      c.notNull().defaultTo(0).check(sqlNonNegative("quantity_l")),
    )
    .addColumn("quantity_xl", "integer", (c) =>
      c.notNull().defaultTo(0).check(sqlNonNegative("quantity_xl")),
    )
    .execute();

  await db.schema
    .createTable("cart_items")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("size", "varchar(2)", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("cart_items_pk", ["user_id", "product_id", "size"])
    .execute();
}

// Stock can never go below 0, even if a bug slipped past the conditional UPDATE.
import { sql } from "kysely";
function sqlNonNegative(column: string) {
  return sql`${sql.ref(column)} >= 0`;
}
function sqlPositive(column: string) {
  return sql`${sql.ref(column)} > 0`;
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("cart_items").execute();
  await db.schema.dropTable("products").execute();
}
