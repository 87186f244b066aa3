import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Product } from "@atelier/shared/products";
import { clearSession, setSession } from "@/features/auth";
import { dismissToasts, renderPage } from "@/testing/render-page";
import type { CartItem } from "../cart-item";
import { CartProvider, useCart } from "./cart-provider";
import { CartView } from "./cart-view";

/*
 * The bag in colours (issue 28, docs/product.md#colours): one line per piece, colour and size,
 * each showing its colour; changes and removals name the colour, in both carts.
 */
const stock = (S: number, M: number, L: number, XL: number) => ({
  quantityS: S,
  quantityM: M,
  quantityL: L,
  quantityXL: XL,
});
const linen: Product = {
  id: 7,
  title: "Linen Shirt",
  salePrice: 1650,
  originalPrice: 1650,
  images: ["/uploads/sand-1600.webp"],
  description: "",
  category: "Shirts",
  material: "Linen",
  titleAr: "قميص من الكتان",
  descriptionAr: "",
  categoryAr: "",
  materialAr: "",
  colors: [
    {
      id: 31,
      name: "Sand",
      nameAr: "رملي",
      hex: "#d8c3a0",
      images: ["/uploads/sand-1600.webp"],
      ...stock(1, 3, 2, 0),
    },
    {
      id: 32,
      name: "Navy",
      nameAr: "",
      hex: "#1f2a44",
      images: ["/uploads/navy-1600.webp"],
      ...stock(0, 2, 0, 1),
    },
  ],
  sizeGuideId: null,
  sizeGuide: null,
  insertedAt: new Date().toISOString(),
  ...stock(1, 5, 2, 1),
};
const piece = (color: CartItem["color"]): CartItem => ({
  id: "7",
  title: "Linen Shirt",
  price: 1650,
  images: [],
  selectedSize: "M",
  quantity: 1,
  color,
});
const SAND = { id: 31, name: "Sand", hex: "#d8c3a0" };
const NAVY = { id: 32, name: "Navy", hex: "#1f2a44" };

function AddButton({ item }: { item: CartItem }) {
  const { addItem } = useCart();
  return (
    <button type="button" onClick={() => void addItem(item)}>
      Add {item.color?.name}
    </button>
  );
}

function renderBag(path = "/cart") {
  renderPage(
    <CartProvider>
      <AddButton item={piece(SAND)} />
      <AddButton item={piece(NAVY)} />
      <CartView />
    </CartProvider>,
    { path },
  );
  return userEvent.setup();
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const stored = () => JSON.parse(localStorage.getItem("cart") ?? "null") as unknown;
const lines = () =>
  within(screen.getByRole("list", { name: "Items in your cart" })).getAllByRole("listitem");

let bodies: { path: string; body: Record<string, unknown> }[];
beforeAll(async () => {
  await Promise.all([import("sonner"), import("@/components/ui/sonner-toaster")]);
});
beforeEach(() => {
  bodies = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const path = String(input);
    if (init?.body) bodies.push({ path, body: JSON.parse(String(init.body)) as never });
    if (path === "/api/products/7") return json(200, linen);
    return json(200, { items: "[]", totalPrice: 0 });
  });
});
afterEach(async () => {
  await dismissToasts();
  clearSession();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("the guest's bag in colours", () => {
  it("keeps one line per colour, each with its colour, and changes and removes the right one", async () => {
    const user = renderBag();
    await user.click(screen.getByRole("button", { name: "Add Sand" }));
    await user.click(screen.getByRole("button", { name: "Add Navy" }));
    await user.click(screen.getByRole("button", { name: "Add Navy" }));
    expect(stored()).toEqual([
      { id: "7", size: "M", quantity: 1, color: 31 },
      { id: "7", size: "M", quantity: 2, color: 32 },
    ]);
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(within(lines()[0]!).getByText("Sand")).toBeInTheDocument();
    expect(within(lines()[1]!).getByText("Navy")).toBeInTheDocument();
    // The line reads its colour's stock and photograph.
    expect(
      within(lines()[1]!).getByRole("group", { name: "Quantity of Linen Shirt, Navy (M)" }),
    ).toBeInTheDocument();

    const navy = within(screen.getByRole("group", { name: "Quantity of Linen Shirt, Navy (M)" }));
    await user.click(navy.getByRole("button", { name: "Decrease quantity" }));
    expect(stored()).toEqual([
      { id: "7", size: "M", quantity: 1, color: 31 },
      { id: "7", size: "M", quantity: 1, color: 32 },
    ]);
    await user.click(screen.getByRole("button", { name: "Remove Linen Shirt, Sand" }));
    expect(stored()).toEqual([{ id: "7", size: "M", quantity: 1, color: 32 }]);
  });

  it("puts a line kept from before the piece's colours in its first colour", async () => {
    localStorage.setItem("cart", JSON.stringify([{ id: "7", size: "L", quantity: 1 }]));
    renderBag();
    await waitFor(() => expect(stored()).toEqual([{ id: "7", size: "L", quantity: 1, color: 31 }]));
    expect(within(lines()[0]!).getByText("Sand")).toBeInTheDocument();
  });

  it("names the colour in Arabic on Arabic pages", async () => {
    localStorage.setItem("cart", JSON.stringify([{ id: "7", size: "M", quantity: 1, color: 31 }]));
    // The provider reads the language from the address bar (a language change is a page load).
    window.history.replaceState(null, "", "/ar/cart");
    onTestFinished(() => window.history.replaceState(null, "", "/"));
    renderPage(
      <CartProvider>
        <CartView />
      </CartProvider>,
      { path: "/ar/cart" },
    );
    expect(await screen.findByText("رملي")).toBeInTheDocument();
  });
});

describe("the account's bag in colours", () => {
  it("sends the colour with every add, change and remove", async () => {
    setSession("token-1", { id: 1, email: "nour@example.com", role: "customer" });
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const path = String(input);
      if (init?.body) bodies.push({ path, body: JSON.parse(String(init.body)) as never });
      if (path === "/api/products/7") return json(200, linen);
      return json(200, {
        items: JSON.stringify([{ productId: 7, color: 32, S: 0, M: 2, L: 0, XL: 0 }]),
        totalPrice: 0,
      });
    });
    const user = renderBag();
    await user.click(screen.getByRole("button", { name: "Add Navy" }));
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(within(lines()[0]!).getByText("Navy")).toBeInTheDocument();
    const navy = within(screen.getByRole("group", { name: "Quantity of Linen Shirt, Navy (M)" }));
    await user.click(navy.getByRole("button", { name: "Decrease quantity" }));
    await user.click(screen.getByRole("button", { name: "Remove Linen Shirt, Navy" }));
    await waitFor(() => expect(bodies.map((b) => b.path)).toContain("/api/cart/remove"));
    expect(bodies).toEqual([
      { path: "/api/cart/add", body: { productId: 7, color: 32, M: 1 } },
      { path: "/api/cart/change", body: { productId: 7, color: 32, size: "M", quantity: 1 } },
      { path: "/api/cart/remove", body: { productId: 7, color: 32, size: "M" } },
    ]);
  });
});
