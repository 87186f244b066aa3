import type { OrderEvent } from "@atelier/shared/admin";
import {
  canChangeStatus,
  ORDER_STATUSES,
  PAYMENT_STATE_LABELS,
  statusLabel,
  type OrderStatus,
  type PaymentState,
} from "@atelier/shared/orders";
import { latinNumberText, parseTypedNumber } from "@atelier/shared/numerals";

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

/** An order's usual life; the step after its status leads the status menus. */
const USUAL_PATH: readonly OrderStatus[] = ["pending", "processing", "shipped", "delivered"];

/** The usual next status of an order in `from`, or null (delivered and final orders have none). */
export function nextStatus(from: OrderStatus): OrderStatus | null {
  const at = USUAL_PATH.indexOf(from);
  return at >= 0 ? (USUAL_PATH[at + 1] ?? null) : null;
}

/**
 * The statuses as a status menu lists them (docs/product.md#admin): the usual next step first,
 * then the others in their usual order, the final ones last. Without a `from` (orders of
 * several statuses) the usual order alone.
 */
export function statusMenu(from?: OrderStatus): OrderStatus[] {
  const next = from ? nextStatus(from) : null;
  return next ? [next, ...ORDER_STATUSES.filter((s) => s !== next)] : [...ORDER_STATUSES];
}

type FinalStatus = "canceled" | "returned" | "refused";

/**
 * What setting a final status does, in the words the confirmation shows: the units back to stock,
 * the e-mail to the shopper (docs/product.md#status-e-mails), and that it cannot be undone.
 * `orders` and `units` count what is chosen (one order, or a bulk selection).
 */
export function finalEffects(to: FinalStatus, orders: number, units: number): string[] {
  const one = orders === 1;
  const stock =
    units > 0
      ? `${units} ${units === 1 ? "unit goes" : "units go"} back to stock.`
      : "Its units go back to stock.";
  const mail = {
    canceled: one
      ? "The customer is e-mailed that the order has been canceled, with a refund promised only if it was paid (a confirmed Instapay transfer)."
      : "Each customer is e-mailed that their order has been canceled, with a refund promised only where it was paid (a confirmed Instapay transfer).",
    returned: one
      ? "The customer is e-mailed that the order has come back, with a refund within 7 business days promised only if it was paid (a confirmed transfer, or cash collected at delivery)."
      : "Each customer is e-mailed that their order has come back, with a refund within 7 business days promised only where it was paid (a confirmed transfer, or cash collected at delivery).",
    refused: one
      ? "No e-mail is sent. The refusal counts against the customer's phone number and e-mail: after repeated refusals they can pay only by Instapay."
      : "No e-mail is sent. Each refusal counts against its customer's phone number and e-mail: after repeated refusals they can pay only by Instapay.",
  }[to];
  const final = `${one ? "The order" : "These orders"} can then no longer change status.`;
  return [stock, mail, final];
}

/** The confirmation's title and its button, by the final status chosen. */
export function finalTitle(to: FinalStatus, what: string): { title: string; action: string } {
  if (to === "canceled") return { title: `Cancel ${what}?`, action: "Cancel order" };
  if (to === "returned") return { title: `Mark ${what} as returned?`, action: "Mark as returned" };
  return { title: `Mark ${what} as refused?`, action: "Mark as refused" };
}

const PAYMENT_EVENTS: Partial<Record<PaymentState, string>> = {
  instapay_awaiting: "Transfer reported",
  instapay_confirmed: "Payment confirmed",
  instapay_rejected: "Payment rejected",
  online_paid: "Paid by card or wallet",
  online_failed: "Card or wallet payment declined",
};

/** WhatsApp's steps of a cash order (issue 32), by the event's status. */
const WHATSAPP_EVENTS: Record<string, string> = {
  sent: "Confirmation asked on WhatsApp",
  confirmed: "Confirmed on WhatsApp",
  delivered: "WhatsApp message delivered",
  read: "WhatsApp message read",
};

/** A step of an order's history in words, never its stored code (docs/product.md#admin). */
export function eventTitle(e: Pick<OrderEvent, "kind" | "status">): string {
  if (e.kind === "placed") return "Placed";
  if (e.kind === "return_requested") return "Return requested";
  if (e.kind === "note") return "Note";
  if (e.kind === "tracking") return "Tracking number";
  if (e.kind === "whatsapp") return WHATSAPP_EVENTS[e.status ?? ""] ?? "WhatsApp";
  if (e.kind === "payment") {
    const state = e.status as PaymentState | null;
    return (
      (state && PAYMENT_EVENTS[state]) ??
      (state && state in PAYMENT_STATE_LABELS
        ? `Payment: ${PAYMENT_STATE_LABELS[state]}`
        : "Payment")
    );
  }
  return e.status ? statusLabel(e.status) : "Status changed";
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
  const text = latinNumberText(input.trim());
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
