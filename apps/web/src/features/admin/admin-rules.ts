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
 * disabled).
 */
export function parsePrice(input: string): number | null {
  if (input.trim() === "") return null;
  const value = Number(input);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The most one size may hold (the server's limit, packages/shared/src/products.ts). */
export const STOCK_MAX = 1_000_000;
export const STOCK_MESSAGE = "Stock must be a whole number from 0 to 1,000,000.";

/**
 * A typed stock count, or null when it is not a whole number from 0 to STOCK_MAX: a negative,
 * fractional or non-numeric count is refused, never saved as 0 (docs/product.md#admin). Arabic
 * digits count, as a phone's Arabic keyboard types them. Empty is null too; the caller decides
 * what empty means.
 */
export function parseStock(input: string): number | null {
  const text = input
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
  if (!/^\d{1,7}$/.test(text)) return null;
  const value = Number(text);
  return value <= STOCK_MAX ? value : null;
}

/** Money figures without the currency, which the label already names: "12,345.00". */
const amount = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
export const formatAmount = (value: number) => amount.format(value);
