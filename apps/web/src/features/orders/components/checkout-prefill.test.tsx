import * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CartItem } from "@/features/cart";
import { dismissToasts, renderPage } from "@/testing/render-page";
import { prefillFromOrder, withPrefill } from "../checkout-prefill";
import { emptyCheckoutFields } from "../checkout-rules";
import { CheckoutForm } from "./checkout-form";

// docs/product.md#orders: a signed-in shopper's checkout starts with the name, phone and address
// of her last order; whatever she has typed stays hers.

const SHIRT: CartItem = {
  id: "7",
  title: "Zamalek Oxford Shirt",
  price: 1450,
  images: [],
  selectedSize: "M",
  quantity: 1,
};

const LAST_ORDER = {
  customerName: "Nour El-Sayed Hassan",
  customer_number: "010 1234 5678",
  shippingAddress: {
    address: "4 Road 233",
    floor: "2",
    apartment: "5",
    city: "Al-Dokki",
    governorate: "Giza",
  },
};

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const select = (name: string) => screen.getByRole("combobox", { name }) as HTMLSelectElement;

describe("the checkout's pre-fill from the last order", () => {
  afterEach(async () => dismissToasts());

  it("splits the name, keeps the phone and takes the whole address", () => {
    expect(prefillFromOrder(LAST_ORDER)).toEqual({
      firstName: "Nour",
      lastName: "El-Sayed Hassan",
      phone: "010 1234 5678",
      address: "4 Road 233",
      floor: "2",
      apartment: "5",
      governorate: "Giza",
      city: "Al-Dokki",
    });
  });

  it("offers no address whose city is not on its governorate's list, and none for an order without one", () => {
    const moved = {
      ...LAST_ORDER,
      shippingAddress: { ...LAST_ORDER.shippingAddress, city: "Al-Zamalek" },
    };
    expect(prefillFromOrder(moved)).toEqual({
      firstName: "Nour",
      lastName: "El-Sayed Hassan",
      phone: "010 1234 5678",
    });
    expect(prefillFromOrder({ ...LAST_ORDER, shippingAddress: null })).not.toHaveProperty(
      "address",
    );
  });

  it("fills only what is empty, and a city only with its own governorate", () => {
    const typed = {
      ...emptyCheckoutFields("nour@example.com"),
      lastName: "Hassan",
      governorate: "Cairo",
    };
    const next = withPrefill(typed, prefillFromOrder(LAST_ORDER));
    expect(next).toMatchObject({
      firstName: "Nour",
      lastName: "Hassan",
      email: "nour@example.com",
      governorate: "Cairo",
      city: "",
      address: "4 Road 233",
    });
  });

  it("shows the form filled when the last order arrives, without touching what she typed", async () => {
    const user = userEvent.setup({ delay: null });
    // The last order arrives from the server after the form is on the screen.
    function Checkout() {
      const [prefill, setPrefill] = React.useState<ReturnType<typeof prefillFromOrder> | null>(
        null,
      );
      return (
        <>
          <button type="button" onClick={() => setPrefill(prefillFromOrder(LAST_ORDER))}>
            arrive
          </button>
          <CheckoutForm
            items={[SHIRT]}
            backTo="/cart"
            initialEmail="nour@example.com"
            prefill={prefill}
            onPlaced={vi.fn()}
            onFailed={vi.fn()}
          />
        </>
      );
    }
    renderPage(<Checkout />);
    expect(field("First Name").value).toBe("");
    await user.type(field("Phone"), "011 5555 6666");
    await user.click(screen.getByRole("button", { name: "arrive" }));
    expect(field("First Name").value).toBe("Nour");
    expect(field("Last Name").value).toBe("El-Sayed Hassan");
    expect(field("Email").value).toBe("nour@example.com");
    expect(field("Phone").value).toBe("011 5555 6666");
    expect(field("Address").value).toBe("4 Road 233");
    expect(field("Floor").value).toBe("2");
    expect(field("Apartment").value).toBe("5");
    expect(select("Governorate").value).toBe("Giza");
    expect(select("City").value).toBe("Al-Dokki");
  });
});
