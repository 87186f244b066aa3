import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Product } from "@atelier/shared/products";
import { clearSession, setSession } from "@/features/auth";
import { dismissToasts, renderPage } from "@/testing/render-page";
import type { CartItem } from "../cart-item";
import { CartProvider, useCart } from "./cart-provider";
import { CartView } from "./cart-view";

const line = (size: CartItem["selectedSize"], quantity = 1): CartItem => ({
  id: "7",
  title: "Zamalek Oxford Shirt",
  price: 1450,
  images: [],
  selectedSize: size,
  quantity,
});

function AddButton({ item }: { item: CartItem }) {
  const { addItem, count } = useCart();
  return (
    <button type="button" onClick={() => void addItem(item)}>
      Add {item.selectedSize} ({count} in cart)
    </button>
  );
}

function renderCart(item: CartItem = line("M")) {
  renderPage(
    <CartProvider>
      <AddButton item={item} />
      <CartView />
    </CartProvider>,
  );
  return userEvent.setup();
}

beforeAll(async () => {
  await Promise.all([import("sonner"), import("@/components/ui/sonner-toaster")]);
});
afterEach(async () => {
  await dismissToasts();
  clearSession();
  // clearSession keeps a guest's bag (docs/product.md#cart); each test starts with none.
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("guest cart (in memory)", () => {
  it("starts empty, adds with its toast, and adds to the same line", async () => {
    const user = renderCart();
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute(
      "href",
      "/products",
    );

    await user.click(screen.getByRole("button", { name: /Add M/ }));
    expect(
      await screen.findByText("Zamalek Oxford Shirt (M) has been added to your cart."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Add M/ }));

    expect(screen.getByRole("button", { name: "Add M (2 in cart)" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Items in your cart" })).getAllByRole("listitem"),
    ).toHaveLength(1);
    const summary = screen.getByRole("region", { name: "Order Summary" });
    expect(within(summary).getByText("2,900.00 EGP")).toBeInTheDocument();
    expect(within(summary).getByText("70.00 EGP")).toBeInTheDocument();
    expect(within(summary).getByText("2,970.00 EGP")).toBeInTheDocument();
    expect(within(summary).getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute(
      "href",
      "/checkout",
    );
  });

  it("removes a line when its quantity goes below 1", async () => {
    const user = renderCart();
    await user.click(screen.getByRole("button", { name: /Add M/ }));
    await user.click(screen.getByRole("button", { name: "Decrease quantity" }));
    expect(await screen.findByText("Item has been removed from your cart.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeInTheDocument();
  });

  it("names the product when its remove button is used", async () => {
    const user = renderCart();
    await user.click(screen.getByRole("button", { name: /Add M/ }));
    await user.click(screen.getByRole("button", { name: "Remove Zamalek Oxford Shirt" }));
    expect(
      await screen.findByText("Zamalek Oxford Shirt has been removed from your cart."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeInTheDocument();
  });
});

describe("order limits in the cart (docs/product.md#orders)", () => {
  function renderLines(items: CartItem[]) {
    renderPage(
      <CartProvider>
        {items.map((item) => (
          <AddButton key={item.selectedSize} item={item} />
        ))}
        <CartView />
      </CartProvider>,
    );
    return userEvent.setup();
  }
  const stepper = (size: string) =>
    within(screen.getByRole("group", { name: `Quantity of Zamalek Oxford Shirt (${size})` }));

  it("stops + at 10 of one size and says why", async () => {
    const user = renderLines([line("M", 9)]);
    await user.click(screen.getByRole("button", { name: /Add M/ }));
    expect(screen.queryByText("At most 10 of one size per order.")).not.toBeInTheDocument();
    await user.click(stepper("M").getByRole("button", { name: "Increase quantity" }));
    expect(await screen.findByText("Add M (10 in cart)")).toBeInTheDocument();
    expect(stepper("M").getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    expect(screen.getByText("At most 10 of one size per order.")).toBeVisible();
    expect(stepper("M").getByRole("button", { name: "Decrease quantity" })).toBeEnabled();
  });

  it("stops + at 20 pieces in all, naming that limit", async () => {
    const user = renderLines([line("M", 10), line("L", 8), line("S", 2)]);
    for (const size of ["M", "L", "S"])
      await user.click(screen.getByRole("button", { name: new RegExp(`Add ${size}`) }));
    expect(await screen.findByText("Add S (20 in cart)")).toBeInTheDocument();
    expect(stepper("S").getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    expect(stepper("L").getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    expect(screen.getAllByText("At most 20 pieces per order.")).toHaveLength(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says so when a cart added to again and again passes a limit", async () => {
    const user = renderLines([line("M", 7)]);
    await user.click(screen.getByRole("button", { name: /Add M/ }));
    await user.click(screen.getByRole("button", { name: /Add M/ }));
    expect(await screen.findByText("Add M (14 in cart)")).toBeInTheDocument();
    expect(stepper("M").getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "At most 10 of one size per order. Please lower the quantities before checking out.",
    );
  });
});

describe("signed-in cart (on the server)", () => {
  const product: Product = {
    id: 7,
    title: "Zamalek Oxford Shirt",
    salePrice: 1450,
    originalPrice: 1800,
    images: [],
    description: "",
    category: "Shirts",
    material: "Premium quality fabric",
    titleAr: "",
    descriptionAr: "",
    categoryAr: "",
    materialAr: "",
    colors: [],
    sizeGuideId: null,
    sizeGuide: null,
    insertedAt: new Date().toISOString(),
    quantityS: 0,
    quantityM: 3,
    quantityL: 1,
    quantityXL: 0,
  };
  type Entry = { productId: number; S: number; M: number; L: number; XL: number };
  let entries: Entry[];
  let calls: string[];
  let failNext: { path: string; status: number; body: object } | null;

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  beforeEach(() => {
    entries = [];
    calls = [];
    failNext = null;
    setSession("token-1", { id: 1, email: "nour@example.com", role: "customer" });
    // The API's cart contract (docs/product.md#cart), kept to what these tests touch.
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const path = String(input);
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push(`${init?.method ?? "GET"} ${path}`);
      if (failNext && path === failNext.path) {
        const { status, body: error } = failNext;
        failNext = null;
        return json(status, error);
      }
      if (path === "/api/cart") return json(200, { items: JSON.stringify(entries), totalPrice: 0 });
      if (path === "/api/products/7") return json(200, product);
      const entry = () => {
        let found = entries.find((e) => e.productId === body.productId);
        if (!found)
          entries.push((found = { productId: Number(body.productId), S: 0, M: 0, L: 0, XL: 0 }));
        return found;
      };
      if (path === "/api/cart/add") {
        const e = entry();
        for (const s of ["S", "M", "L", "XL"] as const) e[s] += Number(body[s] ?? 0);
        return json(200, { items: JSON.stringify(entries), totalPrice: 0 });
      }
      if (path === "/api/cart/change") {
        entry()[body.size as "M"] = Math.max(0, Number(body.quantity));
        return json(200, { items: JSON.stringify(entries), totalPrice: 0 });
      }
      return json(404, { error: "Not found" });
    });
  });

  it("sends each change to the server and re-fetches the cart after it", async () => {
    const user = renderCart();
    expect(await screen.findByRole("heading", { name: "Your Cart is Empty" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /Add M/ }));
    expect(
      await screen.findByText("Zamalek Oxford Shirt (M) has been added to your cart."),
    ).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Zamalek Oxford Shirt" })).toBeInTheDocument();
    expect(calls).toContain("POST /api/cart/add");
    expect(calls.lastIndexOf("GET /api/cart")).toBeGreaterThan(calls.indexOf("POST /api/cart/add"));

    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("region", { name: "Order Summary" })).getByText("2,900.00 EGP"),
      ).toBeInTheDocument(),
    );
    expect(entries).toEqual([{ productId: 7, S: 0, M: 2, L: 0, XL: 0 }]);
  });

  it("shows Insufficient quantity with the server's words, and no second toast", async () => {
    const user = renderCart(line("L", 2));
    await screen.findByRole("heading", { name: "Your Cart is Empty" });
    failNext = {
      path: "/api/cart/add",
      status: 422,
      body: {
        error: "Only 1 left of Zamalek Oxford Shirt in size L.",
        errorCode: "INSUFFICIENT_QUANTITY",
      },
    };
    await user.click(screen.getByRole("button", { name: /Add L/ }));
    expect(await screen.findByText("Insufficient quantity")).toBeInTheDocument();
    expect(screen.getByText("Only 1 left of Zamalek Oxford Shirt in size L.")).toBeInTheDocument();
    expect(screen.queryByText("Error")).not.toBeInTheDocument();
    expect(screen.queryByText(/has been added/)).not.toBeInTheDocument();
  });

  it("marks a line past its size's stock unavailable and holds checkout back", async () => {
    entries = [{ productId: 7, S: 1, M: 0, L: 2, XL: 0 }];
    const user = renderCart();
    expect(await screen.findByText("Only 1 left in size L")).toBeInTheDocument();
    expect(screen.getByText("Sold out in size S")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Proceed to Checkout" }));
    expect(await screen.findByText("Unavailable Items")).toBeInTheDocument();
  });

  it("says Failed to remove item from cart when the server refuses", async () => {
    entries = [{ productId: 7, S: 0, M: 1, L: 0, XL: 0 }];
    const user = renderCart();
    await screen.findByRole("link", { name: "Zamalek Oxford Shirt" });
    failNext = { path: "/api/cart/remove", status: 500, body: { error: "Internal Server Error" } };
    await user.click(screen.getByRole("button", { name: "Remove Zamalek Oxford Shirt" }));
    expect(await screen.findByText("Failed to remove item from cart")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
  });
});

describe("guest cart kept in localStorage (docs/product.md#cart)", () => {
  const stock = { quantityS: 0, quantityM: 3, quantityL: 1, quantityXL: 0 };
  const shirt = (salePrice: number): Product => ({
    id: 7,
    title: "Zamalek Oxford Shirt",
    salePrice,
    originalPrice: 1800,
    images: [],
    description: "",
    category: "Shirts",
    material: "Premium quality fabric",
    titleAr: "",
    descriptionAr: "",
    categoryAr: "",
    materialAr: "",
    colors: [],
    sizeGuideId: null,
    sizeGuide: null,
    insertedAt: new Date().toISOString(),
    ...stock,
  });
  let price: number;
  let calls: string[];
  const stored = () => JSON.parse(localStorage.getItem("cart") ?? "null") as unknown;
  const store = (lines: unknown) => localStorage.setItem("cart", JSON.stringify(lines));
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  beforeEach(() => {
    price = 1200;
    calls = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const path = String(input);
      calls.push(`${init?.method ?? "GET"} ${path}`);
      if (path === "/api/products/7") return json(200, shirt(price));
      if (path === "/api/cart/add") return json(200, { items: "[]", totalPrice: 0 });
      if (path === "/api/cart") return json(200, { items: "[]", totalPrice: 0 });
      return json(404, { error: "Product 8 was not found" });
    });
  });

  function ClearButton() {
    const { clearCart } = useCart();
    return (
      <button type="button" onClick={() => void clearCart()}>
        Clear
      </button>
    );
  }

  it("keeps only id, size and quantity, and survives a remount with prices re-read", async () => {
    const user = renderCart(line("M"));
    await user.click(screen.getByRole("button", { name: /Add M/ }));
    expect(stored()).toEqual([{ id: "7", size: "M", quantity: 1 }]);
    // The server's price replaces the one the product page handed on.
    const summary = () => screen.getByRole("region", { name: "Order Summary" });
    expect(await within(summary()).findByText("1,200.00 EGP")).toBeInTheDocument();

    cleanup();
    price = 1100;
    renderCart(line("M"));
    expect(await screen.findByRole("link", { name: "Zamalek Oxford Shirt" })).toBeInTheDocument();
    expect(within(summary()).getByText("1,100.00 EGP")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add M (1 in cart)" })).toBeInTheDocument();
    expect(calls).toContain("GET /api/products/7");
  });

  it("marks a deleted product and a sold-out size unavailable and blocks checkout", async () => {
    store([
      { id: "8", size: "M", quantity: 1 },
      { id: "7", size: "S", quantity: 1 },
      { id: "7", size: "L", quantity: 2 },
      { id: "7", size: "M", quantity: 1 },
    ]);
    const user = renderCart();
    expect(await screen.findByText("No longer available")).toBeInTheDocument();
    expect(screen.getByText("Sold out in size S")).toBeInTheDocument();
    expect(screen.getByText("Only 1 left in size L")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Please remove the pieces that are no longer available before checking out.",
    );

    await user.click(screen.getByRole("link", { name: "Proceed to Checkout" }));
    const toast = (await screen.findByText("Unavailable Items")).closest("li");
    expect(toast).toHaveTextContent(
      "Please remove the pieces that are no longer available before checking out.",
    );
    expect(window.location.pathname).not.toBe("/checkout");

    await user.click(screen.getByRole("button", { name: "Remove A piece no longer in the store" }));
    expect(screen.queryByText("No longer available")).not.toBeInTheDocument();
    expect(stored()).toEqual([
      { id: "7", size: "S", quantity: 1 },
      { id: "7", size: "L", quantity: 2 },
      { id: "7", size: "M", quantity: 1 },
    ]);
  });

  it("follows another tab's change through the storage event", async () => {
    renderCart();
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeInTheDocument();
    act(() => {
      store([{ id: "7", size: "M", quantity: 2 }]);
      window.dispatchEvent(new StorageEvent("storage", { key: "cart" }));
    });
    expect(screen.getByRole("button", { name: "Add M (2 in cart)" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Zamalek Oxford Shirt" })).toBeInTheDocument();
  });

  it("is emptied after an order, and kept by a lost session", async () => {
    store([{ id: "7", size: "M", quantity: 1 }]);
    renderPage(
      <CartProvider>
        <ClearButton />
        <CartView />
      </CartProvider>,
    );
    await screen.findByRole("link", { name: "Zamalek Oxford Shirt" });
    act(() => clearSession());
    expect(stored()).toEqual([{ id: "7", size: "M", quantity: 1 }]);

    await userEvent.setup().click(screen.getByRole("button", { name: "Clear" }));
    expect(stored()).toBeNull();
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeInTheDocument();
  });

  it("hydrates the server's empty cart without a mismatch, then shows the stored bag", async () => {
    store([{ id: "7", size: "M", quantity: 2 }]);
    function Badge() {
      return <p>{useCart().count} in cart</p>;
    }
    const tree = () => (
      <QueryClientProvider client={new QueryClient()}>
        <CartProvider>
          <Badge />
        </CartProvider>
      </QueryClientProvider>
    );
    // entry-server.tsx draws a guest with an empty cart.
    const html = renderToString(tree());
    expect(html).toContain("0<!-- --> in cart");
    const errors = vi.spyOn(console, "error");
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = html;
    render(tree(), { container, hydrate: true });
    expect(await screen.findByText("2 in cart")).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it("moves to the account at sign-in", async () => {
    store([{ id: "7", size: "L", quantity: 1 }]);
    renderCart();
    await screen.findByRole("link", { name: "Zamalek Oxford Shirt" });
    act(() => setSession("token-1", { id: 1, email: "nour@example.com", role: "customer" }));
    await waitFor(() => expect(calls).toContain("POST /api/cart/add"));
    expect(stored()).toBeNull();
  });
});
