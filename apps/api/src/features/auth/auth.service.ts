import { randomBytes } from "node:crypto";
import { passwordProblem, type Role, type User } from "@atelier/shared/auth";
import type { Db } from "../../db/dialects";
import { nowIso } from "../../db/dialects";
import { AppError, badRequest } from "../../lib/errors";
import { hashToken, newToken } from "../../lib/tokens";
import * as repo from "./auth.repository";
import { hashPassword, TIMING_DUMMY_HASH, verifyPassword } from "./passwords";

const SESSION_DAYS = 7;
const RESET_TOKEN_MINUTES = 60;

const toUser = (row: { id: number; email: string; role: string }): User => ({
  id: row.id,
  email: row.email,
  role: row.role === "admin" ? "admin" : "customer",
});

const addMinutes = (minutes: number, from = new Date()) =>
  new Date(from.getTime() + minutes * 60_000).toISOString();

export async function signup(db: Db, email: string, password: string): Promise<User> {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
  if (await repo.findUserByEmail(db, email))
    throw badRequest("An account with this email already exists");
  const passwordHash = await hashPassword(password);
  try {
    return toUser(
      await repo.insertUser(db, { email, passwordHash, role: "customer", createdAt: nowIso() }),
    );
  } catch {
    // Two signups racing for one e-mail: the unique index decides.
    throw badRequest("An account with this email already exists");
  }
}

export async function login(
  db: Db,
  email: string,
  password: string,
): Promise<{ token: string; user: User }> {
  const row = await repo.findUserByEmail(db, email);
  const ok = await verifyPassword(row?.password_hash ?? TIMING_DUMMY_HASH, password);
  if (!row || !ok) throw new AppError(401, "Invalid email or password", "UNAUTHORIZED");
  return { token: await createSession(db, row.id), user: toUser(row) };
}

async function createSession(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await repo.insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: nowIso(),
    expiresAt: addMinutes(SESSION_DAYS * 24 * 60),
  });
  return token;
}

export async function userForToken(db: Db, token: string): Promise<User | null> {
  const row = await repo.findSessionUser(db, hashToken(token), nowIso());
  return row ? toUser(row) : null;
}

/** Returns a reset token for a known e-mail, or null; callers answer the same either way. */
export async function createPasswordReset(
  db: Db,
  email: string,
): Promise<{ token: string; email: string } | null> {
  const user = await repo.findUserByEmail(db, email);
  if (!user) return null;
  const token = newToken();
  await repo.insertPasswordReset(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: nowIso(),
    expiresAt: addMinutes(RESET_TOKEN_MINUTES),
  });
  return { token, email: user.email };
}

export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const userId = await repo.consumePasswordReset(trx, hashToken(token), nowIso());
    if (userId === null) throw badRequest("This password reset link is invalid or has expired.");
    await repo.updateUserPassword(trx, userId, passwordHash);
    // A reset ends every other session: whoever knew the old password is out.
    await repo.deleteSessionsOfUser(trx, userId);
  });
}

/** Creates the account as admin, or promotes it and sets its password. */
export async function upsertAdmin(
  db: Db,
  email: string,
  password: string,
): Promise<"created" | "promoted"> {
  const passwordHash = await hashPassword(password);
  const existing = await repo.findUserByEmail(db, email);
  if (existing) {
    await repo.updateUserRole(db, existing.id, "admin" satisfies Role);
    await repo.updateUserPassword(db, existing.id, passwordHash);
    return "promoted";
  }
  await repo.insertUser(db, { email, passwordHash, role: "admin", createdAt: nowIso() });
  return "created";
}

export async function promoteToAdmin(db: Db, email: string): Promise<boolean> {
  const existing = await repo.findUserByEmail(db, email);
  if (!existing) return false;
  await repo.updateUserRole(db, existing.id, "admin");
  return true;
}

/** A password that passes the policy, for the first start of an empty store. */
export function generatePassword(): string {
  const base = randomBytes(12).toString("base64url").replace(/[-_]/g, "x");
  return `${base}Aa7`;
}

export const countUsers = repo.countUsers;
