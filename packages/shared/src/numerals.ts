import { z } from "zod";
import { BRAND } from "./brand";
import type { Locale } from "./locales";

/**
 * Which digits a page writes numbers in (docs/product.md#languages: Latin digits on both
 * languages; the
 * brand may switch Arabic pages to Arabic-Indic ones, BRAND.arabicDigits). Prices take their
 * Arabic-Indic digits from ICU (money.ts); dates are written with fixed Latin patterns and then
 * transliterated (dates.ts), so the server and every browser agree.
 */
export type Digits = "latin" | "arabic-indic";

export const digitsFor = (locale: Locale): Digits =>
  locale === "ar" ? BRAND.arabicDigits : "latin";

/*
 * Numbers as people type them (docs/product.md#numbers): an Arabic phone keyboard types
 * Arabic-Indic digits (٠١٢…, U+0660–0669), a Persian one Extended Arabic-Indic digits (۰۱۲…,
 * U+06F0–06F9), and Arabic writes the decimal point as ٫ (U+066B). They are the same numbers:
 * one normalisation here, used by the pages and, through the schemas below, by the server, so a
 * script posting Arabic digits straight to the API is read the same way.
 */
const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;
const FOREIGN_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** The text with each Arabic-Indic and Persian digit written as its Latin digit; nothing else. */
export function latinDigits(text: string): string {
  return text.replace(FOREIGN_DIGIT, (d) => {
    const code = d.charCodeAt(0);
    return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO));
  });
}

/**
 * A typed number's text in Latin form: Latin digits, "." for the Arabic decimal separator (٫),
 * the Arabic thousands separator (٬) dropped, spaces trimmed.
 */
export function latinNumberText(text: string): string {
  return latinDigits(text)
    .replace(/\u066b/g, ".")
    .replace(/\u066c/g, "")
    .trim();
}

const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A number typed in any of those digits ("١٢٫٥" is 12.5, "۳" is 3), or NaN when the text is not
 * a plain decimal number (no exponents, no hex, no thousands commas: "1e3" and "0x10" are NaN).
 */
export function parseTypedNumber(text: string): number {
  const plain = latinNumberText(text);
  return PLAIN_NUMBER.test(plain) ? Number(plain) : Number.NaN;
}

/**
 * A schema for a number that also takes it as typed text in any digits, for request bodies and
 * query strings: a JSON number passes as it is, a string is read by parseTypedNumber (NaN fails
 * the inner schema with its own "must be a number"); anything else gets `message`.
 */
export const typedNumber = <T extends z.ZodType<number, number>>(
  schema: T,
  message = "must be a number",
) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((v) => (typeof v === "number" ? v : parseTypedNumber(v)))
    .pipe(schema);
