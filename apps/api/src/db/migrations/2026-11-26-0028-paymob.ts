import type { Kysely } from "kysely";

/*
 * Issue 32 (docs/product.md#paying-online): Paymob's cards and wallets.
 *
 * - payment_intents: each Paymob intention the store created for an order, keyed by Paymob's own
 *   order id (`intention_order_id`). The processed callback names that id inside the fields its
 *   HMAC signs (`obj.order.id`), while the store's reference (`merchant_order_id`) is outside
 *   them: the order a callback pays is found through this table, never through the reference, so
 *   a signed callback for one order cannot be pointed at another. `amount` is what was asked.
 * - payment_callbacks: each transaction a callback reported (Paymob's transaction id), so the same
 *   callback twice changes nothing the second time.
 * - orders.pay_by: when an order awaiting an online payment is canceled, units back.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payment_intents")
    .addColumn("paymob_order", "bigint", (c) => c.primaryKey())
    .addColumn("order_id", "bigint", (c) => c.notNull())
    .addColumn("amount", "bigint", (c) => c.notNull())
    .addColumn("reference", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("created_at", "varchar(40)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("payment_intents_order")
    .on("payment_intents")
    .column("order_id")
    .execute();
  await db.schema
    .createTable("payment_callbacks")
    .addColumn("transaction_id", "bigint", (c) => c.primaryKey())
    .addColumn("order_id", "bigint", (c) => c.notNull())
    .addColumn("success", "integer", (c) => c.notNull())
    .addColumn("pending", "integer", (c) => c.notNull())
    .addColumn("amount", "bigint", (c) => c.notNull())
    .addColumn("received_at", "varchar(40)", (c) => c.notNull())
    .execute();
  await db.schema.alterTable("orders").addColumn("pay_by", "varchar(40)").execute();
  // The sweep that cancels unpaid orders reads only those awaiting a payment.
  await db.schema
    .createIndex("orders_payment_state_pay_by")
    .on("orders")
    .columns(["payment_state", "pay_by"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("orders_payment_state_pay_by").ifExists().execute();
  await db.schema.alterTable("orders").dropColumn("pay_by").execute();
  await db.schema.dropTable("payment_callbacks").execute();
  await db.schema.dropTable("payment_intents").execute();
}
