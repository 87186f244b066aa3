import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "@atelier/shared/orders";
import { parsePrice, parseStock, statusDecision } from "./admin-rules";

describe("statusDecision (docs/product.md#admin)", () => {
  it("does nothing for the same status", () => {
    for (const status of ORDER_STATUSES) expect(statusDecision(status, status)).toBe("unchanged");
  });

  it("refuses any change out of canceled or returned", () => {
    for (const from of ["canceled", "returned"] as const)
      for (const to of ORDER_STATUSES.filter((s) => s !== from))
        expect(statusDecision(from, to), `${from} → ${to}`).toBe("final");
  });

  it("lets every other status change to any other, backwards too", () => {
    for (const from of ["pending", "processing", "shipped", "delivered"] as const)
      for (const to of ORDER_STATUSES.filter((s) => s !== from))
        expect(statusDecision(from, to), `${from} → ${to}`).toBe("change");
  });
});

describe("parsePrice (docs/product.md#admin: update buttons)", () => {
  it.each(["", "  ", "0", "0.00", "-1", "-0.01", "abc", "Infinity"])("rejects %j", (input) =>
    expect(parsePrice(input)).toBeNull(),
  );
  it.each([
    ["0.01", 0.01],
    ["1250", 1250],
    ["999.99", 999.99],
    // docs/product.md#numbers: Arabic-Indic and Persian digits, and the Arabic decimal separator.
    ["١٢٥٠٫٥٠", 1250.5],
    ["۹۹۹", 999],
  ])("accepts %j", (input, value) => expect(parsePrice(input)).toBe(value));
});

describe("parseStock (docs/product.md#admin: whole numbers, at least 0, non-numeric counts as 0)", () => {
  it.each([
    ["", 0],
    ["abc", 0],
    ["-4", 0],
    ["0", 0],
    ["7", 7],
    ["٧", 7],
    ["۱۲", 12],
    ["2.9", 2],
    ["12", 12],
  ])("%j → %i", (input, value) => expect(parseStock(input)).toBe(value));
});
