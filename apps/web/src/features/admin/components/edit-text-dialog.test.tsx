import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Product } from "@atelier/shared/products";
import { EditTextForm } from "./edit-text-dialog";

const product: Product = {
  id: 5,
  title: "Linen Shirt",
  description: "Cut loose for the heat.",
  category: "Shirts",
  material: "Linen",
  titleAr: "قميص كتان",
  descriptionAr: "",
  categoryAr: "قمصان",
  materialAr: "",
  colors: [],
  sizeGuideId: null,
  sizeGuide: null,
  salePrice: 900,
  originalPrice: 900,
  images: [],
  insertedAt: "2026-11-01T10:00:00.000Z",
  quantityS: 0,
  quantityM: 1,
  quantityL: 0,
  quantityXL: 0,
};

const CATEGORIES = [
  { name: "Coats", arabic: "معاطف" },
  { name: "Shirts", arabic: "قمصان" },
];

function setup(onSave = vi.fn().mockResolvedValue(undefined), categories = CATEGORIES) {
  const onDone = vi.fn();
  render(
    <EditTextForm
      product={product}
      categories={categories}
      onSave={onSave}
      onBusyChange={() => {}}
      onDone={onDone}
    />,
  );
  return { onSave, onDone, user: userEvent.setup(), save: screen.getByRole("button") };
}

describe("EditTextForm (issue 16, docs/product.md#admin)", () => {
  it("shows each English field with its Arabic twin, typed right to left", () => {
    const { save } = setup();
    expect(screen.getByRole("textbox", { name: "Product Name" })).toHaveValue("Linen Shirt");
    const titleAr = screen.getByLabelText("Product Name (Arabic)");
    expect(titleAr).toHaveValue("قميص كتان");
    for (const label of [
      "Product Name (Arabic)",
      "Description (Arabic)",
      "Material (Arabic)",
      "Category (Arabic)",
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("dir", "rtl");
      expect(screen.getByLabelText(label)).toHaveAttribute("lang", "ar");
    }
    expect(screen.getByRole("textbox", { name: "Product Name" })).not.toHaveAttribute("dir");
    expect(save).toHaveTextContent("Save Text");
    expect(save).toBeDisabled();
  });

  it("sends only the words changed, and an emptied Arabic field as empty", async () => {
    const { user, onSave, onDone, save } = setup();
    await user.type(screen.getByLabelText("Description (Arabic)"), "واسع ليناسب الحر.");
    await user.clear(screen.getByLabelText("Category (Arabic)"));
    await user.click(save);
    expect(onSave).toHaveBeenCalledExactlyOnceWith({
      descriptionAr: "واسع ليناسب الحر.",
      categoryAr: "",
    });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("keeps the name required and the typed words when saving fails", async () => {
    const { user, onSave, onDone, save } = setup(vi.fn().mockRejectedValue(new Error("500")));
    await user.clear(screen.getByRole("textbox", { name: "Product Name" }));
    await user.click(save);
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: "Product Name" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await user.type(screen.getByRole("textbox", { name: "Product Name" }), "Shirt");
    await user.click(save);
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ title: "Shirt" });
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: "Product Name" })).toHaveValue("Shirt");
  });

  it("chooses the category from those in use, or adds one on purpose; another case joins (issue 24)", async () => {
    const { user, onSave, save } = setup();
    const category = screen.getByRole("combobox", { name: "Category" });
    expect(category).toHaveValue("Shirts");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Coats · معاطف",
      "Shirts · قمصان",
      "New category…",
    ]);
    expect(screen.queryByLabelText("New category name")).toBeNull();

    await user.selectOptions(category, "New category…");
    const name = screen.getByLabelText("New category name");
    await user.type(name, "coats");
    expect(name).toHaveAccessibleDescription(
      "That is the existing category Coats; the product joins it.",
    );
    await user.clear(name);
    await user.type(name, "Evening Wear");
    expect(name).not.toHaveAccessibleDescription();
    await user.click(save);
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ category: "Evening Wear" });
  });

  it("moves a product to another category in use with one choice", async () => {
    const { user, onSave, save } = setup();
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Coats");
    // The Arabic name comes with the category (the server fills it); the field shows it.
    expect(screen.getByLabelText("Category (Arabic)")).toHaveAttribute("placeholder", "معاطف");
    await user.click(save);
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ category: "Coats" });
  });
});
