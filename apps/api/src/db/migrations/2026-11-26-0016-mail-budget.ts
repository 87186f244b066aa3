import type { Kysely } from "kysely";

/*
 * The per-recipient mail budget (features/mail/budget.ts) counts an address's outbox rows of the
 * last hour before each mail to a shopper: this index keeps that count a range read.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("outbox_recipient_created")
    .on("outbox")
    .columns(["recipient", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("outbox_recipient_created").execute();
}
