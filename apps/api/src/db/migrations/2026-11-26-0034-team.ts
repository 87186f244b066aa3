import type { Kysely } from "kysely";

/*
 * Issue 33, staff and permissions: the role column already holds any word ("staff" is new). A
 * member the admin invited keeps `invited_at` until they set their password through the
 * invitation's link, so the Team page can say who has not joined yet.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("invited_at", "varchar(30)").execute();
  // The Team page lists the few members among many shoppers.
  await db.schema.createIndex("users_role").on("users").column("role").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("users_role").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("invited_at").execute();
}
