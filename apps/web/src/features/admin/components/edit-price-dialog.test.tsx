import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EditPriceForm } from "./edit-price-dialog";

const product = { id: 5, originalPrice: 1250, salePrice: 990 };

function setup(onUpdate = vi.fn().mockResolvedValue(undefined)) {
  render(<EditPriceForm product={product} onUpdate={onUpdate} />);
  return {
    onUpdate,
    user: userEvent.setup(),
    original: screen.getByLabelText("Original Price"),
    sale: screen.getByLabelText("Sale Price"),
    updateOriginal: screen.getByRole("button", { name: "Update Original" }),
    updateSale: screen.getByRole("button", { name: "Update Sale" }),
  };
}

describe("EditPriceForm (docs/product.md#admin)", () => {
  it("shows the current prices and starts with both buttons disabled", () => {
    const { updateOriginal, updateSale, original, sale } = setup();
    expect(updateOriginal).toBeDisabled();
    expect(updateSale).toBeDisabled();
    expect(original).toHaveAccessibleDescription("Currently 1,250.00 EGP");
    expect(sale).toHaveAccessibleDescription("Currently 990.00 EGP");
    // Text, not type=number: Chromium's number field refuses an Arabic keyboard's digits.
    expect(original).toHaveAttribute("inputmode", "decimal");
  });

  it("takes a price in Arabic-Indic digits with ٫ (docs/product.md#numbers)", async () => {
    const { user, onUpdate, sale, updateSale } = setup();
    await user.type(sale, "٨٩٩٫٥");
    expect(sale).toHaveValue("899.5");
    await user.click(updateSale);
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith("sale", 899.5);
  });

  it.each(["0", "-5", "0.00"])("keeps a button disabled for %j", async (value) => {
    const { user, original, updateOriginal, sale, updateSale } = setup();
    await user.type(original, value);
    await user.type(sale, value);
    expect(updateOriginal).toBeDisabled();
    expect(updateSale).toBeDisabled();
  });

  it("enables each button on its own and sends its price", async () => {
    const { user, onUpdate, original, updateOriginal, sale, updateSale } = setup();
    await user.type(sale, "899.5");
    expect(updateSale).toBeEnabled();
    expect(updateOriginal).toBeDisabled();
    await user.click(updateSale);
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith("sale", 899.5);
    // Emptied after success, so the button is disabled again.
    expect(sale).toHaveValue("");
    expect(updateSale).toBeDisabled();

    await user.type(original, "1300{Enter}");
    expect(onUpdate).toHaveBeenLastCalledWith("original", 1300);
  });

  it("keeps the typed value when the update fails", async () => {
    const { user, sale, updateSale } = setup(vi.fn().mockRejectedValue(new Error("HTTP 500")));
    await user.type(sale, "10");
    await user.click(updateSale);
    expect(sale).toHaveValue("10");
    expect(updateSale).toBeEnabled();
  });

  it("refuses, inline, a sale price above the original and an original below the sale (issue 24)", async () => {
    const { user, onUpdate, original, updateOriginal, sale, updateSale } = setup();
    await user.type(sale, "1300{Enter}");
    expect(updateSale).toBeDisabled();
    expect(sale).toHaveAttribute("aria-invalid", "true");
    expect(sale).toHaveAccessibleDescription(
      "Currently 990.00 EGP The sale price (1,300.00 EGP) cannot be above the original price (1,250.00 EGP). Raise the original price first.",
    );
    await user.type(original, "989.99");
    expect(updateOriginal).toBeDisabled();
    expect(original).toHaveAccessibleDescription(
      "Currently 1,250.00 EGP The sale price (990.00 EGP) cannot be above the original price (989.99 EGP). Lower the sale price first.",
    );
    expect(onUpdate).not.toHaveBeenCalled();
    // Equal is allowed: no reduction, nothing struck through.
    await user.clear(sale);
    await user.type(sale, "1250");
    expect(sale).not.toHaveAttribute("aria-invalid");
    await user.click(updateSale);
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith("sale", 1250);
  });
});
