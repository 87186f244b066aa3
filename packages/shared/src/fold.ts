/*
 * One way to reduce a piece's words to what a shopper means by them, in English and Arabic
 * (docs/product.md#catalogue-order): Unicode NFKC, case folded, Latin accents removed, Arabic
 * vowel marks (U+064B–U+065F, U+0670) and tatweel removed, the hamza'd and wasla alefs read as a
 * bare alef, taa marbuta as haa, alef maqsura as yaa, waw and yaa with hamza as their bare letters,
 * Arabic-Indic and Persian digits as 0–9. The API computes it once per write (the products'
 * name and search keys) and for every query, in JavaScript, so SQLite and PostgreSQL compare
 * and order the same strings byte for byte.
 */

const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;
const LETTERS: Record<string, string> = {
  "\u0623": "\u0627", // أ
  "\u0625": "\u0627", // إ
  "\u0622": "\u0627", // آ
  "\u0671": "\u0627", // ٱ
  "\u0629": "\u0647", // ة → ه
  "\u0649": "\u064A", // ى → ي
  "\u0624": "\u0648", // ؤ → و
  "\u0626": "\u064A", // ئ → ي
};
const LETTER = /[\u0623\u0625\u0622\u0671\u0629\u0649\u0624\u0626]/g;
/** Arabic-Indic (U+0660–0669) and Persian (U+06F0–06F9) digits. */
const DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** Combining marks left after decomposing a Latin letter (é → e + U+0301). */
const LATIN_MARKS = /[\u0300-\u036F]/g;

export function foldText(text: string): string {
  return (
    text
      .normalize("NFKC")
      .replace(ARABIC_MARKS, "")
      .replace(LETTER, (c) => LETTERS[c] ?? c)
      .replace(DIGIT, (d) => String((d.charCodeAt(0) & 0xf) % 10))
      .toLowerCase()
      // Decompose only to strip Latin accents; Arabic letters survive NFD unchanged after the
      // mapping above (its decomposable letters are already mapped).
      .normalize("NFD")
      .replace(LATIN_MARKS, "")
      .normalize("NFC")
      .replace(/\s+/g, " ")
      .trim()
  );
}
