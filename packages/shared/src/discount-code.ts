import { z } from "zod";
import { latinDigits } from "./numerals";

// How a discount code is typed (issue 31); apart from discounts.ts, which imports orders.ts,
// so that the order's own schema can take a code too.

export const CODE_MIN = 3;
export const CODE_MAX = 32;
const CODE_SHAPE = /^[A-Z0-9-]+$/;

/**
 * A code as stored and compared: NFKC (full-width letters), Arabic-Indic and Persian digits as
 * 0–9, surrounding spaces dropped, upper case. So `nour١٥ ` is `NOUR15` (Shopware #14397 accepted
 * a lowercase code and never counted it: here there is only ever one spelling).
 */
export const normalizeCode = (typed: string): string =>
  latinDigits(typed.normalize("NFKC")).trim().toUpperCase();

/** A typed code, normalised; 400 naming `field` unless 3–32 letters, digits and dashes. */
export const codeField = (field = "code") =>
  z
    .string({ error: `${field} is required` })
    .max(200, { error: `${field} is too long` })
    .transform(normalizeCode)
    .refine((c) => c.length > 0, { error: `${field} is required` })
    .refine((c) => c.length >= CODE_MIN && c.length <= CODE_MAX, {
      error: `${field} must be ${CODE_MIN} to ${CODE_MAX} characters`,
    })
    .refine((c) => CODE_SHAPE.test(c), {
      error: `${field} may hold only letters, digits and dashes`,
    });
