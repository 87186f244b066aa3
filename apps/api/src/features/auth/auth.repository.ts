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

export const updateUserRole = (db: Conn, userId: number, role: string) =>
  db.updateTable("users").set({ role }).where("id", "=", userId).execute();

export const insertSession = (
  db: Conn,
  s: { tokenHash: string; userId: number; createdAt: string; expiresAt: string },
) =>
  db
    .insertInto("sessions")
    .values({
      token_hash: s.tokenHash,
      user_id: s.userId,
      created_at: s.createdAt,
      expires_at: s.expiresAt,
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

export const insertPasswordReset = (
  db: Conn,
  r: { tokenHash: string; userId: number; createdAt: string; expiresAt: string },
) =>
  db
    .insertInto("password_resets")
    .values({
      token_hash: r.tokenHash,
      user_id: r.userId,
      created_at: r.createdAt,
      expires_at: r.expiresAt,
      used_at: null,
    })
    .execute();

/** Marks a live reset token used; the row count says whether this caller won it (single use). */
export async function consumePasswordReset(
  db: Conn,
  tokenHash: string,
  now: string,
): Promise<number | null> {
  const row = await db
    .selectFrom("password_resets")
    .select(["user_id"])
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (!row) return null;
  const result = await db
    .updateTable("password_resets")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row.user_id : null;
}
