import type { Locale } from "@atelier/shared/locales";
import { amountPaid, type Order } from "@atelier/shared/orders";
import { orderConfirmationMail } from "../mail/templates";
import { mailRows } from "./orders.service";

/**
 * The order's confirmation e-mail (docs/product.md#e-mails), in the order's language: its lines,
 * any discount, the address (typed fields only when `proven`: the one who placed it holds the
 * mailbox), and for Instapay the transfer's amount. Written when an order is placed, and when an
 * order whose card payment failed is switched to cash on delivery (issue 32).
 */
export function confirmationMail(order: Order, locale: Locale, proven: boolean, url: string) {
  const rows = mailRows(order.lines, order, locale, proven, order.shipping, {
    code: order.discountCode,
    amount: order.discount,
  });
  // Instapay: the mail repeats the transfer's address, amount (after any discount) and note.
  const instapay = order.paymentState === "instapay_awaiting" ? amountPaid(order) : undefined;
  return orderConfirmationMail(order.customer_email, order.id, rows, url, locale, instapay);
}
