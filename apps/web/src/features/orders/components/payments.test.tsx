import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BRAND } from "@atelier/shared/brand";
import { ORDER_TOKEN_HEADER, type Order } from "@atelier/shared/orders";
import { COD_REFUSED_MESSAGE } from "@atelier/shared/payments";
import type { CartItem } from "@/features/cart";
import { fillValidCheckout } from "@/testing/fill-checkout";
import { dismissToasts, renderPage } from "@/testing/render-page";
import { CheckoutForm } from "./checkout-form";
import { InstapayPayment } from "./instapay-payment";

const SHIRT: CartItem = {
  id: "7",
  title: "Zamalek Oxford Shirt",
  price: 1450,
  images: [],
  selectedSize: "M",
  quantity: 2,
};

const answer = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;

describe("Checkout payment method (docs/product.md#payments)", () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, "fetch");
  });
  afterEach(async () => {
    fetchSpy.mockRestore();
    await dismissToasts();
  });

  const renderCheckout = () => {
    const onPlaced = vi.fn();
    renderPage(
      <CheckoutForm items={[SHIRT]} backTo="/cart" onPlaced={onPlaced} onFailed={vi.fn()} />,
    );
    return onPlaced;
  };
  /** The body of the POST /api/orders the form sent. */
  const sentOrder = () => {
    const call = fetchSpy.mock.calls.find(([url]) => urlOf(url) === "/api/orders");
    return JSON.parse(String(call?.[1]?.body)) as { paymentMethod: string };
  };

  it("offers cash on delivery and Instapay as labelled radios, cash on delivery first", async () => {
    const user = userEvent.setup({ delay: null });
    fetchSpy.mockImplementation(async (input) =>
      urlOf(input).endsWith("/payment-options")
        ? answer(200, { methods: ["cod", "instapay"] })
        : answer(201, { id: 5 }),
    );
    const onPlaced = renderCheckout();
    const group = screen.getByRole("group", { name: "Payment method" });
    expect(within(group).getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
    const instapay = within(group).getByRole("radio", { name: /Instapay/ });
    expect(instapay).not.toBeChecked();
    await fillValidCheckout(user);
    await user.click(instapay);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(sentOrder().paymentMethod).toBe("instapay");
  }, 20_000);

  it("hides cash on delivery when it is not allowed, says why, and sends Instapay", async () => {
    const user = userEvent.setup({ delay: null });
    fetchSpy.mockImplementation(async (input) =>
      urlOf(input).endsWith("/payment-options")
        ? answer(200, { methods: ["instapay"], reason: COD_REFUSED_MESSAGE })
        : answer(201, { id: 6 }),
    );
    const onPlaced = renderCheckout();
    await fillValidCheckout(user);
    const group = screen.getByRole("group", { name: "Payment method" });
    expect(await within(group).findByText(COD_REFUSED_MESSAGE)).toBeInTheDocument();
    expect(within(group).queryByRole("radio", { name: /Cash on delivery/ })).toBeNull();
    expect(within(group).getByRole("radio", { name: /Instapay/ })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(sentOrder().paymentMethod).toBe("instapay");
  }, 20_000);

  it("turns the server's COD_NOT_AVAILABLE into a toast and asks for the options again", async () => {
    const user = userEvent.setup({ delay: null });
    let optionsAsked = 0;
    fetchSpy.mockImplementation(async (input) => {
      if (!urlOf(input).endsWith("/payment-options"))
        return answer(400, { error: COD_REFUSED_MESSAGE, errorCode: "COD_NOT_AVAILABLE" });
      optionsAsked += 1;
      return optionsAsked === 1
        ? answer(200, { methods: ["cod", "instapay"] })
        : answer(200, { methods: ["instapay"], reason: COD_REFUSED_MESSAGE });
    });
    const onPlaced = renderCheckout();
    await fillValidCheckout(user);
    await waitFor(() => expect(optionsAsked).toBe(1));
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(
      await screen.findByText("Please Pay by Instapay", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("radio", { name: /Cash on delivery/ })).toBeNull(),
    );
    expect(onPlaced).not.toHaveBeenCalled();
  }, 20_000);
});

// Two shirts at 1,450.00 EGP, shipping 70.00 EGP.
const ORDER: Pick<Order, "id" | "subtotal" | "totalPrice" | "shipping" | "paymentState"> = {
  id: 42,
  subtotal: 2900,
  totalPrice: 2900,
  shipping: 70,
  paymentState: "instapay_awaiting",
};

describe("Instapay payment form (docs/product.md#payments)", () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, "fetch");
  });
  afterEach(async () => {
    fetchSpy.mockRestore();
    await dismissToasts();
  });

  it("shows the address, the exact amount and the order number as the note", () => {
    renderPage(<InstapayPayment order={ORDER} orderToken="t" />);
    expect(screen.getByText(BRAND.instapay.address)).toBeInTheDocument();
    expect(screen.getByText("2,970.00 EGP")).toBeInTheDocument();
    const note = screen.getByText("Transfer note").nextElementSibling;
    expect(note).toHaveTextContent("Order 42");
  });

  it("requires the reference, then sends it with the order link's token", async () => {
    const user = userEvent.setup({ delay: null });
    fetchSpy.mockResolvedValue(
      answer(200, {
        id: 42,
        paymentState: "instapay_awaiting",
        reference: "IPN-1",
        receipt: false,
      }),
    );
    renderPage(<InstapayPayment order={ORDER} orderToken="123.abc" />);
    await user.click(screen.getByRole("button", { name: "Send transfer details" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter the transfer's reference.");
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Transfer reference/), "IPN-1");
    await user.click(screen.getByRole("button", { name: "Send transfer details" }));
    expect(await screen.findByText("IPN-1")).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(urlOf(url)).toBe("/api/orders/42/payment");
    expect((init?.headers as Record<string, string>)[ORDER_TOKEN_HEADER]).toBe("123.abc");
    expect(JSON.parse(String(init?.body))).toEqual({ reference: "IPN-1" });
  });

  it("is not shown for a cash-on-delivery or confirmed order", () => {
    renderPage(<InstapayPayment order={{ ...ORDER, paymentState: "cod" }} />);
    expect(screen.queryByText(BRAND.instapay.address)).toBeNull();
  });
});
