import { describe, expect, it } from "vitest";
import { singularYou as singular } from "@atelier/shared/arabic-register";
import { MAIL_MESSAGES } from "./messages";
import { SEO_MESSAGES } from "../seo/messages";

/*
 * One Arabic register, pages and e-mails alike (docs/product.md#languages): the polite plural
 * (طلبكم، سنراسلكم، أكّدوا), never the singular "you" (طلبك، أكّد). The web app's messages have the
 * same test (apps/web/src/i18n/register.test.ts).
 */

/** Every text of a messages object; functions are called with an order number and an amount. */
const texts = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : typeof value === "function"
      ? texts((value as (...args: unknown[]) => unknown)(1024, "1,770.00 ج.م"))
      : value && typeof value === "object"
        ? Object.values(value).flatMap(texts)
        : [];

describe("the Arabic e-mails and page titles", () => {
  it("address the shopper in the polite plural only", () => {
    const all = [...texts(MAIL_MESSAGES.ar), ...texts(SEO_MESSAGES.ar)];
    expect(all.length).toBeGreaterThan(50);
    expect(all.flatMap((t) => singular(t).map((w) => `${w} ← ${t}`))).toEqual([]);
  });

  it("catch the singular when it is there", () => {
    expect(singular("استلمنا طلبك، وسيصلك قريبًا. أكّد بريدك.")).toEqual([
      "طلبك",
      "وسيصلك",
      "بريدك",
      "أكّد",
    ]);
    expect(singular("استلمنا طلبكم في الزمالك. أكّدوا بريدكم.")).toEqual([]);
  });
});
