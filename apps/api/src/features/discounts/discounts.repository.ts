import type { Conn } from "../../db/dialects";
import type { DiscountsTable } from "../../db/schema";

// The discounts tables (migration 0026): codes, their guarded use counter, and each order's use.

export type DiscountRow = Awaited<ReturnType<typeof findByCode>> & {};

export const findByCode = (db: Conn, code: string) =>
  db.selectFrom("discounts").selectAll().where("code", "=", code).executeTakeFirst();

export const findById = (db: Conn, id: number) =>
  db.selectFrom("discounts").selectAll().where("id", "=", id).executeTakeFirst();

/**
 * Takes one use of an active code: one conditional UPDATE, like the one that takes stock, so
 * simultaneous orders can never pass `usage_limit` (WooCommerce #13505). False: none is left, or
 * the code was deactivated meanwhile.
 */
export async function takeUse(db: Conn, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("discounts")
    .set((eb) => ({ uses: eb("uses", "+", 1), updated_at: now }))
    .where("id", "=", id)
    .where("active", "=", 1)
    .where((eb) => eb.or([eb("usage_limit", "is", null), eb("uses", "<", eb.ref("usage_limit"))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const insertUse = (
  db: Conn,
  use: {
    discountId: number;
    orderId: number;
    userId: number | null;
    email: string;
    phoneKey: string | null;
    at: string;
  },
) =>
  db
    .insertInto("discount_uses")
    .values({
      discount_id: use.discountId,
      order_id: use.orderId,
      user_id: use.userId,
      email: use.email,
      phone_key: use.phoneKey,
      created_at: use.at,
      given_back_at: null,
    })
    .execute();

/**
 * Gives an order's use back once: only the caller whose UPDATE marks the use lowers the counter
 * (a second cancel finds it marked and gives nothing; Saleor #8219 counted twice).
 */
export async function giveBackUse(db: Conn, orderId: number, now: string): Promise<boolean> {
  const use = await db
    .selectFrom("discount_uses")
    .select(["discount_id"])
    .where("order_id", "=", orderId)
    .where("given_back_at", "is", null)
    .executeTakeFirst();
  if (!use) return false;
  const marked = await db
    .updateTable("discount_uses")
    .set({ given_back_at: now })
    .where("order_id", "=", orderId)
    .where("given_back_at", "is", null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) return false;
  await db
    .updateTable("discounts")
    .set((eb) => ({ uses: eb("uses", "-", 1) }))
    .where("id", "=", use.discount_id)
    .where("uses", ">", 0)
    .execute();
  return true;
}

/**
 * The uses of code `id` not given back by this customer: her account, her e-mail or her phone,
 * any of them (Saleor #18563: a new e-mail is not a new customer).
 */
export async function customerUses(
  db: Conn,
  id: number,
  who: { userId: number | null; email: string | null; phoneKey: string | null },
): Promise<number> {
  const row = await db
    .selectFrom("discount_uses")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("discount_id", "=", id)
    .where("given_back_at", "is", null)
    .where((eb) =>
      eb.or([
        ...(who.email === null ? [] : [eb("email", "=", who.email)]),
        ...(who.phoneKey === null ? [] : [eb("phone_key", "=", who.phoneKey)]),
        ...(who.userId === null ? [] : [eb("user_id", "=", who.userId)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether this customer has an order that was not canceled (a first-order code is not for her). */
export async function hasOrdered(
  db: Conn,
  who: { userId: number | null; email: string | null; phoneKey: string | null },
): Promise<boolean> {
  if (who.email === null && who.phoneKey === null && who.userId === null) return false;
  const row = await db
    .selectFrom("orders")
    .select("id")
    .where("status", "!=", "canceled")
    .where((eb) =>
      eb.or([
        ...(who.email === null ? [] : [eb("customer_email", "=", who.email)]),
        ...(who.phoneKey === null ? [] : [eb("customer_phone_key", "=", who.phoneKey)]),
        ...(who.userId === null ? [] : [eb("user_id", "=", who.userId)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type NewDiscount = Omit<DiscountsTable, "id" | "uses">;
