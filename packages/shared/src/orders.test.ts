import { describe, expect, it } from "vitest";
import {
  lineLimitHint,
  maxLineQuantity,
  ORDER_LIMITS,
  orderCreateSchema,
  unitLimitProblem,
} from "./orders";

describe("order unit limits", () => {
  it("defaults to 10 of one size and 20 in all, 3 open orders, 30 orders a minute", () => {
    expect(ORDER_LIMITS).toEqual({
      unitsPerLine: 10,
      unitsPerOrder: 20,
      openOrders: 3,
      ordersPerMinute: 30,
    });
  });

  it("names the first limit an order breaks", () => {
    expect(unitLimitProblem([{ quantity: 10 }, { quantity: 10 }])).toBeNull();
    expect(unitLimitProblem([{ quantity: 11 }])).toBe("At most 10 of one size per order.");
    expect(unitLimitProblem([{ quantity: 10 }, { quantity: 10 }, { quantity: 1 }])).toBe(
      "At most 20 pieces per order.",
    );
    expect(unitLimitProblem([{ quantity: 3 }], { unitsPerLine: 2, unitsPerOrder: 5 })).toBe(
      "At most 2 of one size per order.",
    );
  });

  it("says how far one line may grow beside the rest of the order, and why it stops", () => {
    expect(maxLineQuantity(0)).toBe(10);
    expect(maxLineQuantity(15)).toBe(5);
    expect(maxLineQuantity(25)).toBe(0);
    expect(lineLimitHint(0)).toBe("At most 10 of one size per order.");
    expect(lineLimitHint(15)).toBe("At most 20 pieces per order.");
  });
});

describe("orderCreateSchema", () => {
  const base = {
    products: [{ productId: 1, M: 1 }],
    customer_email: "nour@example.com",
    customer_number: "01012345678",
    customerName: "Nour Hassan",
  };

  it("wants a one-line address to name Cairo or Giza and one of its cities", () => {
    const parse = (addressDetails: string) =>
      orderCreateSchema.safeParse({ ...base, addressDetails }).success;
    expect(parse("5 Nile St, Floor 2, Agouza, Giza")).toBe(true);
    expect(parse("road 9, al-maadi, cairo")).toBe(true);
    expect(parse("5 Nile St, Giza")).toBe(false);
    expect(parse("Agouza, Cairo")).toBe(false);
    expect(parse("Smouha, Alexandria")).toBe(false);
  });

  it("checks the e-mail's length once lower-cased", () => {
    const email = `${"İ".repeat(125)}@example.com`;
    const r = orderCreateSchema.safeParse({
      ...base,
      customer_email: email,
      addressDetails: "Agouza, Giza",
    });
    expect(r.success).toBe(false);
    const ok = orderCreateSchema.parse({
      ...base,
      customer_email: " Nour@Example.COM ",
      addressDetails: "Agouza, Giza",
    });
    expect(ok.customer_email).toBe("nour@example.com");
  });
});
