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

/**
 * Every size at or below `threshold` units as one row each: one SELECT per size, glued with
 * UNION ALL, so the database orders, counts and cuts the list. `rank` keeps a product's sizes
 * in their usual order (S, M, L, XL) when their counts tie.
 */
function lowSizes(db: Conn, threshold: number) {
  const [first, ...rest] = SIZES.map((size, rank) =>
    db
      .selectFrom("products")
      .select([
        "id",
        "title",
        // Literals, not parameters: PostgreSQL cannot type a parameter in a UNION's select list.
        sql.lit(size).as("size"),
        sql.lit(rank).as("rank"),
        sql.ref(STOCK_COLUMN[size]).as("quantity"),
      ])
      .where(STOCK_COLUMN[size], "<=", threshold),
  );
  return rest.reduce((all, one) => all.unionAll(one), first!);
}

/** The first `limit` low sizes (all of them without one), fewest units first. */
export const listLowSizes = (db: Conn, threshold: number, limit?: number) => {
  const query = db
    .selectFrom(lowSizes(db, threshold).as("low"))
    .select(["id", "title", "size", "quantity"])
    .orderBy("quantity", "asc")
    .orderBy("id", "asc")
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
