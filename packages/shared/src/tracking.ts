import { z } from "zod";
import { latinDigits } from "./numerals";

/*
 * Tracking numbers (issue 30, docs/product.md#tracking-numbers): the courier an order left with
 * and the number it gave the parcel. A module of its own, not orders.ts: the shopper's order page
 * and the admin import it without the order placement rules, and orders.ts only needs the answer's
 * shape from here.
 */

export const COURIERS = ["bosta", "mylerz", "aramex", "jt", "r2s", "other"] as const;
export type Courier = (typeof COURIERS)[number];

/** The couriers' own names, the same in both languages (as on their labels and vans). */
export const COURIER_NAMES: Record<Courier, string> = {
  bosta: "Bosta",
  mylerz: "Mylerz",
  aramex: "Aramex",
  jt: "J&T Express",
  r2s: "R2S",
  other: "Other",
};

/**
 * The public tracking pages whose address is known to take the number in the link. Bosta's page
 * is `bosta.co/tracking-shipments?shipment-number=` (the form on bosta.co sends that parameter,
 * and Bosta's Shopify fulfilments carry the same link); Aramex's is
 * `aramex.com/eg/en/track/results?ShipmentNumber=`. Mylerz, J&T and R2S publish no such address
 * that could be confirmed (third-party code disagrees on each), so they get no link rather than a
 * guessed one: the shopper still sees the courier and the number.
 */
const TRACKING_PAGES: Partial<Record<Courier, (number: string) => string>> = {
  bosta: (n) => `https://bosta.co/tracking-shipments?shipment-number=${encodeURIComponent(n)}`,
  aramex: (n) =>
    `https://www.aramex.com/eg/en/track/results?ShipmentNumber=${encodeURIComponent(n)}`,
};

/** The courier's tracking page for this parcel, or null where its address is not known. */
export function trackingUrl(courier: Courier, number: string): string | null {
  return TRACKING_PAGES[courier]?.(number) ?? null;
}

export const TRACKING_NUMBER_MIN = 3;
export const TRACKING_NUMBER_MAX = 40;
const TRACKING_NUMBER = /^[A-Za-z0-9-]+$/;

/**
 * A tracking number as an admin types or pastes it: trimmed, Arabic-Indic digits read as 0–9
 * (docs/product.md#numbers), then 3–40 letters, digits and dashes. Nothing else: a spreadsheet
 * formula (`=HYPERLINK(…)`) or markup can never become a number the pages and mails repeat.
 */
export const trackingNumberSchema = z
  .string({ error: "number is required" })
  .overwrite(latinDigits)
  .trim()
  .min(TRACKING_NUMBER_MIN, {
    error: `number must be at least ${TRACKING_NUMBER_MIN} characters`,
  })
  .max(TRACKING_NUMBER_MAX, { error: `number must be at most ${TRACKING_NUMBER_MAX} characters` })
  .regex(TRACKING_NUMBER, { error: "number may hold only letters, digits and dashes" });

export const courierSchema = z.enum(COURIERS, {
  error: `courier must be one of ${COURIERS.join(", ")}`,
});

/** PUT /api/admin/orders/{id}/tracking: the courier and the number (DELETE clears them). */
export const trackingBodySchema = z.strictObject({
  courier: courierSchema,
  number: trackingNumberSchema,
});
export type TrackingBody = z.input<typeof trackingBodySchema>;

/** What every order answer carries: null until an admin records a number. */
export const orderTrackingSchema = z
  .object({
    courier: z.enum(COURIERS),
    number: z.string(),
    /** The courier's public tracking page for the parcel; null where its address is not known. */
    url: z.string().nullable(),
  })
  .nullable();
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

/** The stored pair as the answer's shape (url computed, never stored: a page that moves moves). */
export function toTracking(courier: string | null, number: string | null): OrderTracking {
  const known = COURIERS.find((c) => c === courier);
  if (!known || !number) return null;
  return { courier: known, number, url: trackingUrl(known, number) };
}

/** The courier's returned sheet: at most this much text and these many rows (docs/security.md). */
export const TRACKING_IMPORT_MAX_BYTES = 1024 * 1024;
export const TRACKING_IMPORT_MAX_ROWS = 5000;

/**
 * POST /api/admin/orders/tracking/import: the sheet's text, and the courier of every row that has
 * no courier column of its own.
 */
export const trackingImportBodySchema = z.strictObject({
  csv: z
    .string({ error: "csv is required" })
    .min(1, { error: "csv is required" })
    .max(TRACKING_IMPORT_MAX_BYTES, { error: "csv is larger than 1 MB" }),
  courier: courierSchema.optional(),
});
export type TrackingImportBody = z.input<typeof trackingImportBodySchema>;

export const trackingImportResultSchema = z.object({
  updated: z.number().int(),
  problems: z.array(
    z.object({ line: z.number().int(), orderNumber: z.string(), message: z.string() }),
  ),
});
export type TrackingImportResult = z.infer<typeof trackingImportResultSchema>;
