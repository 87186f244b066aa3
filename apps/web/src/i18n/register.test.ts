import { describe, expect, it } from "vitest";
import { singularYou as singular } from "@atelier/shared/arabic-register";

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
