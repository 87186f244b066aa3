import { z } from "zod";
import {
  GOVERNORATE_CODES,
  GOVERNORATE_TABLE,
  governorateCode,
  governorateName,
  governorateOfCode,
  type Governorate,
  type GovernorateCode,
} from "./egypt";
import { fromPiastres, hasAtMostTwoDecimals, toPiastres } from "./money";
import { typedNumber } from "./numerals";
import { plainText } from "./text";

/*
 * Shipping zones (issue 30, docs/product.md#shipping-zones): the admin groups governorates into
 * zones, each with its fee, delivery estimate and whether cash on delivery is taken there. A
 * governorate belongs to at most one zone; a governorate no enabled zone serves is not delivered
 * to. A store-wide threshold, when set, makes shipping free from that subtotal on.
 */

/** The highest fee a zone may charge, and the highest free-shipping threshold, in EGP. */
export const MAX_SHIPPING_FEE = 10_000;
export const MAX_FREE_SHIPPING_OVER = 1_000_000;
/** The longest delivery estimate, in days. */
export const MAX_DELIVERY_DAYS = 60;
export const ZONE_NAME_MAX = 100;
export const MAX_ZONES = 50;

const days = z.object({ min: z.number().int(), max: z.number().int() });

/** A zone as the public reads it (GET /shipping/zones): enabled ones only. */
export const shippingZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string(),
  /** ISO 3166-2:EG codes, in the store's order of governorates. */
  governorates: z.array(z.string()),
  /** EGP. */
  fee: z.number(),
  /** The delivery estimate, in days: "3–5 days". */
  days,
  /** Whether cash on delivery is taken there. */
  cod: z.boolean(),
});
export type ShippingZone = z.infer<typeof shippingZoneSchema>;

/** The admin's view adds whether it is enabled. */
export const adminShippingZoneSchema = shippingZoneSchema.extend({ enabled: z.boolean() });
export type AdminShippingZone = z.infer<typeof adminShippingZoneSchema>;

export const shippingZonesSchema = z.object({
  zones: z.array(shippingZoneSchema),
  /** EGP: shipping is free from this subtotal on; null when the store sets no threshold. */
  freeShippingOver: z.number().nullable(),
});
export type ShippingZones = z.infer<typeof shippingZonesSchema>;

export const adminShippingZonesSchema = z.object({
  zones: z.array(adminShippingZoneSchema),
  freeShippingOver: z.number().nullable(),
});
export type AdminShippingZones = z.infer<typeof adminShippingZonesSchema>;

const name = (field: string) =>
  plainText(
    z
      .string({ error: `${field} is required` })
      .trim()
      .min(1, { error: `${field} is required` })
      .max(ZONE_NAME_MAX, { error: `${field} is too long (at most ${ZONE_NAME_MAX} characters)` }),
    field,
  );

const egp = (field: string, max: number) =>
  typedNumber(
    z
      .number({ error: `${field} must be a number` })
      .min(0, { error: `${field} must be 0 or more` })
      .max(max, { error: `${field} must be at most ${max} EGP` })
      .refine(hasAtMostTwoDecimals, { error: `${field} must have at most 2 decimals` }),
    `${field} must be a number`,
  );

const dayCount = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number of days` })
    .min(0, { error: `${field} must be 0 or more` })
    .max(MAX_DELIVERY_DAYS, { error: `${field} must be at most ${MAX_DELIVERY_DAYS} days` });

const governorates = z
  .array(
    z
      .string({ error: "governorates must be ISO 3166-2:EG codes" })
      .max(10, { error: "governorates must be ISO 3166-2:EG codes" })
      .refine((c) => governorateOfCode(c) !== undefined, {
        error: "governorates must be ISO 3166-2:EG codes (EG-C, EG-GZ, EG-ALX…)",
      }),
    { error: "governorates must be a list of ISO 3166-2:EG codes" },
  )
  .max(GOVERNORATE_CODES.length, { error: "governorates lists a governorate twice" })
  .refine((list) => new Set(list).size === list.length, {
    error: "governorates lists a governorate twice",
  })
  // The store's order of governorates, so a zone reads the same however it was sent.
  .transform((list) => GOVERNORATE_CODES.filter((c) => list.includes(c))) as z.ZodType<
  GovernorateCode[],
  string[]
>;

const zoneFields = {
  name: name("name"),
  nameAr: name("nameAr"),
  governorates,
  fee: egp("fee", MAX_SHIPPING_FEE),
  days: z
    .strictObject(
      { min: dayCount("days.min"), max: dayCount("days.max") },
      { error: "days must be { min, max }" },
    )
    .refine((d) => d.min <= d.max, { error: "days.min must not be above days.max" }),
  cod: z.boolean({ error: "cod must be true or false" }),
  enabled: z.boolean({ error: "enabled must be true or false" }),
};

/** POST /admin/shipping/zones. */
export const shippingZoneCreateSchema = z.strictObject({
  ...zoneFields,
  cod: zoneFields.cod.default(true),
  enabled: zoneFields.enabled.default(true),
});
export type ShippingZoneCreate = z.input<typeof shippingZoneCreateSchema>;

/** PATCH /admin/shipping/zones/{id}: only the fields sent change. */
export const shippingZonePatchSchema = z
  .strictObject({
    name: zoneFields.name.optional(),
    nameAr: zoneFields.nameAr.optional(),
    governorates: zoneFields.governorates.optional(),
    fee: zoneFields.fee.optional(),
    days: zoneFields.days.optional(),
    cod: zoneFields.cod.optional(),
    enabled: zoneFields.enabled.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { error: "Send at least one field to change" });
export type ShippingZonePatch = z.input<typeof shippingZonePatchSchema>;

/** PUT /admin/shipping/settings. */
export const shippingSettingsSchema = z.strictObject({
  // A plain number (no typed digits), so the document states its type beside null.
  freeShippingOver: z
    .number({ error: "freeShippingOver must be a number or null" })
    .min(0.01, { error: "freeShippingOver must be greater than 0" })
    .max(MAX_FREE_SHIPPING_OVER, {
      error: `freeShippingOver must be at most ${MAX_FREE_SHIPPING_OVER} EGP`,
    })
    .refine(hasAtMostTwoDecimals, { error: "freeShippingOver must have at most 2 decimals" })
    .nullable(),
});
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

export const zoneIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: "id must be a number" })
    .int({ error: "id must be a whole number" })
    .positive({ error: "id must be a positive number" })
    .max(2_147_483_647, { error: "id is too large" }),
});

/** The zone that serves a governorate (ISO code), among `zones`. */
export const zoneFor = <Z extends { governorates: readonly string[] }>(
  zones: readonly Z[],
  code: string,
): Z | undefined => zones.find((z) => z.governorates.includes(code));

/**
 * What shipping costs for a subtotal (EGP) in a zone charging `fee`: nothing once the subtotal
 * reaches `freeOver` (when set), else the fee. Counted in piastres.
 */
export function shippingFee(fee: number, subtotal: number, freeOver: number | null): number {
  if (freeOver !== null && toPiastres(subtotal) >= toPiastres(freeOver)) return 0;
  return fromPiastres(toPiastres(fee));
}

/** "3–5" (an en dash), or "2" when both ends are the same. */
export const daysRange = (d: { min: number; max: number }): string =>
  d.min === d.max ? String(d.min) : `${d.min}\u2013${d.max}`;

/** The 400 message for a governorate no enabled zone serves. */
export const notDeliveredMessage = (governorate: string) =>
  `shippingAddress.governorate: we do not deliver to ${governorate} yet`;

/**
 * Why cash on delivery is refused in a zone, in the words of issue 14's refusals
 * (payments.ts): what is not available, and to pay by Instapay.
 */
export const codZoneMessage = (governorate: string) =>
  `Cash on delivery is not available in ${governorate}. Please pay this order by Instapay.`;

/**
 * The store as it starts (migration 0024): Greater Cairo = Cairo and Giza, 70 EGP, 3–5 days, cash
 * on delivery. The storefront draws with it until GET /shipping/zones has answered (or when it
 * cannot): the server prices every order again from the zones as they stand.
 */
export const DEFAULT_ZONES: ShippingZones = {
  zones: [
    {
      id: 0,
      name: "Greater Cairo",
      nameAr: "القاهرة الكبرى",
      governorates: ["EG-C", "EG-GZ"],
      fee: 70,
      days: { min: 3, max: 5 },
      cod: true,
    },
  ],
  freeShippingOver: null,
};

/** The governorates the enabled zones serve, by English name, in the store's order. */
export const servedGovernorates = (answer: ShippingZones): Governorate[] =>
  GOVERNORATE_TABLE.filter((g) => answer.zones.some((z) => z.governorates.includes(g[0]))).map(
    (g) => g[1],
  );

/** The enabled zone that serves a governorate (English name or ISO code). */
export function zoneOfGovernorate(
  answer: ShippingZones,
  governorate: string,
): ShippingZone | undefined {
  const name = governorateName(governorate);
  return name ? zoneFor(answer.zones, governorateCode(name)) : undefined;
}

/**
 * What the bag and the checkout show for shipping on a subtotal (EGP): the zone's fee once the
 * governorate is known (`exact`), else the lowest fee of the enabled zones, `from` when they
 * differ ("From 70.00 EGP"); 0 and `free` from the threshold on.
 */
export function basketShipping(
  answer: ShippingZones,
  subtotal: number,
  governorate = "",
): { fee: number; free: boolean; from: boolean; zone: ShippingZone | undefined } {
  const zone = governorate ? zoneOfGovernorate(answer, governorate) : undefined;
  const over = answer.freeShippingOver;
  const free = over !== null && toPiastres(subtotal) >= toPiastres(over);
  if (zone) {
    const fee = shippingFee(zone.fee, subtotal, over);
    return { fee, free: fee === 0, from: false, zone };
  }
  if (free) return { fee: 0, free: true, from: false, zone };
  const fees = answer.zones.map((z) => z.fee);
  if (fees.length === 0) return { fee: 0, free: false, from: false, zone };
  const lowest = Math.min(...fees);
  return { fee: lowest, free: lowest === 0, from: fees.some((f) => f !== lowest), zone };
}
