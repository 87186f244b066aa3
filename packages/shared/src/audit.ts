import { z } from "zod";

/*
 * The audit log (issue 33, part 3; docs/product.md#audit-log): who changed what in the store,
 * when, from which address, and the changed fields before and after. Append-only: the API reads
 * it and nothing else; the database refuses an update or a delete (migration 0035).
 */

/** Every kind of entry, a closed list shared by the API (what it records) and the admin page. */
export const AUDIT_KINDS = [
  "order.status",
  "order.note",
  "order.tracking",
  "order.payment",
  "customer.refusals-cleared",
  "customer.pending-canceled",
  "product.created",
  "product.deleted",
  "product.price",
  "product.stock",
  "product.text",
  "product.images",
  "product.colors",
  "product.size-guide",
  "size-guide.saved",
  "discount.created",
  "discount.updated",
  "discount.deleted",
  "shipping.zone",
  "shipping.settings",
  "settings.whatsapp",
  "settings.low-stock",
  "settings.search-synonyms",
  "team.invited",
  "team.role",
  "team.removed",
  "admin.login",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Each kind in plain words, as the admin's Activity page shows it. */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  "order.status": "Order status changed",
  "order.note": "Note added to an order",
  "order.tracking": "Tracking number changed",
  "order.payment": "Payment decided",
  "customer.refusals-cleared": "Refusal record cleared",
  "customer.pending-canceled": "Customer's pending orders canceled",
  "product.created": "Product added",
  "product.deleted": "Product deleted",
  "product.price": "Price changed",
  "product.stock": "Stock changed",
  "product.text": "Product words changed",
  "product.images": "Photographs changed",
  "product.colors": "Colours changed",
  "product.size-guide": "Product's size guide chosen",
  "size-guide.saved": "Size guide saved",
  "discount.created": "Discount code added",
  "discount.updated": "Discount code changed",
  "discount.deleted": "Discount code deleted",
  "shipping.zone": "Shipping zone changed",
  "shipping.settings": "Free shipping changed",
  "settings.whatsapp": "WhatsApp setting changed",
  "settings.low-stock": "Low-stock threshold changed",
  "settings.search-synonyms": "Search synonyms changed",
  "team.invited": "Team member invited",
  "team.role": "Team member's role changed",
  "team.removed": "Team member removed",
  "admin.login": "Logged in to the admin",
};

export const AUDIT_PAGE = 50;
export const AUDIT_MAX_PAGE = 100;
const MAX_ID = 2_147_483_647;

const id = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .positive({ error: `${field} must be a positive number` })
    .max(MAX_ID, { error: `${field} is too large` });

export const auditQuerySchema = z.object({
  actor: id("actor").optional().describe("Only this person's entries (a user id)"),
  kind: z
    .enum(AUDIT_KINDS, { error: `kind must be one of ${AUDIT_KINDS.join(", ")}` })
    .optional()
    .describe("Only entries of this kind"),
  order: id("order").optional().describe("Only entries about this order"),
  product: id("product").optional().describe("Only entries about this product"),
  before: id("before")
    .optional()
    .describe("Keyset paging: entries older than this entry id (the previous answer's `next`)"),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: "limit must be 1 or more" })
    .max(AUDIT_MAX_PAGE, { error: `limit must be ${AUDIT_MAX_PAGE} or less` })
    .default(AUDIT_PAGE),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().describe("When, ISO 8601 in UTC"),
  actorId: z.number().int().nullable().describe("The person's user id (kept if the account goes)"),
  actorEmail: z.string(),
  ip: z.string().describe("The address the change came from"),
  kind: z.enum(AUDIT_KINDS),
  subject: z.string().describe('What was changed, in short: "Order 123", "Code SUMMER10"'),
  orderId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  before: z.unknown().describe("The changed fields as they were; null for a creation"),
  after: z.unknown().describe("The changed fields as they became; null for a deletion"),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  next: z
    .number()
    .int()
    .nullable()
    .describe("The `before` of the next (older) page; null on the last page"),
});
export type AuditPage = z.output<typeof auditPageSchema>;

export const auditPeopleSchema = z.array(
  z.object({ id: z.number().int(), email: z.string() }).describe("Someone with an entry"),
);
export type AuditPerson = z.output<typeof auditPeopleSchema>[number];
