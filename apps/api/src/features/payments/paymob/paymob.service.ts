import { randomBytes } from "node:crypto";
import { amountPaid, FINAL_STATUSES, lineTitle, type Order } from "@atelier/shared/orders";
import { toPiastres } from "@atelier/shared/money";
import { canonicalPhone } from "@atelier/shared/egypt";
import { ERROR_CODES } from "@atelier/shared/errors";
import type { PaymobConfig } from "../../../config";
import { recordPaymentFigures } from "../../../db/daily-figures";
import type { Conn } from "../../../db/dialects";
import { AppError, badRequest } from "../../../lib/errors";
import { checkZoneCod, quoteShipping } from "../../shipping/shipping.service";
import { codProblem, type CodRules } from "../cod-rule";
import { createIntention, checkoutUrl } from "./paymob-client";
import { verifyTransactionHmac } from "./paymob-hmac";

/*
 * Paying an order online through Paymob (issue 32, docs/product.md#paying-online): an intention
 * for what the shopper pays, and the processed callback, the one thing that decides whether she
 * paid. The browser's return only displays.
 */

/** What the shopper pays, in piastres: the pieces after any discount, and shipping. */
export const amountDue = (order: Pick<Order, "totalPrice" | "shipping">) =>
  toPiastres(amountPaid(order));

/** The order's lines as Paymob lists them: one item per line at its price after discount. */
function itemsOf(order: Order) {
  const items = order.lines.map((l) => ({
    name: `${lineTitle(l, "en")} (${l.size}) x${l.quantity}`.slice(0, 50),
    amount: toPiastres(l.unitPrice) * l.quantity - toPiastres(l.discount),
    description: (l.color ? `${l.title}, ${l.color.name}` : l.title).slice(0, 255),
    quantity: 1,
  }));
  if (order.shipping > 0)
    items.push({
      name: "Shipping",
      amount: toPiastres(order.shipping),
      description: order.shippingZone ?? "Shipping",
      quantity: 1,
    });
  return items.filter((i) => i.amount > 0);
}

/**
 * Creates a Paymob intention for order `order` (awaiting its online payment) and answers the page
 * to send the shopper to. Called after the order's transaction: a network call never holds stock
 * rows. Each attempt has its own reference; the intention is recorded by Paymob's order id.
 */
export async function startPayment(
  db: Conn,
  settings: PaymobConfig,
  order: Order,
  urls: { publicUrl: string; orderPage: string },
): Promise<string> {
  const [firstName, ...rest] = order.customerName.trim().split(/\s+/);
  const a = order.shippingAddress;
  const reference = `atelier-${order.id}-${randomBytes(6).toString("hex")}`;
  const amount = amountDue(order);
  const intention = await createIntention(settings, {
    amount,
    items: itemsOf(order),
    billing: {
      firstName: firstName ?? "",
      lastName: rest.join(" "),
      email: order.customer_email,
      phone: `+20${order.customer_number.replace(/^0/, "")}`,
      street: a?.address ?? order.addressDetails,
      floor: a?.floor ?? "",
      apartment: a?.apartment ?? "",
      city: a?.city ?? "",
      state: a?.governorate ?? "",
    },
    reference,
    notificationUrl: `${urls.publicUrl}/api/payments/paymob/callback`,
    redirectionUrl: urls.orderPage,
  });
  await db
    .insertInto("payment_intents")
    .values({
      paymob_order: intention.paymobOrder,
      order_id: order.id,
      amount,
      reference,
      created_at: new Date().toISOString(),
    })
    .execute();
  return checkoutUrl(settings, intention.clientSecret);
}

/** The states from which another attempt to pay may start. */
export const PAYABLE_STATES = ["online_awaiting", "online_failed"] as const;

export type CallbackOutcome =
  | { kind: "paid" | "failed"; orderId: number; amount: number }
  | { kind: "ignored"; orderId: number | null; why: string };

const num = (v: unknown) => (typeof v === "number" ? v : typeof v === "string" ? Number(v) : NaN);

/**
 * Acts on Paymob's processed callback `{ type: "TRANSACTION", obj }` with `?hmac=` (issue 32),
 * in the caller's transaction. 401 unless the HMAC signs the obj; 400 for an order the store never
 * asked Paymob to be paid, or an amount or currency other than asked. A transaction already seen
 * changes nothing; a paid one moves the order to online_paid once, a declined one to online_failed
 * (the shopper may try again); a pending one is only recorded.
 */
export async function handleCallback(
  trx: Conn,
  settings: PaymobConfig,
  body: unknown,
  hmac: string,
): Promise<CallbackOutcome> {
  const obj =
    body !== null && typeof body === "object"
      ? ((body as Record<string, unknown>).obj as Record<string, unknown> | undefined)
      : undefined;
  if (!obj || typeof obj !== "object" || !verifyTransactionHmac(obj, hmac, settings.hmacSecret))
    throw new AppError(401, "The callback's HMAC does not match.", "UNAUTHORIZED");
  if ((body as Record<string, unknown>).type !== "TRANSACTION")
    return { kind: "ignored", orderId: null, why: "not a transaction" };
  const order = obj.order;
  const paymobOrder = num(
    order !== null && typeof order === "object" ? (order as Record<string, unknown>).id : order,
  );
  const intent = Number.isSafeInteger(paymobOrder)
    ? await trx
        .selectFrom("payment_intents")
        .selectAll()
        .where("paymob_order", "=", paymobOrder)
        .executeTakeFirst()
    : undefined;
  if (!intent) throw badRequest("The callback names no order of this store.");
  const amount = num(obj.amount_cents);
  if (amount !== Number(intent.amount) || obj.currency !== "EGP")
    throw badRequest(`The callback's amount does not match order ${intent.order_id}.`);
  const transaction = num(obj.id);
  if (!Number.isSafeInteger(transaction)) throw badRequest("The callback has no transaction id.");
  const success = obj.success === true;
  const pending = obj.pending === true;
  const seen = await trx
    .insertInto("payment_callbacks")
    .values({
      transaction_id: transaction,
      order_id: Number(intent.order_id),
      success: success ? 1 : 0,
      pending: pending ? 1 : 0,
      amount,
      received_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column("transaction_id").doNothing())
    .returning("transaction_id")
    .executeTakeFirst();
  const orderId = Number(intent.order_id);
  if (seen === undefined) return { kind: "ignored", orderId, why: "transaction already recorded" };
  if (pending) return { kind: "ignored", orderId, why: "pending" };
  const now = new Date().toISOString();
  const to = success ? "online_paid" : "online_failed";
  const moved = await trx
    .updateTable("orders")
    .set({ payment_state: to, payment_reference: String(transaction), updated_at: now })
    .where("id", "=", orderId)
    .where("payment_state", "in", [...PAYABLE_STATES])
    // A canceled order (unpaid in time) is not revived: the log asks for a refund.
    .where("status", "not in", [...FINAL_STATUSES])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1)
    return { kind: "ignored", orderId, why: "the order no longer awaits a payment" };
  await trx
    .insertInto("order_events")
    .values({
      order_id: orderId,
      kind: "payment",
      status: to,
      actor: "system",
      actor_email: null,
      note: `Paymob transaction ${transaction}`,
      created_at: now,
    })
    .execute();
  return { kind: success ? "paid" : "failed", orderId, amount };
}

/** Orders awaiting an online payment past their time, oldest first (at most `limit`). */
export const unpaidOrders = (db: Conn, now: string, limit = 100) =>
  db
    .selectFrom("orders")
    .select("id")
    .where("payment_state", "in", [...PAYABLE_STATES])
    .where("pay_by", "<=", now)
    .where("status", "=", "pending")
    .orderBy("pay_by")
    .limit(limit)
    .execute();

/**
 * Takes the row's lock on an order still unpaid past its time, in the sweep's transaction: true
 * when it is. PostgreSQL re-reads the row after a concurrent callback's or sweep's commit, so an
 * order paid (or canceled) meanwhile is not canceled (again).
 */
export async function claimUnpaid(trx: Conn, id: number, now: string) {
  const claimed = await trx
    .updateTable("orders")
    .set({ updated_at: now })
    .where("id", "=", id)
    .where("payment_state", "in", [...PAYABLE_STATES])
    .where("pay_by", "<=", now)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * Turns an order whose card or wallet payment was declined (online_failed, still pending) into a
 * cash-on-delivery order, in the caller's transaction, where cash on delivery is allowed for it:
 * its zone takes cash and the customer and total pass the COD rule (docs/product.md#payments;
 * else 400 COD_NOT_AVAILABLE). The shipping stays as priced. 400 when it no longer waits for a
 * payment (paid, canceled, or switched already). Issue 32.
 */
export async function switchToCash(
  trx: Conn,
  order: Order,
  rules: CodRules,
  by: { email: string },
): Promise<void> {
  if (order.status !== "pending" || order.paymentState !== "online_failed")
    throw badRequest(`Order ${order.id} is not waiting for a card or wallet payment.`);
  if (order.shippingGovernorate)
    checkZoneCod(await quoteShipping(trx, order.shippingGovernorate, order.subtotal));
  const problem = await codProblem(
    trx,
    { email: order.customer_email, phoneKey: canonicalPhone(order.customer_number) },
    amountPaid(order),
    rules,
  );
  if (problem) throw new AppError(400, problem.message, ERROR_CODES.COD_NOT_AVAILABLE);
  const now = new Date().toISOString();
  const moved = await trx
    .updateTable("orders")
    .set({ payment_state: "cod", pay_by: null, updated_at: now })
    .where("id", "=", order.id)
    .where("payment_state", "=", "online_failed")
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1)
    throw badRequest(`Order ${order.id} is not waiting for a card or wallet payment.`);
  // The analytics' daily figures count it as cash from now on (db/daily-figures.ts).
  await recordPaymentFigures(trx, order.id, "online_failed");
  await trx
    .insertInto("order_events")
    .values({
      order_id: order.id,
      kind: "payment",
      status: "cod",
      actor: "customer",
      actor_email: by.email,
      note: "Switched to cash on delivery after the card or wallet payment failed",
      created_at: now,
    })
    .execute();
}
