import type { Transaction } from "kysely";
import type { z } from "zod";
import { notEnoughStockMessage } from "@atelier/shared/cart";
import { SIZES, type Size } from "@atelier/shared/products";
import { ERROR_CODES } from "@atelier/shared/errors";
import { fromPiastres, toPiastres } from "@atelier/shared/money";
import {
  addressDetailsText,
  orderCreateSchema,
  lineTitle,
  lineTotal,
  orderTotals,
  TOO_MANY_OPEN_ORDERS_MESSAGE,
  unitLimitProblem,
  type Order,
  type OrderLine,
  type PaymentMethod,
  type PaymentState,
} from "@atelier/shared/orders";
import {
  canonicalPhone,
  governorateInText,
  normalizePhone,
  placeName,
  isCityOf,
  citySuggestions,
} from "@atelier/shared/egypt";
import { isLocale, type Locale } from "@atelier/shared/locales";
import type { Config } from "../../config";
import type { Conn } from "../../db/dialects";
import type { Database } from "../../db/schema";
import { recordOrderFigures } from "../../db/daily-figures";
import { AppError, badRequest, insufficientQuantity, notFound } from "../../lib/errors";
import { findStock, stockByProduct, stockOf, takeStock, type StockRow } from "../products/stock";
import {
  COLOR_STOCK_COLUMN,
  colorsOf,
  hasColors,
  takeColorStock,
  type ColorRow,
} from "../colors/colors.service";
import { colorRequired, lineColor, lineColorProblem } from "../colors/colors.service";
import { colorName } from "@atelier/shared/colors";
import {
  clip,
  MAIL_ADDRESS_MAX,
  MAIL_TITLE_MAX,
  mailAddress,
  mailMessages,
} from "../mail/templates";
import { codProblem, type CodRules } from "../payments/cod-rule";
import { checkZoneCod, quoteShipping, type ShippingQuote } from "../shipping/shipping.service";
import { evaluateCode, priceCode, takeCodeUse, type Applied } from "../discounts/discounts.service";
import type { PricedLine } from "@atelier/shared/discounts";
import { lockCustomer } from "./customer-lock";
import { toOrder } from "./order-reads";
import * as repo from "./orders.repository";

export type OrderBody = z.output<typeof orderCreateSchema>;

/**
 * A validated order, reduced to what the server acts on: one line per product, colour and size
 * (`color` null for a product without colours).
 */
export type OrderDraft = {
  lines: { productId: number; color: number | null; size: Size; quantity: number }[];
  email: string;
  phone: string;
  /** The phone in one spelling: open orders are counted by it. */
  phoneKey: string;
  name: string;
  addressDetails: string;
  shippingAddress: string | null;
  /**
   * The governorate it goes to (English name or ISO code): the structured address's, or the one
   * a one-line address names with one of its cities (Cairo or Giza). Its zone prices the shipping.
   */
  governorate: string;
  /** Cash on delivery unless the shopper chose Instapay (docs/product.md#payments). */
  paymentMethod: PaymentMethod;
  /** The storefront language it is placed in; its e-mails follow it (issue 16). */
  language: Locale;
  /** The discount code typed, normalised (issue 31); null without one. */
  discountCode: string | null;
};

/** A stored language as a Locale: anything unknown reads as English. */
export const orderLocale = (value: string): Locale => (isLocale(value) ? value : "en");

/** The language order `id` was placed in. */
export const languageOf = async (db: Conn, id: number): Promise<Locale> =>
  orderLocale(await repo.languageOf(db, id));

/** The entries as one line per product, colour and size, in the one order every update takes. */
export function mergeLines(products: OrderBody["products"]): OrderDraft["lines"] {
  const merged = new Map<string, OrderDraft["lines"][number]>();
  for (const entry of products) {
    const color = entry.color ?? null;
    for (const size of SIZES) {
      if (entry[size] <= 0) continue;
      const key = `${entry.productId}:${color ?? 0}:${size}`;
      const line = merged.get(key) ?? { productId: entry.productId, color, size, quantity: 0 };
      line.quantity += entry[size];
      merged.set(key, line);
    }
  }
  // One fixed order of updates: two orders for the same products never wait on each other in a
  // cycle.
  return [...merged.values()].sort(
    (a, b) =>
      a.productId - b.productId ||
      (a.color ?? 0) - (b.color ?? 0) ||
      SIZES.indexOf(a.size) - SIZES.indexOf(b.size),
  );
}

export function draftFromBody(body: OrderBody): OrderDraft {
  const lines = mergeLines(body.products);
  const address = body.shippingAddress;
  return {
    lines,
    email: body.customer_email.toLowerCase(),
    phone: normalizePhone(body.customer_number),
    phoneKey: canonicalPhone(body.customer_number),
    name: body.customerName,
    addressDetails: address ? addressDetailsText(address) : (body.addressDetails ?? ""),
    shippingAddress: address ? JSON.stringify(address) : null,
    governorate: address?.governorate ?? governorateInText(body.addressDetails ?? "") ?? "",
    paymentMethod: body.paymentMethod ?? "cod",
    language: body.language ?? "en",
    discountCode: body.discountCode ?? null,
  };
}

type DraftLine = OrderDraft["lines"][number];

/**
 * Why a line cannot be had: its product (or colour) is gone, or fewer units are left than it asks
 * for.
 */
function shortfall(product: StockRow | undefined, colors: ColorRow[] | undefined, line: DraftLine) {
  if (!product) return notFound(`Product ${line.productId} is no longer available.`);
  if (line.color === null)
    return insufficientQuantity(
      notEnoughStockMessage(stockOf(product, line.size), product.title, line.size),
    );
  const color = colors?.find((c) => c.id === line.color);
  if (!color) return notFound(`That colour of ${product.title} is no longer available.`);
  return insufficientQuantity(
    notEnoughStockMessage(
      color[COLOR_STOCK_COLUMN[line.size]],
      product.title,
      line.size,
      color.name,
    ),
  );
}

/** What one line can have: its colour's stock of the size, or the product's without colours. */
const available = (product: StockRow, colors: ColorRow[] | undefined, line: DraftLine) => {
  const color = line.color === null ? undefined : colors?.find((c) => c.id === line.color);
  return color ? color[COLOR_STOCK_COLUMN[line.size]] : stockOf(product, line.size);
};

/** The lines' products (stock, price, titles) and their colours, read together. */
const readLines = async (db: Conn, draft: OrderDraft) => {
  const [products, colors] = await Promise.all([
    stockByProduct(db, draft.lines),
    colorsOf(
      db,
      draft.lines.map((l) => l.productId),
    ),
  ]);
  return { products, colors };
};

/** The lines' products and colours, each line's colour checked (lineColorProblem). */
async function productsOf(db: Conn, draft: OrderDraft) {
  const { products, colors } = await readLines(db, draft);
  for (const line of draft.lines) {
    const product = products.get(line.productId);
    const problem =
      product && lineColorProblem(product.title, colors.get(line.productId), line.color);
    if (problem) throw problem;
  }
  return { products, colors };
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

export type OrderLimits = Config["orderLimits"];

/** How an order's payment starts, by the method chosen (docs/product.md#payments). */
const FIRST_PAYMENT_STATE: Record<PaymentMethod, PaymentState> = {
  cod: "cod",
  instapay: "instapay_awaiting",
  online: "online_awaiting",
};

/** 400 for `online` when the store has no Paymob keys (issue 32). */
export const onlineNotOffered = () =>
  badRequest("paymentMethod online is not offered by this store: choose cod or instapay");

/** 400 naming the limit when one line or the whole order holds more units than one may order. */
export function checkUnitLimits(draft: OrderDraft, limits: OrderLimits): void {
  const problem = unitLimitProblem(draft.lines, limits);
  if (problem) throw badRequest(problem);
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
  const { products, colors } = await productsOf(db, draft);
  for (const line of draft.lines) {
    const product = products.get(line.productId);
    const theirs = colors.get(line.productId);
    if (!product || available(product, theirs, line) < line.quantity)
      throw shortfall(product, theirs, line);
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
  /** PAYMOB_PAY_WITHIN_MINUTES, or null when the store takes no online payments. */
  payWithinMinutes: number | null = null,
): Promise<Order> {
  checkUnitLimits(draft, limits);
  if (draft.paymentMethod === "online" && payWithinMinutes === null) throw onlineNotOffered();
  const before = await productsOf(trx, draft);
  await claimOpenOrderSlot(trx, draft, userId, limits.openOrders);
  const now = new Date().toISOString();
  const who = { userId, email: draft.email, phoneKey: draft.phoneKey };
  // The code is checked here, under the customer's lock (claimOpenOrderSlot), before any stock is
  // taken: once it is used up, the orders still arriving with it are refused without locking a
  // product's row (200 at once on PostgreSQL otherwise queued on the rows and timed out as 503s).
  // Whatever a client says it takes off is never read (issue 31).
  const code = draft.discountCode
    ? await evaluateCode(
        trx,
        draft.discountCode,
        pricedLines(before.products, atPrices(before.products, draft)),
        who,
        now,
      )
    : null;
  for (const line of draft.lines) await takeLine(trx, line);
  // Read after the updates: on PostgreSQL this transaction now holds the rows' locks, so the
  // prices and colour names read are the ones in force when the stock was taken.
  const { products, colors } = await productsOf(trx, draft);
  const lines = draft.lines.map((line) => {
    const product = products.get(line.productId)!;
    const color = colors.get(line.productId)?.find((c) => c.id === line.color);
    return {
      ...line,
      title: product.title,
      titleAr: product.title_ar.trim(),
      unitPrice: product.sale_price,
      image: firstImage(color?.images ?? product.images),
      color: color ? lineColor(color) : null,
    };
  });
  // What it takes off is worked out again on the prices in force when the stock was taken.
  const applied = code && priceCode(code.row, pricedLines(products, lines));
  const money = await priceDraft(trx, draft, lines, applied);
  // Under the customer's lock (claimOpenOrderSlot), so a refusal recorded meanwhile is seen.
  if (draft.paymentMethod === "cod")
    await checkCod(trx, draft, fromPiastres(money.total), cod, money.quote);
  const quote = money.quote;
  const row = {
    user_id: userId,
    status: "pending",
    customer_email: draft.email,
    customer_number: draft.phone,
    customer_phone_key: draft.phoneKey,
    customer_name: draft.name,
    address_details: draft.addressDetails,
    shipping_address: draft.shippingAddress,
    total_price: money.subtotal - money.discount,
    shipping: money.shipping,
    discount: money.discount,
    discount_code: applied?.row.code ?? null,
    created_at: now,
    updated_at: now,
    payment_state: FIRST_PAYMENT_STATE[draft.paymentMethod],
    // Paid online (issue 32): canceled, units back, if Paymob has not reported it paid by then.
    pay_by:
      draft.paymentMethod === "online" && payWithinMinutes !== null
        ? new Date(Date.parse(now) + payWithinMinutes * 60_000).toISOString()
        : null,
    payment_reference: null,
    payment_receipt: null,
    language: draft.language,
    return_reason: null,
    return_note: null,
    return_requested_at: null,
    // Recorded by an admin when it ships (issue 30).
    tracking_courier: null,
    tracking_number: null,
    tracking_at: null,
    shipping_governorate: quote.code,
    shipping_zone: quote.zone,
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
  const lineRows = lines.map((l, i) => ({
    order_id: id,
    product_id: l.productId,
    title: l.title,
    title_ar: l.titleAr,
    size: l.size,
    quantity: l.quantity,
    unit_price: l.unitPrice,
    image: l.image,
    color_id: l.color?.id ?? null,
    color_name: l.color?.name ?? null,
    color_name_ar: l.color?.nameAr ?? null,
    color_hex: l.color?.hex ?? null,
    discount: applied?.lines[i] ?? 0,
  }));
  await repo.insertLines(trx, lineRows);
  // The use is taken in this transaction, after the stock: every order locks the products' rows
  // before the code's, so two orders never wait on each other in a cycle. Last: the code's row
  // is the one every order with it waits on, so it is held from here to the commit only.
  if (applied) await takeCodeUse(trx, applied, id, who, now);
  // The analytics' daily figures, in this transaction and after every other row it locks
  // (db/daily-figures.ts).
  await recordOrderFigures(trx, id, null);
  return toOrder(
    { ...row, id, stock_restored: 0, delivered_at: null, whatsapp_confirmed_at: null },
    lineRows.map((l, i) => ({ ...l, id: i })),
  );
}

/**
 * Takes one line's units by conditional UPDATEs (docs/product.md#orders): the product's row first
 * (its stock is the sum over its colours), then the colour's, so every writer locks a product
 * before its colours. A short colour throws, which rolls back the product's units too. A line
 * without a colour re-checks, under the product's lock, that no colour has appeared since.
 */
async function takeLine(trx: Conn, line: DraftLine): Promise<void> {
  const short = async () => {
    const product = await findStock(trx, line.productId);
    throw shortfall(product, (await colorsOf(trx, [line.productId])).get(line.productId), line);
  };
  if (!(await takeStock(trx, line.productId, line.size, line.quantity))) return short();
  if (line.color === null) {
    if (!(await hasColors(trx, line.productId))) return;
    throw colorRequired(
      (await findStock(trx, line.productId))?.title ?? `Product ${line.productId}`,
    );
  }
  if (!(await takeColorStock(trx, line.productId, line.color, line.size, line.quantity)))
    return short();
}

/**
 * The draft's lines at the prices read (piastres). A piece no longer sold is not priced at
 * nothing: 404, as taking its stock would answer.
 */
function atPrices(products: Map<number, StockRow>, draft: OrderDraft) {
  const gone = draft.lines.find((l) => !products.has(l.productId));
  if (gone) throw shortfall(undefined, undefined, gone);
  return draft.lines.map((l) => ({ ...l, unitPrice: products.get(l.productId)!.sale_price }));
}

/** The lines as a discount code reads them: piastres, category, on sale or not. */
export function pricedLines(
  products: Map<number, StockRow>,
  lines: readonly { productId: number; unitPrice: number; quantity: number }[],
): PricedLine[] {
  return lines.map((l) => {
    const p = products.get(l.productId);
    return {
      productId: l.productId,
      category: p?.category ?? "",
      onSale: p !== undefined && p.sale_price < p.original_price,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
    };
  });
}

/**
 * An order's money in piastres (issue 31): the pieces, the code's discount, and shipping charged
 * after it: the zone's fee, free over the store's threshold as the discounted pieces compare, or
 * free by a free-shipping code. `lines`' unitPrice in piastres.
 */
export async function priceDraft(
  db: Conn,
  draft: OrderDraft,
  lines: readonly { unitPrice: number; quantity: number }[],
  applied: Applied | null,
) {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const discount = applied?.discount ?? 0;
  const quote = await quoteDraft(db, draft, fromPiastres(subtotal - discount));
  const shipping = applied?.freeShipping ? 0 : toPiastres(quote.fee);
  return { subtotal, discount, shipping, total: subtotal - discount + shipping, quote };
}

/**
 * The shipping of a draft whose lines come to `subtotal` EGP (shipping.service): 400 naming
 * shippingAddress.governorate when no enabled zone serves its governorate.
 */
export const quoteDraft = (db: Conn, draft: OrderDraft, subtotal: number) =>
  quoteShipping(db, draft.governorate, subtotal);

/**
 * 400 COD_NOT_AVAILABLE when cash on delivery is not allowed for this customer or total, or in
 * the zone the order goes to (`quote`).
 */
export async function checkCod(
  db: Conn,
  draft: OrderDraft,
  total: number,
  rules: CodRules,
  quote: ShippingQuote,
): Promise<void> {
  checkZoneCod(quote);
  const problem = await codProblem(
    db,
    { email: draft.email, phoneKey: draft.phoneKey },
    total,
    rules,
  );
  if (problem) throw new AppError(400, problem.message, ERROR_CODES.COD_NOT_AVAILABLE);
}

type MailLine = Pick<OrderLine, "title" | "titleAr" | "size" | "quantity" | "unitPrice"> & {
  color?: OrderLine["color"];
};

/** A line's name in a mail: its title, and its colour when it has one. */
const mailTitle = (l: MailLine, locale: Locale) =>
  l.color ? `${lineTitle(l, locale)} — ${colorName(l.color, locale)}` : lineTitle(l, locale);

/**
 * The rows of the confirmation and verification e-mails, in the order's language: each line with
 * the title it was ordered under in that language (lineTitle), prices with Latin digits, and the
 * address with its place names in that language (only its city and governorate unless `typed`).
 */
export function mailRows(
  lines: MailLine[],
  address: { addressDetails: string; shippingAddress: Order["shippingAddress"] },
  locale: Locale,
  typed: boolean,
  shipping: number,
  discount: { code: string | null; amount: number } = { code: null, amount: 0 },
): [string, string][] {
  const m = mailMessages(locale);
  const totals = orderTotals(lines, shipping);
  // The discount's row, and the total the shopper pays after it (issue 31).
  const off = toPiastres(discount.amount);
  const discountRows: [string, string][] =
    off > 0 && discount.code ? [[m.rows.discount(discount.code), m.money(-fromPiastres(off))]] : [];
  return [
    ...lines.map((l): [string, string] => [
      m.rows.line(clip(mailTitle(l, locale), MAIL_TITLE_MAX), l.size, l.quantity),
      m.money(lineTotal(l)),
    ]),
    [m.rows.subtotal, m.money(totals.subtotal)],
    ...discountRows,
    [m.rows.shipping, m.money(totals.shipping)],
    [m.rows.total, m.money(fromPiastres(toPiastres(totals.total) - off))],
    ...deliverTo(address, locale, typed),
  ];
}

/**
 * The "Deliver to" row. `typed`: the address as the shopper typed it, only for a mail to a mailbox
 * its writer has proved is theirs (docs/security.md, "Mail bombing through order and cancel"),
 * else whoever orders under a stranger's address could mail her their own words. Otherwise only
 * the city and governorate, which come from the store's lists; the order page shows the rest.
 */
function deliverTo(
  address: { addressDetails: string; shippingAddress: Order["shippingAddress"] },
  locale: Locale,
  typed: boolean,
): [string, string][] {
  const m = mailMessages(locale);
  if (typed)
    return [
      [
        m.rows.deliverTo,
        clip(
          mailAddress(address.addressDetails, address.shippingAddress, locale),
          MAIL_ADDRESS_MAX,
        ),
      ],
    ];
  const a = address.shippingAddress;
  if (!a) return [];
  // A city typed outside Cairo and Giza (issue 30) is the shopper's words: only a listed or
  // suggested one is named here, else the governorate alone.
  const listed =
    isCityOf(a.governorate, a.city) || citySuggestions(a.governorate, "en").includes(a.city);
  const area = [...(listed ? [placeName(a.city, locale)] : []), placeName(a.governorate, locale)];
  return [[m.rows.deliverTo, area.join(m.address.separator)]];
}

/**
 * A draft's money as it stands now, before anything is taken (a guest's held order, the
 * checkout's code preview): the lines priced from the database, the code checked for what is
 * known of the customer (400 naming why it does not apply), shipping after the discount.
 */
export async function previewMoney(db: Conn, draft: OrderDraft, userId: number | null) {
  const { products } = await productsOf(db, draft);
  const lines = atPrices(products, draft);
  const who = { userId, email: draft.email || null, phoneKey: draft.phoneKey || null };
  const applied = draft.discountCode
    ? await evaluateCode(
        db,
        draft.discountCode,
        pricedLines(products, lines),
        who,
        new Date().toISOString(),
      )
    : null;
  const money = await priceDraft(db, draft, lines, applied);
  return { ...money, code: applied?.row.code ?? null, kind: applied?.kind ?? null, applied, lines };
}

/** The held order's lines priced as they stand now, for the verification e-mail. */
export async function previewLines(db: Conn, draft: OrderDraft) {
  const { products, colors } = await readLines(db, draft);
  return draft.lines.map((l) => {
    const p = products.get(l.productId);
    const color = colors.get(l.productId)?.find((c) => c.id === l.color);
    return {
      productId: l.productId,
      title: p?.title ?? `Product ${l.productId}`,
      titleAr: p?.title_ar.trim() ?? "",
      size: l.size,
      quantity: l.quantity,
      unitPrice: fromPiastres(p?.sale_price ?? 0),
      color: color ? lineColor(color) : null,
    };
  });
}
