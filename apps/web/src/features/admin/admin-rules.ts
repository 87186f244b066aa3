import { latinNumberText, parseTypedNumber } from "@atelier/shared/numerals";
import { canChangeStatus, type OrderStatus } from "@atelier/shared/orders";

/**
 * The admin pages' input rules (docs/product.md#admin), pure so the components and their tests
 * share them.
 */

/** What choosing `to` in an order's status dropdown does. */
export type StatusDecision = "unchanged" | "final" | "change";

export function statusDecision(from: OrderStatus, to: OrderStatus): StatusDecision {
  if (from === to) return "unchanged";
  return canChangeStatus(from, to) ? "change" : "final";
}

/**
 * A typed price, or null when it is empty, not a number, or 0 or less (the update buttons stay
 * disabled). Arabic-Indic or Persian digits and ٫ are a number too (docs/product.md#numbers).
 */
export function parsePrice(input: string): number | null {
  if (input.trim() === "") return null;
  const value = parseTypedNumber(input);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** A typed stock count: a whole number clamped to at least 0; anything non-numeric counts as 0. */
export function parseStock(input: string): number {
  const value = Number.parseInt(latinNumberText(input), 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Money figures without the currency, which the label already names: "12,345.00". */
const amount = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
export const formatAmount = (value: number) => amount.format(value);
