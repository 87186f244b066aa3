import { afterEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { formatCairoDate } from "@atelier/shared/dates";
import type { Order } from "@atelier/shared/orders";
import { clearSession, setSession } from "@/features/auth";
import { saveLastOrder } from "../last-order";
import { renderPage } from "@/testing/render-page";
import { OrderConfirmationView } from "./order-confirmation-view";
import { VerifyGuestView } from "./verify-guest-view";

// The server's answer to POST /api/orders, as checkout keeps it under `lastOrder`.
const ORDER: Order = {
  id: 31,
  status: "pending",
  totalPrice: 5000.5,
  subtotal: 5000.5,
  discount: 0,
  discountCode: null,
  shipping: 70,
  customer_email: "nour@example.com",
  customer_number: "01012345678",
  customerName: "Nour Hassan",
  details: "Oxford Button-Down Shirt (M) x2, Cashmere Scarf (S) x1",
  date: "2026-11-02T13:05:00.000Z",
  addressDetails: "12 Hassan Sabry Street, Floor 3, Apt 7, Al-Zamalek, Cairo",
  shippingAddress: {
    address: "12 Hassan Sabry Street",
    floor: "3",
    apartment: "7",
    city: "Al-Zamalek",
    governorate: "Cairo",
  },
  paymentState: "cod",
  deliveredAt: null,
  returnRequest: null,
  tracking: null,
  shippingZone: null,
  shippingGovernorate: null,
  whatsappConfirmedAt: null,
  lines: [
    {
      productId: 7,
      title: "Oxford Button-Down Shirt",
      titleAr: "قميص أكسفورد",
      size: "M",
      quantity: 2,
      unitPrice: 1450,
      discount: 0,
      image: "/uploads/abc-1600.webp",
      color: null,
    },
    {
      productId: 9,
      title: "Cashmere Scarf",
      titleAr: "",
      size: "S",
      quantity: 1,
      unitPrice: 2100.5,
      discount: 0,
      image: null,
      color: null,
    },
  ],
};

afterEach(() => {
  sessionStorage.clear();
  clearSession();
});

describe("Order confirmation (docs/product.md#orders)", () => {
  it("shows an order placed without a structured address by its one-line address", () => {
    saveLastOrder({ ...ORDER, shippingAddress: null });
    renderPage(<OrderConfirmationView />, { path: "/order-confirmation" });
    const address = screen.getByRole("region", { name: "Shipping Address" });
    expect(within(address).getByText(ORDER.addressDetails)).toBeInTheDocument();
  });

  it("links a signed-in shopper to the order's own page, and a guest not", () => {
    saveLastOrder(ORDER);
    const guest = renderPage(<OrderConfirmationView />, { path: "/order-confirmation" });
    expect(screen.queryByRole("link", { name: "View your order" })).toBeNull();
    guest.unmount();
    setSession("t", { id: 1, email: ORDER.customer_email, role: "customer" });
    renderPage(<OrderConfirmationView />, { path: "/order-confirmation" });
    expect(screen.getByRole("link", { name: "View your order" })).toHaveAttribute(
      "href",
      "/orders/31",
    );
  });

  it("without a last order says it is loading and goes home", async () => {
    renderPage(<OrderConfirmationView />, {
      path: "/order-confirmation",
      pattern: "/order-confirmation",
    });
    expect(await screen.findByRole("status", { name: "Current page" })).toHaveTextContent(/^\/$/);
    expect(screen.queryByText("Order Received")).not.toBeInTheDocument();
  });

  it("shows the order from sessionStorage: number, Cairo date, status, delivery, customer, address, lines and totals", () => {
    saveLastOrder(ORDER);
    renderPage(<OrderConfirmationView />, { path: "/order-confirmation" });
    expect(screen.getByText("#31")).toBeInTheDocument();
    expect(screen.getByText(formatCairoDate(ORDER.date))).toHaveTextContent("Nov 2, 2026 03:05 PM");
    expect(screen.getByText("Order Received")).toBeInTheDocument();
    expect(screen.getByText("3-5 business days")).toBeInTheDocument();
    const customer = screen.getByRole("region", { name: "Customer Information" });
    expect(within(customer).getByText("Nour Hassan")).toBeInTheDocument();
    expect(within(customer).getByText("nour@example.com")).toBeInTheDocument();
    const address = screen.getByRole("region", { name: "Shipping Address" });
    expect(within(address).getByText("Floor 3, Apartment 7")).toBeInTheDocument();
    expect(within(address).getByText("Al-Zamalek, Cairo")).toBeInTheDocument();
    expect(within(address).getByText("12 Hassan Sabry Street")).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Order Summary" });
    expect(within(summary).getByText("2,900.00 EGP")).toBeInTheDocument();
    expect(within(summary).getByText("5,070.50 EGP")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute(
      "href",
      "/products",
    );
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("heading", { name: "What's Next" })).toBeInTheDocument();
  });
});

describe("Verify guest (docs/product.md#orders)", () => {
  it("needs both the token and the e-mail, and offers Contact Support", () => {
    renderPage(<VerifyGuestView token="abc" email={null} />, { path: "/verify-guest?token=abc" });
    expect(screen.getByRole("heading", { name: "Verification Failed" })).toBeInTheDocument();
    expect(
      screen.getByText("Invalid verification link. Token or email is missing."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});
