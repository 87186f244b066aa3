import type { OutboxMail } from "@atelier/shared/admin";
import type { Conn, Db } from "../../db/dialects";
import { FAILING_ATTEMPTS } from "../../plugins/mailer";

const LIST_MAX = 200;

/** Mail not sent yet, oldest first; `failing`: only mail tried FAILING_ATTEMPTS times or more. */
export async function listUnsent(db: Db, opts: { failing: boolean }): Promise<OutboxMail[]> {
  let query = db
    .selectFrom("outbox")
    .select([
      "id",
      "recipient",
      "subject",
      "created_at",
      "attempts",
      "last_error",
      "next_attempt_at",
    ])
    .where("sent_at", "is", null);
  if (opts.failing) query = query.where("attempts", ">=", FAILING_ATTEMPTS);
  const rows = await query.orderBy("id").limit(LIST_MAX).execute();
  return rows.map((r) => ({
    id: r.id,
    to: r.recipient,
    subject: r.subject,
    createdAt: r.created_at,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    nextAttemptAt: r.next_attempt_at,
  }));
}

/**
 * Mails with this recipient and subject written since `since` (sent or not): a cap on repeated
 * mail counted in the database, so every app process sees the same number.
 */
export async function countRecentMail(
  db: Conn,
  mail: { to: string; subject: string },
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("recipient", "=", mail.to)
    .where("subject", "=", mail.subject)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
