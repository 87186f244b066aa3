import { fromPiastres, SHIPPING_FEE, toPiastres } from "./money";
import type { Order } from "./orders";

// An order's money: a line's total, the totals of lines (cart, checkout, e-mails) and of a placed
// order (its own figures, after any discount), summed in piastres. Re-exported by orders.ts.

/** One line's price times its quantity, in EGP. */
export const lineTotal = (line: { unitPrice: number; quantity: number }) =>
  fromPiastres(toPiastres(line.unitPrice) * line.quantity);

export type OrderTotals = { subtotal: number; shipping: number; total: number };

/**
 * Subtotal, shipping and total in EGP, summed in piastres so no cent drifts. The one place
 * these are counted: cart, checkout, confirmation, e-mails and the server all call it. Shipping
 * is the flat fee once there is a line (docs/product.md#constants), unless the order says
 * otherwise (an order keeps the fee it was placed with).
 */
export function orderTotals(
  lines: readonly { unitPrice: number; quantity: number }[],
  shipping: number = lines.length ? SHIPPING_FEE : 0,
): OrderTotals {
  const subtotal = lines.reduce((sum, l) => sum + toPiastres(l.unitPrice) * l.quantity, 0);
  return {
    subtotal: fromPiastres(subtotal),
    shipping,
    total: fromPiastres(subtotal + toPiastres(shipping)),
  };
}

/** What the shopper pays for a placed order, in EGP: its pieces after any discount, shipping. */
export const amountPaid = (order: Pick<Order, "totalPrice" | "shipping">) =>
  fromPiastres(toPiastres(order.totalPrice) + toPiastres(order.shipping));

/**
 * A placed order's figures, as its pages show them (issue 31): its own subtotal and shipping, and
 * what the shopper pays, totalPrice (the pieces after any discount) + shipping. Never its lines
 * summed again: a discounted order's lines add up to more than was paid.
 */
export function placedTotals(
  order: Pick<Order, "subtotal" | "totalPrice" | "shipping">,
): OrderTotals {
  return {
    subtotal: order.subtotal,
    shipping: order.shipping,
    total: amountPaid(order),
  };
}

/** An order's code and what it took off, for its summary's Discount line; null without one. */
export const orderDiscount = (order: Pick<Order, "discount" | "discountCode">) =>
  order.discountCode ? { code: order.discountCode, amount: order.discount } : null;
