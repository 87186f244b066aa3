import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialects";

/*
 * The admin list's slow shapes at 1,000,000 orders (issue 25, docs/benchmarks.md#admin-at-scale):
 *
 * - order_hours: orders per UTC hour of created_at ('2026-11-22T21'), with ids bounding that
 *   hour's orders, kept by triggers like order_counts (migration 0013). Cairo's days start on a
 *   whole UTC hour, so a date range's count is a sum over at most 24 rows a day, and its id bounds
 *   come with it, however many orders the range holds (a year, or an open end). The bounds only
 *   widen (a deleted or moved order leaves them as they were): the list needs every order of the
 *   hour within them, not the tightest ones.
 * - (customer_name, status, payment_state, id): a name search with a status or payment state
 *   counts, and pages when few, exactly the orders that match from the index alone.
 *
 * PostgreSQL: deferred to commit and spread over 16 rows per hour by order id, as order_counts.
 */
const SHARDS = 16;

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("order_hours")
    .addColumn("hour", "varchar(13)", (c) => c.notNull())
    .addColumn("shard", "integer", (c) => c.notNull())
    .addColumn("orders", "bigint", (c) => c.notNull())
    .addColumn("lo", "bigint", (c) => c.notNull())
    .addColumn("hi", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_hours_pk", ["hour", "shard"])
    .execute();
  await db.schema
    .createIndex("orders_name_status_payment_id")
    .on("orders")
    .columns(["customer_name", "status", "payment_state", "id"])
    .execute();
  const shard = pg ? sql`id % ${sql.lit(SHARDS)}` : sql`0`;
  await sql`
    insert into order_hours (hour, shard, orders, lo, hi)
    select substr(created_at, 1, 13), ${shard}, count(*), min(id), max(id)
    from orders group by substr(created_at, 1, 13)${pg ? sql`, ${shard}` : sql``}`.execute(db);

  if (pg) {
    await sql`
      create function order_hours_add(h text, sh integer, n integer, id bigint)
      returns void language plpgsql as $$
      begin
        insert into order_hours as o (hour, shard, orders, lo, hi) values (h, sh, n, id, id)
        on conflict (hour, shard) do update
        set orders = o.orders + n, lo = least(o.lo, id), hi = greatest(o.hi, id);
      end $$`.execute(db);
    const add = (row: "new" | "old", n: 1 | -1) =>
      sql`perform order_hours_add(substr(${sql.raw(row)}.created_at, 1, 13), (${sql.raw(row)}.id % ${sql.lit(SHARDS)})::integer, ${sql.lit(n)}, ${sql.raw(row)}.id);`;
    await sql`
      create function orders_hour() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${add("new", 1)}
        elsif tg_op = 'DELETE' then ${add("old", -1)}
        elsif substr(old.created_at, 1, 13) <> substr(new.created_at, 1, 13) then
          -- Both rows in key order, so two changes never wait on each other in a cycle.
          if substr(old.created_at, 1, 13) < substr(new.created_at, 1, 13) then
            ${add("old", -1)} ${add("new", 1)}
          else
            ${add("new", 1)} ${add("old", -1)}
          end if;
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create constraint trigger orders_hour
      after insert or update of created_at or delete on orders
      deferrable initially deferred for each row execute function orders_hour()`.execute(db);
    return;
  }
  const add = (row: "new" | "old", n: 1 | -1) => sql`
    insert into order_hours (hour, shard, orders, lo, hi)
    values (substr(${sql.raw(row)}.created_at, 1, 13), 0, ${sql.lit(n)}, ${sql.raw(row)}.id, ${sql.raw(row)}.id)
    on conflict (hour, shard) do update
    set orders = orders + excluded.orders, lo = min(lo, excluded.lo), hi = max(hi, excluded.hi);`;
  await sql`create trigger orders_hour_insert after insert on orders begin ${add("new", 1)} end`.execute(
    db,
  );
  await sql`create trigger orders_hour_delete after delete on orders begin ${add("old", -1)} end`.execute(
    db,
  );
  await sql`
    create trigger orders_hour_update after update of created_at on orders
    when substr(old.created_at, 1, 13) is not substr(new.created_at, 1, 13)
    begin ${add("old", -1)} ${add("new", 1)} end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists orders_hour on orders`.execute(db);
    await sql`drop function if exists orders_hour()`.execute(db);
    await sql`drop function if exists order_hours_add(text, integer, integer, bigint)`.execute(db);
  } else {
    for (const t of ["orders_hour_insert", "orders_hour_delete", "orders_hour_update"])
      await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
  }
  await db.schema.dropIndex("orders_name_status_payment_id").ifExists().execute();
  await db.schema.dropTable("order_hours").ifExists().execute();
}
