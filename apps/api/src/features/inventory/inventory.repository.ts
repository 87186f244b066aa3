import { sql } from "kysely";
import { SIZES } from "@atelier/shared/products";
import type { Conn } from "../../db/dialects";
import { STOCK_COLUMN } from "../products/stock";

export const readSetting = async (db: Conn, key: string): Promise<string | null> =>
  (await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst())
    ?.value ?? null;

export const writeSetting = (db: Conn, key: string, value: string) =>
  db
    .insertInto("settings")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();

/**
 * Sets `key` to `value` only if it still holds `expected` (null: only if absent). True when this
 * call made the change: of several processes doing the same, exactly one wins.
 */
export async function compareAndSetSetting(
  db: Conn,
  key: string,
  expected: string | null,
  value: string,
): Promise<boolean> {
  if (expected === null) {
    const r = await db
      .insertInto("settings")
      .values({ key, value })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const r = await db
    .updateTable("settings")
    .set({ value })
    .where("key", "=", key)
    .where("value", "=", expected)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A product's colour columns for each size (migration 0019's product_colors). */
const COLOR_STOCK = {
  S: "c.quantity_s",
  M: "c.quantity_m",
  L: "c.quantity_l",
  XL: "c.quantity_xl",
} as const;

/**
 * Every size at or below `threshold` units as one row each: one SELECT per size, glued with
 * UNION ALL, so the database orders, counts and cuts the list. `rank` keeps a product's sizes
 * in their usual order (S, M, L, XL) when their counts tie. A product sold in colours
 * (docs/product.md#colours) is low per colour and size: its own columns hold only the sums, so
 * it is read from its colours instead (`position` keeps them in the admin's order).
 */
function lowSizes(db: Conn, threshold: number) {
  const plain = SIZES.map((size, rank) =>
    db
      .selectFrom("products")
      .select([
        "id",
        "title",
        // Typed nulls: PostgreSQL must know a UNION column's type from its first SELECT.
        sql<number | null>`cast(null as integer)`.as("color_id"),
        sql<string | null>`cast(null as varchar(60))`.as("color_name"),
        sql<string | null>`cast(null as varchar(7))`.as("color_hex"),
        sql.lit<number>(0).as("position"),
        // Literals, not parameters: PostgreSQL cannot type a parameter in a UNION's select list.
        sql.lit(size).as("size"),
        sql.lit(rank).as("rank"),
        sql<number>`${sql.ref(STOCK_COLUMN[size])}`.as("quantity"),
      ])
      .where(STOCK_COLUMN[size], "<=", threshold)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("product_colors")
              .select("product_colors.id")
              .whereRef("product_colors.product_id", "=", "products.id"),
          ),
        ),
      ),
  );
  const colored = SIZES.map((size, rank) =>
    db
      .selectFrom("product_colors as c")
      .innerJoin("products as p", "p.id", "c.product_id")
      .select([
        "p.id as id",
        "p.title as title",
        sql<number | null>`c.id`.as("color_id"),
        sql<string | null>`c.name`.as("color_name"),
        sql<string | null>`c.hex`.as("color_hex"),
        "c.position as position",
        sql.lit(size).as("size"),
        sql.lit(rank).as("rank"),
        sql<number>`${sql.ref(COLOR_STOCK[size])}`.as("quantity"),
      ])
      .where(COLOR_STOCK[size], "<=", threshold),
  );
  let all = plain[0]!;
  for (const one of [...plain.slice(1), ...colored]) all = all.unionAll(one);
  return all;
}

/** The first `limit` low sizes (all of them without one), fewest units first. */
export const listLowSizes = (db: Conn, threshold: number, limit?: number) => {
  const query = db
    .selectFrom(lowSizes(db, threshold).as("low"))
    .select(["id", "title", "color_id", "color_name", "color_hex", "size", "quantity"])
    .orderBy("quantity", "asc")
    .orderBy("id", "asc")
    .orderBy("position", "asc")
    .orderBy("rank", "asc");
  return (limit === undefined ? query : query.limit(limit)).execute();
};

export const countLowSizes = async (db: Conn, threshold: number): Promise<number> => {
  const row = await db
    .selectFrom(lowSizes(db, threshold).as("low"))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const adminEmails = async (db: Conn): Promise<string[]> =>
  (await db.selectFrom("users").select("email").where("role", "=", "admin").execute()).map(
    (u) => u.email,
  );
