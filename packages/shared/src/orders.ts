import { colorIdSchema, lineColorSchema, type LineColor } from "./colors";
import { z } from "zod";
import { SIZES } from "./products";
import { emailField, languageSchema } from "./auth";
import {
  CITY_MAX,
  governorateName,
  hasCityList,
  isCityOf,
  isEgyptianMobile,
  namesCityOfGovernorate,
  normalizePhone,
  placeName,
} from "./egypt";
import type { Locale } from "./locales";
import { latinDigits, typedNumber } from "./numerals";
import { plainText } from "./text";
import { orderTrackingSchema } from "./tracking";
import { codeField } from "./discount-code";

export const ORDER_STATUSES = [
  "pending",
  "processing",
  "shipped",
  "delivered",
  "canceled",
  "returned",
  // Refused at the door (cash on delivery); came later (docs/product.md#statuses).
  "refused",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Final: nothing changes them again, and their units went back to stock once. */
export const FINAL_STATUSES: readonly OrderStatus[] = ["canceled", "returned", "refused"];

export const isFinalStatus = (s: OrderStatus) => FINAL_STATUSES.includes(s);

/** Any status may change to any other, except out of a final one (docs/product.md#orders). */
export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return from !== to && !isFinalStatus(from);
}

/** Label shown to people: "Pending", "Processing"… */
export const statusLabel = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

/**
 * How the order is paid (docs/product.md#payments): cash on delivery, or an Instapay transfer and
 * its check
 */
export const PAYMENT_STATES = [
  "cod",
  "instapay_awaiting",
  "instapay_confirmed",
  "instapay_rejected",
  // Paymob's cards and wallets (issue 32): only its signed callback moves these.
  "online_awaiting",
  "online_paid",
  "online_failed",
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  cod: "Cash on delivery",
  instapay_awaiting: "Instapay, awaiting confirmation",
  instapay_confirmed: "Instapay, confirmed",
  instapay_rejected: "Instapay, rejected",
  online_awaiting: "Card or wallet, awaiting payment",
  online_paid: "Card or wallet, paid",
  online_failed: "Card or wallet, payment failed",
};

/**
 * What the shopper chooses at checkout: cash on delivery, an Instapay transfer, or a card or
 * mobile wallet through Paymob (`online`, offered only when the store has Paymob's keys).
 */
export const PAYMENT_METHODS = ["cod", "instapay", "online"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Why a shopper returns an order (the Policies page's reasons). */
export const RETURN_REASONS = [
  "wrong_size",
  "defective",
  "not_as_described",
  "changed_mind",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  wrong_size: "Wrong size",
  defective: "Defective",
  not_as_described: "Not as described",
  changed_mind: "Changed my mind",
};

export const CANCEL_WINDOW_HOURS = 24;
export const RETURN_WINDOW_DAYS = 7;
export const DELIVERY_ESTIMATE = "3-5 business days";

/**
 * Default order limits (docs/product.md#constants). The server enforces the configured values
 * (MAX_UNITS_PER_LINE, MAX_UNITS_PER_ORDER, MAX_OPEN_ORDERS, ORDER_RATE_LIMIT); the web, which
 * cannot read the server's environment, stops at these defaults.
 */
export const ORDER_LIMITS = {
  /** Units of one product in one size per order. */
  unitsPerLine: 10,
  /** Units in all per order. */
  unitsPerOrder: 20,
  /** Orders in status pending at once per account, e-mail and phone number. */
  openOrders: 3,
  /** POST /api/orders per minute, per client address and per account. */
  ordersPerMinute: 30,
} as const;
export type UnitLimits = { unitsPerLine: number; unitsPerOrder: number };

export const unitsPerLineHint = (max: number) => `At most ${max} of one size per order.`;
export const unitsPerOrderHint = (max: number) => `At most ${max} pieces per order.`;

/**
 * The first unit limit an order breaks, as the message shown for it; null when it keeps both.
 * `lines` are one per product and size (the cart and the server merge repeats first).
 */
export function unitLimitProblem(
  lines: readonly { quantity: number }[],
  limits: UnitLimits = ORDER_LIMITS,
): string | null {
  if (lines.some((l) => l.quantity > limits.unitsPerLine))
    return unitsPerLineHint(limits.unitsPerLine);
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  if (units > limits.unitsPerOrder) return unitsPerOrderHint(limits.unitsPerOrder);
  return null;
}

/** The most one line may hold when the rest of the order already has `otherUnits` units. */
export const maxLineQuantity = (otherUnits: number, limits: UnitLimits = ORDER_LIMITS): number =>
  Math.max(0, Math.min(limits.unitsPerLine, limits.unitsPerOrder - otherUnits));

/** What to tell the shopper when a line cannot grow: the limit that stops it. */
export const lineLimitHint = (otherUnits: number, limits: UnitLimits = ORDER_LIMITS): string =>
  limits.unitsPerOrder - otherUnits < limits.unitsPerLine
    ? unitsPerOrderHint(limits.unitsPerOrder)
    : unitsPerLineHint(limits.unitsPerLine);

export const TOO_MANY_OPEN_ORDERS_MESSAGE =
  "You already have orders waiting for our confirmation. Please wait until we confirm them, or contact the store.";

// Free text a shopper types: no bidi controls (docs/security.md#bidi-controls-in-free-text).
const required = (field: string, max = 200) =>
  plainText(
    z
      .string({ error: `${field} is required` })
      .trim()
      .min(1, { error: `${field} is required` })
      .max(max, { error: `${field} is too long` }),
    field,
  );
const optional = (field: string, max: number) =>
  plainText(
    z
      .string()
      .trim()
      .max(max, { error: `${field} is too long` }),
    field,
  ).optional();

/**
 * A customer's phone: Latin digits whatever the keyboard typed (docs/product.md#numbers), so the
 * order stores and counts "٠١٠…" as "010…"; then an Egyptian mobile number.
 */
export const phoneSchema = z
  .string({ error: "customer_number is required" })
  .overwrite(latinDigits)
  .trim()
  .min(1, { error: "customer_number is required" })
  .max(30, { error: "customer_number is too long" })
  .refine((v) => isEgyptianMobile(normalizePhone(v)), {
    error: "customer_number must be an Egyptian mobile number",
  });

// The messages leave the field out: the API prefixes the path, e.g. "products.0.M: must be 0 or
// more".
const sizeQuantity = typedNumber(
  z
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(0, { error: "must be 0 or more" })
    .max(1000, { error: "is too large" }),
).default(0);

const orderLineSchema = z
  .strictObject({
    productId: z.number({ error: "productId is required" }).int().positive().max(2_147_483_647),
    /** The colour, for a product sold in colours (issue 28); one entry per product and colour. */
    color: colorIdSchema.optional(),
    S: sizeQuantity,
    M: sizeQuantity,
    L: sizeQuantity,
    XL: sizeQuantity,
  })
  .refine((l) => SIZES.some((s) => l[s] > 0), { error: "each product line needs a quantity" });

export const shippingAddressSchema = z.strictObject({
  address: required("address", 500),
  floor: optional("floor", 50).default(""),
  apartment: optional("apartment", 50).default(""),
  city: required("city"),
  // The English name or the ISO 3166-2:EG code; the order keeps the English name (issue 30).
  governorate: required("governorate").transform((g) => governorateName(g) ?? g),
});

/**
 * The order placement payload (docs/product.md#orders) plus the structured address.
 * The client's `status` is accepted for compatibility but ignored: the server decides.
 */
export const orderCreateSchema = z
  .strictObject({
    products: z.array(orderLineSchema).min(1, { error: "products must not be empty" }).max(50),
    status: z.string().optional(),
    customer_email: emailField("customer_email"),
    customer_number: phoneSchema,
    customerName: required("customerName"),
    addressDetails: optional("addressDetails", 1000),
    shippingAddress: shippingAddressSchema.optional(),
    /** How the shopper pays (docs/product.md#payments); cash on delivery when left out. */
    paymentMethod: z
      .enum(PAYMENT_METHODS, {
        error: `paymentMethod must be one of ${PAYMENT_METHODS.join(", ")}`,
      })
      .optional(),
    /** The storefront language the order is placed in: its e-mails are written in it. */
    language: languageSchema,
    /** A discount code (issue 31): the server works out what it takes off, never the client. */
    discountCode: codeField("discountCode").optional(),
  })
  .superRefine((body, ctx) => {
    const a = body.shippingAddress;
    if (!a) {
      if (!body.addressDetails)
        ctx.addIssue({
          code: "custom",
          path: ["addressDetails"],
          message: "addressDetails is required",
        });
      // The store delivers only in Cairo and Giza: a one-line address must say where.
      else if (!namesCityOfGovernorate(body.addressDetails))
        ctx.addIssue({
          code: "custom",
          path: ["addressDetails"],
          message: "addressDetails must name Cairo or Giza and one of its cities",
        });
      return;
    }
    // One of Egypt's 27 (the transform made it the English name); whether a zone serves it is the
    // server's to say (docs/product.md#shipping-zones).
    if (!governorateName(a.governorate))
      ctx.addIssue({
        code: "custom",
        path: ["shippingAddress", "governorate"],
        message: "governorate must be one of Egypt's governorates (its English name or ISO code)",
      });
    else if (hasCityList(a.governorate) && !isCityOf(a.governorate, a.city))
      ctx.addIssue({
        code: "custom",
        path: ["shippingAddress", "city"],
        message: `city must be a city of ${a.governorate}`,
      });
    else if (a.city.length > CITY_MAX)
      ctx.addIssue({
        code: "custom",
        path: ["shippingAddress", "city"],
        message: `city is too long (at most ${CITY_MAX} characters)`,
      });
  });
export type OrderCreate = z.input<typeof orderCreateSchema>;

export const orderLineSnapshotSchema = z.object({
  productId: z.number().int().nullable(),
  title: z.string(),
  /** The piece's Arabic title when ordered; "" when it had none (Arabic pages show `title`). */
  titleAr: z.string(),
  size: z.enum(SIZES),
  quantity: z.number().int(),
  unitPrice: z.number(),
  /** The product's first photograph when the order was placed (its largest width). */
  image: z.string().nullable(),
  /** The colour it was ordered in (issue 28), as it was named then; null without colours. */
  color: lineColorSchema.nullable(),
  /** EGP the order's discount code took off this line, for its whole quantity (issue 31). */
  discount: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSnapshotSchema>;

/** An order as listed (docs/product.md#orders) with its structured extras. */
export const orderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** The pieces after any discount, without shipping: the shopper pays totalPrice + shipping. */
  totalPrice: z.number(),
  shipping: z.number(),
  /** The pieces before any discount (issue 31): subtotal − discount = totalPrice. */
  subtotal: z.number(),
  discount: z.number(),
  /** The discount code it was placed with (upper case), or null. */
  discountCode: z.string().nullable(),
  customer_email: z.string(),
  customer_number: z.string(),
  customerName: z.string(),
  details: z.string(),
  date: z.string(),
  addressDetails: z.string(),
  /** The address as the shopper gave it, field by field; null for an order placed without one. */
  shippingAddress: z
    .object({
      address: z.string(),
      floor: z.string(),
      apartment: z.string(),
      city: z.string(),
      governorate: z.string(),
    })
    .nullable(),
  lines: z.array(orderLineSnapshotSchema),
  paymentState: z.enum(PAYMENT_STATES),
  /** When it was marked delivered; null before. The return window counts from it. */
  deliveredAt: z.string().nullable(),
  /** The shopper's return request, once made; the order stays delivered until the items arrive. */
  returnRequest: z
    .object({ reason: z.enum(RETURN_REASONS), note: z.string(), requestedAt: z.string() })
    .nullable(),
  /** The courier and its tracking number, once an admin records them (issue 30); else null. */
  tracking: orderTrackingSchema,
  /**
   * The shipping zone's English name as it was when the order was placed (issue 30); null for
   * orders from before zones. A later rename of the zone does not change it.
   */
  shippingZone: z.string().nullable(),
  /** The governorate's ISO 3166-2:EG code as placed (`EG-ALX`); null before zones. */
  shippingGovernorate: z.string().nullable(),
  /** When the shopper tapped Confirm on WhatsApp (issue 32); null before, or never. */
  whatsappConfirmedAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * POST /orders and the guest link answer the order with its signed link's token, so the shopper
 * who placed it can send an Instapay reference from the confirmation page (as `x-order-token`).
 */
export const placedOrderSchema = orderSchema.extend({
  orderToken: z.string(),
  /**
   * Paid online (issue 32): Paymob's page to send the browser to; null when Paymob could not be
   * reached (the order page offers to pay again). Absent for other payments.
   */
  paymentUrl: z.string().nullable().optional(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** The steps a shopper's timeline shows, each with its time (from order_events). */
export const TIMELINE_STEPS = [
  "placed",
  "processing",
  "shipped",
  "delivered",
  "return_requested",
  "canceled",
  "returned",
  "refused",
] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];
export const TIMELINE_LABELS: Record<TimelineStep, string> = {
  placed: "Placed",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  return_requested: "Return requested",
  canceled: "Canceled",
  returned: "Returned",
  refused: "Refused",
};

/** GET /orders/{id}: the order with its timeline, oldest step first. */
export const orderPageSchema = orderSchema.extend({
  timeline: z.array(z.object({ step: z.enum(TIMELINE_STEPS), at: z.string() })),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

export { ORDER_TOKEN_HEADER } from "./order-token";
/** How long an e-mailed order link works. */
export const ORDER_LINK_DAYS = 90;

const HOUR_MS = 3_600_000;

/**
 * Why the shopper may not cancel (docs/product.md#orders), or null when they may: pending or
 * processing and under CANCEL_WINDOW_HOURS old. The server decides with the same function.
 */
export function cancelProblem(
  order: { id: number; status: OrderStatus; date: string },
  now: number,
): string | null {
  if (isFinalStatus(order.status)) return `Order ${order.id} has already been ${order.status}.`;
  if (order.status !== "pending" && order.status !== "processing")
    return `Order ${order.id} has already been ${order.status} and can no longer be canceled.`;
  if (now - Date.parse(order.date) >= CANCEL_WINDOW_HOURS * HOUR_MS)
    return `Order ${order.id} can no longer be canceled: orders can be canceled within ${CANCEL_WINDOW_HOURS} hours.`;
  return null;
}

/** Why the shopper may not ask to return it, or null: delivered under RETURN_WINDOW_DAYS ago. */
export function returnProblem(
  order: {
    id: number;
    status: OrderStatus;
    deliveredAt: string | null;
    returnRequest: unknown;
  },
  now: number,
): string | null {
  if (isFinalStatus(order.status)) return `Order ${order.id} has already been ${order.status}.`;
  if (order.status !== "delivered")
    return `Order ${order.id} has not been delivered yet, so it cannot be returned.`;
  if (order.returnRequest) return `A return of order ${order.id} has already been requested.`;
  const deliveredAt = Date.parse(order.deliveredAt ?? "");
  if (!(now - deliveredAt < RETURN_WINDOW_DAYS * 24 * HOUR_MS))
    return `Order ${order.id} can no longer be returned: returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery.`;
  return null;
}

/** POST /orders/{id}/return by the shopper: the reason, and an optional note. */
export const returnRequestSchema = z.strictObject({
  reason: z.enum(RETURN_REASONS, {
    error: `reason must be one of ${RETURN_REASONS.join(", ")}`,
  }),
  note: optional("note", 1000).default(""),
});
export type ReturnRequestBody = z.input<typeof returnRequestSchema>;

/** POST /orders/track: the order number and the e-mail it was placed with. */
export const trackOrderSchema = z.strictObject({
  // "١٠٢٤" from an Arabic keyboard is order 1024 (docs/product.md#numbers).
  orderId: typedNumber(
    z
      .number({ error: "orderId must be a number" })
      .int({ error: "orderId must be a whole number" })
      .positive({ error: "orderId must be a positive number" })
      .max(2_147_483_647, { error: "orderId is too large" }),
    "orderId must be a number",
  ),
  email: emailField(),
});
/** The same answer whether or not they match: nothing about other people's orders leaks. */
export const TRACK_ANSWER =
  "If that order number and e-mail match an order, we have sent its link to that address.";

/** GET /orders: the shopper's own orders, newest first, a page at a time. */
export const MY_ORDERS_PAGE = 20;
export const myOrdersQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: "limit must be 1 or more" })
    .max(100, { error: "limit must be 100 or less" })
    .default(100),
  /** The id of the last order of the previous page. */
  before: z.coerce
    .number({ error: "before must be a number" })
    .int({ error: "before must be a whole number" })
    .positive({ error: "before must be a positive number" })
    .max(2_147_483_647, { error: "before is too large" })
    .optional(),
});

export const orderStatusPatchSchema = z.strictObject({
  status: z
    .string({ error: "status is required" })
    .transform((s) => s.trim().toLowerCase())
    .pipe(z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(", ")}` })),
});

export const verifyGuestQuerySchema = z.object({
  token: z.string({ error: "token is required" }).min(1, { error: "token is required" }).max(200),
  email: emailField(),
});

/** Success text of the guest verification link (docs/product.md#orders). */
export const GUEST_VERIFIED_MESSAGE = "Email verified successfully! Your order has been confirmed.";
export const verifyGuestResponseSchema = z.object({
  message: z.string(),
  order: placedOrderSchema,
});

export const orderIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: "id must be a number" })
    .int({ error: "id must be a whole number" })
    .positive({ error: "id must be a positive number" })
    // Beyond a 32-bit integer PostgreSQL would fail the query; no order has such an id.
    .max(2_147_483_647, { error: "id is too large" }),
});

/** A line's title in `locale`: Arabic pages and e-mails name the piece in Arabic where it had
 * an Arabic title when ordered, else in English (like localizedProduct, field by field). */
export const lineTitle = (line: Pick<OrderLine, "title" | "titleAr">, locale: Locale): string =>
  (locale === "ar" && line.titleAr.trim()) || line.title;

/** "Linen Shirt (M) x2, Cashmere Scarf (S) x1" — the admin table's Items text. */
/** "Linen Shirt (Sand, M) x2, Scarf (S) x1": an order's lines in one line of English. */
export const orderDetailsText = (
  lines: (Pick<OrderLine, "title" | "size" | "quantity"> & {
    color?: Pick<LineColor, "name"> | null;
  })[],
) =>
  lines
    .map((l) => `${l.title} (${l.color ? `${l.color.name}, ` : ""}${l.size}) x${l.quantity}`)
    .join(", ");

export type ShippingAddress = NonNullable<Order["shippingAddress"]>;

/** The customer's name as orders keep it: first and last, trimmed, one space between. */
export const customerNameOf = (firstName: string, lastName: string) =>
  [firstName.trim(), lastName.trim()].filter(Boolean).join(" ");

/**
 * The address as a label prints it: street, then floor and apartment, then city and governorate.
 */
export const addressLines = (a: ShippingAddress, locale: Locale = "en"): string[] =>
  locale === "ar"
    ? // Arabic words, the Arabic comma, and the places' Arabic names (the stored ones are English).
      [
        a.address,
        [a.floor && `الطابق ${a.floor}`, a.apartment && `الشقة ${a.apartment}`]
          .filter(Boolean)
          .join("، "),
        [placeName(a.city, locale), placeName(a.governorate, locale)].filter(Boolean).join("، "),
      ].filter(Boolean)
    : [
        a.address,
        [a.floor && `Floor ${a.floor}`, a.apartment && `Apartment ${a.apartment}`]
          .filter(Boolean)
          .join(", "),
        [a.city, a.governorate].filter(Boolean).join(", "),
      ].filter(Boolean);

/** One string of address, floor, apartment, city and governorate (docs/product.md#orders). */
export function addressDetailsText(a: {
  address: string;
  floor?: string;
  apartment?: string;
  city: string;
  governorate: string;
}): string {
  return [
    a.address,
    a.floor ? `Floor ${a.floor}` : "",
    a.apartment ? `Apt ${a.apartment}` : "",
    a.city,
    a.governorate,
  ]
    .filter(Boolean)
    .join(", ");
}

// An order's money (lines, totals, its discount) lives in order-money.ts; importers keep this path.
export {
  amountPaid,
  lineTotal,
  orderDiscount,
  orderTotals,
  placedTotals,
  type OrderTotals,
} from "./order-money";
