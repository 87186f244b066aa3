import type { Kysely } from "kysely";

/*
 * Issue 30, part 4 (docs/product.md#tracking-numbers): the courier an order left with and its
 * tracking number, recorded by an admin, and when. Nullable columns on orders, the same on both
 * dialects: an order has one parcel, and every reader of an order already reads its row.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [column, type] of [
    ["tracking_courier", "varchar(20)"],
    ["tracking_number", "varchar(40)"],
    ["tracking_at", "varchar(40)"],
  ] as const)
    await db.schema.alterTable("orders").addColumn(column, type).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["tracking_at", "tracking_number", "tracking_courier"])
    await db.schema.alterTable("orders").dropColumn(column).execute();
}
