import { BRAND } from "./brand";
import type { Locale } from "./locales";

/**
 * Which digits a page writes numbers in (docs/DESIGN §8: Latin digits on both languages; the
 * brand may switch Arabic pages to Arabic-Indic ones, BRAND.arabicDigits). Prices and dates are
 * written with fixed Latin patterns and then transliterated, so the server render and every
 * browser produce the same characters whatever their ICU data.
 */
export type Digits = "latin" | "arabic-indic";

export const digitsFor = (locale: Locale): Digits =>
  locale === "ar" ? BRAND.arabicDigits : "latin";

const ARABIC_INDIC: Record<string, string> = {
  "0": "٠",
  "1": "١",
  "2": "٢",
  "3": "٣",
  "4": "٤",
  "5": "٥",
  "6": "٦",
  "7": "٧",
  "8": "٨",
  "9": "٩",
  // The Arabic thousands separator and decimal point (U+066C, U+066B), as ICU writes them.
  ",": "٬",
  ".": "٫",
};

/** "1,250.00" → "١٬٢٥٠٫٠٠"; Latin digits pass through unchanged. */
export const toDigits = (latin: string, digits: Digits): string =>
  digits === "latin" ? latin : latin.replace(/[0-9.,]/g, (c) => ARABIC_INDIC[c] ?? c);
