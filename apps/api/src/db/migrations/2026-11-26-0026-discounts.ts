import type { Kysely } from "kysely";
import { idConstraints, idType } from "./2026-11-22-0001-accounts";

/*
 * Issue 31 (docs/product.md#discount-codes): discount codes and their uses.
 *
 * - discounts: one row per code (stored upper case, unique). `value` is the percentage, or the
 *   fixed amount in piastres (0 for free shipping); money in piastres, times in UTC ISO text, the
 *   categories and products it is limited to as JSON arrays. `uses` counts the uses taken and not
 *   given back: the one guarded UPDATE that takes a use (`uses < usage_limit`) is the kind that
 *   guards stock, so simultaneous orders can never pass the limit.
 * - discount_uses: one row per order that used a code, with the customer it counts against
 *   (account, e-mail, phone key). `given_back_at` is set once, by the status change that cancels
 *   or refuses the order, in the transaction that puts its units back.
 * - orders.discount / order_lines.discount: what the code took off, frozen at placement (piastres;
 *   the lines' parts add up to the order's). orders.total_price stays the pieces' price the
 *   shopper pays, now after the discount, so every figure kept from it (order_counts, the days'
 *   sales) counts discounted money.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("discounts")
    .addColumn("id", idType(db), idConstraints(db))
    .addColumn("code", "varchar(32)", (c) => c.notNull().unique())
    .addColumn("kind", "varchar(20)", (c) => c.notNull())
    .addColumn("value", "bigint", (c) => c.notNull())
    .addColumn("min_subtotal", "bigint")
    .addColumn("starts_at", "varchar(40)")
    .addColumn("ends_at", "varchar(40)")
    .addColumn("usage_limit", "bigint")
    .addColumn("per_customer_limit", "integer")
    .addColumn("first_order_only", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("categories", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("product_ids", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("exclude_sale", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("note", "varchar(200)", (c) => c.notNull().defaultTo(""))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("uses", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(40)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(40)", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("discount_uses")
    .addColumn("id", idType(db), idConstraints(db))
    .addColumn("discount_id", "integer", (c) => c.notNull().references("discounts.id"))
    .addColumn("order_id", "bigint", (c) => c.notNull().unique())
    .addColumn("user_id", "integer")
    .addColumn("email", "varchar(320)", (c) => c.notNull())
    .addColumn("phone_key", "varchar(40)")
    .addColumn("created_at", "varchar(40)", (c) => c.notNull())
    .addColumn("given_back_at", "varchar(40)")
    .execute();
  // A customer's uses of one code: by e-mail, by phone, by account (discounts.repository.ts).
  for (const column of ["email", "phone_key", "user_id"])
    await db.schema
      .createIndex(`discount_uses_${column}`)
      .on("discount_uses")
      .columns(["discount_id", column])
      .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("discount", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("orders").addColumn("discount_code", "varchar(32)").execute();
  await db.schema
    .alterTable("order_lines")
    .addColumn("discount", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("order_lines").dropColumn("discount").execute();
  await db.schema.alterTable("orders").dropColumn("discount_code").execute();
  await db.schema.alterTable("orders").dropColumn("discount").execute();
  await db.schema.dropTable("discount_uses").execute();
  await db.schema.dropTable("discounts").execute();
}
