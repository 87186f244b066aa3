/*
 * One Arabic register, pages and e-mails alike (docs/product.md#languages): the polite plural
 * (حقيبتكم، اختاروا), never the singular "you" (حقيبتك، اختر). Both apps' tests read their
 * Arabic words with this (apps/web/src/i18n/register.test.ts and
 * apps/api/src/features/mail/register.test.ts).
 */

/** Words whose final ك is their own letter, not "your" (sg.). */
const STEM_KAF = new Set([
  "ذلك",
  "تلك",
  "هناك",
  "كذلك",
  "لذلك",
  "زمالك",
  "الزمالك",
  "توك",
  "تيك",
  "مشترك",
]);
const SINGULAR_IMPERATIVE =
  /(?<![\u0600-\u06ff])(انتقل|اقرأ|أضف|اشترِ|تواصل|أكّد|افتح|اختر|ادفع|أدخل|اتصل|أنت)(?![\u0600-\u06ff])/;

/** The words of `text` that speak to one person: "your" (sg.) endings and singular imperatives. */
export function singularYou(text: string): string[] {
  const words = text.match(/[\u0621-\u0652]+/g) ?? [];
  const yours = words.filter(
    (w) => /[\u0621-\u064a]ك[\u064b-\u0652]?$/.test(w) && !STEM_KAF.has(w),
  );
  const imperative = SINGULAR_IMPERATIVE.exec(text)?.[0];
  return imperative ? [...yours, imperative] : yours;
}
