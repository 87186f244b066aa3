import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { foldText } from "@atelier/shared/fold";
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
  colors: [],
  sizeGuideId: null,
  sizeGuide: null,
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

const json = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

/**
 * The API as the page reaches it: GET /api/admin/products pages and searches (every word in the
 * product's folded words, or its id), newest first, the total in X-Total-Count.
 */
function fakeApi(catalogue: Product[]) {
  return async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://shop.test");
    if (url.pathname === "/api/admin/low-stock") return json({ threshold: 3, items: [], total: 0 });
    if (url.pathname === "/api/size-guides") return json([]);
    if (url.pathname === "/api/admin/stock-alerts")
      return json(
        url.searchParams.get("ids")?.split(",").includes("3")
          ? [{ productId: 3, color: null, size: "M", waiting: 3 }]
          : [],
      );
    if (url.pathname === "/api/products/categories")
      return json([
        { key: "dresses", category: "Dresses", categoryAr: "فساتين", count: 1 },
        { key: "shirts", category: "Shirts", categoryAr: "", count: 2 },
      ]);
    const one = /^\/api\/products\/(\d+)$/.exec(url.pathname);
    if (one) {
      const found = catalogue.find((p) => p.id === Number(one[1]));
      return found ? json(found) : json({ error: "Product not found" }, {}, 404);
    }
    if (url.pathname !== "/api/admin/products") return json({ error: "Not found" }, {}, 404);
    const words = foldText(url.searchParams.get("q") ?? "")
      .split(" ")
      .filter(Boolean);
    const matching = [...catalogue]
      .sort((a, b) => b.insertedAt.localeCompare(a.insertedAt) || b.id - a.id)
      .filter((p) => {
        const text = foldText([p.title, p.titleAr, p.category, p.categoryAr].join(" "));
        return words.every((w) => text.includes(w)) || words.join(" ") === String(p.id);
      });
    const limit = Number(url.searchParams.get("limit") ?? 20);
    const page = Number(url.searchParams.get("page") ?? 1);
    return json(matching.slice((page - 1) * limit, page * limit), {
      "x-total-count": String(matching.length),
    });
  };
}

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  setSession("admin-token", { id: 1, email: "owner@atelier.test", role: "admin" });
  fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(fakeApi(CATALOGUE));
});
afterEach(async () => {
  fetchSpy.mockRestore();
  clearSession();
  await dismissToasts();
});

const titles = () => screen.queryAllByRole("heading", { level: 2 }).map((h) => h.textContent);
/** Twenty cards take a while to draw in jsdom on a busy machine. */
const SLOW = { timeout: 5000 };

/** The searches the server was asked for, in order. */
const searches = () =>
  fetchSpy.mock.calls
    .map(([input]) => new URL(String(input), "http://shop.test"))
    .filter((url) => url.pathname === "/api/admin/products")
    .map((url) => url.searchParams.get("q"));

describe("ProductManagement: who waits for a size (issue 29)", { timeout: 20_000 }, () => {
  it("notes how many wait per size, asked once for the whole page", async () => {
    renderPage(<ProductManagement />, { path: "/admin/products" });
    const dress = await screen.findByRole("article", { name: "Gingham Garden Dress" });
    expect(await within(dress).findByText("3 waiting for M")).toBeInTheDocument();
    const asked = fetchSpy.mock.calls
      .map(([input]) => new URL(String(input), "http://shop.test"))
      .filter((url) => url.pathname === "/api/admin/stock-alerts");
    expect(asked.map((url) => url.searchParams.get("ids"))).toEqual(["3,2,1"]);
    // The search's synonyms are a store setting, the admin's (issue 29).
    expect(screen.getByRole("link", { name: "Synonyms" })).toHaveAttribute(
      "href",
      "/admin/search-synonyms",
    );
  });
});

describe("ProductManagement: the owner finds a product (issue 24)", { timeout: 20_000 }, () => {
  it("searches on the server once the typing pauses, kept in the address", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductManagement />, { path: "/admin/products" });
    await screen.findByRole("heading", { name: "Gingham Garden Dress" });
    expect(titles()).toHaveLength(3);
    expect(screen.getByText("3 products")).toBeInTheDocument();
    const search = screen.getByLabelText("Search products");
    await user.type(search, "shirt");
    expect(screen.getByLabelText("Current page")).toHaveTextContent("/admin/products?q=shirt");
    await screen.findByText("2 matches");
    expect(titles()).toEqual(["Oxford Button-Down Shirt", "Washed Linen Shirt"]);
    // One request for the word, none for each letter typed.
    expect(searches()).toEqual([null, "shirt"]);
    await user.clear(search);
    await user.type(search, "فساتين");
    await screen.findByText("1 match");
    expect(titles()).toEqual(["Gingham Garden Dress"]);
    await user.clear(search);
    await user.type(search, "velvet");
    expect(await screen.findByText("No products match “velvet”.")).toBeInTheDocument();
    expect(titles()).toEqual([]);
  });

  it("pages 20 at a time with links that keep the search", async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      product(i + 1, {
        title: `${i % 2 ? "Linen" : "Wool"} Piece ${i + 1}`,
        insertedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      }),
    );
    fetchSpy.mockImplementation(fakeApi(many));
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductManagement />, { path: "/admin/products" });
    await screen.findByRole("heading", { name: "Wool Piece 45" }, SLOW);
    expect(screen.getByText("45 products")).toBeInTheDocument();
    expect(titles()).toHaveLength(20);
    const pages = screen.getByRole("navigation", { name: "Product pages" });
    expect(within(pages).getByText("Page 1 of 3")).toBeInTheDocument();
    expect(within(pages).queryByRole("link", { name: "Previous" })).toBeNull();
    await user.click(within(pages).getByRole("link", { name: "Next" }));
    expect(screen.getByLabelText("Current page")).toHaveTextContent("/admin/products?page=2");
    await screen.findByRole("heading", { name: "Wool Piece 25" }, SLOW);
    expect(titles()).toHaveLength(20);
    expect(titles()).not.toContain("Wool Piece 45");
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute(
      "href",
      "/admin/products",
    );

    // A search starts at its first page; its pages keep it.
    await user.type(screen.getByLabelText("Search products"), "linen");
    await screen.findByText("22 matches", {}, SLOW);
    expect(screen.getByLabelText("Current page")).toHaveTextContent("/admin/products?q=linen");
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      "/admin/products?q=linen&page=2",
    );
    await user.click(screen.getByRole("link", { name: "Next" }));
    await screen.findByText("Page 2 of 2", {}, SLOW);
    expect(titles()).toEqual(["Linen Piece 4", "Linen Piece 2"]);
  });

  it("opens one product's editor from ?product=, fetched by its id", async () => {
    renderPage(<ProductManagement />, { path: "/admin/products?product=2" });
    await screen.findByRole("heading", { name: "Oxford Button-Down Shirt" });
    expect(titles()).toEqual(["Oxford Button-Down Shirt"]);
    expect(screen.getByRole("link", { name: "Show all products" })).toHaveAttribute(
      "href",
      "/admin/products",
    );
    expect(screen.queryByLabelText("Search products")).toBeNull();
    expect(fetchSpy.mock.calls.map(([input]) => String(input))).toContain("/api/products/2");
    expect(searches()).toEqual([]);
  });

  it("says so when ?product= names no product", async () => {
    renderPage(<ProductManagement />, { path: "/admin/products?product=99" });
    expect(await screen.findByText("No product 99.")).toBeInTheDocument();
    expect(titles()).toEqual([]);
  });

  it("offers the categories in use, from the server's list, when adding a product", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductManagement />, { path: "/admin/products" });
    await screen.findByRole("heading", { name: "Gingham Garden Dress" });
    await user.click(screen.getByRole("button", { name: /add product/i }));
    const dialog = await screen.findByRole("dialog");
    const category = within(dialog).getByLabelText(/^Category/, { selector: "select" });
    expect(
      within(category)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(["Dresses · فساتين", "Shirts"]));
  });
});

describe("ProductManagement for staff (issue 33)", { timeout: 20_000 }, () => {
  it("offers stock and words, not prices, photographs, deletion, size guides or a new piece", async () => {
    setSession("staff-token", { id: 7, email: "salma@atelier.test", role: "staff" });
    renderPage(<ProductManagement />, { path: "/admin/products" });
    const dress = await screen.findByRole("article", { name: "Gingham Garden Dress" }, SLOW);
    expect(within(dress).getByRole("button", { name: /Edit Text/i })).toBeVisible();
    expect(within(dress).getByLabelText("New quantity for size M")).toBeVisible();
    expect(within(dress).queryByRole("button", { name: /Edit Price/i })).toBeNull();
    expect(within(dress).queryByRole("button", { name: /Photographs|Edit Images/i })).toBeNull();
    expect(within(dress).queryByRole("button", { name: "Delete Gingham Garden Dress" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Add Product/i })).toBeNull();
    expect(screen.queryByRole("link", { name: "Size guides" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Synonyms" })).toBeNull();
  });
});
