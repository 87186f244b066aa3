import type { Kysely } from "kysely";
import { idConstraints, idType } from "./2026-11-22-0001-accounts";

/*
 * Issue 29, "Notify me when my size is back" (docs/product.md#back-in-stock). One row per shopper
 * waiting for a product's size (in a colour: 0 = a product without colours, as cart_items keys
 * it); the writer that brings the size back mails her in its own transaction and marks the row
 * notified, minting the token of its unsubscribe link then (only its hash is kept). The outbox
 * gains headers (JSON), for the List-Unsubscribe pair of RFC 8058.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("stock_alerts")
    .addColumn("id", idType(db), idConstraints(db))
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("color_id", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("size", "varchar(2)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("locale", "varchar(5)", (c) => c.notNull())
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("notified_at", "varchar(30)")
    .addColumn("token_hash", "varchar(64)", (c) => c.unique())
    .execute();
  await db.schema
    .createIndex("stock_alerts_wait")
    .on("stock_alerts")
    .columns(["product_id", "color_id", "size", "email"])
    .unique()
    .execute();
  await db.schema.createIndex("stock_alerts_email").on("stock_alerts").column("email").execute();
  await db.schema.alterTable("outbox").addColumn("headers", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("headers").execute();
  await db.schema.dropTable("stock_alerts").execute();
}
