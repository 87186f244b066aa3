import { describe, expect, it } from "vitest";
import { BRAND } from "./brand";
import { formatCairoDate, formatCairoDay, toDigits } from "./dates";
import { formatEGP } from "./money";
import { digitsFor } from "./numerals";

// Prices and dates in both languages (docs/product.md#languages, issue 16 point 4).
describe("formatEGP", () => {
  it("keeps the English form", () => {
    expect(formatEGP(1250)).toBe("1,250.00 EGP");
    expect(formatEGP(1250, "en")).toBe("1,250.00 EGP");
    expect(formatEGP(70.5, "en")).toBe("70.50 EGP");
    expect(formatEGP(1234567.891, "en")).toBe("1,234,567.89 EGP");
  });

  it("writes Arabic prices amount first, Latin digits, ج.م joined by a no-break space", () => {
    expect(formatEGP(1250, "ar", "latin")).toBe("1,250.00\u00A0ج.م");
    expect(formatEGP(0, "ar", "latin")).toBe("0.00\u00A0ج.م");
    expect(formatEGP(-70, "ar", "latin")).toBe("\u200E-70.00\u00A0ج.م");
  });

  it("switches to Arabic-Indic digits when the brand asks", () => {
    expect(formatEGP(1250, "ar", "arabic-indic")).toBe("١٬٢٥٠٫٠٠\u00A0ج.م");
    expect(formatEGP(-70, "ar", "arabic-indic")).toBe("\u061C-٧٠٫٠٠\u00A0ج.م");
    expect(formatEGP(1250, "en", "arabic-indic")).toBe("1,250.00 EGP");
  });

  it("follows BRAND.arabicDigits on Arabic pages only", () => {
    expect(digitsFor("en")).toBe("latin");
    expect(digitsFor("ar")).toBe(BRAND.arabicDigits);
    expect(formatEGP(1250, "ar")).toBe(formatEGP(1250, "ar", BRAND.arabicDigits));
  });
});

describe("Cairo dates", () => {
  // 13:05 UTC on 2 November 2026 is 15:05 in Cairo (UTC+2 in winter).
  const afternoon = "2026-11-02T13:05:00Z";
  // 22:30 UTC on 31 December is already 1 January in Cairo.
  const newYear = "2026-12-31T22:30:00Z";

  it("keeps the English forms", () => {
    expect(formatCairoDate(afternoon)).toBe("Nov 2, 2026 03:05 PM");
    expect(formatCairoDate(afternoon, "en")).toBe("Nov 2, 2026 03:05 PM");
    expect(formatCairoDay(afternoon)).toBe("Nov 2, 2026");
    expect(formatCairoDay(newYear, "en")).toBe("Jan 1, 2027");
    expect(formatCairoDate("not a date", "en")).toBe("");
  });

  it("writes Arabic month names in Cairo time", () => {
    expect(formatCairoDate(afternoon, "ar", "latin")).toBe("2 نوفمبر 2026، 03:05 م");
    expect(formatCairoDate("2026-05-09T06:00:00Z", "ar", "latin")).toBe("9 مايو 2026، 09:00 ص");
    expect(formatCairoDay(newYear, "ar", "latin")).toBe("1 يناير 2027");
    expect(formatCairoDay("2026-02-14T10:00:00Z", "ar", "latin")).toBe("14 فبراير 2026");
    expect(formatCairoDate("not a date", "ar")).toBe("");
    expect(formatCairoDay("not a date", "ar")).toBe("");
  });

  it("names every month as Egyptian shops do", () => {
    const months = Array.from(
      { length: 12 },
      (_, m) => formatCairoDay(Date.UTC(2026, m, 15, 12), "ar", "latin").split(" ")[1],
    );
    expect(months).toEqual([
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
    ]);
  });

  it("writes Arabic-Indic digits when the brand asks", () => {
    expect(formatCairoDate(afternoon, "ar", "arabic-indic")).toBe("٢ نوفمبر ٢٠٢٦، ٠٣:٠٥ م");
    expect(formatCairoDay(afternoon, "ar", "arabic-indic")).toBe("٢ نوفمبر ٢٠٢٦");
    expect(toDigits("10.5", "arabic-indic")).toBe("١٠٫٥");
  });
});
