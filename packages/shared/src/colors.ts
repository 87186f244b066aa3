import { z } from "zod";
import { typedNumber } from "./numerals";
import { plainText } from "./text";
import type { Locale } from "./locales";

/*
 * Colours (issue 28, docs/product.md#colours): a product may be sold in colours, each with a
 * name in both languages, a swatch, its own photographs and its own stock per size. The product's
 * stock is then the sum over its colours and its photographs the first colour's, so a client
 * that knows nothing of colours still reads a true product.
 */

export const COLOR_NAME_MAX = 60;
/** At most this many colours on one product: a grid of swatches, not a paint chart. */
export const MAX_COLORS = 12;

export const productColorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** "" when not translated: Arabic pages then show `name`. */
  nameAr: z.string(),
  /** The swatch, `#rrggbb`, lowercase. */
  hex: z.string(),
  images: z.array(z.string()),
  quantityS: z.number().int(),
  quantityM: z.number().int(),
  quantityL: z.number().int(),
  quantityXL: z.number().int(),
});
export type ProductColor = z.infer<typeof productColorSchema>;

/** What an order line keeps of the colour it was ordered in. */
export const lineColorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string(),
  hex: z.string(),
});
export type LineColor = z.infer<typeof lineColorSchema>;

/** The colour's name on a page of `locale`. */
export const colorName = (color: Pick<LineColor, "name" | "nameAr">, locale: Locale): string =>
  (locale !== "en" && color.nameAr.trim()) || color.name;

/** A colour id as cart and order lines send it (`color`). */
export const colorIdSchema = z
  .number({ error: "color must be a colour id" })
  .int({ error: "color must be a colour id" })
  .positive({ error: "color must be a colour id" })
  .max(2_147_483_647, { error: "color must be a colour id" });

const stock = (field: string) =>
  typedNumber(
    z
      .number({ error: `${field} must be a number` })
      .int({ error: `${field} must be a whole number` })
      .min(0, { error: `${field} must be 0 or more` })
      .max(1_000_000, { error: `${field} is too large` }),
    `${field} must be a number`,
  );

const name = plainText(
  z
    .string({ error: "name is required" })
    .trim()
    .min(1, { error: "name is required" })
    .max(COLOR_NAME_MAX, { error: `name is too long (at most ${COLOR_NAME_MAX} characters)` }),
  "name",
);
const nameAr = plainText(
  z
    .string({ error: "nameAr must be text" })
    .trim()
    .max(COLOR_NAME_MAX, { error: `nameAr is too long (at most ${COLOR_NAME_MAX} characters)` }),
  "nameAr",
);
const hex = z
  .string({ error: "hex is required" })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: "hex must be a colour like #1f2a44" })
  .transform((h) => h.toLowerCase());

const colorFields = {
  name,
  nameAr: nameAr.optional(),
  hex,
  quantityS: stock("quantityS").optional(),
  quantityM: stock("quantityM").optional(),
  quantityL: stock("quantityL").optional(),
  quantityXL: stock("quantityXL").optional(),
};

/**
 * A new colour. Quantities left out are 0, except on a product's first colour, which takes the
 * product's stock and photographs (the piece already on sale was in that colour).
 */
export const colorCreateSchema = z.strictObject(colorFields);
export type ColorCreate = z.input<typeof colorCreateSchema>;

/** The same fields, each optional, and `position` (1 = first) to move it among the colours. */
export const colorPatchSchema = z
  .strictObject({
    ...colorFields,
    name: name.optional(),
    hex: hex.optional(),
    position: z
      .number({ error: "position must be a number" })
      .int({ error: "position must be a whole number" })
      .min(1, { error: "position must be 1 or more" })
      .max(MAX_COLORS, { error: `position must be at most ${MAX_COLORS}` })
      .optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    error:
      "send at least one of name, nameAr, hex, quantityS, quantityM, quantityL, quantityXL, position",
  });
export type ColorPatch = z.input<typeof colorPatchSchema>;

export const colorParamsSchema = z.object({
  id: z.coerce.number({ error: "id must be a number" }).int().positive(),
  colorId: z.coerce.number({ error: "colorId must be a number" }).int().positive(),
});
