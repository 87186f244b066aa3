import { z } from "zod";
import type { Locale } from "./locales";
import { BRAND } from "./brand";
import { typedNumber, type Digits } from "./numerals";

/** Flat delivery fee in EGP for Cairo and Giza (docs/product.md#constants). */
export const SHIPPING_FEE = 70;
export const CURRENCY = "EGP";
/**
 * The pound's Arabic symbol, as Egyptian shops and receipts write it (docs/product.md#languages).
 */
export const CURRENCY_AR = "ج.م";

/** Money travels as EGP numbers with at most 2 decimals, and is stored as integer piastres. */
export const toPiastres = (egp: number): number => Math.round(egp * 100);
export const fromPiastres = (piastres: number): number => piastres / 100;

export const hasAtMostTwoDecimals = (n: number): boolean =>
  Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** A price in EGP: positive, at most 2 decimals, below ten million. */
export const priceSchema = typedNumber(
  z
    .number({ error: "must be a number" })
    .positive({ error: "must be greater than 0" })
    .max(9_999_999.99, { error: "is too large" })
    .refine(hasAtMostTwoDecimals, { error: "must have at most 2 decimals" }),
);

const decimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const egpFormatter = new Intl.NumberFormat("en-EG", decimals);

/**
 * "1,250.00 EGP" in English; "1,250.00 ج.م" in Arabic, amount first as an Arabic reader says it
 * (drawn ج.م 1,250.00 right to left), or "١٬٢٥٠٫٠٠ ج.م" when the brand wants Arabic-Indic digits
 * (BRAND.arabicDigits). Bidi-safe: the amount is one number run, joined to the symbol by a no-break
 * space so they never wrap apart, and ICU puts a mark before a minus sign (LRM before Latin
 * digits, ALM before Arabic-Indic ones) so it stays before the digits inside Arabic text. Written
 * small: this ships on every page.
 */
export function formatEGP(
  egp: number,
  locale: Locale = "en",
  digits: Digits = locale === "ar" ? BRAND.arabicDigits : "latin",
): string {
  return locale === "en"
    ? `${egpFormatter.format(egp)} ${CURRENCY}`
    : `${new Intl.NumberFormat(`ar-EG-u-nu-${digits === "latin" ? "latn" : "arab"}`, decimals).format(egp)}\u00A0${CURRENCY_AR}`;
}
