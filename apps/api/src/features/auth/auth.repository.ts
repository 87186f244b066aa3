import { sql } from "kysely";
import type { Conn } from "../../db/dialects";

export const findUserByEmail = (db: Conn, email: string) =>
  db.selectFrom("users").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();

export const countUsers = async (db: Conn) =>
  Number(
    (
      await db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const insertUser = (
  db: Conn,
  user: { email: string; passwordHash: string; role: string; createdAt: string },
) =>
  db
    .insertInto("users")
    .values({
      email: user.email.toLowerCase(),
      password_hash: user.passwordHash,
      role: user.role,
      created_at: user.createdAt,
    })
    .returning(["id", "email", "role"])
    .executeTakeFirstOrThrow();

export const updateUserPassword = (db: Conn, userId: number, passwordHash: string) =>
  db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();

/** A member invited to the team set their password through the invitation: they have joined. */
export const markJoined = (db: Conn, userId: number) =>
  db.updateTable("users").set({ invited_at: null }).where("id", "=", userId).execute();

export const updateUserRole = (db: Conn, userId: number, role: string) =>
  db.updateTable("users").set({ role }).where("id", "=", userId).execute();

/**
 * A session or a reset link: both are a token's hash for a user, with a lifetime. Only the hash
 * is stored (docs/decisions/0003-sessions.md).
 */
export const insertToken = (
  db: Conn,
  table: "sessions" | "password_resets",
  t: { tokenHash: string; userId: number; createdAt: string; expiresAt: string },
) =>
  db
    .insertInto(table)
    .values({
      token_hash: t.tokenHash,
      user_id: t.userId,
      created_at: t.createdAt,
      expires_at: t.expiresAt,
    })
    .execute();

/** The session's user with the role as it is now, so a demotion takes effect at once. */
export const findSessionUser = (db: Conn, tokenHash: string, now: string) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id", "users.email", "users.role"])
    .where("sessions.token_hash", "=", tokenHash)
    .where("sessions.expires_at", ">", now)
    .executeTakeFirst();

export const deleteSessionsOfUser = (db: Conn, userId: number) =>
  db.deleteFrom("sessions").where("user_id", "=", userId).execute();

/** Every session of the user but the one whose hash is `keep` (a password change). */
export const deleteOtherSessions = (db: Conn, userId: number, keep: string) =>
  db.deleteFrom("sessions").where("user_id", "=", userId).where("token_hash", "<>", keep).execute();

export const findUserById = (db: Conn, id: number) =>
  db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();

export const deleteSession = (db: Conn, tokenHash: string) =>
  db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();

export const findLivePasswordReset = (db: Conn, tokenHash: string, now: string) =>
  db
    .selectFrom("password_resets")
    .select(["user_id"])
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();

/** Marks every outstanding reset link of the user used. */
export const voidPasswordResetsOfUser = (db: Conn, userId: number, now: string) =>
  db
    .updateTable("password_resets")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();

/** Marks a live reset token used; the row count says whether this caller won it (single use). */
export async function consumePasswordReset(
  db: Conn,
  tokenHash: string,
  now: string,
): Promise<number | null> {
  const row = await findLivePasswordReset(db, tokenHash, now);
  if (!row) return null;
  const result = await db
    .updateTable("password_resets")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row.user_id : null;
}

/** Attempts of `kind` for this e-mail and address since `since` (0 when none or expired). */
export async function attemptsSince(
  db: Conn,
  key: { kind: string; email: string; ip: string },
  since: string,
): Promise<{ count: number; windowStart: string } | null> {
  const row = await db
    .selectFrom("auth_attempts")
    .select(["count", "window_start"])
    .where("kind", "=", key.kind)
    .where("email", "=", key.email)
    .where("ip", "=", key.ip)
    .where("window_start", ">", since)
    .executeTakeFirst();
  return row ? { count: Number(row.count), windowStart: row.window_start } : null;
}

/** Counts one attempt atomically; a window that ended starts again at 1. Answers the count. */
export async function recordAttempt(
  db: Conn,
  key: { kind: string; email: string; ip: string },
  now: string,
  since: string,
): Promise<number> {
  const row = await db
    .insertInto("auth_attempts")
    .values({ ...key, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.columns(["kind", "email", "ip"]).doUpdateSet({
        count: sql<number>`case when auth_attempts.window_start <= ${since} then 1 else auth_attempts.count + 1 end`,
        window_start: sql<string>`case when auth_attempts.window_start <= ${since} then ${now} else auth_attempts.window_start end`,
      }),
    )
    .returning(["count"])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const clearAttempts = (db: Conn, key: { kind: string; email: string; ip: string }) =>
  db
    .deleteFrom("auth_attempts")
    .where("kind", "=", key.kind)
    .where("email", "=", key.email)
    .where("ip", "=", key.ip)
    .execute();
