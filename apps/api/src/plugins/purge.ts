import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/dialects";

const minutesAgo = (now: Date, minutes: number) =>
  new Date(now.getTime() - minutes * 60_000).toISOString();

/** Days a back-in-stock sign-up outlives its mail: how long the mail's unsubscribe link works. */
export const STOCK_ALERT_DAYS = 90;

/**
 * Deletes what can no longer be used: expired sessions, used or expired reset links, expired
 * guest verification links and used ones past the hour the e-mail cap counts them in, login
 * counters and per-address request counters whose window ended, and back-in-stock sign-ups
 * mailed STOCK_ALERT_DAYS ago. Answers how many rows went,
 * per table.
 */
export async function purgeExpired(
  db: Db,
  opts: { attemptWindowMinutes: number; now?: Date },
): Promise<Record<string, number>> {
  const now = opts.now ?? new Date();
  const iso = now.toISOString();
  const n = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
  const sessions = await db
    .deleteFrom("sessions")
    .where("expires_at", "<=", iso)
    .executeTakeFirst();
  const resets = await db
    .deleteFrom("password_resets")
    .where((eb) => eb.or([eb("expires_at", "<=", iso), eb("used_at", "is not", null)]))
    .executeTakeFirst();
  const verifications = await db
    .deleteFrom("guest_verifications")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", iso),
        // The guest e-mail cap counts links made in the last hour, used or not.
        eb.and([eb("used_at", "is not", null), eb("created_at", "<=", minutesAgo(now, 60))]),
      ]),
    )
    .executeTakeFirst();
  const attempts = await db
    .deleteFrom("auth_attempts")
    .where("window_start", "<=", minutesAgo(now, opts.attemptWindowMinutes))
    .executeTakeFirst();
  const rateLimits = await db
    .deleteFrom("rate_limits")
    .where("expires_at", "<=", now.getTime())
    .executeTakeFirst();
  // A shopper mailed that her size is back is no longer waiting; the row stays only so her mail's
  // unsubscribe link works for a while (docs/product.md#back-in-stock).
  const stockAlerts = await db
    .deleteFrom("stock_alerts")
    .where("notified_at", "<=", minutesAgo(now, STOCK_ALERT_DAYS * 24 * 60))
    .executeTakeFirst();
  return {
    rateLimits: n(rateLimits),
    stockAlerts: n(stockAlerts),
    sessions: n(sessions),
    passwordResets: n(resets),
    guestVerifications: n(verifications),
    authAttempts: n(attempts),
  };
}

/** Days a sent e-mail stays in the outbox table (to look into a complaint), then goes. */
export const SENT_MAIL_DAYS = 7;

/** Deletes outbox rows sent more than SENT_MAIL_DAYS ago; unsent mail is never deleted. */
export async function purgeSentMail(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("outbox")
    .where("sent_at", "is not", null)
    .where("sent_at", "<=", minutesAgo(now, SENT_MAIL_DAYS * 24 * 60))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const PURGE_EVERY_MS = 15 * 60_000;

/** Runs purgeExpired on a timer that never keeps the process alive and stops with the app. */
export default fp(
  async function purge(app: FastifyInstance, opts: { everyMs?: number }) {
    const run = () =>
      Promise.all([
        purgeExpired(app.db, {
          attemptWindowMinutes: app.config.rateLimits.accountWindowMinutes,
        }),
        purgeSentMail(app.db),
      ]).then(
        ([purged, sentMail]) =>
          app.log.debug({ purged: { ...purged, sentMail } }, "purged expired rows"),
        (err: unknown) => app.log.warn({ err }, "purging expired rows failed"),
      );
    const timer = setInterval(run, opts.everyMs ?? PURGE_EVERY_MS);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  },
  { name: "purge", dependencies: ["database"] },
);
