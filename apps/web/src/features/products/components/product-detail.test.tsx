import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToasts, renderPage } from "@/testing/render-page";
import type { UiProduct } from "../ui-product";
import { ProductDetail } from "./product-detail";

const shirt: UiProduct = {
  id: "7",
  title: "Zamalek Oxford Shirt",
  price: 1450,
  originalPrice: 1800,
  images: ["/uploads/a-1600.webp", "/uploads/b-1600.webp"],
  description: "Egyptian cotton oxford.",
  sizes: ["S", "M", "L", "XL"],
  category: "Shirts",
  categoryName: "Shirts",
  material: "Premium quality fabric",
  isNew: true,
  quantities: { S: 0, M: 4, L: 2, XL: 0 },
  colors: [],
  sizeGuide: null,
};

function setup(product = shirt, path = "/") {
  const onAddToCart = vi.fn();
  const onBuyNow = vi.fn();
  renderPage(<ProductDetail product={product} onAddToCart={onAddToCart} onBuyNow={onBuyNow} />, {
    path,
  });
  return { onAddToCart, onBuyNow, user: userEvent.setup() };
}

// The Toaster and sonner load on the first toast; load them up front so no test waits on a cold
// import.
beforeAll(async () => {
  await Promise.all([import("sonner"), import("@/components/ui/sonner-toaster")]);
});
afterEach(dismissToasts);

describe("ProductDetail", () => {
  it("refuses Add to Cart until a size is chosen", async () => {
    const { onAddToCart, user } = setup();
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByText("Please Select a Size")).toBeInTheDocument();
    expect(screen.getByText("Choose a size before adding to cart.")).toBeInTheDocument();
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it("refuses Buy Now until a size is chosen, with its own words", async () => {
    const { onBuyNow, user } = setup();
    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(await screen.findByText("Choose a size before purchasing.")).toBeInTheDocument();
    expect(onBuyNow).not.toHaveBeenCalled();
  });

  it("says Out of Stock for a piece with no size left, and takes neither Add to Cart nor Buy Now", () => {
    setup({ ...shirt, quantities: { S: 0, M: 0, L: 0, XL: 0 } });
    const soldOut = screen.getByText("Out of Stock");
    for (const name of ["Add to Cart", "Buy Now"]) {
      const button = screen.getByRole("button", { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(soldOut.textContent!);
    }
    for (const size of ["S", "M", "L", "XL"])
      expect(screen.getByRole("button", { name: size })).toBeDisabled();
  });

  it("chooses the size a link names (the back-in-stock e-mail's ?size=)", async () => {
    setup(shirt, "/product/7?size=M");
    expect(await screen.findByRole("button", { name: "M", pressed: true })).toBeInTheDocument();
  });

  it("offers Notify me under a sold-out size, and opens it on a sold-out size a link names", async () => {
    setup(shirt, "/product/7?size=S");
    // The form is a lazy chunk: a cold import may take a while on a busy machine.
    expect(
      await screen.findByRole("form", { name: "Notify me when it's back" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "S" })).toBeChecked();
  });

  it("disables and crosses out the sizes without stock", async () => {
    const { user } = setup();
    const sizes = within(screen.getByRole("group", { name: "Size" }));
    expect(sizes.getByRole("button", { name: "S" })).toBeDisabled();
    expect(sizes.getByRole("button", { name: "XL" })).toBeDisabled();
    expect(sizes.getByRole("button", { name: "S" })).toHaveClass("line-through");
    expect(sizes.getByRole("button", { name: "M" })).toBeEnabled();
    await user.click(sizes.getByRole("button", { name: "S" }));
    expect(sizes.getByRole("button", { name: "S" })).toHaveAttribute("aria-pressed", "false");
  });

  it("keeps the quantity at 1 or more and sends the chosen size and quantity", async () => {
    const { onAddToCart, onBuyNow, user } = setup();
    const decrease = screen.getByRole("button", { name: "Decrease quantity" });
    expect(decrease).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    await user.click(decrease);
    expect(
      within(screen.getByRole("group", { name: "Quantity" })).getByText("2"),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "L" }));
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(onAddToCart).toHaveBeenCalledWith({
      id: "7",
      title: "Zamalek Oxford Shirt",
      price: 1450,
      images: shirt.images,
      selectedSize: "L",
      quantity: 2,
    });

    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(onBuyNow).toHaveBeenCalledWith(
      expect.objectContaining({
        selectedSize: "L",
        quantity: 2,
        category: "Shirts",
        material: "Premium quality fabric",
      }),
    );
  });

  it("names its photographs for a screen reader", () => {
    setup();
    expect(screen.getByRole("group", { name: "Zamalek Oxford Shirt, photographs" })).toBeVisible();
    expect(screen.getByAltText("Zamalek Oxford Shirt, image 1 of 2")).toBeInTheDocument();
  });

  it("shows the New badge, the sale price and the original struck through, and More Details", () => {
    setup();
    expect(screen.getByText("New")).toBeInTheDocument();
    expect(screen.getByText("1,450.00 EGP")).toBeInTheDocument();
    expect(screen.getByText("1,800.00 EGP").closest("s")).not.toBeNull();
    const details = screen.getByRole("region", { name: "More Details" });
    expect(within(details).getByText("Premium quality fabric")).toBeInTheDocument();
    expect(within(details).getByText("Shirts")).toBeInTheDocument();
  });

  it("stops the quantity at 10 of one size, the order limit, and says why", async () => {
    const { onAddToCart, user } = setup({ ...shirt, quantities: { S: 0, M: 40, L: 2, XL: 0 } });
    const stepper = within(screen.getByRole("group", { name: "Quantity" }));
    const plus = stepper.getByRole("button", { name: "Increase quantity" });
    for (let i = 0; i < 12; i++) if (!(plus as HTMLButtonElement).disabled) await user.click(plus);
    expect(stepper.getByText("10")).toBeInTheDocument();
    expect(plus).toBeDisabled();
    expect(screen.getByText("At most 10 of one size per order.")).toBeVisible();
    await user.click(
      within(screen.getByRole("group", { name: "Size" })).getByRole("button", { name: "M" }),
    );
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ quantity: 10 }));
    await user.click(stepper.getByRole("button", { name: "Decrease quantity" }));
    expect(screen.queryByText("At most 10 of one size per order.")).not.toBeInTheDocument();
  });
});

describe("ProductDetail on an Arabic page (/ar/product/7)", () => {
  const qamis = { ...shirt, title: "قميص أكسفورد الزمالك", categoryName: "قمصان", material: "قطن" };

  it("speaks Arabic: size first, then the cart, with prices in ج.م", async () => {
    const { onAddToCart, user } = setup(qamis, "/ar/product/7");
    await user.click(screen.getByRole("button", { name: "أضيفوا إلى الحقيبة" }));
    expect(await screen.findByText("يُرجى اختيار المقاس")).toBeInTheDocument();
    expect(screen.getByText("اختاروا المقاس قبل الإضافة إلى الحقيبة.")).toBeInTheDocument();
    expect(onAddToCart).not.toHaveBeenCalled();
    await user.click(
      within(screen.getByRole("group", { name: "المقاس" })).getByRole("button", { name: "M" }),
    );
    await user.click(screen.getByRole("button", { name: "أضيفوا إلى الحقيبة" }));
    expect(onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({ title: "قميص أكسفورد الزمالك", selectedSize: "M" }),
    );
    expect(screen.getByRole("button", { name: "اشتروا الآن" })).toBeInTheDocument();
    expect(screen.getByText("جديد")).toBeInTheDocument();
    expect(screen.getByText("1,450.00 ج.م")).toBeInTheDocument();
    const details = screen.getByRole("region", { name: "مزيد من التفاصيل" });
    expect(within(details).getByText("قمصان")).toBeInTheDocument();
    expect(within(details).getByText("الخامة")).toBeInTheDocument();
    // Its photographs are named in Arabic too (a screen reader reads them on the Arabic page).
    expect(screen.getByRole("group", { name: "قميص أكسفورد الزمالك، الصور" })).toBeInTheDocument();
    expect(screen.getByAltText("قميص أكسفورد الزمالك، الصورة 1 من 2")).toBeInTheDocument();
    // None of the English page's words.
    for (const english of ["Add to Cart", "Buy Now", "More Details", "Size", "New"])
      expect(screen.queryByText(english, { exact: true })).not.toBeInTheDocument();
  });
});

// Issue 28 (docs/product.md#colours): the colours' radio group, the colour in the URL, that
// colour's photographs and sizes.
const stock = (S: number, M: number, L: number, XL: number) => ({
  quantityS: S,
  quantityM: M,
  quantityL: L,
  quantityXL: XL,
});
const linen: UiProduct = {
  ...shirt,
  title: "Linen Shirt",
  images: ["/uploads/sand-1-1600.webp", "/uploads/sand-2-1600.webp"],
  quantities: { S: 1, M: 5, L: 2, XL: 1 },
  colors: [
    {
      id: 31,
      name: "Sand",
      nameAr: "رملي",
      hex: "#d8c3a0",
      images: ["/uploads/sand-1-1600.webp", "/uploads/sand-2-1600.webp"],
      ...stock(1, 3, 2, 0),
    },
    {
      id: 32,
      name: "Navy",
      nameAr: "",
      hex: "#1f2a44",
      images: ["/uploads/navy-1-1600.webp"],
      ...stock(0, 2, 0, 1),
    },
  ],
};

describe("ProductDetail in colours", () => {
  it("opens on the first colour, its photographs and its sizes", () => {
    setup(linen, "/product/7");
    const colours = within(screen.getByRole("group", { name: /^Colour/ }));
    expect(colours.getByRole("radio", { name: "Sand" })).toBeChecked();
    expect(colours.getByRole("radio", { name: "Navy" })).not.toBeChecked();
    expect(screen.getByAltText("Linen Shirt, Sand, image 1 of 2")).toBeInTheDocument();
    const sizes = within(screen.getByRole("group", { name: "Size" }));
    expect(sizes.getByRole("button", { name: "S" })).toBeEnabled();
    expect(sizes.getByRole("button", { name: "XL" })).toBeDisabled();
  });

  it("shows the chosen colour's photographs and sizes, and puts it in the URL in place", async () => {
    const { onAddToCart, user } = setup(linen, "/product/7");
    await user.click(screen.getByRole("button", { name: "S" }));
    await user.click(screen.getByRole("radio", { name: "Navy" }));
    expect(screen.getByRole("status", { name: "Current page" })).toHaveTextContent(
      "/product/7?color=32",
    );
    expect(screen.getByRole("radio", { name: "Navy" })).toBeChecked();
    // Navy's one photograph, none of Sand's.
    expect(screen.getByAltText("Linen Shirt, Navy")).toBeInTheDocument();
    expect(screen.queryByAltText(/Sand/)).not.toBeInTheDocument();
    // S is sold out in Navy: crossed out, disabled, and no longer the chosen size.
    const sizes = within(screen.getByRole("group", { name: "Size" }));
    expect(sizes.getByRole("button", { name: "S" })).toBeDisabled();
    expect(sizes.getByRole("button", { name: "S" })).toHaveClass("line-through");
    expect(sizes.getByRole("button", { name: "L" })).toBeDisabled();
    expect(sizes.getByRole("button", { name: "XL" })).toBeEnabled();
    await user.click(sizes.getByRole("button", { name: "XL" }));
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(onAddToCart).toHaveBeenCalledWith({
      id: "7",
      title: "Linen Shirt",
      price: 1450,
      images: ["/uploads/navy-1-1600.webp"],
      selectedSize: "XL",
      quantity: 1,
      color: { id: 32, name: "Navy", hex: "#1f2a44" },
    });
  });

  it("opens on the colour a link names, and on the first for a colour it does not have", () => {
    setup(linen, "/product/7?color=32");
    expect(screen.getByRole("radio", { name: "Navy" })).toBeChecked();
    expect(screen.getByAltText("Linen Shirt, Navy")).toBeInTheDocument();
    cleanup();
    setup(linen, "/product/7?color=999");
    expect(screen.getByRole("radio", { name: "Sand" })).toBeChecked();
  });

  it("names the colours in Arabic on Arabic pages, in English where there is no Arabic", async () => {
    const { onAddToCart, user } = setup(linen, "/ar/product/7");
    const colours = within(screen.getByRole("group", { name: /^اللون/ }));
    expect(colours.getByRole("radio", { name: "رملي" })).toBeChecked();
    await user.click(colours.getByRole("radio", { name: "Navy" }));
    expect(screen.getByRole("status", { name: "Current page" })).toHaveTextContent(
      "/product/7?color=32",
    );
    await user.click(screen.getByRole("button", { name: "M" }));
    await user.click(screen.getByRole("button", { name: "أضيفوا إلى الحقيبة" }));
    expect(onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({ color: { id: 32, name: "Navy", hex: "#1f2a44" } }),
    );
  });

  it("looks as before for a piece without colours: no colour group, no colour sent", async () => {
    const { onAddToCart, user } = setup();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Size guide" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "M" }));
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(onAddToCart.mock.calls[0]![0]).not.toHaveProperty("color");
  });
});

describe("ProductDetail with a size guide", () => {
  it("offers the guide beside the sizes only when the piece has one", () => {
    setup({
      ...shirt,
      sizeGuide: {
        id: 1,
        name: "Shirts",
        nameAr: "",
        measure: "garment",
        columns: [{ name: "Chest", nameAr: "" }],
        rows: { S: [96], M: [102], L: [108], XL: [114] },
        howToMeasure: "",
        howToMeasureAr: "",
        fitNote: "",
        fitNoteAr: "",
      },
    });
    expect(screen.getByRole("button", { name: "Size guide" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
  });
});
