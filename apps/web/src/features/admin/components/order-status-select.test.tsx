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

function setup(order: { id: number; status: OrderStatus; lines?: { quantity: number }[] }) {
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
  // Issue 24 changed the order: the usual next step leads, the final statuses close the list.
  it.each([
    ["pending", ["Processing", "Pending", "Shipped", "Delivered"]],
    ["processing", ["Shipped", "Pending", "Processing", "Delivered"]],
    ["shipped", ["Delivered", "Pending", "Processing", "Shipped"]],
    ["delivered", ["Pending", "Processing", "Shipped", "Delivered"]],
  ] as const)(
    "is named after its order and lists a %s order's usual next step first, the final ones last",
    async (status, life) => {
      const { user, trigger } = setup({ id: 41, status });
      expect(trigger).toHaveTextContent(status.charAt(0).toUpperCase() + status.slice(1));
      await user.click(trigger);
      const options = within(await screen.findByRole("listbox")).getAllByRole("option");
      expect(options.map((o) => o.textContent)).toEqual([
        ...life,
        "Canceled",
        "Returned",
        "Refused",
      ]);
    },
  );

  it("asks before canceling, naming the units, the e-mail and that it is final", async () => {
    const { user, trigger, onChange } = setup({
      id: 9,
      status: "processing",
      lines: [{ quantity: 2 }, { quantity: 1 }],
    });
    await choose(user, trigger, "Canceled");
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel order 9?" });
    expect(dialog).toHaveTextContent("3 units go back to stock.");
    expect(dialog).toHaveTextContent("The customer is e-mailed that the order has been canceled");
    expect(dialog).toHaveTextContent("The order can then no longer change status.");
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith("canceled");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("changes nothing when the admin keeps the order", async () => {
    const { user, trigger, onChange } = setup({ id: 9, status: "shipped" });
    await choose(user, trigger, "Refused");
    const dialog = await screen.findByRole("alertdialog", { name: "Mark order 9 as refused?" });
    expect(dialog).toHaveTextContent("No e-mail is sent.");
    await user.click(within(dialog).getByRole("button", { name: "Keep the order" }));
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger).toHaveTextContent("Shipped");
  });

  it("names the return e-mail, and a refund only if paid, before marking an order returned", async () => {
    const { user, trigger, onChange } = setup({ id: 5, status: "delivered" });
    await choose(user, trigger, "Returned");
    const dialog = await screen.findByRole("alertdialog", { name: "Mark order 5 as returned?" });
    expect(dialog).toHaveTextContent("refund within 7 business days promised only if it was paid");
    // Keep is the default focus: Enter never ends an order by accident.
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    await choose(user, trigger, "Returned");
    await user.click(await screen.findByRole("button", { name: "Mark as returned" }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith("returned");
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
