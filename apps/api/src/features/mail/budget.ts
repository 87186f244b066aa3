import { sql } from "kysely";
import { isPostgres, type Conn } from "../../db/dialects";

/*
 * The per-recipient mail budget (docs/security.md, "Mail bombing through order and cancel"): every
 * mail the store sends a shopper counts against her address, whatever its kind, so no loop of
 * orders, cancels, resets or tracking requests mails her more than `perHour` an hour. Counted in
 * the outbox, so every process sees the same number.
 */

/**
 * What a mail is to the budget. `notice`: what the store tells her of an order (confirmation,
 * status, payment); it may not take the last `linkReserve` of the hour. `link`: what she asks for
 * herself (a password reset, her order's link, a guest's verification link), which those are kept
 * for. `staff`: the operator's own mail (an admin's set-password link, the low-stock digest), not
 * counted against: no shopper can cause it.
 */
export type MailKind = "notice" | "link" | "staff";
export type MailBudget = { perHour: number; linkReserve: number };

// Advisory-lock namespace of the mail budget (orders use 12_001).
const LOCK_NAMESPACE = 12_002;
const HOUR = 3_600_000;

/**
 * Whether one more mail of `kind` to `to` fits this hour's budget. Call in the transaction that
 * writes the mail: the count is taken under a lock per address (PostgreSQL's advisory lock;
 * SQLite's one writer), so simultaneous mails cannot all pass it.
 */
export async function fitsBudget(
  trx: Conn,
  to: string,
  kind: Exclude<MailKind, "staff">,
  budget: MailBudget,
  now = new Date(),
): Promise<boolean> {
  // Addresses are stored lower-cased by every schema (packages/shared); one spelling per mailbox.
  const recipient = to.trim().toLowerCase();
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${recipient}))`.execute(trx);
  } else {
    // A first write makes this transaction SQLite's writer, so the count stays true until commit.
    await trx
      .updateTable("outbox")
      .set({ id: sql`id` })
      .where(sql<boolean>`0`)
      .execute();
  }
  const row = await trx
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("recipient", "=", recipient)
    .where("created_at", ">", new Date(now.getTime() - HOUR).toISOString())
    .executeTakeFirstOrThrow();
  const limit = kind === "notice" ? budget.perHour - budget.linkReserve : budget.perHour;
  return Number(row.n) < limit;
}
