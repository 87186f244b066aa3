import { sql, type Kysely } from "kysely";

/*
 * An order line keeps the piece's Arabic title beside its English one (issue 16), so an order's
 * Arabic pages and e-mails name the piece as it was sold in Arabic, while the admin keeps the
 * English snapshot (docs/product.md#languages). Empty when the product had no Arabic title: the
 * Arabic pages then show the English one. Lines placed before this migration take the product's
 * Arabic title of today: the nearest thing to a snapshot that exists.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("order_lines")
    .addColumn("title_ar", "varchar(200)", (c) => c.notNull().defaultTo(""))
    .execute();
  // Lines of deleted products (product_id null) keep the default "".
  await sql`update order_lines set title_ar = coalesce(
      (select p.title_ar from products p where p.id = order_lines.product_id), '')
    where product_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("order_lines").dropColumn("title_ar").execute();
}
