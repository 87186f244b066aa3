import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { clearSession, setSession } from "@/features/auth";
import { dismissToasts, renderPage } from "@/testing/render-page";
import { InventoryTable } from "./inventory-table";
import { LowStockList } from "./low-stock-list";

const row = (size: string) => screen.getByLabelText(`New quantity for size ${size}`).closest("tr")!;
const answer = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("low stock (docs/product.md#low-stock)", () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, "fetch");
    setSession("owner-token", { id: 1, email: "owner@atelier.test", role: "admin" });
  });
  afterEach(async () => {
    fetchSpy.mockRestore();
    clearSession();
    await dismissToasts();
  });

  it("marks sizes at or below the threshold on the product card's table", () => {
    render(
      <InventoryTable
        title="Linen Shirt"
        quantities={{ S: 3, M: 0, L: 5, XL: 1 }}
        lowAt={3}
        onSave={vi.fn()}
      />,
    );
    expect(within(row("S")).getByText("Low Stock")).toBeInTheDocument();
    expect(within(row("XL")).getByText("Low Stock")).toBeInTheDocument();
    expect(within(row("L")).getByText("In Stock")).toBeInTheDocument();
    expect(within(row("M")).getByText("Out of Stock")).toBeInTheDocument();
  });

  it("lists the low sizes on the dashboard and saves a new threshold", async () => {
    const user = userEvent.setup({ delay: null });
    fetchSpy.mockImplementation(async (_input, init) =>
      init?.method === "PUT"
        ? answer(200, { threshold: 5 })
        : answer(200, {
            threshold: 3,
            items: [
              { productId: 4, title: "Cashmere Scarf", size: "L", quantity: 0 },
              { productId: 2, title: "Linen Shirt", size: "M", quantity: 2 },
            ],
            total: 2,
          }),
    );
    renderPage(<LowStockList />);
    const list = await screen.findByRole("list");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Cashmere Scarf · LSold out", "Linen Shirt · M2 left"]);
    // Each size opens its product's editor, not the shop page (issue 24).
    expect(within(list).getByRole("link", { name: "Linen Shirt · M" })).toHaveAttribute(
      "href",
      "/admin/products?product=2",
    );
    const input = screen.getByLabelText("Low at (units per size)");
    expect(input).toHaveValue("3");
    await user.clear(input);
    await user.type(input, "5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(fetchSpy.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true),
    );
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === "PUT")!;
    expect(put[0]).toBe("/api/admin/settings/low-stock");
    expect(JSON.parse(String(put[1]?.body))).toEqual({ threshold: 5 });
  });

  const lowSizes = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      productId: i + 1,
      title: `Piece ${i + 1}`,
      size: "M",
      quantity: 0,
    }));
  /** The server: the first `limit` of `total` low sizes. */
  const lowStockOf = (total: number) =>
    fetchSpy.mockImplementation(async (input) => {
      const limit = Number(new URL(String(input), "http://shop.test").searchParams.get("limit"));
      return answer(200, { threshold: 3, items: lowSizes(Math.min(limit, total)), total });
    });
  const requestedLimits = () =>
    fetchSpy.mock.calls.map(([input]) =>
      new URL(String(input), "http://shop.test").searchParams.get("limit"),
    );

  it("shows staff the low sizes but not the threshold, a store setting (issue 33)", async () => {
    setSession("staff-token", { id: 7, email: "salma@atelier.test", role: "staff" });
    fetchSpy.mockImplementation(async () =>
      answer(200, {
        threshold: 3,
        items: [{ productId: 2, title: "Linen Shirt", size: "M", quantity: 2 }],
        total: 1,
      }),
    );
    renderPage(<LowStockList />);
    expect(await screen.findByRole("link", { name: "Linen Shirt · M" })).toBeVisible();
    expect(screen.queryByLabelText("Low at (units per size)")).toBeNull();
  });

  it("names the colour of a piece sold in colours, with its swatch (docs/product.md#colours)", async () => {
    fetchSpy.mockImplementation(async () =>
      answer(200, {
        threshold: 3,
        items: [
          {
            productId: 2,
            title: "Linen Shirt",
            color: { id: 11, name: "Sand", hex: "#d8c3a5" },
            size: "M",
            quantity: 1,
          },
          { productId: 4, title: "Cashmere Scarf", color: null, size: "L", quantity: 2 },
        ],
        total: 2,
      }),
    );
    renderPage(<LowStockList />);
    const list = await screen.findByRole("list");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Linen ShirtSand · M1 left", "Cashmere Scarf · L2 left"]);
    const link = within(list).getByRole("link", { name: "Linen Shirt — Sand · M" });
    expect(link).toHaveAttribute("href", "/admin/products?product=2");
    expect(link.querySelector("[aria-hidden=true]")).toHaveStyle({
      backgroundColor: "#d8c3a5",
    });
  });

  it("shows the first 50 low sizes, and all of them on request", async () => {
    const user = userEvent.setup({ delay: null });
    lowStockOf(120);
    renderPage(<LowStockList />);
    const list = await screen.findByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(50);
    expect(screen.getByText("The 50 with the fewest units of 120 low sizes.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show all 120" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(120));
    expect(screen.queryByRole("button", { name: /Show all/ })).toBeNull();
    expect(requestedLimits()).toEqual(["50", "500"]);
  });

  it("past 500 low sizes, points to the product search for the rest", async () => {
    const user = userEvent.setup({ delay: null });
    lowStockOf(1234);
    renderPage(<LowStockList />);
    await user.click(await screen.findByRole("button", { name: "Show all 1,234" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(500), {
      timeout: 5000,
    });
    expect(screen.getByRole("link", { name: "Search the products" })).toHaveAttribute(
      "href",
      "/admin/products",
    );
    expect(
      screen.getByText(/The 500 with the fewest units of 1,234 low sizes\./),
    ).toBeInTheDocument();
  });
});
