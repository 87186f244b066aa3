import { afterEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import type { OrderPage } from "@atelier/shared/orders";
import { clearSession } from "@/features/auth";
import { renderPage } from "@/testing/render-page";
import { saveLastOrder } from "../last-order";
import { OrderConfirmationView } from "./order-confirmation-view";
import { OrderDetails } from "./order-page-view";

/*
 * An order placed with a code (issue 31) shows what it took off wherever its money is shown, and
 * its total is what the shopper pays: the order's own figures, not its lines summed again.
 */

const PLACED = "2026-11-20T10:00:00.000Z";

// 2 × 1,500 + 1,000 = 4,000.00 EGP; NOUR15 takes 600.00 off (450 + 150); 70.00 EGP shipping.
const ORDER: OrderPage = {
  id: 8,
  status: "pending",
  subtotal: 4000,
  discount: 600,
  discountCode: "NOUR15",
  totalPrice: 3400,
  shipping: 70,
  customer_email: "nour@example.com",
  customer_number: "01012345678",
  customerName: "Nour Hassan",
  details: "Linen Shirt (M) x2, Silk Scarf (S) x1",
  date: PLACED,
  addressDetails: "12 Hassan Sabry Street, Al-Zamalek, Cairo",
  shippingAddress: {
    address: "12 Hassan Sabry Street",
    floor: "",
    apartment: "",
    city: "Al-Zamalek",
    governorate: "Cairo",
  },
  lines: [
    {
      productId: 7,
      title: "Linen Shirt",
      titleAr: "قميص كتان",
      size: "M",
      quantity: 2,
      unitPrice: 1500,
      discount: 450,
      image: null,
      color: null,
    },
    {
      productId: 9,
      title: "Silk Scarf",
      titleAr: "وشاح حرير",
      size: "S",
      quantity: 1,
      unitPrice: 1000,
      discount: 150,
      image: null,
      color: null,
    },
  ],
  paymentState: "cod",
  deliveredAt: null,
  returnRequest: null,
  tracking: null,
  shippingZone: null,
  shippingGovernorate: null,
  whatsappConfirmedAt: null,
  timeline: [{ step: "placed", at: PLACED }],
};

afterEach(() => {
  sessionStorage.clear();
  clearSession();
});

/** A summary's rows as "label: value", in order. */
const rows = (region: HTMLElement) =>
  within(region)
    .getAllByRole("term")
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe("an order placed with a discount code (issue 31)", () => {
  it("shows the discount between subtotal and shipping on the confirmation", () => {
    saveLastOrder(ORDER);
    renderPage(<OrderConfirmationView />, { path: "/order-confirmation" });
    expect(rows(screen.getByRole("region", { name: "Order Summary" }))).toEqual([
      "Subtotal: 4,000.00 EGP",
      "Discount (NOUR15): \u2212600.00 EGP",
      "Shipping: 70.00 EGP",
      "Total: 3,470.00 EGP",
    ]);
  });

  it("shows it on the order's page, and the header's total is what was paid", () => {
    renderPage(<OrderDetails order={ORDER} token="t" now={Date.parse(PLACED)} />, {
      path: "/orders/8",
    });
    expect(rows(screen.getByRole("region", { name: "Items" }))).toEqual([
      "Subtotal: 4,000.00 EGP",
      "Discount (NOUR15): \u2212600.00 EGP",
      "Shipping: 70.00 EGP",
      "Total: 3,470.00 EGP",
    ]);
    // The header's "3 pieces · Total …" and the summary's total.
    expect(screen.getAllByText("3,470.00 EGP")).toHaveLength(2);
  });

  it("says it in Arabic on /ar/orders/8", () => {
    renderPage(<OrderDetails order={ORDER} token="t" now={Date.parse(PLACED)} />, {
      path: "/ar/orders/8",
    });
    const summary = screen.getByRole("region", { name: "القطع" });
    expect(within(summary).getByText("الخصم (NOUR15)")).toBeInTheDocument();
  });

  it("asks an Instapay transfer for the total after the discount", () => {
    renderPage(
      <OrderDetails
        order={{ ...ORDER, paymentState: "instapay_awaiting" }}
        token="t"
        now={Date.parse(PLACED)}
      />,
      { path: "/orders/8" },
    );
    const amount = screen.getByText("Amount").nextElementSibling;
    expect(amount).toHaveTextContent("3,470.00 EGP");
  });

  it("says Free shipping for a free-shipping code, which takes nothing off the pieces", () => {
    saveLastOrder({
      ...ORDER,
      discount: 0,
      discountCode: "FREESHIP",
      totalPrice: 4000,
      shipping: 0,
    });
    renderPage(<OrderConfirmationView />, { path: "/order-confirmation" });
    expect(rows(screen.getByRole("region", { name: "Order Summary" }))).toEqual([
      "Subtotal: 4,000.00 EGP",
      "Discount (FREESHIP): Free shipping",
      "Shipping: 0.00 EGP",
      "Total: 4,000.00 EGP",
    ]);
  });
});
