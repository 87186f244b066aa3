import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InventoryTable } from "./inventory-table";

function setup(onSave = vi.fn().mockResolvedValue(undefined)) {
  render(
    <InventoryTable title="Linen Shirt" quantities={{ S: 3, M: 0, L: 5, XL: 1 }} onSave={onSave} />,
  );
  return {
    onSave,
    user: userEvent.setup(),
    input: (size: string) => screen.getByLabelText(`New quantity for size ${size}`),
  };
}

const saveButton = (size: string) =>
  screen.queryByRole("button", { name: `Save quantity for size ${size}` });
const discardButton = (size: string) =>
  screen.queryByRole("button", { name: `Discard quantity for size ${size}` });
const row = (size: string) => screen.getByLabelText(`New quantity for size ${size}`).closest("tr")!;

describe("InventoryTable (docs/product.md#admin)", () => {
  it("lists each size with its stock and In Stock / Out of Stock, and no actions", () => {
    setup();
    expect(within(row("S")).getByText("In Stock")).toBeInTheDocument();
    expect(within(row("M")).getByText("Out of Stock")).toBeInTheDocument();
    expect(screen.getByLabelText("New quantity for size L")).toHaveValue("5");
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("shows confirm and cancel only while the typed value differs", async () => {
    const { user, input } = setup();
    await user.clear(input("L"));
    await user.type(input("L"), "6");
    expect(saveButton("L")).toBeInTheDocument();
    expect(discardButton("L")).toBeInTheDocument();
    await user.clear(input("L"));
    await user.type(input("L"), "5");
    expect(saveButton("L")).toBeNull();
  });

  it("discards the typed value", async () => {
    const { user, input, onSave } = setup();
    await user.clear(input("S"));
    await user.type(input("S"), "9");
    await user.click(discardButton("S")!);
    expect(input("S")).toHaveValue("3");
    expect(saveButton("S")).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("clamps below 0 to 0: nothing to confirm at 0 stock, 0 sent otherwise", async () => {
    const { user, input, onSave } = setup();
    await user.clear(input("M"));
    await user.type(input("M"), "-4");
    expect(saveButton("M")).toBeNull();

    await user.clear(input("XL"));
    await user.type(input("XL"), "-2");
    await user.click(saveButton("XL")!);
    expect(onSave).toHaveBeenCalledExactlyOnceWith("XL", 0);
  });

  it("confirms with the button or Enter, then shows the current stock again", async () => {
    const { user, input, onSave } = setup();
    await user.clear(input("M"));
    await user.type(input("M"), "12{Enter}");
    expect(onSave).toHaveBeenCalledExactlyOnceWith("M", 12);
    expect(saveButton("M")).toBeNull();
    // The parent has not sent new quantities in this test, so the field shows the stock it knows.
    expect(input("M")).toHaveValue("0");
  });

  it("keeps the edit when saving fails", async () => {
    const { user, input } = setup(vi.fn().mockRejectedValue(new Error("HTTP 500")));
    await user.clear(input("S"));
    await user.type(input("S"), "8");
    await user.click(saveButton("S")!);
    expect(input("S")).toHaveValue("8");
    expect(saveButton("S")).toBeInTheDocument();
  });
});
