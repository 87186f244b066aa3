import type { Kysely } from "kysely";
import { canonicalPhone } from "@atelier/shared/egypt";
import { isPostgres } from "../dialects";

/*
 * Money in bigint piastres: the API accepts prices up to 9,999,999.99 EGP and ten of one size, a
 * total past PostgreSQL's 32-bit integer (SQLite's integers are 64-bit already). And each order
 * keeps its customer's phone in one spelling, so open orders are counted per number with an index
 * rather than by normalising every row at query time.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const column of ["total_price", "shipping"])
      await db.schema
        .alterTable("orders")
        .alterColumn(column, (c) => c.setDataType("bigint"))
        .execute();
    await db.schema
      .alterTable("order_lines")
      .alterColumn("unit_price", (c) => c.setDataType("bigint"))
      .execute();
  }
  await db.schema.alterTable("orders").addColumn("customer_phone_key", "varchar(30)").execute();
  const rows = await db.selectFrom("orders").select(["id", "customer_number"]).execute();
  for (const row of rows as { id: number; customer_number: string }[])
    await db
      .updateTable("orders")
      .set({ customer_phone_key: canonicalPhone(row.customer_number) })
      .where("id", "=", row.id)
      .execute();
  await db.schema
    .createIndex("orders_phone_key_status")
    .on("orders")
    .columns(["customer_phone_key", "status"])
    .execute();
  await db.schema
    .createIndex("orders_email_status")
    .on("orders")
    .columns(["customer_email", "status"])
    .execute();
  await db.schema
    .createIndex("guest_verifications_email_created")
    .on("guest_verifications")
    .columns(["email", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("guest_verifications_email_created").execute();
  await db.schema.dropIndex("orders_email_status").execute();
  await db.schema.dropIndex("orders_phone_key_status").execute();
  await db.schema.alterTable("orders").dropColumn("customer_phone_key").execute();
  if (isPostgres(db)) {
    await db.schema
      .alterTable("order_lines")
      .alterColumn("unit_price", (c) => c.setDataType("integer"))
      .execute();
    for (const column of ["total_price", "shipping"])
      await db.schema
        .alterTable("orders")
        .alterColumn(column, (c) => c.setDataType("integer"))
        .execute();
  }
}
