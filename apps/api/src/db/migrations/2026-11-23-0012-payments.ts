import type { Kysely } from "kysely";

/*
 * Issue 14, payments and refusals: when an admin clears a customer's record of refusals at the
 * door, one row per customer key (`phone:<canonical phone>`, `email:<address>`) keeps the time;
 * refusals before it no longer count against cash on delivery (docs/product.md#payments).
 * The Instapay columns themselves came with migration 0009; low stock uses the settings table.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("refusal_clearances")
    .addColumn("customer_key", "varchar(400)", (c) => c.primaryKey())
    .addColumn("cleared_at", "varchar(30)", (c) => c.notNull())
    .addColumn("cleared_by", "varchar(320)")
    .execute();
  // The admin's queue of transfers reads orders by payment state, oldest first.
  await db.schema
    .createIndex("orders_payment_queue")
    .on("orders")
    .columns(["payment_state", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("orders_payment_queue").execute();
  await db.schema.dropTable("refusal_clearances").execute();
}
