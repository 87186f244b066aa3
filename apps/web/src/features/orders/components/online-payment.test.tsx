import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ORDER_TOKEN_HEADER } from "@atelier/shared/orders";
import { renderPage } from "@/testing/render-page";
import * as payOnline from "../api/pay-online";
import { OnlinePayment } from "./online-payment";

const answer = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const ORDER = { id: 41, totalPrice: 850, shipping: 70 } as const;

describe("Paying an order by card or wallet (issue 32)", () => {
  let fetchSpy: MockInstance<typeof fetch>;
  let goSpy: MockInstance<typeof payOnline.goToPayment>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, "fetch");
    goSpy = vi.spyOn(payOnline, "goToPayment").mockImplementation(() => {});
  });
  afterEach(() => {
    fetchSpy.mockRestore();
    goSpy.mockRestore();
  });

  it("asks the store for Paymob's page with the order's link, and goes there", async () => {
    fetchSpy.mockResolvedValue(
      answer(200, { paymentUrl: "https://pay.test/unifiedcheckout/?x=1" }),
    );
    renderPage(
      <OnlinePayment order={{ ...ORDER, paymentState: "online_awaiting" }} orderToken="tok" />,
    );
    expect(screen.getByRole("heading", { name: "Complete your payment" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Pay 920.00 EGP" }));
    await waitFor(() =>
      expect(goSpy).toHaveBeenCalledWith("https://pay.test/unifiedcheckout/?x=1"),
    );
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe("/api/orders/41/pay");
    expect(new Headers(init?.headers).get(ORDER_TOKEN_HEADER)).toBe("tok");
  });

  it("says a payment was declined, and why it cannot start when Paymob is away", async () => {
    fetchSpy.mockResolvedValue(
      answer(503, {
        error: "Paying online is not available right now. Please try again in a few minutes.",
        errorCode: "SERVICE_UNAVAILABLE",
      }),
    );
    renderPage(<OnlinePayment order={{ ...ORDER, paymentState: "online_failed" }} />);
    expect(
      screen.getByRole("heading", { name: "Your payment did not go through" }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Pay 920.00 EGP" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/not available right now/);
    expect(goSpy).not.toHaveBeenCalled();
  });

  it("offers cash on delivery only after a declined payment, and says when the store refuses it", async () => {
    fetchSpy.mockResolvedValue(
      answer(400, {
        error: "Cash on delivery is not available for orders above 5,000.00 EGP.",
        errorCode: "COD_NOT_AVAILABLE",
      }),
    );
    const { unmount } = renderPage(
      <OnlinePayment order={{ ...ORDER, paymentState: "online_awaiting" }} />,
    );
    expect(screen.queryByRole("button", { name: "Pay cash on delivery instead" })).toBeNull();
    unmount();
    renderPage(
      <OnlinePayment order={{ ...ORDER, paymentState: "online_failed" }} orderToken="tok" />,
    );
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: "Pay cash on delivery instead" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Cash on delivery is not available for orders above 5,000.00 EGP.",
    );
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe("/api/orders/41/pay-on-delivery");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get(ORDER_TOKEN_HEADER)).toBe("tok");
    expect(goSpy).not.toHaveBeenCalled();
  });

  it("shows nothing once paid, nor for other payments", () => {
    for (const paymentState of ["online_paid", "cod", "instapay_awaiting"] as const) {
      const { container, unmount } = renderPage(
        <OnlinePayment order={{ ...ORDER, paymentState }} />,
      );
      expect(container.querySelector("section")).toBeNull();
      unmount();
    }
  });
});
