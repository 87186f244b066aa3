import type { Conn } from "../../db/dialects";

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

/** Products with at least one size at or below `threshold` units. */
export const productsWithLowSizes = (db: Conn, threshold: number) =>
  db
    .selectFrom("products")
    .select(["id", "title", "quantity_s", "quantity_m", "quantity_l", "quantity_xl"])
    .where((eb) =>
      eb.or([
        eb("quantity_s", "<=", threshold),
        eb("quantity_m", "<=", threshold),
        eb("quantity_l", "<=", threshold),
        eb("quantity_xl", "<=", threshold),
      ]),
    )
    .orderBy("id", "asc")
    .execute();

export const adminEmails = async (db: Conn): Promise<string[]> =>
  (await db.selectFrom("users").select("email").where("role", "=", "admin").execute()).map(
    (u) => u.email,
  );
