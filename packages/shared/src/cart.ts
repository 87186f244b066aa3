import { z } from "zod";
import { typedNumber } from "./numerals";
import { SIZES, sizeSchema, type Size } from "./products";
import { colorIdSchema } from "./colors";

// The max keeps a huge id a 400 instead of an integer overflow in PostgreSQL.
const productId = z.number({ error: "productId is required" }).int().positive().max(2_147_483_647);
// Quantities may come as typed text in any digits ("٣"): docs/product.md#numbers.
const lineQuantity = typedNumber(
  z
    .number({ error: "quantity must be a number" })
    .int({ error: "quantity must be a whole number" })
    .min(0, { error: "quantity must be 0 or more" })
    .max(1000, { error: "quantity is too large" }),
  "quantity must be a number",
);

/**
 * One stored cart entry: a product (and its colour, for a product sold in colours: issue 28) and a
 * count per size.
 */
export const cartEntrySchema = z.object({
  productId: z.number().int(),
  color: z.number().int().optional(),
  S: z.number().int(),
  M: z.number().int(),
  L: z.number().int(),
  XL: z.number().int(),
});
export type CartEntry = z.infer<typeof cartEntrySchema>;

/**
 * docs/product.md#cart: `items` is a JSON string of CartEntry[]; `totalPrice` is the subtotal in
 * EGP.
 */
export const cartResponseSchema = z.object({ items: z.string(), totalPrice: z.number() });
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const cartAddSchema = z
  .strictObject({
    productId,
    color: colorIdSchema.optional(),
    S: lineQuantity.optional(),
    M: lineQuantity.optional(),
    L: lineQuantity.optional(),
    XL: lineQuantity.optional(),
  })
  .refine((b) => SIZES.some((s) => (b[s] ?? 0) > 0), {
    error: "add at least one item of one size",
  });
export const cartChangeSchema = z.strictObject({
  productId,
  color: colorIdSchema.optional(),
  size: sizeSchema,
  quantity: typedNumber(
    z
      .number({ error: "quantity must be a number" })
      .int({ error: "quantity must be a whole number" })
      .max(1000, { error: "quantity is too large" }),
    "quantity must be a number",
  ),
});
export const cartRemoveSchema = z.strictObject({
  productId,
  color: colorIdSchema.optional(),
  size: sizeSchema.optional(),
});

export function parseCartItems(items: string): CartEntry[] {
  try {
    return z.array(cartEntrySchema).parse(JSON.parse(items));
  } catch {
    return [];
  }
}

export type CartLineSize = Size;

/**
 * The INSUFFICIENT_QUANTITY message, the same for the cart and for orders; it names the colour
 * too for a product sold in colours.
 */
export const notEnoughStockMessage = (left: number, title: string, size: Size, color?: string) =>
  color
    ? `Only ${left} left of ${title} in ${color}, size ${size}.`
    : `Only ${left} left of ${title} in size ${size}.`;
