import type { User } from "@atelier/shared/auth";
import { canonicalPhone, normalizePhone } from "@atelier/shared/egypt";
import { isLocale, type Locale } from "@atelier/shared/locales";
import { fromPiastres } from "@atelier/shared/money";
import {
  ORDER_STATUSES,
  PAYMENT_STATES,
  isFinalStatus,
  type PaymentMethod,
} from "@atelier/shared/orders";
import type {
  PaymentDecision,
  PaymentOptions,
  PaymentQueueItem,
  PaymentSubmitted,
} from "@atelier/shared/payments";
import type { Conn } from "../../db/dialects";
import { badRequest, notFound } from "../../lib/errors";
import { recordAudit, type AuditActor } from "../audit/audit.service";
import { visibleOrder, type Viewer } from "../orders/order-reads";
import { codProblem, type CodRules } from "./cod-rule";
import * as repo from "./payments.repository";

const asStatus = (s: string) => ORDER_STATUSES.find((x) => x === s) ?? "pending";
const asPaymentState = (s: string) => PAYMENT_STATES.find((x) => x === s) ?? "cod";

/** EGP the shopper pays: the lines and the shipping the order was placed with. */
export const amountOf = (row: repo.OrderRow) => fromPiastres(row.total_price + row.shipping);

/**
 * What checkout may offer this customer. It tells the caller only whether cash on delivery is
 * open to that phone number and e-mail, which placing the order would tell anyway
 * (docs/product.md#payments); the route is rate limited.
 */
export async function paymentOptions(
  db: Conn,
  body: { customer_email: string; customer_number: string; total?: number | undefined },
  rules: CodRules,
  /** Whether the store takes cards and wallets through Paymob (issue 32). */
  online = false,
): Promise<PaymentOptions> {
  const customer = {
    email: body.customer_email.toLowerCase(),
    phoneKey: canonicalPhone(normalizePhone(body.customer_number)),
  };
  const problem = await codProblem(db, customer, body.total ?? null, rules);
  const prepaid: PaymentMethod[] = online ? ["instapay", "online"] : ["instapay"];
  if (!problem) return { methods: ["cod", ...prepaid] };
  return {
    methods: prepaid,
    reason: problem.message,
    reasonCode: problem.code,
    ...(problem.maxTotal !== undefined ? { codMaxTotal: problem.maxTotal } : {}),
  };
}

/** Shopper states in which a transfer may be reported: awaiting, or again after a rejection. */
const REPORTABLE = ["instapay_awaiting", "instapay_rejected"] as const;

/**
 * The shopper (owner or link holder) reports the transfer: its reference and, optionally, the
 * receipt's stored name. Answers what was recorded and the receipt it replaced (to delete).
 */
export async function submitPayment(
  trx: Conn,
  id: number,
  viewer: Viewer,
  sent: { reference: string; receipt: string | null },
): Promise<{ answer: PaymentSubmitted; replaced: string | null }> {
  const row = await visibleOrder(trx, id, viewer);
  if (row.payment_state === "cod")
    throw badRequest(`Order ${id} is paid cash on delivery: there is no transfer to report.`);
  if (row.payment_state === "instapay_confirmed")
    throw badRequest(`The payment of order ${id} has already been confirmed.`);
  if (isFinalStatus(asStatus(row.status)))
    throw badRequest(`Order ${id} has already been ${row.status}.`);
  const now = new Date().toISOString();
  const changed = await repo.setPaymentState(trx, id, REPORTABLE, {
    to: "instapay_awaiting",
    reference: sent.reference,
    ...(sent.receipt === null ? {} : { receipt: sent.receipt }),
    at: now,
  });
  if (!changed) throw badRequest(`The payment of order ${id} cannot be reported now.`);
  await repo.insertEvent(trx, {
    orderId: id,
    kind: "payment",
    state: "instapay_awaiting",
    actor: "customer",
    actorEmail: viewer.user?.email ?? row.customer_email,
    note: `Reference ${sent.reference}${sent.receipt ? ", with a receipt" : ""}`,
    at: now,
  });
  const receipt = sent.receipt ?? row.payment_receipt;
  return {
    answer: {
      id,
      paymentState: "instapay_awaiting",
      reference: sent.reference,
      receipt: !!receipt,
    },
    replaced: sent.receipt !== null ? row.payment_receipt : null,
  };
}

const QUEUE_LIMIT = 500;

/** The admin's queue: orders in one payment state, oldest first. */
export async function paymentQueue(db: Conn, state: string): Promise<PaymentQueueItem[]> {
  const rows = await repo.listByPaymentState(db, state, QUEUE_LIMIT);
  const sent = await repo.lastSubmissions(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => queueItem(r, sent));
}

const queueItem = (r: repo.OrderRow, sent: Map<number, string>): PaymentQueueItem => ({
  id: r.id,
  date: r.created_at,
  status: asStatus(r.status),
  customerName: r.customer_name,
  customer_email: r.customer_email,
  customer_number: r.customer_number,
  amount: amountOf(r),
  paymentState: asPaymentState(r.payment_state),
  reference: r.payment_reference,
  receipt: r.payment_receipt !== null,
  submittedAt: sent.get(r.id) ?? null,
});

/**
 * An admin confirms or rejects a transfer. Confirm from awaiting or rejected (a late transfer
 * found after all), reject from awaiting or confirmed (a mistake); never a cash-on-delivery order.
 */
export async function decidePayment(
  trx: Conn,
  id: number,
  decision: PaymentDecision,
  note: string | undefined,
  admin: User,
  who?: AuditActor,
): Promise<{ item: PaymentQueueItem; amount: number; email: string; language: Locale }> {
  const row = await repo.findOrder(trx, id);
  if (!row) throw notFound(`Order ${id} was not found`);
  if (row.payment_state === "cod")
    throw badRequest(`Order ${id} is paid cash on delivery: there is no transfer to ${decision}.`);
  // Paid (or to be paid) by card or wallet: Paymob's callback decides, never an admin (issue 32).
  if (!row.payment_state.startsWith("instapay_"))
    throw badRequest(`Order ${id} is paid by card or wallet: there is no transfer to ${decision}.`);
  const to = decision === "confirm" ? "instapay_confirmed" : "instapay_rejected";
  if (row.payment_state === to)
    throw badRequest(`The payment of order ${id} has already been ${decision}ed.`);
  if (isFinalStatus(asStatus(row.status)))
    throw badRequest(`Order ${id} has already been ${row.status}.`);
  const from = PAYMENT_STATES.filter((s) => s.startsWith("instapay_") && s !== to);
  const now = new Date().toISOString();
  if (!(await repo.setPaymentState(trx, id, from, { to, at: now })))
    throw badRequest(`The payment of order ${id} changed meanwhile. Please reload.`);
  await repo.insertEvent(trx, {
    orderId: id,
    kind: "payment",
    state: to,
    actor: "admin",
    actorEmail: admin.email,
    note: note || null,
    at: now,
  });
  // The audit log's entry, in the decision's transaction (issue 33); the note is the admin's.
  if (who)
    await recordAudit(trx, who, {
      kind: "order.payment",
      subject: `Order ${id}`,
      orderId: id,
      before: { paymentState: row.payment_state },
      after: { paymentState: to, ...(note ? { note } : {}) },
    });
  const fresh = (await repo.findOrder(trx, id))!;
  const sent = await repo.lastSubmissions(trx, [id]);
  return {
    item: queueItem(fresh, sent),
    amount: amountOf(fresh),
    email: fresh.customer_email,
    // The shopper hears of the decision in the order's language (issue 16).
    language: isLocale(fresh.language) ? fresh.language : "en",
  };
}

/** The receipt's stored name, for an admin; 404 when the order or its receipt is missing. */
export async function receiptOf(db: Conn, id: number): Promise<string> {
  const row = await repo.findOrder(db, id);
  if (!row?.payment_receipt) throw notFound(`Order ${id} has no receipt`);
  return row.payment_receipt;
}

/**
 * Clears the refusal record of the customer of order `orderId` (its phone and e-mail): refusals
 * before now no longer count against cash on delivery. Answers the refusals that still count.
 */
export async function clearRefusals(
  trx: Conn,
  orderId: number,
  admin: User,
  who?: AuditActor,
): Promise<number> {
  const row = await repo.findOrder(trx, orderId);
  if (!row) throw notFound(`Order ${orderId} was not found`);
  const customer = {
    email: row.customer_email.toLowerCase(),
    phoneKey: row.customer_phone_key ?? canonicalPhone(row.customer_number),
  };
  const now = new Date().toISOString();
  // Counted before, for the audit log (issue 33): a count, never the customer's phone or e-mail.
  const before = who
    ? await repo.countRefusals(
        trx,
        customer,
        await repo.clearedAt(trx, repo.customerKeys(customer)),
      )
    : 0;
  await repo.clearRefusals(trx, repo.customerKeys(customer), now, admin.email);
  await repo.insertEvent(trx, {
    orderId,
    kind: "note",
    state: null,
    actor: "admin",
    actorEmail: admin.email,
    note: "Refusal record cleared: cash on delivery is open to this customer again",
    at: now,
  });
  const refusals = await repo.countRefusals(
    trx,
    customer,
    await repo.clearedAt(trx, repo.customerKeys(customer)),
  );
  if (who)
    await recordAudit(trx, who, {
      kind: "customer.refusals-cleared",
      subject: `Order ${orderId}`,
      orderId,
      before: { refusals: before },
      after: { refusals },
    });
  return refusals;
}
