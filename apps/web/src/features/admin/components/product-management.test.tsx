import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Product } from "@atelier/shared/products";
import { clearSession, setSession } from "@/features/auth";
import { dismissToasts, renderPage } from "@/testing/render-page";
import { ProductManagement } from "./product-management";

const product = (id: number, extra: Partial<Product>): Product => ({
  id,
  title: "",
  salePrice: 1000,
  originalPrice: 1000,
  images: [],
  description: "",
  category: "Shirts",
  material: "Linen",
  titleAr: "",
  descriptionAr: "",
  categoryAr: "",
  materialAr: "",
  insertedAt: `2026-11-2${id}T10:00:00.000Z`,
  quantityS: 5,
  quantityM: 5,
  quantityL: 5,
  quantityXL: 5,
  ...extra,
});

const CATALOGUE = [
  product(1, { title: "Washed Linen Shirt", titleAr: "قميص من الكتان المغسول" }),
  product(2, {
    title: "Oxford Button-Down Shirt",
    titleAr: "قميص أكسفورد بياقة مزررة",
  }),
  product(3, { title: "Gingham Garden Dress", category: "Dresses", categoryAr: "فساتين" }),
];

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  setSession("admin-token", { id: 1, email: "owner@atelier.test", role: "admin" });
  fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) =>
    String(input).includes("low-stock")
      ? new Response(JSON.stringify({ threshold: 3, items: [] }), {
          headers: { "content-type": "application/json" },
        })
      : new Response(JSON.stringify(CATALOGUE), {
          headers: { "content-type": "application/json" },
        }),
  );
});
afterEach(async () => {
  fetchSpy.mockRestore();
  clearSession();
  await dismissToasts();
});

const titles = () => screen.queryAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("ProductManagement: the owner finds a product (issue 24)", { timeout: 20_000 }, () => {
  it("narrows the list by title or category in either language, kept in the address", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductManagement />, { path: "/admin/products" });
    await screen.findByRole("heading", { name: "Gingham Garden Dress" });
    expect(titles()).toHaveLength(3);
    const search = screen.getByLabelText("Search products");
    await user.type(search, "shirt");
    expect(titles()).toEqual(["Oxford Button-Down Shirt", "Washed Linen Shirt"]);
    expect(screen.getByText("2 matches")).toBeInTheDocument();
    expect(screen.getByLabelText("Current page")).toHaveTextContent("/admin/products?q=shirt");
    await user.clear(search);
    await user.type(search, "فساتين");
    expect(titles()).toEqual(["Gingham Garden Dress"]);
    await user.clear(search);
    await user.type(search, "اكسفورد");
    expect(titles()).toEqual(["Oxford Button-Down Shirt"]);
    await user.clear(search);
    await user.type(search, "velvet");
    expect(titles()).toEqual([]);
    expect(screen.getByText("No products match “velvet”.")).toBeInTheDocument();
  });

  it("opens one product's editor from ?product=", async () => {
    renderPage(<ProductManagement />, { path: "/admin/products?product=2" });
    await screen.findByRole("heading", { name: "Oxford Button-Down Shirt" });
    expect(titles()).toEqual(["Oxford Button-Down Shirt"]);
    expect(screen.getByRole("link", { name: "Show all products" })).toHaveAttribute(
      "href",
      "/admin/products",
    );
    expect(screen.queryByLabelText("Search products")).toBeNull();
  });
});
