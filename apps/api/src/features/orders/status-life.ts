import type { z } from "zod";
import type { User } from "@atelier/shared/auth";
import { can } from "@atelier/shared/permissions";
import {
  cancelProblem,
  isFinalStatus,
  RETURN_REASONS,
  returnProblem,
  returnRequestSchema,
  type Order,
  type OrderStatus,
} from "@atelier/shared/orders";
import { SIZES } from "@atelier/shared/products";
import type { Conn } from "../../db/dialects";
import { recordOrderFigures } from "../../db/daily-figures";
import { ERROR_CODES } from "@atelier/shared/errors";
import { AppError, badRequest, notFound } from "../../lib/errors";
import { putBackLine } from "../products/stock";
import { giveBackCodeUse } from "../discounts/discounts.service";
import type { OrderMailKind, OrderPayment } from "../mail/templates";
import { lockCustomer } from "./customer-lock";
import { asStatus, isAdmin, visibleOrder, withLines, type Viewer } from "./order-reads";
import * as repo from "./orders.repository";

/*
 * An order's status life (docs/product.md#statuses): an admin's change, the shopper's cancel and
 * return request, the units put back once, and the e-mail each change calls for. Placement lives
 * in orders.service.ts, guest verification in guest-verification.ts, reads in order-reads.ts.
 */

/** The change, and the status e-mail it calls for (null: none, e.g. refused or no change). */
export type StatusChange = { order: Order; stockChanged: boolean; mail: OrderMailKind | null };

const alreadyFinal = (row: repo.OrderRow) =>
  badRequest(`Order ${row.id} has already been ${row.status}.`);

/** Who made a change, as the order's history records it. */
export type Actor = { actor: "customer" | "admin" | "system"; email: string | null };
export const actorOf = (user: User): Actor => ({
  // Staff act for the store as an admin does; the e-mail says who (issue 33).
  actor: can(user.role, "orders.manage") ? "admin" : "customer",
  email: user.email,
});
/** The shopper, signed in or holding the link (then known by the order's e-mail). */
const shopperOf = (viewer: Viewer, row: repo.OrderRow): Actor => ({
  actor: "customer",
  email: viewer.user?.email ?? row.customer_email,
});

function mailFor(to: OrderStatus, by: Actor, row: repo.OrderRow): OrderMailKind | null {
  switch (to) {
    case "processing":
    case "shipped":
    case "delivered":
      return to;
    case "returned":
      // Sent back before it was ever delivered: no return of the shopper's, no cash collected.
      return row.delivered_at === null ? "returned_undelivered" : "returned";
    case "canceled":
      return by.actor === "customer" ? "canceled_by_shopper" : "canceled_by_store";
    default:
      // Refused at the door, or back to pending: nothing to tell the shopper.
      return null;
  }
}

/**
 * What the shopper has paid, as the status e-mail `kind` speaks of it
 * (docs/product.md#status-e-mails): a confirmed Instapay transfer, or cash once the order was
 * delivered (the courier collects whatever is not confirmed). A shipped mail calls only a
 * confirmed transfer paid: cash is owed at the door.
 */
export function paymentOf(order: Order, kind: OrderMailKind): OrderPayment {
  if (order.paymentState === "instapay_confirmed") return "paid";
  // Paid by card or wallet through Paymob (issue 32): refunded to it.
  if (order.paymentState === "online_paid") return "paidOnline";
  if (kind !== "shipped" && order.deliveredAt !== null) return "paid";
  return order.paymentState === "instapay_awaiting" ? "transferUnconfirmed" : "unpaid";
}

/**
 * The status e-mail a change of `row` to `to` by an admin would send, and what it would say of
 * money; null when none goes (the admin's confirmation, docs/product.md#admin).
 */
export function mailPreview(
  row: repo.OrderRow,
  order: Order,
  to: OrderStatus,
): { kind: OrderMailKind; payment: OrderPayment } | null {
  const kind = mailFor(to, { actor: "admin", email: null }, row);
  return kind && { kind, payment: paymentOf(order, kind) };
}

async function applyStatus(
  trx: Conn,
  row: repo.OrderRow,
  to: OrderStatus,
  by: Actor,
): Promise<StatusChange> {
  if (isFinalStatus(asStatus(row.status))) throw alreadyFinal(row);
  if (row.status === to)
    return { order: (await withLines(trx, [row]))[0]!, stockChanged: false, mail: null };
  const now = new Date().toISOString();
  if (!(await repo.updateStatus(trx, row.id, to, now))) {
    // Someone made it final between our read and our write.
    throw alreadyFinal((await repo.findOrder(trx, row.id)) ?? row);
  }
  await repo.insertEvent(trx, {
    orderId: row.id,
    kind: "status",
    status: to,
    actor: by.actor,
    actorEmail: by.email,
    at: now,
  });
  let stockChanged = false;
  // The flag flips once, in the same transaction as the increments: units go back exactly once.
  if (isFinalStatus(to) && (await repo.claimStockRestore(trx, row.id))) {
    for (const line of await repo.linesOf(trx, [row.id])) {
      const size = SIZES.find((s) => s === line.size);
      if (line.product_id !== null && size)
        await putBackLine(trx, line.product_id, line.color_id, size, line.quantity);
    }
    stockChanged = true;
  }
  // A canceled or refused order gives its code's use back, once (issue 31); returned keeps it.
  if (to === "canceled" || to === "refused") await giveBackCodeUse(trx, row.id, now);
  // The analytics' daily figures move from the old status to the new, last (db/daily-figures.ts).
  await recordOrderFigures(trx, row.id, row.status);
  const fresh = (await repo.findOrder(trx, row.id))!;
  return { order: (await withLines(trx, [fresh]))[0]!, stockChanged, mail: mailFor(to, by, fresh) };
}

/** Admin: any status to any other, except out of a final one (docs/product.md#orders). */
export async function changeStatus(
  trx: Conn,
  id: number,
  to: OrderStatus,
  by: Actor,
): Promise<StatusChange> {
  const row = await repo.findOrder(trx, id);
  if (!row) throw notFound(`Order ${id} was not found`);
  return applyStatus(trx, row, to, by);
}

export const TOO_MANY_CANCELS_MESSAGE =
  "Too many orders were canceled for this customer in the last hour. Please contact the store, or try again later.";

/**
 * 429 when the customer (the order's account, e-mail or phone, and the account canceling) has
 * canceled `max` orders in the last hour: placing and canceling in a loop would otherwise mail
 * the order's address without end (docs/security.md, "Mail bombing through order and cancel").
 * Counted under the customer's lock, so simultaneous cancels cannot all pass.
 */
async function claimCancel(trx: Conn, row: repo.OrderRow, viewer: Viewer, max: number) {
  const users = [...new Set([row.user_id, viewer.user?.id ?? null])].filter((u) => u !== null);
  await lockCustomer(trx, [
    `email:${row.customer_email}`,
    ...(row.customer_phone_key === null ? [] : [`phone:${row.customer_phone_key}`]),
    ...users.map((u) => `user:${u}`),
  ]);
  const since = new Date(Date.now() - 3_600_000).toISOString();
  for (const userId of users.length ? users : [null]) {
    const who = { userId, email: row.customer_email, phoneKey: row.customer_phone_key };
    if ((await repo.countRecentCancels(trx, who, since)) >= max)
      throw new AppError(429, TOO_MANY_CANCELS_MESSAGE, ERROR_CODES.TOO_MANY_REQUESTS);
  }
}

/**
 * The shopper (owner or link holder) by the shared cancelProblem rule: pending or processing and
 * under 24 hours old, at most `cancelsPerHour` an hour; an admin while it is not final.
 */
export async function cancelOrder(
  trx: Conn,
  id: number,
  viewer: Viewer,
  cancelsPerHour: number,
): Promise<StatusChange> {
  const row = await visibleOrder(trx, id, viewer);
  if (isAdmin(viewer)) return applyStatus(trx, row, "canceled", actorOf(viewer.user!));
  const problem = cancelProblem(
    { id, status: asStatus(row.status), date: row.created_at },
    Date.now(),
  );
  if (problem) throw badRequest(problem);
  await claimCancel(trx, row, viewer, cancelsPerHour);
  return applyStatus(trx, row, "canceled", shopperOf(viewer, row));
}

/**
 * The shopper asks for a return within 7 days of delivery (shared returnProblem): the request is
 * recorded and the order stays delivered. An admin marks a delivered order returned (units back).
 */
export async function returnOrder(
  trx: Conn,
  id: number,
  viewer: Viewer,
  request: z.output<typeof returnRequestSchema> | undefined,
): Promise<StatusChange> {
  const row = await visibleOrder(trx, id, viewer);
  if (isAdmin(viewer)) {
    if (isFinalStatus(asStatus(row.status))) throw alreadyFinal(row);
    if (row.status !== "delivered")
      throw badRequest(`Order ${id} has not been delivered yet, so it cannot be returned.`);
    return applyStatus(trx, row, "returned", actorOf(viewer.user!));
  }
  const current = (await withLines(trx, [row]))[0]!;
  const problem = returnProblem(current, Date.now());
  if (problem) throw badRequest(problem);
  if (!request) throw badRequest(`reason must be one of ${RETURN_REASONS.join(", ")}`);
  const now = new Date().toISOString();
  if (!(await repo.recordReturnRequest(trx, id, request.reason, request.note, now))) {
    // A request (or a status change) landed between our read and our write.
    const fresh = (await withLines(trx, [(await repo.findOrder(trx, id))!]))[0]!;
    throw badRequest(returnProblem(fresh, Date.now()) ?? `Order ${id} cannot be returned now.`);
  }
  const by = shopperOf(viewer, row);
  await repo.insertEvent(trx, {
    orderId: id,
    kind: "return_requested",
    status: "delivered",
    actor: by.actor,
    actorEmail: by.email,
    note: request.note || null,
    at: now,
  });
  const fresh = (await repo.findOrder(trx, id))!;
  return {
    order: (await withLines(trx, [fresh]))[0]!,
    stockChanged: false,
    mail: "return_requested",
  };
}
