import { sql, type Kysely, type RawBuilder } from "kysely";
import { isPostgres } from "../dialects";

/*
 * The admin list's slow shapes at 1,000,000 orders (issue 25, docs/benchmarks.md#admin-at-scale):
 *
 * - order_days: orders per part of a UTC day, with ids bounding them, kept by triggers like
 *   order_counts (migration 0013). A Cairo day starts at 22:00 UTC in winter and 21:00 UTC in
 *   summer, so each UTC day D is cut there: 'D' holds 22:00 the day before to 21:00, 'DT21' the
 *   hour from 21:00 (keys sort in time order). A date range's count is then a sum over two rows a
 *   day, and its id bounds come with it, however many orders it holds (a year, an open end). The
 *   bounds only widen (a deleted or moved order leaves them): the list needs every order of the
 *   part within them, not the tightest ones.
 * - (customer_name, status, payment_state, id): a name search with a status or payment state
 *   counts, and pages when few, exactly the orders that match from the index alone.
 *
 * PostgreSQL: deferred to commit and spread over 16 rows per part by order id, as order_counts.
 */
const SHARDS = 16;

/** The part of its UTC day that `at` (an ISO text column or row field) falls in. */
function dayPart(pg: boolean, at: RawBuilder<unknown>) {
  const day = sql`substr(${at}, 1, 10)`;
  const next = pg ? sql`to_char(${day}::date + 1, 'YYYY-MM-DD')` : sql`date(${day}, '+1 day')`;
  return sql`(case when substr(${at}, 12, 2) = '21' then ${day} || 'T21'
    when substr(${at}, 12, 2) >= '22' then ${next} else ${day} end)`;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("order_days")
    .addColumn("part", "varchar(13)", (c) => c.notNull())
    .addColumn("shard", "integer", (c) => c.notNull())
    .addColumn("orders", "bigint", (c) => c.notNull())
    .addColumn("lo", "bigint", (c) => c.notNull())
    .addColumn("hi", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_days_pk", ["part", "shard"])
    .execute();
  await db.schema
    .createIndex("orders_name_status_payment_id")
    .on("orders")
    .columns(["customer_name", "status", "payment_state", "id"])
    .execute();
  const shard = pg ? sql`id % ${sql.lit(SHARDS)}` : sql`0`;
  const part = dayPart(pg, sql`created_at`);
  await sql`
    insert into order_days (part, shard, orders, lo, hi)
    select ${part}, ${shard}, count(*), min(id), max(id)
    from orders group by ${part}${pg ? sql`, ${shard}` : sql``}`.execute(db);

  if (pg) {
    await sql`
      create function order_days_add(p text, sh integer, n integer, id bigint)
      returns void language plpgsql as $$
      begin
        insert into order_days as o (part, shard, orders, lo, hi) values (p, sh, n, id, id)
        on conflict (part, shard) do update
        set orders = o.orders + n, lo = least(o.lo, id), hi = greatest(o.hi, id);
      end $$`.execute(db);
    const of = (row: "new" | "old") => dayPart(true, sql`${sql.raw(row)}.created_at`);
    const add = (row: "new" | "old", n: 1 | -1) =>
      sql`perform order_days_add(${of(row)}, (${sql.raw(row)}.id % ${sql.lit(SHARDS)})::integer, ${sql.lit(n)}, ${sql.raw(row)}.id);`;
    await sql`
      create function orders_day() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${add("new", 1)}
        elsif tg_op = 'DELETE' then ${add("old", -1)}
        elsif ${of("old")} <> ${of("new")} then
          -- Both rows in key order, so two changes never wait on each other in a cycle.
          if ${of("old")} < ${of("new")} then
            ${add("old", -1)} ${add("new", 1)}
          else
            ${add("new", 1)} ${add("old", -1)}
          end if;
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create constraint trigger orders_day
      after insert or update of created_at or delete on orders
      deferrable initially deferred for each row execute function orders_day()`.execute(db);
    return;
  }
  const of = (row: "new" | "old") => dayPart(false, sql`${sql.raw(row)}.created_at`);
  const add = (row: "new" | "old", n: 1 | -1) => sql`
    insert into order_days (part, shard, orders, lo, hi)
    values (${of(row)}, 0, ${sql.lit(n)}, ${sql.raw(row)}.id, ${sql.raw(row)}.id)
    on conflict (part, shard) do update
    set orders = orders + excluded.orders, lo = min(lo, excluded.lo), hi = max(hi, excluded.hi);`;
  await sql`create trigger orders_day_insert after insert on orders begin ${add("new", 1)} end`.execute(
    db,
  );
  await sql`create trigger orders_day_delete after delete on orders begin ${add("old", -1)} end`.execute(
    db,
  );
  await sql`
    create trigger orders_day_update after update of created_at on orders
    when ${of("old")} is not ${of("new")}
    begin ${add("old", -1)} ${add("new", 1)} end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists orders_day on orders`.execute(db);
    await sql`drop function if exists orders_day()`.execute(db);
    await sql`drop function if exists order_days_add(text, integer, integer, bigint)`.execute(db);
  } else {
    for (const t of ["orders_day_insert", "orders_day_delete", "orders_day_update"])
      await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
  }
  await db.schema.dropIndex("orders_name_status_payment_id").ifExists().execute();
  await db.schema.dropTable("order_days").ifExists().execute();
}
