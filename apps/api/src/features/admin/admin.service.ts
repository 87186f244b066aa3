import { governorateOfCode } from "@atelier/shared/egypt";
import type {
  AdminOrderDetail,
  AdminOrderFilters,
  AdminOrdersQuery,
  BulkStatusResult,
  DashboardStats,
  FinalStatusEffect,
  OrderEvent,
} from "@atelier/shared/admin";
import {
  finalStatusEffectSchema,
  COURIER_CSV_COLUMNS,
  COURIER_EXPORT_ALL,
  COURIER_EXPORT_DEFAULT_STATUS,
  type CourierExportQuery,
} from "@atelier/shared/admin";
import { fromPiastres } from "@atelier/shared/money";
import type { Size } from "@atelier/shared/products";
import {
  isFinalStatus,
  orderDetailsText,
  type Order,
  type OrderStatus,
} from "@atelier/shared/orders";
import type { Conn, Db } from "../../db/dialects";
import { csvLine } from "../../lib/csv";
import { AppError, notFound } from "../../lib/errors";
import type { AuditActor } from "../audit/audit.service";
import { auditedStatus } from "../audit/audit-subjects";
import { orderStatusMail } from "../mail/templates";
import { storedAddress, withLines } from "../orders/order-reads";
import { changeStatus, mailPreview, type Actor } from "../orders/status-life";
import type { StatusChanger } from "../orders/status-change";
import { autoCancelsUnanswered } from "../whatsapp/whatsapp-unanswered";
import * as repo from "./admin.repository";

/**
 * Total sales in EGP exclude canceled, returned and refused orders, and shipping
 * (docs/product.md#orders).
 */
export async function dashboard(db: Db, whatsappHours: number | null): Promise<DashboardStats> {
  const f = await repo.dashboardFigures(db);
  return {
    whatsapp:
      whatsappHours === null
        ? null
        : {
            awaiting: await awaitingConfirmation(db, whatsappHours),
            hours: whatsappHours,
            autoCancel: await autoCancelsUnanswered(db),
          },
    totalSales: fromPiastres(f.sales),
    totalOrders: f.total,
    pendingOrders: f.pending,
    deliveredOrders: f.delivered,
    returnedOrders: f.returned,
    canceledOrders: f.canceled,
    refusedOrders: f.refused,
  };
}

/** `whatsapp: awaiting` means asked on WhatsApp before this instant (the store's setting). */
export type ListOptions = { whatsappAskedBefore?: string };

/** The instant before which an unanswered WhatsApp question is overdue (issue 32). */
export const whatsappAskedBefore = (hours: number, now = Date.now()) =>
  new Date(now - hours * 3_600_000).toISOString();

/**
 * Pending cash orders asked on WhatsApp more than `hours` ago with no answer (the dashboard's
 * "Awaiting confirmation", issue 32), from migration 0033's partial index.
 */
export async function awaitingConfirmation(db: Db, hours: number): Promise<number> {
  const plan = await repo.prepareList(
    db,
    { whatsapp: "awaiting" },
    { whatsappAskedBefore: whatsappAskedBefore(hours) },
  );
  return repo.countOrders(db, plan);
}

/** One page of the filtered list, newest first, and how many orders match in all. */
export async function listOrders(db: Db, query: AdminOrdersQuery, opts: ListOptions = {}) {
  const { limit, before, ...filters } = query;
  const plan = await repo.prepareList(db, filters, opts);
  const [rows, total] = await Promise.all([
    repo.pageOfOrders(db, plan, limit, before),
    repo.countOrders(db, plan),
  ]);
  return { orders: await withLines(db, rows), total };
}

const KINDS = [
  "placed",
  "status",
  "return_requested",
  "payment",
  "note",
  "tracking",
  "whatsapp",
] as const;
const ACTORS = ["customer", "admin", "system"] as const;

const toEvent = (e: Awaited<ReturnType<typeof repo.eventsOf>>[number]): OrderEvent => ({
  id: e.id,
  kind: KINDS.find((k) => k === e.kind) ?? "status",
  status: e.status,
  actor: ACTORS.find((a) => a === e.actor) ?? "system",
  actorEmail: e.actor_email,
  note: e.note,
  at: e.created_at,
});

async function findRow(db: Conn, id: number) {
  const row = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound(`Order ${id} was not found`);
  return row;
}

const customerOf = (row: { customer_phone_key: string | null; customer_email: string }) => ({
  phoneKey: row.customer_phone_key,
  email: row.customer_email,
});

/** The order, its history, its internal notes and its customer's record (docs/product.md#admin). */
const MONEY_WORDS = {
  paid: "refund",
  paidOnline: "refund",
  unpaid: "nothing_owed",
  transferUnconfirmed: "ask_for_receipt",
} as const;

/**
 * What each final status would do to this order now: units back (none if they are back already,
 * or for lines whose product is gone) and the e-mail, in English like the rest of the admin.
 */
function finalEffects(row: Awaited<ReturnType<typeof findRow>>, order: Order): FinalStatusEffect[] {
  if (isFinalStatus(order.status)) return [];
  const units = row.stock_restored
    ? 0
    : order.lines.reduce((n, l) => n + (l.productId === null ? 0 : l.quantity), 0);
  return finalStatusEffectSchema.shape.status.options.map((status) => {
    const mail = mailPreview(row, order, status);
    return {
      status,
      unitsBack: units,
      mail: mail && {
        subject: orderStatusMail(order.customer_email, order.id, mail.kind, "", "en").subject,
        money: MONEY_WORDS[mail.payment],
      },
    };
  });
}

export async function orderDetail(db: Db, id: number): Promise<AdminOrderDetail> {
  const row = await findRow(db, id);
  const [[order], events, counts] = await Promise.all([
    withLines(db, [row]),
    repo.eventsOf(db, id),
    repo.customerStatusCounts(db, customerOf(row)),
  ]);
  const n = (status: string) => Number(counts.find((c) => c.status === status)?.n ?? 0);
  const all = events.map(toEvent);
  return {
    ...order!,
    history: all.filter((e) => e.kind !== "note"),
    notes: all.filter((e) => e.kind === "note").reverse(),
    finalEffects: finalEffects(row, order!),
    customer: {
      orders: counts.reduce((s, c) => s + Number(c.n), 0),
      pending: n("pending"),
      delivered: n("delivered"),
      refused: n("refused"),
      canceled: n("canceled"),
      returned: n("returned"),
    },
    transfer: { reference: row.payment_reference, receipt: row.payment_receipt !== null },
  };
}

export async function addNote(db: Db, id: number, note: string, email: string) {
  await findRow(db, id);
  const at = new Date().toISOString();
  const { id: eventId } = await repo.insertNote(db, { orderId: id, email, note, at });
  return toEvent({
    id: eventId,
    order_id: id,
    kind: "note",
    status: null,
    actor: "admin",
    actor_email: email,
    note,
    created_at: at,
  });
}

/**
 * One status change per order, each in its own transaction through the orders service, so each
 * is recorded as its own event and puts units back once; a change the rules refuse (a final
 * order, a missing one) is reported for that order and the others go on.
 */
export async function changeEach(
  run: StatusChanger,
  ids: number[],
  to: OrderStatus,
  by: Actor,
  /** Who, for the audit log: one entry per order changed, in its transaction (issue 33). */
  who?: AuditActor,
  kind: "order.status" | "customer.pending-canceled" = "order.status",
): Promise<{ results: BulkStatusResult[] }> {
  const results: BulkStatusResult[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      const change = await run((trx) =>
        who
          ? auditedStatus(trx, who, id, kind, () => changeStatus(trx, id, to, by))
          : changeStatus(trx, id, to, by),
      );
      results.push({ id, ok: true, status: change.order.status });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      results.push({ id, ok: false, error: error.message });
    }
  }
  return { results };
}

/** Cancels every pending order of the order's customer (same phone key or e-mail). */
export async function cancelPending(
  db: Db,
  run: StatusChanger,
  orderId: number,
  by: Actor,
  who?: AuditActor,
) {
  const row = await findRow(db, orderId);
  const pending = await repo.pendingOrdersOf(db, customerOf(row));
  const { results } = await changeEach(
    run,
    pending.map((p) => p.id),
    "canceled",
    by,
    who,
    "customer.pending-canceled",
  );
  const ids = results.filter((r) => r.ok).map((r) => r.id);
  return { canceled: ids.length, ids };
}

/** The order's address field by field; a one-line address goes whole into the address line. */
const addressOf = (json: string | null, details: string) =>
  storedAddress(json) ?? { address: details, floor: "", apartment: "", city: "", governorate: "" };

export const CSV_BATCH = 1000;

/** What the Description cell needs of a line: its colour's name too (docs/product.md#colours). */
type CsvLine = { title: string; color: { name: string } | null; size: Size; quantity: number };

/** The list filters an export stands for: no status = ready to ship; `all` = every status. */
export function exportFilters(query: CourierExportQuery): AdminOrderFilters {
  const { status, ...rest } = query;
  if (status === COURIER_EXPORT_ALL) return rest;
  return { ...rest, status: status ?? COURIER_EXPORT_DEFAULT_STATUS };
}

/** What the export is of, for its file name: a status, or `all`. */
export const exportScope = (query: CourierExportQuery) =>
  exportFilters(query).status ?? COURIER_EXPORT_ALL;

/**
 * Cash the courier collects at the door (docs/product.md#admin): nothing for an order that ended
 * without a sale (canceled, returned, refused), whose Instapay transfer is confirmed, or that was
 * paid by card or wallet (issue 32).
 */
export function cashToCollect(row: {
  status: string;
  payment_state: string;
  total_price: number;
  shipping: number;
}): number {
  const ended = isFinalStatus(row.status as OrderStatus);
  if (ended || row.payment_state === "instapay_confirmed" || row.payment_state === "online_paid")
    return 0;
  return fromPiastres(Number(row.total_price) + Number(row.shipping));
}

/**
 * The courier export (docs/product.md#admin): a BOM so Excel reads UTF-8 (Arabic) right, the
 * header, then one line per order, newest first, read in keyset batches so memory stays flat
 * however many orders match. The store's internal notes never leave it: Notes holds only what the
 * shopper wrote for the courier (the checkout asks for nothing yet, so it is empty).
 */
export async function* courierCsv(
  db: Db,
  query: CourierExportQuery,
  opts: ListOptions = {},
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine([...COURIER_CSV_COLUMNS])}`;
  const plan = await repo.prepareList(db, exportFilters(query), opts);
  let before: number | undefined;
  for (;;) {
    const rows = await repo.pageOfOrders(db, plan, CSV_BATCH, before);
    if (rows.length === 0) return;
    const lines = await repo.linesOfOrders(
      db,
      rows.map((r) => r.id),
    );
    const linesBy = new Map<number, CsvLine[]>();
    for (const l of lines) {
      const list = linesBy.get(l.order_id) ?? [];
      list.push({
        title: l.title,
        color: l.color_name === null ? null : { name: l.color_name },
        size: l.size as Size,
        quantity: l.quantity,
      });
      linesBy.set(l.order_id, list);
    }
    let chunk = "";
    for (const row of rows) {
      const own = linesBy.get(row.id) ?? [];
      const [first = "", ...rest] = row.customer_name.trim().split(/\s+/);
      const a = addressOf(row.shipping_address, row.address_details);
      // The governorate by the code it was placed with (issue 30), so a one-line address has it
      // too; ISO 3166-2 English names, as the couriers' sheets take them (docs/product.md#admin).
      const governorate =
        (row.shipping_governorate && governorateOfCode(row.shipping_governorate)) || a.governorate;
      chunk += csvLine([
        first,
        rest.join(" "),
        row.customer_phone_key ?? row.customer_number,
        governorate,
        a.city,
        a.address,
        a.floor,
        a.apartment,
        cashToCollect(row).toFixed(2),
        own.reduce((s, l) => s + l.quantity, 0),
        orderDetailsText(own),
        String(row.id),
        row.status,
        "",
      ]);
    }
    yield chunk;
    if (rows.length < CSV_BATCH) return;
    before = rows[rows.length - 1]!.id;
  }
}
