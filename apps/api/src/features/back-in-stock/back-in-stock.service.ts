import type { FastifyInstance } from "fastify";
import type { WaitingCount } from "@atelier/shared/back-in-stock";
import { LOCALE_INFO, isLocale, type Locale } from "@atelier/shared/locales";
import { SIZES, type Size } from "@atelier/shared/products";
import type { Conn, Db } from "../../db/dialects";
import { badRequest, notFound } from "../../lib/errors";
import { hashToken, newToken } from "../../lib/tokens";
import type { Mailer } from "../../plugins/mailer";
import { colorsOf, lineColorProblem, type ColorRow } from "../colors/colors.service";
import { backInStockMail } from "../mail/templates";
import { STOCK_COLUMN, stockByProduct } from "../products/stock";
import * as repo from "./back-in-stock.repository";

/*
 * "Notify me when my size is back" (issue 29, docs/product.md#back-in-stock). A shopper waits
 * for a sold-out size (in a colour); every writer that can raise stock calls mailRestocked in its
 * own transaction, under the product's lock, so each waiting shopper is mailed once per return
 * to stock, whichever process brings it back.
 */

const MAX_ID = 2_147_483_647;
const asSize = (s: string): Size | undefined => SIZES.find((x) => x === s);

/** A colour's or a product's units of a size (both tables name the columns alike). */
const unitsOf = (row: Record<(typeof STOCK_COLUMN)[Size], number>, size: Size) =>
  row[STOCK_COLUMN[size]];

export type SignUp = { size: Size; color?: number; email: string; locale?: Locale };

/**
 * She waits for `size` (in `color`) of the product: 404 for an unknown product or a colour not
 * its own, 400 COLOR_REQUIRED for a piece in colours without one, 400 when the size is in stock.
 * Already waiting is no error: the answer must not tell whether an address waits.
 */
export async function signUp(db: Db, productId: number, body: SignUp): Promise<void> {
  if (productId > MAX_ID) throw notFound("Product not found");
  await db.transaction().execute(async (trx) => {
    const product = await repo.lockedProduct(trx, productId);
    if (!product) throw notFound("Product not found");
    const colors = (await colorsOf(trx, [productId])).get(productId);
    const problem = lineColorProblem(product.title, colors, body.color ?? null);
    if (problem) throw problem;
    const color = colors?.find((c) => c.id === body.color);
    if (unitsOf(color ?? product, body.size) > 0)
      throw badRequest(
        `size: ${product.title}${color ? ` in ${color.name}` : ""} is in stock in ${body.size}; it can be ordered now.`,
      );
    await repo.upsertWait(trx, {
      product_id: productId,
      color_id: color?.id ?? 0,
      size: body.size,
      email: body.email,
      locale: body.locale ?? "en",
      created_at: new Date().toISOString(),
    });
  });
}

/** What a restock mail needs of the store: its outbox and its address. */
export type RestockDeps = { mailer: Pick<Mailer, "enqueue">; publicUrl: string };

/**
 * Mails everyone waiting on these products whose size (in her colour) is in stock now, and marks
 * her notified, in the caller's transaction, which holds the products' locks (every stock writer
 * takes them first). A wait exists only while its size is sold out (signUp refuses otherwise,
 * under the same lock), so "in stock now" is "back since she signed up". Answers how many were
 * mailed; the caller wakes the mailer after its commit.
 */
export async function mailRestocked(
  trx: Conn,
  productIds: number[],
  deps: RestockDeps,
): Promise<number> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return 0;
  const waits = await repo.waitingOn(trx, ids);
  if (waits.length === 0) return 0;
  const products = await stockByProduct(
    trx,
    ids.map((productId) => ({ productId })),
  );
  const colors = await colorsOf(trx, ids);
  const at = new Date().toISOString();
  let mailed = 0;
  for (const wait of waits) {
    const product = products.get(wait.product_id);
    const size = asSize(wait.size);
    if (!product || !size) continue;
    const color: ColorRow | undefined =
      wait.color_id === 0
        ? undefined
        : colors.get(wait.product_id)?.find((c) => c.id === wait.color_id);
    if (wait.color_id !== 0 && !color) continue;
    if (unitsOf(color ?? product, size) <= 0) continue;
    const token = newToken();
    if (!(await repo.markNotified(trx, wait.id, hashToken(token), at))) continue;
    const locale: Locale = isLocale(wait.locale) ? wait.locale : "en";
    const ar = locale === "ar";
    const title = (ar && product.title_ar) || product.title;
    const colorName = color && ((ar && color.name_ar) || color.name);
    const query = new URLSearchParams({
      ...(color ? { color: String(color.id) } : {}),
      size,
    });
    const mail = backInStockMail(
      wait.email,
      colorName ? `${title} — ${colorName}` : title,
      size,
      {
        product: `${deps.publicUrl}${LOCALE_INFO[locale].prefix}/product/${product.id}?${query}`,
        unsubscribe: unsubscribeUrl(deps.publicUrl, token, locale),
      },
      locale,
    );
    // A notice within her address's hourly budget (features/mail/budget.ts): past it the mail is
    // dropped and she is no longer waiting, as if mailed (docs/security.md#back-in-stock).
    if (await deps.mailer.enqueue(trx, mail, "notice")) mailed++;
  }
  return mailed;
}

export const unsubscribeUrl = (publicUrl: string, token: string, locale: Locale) =>
  `${publicUrl}/api/stock-alerts/unsubscribe?${new URLSearchParams({ token, lang: locale })}`;

/** A restock hook bound to this app: what the stock writers call in their transaction. */
export type Restocked = (trx: Conn, productIds: number[]) => Promise<number>;
export const restockHook =
  (app: FastifyInstance): Restocked =>
  (trx, productIds) =>
    mailRestocked(trx, productIds, { mailer: app.mailer, publicUrl: app.config.publicUrl });

/**
 * One click on the mail's link (or the mail app's own Unsubscribe): every wait of the token's
 * address goes. An unknown or used token changes nothing and answers the same.
 */
export async function unsubscribe(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.transaction().execute(async (trx) => {
    const email = await repo.emailOfToken(trx, hashToken(token));
    if (email !== undefined) await repo.deleteWaitsOf(trx, email);
  });
}

/** The admin's view of demand: how many wait per size (and colour) of these products. */
export async function waitingCounts(db: Conn, productIds: number[]): Promise<WaitingCount[]> {
  const ids = productIds.filter((id) => id <= MAX_ID);
  if (ids.length === 0) return [];
  const rows = await repo.countWaiting(db, ids);
  return rows.flatMap((r) => {
    const size = asSize(r.size);
    return size
      ? [
          {
            productId: r.product_id,
            color: r.color_id === 0 ? null : r.color_id,
            size,
            waiting: Number(r.n),
          },
        ]
      : [];
  });
}

/** For the colours feature: a piece's first colour takes its waits; a deleted one drops them. */
export const moveUncolouredWaits = repo.moveUncolouredWaits;
export const deleteColorWaits = repo.deleteColorWaits;
