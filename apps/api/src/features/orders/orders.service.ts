import { sql, type Transaction } from "kysely";
import type { z } from "zod";
import type { User } from "@atelier/shared/auth";
import { notEnoughStockMessage } from "@atelier/shared/cart";
import { SIZES, type Size } from "@atelier/shared/products";
import { ERROR_CODES } from "@atelier/shared/errors";
import { fromPiastres, toPiastres } from "@atelier/shared/money";
import {
  addressDetailsText,
  ORDER_STATUSES,
  orderCreateSchema,
  lineTitle,
  lineTotal,
  PAYMENT_STATES,
  RETURN_REASONS,
  orderDetailsText,
  orderTotals,
  TIMELINE_STEPS,
  TOO_MANY_OPEN_ORDERS_MESSAGE,
  unitLimitProblem,
  type Order,
  type OrderLine,
  type OrderPage,
  type OrderStatus,
  type PaymentMethod,
  type TimelineStep,
} from "@atelier/shared/orders";
import { canonicalPhone, normalizePhone } from "@atelier/shared/egypt";
import { isLocale, type Locale } from "@atelier/shared/locales";
import type { Config } from "../../config";
import { isPostgres, type Conn } from "../../db/dialects";
import type { Database } from "../../db/schema";
import { AppError, badRequest, insufficientQuantity, notFound } from "../../lib/errors";
import { hashToken, newToken } from "../../lib/tokens";
import { findStock, stockByProduct, stockOf, takeStock, type StockRow } from "../products/stock";
import {
  clip,
  MAIL_ADDRESS_MAX,
  MAIL_TITLE_MAX,
  mailAddress,
  mailMessages,
} from "../mail/templates";
import { codProblem, type CodRules } from "../payments/cod-rule";
import * as repo from "./orders.repository";

type OrderBody = z.output<typeof orderCreateSchema>;

const GUEST_LINK_HOURS = 24;
/**
 * Verification e-mails one address may be sent per hour: enough for a shopper, too few to spam
 * with.
 */
const GUEST_HOLDS_PER_HOUR = 5;

const HOUR = 3_600_000;

/** A validated order, reduced to what the server acts on: one line per product and size. */
export type OrderDraft = {
  lines: { productId: number; size: Size; quantity: number }[];
  email: string;
  phone: string;
  /** The phone in one spelling: open orders are counted by it. */
  phoneKey: string;
  name: string;
  addressDetails: string;
  shippingAddress: string | null;
  /** Cash on delivery unless the shopper chose Instapay (docs/product.md#payments). */
  paymentMethod: PaymentMethod;
  /** The storefront language it is placed in; its e-mails follow it (issue 16). */
  language: Locale;
};

/** A stored language as a Locale: anything unknown reads as English. */
export const orderLocale = (value: string): Locale => (isLocale(value) ? value : "en");

/** The language order `id` was placed in. */
export const languageOf = async (db: Conn, id: number): Promise<Locale> =>
  orderLocale(await repo.languageOf(db, id));

export function draftFromBody(body: OrderBody): OrderDraft {
  const merged = new Map<string, { productId: number; size: Size; quantity: number }>();
  for (const entry of body.products) {
    for (const size of SIZES) {
      if (entry[size] <= 0) continue;
      const key = `${entry.productId}:${size}`;
      const line = merged.get(key) ?? { productId: entry.productId, size, quantity: 0 };
      line.quantity += entry[size];
      merged.set(key, line);
    }
  }
  // One fixed order of updates: two orders for the same products never wait on each other in a
  // cycle.
  const lines = [...merged.values()].sort(
    (a, b) => a.productId - b.productId || SIZES.indexOf(a.size) - SIZES.indexOf(b.size),
  );
  const address = body.shippingAddress;
  return {
    lines,
    email: body.customer_email.toLowerCase(),
    phone: normalizePhone(body.customer_number),
    phoneKey: canonicalPhone(body.customer_number),
    name: body.customerName,
    addressDetails: address ? addressDetailsText(address) : (body.addressDetails ?? ""),
    shippingAddress: address ? JSON.stringify(address) : null,
    paymentMethod: body.paymentMethod ?? "cod",
    language: body.language ?? "en",
  };
}

type DraftLine = OrderDraft["lines"][number];

/** Why a line cannot be had: its product is gone, or fewer units are left than it asks for. */
const shortfall = (product: StockRow | undefined, line: DraftLine) =>
  product
    ? insufficientQuantity(
        notEnoughStockMessage(stockOf(product, line.size), product.title, line.size),
      )
    : notFound(`Product ${line.productId} is no longer available.`);

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

/** A product's first image, the photograph its order line keeps. */
const firstImage = (images: string): string | null => {
  try {
    const list = JSON.parse(images) as unknown;
    return Array.isArray(list) && typeof list[0] === "string" ? list[0] : null;
  } catch {
    return null;
  }
};

function toOrder(row: repo.OrderRow, lines: Awaited<ReturnType<typeof repo.linesOf>>): Order {
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
    }));
  return {
    id: row.id,
    status: asStatus(row.status),
    totalPrice: fromPiastres(row.total_price),
    shipping: fromPiastres(row.shipping),
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

export type OrderLimits = Config["orderLimits"];

/** 400 naming the limit when one line or the whole order holds more units than one may order. */
export function checkUnitLimits(draft: OrderDraft, limits: OrderLimits): void {
  const problem = unitLimitProblem(draft.lines, limits);
  if (problem) throw badRequest(problem);
}

// Advisory-lock namespace of this feature (the first key of PostgreSQL's two-key locks).
const LOCK_NAMESPACE = 12_001;

/**
 * Serialises, until the transaction ends, every transaction that passes one of the same keys:
 * PostgreSQL takes a transaction-level advisory lock per key, in one order (by hash) so two
 * transactions never wait on each other in a cycle. SQLite has one writer: a first write makes
 * this transaction it, so a count read next is still true at commit.
 */
async function lockCustomer(trx: Conn, keys: string[]): Promise<void> {
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, h) from (select distinct hashtext(k) as h from unnest(${keys}::text[]) as k) as locks order by h`.execute(
      trx,
    );
  } else {
    await repo.takeWriteLock(trx);
  }
}

/**
 * 429 when the customer (the account, the e-mail or the phone number) already has `max` orders
 * waiting for confirmation. Run in the order's transaction, before its stock is taken.
 */
async function claimOpenOrderSlot(
  trx: Conn,
  draft: OrderDraft,
  userId: number | null,
  max: number,
): Promise<void> {
  await lockCustomer(trx, [
    `phone:${draft.phoneKey}`,
    `email:${draft.email}`,
    ...(userId === null ? [] : [`user:${userId}`]),
  ]);
  const open = await repo.countOpenOrders(trx, {
    userId,
    email: draft.email,
    phoneKey: draft.phoneKey,
  });
  if (open >= max)
    throw new AppError(429, TOO_MANY_OPEN_ORDERS_MESSAGE, ERROR_CODES.TOO_MANY_OPEN_ORDERS);
}

/** Checks without taking anything: used before holding a guest's order for verification. */
export async function checkAvailability(db: Conn, draft: OrderDraft): Promise<void> {
  const products = await stockByProduct(db, draft.lines);
  for (const line of draft.lines) {
    const product = products.get(line.productId);
    if (!product || stockOf(product, line.size) < line.quantity) throw shortfall(product, line);
  }
}

/**
 * Places the order inside the caller's transaction: the unit limits and the customer's open
 * orders are checked first, then every line's stock is taken by a conditional UPDATE, and a short
 * line throws, which rolls back the lines already taken (docs/product.md#orders).
 * Prices come from the database, never from the request.
 */
export async function placeOrder(
  trx: Transaction<Database>,
  draft: OrderDraft,
  userId: number | null,
  limits: OrderLimits,
  cod: CodRules,
): Promise<Order> {
  checkUnitLimits(draft, limits);
  await claimOpenOrderSlot(trx, draft, userId, limits.openOrders);
  for (const line of draft.lines) {
    if (await takeStock(trx, line.productId, line.size, line.quantity)) continue;
    throw shortfall(await findStock(trx, line.productId), line);
  }
  // Read after the updates: on PostgreSQL this transaction now holds the rows' locks, so the
  // prices read are the ones in force when the stock was taken.
  const products = await stockByProduct(trx, draft.lines);
  const lines = draft.lines.map((line) => {
    const product = products.get(line.productId)!;
    return {
      ...line,
      title: product.title,
      titleAr: product.title_ar.trim(),
      unitPrice: product.sale_price,
      image: firstImage(product.images),
    };
  });
  const totals = orderTotals(
    lines.map((l) => ({ unitPrice: fromPiastres(l.unitPrice), quantity: l.quantity })),
  );
  // Under the customer's lock (claimOpenOrderSlot), so a refusal recorded meanwhile is seen.
  if (draft.paymentMethod === "cod") await checkCod(trx, draft, totals.total, cod);
  const now = new Date().toISOString();
  const row = {
    user_id: userId,
    status: "pending",
    customer_email: draft.email,
    customer_number: draft.phone,
    customer_phone_key: draft.phoneKey,
    customer_name: draft.name,
    address_details: draft.addressDetails,
    shipping_address: draft.shippingAddress,
    total_price: toPiastres(totals.subtotal),
    shipping: toPiastres(totals.shipping),
    created_at: now,
    updated_at: now,
    payment_state: draft.paymentMethod === "instapay" ? "instapay_awaiting" : "cod",
    payment_reference: null,
    payment_receipt: null,
    language: draft.language,
    return_reason: null,
    return_note: null,
    return_requested_at: null,
  };
  const { id } = await repo.insertOrder(trx, row);
  await repo.insertEvent(trx, {
    orderId: id,
    kind: "placed",
    status: "pending",
    actor: "customer",
    actorEmail: draft.email,
    at: now,
  });
  const lineRows = lines.map((l) => ({
    order_id: id,
    product_id: l.productId,
    title: l.title,
    title_ar: l.titleAr,
    size: l.size,
    quantity: l.quantity,
    unit_price: l.unitPrice,
    image: l.image,
  }));
  await repo.insertLines(trx, lineRows);
  return toOrder(
    { ...row, id, stock_restored: 0, delivered_at: null },
    lineRows.map((l, i) => ({ ...l, id: i })),
  );
}

/** 400 COD_NOT_AVAILABLE when cash on delivery is not allowed for this customer or total. */
export async function checkCod(
  db: Conn,
  draft: OrderDraft,
  total: number,
  rules: CodRules,
): Promise<void> {
  const problem = await codProblem(
    db,
    { email: draft.email, phoneKey: draft.phoneKey },
    total,
    rules,
  );
  if (problem) throw new AppError(400, problem.message, ERROR_CODES.COD_NOT_AVAILABLE);
}

export const isEmailVerified = (db: Conn, email: string) =>
  repo.isEmailVerified(db, email.toLowerCase());

/**
 * Keeps a guest's order until the e-mailed link is opened; nothing is taken from stock yet. Runs in
 * the caller's transaction, the count and the insert under one lock per address, so simultaneous
 * orders for one address cannot all pass the hourly cap: its caller sends the mail only after
 * this commits.
 */
export async function holdGuestOrder(
  trx: Transaction<Database>,
  body: OrderBody,
  email: string,
): Promise<string> {
  await lockCustomer(trx, [`guest-mail:${email}`]);
  const now = new Date();
  const recent = await repo.countRecentHolds(
    trx,
    email,
    new Date(now.getTime() - HOUR).toISOString(),
  );
  if (recent >= GUEST_HOLDS_PER_HOUR) {
    throw new AppError(
      429,
      "Too many verification e-mails were sent to this address. Please use the link in your inbox or try again in an hour.",
      ERROR_CODES.TOO_MANY_REQUESTS,
    );
  }
  const token = newToken();
  await repo.insertGuestVerification(trx, {
    tokenHash: hashToken(token),
    email,
    payload: JSON.stringify(body),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + GUEST_LINK_HOURS * HOUR).toISOString(),
  });
  return token;
}

/**
 * Uses up a guest link and marks its e-mail verified; answers the held order's draft. Runs in its
 * own transaction, before the order is placed, so that an item sold out meanwhile does not undo
 * the verification: the shopper can simply order again.
 */
export async function consumeGuestLink(
  trx: Conn,
  token: string,
  email: string,
): Promise<OrderDraft> {
  const now = new Date().toISOString();
  const tokenHash = hashToken(token);
  const row = await repo.findGuestVerification(trx, tokenHash);
  if (!row || row.email !== email.trim().toLowerCase())
    throw badRequest("This verification link is invalid.");
  if (row.used_at) throw badRequest("This verification link has already been used.");
  if (row.expires_at <= now)
    throw badRequest("This verification link has expired. Please place your order again.");
  if (!(await repo.consumeGuestVerification(trx, tokenHash, now)))
    throw badRequest("This verification link has already been used.");
  await repo.markEmailVerified(trx, row.email, now);
  const held = orderCreateSchema.safeParse(JSON.parse(row.payload));
  if (!held.success)
    throw badRequest(
      "The order held for this link is no longer valid. Please place your order again.",
    );
  return draftFromBody(held.data);
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

export const isAdmin = (viewer: Viewer) => viewer.user?.role === "admin";

/** The owner, an admin or a link holder; anyone else gets the same 404 as for a missing order. */
export async function visibleOrder(db: Conn, id: number, viewer: Viewer): Promise<repo.OrderRow> {
  const row = await repo.findOrder(db, id);
  const user = viewer.user;
  const allowed =
    viewer.hasLink || (user !== null && (user.role === "admin" || row?.user_id === user.id));
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

type MailLine = Pick<OrderLine, "title" | "titleAr" | "size" | "quantity" | "unitPrice">;

/**
 * The rows of the confirmation and verification e-mails, in the order's language: each line with
 * the title it was ordered under in that language (lineTitle), prices with Latin digits, and the
 * address with its place names in that language.
 */
export function mailRows(
  lines: MailLine[],
  address: { addressDetails: string; shippingAddress: Order["shippingAddress"] },
  locale: Locale,
): [string, string][] {
  const m = mailMessages(locale);
  const totals = orderTotals(lines);
  return [
    ...lines.map((l): [string, string] => [
      m.rows.line(clip(lineTitle(l, locale), MAIL_TITLE_MAX), l.size, l.quantity),
      m.money(lineTotal(l)),
    ]),
    [m.rows.subtotal, m.money(totals.subtotal)],
    [m.rows.shipping, m.money(totals.shipping)],
    [m.rows.total, m.money(totals.total)],
    [
      m.rows.deliverTo,
      clip(mailAddress(address.addressDetails, address.shippingAddress, locale), MAIL_ADDRESS_MAX),
    ],
  ];
}

/** The held order's lines priced as they stand now, for the verification e-mail. */
export async function previewLines(db: Conn, draft: OrderDraft) {
  const products = await stockByProduct(db, draft.lines);
  return draft.lines.map((l) => {
    const p = products.get(l.productId);
    return {
      productId: l.productId,
      title: p?.title ?? `Product ${l.productId}`,
      titleAr: p?.title_ar.trim() ?? "",
      size: l.size,
      quantity: l.quantity,
      unitPrice: fromPiastres(p?.sale_price ?? 0),
    };
  });
}
