import {
  applyRule,
  DISCOUNT_ERROR_MESSAGES,
  DISCOUNT_KINDS,
  type DiscountError,
  type DiscountKind,
  type DiscountRule,
  type PricedLine,
} from "@atelier/shared/discounts";
import { formatEGP, fromPiastres } from "@atelier/shared/money";
import type { Conn } from "../../db/dialects";
import { AppError } from "../../lib/errors";
import * as repo from "./discounts.repository";

/*
 * A discount code at checkout and at placement (issue 31, docs/product.md#discount-codes): the one
 * place that decides whether a code applies and what it takes off. The order's transaction takes
 * its use (takeCodeUse) and a cancel or refusal gives it back (giveBackCodeUse).
 */

/** Who would use the code: any of the three makes her the same customer. */
export type CodeCustomer = { userId: number | null; email: string | null; phoneKey: string | null };

/** 400 with the reason's errorCode (the storefront words it in the page's language). */
export const refuse = (code: DiscountError, amount?: number) =>
  new AppError(
    400,
    DISCOUNT_ERROR_MESSAGES[code].replace(
      "{amount}",
      amount === undefined ? "" : formatEGP(amount),
    ),
    code,
  );

const parseList = <T>(json: string, keep: (v: unknown) => v is T): T[] => {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? list.filter(keep) : [];
  } catch {
    return [];
  }
};
const isString = (v: unknown): v is string => typeof v === "string";
const isId = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

export const kindOf = (row: repo.DiscountRow): DiscountKind =>
  DISCOUNT_KINDS.find((k) => k === row.kind) ?? "percent";

/** What the calculation needs of a stored code (value: percent, or piastres). */
export const ruleOf = (row: repo.DiscountRow): DiscountRule => ({
  kind: kindOf(row),
  value: Number(row.value),
  categories: parseList(row.categories, isString),
  productIds: parseList(row.product_ids, isId),
  excludeSale: row.exclude_sale === 1,
});

/** What a code takes off an order: piastres in all and per line, and whether shipping is free. */
export type Applied = {
  row: repo.DiscountRow;
  kind: DiscountKind;
  discount: number;
  lines: number[];
  freeShipping: boolean;
};

/**
 * What code `row` takes off these lines (piastres, as priced from the database), or 400
 * DISCOUNT_MIN_SUBTOTAL or DISCOUNT_NOT_APPLICABLE: the part of the rules that depends on the
 * prices, which placement works out again once the stock it takes has locked them.
 */
export function priceCode(row: repo.DiscountRow, lines: readonly PricedLine[]): Applied {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  if (row.min_subtotal !== null && subtotal < Number(row.min_subtotal))
    throw refuse("DISCOUNT_MIN_SUBTOTAL", fromPiastres(Number(row.min_subtotal)));
  const rule = ruleOf(row);
  const applied = applyRule(rule, lines);
  if (!applied.eligible) throw refuse("DISCOUNT_NOT_APPLICABLE");
  return {
    row,
    kind: rule.kind,
    discount: applied.discount,
    lines: applied.lines,
    freeShipping: rule.kind === "free_shipping",
  };
}

/**
 * The code `code` (normalised) for these lines (piastres, as priced from the database) and this
 * customer at `now`, or 400 naming why not. The customer's rules are checked only for what is
 * known of her (the checkout's preview may not know her yet); placement knows all three, under
 * her lock.
 */
export async function evaluateCode(
  db: Conn,
  code: string,
  lines: readonly PricedLine[],
  who: CodeCustomer,
  now: string,
): Promise<Applied> {
  const row = await repo.findByCode(db, code);
  if (!row) throw refuse("DISCOUNT_UNKNOWN");
  if (row.active !== 1) throw refuse("DISCOUNT_INACTIVE");
  if (row.starts_at !== null && now < row.starts_at) throw refuse("DISCOUNT_NOT_STARTED");
  if (row.ends_at !== null && now >= row.ends_at) throw refuse("DISCOUNT_EXPIRED");
  if (row.usage_limit !== null && Number(row.uses) >= Number(row.usage_limit))
    throw refuse("DISCOUNT_USED_UP");
  const applied = priceCode(row, lines);
  if (
    row.per_customer_limit !== null &&
    (await repo.customerUses(db, row.id, who)) >= row.per_customer_limit
  )
    throw refuse("DISCOUNT_ALREADY_USED");
  if (row.first_order_only === 1 && (await repo.hasOrdered(db, who)))
    throw refuse("DISCOUNT_FIRST_ORDER_ONLY");
  return applied;
}

/**
 * Takes the code's use for order `orderId` inside the order's transaction: the guarded counter
 * first (400 DISCOUNT_USED_UP, or INACTIVE if it was switched off meanwhile, rolls the order
 * back), then the use that the customer's later orders count.
 */
export async function takeCodeUse(
  trx: Conn,
  applied: Applied,
  orderId: number,
  who: CodeCustomer & { email: string },
  now: string,
): Promise<void> {
  if (!(await repo.takeUse(trx, applied.row.id, now))) {
    const fresh = await repo.findById(trx, applied.row.id);
    throw refuse(fresh?.active === 1 ? "DISCOUNT_USED_UP" : "DISCOUNT_INACTIVE");
  }
  await repo.insertUse(trx, {
    discountId: applied.row.id,
    orderId,
    userId: who.userId,
    email: who.email,
    phoneKey: who.phoneKey,
    at: now,
  });
}

/** A canceled or refused order's use, back once (a returned order keeps it). */
export const giveBackCodeUse = (trx: Conn, orderId: number, now: string) =>
  repo.giveBackUse(trx, orderId, now);
