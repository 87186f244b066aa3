import type { FastifyInstance } from "fastify";
import type { Order } from "@atelier/shared/orders";
import {
  COURIER_NAMES,
  TRACKING_IMPORT_MAX_ROWS,
  toTracking,
  type Courier,
  type TrackingImportResult,
} from "@atelier/shared/tracking";
import type { Selectable } from "kysely";
import type { Conn } from "../../db/dialects";
import type { OrdersTable } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { parcelTrackingMail } from "../mail/templates";
import type { OrderLinks } from "../orders/order-links";
import { withLines } from "../orders/order-reads";
import { languageOf } from "../orders/orders.service";
import type { Actor } from "../orders/status-life";
import { recordAudit, type AuditActor } from "../audit/audit.service";
import {
  courierOf,
  DEFAULT_COLUMNS,
  headerColumns,
  orderNumberOf,
  parseCsv,
  shown,
  trackingNumberOf,
} from "./tracking-sheet";

/*
 * Tracking numbers (docs/product.md#tracking-numbers): an admin records the courier and the
 * number, on the order page or from the courier's returned sheet. Recording one never changes the
 * status; the shipped mail carries it. When the order is already shipped, the shopper has had the
 * shipped mail without this number, so a short mail brings it (once per new number: the same
 * number saved again, or a sheet imported twice, mails nothing).
 */

type Parcel = { courier: Courier; number: string } | null;
type OrderRow = Selectable<OrdersTable>;

const findOrder = (db: Conn, id: number) =>
  db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();

/**
 * Writes the pair on the order, with an event in its history (who, when, what: "Bosta 4840…" or
 * "Cleared"), and says whether the shopper should hear of it. The same pair again changes nothing.
 */
async function write(
  trx: Conn,
  order: OrderRow,
  parcel: Parcel,
  by: Actor,
  who?: AuditActor,
): Promise<boolean> {
  const same =
    order.tracking_courier === (parcel?.courier ?? null) &&
    order.tracking_number === (parcel?.number ?? null);
  if (same) return false;
  // The audit log's entry, in the change's transaction (issue 33).
  if (who)
    await recordAudit(trx, who, {
      kind: "order.tracking",
      subject: `Order ${order.id}`,
      orderId: order.id,
      before: { courier: order.tracking_courier, number: order.tracking_number },
      after: { courier: parcel?.courier ?? null, number: parcel?.number ?? null },
    });
  const now = new Date().toISOString();
  await trx
    .insertInto("order_events")
    .values({
      order_id: order.id,
      kind: "tracking",
      status: null,
      actor: by.actor,
      actor_email: by.email,
      note: parcel ? `${COURIER_NAMES[parcel.courier]} ${parcel.number}` : "Cleared",
      created_at: now,
    })
    .execute();
  await trx
    .updateTable("orders")
    .set({
      tracking_courier: parcel?.courier ?? null,
      tracking_number: parcel?.number ?? null,
      tracking_at: parcel ? now : null,
    })
    .where("id", "=", order.id)
    .execute();
  return parcel !== null && order.status === "shipped";
}

/** The short mail of a number recorded after the shipped mail, in the order's language. */
async function mailParcel(
  app: FastifyInstance,
  trx: Conn,
  links: Awaited<ReturnType<OrderLinks["signer"]>>,
  order: OrderRow,
  parcel: NonNullable<Parcel>,
) {
  const locale = await languageOf(trx, order.id);
  const tracking = toTracking(parcel.courier, parcel.number)!;
  await app.mailer.enqueue(
    trx,
    parcelTrackingMail(
      order.customer_email,
      order.id,
      tracking,
      links.url(order.id, locale),
      locale,
    ),
    "notice",
  );
}

/** PUT (a pair) or DELETE (null) on one order: the order as it is now. */
export async function setTracking(
  app: FastifyInstance,
  orderLinks: OrderLinks,
  id: number,
  parcel: Parcel,
  by: Actor,
  who?: AuditActor,
): Promise<Order> {
  const links = await orderLinks.signer();
  let mailed = false;
  const order = await app.db.transaction().execute(async (trx) => {
    const row = await findOrder(trx, id);
    if (!row) throw notFound(`Order ${id} was not found`);
    if (await write(trx, row, parcel, by, who)) {
      await mailParcel(app, trx, links, row, parcel!);
      mailed = true;
    }
    return (await withLines(trx, [(await findOrder(trx, id))!]))[0]!;
  });
  if (mailed) app.mailer.wake();
  return order;
}

type Problem = TrackingImportResult["problems"][number];

/**
 * The courier's sheet: every good row is applied, every bad one reported by its line and left
 * alone (docs/product.md#tracking-numbers says why not all-or-nothing). A sheet over the row limit
 * or without the columns it needs is refused whole (400), before anything changes.
 */
export async function importSheet(
  app: FastifyInstance,
  orderLinks: OrderLinks,
  csv: string,
  sheetCourier: Courier | undefined,
  by: Actor,
  who?: AuditActor,
): Promise<TrackingImportResult> {
  const records = parseCsv(csv);
  const header = records[0] ? headerColumns(records[0].cells) : null;
  const rows = header ? records.slice(1) : records;
  const columns = header ?? DEFAULT_COLUMNS;
  if (header && header.order === -1)
    throw badRequest("csv has no order number column (Business Reference or Order)");
  if (header && header.number === -1)
    throw badRequest("csv has no tracking number column (Tracking Number)");
  if (rows.length === 0) throw badRequest("csv has no rows");
  if (rows.length > TRACKING_IMPORT_MAX_ROWS)
    throw badRequest(
      `csv has ${rows.length} rows; at most ${TRACKING_IMPORT_MAX_ROWS} are read at once`,
    );

  const problems: Problem[] = [];
  const good: { line: number; id: number; parcel: NonNullable<Parcel> }[] = [];
  const seen = new Map<number, number>();
  for (const { line, cells } of rows) {
    const orderText = cells[columns.order] ?? "";
    const problem = (message: string) =>
      problems.push({ line, orderNumber: shown(orderText), message });
    const id = orderNumberOf(orderText);
    if (id === null) {
      problem("order number must be the order's number, such as 1024");
      continue;
    }
    const number = trackingNumberOf(cells[columns.number] ?? "");
    if ("problem" in number) {
      problem(number.problem);
      continue;
    }
    const courierText = columns.courier === null ? "" : (cells[columns.courier] ?? "").trim();
    const courier = courierText ? courierOf(courierText) : (sheetCourier ?? null);
    if (courier === null) {
      problem(
        courierText
          ? "courier must be one of Bosta, Mylerz, Aramex, J&T Express, R2S, Other"
          : "courier is required: add a Courier column or choose the sheet's courier",
      );
      continue;
    }
    const earlier = seen.get(id);
    if (earlier !== undefined) {
      problem(`order ${id} is already on line ${earlier}`);
      continue;
    }
    seen.set(id, line);
    good.push({ line, id, parcel: { courier, number: number.number } });
  }

  const links = await orderLinks.signer();
  let updated = 0;
  let mailed = false;
  // One transaction for the good rows: a sheet is applied as it was read, or (on a failure of
  // the database) not at all, and its mails go with it.
  await app.db.transaction().execute(async (trx) => {
    for (const { line, id, parcel } of good) {
      const row = await findOrder(trx, id);
      if (!row) {
        problems.push({ line, orderNumber: String(id), message: `order ${id} was not found` });
        continue;
      }
      if (await write(trx, row, parcel, by, who)) {
        await mailParcel(app, trx, links, row, parcel);
        mailed = true;
      }
      updated++;
    }
  });
  if (mailed) app.mailer.wake();
  problems.sort((a, b) => a.line - b.line);
  return { updated, problems };
}
