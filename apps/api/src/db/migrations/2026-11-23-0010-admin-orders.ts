import type { Kysely } from "kysely";

/*
 * The admin order list at scale (issue 14): every filter pages newest first by id, so each has
 * an index that ends in id and the keyset page (`id < before order by id desc limit n`) reads
 * only the rows it answers. Dates use orders_created_at (migration 0003). The dashboard's figures
 * are one pass over (status, total_price), an index smaller than the table.
 */
const INDEXES: [string, string[]][] = [
  ["orders_status_id", ["status", "id"]],
  ["orders_payment_state_id", ["payment_state", "id"]],
  // Status and payment together (the courier's "processing, cash on delivery"): counted
  // from the index alone.
  ["orders_status_payment_id", ["status", "payment_state", "id"]],
  ["orders_phone_key_id", ["customer_phone_key", "id"]],
  ["orders_email_id", ["customer_email", "id"]],
  ["orders_status_total", ["status", "total_price"]],
  ["order_events_order_kind", ["order_id", "kind", "id"]],
];

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of INDEXES) {
    const table = name.startsWith("order_events") ? "order_events" : "orders";
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
