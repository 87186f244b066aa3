import type { Kysely } from "kysely";

/*
 * An order line keeps the photograph the shopper saw, like its title and price: the
 * confirmation and the order's later pages show it even after the product changes or goes.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("order_lines").addColumn("image", "varchar(500)").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("order_lines").dropColumn("image").execute();
}
