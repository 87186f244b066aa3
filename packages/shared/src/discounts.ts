import { z } from "zod";
import { emailField } from "./auth";
import { fromPiastres, hasAtMostTwoDecimals, toPiastres } from "./money";
import { typedNumber } from "./numerals";
import { codeField } from "./discount-code";
import { orderCreateSchema } from "./orders";
import { plainText } from "./text";

export { CODE_MAX, CODE_MIN, codeField, normalizeCode } from "./discount-code";

/*
 * Discount codes (issue 31, docs/product.md#discount-codes): what a code is, how it is typed, and
 * the one calculation of what it takes off, in piastres, shared by the checkout's preview and the
 * server that places the order (which never trusts a client's figure).
 */

export const DISCOUNT_KINDS = ["percent", "fixed", "free_shipping"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Why a code does not apply: the API's errorCode, worded by the storefront in each language. */
export const DISCOUNT_ERRORS = [
  "DISCOUNT_UNKNOWN",
  "DISCOUNT_INACTIVE",
  "DISCOUNT_NOT_STARTED",
  "DISCOUNT_EXPIRED",
  "DISCOUNT_USED_UP",
  "DISCOUNT_MIN_SUBTOTAL",
  "DISCOUNT_NOT_APPLICABLE",
  "DISCOUNT_ALREADY_USED",
  "DISCOUNT_FIRST_ORDER_ONLY",
] as const;
export type DiscountError = (typeof DISCOUNT_ERRORS)[number];
export const isDiscountError = (code: unknown): code is DiscountError =>
  DISCOUNT_ERRORS.some((c) => c === code);

/** The API's English words for each (the storefront has its own in both languages). */
export const DISCOUNT_ERROR_MESSAGES: Record<DiscountError, string> = {
  DISCOUNT_UNKNOWN: "This code is not one of ours. Please check its spelling.",
  DISCOUNT_INACTIVE: "This code is no longer active.",
  DISCOUNT_NOT_STARTED: "This code is not valid yet.",
  DISCOUNT_EXPIRED: "This code has expired.",
  DISCOUNT_USED_UP: "This code has been used as many times as it allows.",
  DISCOUNT_MIN_SUBTOTAL: "This code needs a subtotal of at least {amount}.",
  DISCOUNT_NOT_APPLICABLE: "This code does not apply to the pieces in your bag.",
  DISCOUNT_ALREADY_USED: "You have already used this code.",
  DISCOUNT_FIRST_ORDER_ONLY: "This code is for a first order only.",
};

// Plain numbers (no typed digits), so the document states their type beside null (as
// shippingSettingsSchema's); the admin's form sends numbers.
const money = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .positive({ error: `${field} must be greater than 0` })
    .max(9_999_999.99, { error: `${field} is too large` })
    .refine(hasAtMostTwoDecimals, { error: `${field} must have at most 2 decimals` });

const count = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .min(1, { error: `${field} must be 1 or more` })
    .max(1_000_000_000, { error: `${field} is too large` });

/** A Cairo wall-clock time as an admin picks it (`2026-12-01T00:00`); the server keeps UTC. */
export const CAIRO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const cairoTime = (field: string) =>
  z
    .string({ error: `${field} must be a Cairo date and time` })
    .regex(CAIRO_TIME, { error: `${field} must be a Cairo date and time (YYYY-MM-DDTHH:MM)` })
    // Read back as written: V8 takes 2026-02-30 for March 2.
    .refine((v) => new Date(Date.parse(`${v}:00Z`) || 0).toISOString().startsWith(v), {
      error: `${field} must be a real date`,
    });

const DISCOUNT_FIELDS = {
  code: codeField(),
  kind: z.enum(DISCOUNT_KINDS, { error: `kind must be one of ${DISCOUNT_KINDS.join(", ")}` }),
  /** percent: 1–90; fixed: EGP; free_shipping: ignored (0). */
  value: typedNumber(z.number({ error: "value must be a number" })).optional(),
  minSubtotal: money("minSubtotal").nullable().optional(),
  startsAt: cairoTime("startsAt").nullable().optional(),
  endsAt: cairoTime("endsAt").nullable().optional(),
  usageLimit: count("usageLimit").nullable().optional(),
  perCustomerLimit: count("perCustomerLimit").nullable().optional(),
  firstOrderOnly: z.boolean({ error: "firstOrderOnly must be true or false" }).optional(),
  categories: z
    .array(z.string().trim().min(1).max(100), { error: "categories must be a list of names" })
    .max(100, { error: "categories has too many entries" })
    .optional(),
  productIds: z
    .array(z.number().int().positive().max(2_147_483_647), {
      error: "productIds must be a list of product ids",
    })
    .max(500, { error: "productIds has too many entries" })
    .optional(),
  excludeSale: z.boolean({ error: "excludeSale must be true or false" }).optional(),
  note: plainText(z.string().trim().max(200, { error: "note is too long" }), "note").optional(),
  active: z.boolean({ error: "active must be true or false" }).optional(),
};

/** What is wrong with `value` for a code of `kind`, if anything (PATCH checks the stored kind). */
export function valueProblem(kind: DiscountKind | undefined, value: number | undefined) {
  if (kind === "percent") {
    if (value === undefined || !Number.isInteger(value) || value < 1 || value > 90)
      return "value must be a whole percentage from 1 to 90";
  } else if (kind === "fixed") {
    if (value === undefined || value <= 0 || value > 9_999_999.99)
      return "value must be an amount in EGP greater than 0";
    if (!hasAtMostTwoDecimals(value)) return "value must have at most 2 decimals";
  }
  return undefined;
}

/** 400 naming `value` when it does not fit the kind. */
function checkValue(
  d: { kind?: DiscountKind | undefined; value?: number | undefined },
  ctx: z.RefinementCtx,
) {
  const message = valueProblem(d.kind, d.value);
  if (message) ctx.addIssue({ code: "custom", path: ["value"], message });
}

function checkWindow(
  d: { startsAt?: string | null | undefined; endsAt?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (d.startsAt && d.endsAt && d.endsAt <= d.startsAt)
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: "endsAt must be after startsAt" });
}

/** POST /api/admin/discounts. */
export const discountCreateSchema = z.strictObject(DISCOUNT_FIELDS).superRefine((d, ctx) => {
  checkValue(d, ctx);
  checkWindow(d, ctx);
});
export type DiscountCreate = z.input<typeof discountCreateSchema>;

/**
 * PATCH /api/admin/discounts/{id}: any field but the kind (a code once shared keeps what it means;
 * a new meaning is a new code). `value` is checked against the stored kind, a new code must be
 * free.
 */
export const discountPatchSchema = z
  .strictObject({ ...DISCOUNT_FIELDS, code: DISCOUNT_FIELDS.code.optional() })
  .omit({ kind: true })
  .partial()
  .superRefine(checkWindow);
export type DiscountPatch = z.input<typeof discountPatchSchema>;

/** POST /api/discounts/check: the order's own entries, and who would order (for per-customer). */
export const discountCheckSchema = z.strictObject({
  code: codeField(),
  products: orderCreateSchema.shape.products,
  email: emailField("email").optional(),
  phone: z.string().max(30, { error: "phone is too long" }).optional(),
  governorate: z.string().trim().max(100, { error: "governorate is too long" }).optional(),
});
export type DiscountCheck = z.input<typeof discountCheckSchema>;

/** How a code's uses stand (issue 31): taken by open orders, kept by delivered or returned ones. */
export const discountUsesSchema = z.object({
  reserved: z.number().int(),
  consumed: z.number().int(),
  givenBack: z.number().int(),
});
export type DiscountUses = z.infer<typeof discountUsesSchema>;

/** What a code brought: orders by outcome, and the delivered sales an influencer is paid on. */
export const discountFiguresSchema = z.object({
  placed: z.number().int(),
  delivered: z.number().int(),
  refused: z.number().int(),
  returned: z.number().int(),
  canceled: z.number().int(),
  /** EGP: the delivered orders' pieces after discount (shipping apart). */
  deliveredSales: z.number(),
  /** EGP: the discount those delivered orders were given. */
  deliveredDiscount: z.number(),
});
export type DiscountFigures = z.infer<typeof discountFiguresSchema>;

/** A code as the admin reads it. */
export const discountSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** The percentage, or EGP for `fixed`; 0 for free shipping. */
  value: z.number(),
  minSubtotal: z.number().nullable(),
  /** Cairo wall-clock (`YYYY-MM-DDTHH:MM`), as it was set. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  categories: z.array(z.string()),
  productIds: z.array(z.number().int()),
  excludeSale: z.boolean(),
  note: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  uses: discountUsesSchema,
  figures: discountFiguresSchema,
});
export type Discount = z.infer<typeof discountSchema>;

/** The answer of POST /api/discounts/check (EGP): what the shopper would pay with the code. */
export const discountQuoteSchema = z.object({
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  /** subtotal − discount + shipping. */
  total: z.number(),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      color: z.number().int().optional(),
      size: z.string(),
      discount: z.number(),
    }),
  ),
});
export type DiscountQuote = z.infer<typeof discountQuoteSchema>;

/** What the calculation needs of a code. `value`: percent, or piastres for `fixed`. */
export type DiscountRule = {
  kind: DiscountKind;
  value: number;
  categories: readonly string[];
  productIds: readonly number[];
  excludeSale: boolean;
};

/** One order line as priced from the database (piastres). */
export type PricedLine = {
  productId: number;
  category: string;
  /** Sold below its original price: a code that excludes sale items leaves it alone. */
  onSale: boolean;
  unitPrice: number;
  quantity: number;
};

const sameCategory = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the code reaches this line: its products or categories (all if neither), not on sale. */
export function isEligible(rule: DiscountRule, line: PricedLine): boolean {
  if (rule.excludeSale && line.onSale) return false;
  if (rule.productIds.length === 0 && rule.categories.length === 0) return true;
  return (
    rule.productIds.includes(line.productId) ||
    rule.categories.some((c) => sameCategory(c, line.category))
  );
}

/**
 * `total` piastres split over `weights` in proportion, parts adding up exactly to the whole
 * (largest remainder; ties go to the earlier line). BigInt: piastres × piastres passes 2^53.
 */
export function splitByWeight(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (sum === 0n || total === 0) return weights.map(() => 0);
  const t = BigInt(total);
  const parts = weights.map((w) => (t * BigInt(w)) / sum);
  const rest = weights.map((w, i) => ({ i, r: (t * BigInt(w)) % sum }));
  let left = Number(t - parts.reduce((a, p) => a + p, 0n));
  rest.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of rest) {
    if (left-- <= 0) break;
    parts[i]! += 1n;
  }
  return parts.map(Number);
}

/**
 * What `rule` takes off `lines`, in piastres: the whole, and each line's part (0 for a line it
 * does not reach). A percentage is worked out once on the eligible lines' sum and rounded half up
 * to the piastre, then split (Saleor #12040, Vendure #3003 rounded line by line and lost or
 * invented piastres); a fixed amount never exceeds what it applies to. Free shipping takes
 * nothing off the pieces. `eligible` is false when the code reaches none of the lines.
 */
export function applyRule(
  rule: DiscountRule,
  lines: readonly PricedLine[],
): { eligible: boolean; discount: number; lines: number[] } {
  const weights = lines.map((l) => (isEligible(rule, l) ? l.unitPrice * l.quantity : 0));
  const base = weights.reduce((a, w) => a + w, 0);
  const eligible = lines.some((l) => isEligible(rule, l));
  let discount = 0;
  if (rule.kind === "percent") discount = Math.floor((base * rule.value + 50) / 100);
  else if (rule.kind === "fixed") discount = Math.min(rule.value, base);
  return { eligible, discount, lines: splitByWeight(discount, weights) };
}

/** The code's value as the calculation takes it: a fixed amount in piastres. */
export const ruleValue = (kind: DiscountKind, value: number) =>
  kind === "fixed" ? toPiastres(value) : kind === "percent" ? value : 0;

/** "15 %", "100.00 EGP", "Free shipping": a code's kind and value for the admin's list. */
export const discountValueLabel = (d: Pick<Discount, "kind" | "value">) =>
  d.kind === "percent"
    ? `${d.value} %`
    : d.kind === "fixed"
      ? `${fromPiastres(toPiastres(d.value)).toFixed(2)} EGP`
      : "Free shipping";
