import type { Kysely } from "kysely";
import { idConstraints, idType } from "./2026-11-22-0001-accounts";

/*
 * Every e-mail the store sends is a row here first, written in the transaction of the change that
 * causes it (the order, the held guest order, the reset link), so a mail server that is down only
 * delays mail. The sender (plugins/mailer.ts) claims a due row by a conditional UPDATE of
 * locked_until, so two processes never send one row at once; sent rows are purged after days.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("outbox")
    .addColumn("id", idType(db), idConstraints(db))
    .addColumn("recipient", "varchar(320)", (c) => c.notNull())
    .addColumn("subject", "varchar(300)", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("html", "text", (c) => c.notNull())
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(30)", (c) => c.notNull())
    .addColumn("locked_until", "varchar(30)")
    .addColumn("sent_at", "varchar(30)")
    .addColumn("last_error", "varchar(1000)")
    .execute();
  await db.schema
    .createIndex("outbox_sent_next_attempt")
    .on("outbox")
    .columns(["sent_at", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("outbox").execute();
}
