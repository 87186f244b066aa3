import type { Locale } from "./locales";
import { digitsFor, type Digits } from "./numerals";

/** The business runs on Cairo time (docs/product.md#constants). */
export const BUSINESS_TIME_ZONE = "Africa/Cairo";

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: true,
});

/**
 * The months as Egyptian shops write them (the Gregorian names used in Egypt, not the Levantine
 * كانون/تشرين ones). Written here rather than asked of ICU so the server render and every browser
 * agree character for character.
 */
const ARABIC_MONTHS = [
  "يناير",
  "فبراير",
  "مارس",
  "أبريل",
  "مايو",
  "يونيو",
  "يوليو",
  "أغسطس",
  "سبتمبر",
  "أكتوبر",
  "نوفمبر",
  "ديسمبر",
];
const ENGLISH_MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

/**
 * "1,250.00" → "١٬٢٥٠٫٠٠": each digit moves to its Arabic-Indic twin (U+0660 + d), the comma and
 * point become the Arabic thousands separator and decimal point (U+066C, U+066B) as ICU writes
 * them; Latin digits pass through unchanged. Kept here, apart from money.ts,
 * which ships on /.
 */
export const toDigits = (latin: string, digits: Digits): string =>
  digits === "latin"
    ? latin
    : latin.replace(/[\d.,]/g, (c) =>
        String.fromCharCode(c === "," ? 0x66c : c === "." ? 0x66b : 0x630 + c.charCodeAt(0)),
      );

const toDate = (value: string | number | Date): Date =>
  value instanceof Date ? value : new Date(value);

/** The Cairo wall-clock fields of an instant. */
function cairoParts(date: Date): Record<string, string> {
  const p: Record<string, string> = {};
  for (const { type, value: v } of parts.formatToParts(date)) p[type] = v;
  return p;
}

/**
 * Formats like `MMM d, yyyy hh:mm a` in Cairo time, e.g. "Nov 2, 2026 03:05 PM"; in Arabic
 * "2 نوفمبر 2026، 03:05 م" (day first, the Arabic comma, ص/م for AM/PM).
 */
export function formatCairoDate(
  value: string | number | Date,
  locale: Locale = "en",
  digits: Digits = digitsFor(locale),
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const p = cairoParts(date);
  const hour = (p.hour === "24" ? "12" : (p.hour ?? "")).padStart(2, "0");
  if (locale === "en") return `${p.month} ${p.day}, ${p.year} ${hour}:${p.minute} ${p.dayPeriod}`;
  const month = ARABIC_MONTHS[ENGLISH_MONTHS.indexOf(p.month ?? "")] ?? "";
  const period = p.dayPeriod === "AM" ? "ص" : "م";
  // The Arabic comma (U+060C) is not one toDigits rewrites, so the whole string can pass through.
  return toDigits(`${p.day} ${month} ${p.year}، ${hour}:${p.minute} ${period}`, digits);
}

/** Formats a calendar date like "Nov 2, 2026" in Cairo time; in Arabic "2 نوفمبر 2026". */
export function formatCairoDay(
  value: string | number | Date,
  locale: Locale = "en",
  digits: Digits = digitsFor(locale),
): string {
  const date = toDate(value);
  if (locale === "en") {
    return new Intl.DateTimeFormat("en-US", {
      timeZone: BUSINESS_TIME_ZONE,
      month: "short",
      day: "numeric",
      year: "numeric",
    }).format(date);
  }
  if (Number.isNaN(date.getTime())) return "";
  const p = cairoParts(date);
  const month = ARABIC_MONTHS[ENGLISH_MONTHS.indexOf(p.month ?? "")] ?? "";
  return toDigits(`${p.day} ${month} ${p.year}`, digits);
}
