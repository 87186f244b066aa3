import { z } from "zod";

/** Machine-readable error codes the web app branches on. */
export const ERROR_CODES = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  /** A login with a wrong e-mail or password: the form says so, it is not a lost session. */
  INVALID_CREDENTIALS: "INVALID_CREDENTIALS",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  EMAIL_VERIFICATION_REQUIRED: "EMAIL_VERIFICATION_REQUIRED",
  INSUFFICIENT_QUANTITY: "INSUFFICIENT_QUANTITY",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  /** The customer already has MAX_OPEN_ORDERS orders waiting for confirmation. */
  TOO_MANY_OPEN_ORDERS: "TOO_MANY_OPEN_ORDERS",
  /** Cash on delivery is not allowed for this customer or total: pay by Instapay. */
  COD_NOT_AVAILABLE: "COD_NOT_AVAILABLE",
  /** A sale price above the product's original price: the struck-through price would be a lie. */
  SALE_ABOVE_ORIGINAL: "SALE_ABOVE_ORIGINAL",
  /** A cart or order line for a product sold in colours that names none (issue 28). */
  COLOR_REQUIRED: "COLOR_REQUIRED",
  /** Stock or photographs set on a product sold in colours: they belong to its colours. */
  SET_PER_COLOR: "SET_PER_COLOR",
  /** Free text holding a bidi embedding, override or isolate (packages/shared/src/text.ts). */
  TEXT_DIRECTION_CONTROL: "TEXT_DIRECTION_CONTROL",
  /** A discount code that does not apply (issue 31): why, one of DISCOUNT_ERRORS (discounts.ts). */
  DISCOUNT_UNKNOWN: "DISCOUNT_UNKNOWN",
  DISCOUNT_INACTIVE: "DISCOUNT_INACTIVE",
  DISCOUNT_NOT_STARTED: "DISCOUNT_NOT_STARTED",
  DISCOUNT_EXPIRED: "DISCOUNT_EXPIRED",
  DISCOUNT_USED_UP: "DISCOUNT_USED_UP",
  DISCOUNT_MIN_SUBTOTAL: "DISCOUNT_MIN_SUBTOTAL",
  DISCOUNT_NOT_APPLICABLE: "DISCOUNT_NOT_APPLICABLE",
  DISCOUNT_ALREADY_USED: "DISCOUNT_ALREADY_USED",
  DISCOUNT_FIRST_ORDER_ONLY: "DISCOUNT_FIRST_ORDER_ONLY",
  /** An admin's new code that already exists (400: 409 stays the guest's verification). */
  DISCOUNT_CODE_TAKEN: "DISCOUNT_CODE_TAKEN",
  /** Deleting a code an order has used: it can only be deactivated. */
  DISCOUNT_IN_USE: "DISCOUNT_IN_USE",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  INTERNAL: "INTERNAL",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Every error the API sends has this shape (docs/product.md#api-conventions). */
export const apiErrorSchema = z.object({
  error: z.string(),
  errorCode: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const GUEST_VERIFICATION_MESSAGE =
  "Please Verify your email first. A verification link has been sent.";
