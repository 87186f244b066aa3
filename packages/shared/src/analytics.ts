import { z } from "zod";

/*
 * The admin's analytics (issue 33, docs/product.md#analytics): sales over time, pieces, places,
 * payment mix, discount codes, new and returning customers, for a range of Cairo days compared
 * with the same number of days just before it. Money in EGP, after discounts, without shipping.
 */

/** The longest range one request may ask for, in days (a year and a little more). */
export const ANALYTICS_MAX_DAYS = 400;
/** The range when none is asked for: the last 30 Cairo days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_INTERVALS = ["day", "week", "month"] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];
/** Places with fewer orders than this in the range are left out unless asked otherwise. */
export const PLACES_MIN_ORDERS = 5;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (v: string) => {
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
};
const cairoDay = (field: string) =>
  z
    .string()
    .regex(DAY, { error: `${field} must be a date like 2026-11-23` })
    .refine(realDay, { error: `${field} must be a real date` })
    .optional();

/**
 * The range asked, or the default (the last 30 days to today, or from `from` to today); the
 * problem with it, if any, in the words a 400 carries.
 */
export function resolveRange(
  q: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } | { problem: string } {
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  const from = q.from ?? addDays(to, 1 - ANALYTICS_DEFAULT_DAYS);
  if (from > to) return { problem: "from must be on or before to" };
  if (daysBetween(from, to) > ANALYTICS_MAX_DAYS)
    return { problem: `The range must be at most ${ANALYTICS_MAX_DAYS} days` };
  return { from, to };
}

/** A calendar day `n` days after `day` (YYYY-MM-DD). */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Whole days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const range = {
  from: cairoDay("from"),
  to: cairoDay("to"),
  format: z
    .enum(["json", "csv"], { error: "format must be json or csv" })
    .default("json")
    .describe("csv: the same figures as a CSV file (text/csv, an attachment)"),
};
export const salesQuerySchema = z.object({
  ...range,
  interval: z
    .enum(ANALYTICS_INTERVALS, {
      error: `interval must be one of ${ANALYTICS_INTERVALS.join(", ")}`,
    })
    .default("day"),
});
export const productsQuerySchema = z.object(range);
export const placesQuerySchema = z.object({
  ...range,
  minOrders: z.coerce
    .number({ error: "minOrders must be a number" })
    .int({ error: "minOrders must be a whole number" })
    .min(1, { error: "minOrders must be 1 or more" })
    .max(1_000_000, { error: "minOrders is too large" })
    .default(PLACES_MIN_ORDERS),
});
export type SalesQuery = z.output<typeof salesQuerySchema>;
export type ProductsQuery = z.output<typeof productsQuerySchema>;
export type PlacesQuery = z.output<typeof placesQuerySchema>;

const figures = {
  orders: z.number().int().describe("Orders neither canceled, refused nor returned"),
  units: z.number().int(),
  net: z.number().describe("EGP the shopper pays for the pieces, after discounts, no shipping"),
  discounts: z.number().describe("EGP discount codes took off"),
  refused: z.number().int().describe("Orders refused at the door"),
  returned: z.number().int().describe("Orders returned"),
};
export const salesTotalsSchema = z.object(figures);
export type SalesTotals = z.infer<typeof salesTotalsSchema>;
const customersSchema = z.object({ orders: z.number().int(), net: z.number() });

export const salesAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(ANALYTICS_INTERVALS),
  periods: z
    .array(
      z.object({
        period: z
          .string()
          .describe(
            "The period's first day in the range (weeks start on Saturday; months on the 1st)",
          ),
        ...figures,
      }),
    )
    .describe("Every period of the range, oldest first, empty ones with zeros"),
  totals: salesTotalsSchema,
  previous: z
    .object({ from: z.string(), to: z.string(), totals: salesTotalsSchema })
    .describe("The same number of days just before `from`"),
  payments: z
    .array(
      z.object({
        method: z.enum(["cash", "instapay", "online"]),
        orders: z.number().int(),
        net: z.number(),
      }),
    )
    .describe("Payment mix of the orders counted in totals"),
  customers: z
    .object({ new: customersSchema, returning: customersSchema })
    .describe(
      "Returning: an earlier order (any status) has the same e-mail or normalised phone; counted as in totals",
    ),
  codes: z
    .array(
      z.object({
        code: z.string(),
        orders: z.number().int(),
        net: z.number(),
        discounts: z.number(),
        delivered: z.number().int(),
        deliveredNet: z.number(),
      }),
    )
    .describe("Sales per discount code, most net first"),
});
export type SalesAnswer = z.infer<typeof salesAnswerSchema>;

export const productsAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  sellers: z
    .array(
      z.object({
        productId: z.number().int(),
        title: z.string(),
        colorId: z.number().int().nullable(),
        colorName: z.string().nullable(),
        size: z.string(),
        units: z.number().int(),
        net: z.number(),
      }),
    )
    .describe(
      "Per product, colour and size, of orders neither canceled, refused nor returned; most units first, then most net",
    ),
  unsold: z
    .array(z.object({ productId: z.number().int(), title: z.string() }))
    .describe("Products in the catalogue now that sold nothing in the range"),
});
export type ProductsAnswer = z.infer<typeof productsAnswerSchema>;

const placeFigures = {
  orders: z.number().int().describe("Orders not canceled"),
  delivered: z.number().int(),
  refused: z.number().int(),
  returned: z.number().int(),
  refusalRate: z
    .number()
    .nullable()
    .describe("refused ÷ (delivered + refused + returned), 0–1; null before any reached the door"),
};
export const placesAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  minOrders: z.number().int(),
  governorates: z
    .array(
      z.object({
        governorate: z.string().describe("ISO 3166-2:EG code, '' unknown"),
        ...placeFigures,
      }),
    )
    .describe("With at least minOrders orders, highest refusal rate first"),
  cities: z
    .array(z.object({ governorate: z.string(), city: z.string(), ...placeFigures }))
    .describe("With at least minOrders orders, highest refusal rate first"),
});
export type PlacesAnswer = z.infer<typeof placesAnswerSchema>;
