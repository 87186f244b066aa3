import { sql, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { Conn } from "../../db/dialects";
import type { Database } from "../../db/schema";

/*
 * Cash orders asked on WhatsApp and never answered (issue 32,
 * docs/product.md#whatsapp-confirmation):
 * the dashboard counts them after WHATSAPP_CONFIRM_WITHIN_HOURS, and a store setting (off by
 * default) has the store cancel them itself. Migration 0033's partial index holds the pending
 * cash orders not confirmed; the conditions are spelt with literals so SQLite uses it.
 */

const AUTO_CANCEL_KEY = "whatsapp_auto_cancel";

/** Whether the store cancels unanswered cash orders itself (off unless an admin turned it on). */
export const autoCancelsUnanswered = async (db: Conn) =>
  (
    await db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", AUTO_CANCEL_KEY)
      .executeTakeFirst()
  )?.value === "on";

export const setAutoCancel = (db: Conn, on: boolean) => {
  const value = on ? "on" : "off";
  return db
    .insertInto("settings")
    .values({ key: AUTO_CANCEL_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
};

const unanswered = sql<SqlBool>`status = 'pending' and payment_state = 'cod' and whatsapp_confirmed_at is null`;

/** Narrows a query of orders to pending cash orders asked before `askedBefore`, unanswered. */
export const whereUnanswered = <O>(
  q: SelectQueryBuilder<Database, "orders", O>,
  askedBefore: string,
) =>
  q
    .where(unanswered)
    .where((eb) =>
      eb(
        "id",
        "in",
        eb
          .selectFrom("whatsapp_outbox")
          .select("order_id")
          .where("sent_at", "is not", null)
          .where("sent_at", "<", askedBefore),
      ),
    );

/** Pending cash orders asked before `askedBefore` and not answered, oldest first. */
export const unansweredOrders = (db: Conn, askedBefore: string, limit = 100) =>
  whereUnanswered(db.selectFrom("orders").select("id"), askedBefore)
    .orderBy("id")
    .limit(limit)
    .execute();

/**
 * Takes the row's lock on an order still unanswered, in the sweep's transaction: a Confirm tap, an
 * admin's change or another process's sweep committed since the list was read leaves it alone.
 */
export async function claimUnanswered(trx: Conn, id: number, now: string) {
  const claimed = await trx
    .updateTable("orders")
    .set({ updated_at: now })
    .where("id", "=", id)
    .where(unanswered)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
