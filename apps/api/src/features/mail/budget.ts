import { canonicalEmail } from "@atelier/shared/email";
import type { Conn } from "../../db/dialects";
import { LOCK_NAMESPACES, lockKeys } from "../../db/locks";

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
  // Addresses are stored in their canonical spelling by every schema: one spelling per mailbox.
  const recipient = canonicalEmail(to);
  await lockKeys(trx, LOCK_NAMESPACES.mailBudget, [recipient]);
  const row = await trx
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("recipient", "=", recipient)
    .where("created_at", ">", new Date(now.getTime() - HOUR).toISOString())
    .executeTakeFirstOrThrow();
  const limit = kind === "notice" ? budget.perHour - budget.linkReserve : budget.perHour;
  return Number(row.n) < limit;
}
