import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PlacesAnswer, ProductsAnswer, SalesAnswer } from "@atelier/shared/analytics";
import { renderPage } from "@/testing/render-page";
import { change, presetRange } from "../analytics-range";
import { AnalyticsPage } from "./analytics-page";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });

const zero = { orders: 0, units: 0, net: 0, discounts: 0, refused: 0, returned: 0 };
const SALES: SalesAnswer = {
  from: "2026-10-28",
  to: "2026-11-26",
  interval: "day",
  periods: [
    {
      period: "2026-11-25",
      orders: 2,
      units: 3,
      net: 4250,
      discounts: 150,
      refused: 1,
      returned: 0,
    },
    { period: "2026-11-26", orders: 1, units: 1, net: 1850, discounts: 0, refused: 0, returned: 1 },
  ],
  totals: { orders: 3, units: 4, net: 6100, discounts: 150, refused: 1, returned: 1 },
  previous: { from: "2026-09-28", to: "2026-10-27", totals: { ...zero, orders: 2, net: 5000 } },
  payments: [
    { method: "cash", orders: 2, net: 4250 },
    { method: "online", orders: 1, net: 1850 },
  ],
  customers: { new: { orders: 2, net: 4250 }, returning: { orders: 1, net: 1850 } },
  codes: [{ code: "NOUR15", orders: 1, net: 850, discounts: 150, delivered: 1, deliveredNet: 850 }],
};
const PRODUCTS: ProductsAnswer = {
  from: SALES.from,
  to: SALES.to,
  sellers: [
    {
      productId: 1,
      title: "Linen Shirt",
      colorId: 3,
      colorName: "Sand",
      size: "M",
      units: 3,
      net: 2550,
    },
    {
      productId: 2,
      title: "Gingham Garden Dress",
      colorId: null,
      colorName: null,
      size: "S",
      units: 1,
      net: 4900,
    },
  ],
  unsold: [{ productId: 9, title: "Bridle Leather Belt" }],
};
const PLACES: PlacesAnswer = {
  from: SALES.from,
  to: SALES.to,
  minOrders: 5,
  governorates: [
    { governorate: "EG-ALX", orders: 10, delivered: 6, refused: 3, returned: 1, refusalRate: 0.3 },
    { governorate: "EG-C", orders: 40, delivered: 38, refused: 1, returned: 1, refusalRate: 0.025 },
  ],
  cities: [],
};

describe("/admin/analytics (issue 33)", () => {
  afterEach(() => vi.restoreAllMocks());

  const answer = () =>
    vi.spyOn(globalThis, "fetch").mockImplementation(async (url) => {
      const u = String(url);
      if (u.includes("format=csv")) return new Response("period,orders\n");
      if (u.includes("/sales")) return json(SALES);
      if (u.includes("/products")) return json(PRODUCTS);
      return json(PLACES);
    });

  it("reads the totals against the period before, the days, the best sellers and the refusals", async () => {
    const fetchSpy = answer();
    renderPage(<AnalyticsPage />);
    const totals = await screen
      .findByRole("group", { name: "Totals" })
      .catch(() => screen.findByLabelText("Totals"));
    await waitFor(() => expect(totals).toHaveTextContent("6,100.00"));
    expect(totals).toHaveTextContent("Before: 5,000.00 (+22%)");
    expect(totals).toHaveTextContent("Before: 0 (new)");
    expect(
      screen.getByText("Before: the same number of days just before, 28 Sept 2026 – 27 Oct 2026."),
    ).toBeInTheDocument();
    const days = screen.getByRole("table", { name: "Sales by day" });
    expect(within(days).getAllByRole("row")).toHaveLength(3);
    expect(within(days).getByText("25 Nov")).toBeInTheDocument();
    const byUnits = screen.getByRole("table", { name: "By pieces sold" });
    expect(within(byUnits).getAllByRole("row")[1]).toHaveTextContent("Linen Shirt — Sand, M");
    const byNet = screen.getByRole("table", { name: "By net sales" });
    expect(within(byNet).getAllByRole("row")[1]).toHaveTextContent("Gingham Garden Dress, S");
    expect(screen.getByText("Bridle Leather Belt")).toBeInTheDocument();
    const places = screen.getByRole("table", { name: "By governorate" });
    expect(within(places).getAllByRole("row")[1]).toHaveTextContent("Alexandria");
    expect(within(places).getAllByRole("row")[1]).toHaveTextContent("30%");
    expect(screen.getByRole("table", { name: "Payment" })).toHaveTextContent("Card or wallet");
    expect(screen.getByRole("table", { name: "Discount codes" })).toHaveTextContent("NOUR15");
    // The last 30 Cairo days by day, then 12 months by month.
    const first = String(fetchSpy.mock.calls.find(([u]) => String(u).includes("/sales"))![0]);
    expect(first).toMatch(
      /\/api\/admin\/analytics\/sales\?from=\d{4}-\d{2}-\d{2}&to=.*&interval=day$/,
    );
    await userEvent.setup().selectOptions(screen.getByLabelText("Period"), "12 months");
    await waitFor(() =>
      expect(fetchSpy.mock.calls.some(([u]) => String(u).includes("interval=month"))).toBe(true),
    );
  });

  it("downloads a view as CSV with the admin's token, never in the URL", async () => {
    const fetchSpy = answer();
    URL.createObjectURL = vi.fn(() => "blob:csv");
    URL.revokeObjectURL = vi.fn();
    renderPage(<AnalyticsPage />);
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "CSV of where parcels come back" }));
    await waitFor(() =>
      expect(
        fetchSpy.mock.calls.some(([u]) =>
          /\/api\/admin\/analytics\/places\?from=.*&format=csv$/.test(String(u)),
        ),
      ).toBe(true),
    );
  });
});

describe("the analytics' ranges", () => {
  it("cuts the presets in Cairo days", () => {
    expect(presetRange("7d", "2026-11-26")).toEqual({
      from: "2026-11-20",
      to: "2026-11-26",
      interval: "day",
    });
    expect(presetRange("lastMonth", "2026-03-05")).toEqual({
      from: "2026-02-01",
      to: "2026-02-28",
      interval: "day",
    });
    expect(presetRange("thisMonth", "2026-11-26").from).toBe("2026-11-01");
    expect(presetRange("12m", "2026-11-26")).toEqual({
      from: "2025-11-27",
      to: "2026-11-26",
      interval: "month",
    });
  });

  it("says the change against the period before", () => {
    expect(change(6100, 5000)).toBe("+22%");
    expect(change(4000, 5000)).toBe("−20%");
    expect(change(5, 0)).toBe("new");
    expect(change(0, 0)).toBe("—");
  });
});
