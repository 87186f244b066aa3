import type { Kysely } from "kysely";

/*
 * Issue 30, part 5: the admin's order list filters by governorate (orders.shipping_governorate,
 * the ISO code kept since migration 0024). A page newest first within one governorate walks
 * this index backwards from `before` and stops after 50 rows; its count reads only that
 * governorate's entries. Orders from before 0024 have no code (null) and match no governorate
 * (docs/product.md#orders-admin-orders).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("orders_governorate_id")
    .on("orders")
    .columns(["shipping_governorate", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("orders_governorate_id").ifExists().execute();
}
