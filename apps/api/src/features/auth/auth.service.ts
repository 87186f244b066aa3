import { randomBytes } from "node:crypto";
import { passwordProblem, ROLES, type Role, type User } from "@atelier/shared/auth";
import type { Conn, Db } from "../../db/dialects";
import { nowIso } from "../../db/dialects";
import { AppError, badRequest } from "../../lib/errors";
import { hashToken, newToken } from "../../lib/tokens";
import { enqueueMail } from "../../plugins/mailer";
import { adminSetPasswordMail } from "../mail/templates";
import * as repo from "./auth.repository";
import { hashPassword, TIMING_DUMMY_HASH, verifyPassword } from "./passwords";

const SESSION_DAYS = 7;
const RESET_TOKEN_MINUTES = 60;

// A role the code does not know (a later version's, say) is a shopper's: it grants nothing.
const toUser = (row: { id: number; email: string; role: string }): User => ({
  id: row.id,
  email: row.email,
  role: (ROLES as readonly string[]).includes(row.role) ? (row.role as Role) : "customer",
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
  if (!row || !ok) throw new AppError(401, "Invalid email or password", "INVALID_CREDENTIALS");
  return { token: await createSession(db, row.id), user: toUser(row) };
}

async function createSession(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await repo.insertToken(db, "sessions", {
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

export async function logout(db: Db, token: string): Promise<void> {
  await repo.deleteSession(db, hashToken(token));
}

/** Returns a reset token for a known e-mail, or null; callers answer the same either way. */
export async function createPasswordReset(
  db: Conn,
  email: string,
): Promise<{ token: string; email: string } | null> {
  const user = await repo.findUserByEmail(db, email);
  if (!user) return null;
  const token = newToken();
  await repo.insertToken(db, "password_resets", {
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
  const invalid = () => badRequest("This password reset link is invalid or has expired.");
  const tokenHash = hashToken(token);
  // The token is checked before hashing the password: a flood of made-up tokens must not cost an
  // argon2 hash each. It is taken (single use) in the transaction below.
  if (!(await repo.findLivePasswordReset(db, tokenHash, nowIso()))) throw invalid();
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const userId = await repo.consumePasswordReset(trx, tokenHash, now);
    if (userId === null) throw invalid();
    await repo.updateUserPassword(trx, userId, passwordHash);
    await repo.markJoined(trx, userId);
    // Every other link of the account is void now, and every session ends: whoever knew the old
    // password, or held an older link, is out.
    await repo.voidPasswordResetsOfUser(trx, userId, now);
    await repo.deleteSessionsOfUser(trx, userId);
  });
}

/**
 * My Account: the current password proves the owner; the new one keeps the signup policy. Every
 * other session and reset link of the account ends; the session `keepToken` stays. Answers false
 * for a wrong current password (the caller counts it as a failed login).
 */
export async function changePassword(
  db: Db,
  userId: number,
  keepToken: string,
  current: string,
  next: string,
): Promise<boolean> {
  const problem = passwordProblem(next);
  if (problem) throw badRequest(problem);
  const row = await repo.findUserById(db, userId);
  if (!row || !(await verifyPassword(row.password_hash, current))) return false;
  const passwordHash = await hashPassword(next);
  await db.transaction().execute(async (trx) => {
    await repo.updateUserPassword(trx, userId, passwordHash);
    await repo.voidPasswordResetsOfUser(trx, userId, nowIso());
    await repo.deleteOtherSessions(trx, userId, hashToken(keepToken));
  });
  return true;
}

/*
 * The account steps of a change of role, for the CLI's promotion below and the admin's team
 * (features/team), each in the caller's transaction.
 */

/** Every session and reset link of the account ends. */
export async function endAccess(trx: Conn, userId: number, now = nowIso()): Promise<void> {
  await repo.deleteSessionsOfUser(trx, userId);
  await repo.voidPasswordResetsOfUser(trx, userId, now);
}

/**
 * An account someone else prepared is taken over: its password becomes `passwordHash` and
 * whoever was signed in or held a link is out.
 */
export async function takeOverAccount(trx: Conn, userId: number, passwordHash: string) {
  await repo.updateUserPassword(trx, userId, passwordHash);
  await endAccess(trx, userId);
}

export const createAccount = repo.insertUser;

/**
 * A one-time link that sets the account's password within `hours`; answers its URL. The page
 * greets a first password (`join=1`: an invitation, a promotion) rather than a reset.
 */
export async function setPasswordLink(
  trx: Conn,
  userId: number,
  hours: number,
  publicUrl: string,
  now = nowIso(),
): Promise<string> {
  const token = newToken();
  await repo.insertToken(trx, "password_resets", {
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: addMinutes(hours * 60, new Date(now)),
  });
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}&join=1`;
}

/** How long a promotion's set-password link lasts: the operator may promote at night. */
export const PROMOTION_LINK_HOURS = 24;

/**
 * Makes an existing account an admin (docs/security.md, "An account prepared before it is made
 * admin"): signup proves no e-mail, so whoever registered the address first must not keep a way
 * in. Its sessions and reset links end, its password becomes `passwordHash` (the operator's) or
 * one nobody knows, and the address is mailed a set-password link only the mailbox's owner can use.
 */
async function promote(
  db: Db,
  user: { id: number; email: string },
  passwordHash: string,
  publicUrl: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.updateUserRole(trx, user.id, "admin" satisfies Role);
    await takeOverAccount(trx, user.id, passwordHash);
    const url = await setPasswordLink(trx, user.id, PROMOTION_LINK_HOURS, publicUrl);
    // The operator's act, not a shopper's: outside the shoppers' mail budget.
    await enqueueMail(trx, adminSetPasswordMail(user.email, url, PROMOTION_LINK_HOURS));
  });
}

/**
 * Creates the account as admin with `password`, or, for an existing one: promotes a shopper's
 * (its password becomes `password`, and the set-password link is mailed), or sets an admin's
 * password. Either way every session of an existing account ends: a token made before must not
 * become an admin's.
 */
export async function upsertAdmin(
  db: Db,
  email: string,
  password: string,
  publicUrl: string,
): Promise<"created" | "promoted" | "updated"> {
  const passwordHash = await hashPassword(password);
  const existing = await repo.findUserByEmail(db, email);
  if (existing && existing.role !== "admin") {
    await promote(db, existing, passwordHash, publicUrl);
    return "promoted";
  }
  if (existing) {
    await db.transaction().execute(async (trx) => {
      await repo.updateUserPassword(trx, existing.id, passwordHash);
      await repo.deleteSessionsOfUser(trx, existing.id);
    });
    return "updated";
  }
  await repo.insertUser(db, { email, passwordHash, role: "admin", createdAt: nowIso() });
  return "created";
}

/** `npm run admin -- promote`: the password becomes one nobody knows; the link sets a new one. */
export async function promoteToAdmin(db: Db, email: string, publicUrl: string): Promise<boolean> {
  const existing = await repo.findUserByEmail(db, email);
  if (!existing) return false;
  if (existing.role === "admin") return true;
  await promote(db, existing, await hashPassword(newToken()), publicUrl);
  return true;
}

/** A password that passes the policy, for the first start of an empty store. */
export function generatePassword(): string {
  const base = randomBytes(12).toString("base64url").replace(/[-_]/g, "x");
  return `${base}Aa7`;
}

export const countUsers = repo.countUsers;

/*
 * Attempts are counted per e-mail *and* client address (docs/product.md#accounts): wrong
 * passwords from one address never lock the owner out from another, and a success clears the
 * pair. The per-address limit (rate-limit plugin) still bounds every address.
 */
export type AttemptKey = { kind: "login" | "forgot"; email: string; ip: string };
export type AttemptWindow = { max: number; minutes: number };

export const attemptKey = (kind: AttemptKey["kind"], email: string, ip: string): AttemptKey => ({
  kind,
  email: email.trim().toLowerCase().slice(0, 320),
  ip: ip.slice(0, 64),
});

const retryAfter = (windowStart: string, minutes: number) =>
  Math.max(1, Math.ceil((Date.parse(windowStart) + minutes * 60_000 - Date.now()) / 1000));

/** Seconds to wait when the pair has used up its window, else null. */
export async function attemptsExhausted(
  db: Db,
  key: AttemptKey,
  window: AttemptWindow,
): Promise<number | null> {
  const row = await repo.attemptsSince(db, key, addMinutes(-window.minutes));
  return row && row.count >= window.max ? retryAfter(row.windowStart, window.minutes) : null;
}

/** Counts an attempt; answers seconds to wait when it went over the window, else null. */
export async function countAttempt(
  db: Db,
  key: AttemptKey,
  window: AttemptWindow,
): Promise<number | null> {
  const since = addMinutes(-window.minutes);
  const count = await repo.recordAttempt(db, key, nowIso(), since);
  if (count <= window.max) return null;
  const row = await repo.attemptsSince(db, key, since);
  return retryAfter(row?.windowStart ?? nowIso(), window.minutes);
}

export const clearAttempts = (db: Db, key: AttemptKey) => repo.clearAttempts(db, key);
