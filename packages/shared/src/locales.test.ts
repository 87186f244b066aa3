import { describe, expect, it } from "vitest";
import { isLocale, localeOfPath, localizePath, stripLocale } from "./locales";

describe("locales", () => {
  it("reads the language from the path prefix, and nothing else", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/ar")).toBe("ar");
    expect(localeOfPath("/ar/products")).toBe("ar");
    expect(localeOfPath("/arrivals")).toBe("en");
    expect(isLocale("ar")).toBe(true);
    expect(isLocale("fr")).toBe(false);
  });

  it("moves a page between languages", () => {
    expect(stripLocale("/ar/product/7")).toBe("/product/7");
    expect(stripLocale("/ar")).toBe("/");
    expect(localizePath("/product/7", "ar")).toBe("/ar/product/7");
    expect(localizePath("/", "ar")).toBe("/ar");
    expect(localizePath("/ar/cart", "en")).toBe("/cart");
    expect(localizePath("/ar/cart", "ar")).toBe("/ar/cart");
  });
});
