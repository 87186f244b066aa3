import type { Selectable } from "kysely";
import { isPostgres, type Conn } from "../../db/dialects";
import type { StockAlertsTable } from "../../db/schema";
import { takeWriteLock } from "../../db/locks";

/* Who waits for which size (migration 0021, docs/product.md#back-in-stock). */

export type WaitRow = Selectable<StockAlertsTable>;

/**
 * The product's words and stock, its row locked for the rest of the transaction, so no restock
 * (every stock writer locks the row first) can commit between the check and the sign-up: she is
 * never left waiting for a size that is already back. SQLite: the one writer is taken.
 */
export async function lockedProduct(db: Conn, productId: number) {
  if (!isPostgres(db)) await takeWriteLock(db);
  const query = db
    .selectFrom("products")
    .select(["id", "title", "quantity_s", "quantity_m", "quantity_l", "quantity_xl"])
    .where("id", "=", productId);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

/** She waits (again): a row she had from an earlier return to stock is armed anew. */
export const upsertWait = (
  db: Conn,
  wait: Pick<WaitRow, "product_id" | "color_id" | "size" | "email" | "locale" | "created_at">,
) =>
  db
    .insertInto("stock_alerts")
    .values({ ...wait, notified_at: null, token_hash: null })
    .onConflict((oc) =>
      oc.columns(["product_id", "color_id", "size", "email"]).doUpdateSet((eb) => ({
        locale: eb.ref("excluded.locale"),
        notified_at: null,
        created_at: eb.ref("excluded.created_at"),
      })),
    )
    .execute();

/** Everyone still waiting on these products. */
export const waitingOn = (db: Conn, productIds: number[]) =>
  db
    .selectFrom("stock_alerts")
    .selectAll()
    .where("product_id", "in", productIds)
    .where("notified_at", "is", null)
    .orderBy("id")
    .execute();

/**
 * Marks one wait as mailed with its unsubscribe token's hash. True only for the call that did
 * it: a wait is mailed once, whoever else reaches it.
 */
export async function markNotified(
  db: Conn,
  id: number,
  tokenHash: string,
  at: string,
): Promise<boolean> {
  const r = await db
    .updateTable("stock_alerts")
    .set({ notified_at: at, token_hash: tokenHash })
    .where("id", "=", id)
    .where("notified_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const emailOfToken = async (db: Conn, tokenHash: string) =>
  (
    await db
      .selectFrom("stock_alerts")
      .select("email")
      .where("token_hash", "=", tokenHash)
      .executeTakeFirst()
  )?.email;

export const deleteWaitsOf = (db: Conn, email: string) =>
  db.deleteFrom("stock_alerts").where("email", "=", email).execute();

/** Waits without a colour go with the piece's first colour (as its carts' lines do). */
export const moveUncolouredWaits = (db: Conn, productId: number, colorId: number) =>
  db
    .updateTable("stock_alerts")
    .set({ color_id: colorId })
    .where("product_id", "=", productId)
    .where("color_id", "=", 0)
    .execute();

export const deleteColorWaits = (db: Conn, colorId: number) =>
  db.deleteFrom("stock_alerts").where("color_id", "=", colorId).execute();

/** How many wait per product, colour and size, for one admin page: one grouped query. */
export const countWaiting = (db: Conn, productIds: number[]) =>
  db
    .selectFrom("stock_alerts")
    .select(["product_id", "color_id", "size", (eb) => eb.fn.countAll<number>().as("n")])
    .where("product_id", "in", productIds)
    .where("notified_at", "is", null)
    .groupBy(["product_id", "color_id", "size"])
    .orderBy("product_id")
    .orderBy("color_id")
    .execute();
