import { sql, type CreateTableBuilder, type Kysely } from "kysely";
import { rebuildFigures } from "../daily-figures";
import type { Database } from "../schema";

/*
 * Issue 33: the analytics' daily figures (docs/decisions/0014-daily-figures.md), one row per Cairo
 * day and key, kept in the transaction of each placement and status change (db/daily-figures.ts)
 * and filled here from every order already placed, with the same function. A year's analytics is
 * then a sum over a few thousand rows, however many orders the year holds.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  // Keys, then counts and piastres (bigint), then the primary key over the keys.
  const table = async (name: string, keys: [string, string][], values: string[]) => {
    let t: CreateTableBuilder<string, string> = db.schema.createTable(name);
    for (const [column, type] of keys) t = t.addColumn(column, sql.raw(type), (c) => c.notNull());
    for (const column of values) t = t.addColumn(column, "bigint", (c) => c.notNull());
    await t
      .addPrimaryKeyConstraint(
        `${name}_pk`,
        keys.map(([k]) => k),
      )
      .execute();
  };
  const day: [string, string] = ["day", "varchar(10)"];
  await table(
    "sales_days",
    [day, ["outcome", "varchar(10)"], ["payment", "varchar(10)"], ["customer", "varchar(10)"]],
    ["orders", "units", "net", "discounts"],
  );
  await table(
    "product_days",
    [day, ["product_id", "integer"], ["color_id", "integer"], ["size", "varchar(4)"]],
    ["units", "net"],
  );
  await table(
    "place_days",
    [day, ["governorate", "varchar(10)"], ["city", "varchar(100)"]],
    ["orders", "delivered", "refused", "returned"],
  );
  await table(
    "code_days",
    [day, ["code", "varchar(40)"]],
    ["orders", "net", "discounts", "delivered", "delivered_net"],
  );
  await rebuildFigures(db as Kysely<Database>);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["sales_days", "product_days", "place_days", "code_days"])
    await db.schema.dropTable(table).ifExists().execute();
}
