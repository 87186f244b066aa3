import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { isPostgres } from "../dialects";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
/**
 * An auto-numbered primary key: serial on PostgreSQL, INTEGER PRIMARY KEY AUTOINCREMENT on SQLite.
 */
export const idType = (db: Kysely<any>) => (isPostgres(db) ? "serial" : "integer");
export const idConstraints =
  (db: Kysely<any>) =>
  (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement();

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", idType(db), idConstraints(db))
    .addColumn("email", "varchar(254)", (c) => c.notNull().unique())
    .addColumn("password_hash", "varchar(255)", (c) => c.notNull())
    .addColumn("role", "varchar(20)", (c) => c.notNull().defaultTo("customer"))
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", idType(db), idConstraints(db))
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(30)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("token_hash", "varchar(64)", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(30)", (c) => c.notNull())
    .addColumn("used_at", "varchar(30)")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("password_resets").execute();
  await db.schema.dropTable("sessions").execute();
  await db.schema.dropTable("users").execute();
}
