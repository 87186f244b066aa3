import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialects";

/*
 * Every insert or update of a product gives the row a fresh revision number, drawn by the
 * database itself (a trigger), so no writer can forget it: the admin routes, an order taking
 * stock in another process, a script. The product cache compares a fingerprint of these
 * revisions (docs/decisions/0002-product-cache.md).
 *
 * PostgreSQL draws from a sequence: nextval never blocks and is not rolled back, so two order
 * transactions never wait on each other for it (a shared counter row would serialise them and
 * could deadlock multi-line orders). SQLite has one writer at a time, so a one-row counter is
 * enough there and keeps the numbers in commit order.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("products")
    .addColumn("rev", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();

  if (isPostgres(db)) {
    await sql`create sequence products_rev_seq`.execute(db);
    await sql`
      create function products_next_rev() returns trigger language plpgsql as $$
      begin
        new.rev := nextval('products_rev_seq');
        return new;
      end $$`.execute(db);
    await sql`
      create trigger products_rev before insert or update on products
      for each row execute function products_next_rev()`.execute(db);
    return;
  }

  await db.schema
    .createTable("product_revision")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("value", "integer", (c) => c.notNull())
    .execute();
  await db.insertInto("product_revision").values({ id: 1, value: 0 }).execute();
  const stamp = sql`
    update product_revision set value = value + 1 where id = 1;
    update products set rev = (select value from product_revision where id = 1) where id = new.id;`;
  await sql`create trigger products_rev_insert after insert on products begin ${stamp} end`.execute(
    db,
  );
  // The WHEN clause keeps the trigger's own update of rev from stamping the row again.
  await sql`create trigger products_rev_update after update on products when new.rev = old.rev begin ${stamp} end`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists products_rev on products`.execute(db);
    await sql`drop function if exists products_next_rev()`.execute(db);
    await sql`drop sequence if exists products_rev_seq`.execute(db);
  } else {
    await sql`drop trigger if exists products_rev_insert`.execute(db);
    await sql`drop trigger if exists products_rev_update`.execute(db);
    await db.schema.dropTable("product_revision").ifExists().execute();
  }
  await db.schema.alterTable("products").dropColumn("rev").execute();
}
