import type { Kysely } from "kysely";
import { idConstraints, idType } from "./2026-11-22-0001-accounts";

/*
 * Issue 30 (docs/product.md#shipping-zones): shipping zones set by the admin. A zone has a name in
 * both languages, a fee in piastres, a delivery estimate in days, whether cash on delivery is
 * taken there and whether it is enabled; shipping_zone_governorates gives each governorate (its
 * ISO 3166-2:EG code) to at most one zone, the code being the key. The store's free-shipping
 * threshold is the setting `free_shipping_over` (piastres; absent = none). An order keeps the
 * governorate (ISO code) and the zone's name it was priced by, beside the fee it already kept
 * (null on orders placed before: they were all Greater Cairo's).
 *
 * The store starts as it was: one enabled zone, Greater Cairo = Cairo and Giza, 70 EGP, cash on
 * delivery, 3–5 days.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("shipping_zones")
    .addColumn("id", idType(db), idConstraints(db))
    .addColumn("name", "varchar(100)", (c) => c.notNull())
    .addColumn("name_ar", "varchar(100)", (c) => c.notNull())
    .addColumn("fee", "integer", (c) => c.notNull())
    .addColumn("days_min", "integer", (c) => c.notNull())
    .addColumn("days_max", "integer", (c) => c.notNull())
    .addColumn("cod", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "varchar(40)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(40)", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("shipping_zone_governorates")
    .addColumn("governorate", "varchar(10)", (c) => c.primaryKey())
    .addColumn("zone_id", "integer", (c) =>
      c.notNull().references("shipping_zones.id").onDelete("cascade"),
    )
    .execute();
  await db.schema
    .createIndex("shipping_zone_governorates_zone")
    .on("shipping_zone_governorates")
    .column("zone_id")
    .execute();
  await db.schema.alterTable("orders").addColumn("shipping_governorate", "varchar(10)").execute();
  await db.schema.alterTable("orders").addColumn("shipping_zone", "varchar(100)").execute();

  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("shipping_zones")
    .values({
      name: "Greater Cairo",
      name_ar: "القاهرة الكبرى",
      fee: 7000,
      days_min: 3,
      days_max: 5,
      cod: 1,
      enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("shipping_zone_governorates")
    .values([
      { governorate: "EG-C", zone_id: id },
      { governorate: "EG-GZ", zone_id: id },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("shipping_zone").execute();
  await db.schema.alterTable("orders").dropColumn("shipping_governorate").execute();
  await db.schema.dropTable("shipping_zone_governorates").execute();
  await db.schema.dropTable("shipping_zones").execute();
  await db.deleteFrom("settings").where("key", "=", "free_shipping_over").execute();
}
