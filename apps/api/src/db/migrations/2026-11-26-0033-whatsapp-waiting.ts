import { sql, type Kysely } from "kysely";

/*
 * Issue 32: the admin's order list filters the cash orders confirmed on WhatsApp, and those still
 * unanswered (the dashboard's "Awaiting confirmation"). Two partial indexes hold only those
 * orders, so a page or a count reads them and nothing else at a million orders: the confirmed
 * ever, and the pending cash orders not confirmed (few: an order leaves it once it moves on).
 * Queries spell the same conditions with literals (admin.repository.ts), as SQLite requires to
 * use a partial index.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("orders_whatsapp_confirmed")
    .on("orders")
    .column("id")
    .where(sql.ref("whatsapp_confirmed_at"), "is not", null)
    .execute();
  await db.schema
    .createIndex("orders_whatsapp_unanswered")
    .on("orders")
    .column("id")
    .where(
      sql<boolean>`status = 'pending' and payment_state = 'cod' and whatsapp_confirmed_at is null`,
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("orders_whatsapp_unanswered").ifExists().execute();
  await db.schema.dropIndex("orders_whatsapp_confirmed").ifExists().execute();
}
