import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Product } from "@atelier/shared/products";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { dismissToasts, renderPage } from "@/testing/render-page";
import { CartProvider } from "./cart-provider";
import { CartView } from "./cart-view";

/*
 * A discount code on the bag (issue 31, docs/product.md#cart): applied there, kept for the tab (the
 * checkout and a reload find it), and asked again whenever the bag changes.
 */

const linen: Product = {
  id: 7,
  title: "Linen Shirt",
  salePrice: 1650,
  originalPrice: 1650,
  images: [],
  description: "",
  category: "Shirts",
  material: "Linen",
  titleAr: "قميص من الكتان",
  descriptionAr: "",
  categoryAr: "",
  materialAr: "",
  colors: [],
  sizeGuideId: null,
  sizeGuide: null,
  insertedAt: new Date().toISOString(),
  quantityS: 5,
  quantityM: 5,
  quantityL: 5,
  quantityXL: 5,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** BIG10 takes 10 % off from a subtotal of 3,000.00 EGP. */
let checks: { code: string; products: { M: number }[] }[];
beforeAll(async () => {
  await Promise.all([import("sonner"), import("@/components/ui/sonner-toaster")]);
});
beforeEach(() => {
  checks = [];
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ id: "7", size: "M", quantity: 2 }]));
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === "/api/products/7") return json(200, linen);
    if (path === "/api/discounts/check") {
      const body = JSON.parse(String(init?.body)) as (typeof checks)[number];
      checks.push(body);
      const subtotal = 1650 * (body.products[0]?.M ?? 0);
      if (subtotal < 3000)
        return json(400, {
          error: "This code needs a subtotal of at least 3,000.00 EGP.",
          errorCode: "DISCOUNT_MIN_SUBTOTAL",
        });
      return json(200, {
        code: "BIG10",
        kind: "percent",
        subtotal,
        discount: subtotal / 10,
        shipping: 70,
        total: subtotal * 0.9 + 70,
        lines: [{ productId: 7, size: "M", discount: subtotal / 10 }],
      });
    }
    return json(404, { error: "Not found", errorCode: "NOT_FOUND" });
  });
});
afterEach(async () => {
  await dismissToasts();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const renderBag = () =>
  renderPage(
    <CartProvider>
      <CartView />
    </CartProvider>,
    { path: "/cart" },
  );
const summary = () => screen.getByRole("region", { name: "Order Summary" });
/** The bag once its lines have loaded. */
const loaded = () => screen.findByRole("region", { name: "Order Summary" });

describe("a discount code on the bag (issue 31)", () => {
  it("applies there, and is still applied after a reload", async () => {
    const user = userEvent.setup({ delay: null });
    const bag = renderBag();
    await user.type(await screen.findByRole("textbox", { name: "Discount code" }), "big10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await within(await loaded()).findByText("Discount (BIG10)")).toBeInTheDocument();
    expect(within(summary()).getByText("\u2212330.00 EGP")).toBeInTheDocument();
    // 3,300 − 330 + 70 (the lowest zone's fee, shipping charged after the discount).
    expect(within(summary()).getByText("3,040.00 EGP")).toBeInTheDocument();

    bag.unmount();
    renderBag();
    expect(await within(await loaded()).findByText("Discount (BIG10)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove the code BIG10" })).toBeInTheDocument();
  });

  it("asks again when the bag changes, and drops a code that stops applying with its reason", async () => {
    const user = userEvent.setup({ delay: null });
    sessionStorage.setItem(STORAGE_KEYS.discountCode, "BIG10");
    renderBag();
    expect(await within(await loaded()).findByText("Discount (BIG10)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Decrease quantity" }));

    const field = await screen.findByRole("textbox", { name: "Discount code" });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        "This code needs a subtotal of at least 3,000.00 EGP.",
      ),
    );
    expect(field).toHaveValue("BIG10");
    expect(within(summary()).queryByText("Discount (BIG10)")).not.toBeInTheDocument();
    expect(checks.map((c) => c.products[0]?.M)).toEqual([2, 1]);
    expect(sessionStorage.getItem(STORAGE_KEYS.discountCode)).toBeNull();
  });
});
