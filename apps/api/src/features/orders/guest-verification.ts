// A guest's order held until the e-mailed link is opened (docs/product.md#orders), and the
// link's single use.
import type { Transaction } from "kysely";
import type { z } from "zod";
import { ERROR_CODES } from "@atelier/shared/errors";
import { orderCreateSchema } from "@atelier/shared/orders";
import type { Conn } from "../../db/dialects";
import type { Database } from "../../db/schema";
import { AppError, badRequest } from "../../lib/errors";
import { hashToken, newToken } from "../../lib/tokens";
import { lockCustomer } from "./customer-lock";
import * as repo from "./orders.repository";
import { draftFromBody, type OrderDraft } from "./orders.service";

type OrderBody = z.output<typeof orderCreateSchema>;

const GUEST_LINK_HOURS = 24;
/**
 * Verification e-mails one address may be sent per hour: enough for a shopper, too few to spam
 * with.
 */
const GUEST_HOLDS_PER_HOUR = 5;

const HOUR = 3_600_000;

/** 429 for a guest's order when its address may be sent no more verification mail this hour. */
export const tooManyMails = () =>
  new AppError(
    429,
    "Too many verification e-mails were sent to this address. Please use the link in your inbox or try again in an hour.",
    ERROR_CODES.TOO_MANY_REQUESTS,
  );

export const isEmailVerified = (db: Conn, email: string) =>
  repo.isEmailVerified(db, email.toLowerCase());

/**
 * Keeps a guest's order until the e-mailed link is opened; nothing is taken from stock yet. Runs in
 * the caller's transaction, the count and the insert under one lock per address, so simultaneous
 * orders for one address cannot all pass the hourly cap: its caller sends the mail only after
 * this commits.
 */
export async function holdGuestOrder(
  trx: Transaction<Database>,
  body: OrderBody,
  email: string,
): Promise<string> {
  await lockCustomer(trx, [`guest-mail:${email}`]);
  const now = new Date();
  const recent = await repo.countRecentHolds(
    trx,
    email,
    new Date(now.getTime() - HOUR).toISOString(),
  );
  if (recent >= GUEST_HOLDS_PER_HOUR) throw tooManyMails();
  const token = newToken();
  await repo.insertGuestVerification(trx, {
    tokenHash: hashToken(token),
    email,
    payload: JSON.stringify(body),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + GUEST_LINK_HOURS * HOUR).toISOString(),
  });
  return token;
}

/**
 * Uses up a guest link and marks its e-mail verified; answers the held order's draft. Runs in its
 * own transaction, before the order is placed, so that an item sold out meanwhile does not undo
 * the verification: the shopper can simply order again.
 */
export async function consumeGuestLink(
  trx: Conn,
  token: string,
  email: string,
): Promise<OrderDraft> {
  const now = new Date().toISOString();
  const tokenHash = hashToken(token);
  const row = await repo.findGuestVerification(trx, tokenHash);
  if (!row || row.email !== email.trim().toLowerCase())
    throw badRequest("This verification link is invalid.");
  if (row.used_at) throw badRequest("This verification link has already been used.");
  if (row.expires_at <= now)
    throw badRequest("This verification link has expired. Please place your order again.");
  if (!(await repo.consumeGuestVerification(trx, tokenHash, now)))
    throw badRequest("This verification link has already been used.");
  await repo.markEmailVerified(trx, row.email, now);
  const held = orderCreateSchema.safeParse(JSON.parse(row.payload));
  if (!held.success)
    throw badRequest(
      "The order held for this link is no longer valid. Please place your order again.",
    );
  return draftFromBody(held.data);
}
