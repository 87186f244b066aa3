import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PaymentQueueItem } from "@atelier/shared/payments";
import { dismissToasts, renderPage } from "@/testing/render-page";
import { InstapayQueue } from "./instapay-queue";

const ITEM: PaymentQueueItem = {
  id: 42,
  date: "2026-11-23T10:00:00.000Z",
  status: "pending",
  customerName: "Nour Hassan",
  customer_email: "nour@example.com",
  customer_number: "01012345678",
  amount: 2970,
  paymentState: "instapay_awaiting",
  reference: "IPN-42",
  receipt: true,
  submittedAt: "2026-11-23T10:05:00.000Z",
};

const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;

describe("Instapay queue (docs/product.md#payments)", () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, "fetch");
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => "blob:receipt-42");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(async () => {
    fetchSpy.mockRestore();
    await dismissToasts();
  });

  it("lists awaiting transfers with reference, amount and the receipt; Confirm records it", async () => {
    const user = userEvent.setup({ delay: null });
    let queue = [ITEM];
    fetchSpy.mockImplementation(async (input, init) => {
      const url = urlOf(input);
      if (url.endsWith("/receipt"))
        return new Response("webp", { status: 200, headers: { "Content-Type": "image/webp" } });
      if (init?.method === "POST") {
        queue = [];
        return new Response(JSON.stringify({ ...ITEM, paymentState: "instapay_confirmed" }), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        });
      }
      return new Response(JSON.stringify(queue), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    });
    renderPage(<InstapayQueue />);
    const row = (await screen.findByText("#42")).closest("li")!;
    expect(within(row).getByText("IPN-42")).toBeInTheDocument();
    expect(within(row).getByText("2,970.00 EGP")).toBeInTheDocument();
    expect(await within(row).findByRole("img", { name: "Receipt of order 42" })).toHaveAttribute(
      "src",
      "blob:receipt-42",
    );
    expect(fetchSpy.mock.calls.some(([u]) => urlOf(u) === "/api/admin/orders/42/receipt")).toBe(
      true,
    );

    await user.click(within(row).getByRole("button", { name: "Confirm payment of order 42" }));
    await waitFor(() =>
      expect(screen.getByText("No transfer is waiting for confirmation.")).toBeInTheDocument(),
    );
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(urlOf(post[0])).toBe("/api/admin/orders/42/payment");
    expect(JSON.parse(String(post[1]?.body))).toEqual({ decision: "confirm" });
  });
});
