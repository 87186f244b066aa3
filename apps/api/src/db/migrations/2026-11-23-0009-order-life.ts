import { sql, type Kysely } from "kysely";
import { idConstraints, idType } from "./2026-11-22-0001-accounts";

/*
 * The order's life after it is placed (issues 13 and 14):
 * - order_events: one row per step (placed, each status change, a return request, a payment
 *   change, an admin's note) with who did it and when; the shopper's timeline and the admin's
 *   history are read from it. Existing orders get their placed step and, when they moved on,
 *   their current status at its last change.
 * - orders gain the shopper's return request (reason, note, time), the payment state
 *   (cod, instapay_awaiting, instapay_confirmed, instapay_rejected) with the transfer's reference
 *   and receipt, and the language the order was placed in.
 * - settings: small store-wide values kept in the database so every app process shares them
 *   (the order-link signing key is created on first use).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("payment_state", "varchar(30)", (c) => c.notNull().defaultTo("cod"))
    .execute();
  await db.schema.alterTable("orders").addColumn("payment_reference", "varchar(100)").execute();
  await db.schema.alterTable("orders").addColumn("payment_receipt", "varchar(300)").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("language", "varchar(5)", (c) => c.notNull().defaultTo("en"))
    .execute();
  await db.schema.alterTable("orders").addColumn("return_reason", "varchar(30)").execute();
  await db.schema.alterTable("orders").addColumn("return_note", "varchar(1000)").execute();
  await db.schema.alterTable("orders").addColumn("return_requested_at", "varchar(30)").execute();

  await db.schema
    .createTable("order_events")
    .addColumn("id", idType(db), idConstraints(db))
    .addColumn("order_id", "integer", (c) => c.notNull())
    // placed | status | return_requested | payment | note
    .addColumn("kind", "varchar(30)", (c) => c.notNull())
    // The status (or payment state) the order moved to; null for a note.
    .addColumn("status", "varchar(30)")
    // customer | admin | system
    .addColumn("actor", "varchar(20)", (c) => c.notNull())
    .addColumn("actor_email", "varchar(320)")
    .addColumn("note", "varchar(2000)")
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_events_order_id")
    .on("order_events")
    .columns(["order_id", "id"])
    .execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "varchar(100)", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  // The history the store already has, so old orders show a timeline too.
  await sql`insert into order_events (order_id, kind, status, actor, created_at)
    select id, 'placed', 'pending', 'customer', created_at from orders`.execute(db);
  await sql`insert into order_events (order_id, kind, status, actor, created_at)
    select id, 'status', status, 'admin', coalesce(delivered_at, updated_at) from orders
    where status <> 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("settings").execute();
  await db.schema.dropTable("order_events").execute();
  for (const column of [
    "return_requested_at",
    "return_note",
    "return_reason",
    "language",
    "payment_receipt",
    "payment_reference",
    "payment_state",
  ]) {
    await db.schema.alterTable("orders").dropColumn(column).execute();
  }
}
