import { BRAND } from "./brand";
import type { Locale } from "./locales";

/**
 * Which digits a page writes numbers in (docs/DESIGN §8: Latin digits on both languages; the
 * brand may switch Arabic pages to Arabic-Indic ones, BRAND.arabicDigits). Prices take their
 * Arabic-Indic digits from ICU (money.ts); dates are written with fixed Latin patterns and then
 * transliterated (dates.ts), so the server and every browser agree.
 */
export type Digits = "latin" | "arabic-indic";

export const digitsFor = (locale: Locale): Digits =>
  locale === "ar" ? BRAND.arabicDigits : "latin";
