import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  type LowStock,
  type LowStockItem,
} from "@atelier/shared/inventory";
import { SIZES } from "@atelier/shared/products";
import { isPostgres, type Conn, type Db } from "../../db/dialects";
import { takeWriteLock } from "../../db/locks";
import type { Mail } from "../../plugins/mailer";
import { lowStockDigestMail } from "../mail/templates";
import * as repo from "./inventory.repository";

/** settings keys (migration 0009's table): the threshold, and the last digest's day and sizes. */
export const THRESHOLD_KEY = "low_stock_threshold";
export const DIGEST_KEY = "low_stock_digest";

export async function lowStockThreshold(db: Conn): Promise<number> {
  const stored = await repo.readSetting(db, THRESHOLD_KEY);
  const value = Number(stored);
  return stored !== null && Number.isInteger(value) && value >= 0
    ? value
    : DEFAULT_LOW_STOCK_THRESHOLD;
}

export async function setLowStockThreshold(db: Conn, threshold: number): Promise<number> {
  await repo.writeSetting(db, THRESHOLD_KEY, String(threshold));
  return threshold;
}

/**
 * The sizes at or below the store's threshold, fewest units first (docs/product.md#low-stock):
 * the first `limit` of them (every one without a limit: the digest compares them all) and how
 * many there are in all.
 */
export async function lowStock(db: Conn, limit?: number): Promise<LowStock> {
  const threshold = await lowStockThreshold(db);
  const rows = await repo.listLowSizes(db, threshold, limit);
  // A list shorter than its limit is the whole list: no need to count.
  const total =
    limit === undefined || rows.length < limit
      ? rows.length
      : await repo.countLowSizes(db, threshold);
  const items: LowStockItem[] = rows.map((r) => ({
    productId: r.id,
    title: r.title,
    color:
      r.color_id === null
        ? null
        : { id: Number(r.color_id), name: r.color_name ?? "", hex: r.color_hex ?? "" },
    size: SIZES.find((s) => s === r.size) ?? "S",
    quantity: Number(r.quantity),
  }));
  return { threshold, items, total };
}

type DigestState = { day: string; sizes: string[] };
const parseDigest = (value: string | null): DigestState | null => {
  try {
    const v = value ? (JSON.parse(value) as DigestState) : null;
    return v && typeof v.day === "string" && Array.isArray(v.sizes) ? v : null;
  } catch {
    return null;
  }
};
const DIGEST_ROWS_MAX = 100;
/** A product without colours keeps the key it had before colours, so no size reads as new. */
const keyOf = (i: LowStockItem) =>
  i.color ? `${i.productId}:${i.color.id}:${i.size}` : `${i.productId}:${i.size}`;
/** How the digest names a piece: "Linen Shirt — Sand" in a colour (docs/product.md#colours). */
const pieceOf = (i: LowStockItem) => (i.color ? `${i.title} — ${i.color.name}` : i.title);

/**
 * The daily low-stock digest (docs/product.md#low-stock). Once per UTC day, whichever process
 * comes first: the settings row `low_stock_digest` is moved to today by a compare-and-set, in the
 * transaction that writes the mail, so several processes (or a restart) never send it twice.
 * Admins are mailed only when a size crossed the threshold since the last digest (a size that
 * stays low is listed again only beside a new one). Answers the number of mails written.
 */
export async function runLowStockDigest(
  db: Db,
  enqueue: (db: Conn, mail: Mail) => Promise<unknown>,
  publicUrl: string,
  now = new Date(),
): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  return db.transaction().execute(async (trx) => {
    // PostgreSQL needs no lock: the compare-and-set below lets one transaction win.
    if (!isPostgres(trx)) await takeWriteLock(trx);
    const stored = await repo.readSetting(trx, DIGEST_KEY);
    const last = parseDigest(stored);
    if (last?.day === day) return 0;
    const { threshold, items } = await lowStock(trx);
    const before = new Set(last?.sizes ?? []);
    const state: DigestState = { day, sizes: items.map(keyOf) };
    if (!(await repo.compareAndSetSetting(trx, DIGEST_KEY, stored, JSON.stringify(state))))
      return 0;
    if (!items.some((i) => !before.has(keyOf(i)))) return 0;
    // New ones first; a mail of a hundred rows is enough (the dashboard lists the rest).
    const rows = items
      .map((i) => ({ ...i, title: pieceOf(i), isNew: !before.has(keyOf(i)) }))
      .sort((a, b) => Number(b.isNew) - Number(a.isNew))
      .slice(0, DIGEST_ROWS_MAX);
    const admins = await repo.adminEmails(trx);
    for (const to of admins)
      await enqueue(trx, lowStockDigestMail(to, threshold, rows, `${publicUrl}/admin/products`));
    return admins.length;
  });
}
