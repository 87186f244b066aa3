// Reading orders: the stored rows in the API's order shape, who may see an order, its page and
// timeline, a shopper's own list, and the order "track my order" may mail a link for.
import type { User } from "@atelier/shared/auth";
import { can } from "@atelier/shared/permissions";
import { SIZES } from "@atelier/shared/products";
import { fromPiastres } from "@atelier/shared/money";
import {
  ORDER_STATUSES,
  PAYMENT_STATES,
  RETURN_REASONS,
  orderDetailsText,
  TIMELINE_STEPS,
  type Order,
  type OrderPage,
  type OrderStatus,
  type TimelineStep,
} from "@atelier/shared/orders";
import { toTracking } from "@atelier/shared/tracking";
import type { Conn } from "../../db/dialects";
import { notFound } from "../../lib/errors";
import { lockCustomer } from "./customer-lock";
import * as repo from "./orders.repository";

export const asStatus = (s: string): OrderStatus =>
  ORDER_STATUSES.find((x) => x === s) ?? "pending";

/** The structured address an order was placed with (a JSON column); null when it had none. */
export function storedAddress(json: string | null): Order["shippingAddress"] {
  if (!json) return null;
  try {
    const a = JSON.parse(json) as Record<string, unknown>;
    const text = (key: string) => (typeof a[key] === "string" ? a[key] : "");
    return {
      address: text("address"),
      floor: text("floor"),
      apartment: text("apartment"),
      city: text("city"),
      governorate: text("governorate"),
    };
  } catch {
    return null;
  }
}

type LineRows = Awaited<ReturnType<typeof repo.linesOf>>;

/** A stored order and its lines in the API's order shape. */
export function toOrder(row: repo.OrderRow, lines: LineRows): Order {
  const snapshot = lines
    .filter((l) => l.order_id === row.id)
    .map((l) => ({
      productId: l.product_id,
      title: l.title,
      titleAr: l.title_ar,
      size: SIZES.find((s) => s === l.size) ?? "M",
      quantity: l.quantity,
      unitPrice: fromPiastres(l.unit_price),
      image: l.image,
      color:
        l.color_id === null
          ? null
          : {
              id: l.color_id,
              name: l.color_name ?? "",
              nameAr: l.color_name_ar ?? "",
              hex: l.color_hex ?? "",
            },
      discount: fromPiastres(Number(l.discount)),
    }));
  return {
    id: row.id,
    status: asStatus(row.status),
    totalPrice: fromPiastres(row.total_price),
    shipping: fromPiastres(row.shipping),
    subtotal: fromPiastres(Number(row.total_price) + Number(row.discount)),
    discount: fromPiastres(Number(row.discount)),
    discountCode: row.discount_code,
    customer_email: row.customer_email,
    customer_number: row.customer_number,
    customerName: row.customer_name,
    details: orderDetailsText(snapshot),
    date: row.created_at,
    addressDetails: row.address_details,
    shippingAddress: storedAddress(row.shipping_address),
    lines: snapshot,
    paymentState: PAYMENT_STATES.find((x) => x === row.payment_state) ?? "cod",
    deliveredAt: row.delivered_at,
    returnRequest:
      row.return_requested_at === null
        ? null
        : {
            reason: RETURN_REASONS.find((r) => r === row.return_reason) ?? "changed_mind",
            note: row.return_note ?? "",
            requestedAt: row.return_requested_at,
          },
    tracking: toTracking(row.tracking_courier, row.tracking_number),
    shippingZone: row.shipping_zone,
    shippingGovernorate: row.shipping_governorate,
    whatsappConfirmedAt: row.whatsapp_confirmed_at,
  };
}

/** Stored rows in the order shape, with their lines (the admin list reads pages through it). */
export async function withLines(db: Conn, rows: repo.OrderRow[]): Promise<Order[]> {
  const lines = await repo.linesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toOrder(row, lines));
}

/** A page of the shopper's own orders, newest (highest id) first, and how many there are. */
export async function listOwnOrders(
  db: Conn,
  userId: number,
  page: { limit: number; before?: number | undefined },
): Promise<{ orders: Order[]; total: number }> {
  const [rows, total] = await Promise.all([
    repo.listOwnOrders(db, userId, page),
    repo.countOwnOrders(db, userId),
  ]);
  return { orders: await withLines(db, rows), total };
}

/**
 * Who asks: the session's user (if any), and whether the request carries a valid signed link for
 * this very order (order-links.ts).
 */
export type Viewer = { user: User | null; hasLink: boolean };

/** The store's side: an admin, or staff, who handle any order (issue 33: "orders.manage"). */
export const isAdmin = (viewer: Viewer) => can(viewer.user?.role, "orders.manage");

/** The owner, the store's team or a link holder; anyone else gets the 404 of a missing order. */
export async function visibleOrder(db: Conn, id: number, viewer: Viewer): Promise<repo.OrderRow> {
  const row = await repo.findOrder(db, id);
  const user = viewer.user;
  const allowed =
    viewer.hasLink ||
    (user !== null && (can(user.role, "orders.view") || row?.user_id === user.id));
  if (!row || !allowed) throw notFound(`Order ${id} was not found`);
  return row;
}

export async function getOrder(db: Conn, id: number, viewer: Viewer): Promise<Order> {
  const row = await visibleOrder(db, id, viewer);
  return (await withLines(db, [row]))[0]!;
}

const stepOf = (event: repo.OrderEventRow): TimelineStep | null => {
  if (event.kind === "placed") return "placed";
  if (event.kind === "return_requested") return "return_requested";
  if (event.kind !== "status") return null;
  return TIMELINE_STEPS.find((s) => s === event.status && s !== "placed") ?? null;
};

/** The order page: the order and its steps, oldest first (order_events). */
export async function getOrderPage(db: Conn, id: number, viewer: Viewer): Promise<OrderPage> {
  const order = await getOrder(db, id, viewer);
  const timeline = (await repo.eventsOf(db, [id])).flatMap((e) => {
    const step = stepOf(e);
    return step ? [{ step, at: e.created_at }] : [];
  });
  return { ...order, timeline };
}

/**
 * Whether "track my order" may mail this order's link to `email`: the order exists and was placed
 * with that address (any case). Runs under a lock per order, so that the caller's count of recent
 * tracking mails and its insert cannot be raced past the cap.
 */
export async function trackableOrder(
  trx: Conn,
  id: number,
  email: string,
): Promise<repo.OrderRow | null> {
  const row = await repo.findOrder(trx, id);
  if (!row || row.customer_email.toLowerCase() !== email.trim().toLowerCase()) return null;
  // (The caller mails the link in row.language, the order's own.)
  await lockCustomer(trx, [`track:${id}`]);
  return row;
}
