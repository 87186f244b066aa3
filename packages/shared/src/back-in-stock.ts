/*
 * "Notify me when my size is back" (issue 29, docs/product.md#back-in-stock): the shopper's
 * sign-up, the unsubscribe link's query and the admin's count of who waits for what. Its own
 * module: only the product page's lazy notify form and the admin load it.
 */
import { z } from "zod";
import { emailField } from "./auth";
import { colorIdSchema } from "./colors";
import { LOCALES } from "./locales";
import { SIZES, sizeSchema } from "./products";

/** POST /api/products/{id}/notify. */
export const notifyBodySchema = z.strictObject({
  size: sizeSchema,
  color: colorIdSchema.optional(),
  email: emailField(),
  /** The language of her page: the mail is written in it. English when left out. */
  locale: z.enum(LOCALES, { error: "locale must be one of en, ar" }).optional(),
});
export type NotifyBody = z.input<typeof notifyBodySchema>;

/** The one answer to a sign-up, whether she was already waiting or not (202). */
export const notifyAnswerSchema = z.object({ ok: z.literal(true) });

/** The unsubscribe link's query: the token minted for the mail, and the page's language. */
export const unsubscribeQuerySchema = z.object({
  token: z.string().max(200).optional(),
  lang: z.enum(LOCALES).optional().catch(undefined),
});

/** GET /api/admin/stock-alerts?ids=1,2,3: the products of one admin page, at most 100. */
export const waitingQuerySchema = z.object({
  ids: z
    .string({ error: "ids is required" })
    .max(1200, { error: "ids is too long" })
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { error: "ids must be product ids separated by commas" })
    .transform((v) => [...new Set(v.split(",").map(Number))]),
});

/** How many wait for one size of a product (in a colour: `color` is its id, else null). */
export const waitingCountSchema = z.object({
  productId: z.number().int(),
  color: z.number().int().nullable(),
  size: z.enum(SIZES),
  waiting: z.number().int(),
});
export type WaitingCount = z.infer<typeof waitingCountSchema>;
