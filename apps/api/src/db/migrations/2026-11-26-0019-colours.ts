import { sql, type Kysely } from "kysely";
import { idConstraints, idType } from "./2026-11-22-0001-accounts";

/*
 * Issue 28 (docs/product.md#colours, #size-guides). A product's colours, each with its photographs
 * and its stock per size; the product row keeps their sums and the first colour's photographs
 * (products.service syncs them in the colour's transaction), so every reader of a product stays
 * true. Cart lines gain the colour in their key (0 = a product without colours, so the key stays
 * a plain primary key on both dialects); order lines keep the colour as it was named. Size guides
 * are shared by products.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  const nonNegative = (column: string) => sql`${sql.ref(column)} >= 0`;

  await db.schema
    .createTable("product_colors")
    .addColumn("id", idType(db), idConstraints(db))
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "varchar(60)", (c) => c.notNull())
    .addColumn("name_ar", "varchar(60)", (c) => c.notNull().defaultTo(""))
    .addColumn("hex", "varchar(7)", (c) => c.notNull())
    .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("quantity_s", "integer", (c) =>
      c.notNull().defaultTo(0).check(nonNegative("quantity_s")),
    )
    .addColumn("quantity_m", "integer", (c) =>
      c.notNull().defaultTo(0).check(nonNegative("quantity_m")),
    )
    .addColumn("quantity_l", "integer", (c) =>
      c.notNull().defaultTo(0).check(nonNegative("quantity_l")),
    )
    .addColumn("quantity_xl", "integer", (c) =>
      c.notNull().defaultTo(0).check(nonNegative("quantity_xl")),
    )
    .execute();
  await db.schema
    .createIndex("product_colors_product")
    .on("product_colors")
    .columns(["product_id", "position"])
    .execute();

  await db.schema
    .createTable("size_guides")
    .addColumn("id", idType(db), idConstraints(db))
    .addColumn("name", "varchar(100)", (c) => c.notNull())
    .addColumn("name_ar", "varchar(100)", (c) => c.notNull().defaultTo(""))
    .addColumn("measure", "varchar(10)", (c) => c.notNull())
    .addColumn("columns", "text", (c) => c.notNull())
    .addColumn("rows", "text", (c) => c.notNull())
    .addColumn("how_to_measure", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("how_to_measure_ar", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("fit_note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("fit_note_ar", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_at", "varchar(40)", (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("products")
    .addColumn("size_guide_id", "integer", (c) =>
      c.references("size_guides.id").onDelete("set null"),
    )
    .execute();

  // The cart's key gains the colour: a new table, the lines copied, the old one dropped.
  await db.schema
    .createTable("cart_lines")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("color_id", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("size", "varchar(2)", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("cart_lines_pk", ["user_id", "product_id", "color_id", "size"])
    .execute();
  await sql`insert into cart_lines (user_id, product_id, color_id, size, quantity)
    select user_id, product_id, 0, size, quantity from cart_items`.execute(db);
  await db.schema.dropTable("cart_items").execute();
  await db.schema.alterTable("cart_lines").renameTo("cart_items").execute();

  for (const [column, type] of [
    ["color_id", "integer"],
    ["color_name", "varchar(60)"],
    ["color_name_ar", "varchar(60)"],
    ["color_hex", "varchar(7)"],
  ] as const)
    await db.schema.alterTable("order_lines").addColumn(column, type).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["color_hex", "color_name_ar", "color_name", "color_id"])
    await db.schema.alterTable("order_lines").dropColumn(column).execute();
  await db.schema
    .createTable("cart_lines")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("size", "varchar(2)", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("cart_items_pk", ["user_id", "product_id", "size"])
    .execute();
  // Coloured lines of one product and size fold into one.
  await sql`insert into cart_lines (user_id, product_id, size, quantity)
    select user_id, product_id, size, sum(quantity) from cart_items group by user_id, product_id, size`.execute(
    db,
  );
  await db.schema.dropTable("cart_items").execute();
  await db.schema.alterTable("cart_lines").renameTo("cart_items").execute();
  await db.schema.alterTable("products").dropColumn("size_guide_id").execute();
  await db.schema.dropTable("size_guides").execute();
  await db.schema.dropTable("product_colors").execute();
}
