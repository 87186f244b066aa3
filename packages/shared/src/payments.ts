import { z } from "zod";
import { emailField } from "./auth";
import { plainText } from "./text";
import {
  PAYMENT_METHODS,
  PAYMENT_STATES,
  ORDER_STATUSES,
  phoneSchema,
  type PaymentMethod,
} from "./orders";

/*
 * Payments (docs/product.md#payments): cash on delivery, or an Instapay transfer that the shopper
 * reports (reference, optional receipt photo) and an admin confirms or rejects.
 */

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: "Cash on delivery",
  instapay: "Instapay",
  online: "Card or mobile wallet",
};

/** The longest transfer reference a shopper may send. */
export const PAYMENT_REFERENCE_MAX = 100;

/** Why cash on delivery is not offered: the customer's refusals, or the order's total. */
export const COD_REFUSED_MESSAGE =
  "Cash on delivery is not available for this phone number or e-mail because earlier deliveries were refused at the door. Please pay by Instapay.";
export const codMaxTotalMessage = (max: string) =>
  `Cash on delivery is available for orders up to ${max}. Please pay this order by Instapay.`;

/** POST /orders/payment-options: who is about to order, and the basket's total when known. */
export const paymentOptionsRequestSchema = z.strictObject({
  customer_email: emailField("customer_email"),
  customer_number: phoneSchema,
  /** EGP, shipping included; the server checks the real total again when the order is placed. */
  total: z
    .number({ error: "total must be a number" })
    .min(0, { error: "total must be 0 or more" })
    .max(100_000_000, { error: "total is too large" })
    .optional(),
});
export type PaymentOptionsRequest = z.input<typeof paymentOptionsRequestSchema>;

/** Why cash on delivery is not offered, for a page that says it in its own language. */
export const COD_REASONS = ["COD_REFUSED", "COD_OVER_MAX"] as const;
export type CodReason = (typeof COD_REASONS)[number];

export const paymentOptionsSchema = z.object({
  methods: z.array(z.enum(PAYMENT_METHODS)),
  /** Present when cash on delivery is not offered: the sentence to show the shopper. */
  reason: z.string().optional(),
  /** With `reason`: which of the two it is. */
  reasonCode: z.enum(COD_REASONS).optional(),
  /** With COD_OVER_MAX: the highest total (EGP, shipping included) cash on delivery takes. */
  codMaxTotal: z.number().optional(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/** POST /orders/{id}/payment as JSON (multipart carries the same field, plus `receipt`). */
export const paymentReferenceSchema = z.strictObject({
  reference: plainText(
    z
      .string({ error: "reference is required" })
      .trim()
      .min(1, { error: "reference is required" })
      .max(PAYMENT_REFERENCE_MAX, {
        error: `reference must be at most ${PAYMENT_REFERENCE_MAX} characters`,
      }),
    "reference",
  ),
});
export type PaymentReferenceBody = z.input<typeof paymentReferenceSchema>;
/** The multipart field of the receipt photo. */
export const RECEIPT_FIELD = "receipt";

export const paymentSubmittedSchema = z.object({
  id: z.number().int(),
  paymentState: z.enum(PAYMENT_STATES),
  reference: z.string(),
  receipt: z.boolean(),
});
export type PaymentSubmitted = z.infer<typeof paymentSubmittedSchema>;

/** GET /admin/payments?state= */
export const paymentQueueQuerySchema = z.object({
  state: z
    .enum(PAYMENT_STATES, { error: `state must be one of ${PAYMENT_STATES.join(", ")}` })
    .default("instapay_awaiting"),
});

/** One transfer in the admin's queue. */
export const paymentQueueItemSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  customer_email: z.string(),
  customer_number: z.string(),
  /** EGP, shipping included: what the transfer should be. */
  amount: z.number(),
  paymentState: z.enum(PAYMENT_STATES),
  reference: z.string().nullable(),
  /** Whether a receipt photo was sent (GET /admin/orders/{id}/receipt). */
  receipt: z.boolean(),
  /** When the shopper last sent a reference; null before. */
  submittedAt: z.string().nullable(),
});
export type PaymentQueueItem = z.infer<typeof paymentQueueItemSchema>;

export const PAYMENT_DECISIONS = ["confirm", "reject"] as const;
export type PaymentDecision = (typeof PAYMENT_DECISIONS)[number];
export const paymentDecisionSchema = z.strictObject({
  decision: z.enum(PAYMENT_DECISIONS, { error: "decision must be confirm or reject" }),
  note: plainText(z.string().trim().max(500, { error: "note is too long" }), "note").optional(),
});
export type PaymentDecisionBody = z.input<typeof paymentDecisionSchema>;

/** POST /admin/customers/clear-refusals: the customer of this order. */
export const clearRefusalsSchema = z.strictObject({
  orderId: z
    .number({ error: "orderId must be a number" })
    .int({ error: "orderId must be a whole number" })
    .positive({ error: "orderId must be a positive number" })
    .max(2_147_483_647, { error: "orderId is too large" }),
});
export const clearRefusalsResponseSchema = z.object({
  message: z.string(),
  /** Refusals that still count for that customer (0 right after clearing). */
  refusals: z.number().int(),
});
