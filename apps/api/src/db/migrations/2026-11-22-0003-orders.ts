import type { Kysely } from "kysely";
import { idConstraints, idType } from "./2026-11-22-0001-accounts";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("orders")
    .addColumn("id", idType(db), idConstraints(db))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("status", "varchar(20)", (c) => c.notNull())
    .addColumn("customer_email", "varchar(254)", (c) => c.notNull())
    .addColumn("customer_number", "varchar(30)", (c) => c.notNull())
    .addColumn("customer_name", "varchar(200)", (c) => c.notNull())
    .addColumn("address_details", "text", (c) => c.notNull())
    .addColumn("shipping_address", "text")
    .addColumn("total_price", "integer", (c) => c.notNull())
    .addColumn("shipping", "integer", (c) => c.notNull())
    .addColumn("stock_restored", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .addColumn("delivered_at", "varchar(30)")
    .execute();
  await db.schema.createIndex("orders_user_id").on("orders").column("user_id").execute();
  await db.schema.createIndex("orders_created_at").on("orders").column("created_at").execute();

  await db.schema
    .createTable("order_lines")
    .addColumn("id", idType(db), idConstraints(db))
    .addColumn("order_id", "integer", (c) =>
      c.notNull().references("orders.id").onDelete("cascade"),
    )
    // A deleted product leaves its snapshot behind (docs/product.md#orders).
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("size", "varchar(2)", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("unit_price", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_lines_order_id")
    .on("order_lines")
    .column("order_id")
    .execute();

  await db.schema
    .createTable("guest_verifications")
    .addColumn("token_hash", "varchar(64)", (c) => c.primaryKey())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(30)", (c) => c.notNull())
    .addColumn("used_at", "varchar(30)")
    .execute();

  await db.schema
    .createTable("verified_emails")
    .addColumn("email", "varchar(254)", (c) => c.primaryKey())
    .addColumn("verified_at", "varchar(30)", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("verified_emails").execute();
  await db.schema.dropTable("guest_verifications").execute();
  await db.schema.dropTable("order_lines").execute();
  await db.schema.dropTable("orders").execute();
}
