import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "@atelier/shared/orders";
import {
  eventTitle,
  finalEffects,
  nextStatus,
  parsePrice,
  parseStock,
  statusDecision,
  statusMenu,
} from "./admin-rules";

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

describe("parseStock (docs/product.md#admin: whole numbers from 0; anything else is refused, never 0)", () => {
  it.each([
    ["0", 0],
    ["7", 7],
    [" 12 ", 12],
    ["007", 7],
    ["1000000", 1_000_000],
    ["١٢", 12],
    ["۳", 3],
  ])("%j → %i", (input, value) => expect(parseStock(input)).toBe(value));

  it.each(["", " ", "abc", "-4", "-0", "2.9", "1e3", "+3", "1,000", "1000001", "99999999"])(
    "%j is refused",
    (input) => expect(parseStock(input)).toBeNull(),
  );
});

describe("status menus (docs/product.md#admin, issue 24)", () => {
  it("follow the usual life: pending → processing → shipped → delivered", () => {
    expect(nextStatus("pending")).toBe("processing");
    expect(nextStatus("processing")).toBe("shipped");
    expect(nextStatus("shipped")).toBe("delivered");
    for (const s of ["delivered", "canceled", "returned", "refused"] as const)
      expect(nextStatus(s)).toBeNull();
  });

  it("lead with the next step, keep every status once, and end with the final ones", () => {
    expect(statusMenu("shipped")).toEqual([
      "delivered",
      "pending",
      "processing",
      "shipped",
      "canceled",
      "returned",
      "refused",
    ]);
    for (const from of [undefined, ...ORDER_STATUSES]) {
      const menu = statusMenu(from);
      expect([...menu].sort()).toEqual([...ORDER_STATUSES].sort());
      expect(menu.slice(-3)).toEqual(["canceled", "returned", "refused"]);
    }
  });

  it("name a final status's effects: stock, the shopper's e-mail, no way back", () => {
    expect(finalEffects("canceled", 1, 1)).toEqual([
      "1 unit goes back to stock.",
      "The customer is e-mailed that the order has been canceled, with a refund promised only if it was paid (a confirmed Instapay transfer).",
      "The order can then no longer change status.",
    ]);
    expect(finalEffects("returned", 3, 7)[0]).toBe("7 units go back to stock.");
    expect(finalEffects("returned", 3, 7)[1]).toMatch(/^Each customer is e-mailed/);
    expect(finalEffects("refused", 1, 2)[1]).toMatch(/^No e-mail is sent\./);
  });
});

describe("eventTitle: history in words", () => {
  it.each([
    [{ kind: "placed", status: "pending" }, "Placed"],
    [{ kind: "status", status: "shipped" }, "Shipped"],
    [{ kind: "return_requested", status: null }, "Return requested"],
    [{ kind: "payment", status: "instapay_awaiting" }, "Transfer reported"],
    [{ kind: "payment", status: "instapay_confirmed" }, "Payment confirmed"],
    [{ kind: "payment", status: "instapay_rejected" }, "Payment rejected"],
    [{ kind: "payment", status: "cod" }, "Payment: Cash on delivery"],
    [{ kind: "payment", status: "something_new" }, "Payment"],
    [{ kind: "payment", status: "online_paid" }, "Paid by card or wallet"],
    [{ kind: "payment", status: "online_failed" }, "Card or wallet payment declined"],
    [{ kind: "whatsapp", status: "sent" }, "Confirmation asked on WhatsApp"],
    [{ kind: "whatsapp", status: "confirmed" }, "Confirmed on WhatsApp"],
    [{ kind: "whatsapp", status: "read" }, "WhatsApp message read"],
  ] as const)("%j → %s", (event, words) => expect(eventTitle(event)).toBe(words));
});
