import { describe, expect, it } from "vitest";
import { z } from "zod";
import { adminOrderFiltersSchema } from "./admin";
import { cartAddSchema, cartChangeSchema } from "./cart";
import { canonicalPhone, isEgyptianMobile, normalizePhone } from "./egypt";
import { priceSchema } from "./money";
import { latinDigits, latinNumberText, parseTypedNumber, typedNumber } from "./numerals";
import { orderCreateSchema, trackOrderSchema } from "./orders";
import { paymentOptionsRequestSchema } from "./payments";
import { stockSchema } from "./products";

const ARABIC = "٠١٠١٢٣٤٥٦٧٨"; // U+0660–0669, as an Arabic phone keyboard types them
const PERSIAN = "۰۱۰۱۲۳۴۵۶۷۸"; // U+06F0–06F9

describe("latinDigits", () => {
  it("writes Arabic-Indic and Persian digits as Latin ones", () => {
    expect(latinDigits(ARABIC)).toBe("01012345678");
    expect(latinDigits(PERSIAN)).toBe("01012345678");
    expect(latinDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(latinDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
  });

  it("leaves everything else alone, mixed digits included", () => {
    expect(latinDigits("+٢٠ 10 ۱۲")).toBe("+20 10 12");
    expect(latinDigits("شارع ٩")).toBe("شارع 9");
    expect(latinDigits("Nile St 5")).toBe("Nile St 5");
  });
});

describe("typed numbers", () => {
  it("read the Arabic decimal separator and drop its thousands separator", () => {
    expect(latinNumberText(" ١٬٢٥٠٫٥٠ ")).toBe("1250.50");
    expect(parseTypedNumber("١٢٫٥")).toBe(12.5);
    expect(parseTypedNumber("۳")).toBe(3);
    expect(parseTypedNumber("1250.00")).toBe(1250);
  });

  it("are NaN unless plainly a number", () => {
    for (const text of ["", " ", "1e3", "0x10", "12abc", "١٢ ٣", "Infinity", "1,250", "٫"])
      expect(parseTypedNumber(text), text).toBeNaN();
  });

  it("pass through a schema: a JSON number as it is, text by its digits, nonsense refused", () => {
    const qty = typedNumber(z.number({ error: "must be a number" }).int().min(0));
    expect(qty.parse(4)).toBe(4);
    expect(qty.parse("٤")).toBe(4);
    expect(qty.safeParse("four").error?.issues[0]?.message).toBe("must be a number");
    expect(qty.safeParse(true).success).toBe(false);
  });
});

describe("phones in any digits", () => {
  it("are Egyptian mobiles and one customer", () => {
    expect(normalizePhone("٠١٠ ١٢٣٤ ٥٦٧٨")).toBe("01012345678");
    expect(isEgyptianMobile(ARABIC)).toBe(true);
    expect(isEgyptianMobile(PERSIAN)).toBe(true);
    expect(isEgyptianMobile("+٢٠١٠١٢٣٤٥٦٧٨")).toBe(true);
    expect(canonicalPhone("+٢٠ ١٠١ ٢٣٤ ٥٦٧٨")).toBe("01012345678");
    expect(canonicalPhone(PERSIAN)).toBe("01012345678");
  });
});

describe("the schemas take numbers as an Arabic keyboard types them", () => {
  const order = {
    products: [{ productId: 1, M: "٢" }],
    customer_email: "a@b.co",
    customer_number: ARABIC,
    customerName: "Nour",
    shippingAddress: { address: "5 Nile St", city: "Agouza", governorate: "Giza" },
  };

  it("an order: the phone stored in Latin digits, quantities read", () => {
    const parsed = orderCreateSchema.parse(order);
    expect(parsed.customer_number).toBe("01012345678");
    expect(parsed.products[0]?.M).toBe(2);
    expect(
      orderCreateSchema.parse({ ...order, customer_number: " ۰۱۰ ۱۲۳۴ ۵۶۷۸ " }).customer_number,
    ).toBe("010 1234 5678");
    expect(orderCreateSchema.safeParse({ ...order, customer_number: "٠١٠١٢٣" }).success).toBe(
      false,
    );
  });

  it("payment options, track, admin search", () => {
    expect(
      paymentOptionsRequestSchema.parse({ customer_email: "a@b.co", customer_number: PERSIAN })
        .customer_number,
    ).toBe("01012345678");
    expect(trackOrderSchema.parse({ orderId: "١٠٢٤", email: "a@b.co" }).orderId).toBe(1024);
    expect(trackOrderSchema.parse({ orderId: 1024, email: "a@b.co" }).orderId).toBe(1024);
    expect(trackOrderSchema.safeParse({ orderId: "١٠x", email: "a@b.co" }).success).toBe(false);
    expect(adminOrderFiltersSchema.parse({ q: " #١٢ " }).q).toBe("#12");
  });

  it("prices with ٫, stock and cart quantities", () => {
    expect(priceSchema.parse("١٢٥٠٫٥٠")).toBe(1250.5);
    expect(priceSchema.safeParse("١٢٫٣٤٥").success).toBe(false);
    expect(stockSchema.parse("۱۲")).toBe(12);
    expect(stockSchema.safeParse("-١").success).toBe(false);
    expect(cartAddSchema.parse({ productId: 1, S: "٣" }).S).toBe(3);
    expect(cartChangeSchema.parse({ productId: 1, size: "S", quantity: "٠" }).quantity).toBe(0);
  });
});
