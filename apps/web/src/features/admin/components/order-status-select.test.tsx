import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { OrderStatus } from "@atelier/shared/orders";
import { Toaster } from "@/components/ui/toaster";
import { OrderStatusSelect } from "./order-status-select";

beforeAll(() => {
  // jsdom lacks what Radix Select asks of a real browser.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => vi.restoreAllMocks());

function setup(order: { id: number; status: OrderStatus }) {
  const onChange = vi.fn();
  render(
    <>
      <OrderStatusSelect order={order} onChange={onChange} />
      <Toaster />
    </>,
  );
  return {
    onChange,
    user: userEvent.setup(),
    trigger: screen.getByRole("combobox", { name: `Status of order ${order.id}` }),
  };
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  trigger: HTMLElement,
  label: string,
) {
  await user.click(trigger);
  await user.click(await screen.findByRole("option", { name: label }));
}

// Radix Select under user-event is slow on a busy machine; the default 5 s is too tight.
describe("OrderStatusSelect", { timeout: 20_000 }, () => {
  it("is named after its order and offers the seven statuses, Refused last", async () => {
    const { user, trigger } = setup({ id: 41, status: "pending" });
    expect(trigger).toHaveTextContent("Pending");
    await user.click(trigger);
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Pending",
      "Processing",
      "Shipped",
      "Delivered",
      "Canceled",
      "Returned",
      "Refused",
    ]);
  });

  it("asks for a change to another status, backwards too", async () => {
    const { user, trigger, onChange } = setup({ id: 7, status: "shipped" });
    await choose(user, trigger, "Processing");
    expect(onChange).toHaveBeenCalledExactlyOnceWith("processing");
  });

  it("does nothing when the same status is chosen", async () => {
    const { user, trigger, onChange } = setup({ id: 7, status: "delivered" });
    await choose(user, trigger, "Delivered");
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText("Cannot Change Status")).toBeNull();
  });

  it.each(["canceled", "returned"] as const)(
    "tells the admin a %s order is final, without asking for a change",
    async (status) => {
      const { user, trigger, onChange } = setup({ id: 12, status });
      await choose(user, trigger, "Pending");
      expect(
        await screen.findByText("Cannot Change Status", undefined, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.getByText(`Order 12 has already been ${status}.`)).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
      // The dropdown keeps showing the final status.
      expect(trigger).toHaveTextContent(status === "canceled" ? "Canceled" : "Returned");
    },
  );

  it("shows the status on its way and takes no choice while busy", () => {
    const onChange = vi.fn();
    render(
      <OrderStatusSelect
        order={{ id: 3, status: "pending" }}
        shown="shipped"
        busy
        onChange={onChange}
      />,
    );
    const trigger = screen.getByRole("combobox", { name: "Status of order 3" });
    expect(trigger).toHaveTextContent("Shipped");
    expect(trigger).toBeDisabled();
  });
});
