import { describe, expect, it } from "vitest";

/*
 * One Arabic register, pages and e-mails alike (docs/product.md#languages): the polite plural
 * (حقيبتكم، اختاروا), never the singular "you" (حقيبتك، اختر); and one name for the community, the
 * house's circle (دائرة الدار، دائرتنا), never مجتمع. The e-mails and page titles have the same
 * test (apps/api/src/features/mail/register.test.ts).
 */
const FILES = import.meta.glob<{ default: object }>("./messages/ar/*.ts", { eager: true });

const texts = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(texts)
      : [];
const ARABIC = Object.entries(FILES).flatMap(([file, m]) =>
  texts(m.default).map((text) => ({ file: file.slice("./messages/ar/".length), text })),
);

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

function singular(text: string): string[] {
  const words = text.match(/[\u0621-\u0652]+/g) ?? [];
  const yours = words.filter(
    (w) => /[\u0621-\u064a]ك[\u064b-\u0652]?$/.test(w) && !STEM_KAF.has(w),
  );
  const imperative = SINGULAR_IMPERATIVE.exec(text)?.[0];
  return imperative ? [...yours, imperative] : yours;
}

describe("the Arabic pages' words", () => {
  it("address the shopper in the polite plural only", () => {
    expect(ARABIC.length).toBeGreaterThan(300);
    const found = ARABIC.flatMap(({ file, text }) => singular(text).map((w) => `${file}: ${w}`));
    expect(found).toEqual([]);
  });

  it("catch the singular when it is there", () => {
    expect(singular("أضف إلى حقيبتك، ثم تواصل معنا.")).toEqual(["حقيبتك", "أضف"]);
    expect(singular("أضيفوا إلى حقيبتكم، ثم تواصلوا معنا.")).toEqual([]);
  });

  it("call the community one name: the house's circle", () => {
    const circle = ARABIC.filter(({ text }) => /دائرت|دائرة|مجتمع/.test(text));
    expect(circle.map(({ text }) => text).sort()).toEqual([
      "انضموا إلى دائرتنا",
      "دائرة الدار",
      "دائرة الدار",
      "دائرة الدار",
    ]);
  });
});
