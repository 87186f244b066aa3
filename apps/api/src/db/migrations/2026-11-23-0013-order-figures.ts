import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialects";

/*
 * The admin list and dashboard at 1,000,000 orders (issue 14, docs/benchmarks.md#admin-at-scale):
 *
 * - order_counts: orders and their total_price per (status, payment state), kept by triggers on
 *   every insert, status or payment change and delete of an order, so the dashboard's figures and
 *   the X-Total-Count of an unfiltered or status/payment-only list are a sum over a few dozen
 *   rows instead of a pass over every order. Triggers, like the product revision (migration
 *   0004), so that no writer can forget them: placement, every status change, payments, scripts.
 * - order_names: each distinct customer name with its number of orders, kept by the same kind of
 *   trigger, so a name search first finds the matching names (through an FTS5 trigram table on
 *   SQLite; by reading the names on PostgreSQL) and counts their orders from here.
 * - (customer_name, id) for a page of a rare name's orders; on PostgreSQL (created_at, id), so a
 *   date range's count and id bounds come from the index alone (SQLite's index has the rowid).
 *
 * PostgreSQL: the triggers are deferred to commit and the counts are spread over 16 rows per key
 * (by order id), so two orders placed at once do not wait on one row while they hold stock rows
 * (a shared counter row could deadlock them, see migration 0004): at commit nothing else is
 * locked after the counter rows, and one change locks its two rows in key order. SQLite has one
 * writer at a time, so one row per key (shard 0).
 */
const SHARDS = 16;

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("order_counts")
    .addColumn("status", "varchar(20)", (c) => c.notNull())
    .addColumn("payment_state", "varchar(30)", (c) => c.notNull())
    .addColumn("shard", "integer", (c) => c.notNull())
    .addColumn("orders", "bigint", (c) => c.notNull())
    .addColumn("total_price", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_counts_pk", ["status", "payment_state", "shard"])
    .execute();
  await db.schema
    .createTable("order_names")
    .addColumn("id", pg ? "bigserial" : "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("orders", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("orders_name_id")
    .on("orders")
    .columns(["customer_name", "id"])
    .execute();

  const shard = pg ? sql`id % ${sql.lit(SHARDS)}` : sql`0`;
  await sql`
    insert into order_counts (status, payment_state, shard, orders, total_price)
    select status, payment_state, ${shard}, count(*), coalesce(sum(total_price), 0)
    from orders group by status, payment_state${pg ? sql`, ${shard}` : sql``}`.execute(db);
  await sql`
    insert into order_names (name, orders)
    select customer_name, count(*) from orders group by customer_name`.execute(db);

  if (pg) await upPostgres(db);
  else await upSqlite(db);
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("orders_created_id")
    .on("orders")
    .columns(["created_at", "id"])
    .execute();
  await sql`
    create function order_counts_add(s text, p text, sh integer, n integer, total bigint)
    returns void language plpgsql as $$
    begin
      insert into order_counts as c (status, payment_state, shard, orders, total_price)
      values (s, p, sh, n, total)
      on conflict (status, payment_state, shard)
      do update set orders = c.orders + n, total_price = c.total_price + total;
    end $$`.execute(db);
  await sql`
    create function orders_count() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform order_counts_add(new.status, new.payment_state, (new.id % ${sql.lit(SHARDS)})::integer, 1, new.total_price);
      elsif tg_op = 'DELETE' then
        perform order_counts_add(old.status, old.payment_state, (old.id % ${sql.lit(SHARDS)})::integer, -1, -old.total_price);
      elsif (old.status, old.payment_state, old.total_price) is distinct from
            (new.status, new.payment_state, new.total_price) then
        -- Both rows in key order, so two changes never wait on each other in a cycle.
        if (old.status, old.payment_state) <= (new.status, new.payment_state) then
          perform order_counts_add(old.status, old.payment_state, (old.id % ${sql.lit(SHARDS)})::integer, -1, -old.total_price);
          perform order_counts_add(new.status, new.payment_state, (new.id % ${sql.lit(SHARDS)})::integer, 1, new.total_price);
        else
          perform order_counts_add(new.status, new.payment_state, (new.id % ${sql.lit(SHARDS)})::integer, 1, new.total_price);
          perform order_counts_add(old.status, old.payment_state, (old.id % ${sql.lit(SHARDS)})::integer, -1, -old.total_price);
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger orders_count
    after insert or update of status, payment_state, total_price or delete on orders
    deferrable initially deferred for each row execute function orders_count()`.execute(db);

  await sql`
    create function order_names_add(n text, k integer) returns void language plpgsql as $$
    begin
      insert into order_names as o (name, orders) values (n, k)
      on conflict (name) do update set orders = o.orders + k;
    end $$`.execute(db);
  await sql`
    create function orders_name() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform order_names_add(new.customer_name, 1);
      elsif tg_op = 'DELETE' then
        perform order_names_add(old.customer_name, -1);
      elsif old.customer_name is distinct from new.customer_name then
        if old.customer_name <= new.customer_name then
          perform order_names_add(old.customer_name, -1);
          perform order_names_add(new.customer_name, 1);
        else
          perform order_names_add(new.customer_name, 1);
          perform order_names_add(old.customer_name, -1);
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger orders_name
    after insert or update of customer_name or delete on orders
    deferrable initially deferred for each row execute function orders_name()`.execute(db);

  // No pg_trgm index on the names: a backup of one schema (pg_dump --schema) does not carry the
  // extension, so its restore would fail on the index (ops/backup.ts). A name search reads this
  // table, one row per distinct name rather than per order.
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  const add = (row: "new" | "old", n: 1 | -1) => sql`
    insert into order_counts (status, payment_state, shard, orders, total_price)
    values (${sql.raw(row)}.status, ${sql.raw(row)}.payment_state, 0, ${sql.lit(n)},
      ${sql.raw(n === 1 ? "" : "-")}${sql.raw(row)}.total_price)
    on conflict (status, payment_state, shard)
    do update set orders = orders + excluded.orders, total_price = total_price + excluded.total_price;`;
  const name = (row: "new" | "old", n: 1 | -1) => sql`
    insert into order_names (name, orders) values (${sql.raw(row)}.customer_name, ${sql.lit(n)})
    on conflict (name) do update set orders = orders + excluded.orders;`;
  await sql`create trigger orders_count_insert after insert on orders begin ${add("new", 1)} ${name("new", 1)} end`.execute(
    db,
  );
  await sql`create trigger orders_count_delete after delete on orders begin ${add("old", -1)} ${name("old", -1)} end`.execute(
    db,
  );
  await sql`
    create trigger orders_count_update after update of status, payment_state, total_price on orders
    when old.status is not new.status or old.payment_state is not new.payment_state
      or old.total_price is not new.total_price
    begin ${add("old", -1)} ${add("new", 1)} end`.execute(db);
  await sql`
    create trigger orders_name_update after update of customer_name on orders
    when old.customer_name is not new.customer_name
    begin ${name("old", -1)} ${name("new", 1)} end`.execute(db);

  // The names' trigram index: FTS5 over order_names (external content), fed as names appear.
  // Names are never deleted or renamed in order_names (a name whose orders are gone keeps a 0).
  await sql`
    create virtual table order_names_fts
    using fts5(name, content='order_names', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`insert into order_names_fts (order_names_fts) values ('rebuild')`.execute(db);
  await sql`
    create trigger order_names_fts_insert after insert on order_names
    begin insert into order_names_fts (rowid, name) values (new.id, new.name); end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists orders_count on orders`.execute(db);
    await sql`drop trigger if exists orders_name on orders`.execute(db);
    await sql`drop function if exists orders_count()`.execute(db);
    await sql`drop function if exists orders_name()`.execute(db);
    await sql`drop function if exists order_counts_add(text, text, integer, integer, bigint)`.execute(
      db,
    );
    await sql`drop function if exists order_names_add(text, integer)`.execute(db);
    await db.schema.dropIndex("orders_created_id").ifExists().execute();
  } else {
    for (const t of [
      "orders_count_insert",
      "orders_count_delete",
      "orders_count_update",
      "orders_name_update",
      "order_names_fts_insert",
    ])
      await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
    await sql`drop table if exists order_names_fts`.execute(db);
  }
  await db.schema.dropIndex("orders_name_id").ifExists().execute();
  await db.schema.dropTable("order_names").ifExists().execute();
  await db.schema.dropTable("order_counts").ifExists().execute();
}
