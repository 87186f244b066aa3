import { z } from "zod";
import { GOVERNORATE_CODES } from "./egypt";
import { latinDigits } from "./numerals";
import { plainText } from "./text";
import { ORDER_STATUSES, orderSchema, PAYMENT_STATES, type OrderStatus } from "./orders";

/**
 * The admin dashboard's figures (docs/product.md#admin): sales exclude canceled, returned and
 * refused orders and shipping; the rest are counts.
 */
export const dashboardStatsSchema = z.object({
  /** null for a role that may not see sales figures (staff: issue 33). */
  totalSales: z.number().nullable(),
  totalOrders: z.number().int(),
  pendingOrders: z.number().int(),
  deliveredOrders: z.number().int(),
  returnedOrders: z.number().int(),
  canceledOrders: z.number().int(),
  /** Refused at the door (issue 14). */
  refusedOrders: z.number().int(),
  /**
   * WhatsApp confirmation of cash orders (issue 32); null when the store has no WhatsApp settings:
   * how many pending cash orders were asked more than `hours` ago and not answered, and whether
   * the store cancels those itself (the store setting, off by default).
   */
  whatsapp: z
    .object({
      awaiting: z.number().int(),
      hours: z.number().int(),
      autoCancel: z.boolean(),
    })
    .nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** PUT /api/admin/settings/whatsapp (issue 32): cancel unanswered cash orders automatically. */
export const whatsappSettingsSchema = z.strictObject({
  autoCancel: z.boolean({ error: "autoCancel must be true or false" }),
});
export type WhatsAppSettings = z.infer<typeof whatsappSettingsSchema>;

/** `GET /api/admin/outbox`: `failing=true` lists only mail tried 3 times or more and not sent. */
export const outboxQuerySchema = z.object({
  failing: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true")
    .describe("true: only mail that keeps failing (3 attempts or more, still not sent)"),
});

/** A mail the store has not sent yet (docs/product.md#e-mail). */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** The admin order list's page size when none is asked for, and the most one page may hold. */
export const ADMIN_ORDERS_PAGE = 100;
export const ADMIN_ORDERS_MAX_PAGE = 500;
/** A Cairo calendar day, YYYY-MM-DD (the list's from/to, both inclusive). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const cairoDay = (field: string) =>
  z
    .string()
    .regex(DAY, { error: `${field} must be a date like 2026-11-23` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), {
      error: `${field} must be a real date`,
    })
    .optional();

export const WHATSAPP_FILTERS = ["confirmed", "awaiting"] as const;
export type WhatsAppFilter = (typeof WHATSAPP_FILTERS)[number];

/** The filters of the admin order list and its CSV export (docs/product.md#admin). */
export const adminOrderFiltersSchema = z.object({
  status: z
    .enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(", ")}` })
    .optional(),
  payment: z
    .enum(PAYMENT_STATES, { error: `payment must be one of ${PAYMENT_STATES.join(", ")}` })
    .optional(),
  /** Order number, e-mail, phone in any written form (Arabic digits too), or part of the name. */
  q: z
    .string()
    .max(200, { error: "q must be at most 200 characters" })
    .transform((v) => latinDigits(v).trim())
    .optional(),
  from: cairoDay("from"),
  to: cairoDay("to"),
  /** The governorate it ships to, by ISO 3166-2:EG code (orders placed since issue 30). */
  governorate: z
    .enum(GOVERNORATE_CODES, {
      error: "governorate must be an ISO 3166-2:EG code such as EG-C or EG-ALX",
    })
    .optional(),
  /**
   * Cash orders and WhatsApp (issue 32): `confirmed` by the shopper's tap; `awaiting`, pending
   * cash orders asked more than WHATSAPP_CONFIRM_WITHIN_HOURS ago with no answer yet.
   */
  whatsapp: z
    .enum(WHATSAPP_FILTERS, { error: `whatsapp must be one of ${WHATSAPP_FILTERS.join(", ")}` })
    .optional(),
});
export type AdminOrderFilters = z.output<typeof adminOrderFiltersSchema>;

/**
 * The courier export's filters (docs/product.md#admin): the list's, where no status means the
 * orders ready to ship (processing), so a sheet made in a hurry never sends a canceled parcel out
 * with cash to collect; `all` asks for every status on purpose.
 */
export const COURIER_EXPORT_DEFAULT_STATUS = "processing" satisfies OrderStatus;
export const COURIER_EXPORT_ALL = "all";
const courierStatuses = [...ORDER_STATUSES, COURIER_EXPORT_ALL] as const;
export const courierExportQuerySchema = adminOrderFiltersSchema.extend({
  status: z
    .enum(courierStatuses, { error: `status must be one of ${courierStatuses.join(", ")}` })
    .optional(),
});
export type CourierExportQuery = z.output<typeof courierExportQuerySchema>;

export const adminOrdersQuerySchema = adminOrderFiltersSchema.extend({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: "limit must be 1 or more" })
    .max(ADMIN_ORDERS_MAX_PAGE, { error: `limit must be ${ADMIN_ORDERS_MAX_PAGE} or less` })
    .default(ADMIN_ORDERS_PAGE),
  /** The id of the last order of the previous page (keyset paging: newest first, by id). */
  before: z.coerce
    .number({ error: "before must be a number" })
    .int({ error: "before must be a whole number" })
    .positive({ error: "before must be a positive number" })
    .max(2_147_483_647, { error: "before is too large" })
    .optional(),
});
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

/** The header that carries the number of orders matching the filters (all pages). */
export const TOTAL_COUNT_HEADER = "x-total-count";

/** One step of an order's history, as the admin sees it. */
export const orderEventSchema = z.object({
  id: z.number().int(),
  /**
   * `tracking`: a courier and number recorded or cleared (issue 30), in `note`; `whatsapp`: the
   * confirmation asked, confirmed, delivered or read on WhatsApp (issue 32), by `status`.
   */
  kind: z.enum(["placed", "status", "return_requested", "payment", "note", "tracking", "whatsapp"]),
  status: z.string().nullable(),
  actor: z.enum(["customer", "admin", "system"]),
  actorEmail: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** The customer's record across all their orders (same normalised phone or same e-mail). */
export const customerRecordSchema = z.object({
  orders: z.number().int(),
  pending: z.number().int(),
  delivered: z.number().int(),
  refused: z.number().int(),
  canceled: z.number().int(),
  returned: z.number().int(),
});
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

/**
 * What setting a final status would do now (docs/product.md#admin), for the admin's confirmation:
 * the units that go back to stock, and the shopper's e-mail (its subject, and what it says of
 * money: a refund, nothing owed, or send us the transfer's receipt), or null when none goes.
 */
export const finalStatusEffectSchema = z.object({
  status: z.enum(["canceled", "returned", "refused"]),
  unitsBack: z.number().int(),
  mail: z
    .object({
      subject: z.string(),
      money: z.enum(["refund", "nothing_owed", "ask_for_receipt"]),
    })
    .nullable(),
});
export type FinalStatusEffect = z.infer<typeof finalStatusEffectSchema>;

/** GET /api/admin/orders/{id}: the order, its history (oldest first), notes (newest first). */
export const adminOrderDetailSchema = orderSchema.extend({
  history: z.array(orderEventSchema),
  notes: z.array(orderEventSchema),
  customer: customerRecordSchema,
  /** Each final status's effects; empty once the order is final. Always sent (issue 24). */
  finalEffects: z.array(finalStatusEffectSchema).optional(),
  /**
   * The Instapay transfer as the shopper reported it (null fields before a report, and for cash on
   * delivery); the receipt stays at GET /admin/orders/{id}/receipt whatever the decision.
   */
  transfer: z.object({ reference: z.string().nullable(), receipt: z.boolean() }),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const NOTE_MAX = 2000;
export const orderNoteBodySchema = z.strictObject({
  note: z
    .string({ error: "note is required" })
    .transform((v) => v.trim())
    .pipe(
      plainText(
        z
          .string()
          .min(1, { error: "note is required" })
          .max(NOTE_MAX, { error: `note must be at most ${NOTE_MAX} characters` }),
        "note",
      ),
    ),
});

const orderId = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .positive({ error: `${field} must be a positive number` })
    .max(2_147_483_647, { error: `${field} is too large` });

export const cancelPendingBodySchema = z.strictObject({ orderId: orderId("orderId") });
export const cancelPendingResponseSchema = z.object({
  canceled: z.number().int(),
  ids: z.array(z.number().int()),
});

export const BULK_MAX = 500;
export const bulkStatusBodySchema = z.strictObject({
  ids: z
    .array(orderId("ids"), { error: "ids must be a list of order ids" })
    .min(1, { error: "ids must hold at least one order id" })
    .max(BULK_MAX, { error: `ids must hold at most ${BULK_MAX} order ids` }),
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(", ")}` }),
});
export const bulkStatusResponseSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      ok: z.boolean(),
      status: z.enum(ORDER_STATUSES).optional(),
      error: z.string().optional(),
    }),
  ),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResponseSchema>["results"][number];

/**
 * The courier export's columns (docs/product.md#admin), in the order of Egyptian couriers'
 * bulk-upload sheets (Bosta's receiver, dropOffAddress, cod, itemsCount, businessReference).
 */
export const COURIER_CSV_COLUMNS = [
  "Receiver First Name",
  "Receiver Last Name",
  "Phone",
  "Governorate",
  "City",
  "Address",
  "Floor",
  "Apartment",
  "Cash To Collect",
  "Items Count",
  "Description",
  "Business Reference",
  "Order Status",
  "Notes",
] as const;
