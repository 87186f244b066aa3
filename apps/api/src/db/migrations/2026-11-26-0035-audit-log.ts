import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialects";
import { idConstraints, idType } from "./2026-11-22-0001-accounts";

/*
 * Issue 33, part 3: the audit log (docs/product.md#audit-log), one row per admin or staff change.
 * No foreign key to users: an entry outlives the account that made it, so it keeps the e-mail.
 * Append-only in the database too (docs/security.md#audit-log): a trigger refuses every update
 * and delete, whoever asks, so only dropping the table (a migration's down) removes entries.
 * Paging is newest first by id; each filter has its own (filter, id) index.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", idType(db), idConstraints(db))
    .addColumn("at", "varchar(40)", (c) => c.notNull())
    .addColumn("actor_id", "integer")
    .addColumn("actor_email", "varchar(320)", (c) => c.notNull())
    .addColumn("ip", "varchar(64)", (c) => c.notNull())
    .addColumn("kind", "varchar(40)", (c) => c.notNull())
    .addColumn("order_id", "integer")
    .addColumn("product_id", "integer")
    .addColumn("subject", "varchar(200)", (c) => c.notNull())
    .addColumn("before", "text")
    .addColumn("after", "text")
    .execute();
  for (const column of ["actor_id", "kind", "order_id", "product_id"])
    await db.schema
      .createIndex(`audit_log_${column}`)
      .on("audit_log")
      .columns([column, "id"])
      .execute();

  if (isPostgres(db)) {
    await sql`
      create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only';
      end $$`.execute(db);
    await sql`
      create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
    // TRUNCATE skips row triggers: refused by a statement trigger of its own.
    await sql`
      create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
    return;
  }
  await sql`
    create trigger audit_log_no_update before update on audit_log
    begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  await sql`
    create trigger audit_log_no_delete before delete on audit_log
    begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").ifExists().execute();
  if (isPostgres(db)) await sql`drop function if exists audit_log_append_only()`.execute(db);
}
