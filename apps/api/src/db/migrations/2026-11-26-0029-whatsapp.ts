import type { Kysely } from "kysely";
import { idConstraints, idType } from "./2026-11-22-0001-accounts";

/*
 * Issue 32, second part (docs/product.md#whatsapp-confirmation): each cash order's WhatsApp
 * template, written in the order's own transaction and sent by a sender that claims one row at a
 * time (as the mail outbox does), so a message is sent once however many processes run, and
 * retried while WhatsApp is away. `wamid` is WhatsApp's id for the message sent; a tap on its
 * buttons comes back naming it. orders.whatsapp_confirmed_at: when the shopper tapped Confirm.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("whatsapp_outbox")
    .addColumn("id", idType(db), idConstraints(db))
    .addColumn("order_id", "bigint", (c) => c.notNull().unique())
    .addColumn("recipient", "varchar(20)", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(40)", (c) => c.notNull())
    .addColumn("locked_until", "varchar(40)")
    .addColumn("sent_at", "varchar(40)")
    .addColumn("failed_at", "varchar(40)")
    .addColumn("wamid", "varchar(200)")
    .addColumn("last_error", "varchar(1000)")
    .addColumn("created_at", "varchar(40)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("whatsapp_outbox_due")
    .on("whatsapp_outbox")
    .columns(["sent_at", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("whatsapp_outbox_wamid")
    .on("whatsapp_outbox")
    .column("wamid")
    .execute();
  await db.schema.alterTable("orders").addColumn("whatsapp_confirmed_at", "varchar(40)").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("whatsapp_confirmed_at").execute();
  await db.schema.dropTable("whatsapp_outbox").execute();
}
