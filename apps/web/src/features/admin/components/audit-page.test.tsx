import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AuditEntry, AuditPage as Page } from "@atelier/shared/audit";
import { renderPage } from "@/testing/render-page";
import { AuditHistory } from "./audit-history";
import { AuditPage } from "./audit-page";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: "2026-11-26T10:05:00.000Z",
  actorId: 1,
  actorEmail: "owner@atelier.test",
  ip: "203.0.113.7",
  kind: "product.price",
  subject: "Product 12: Linen Shirt",
  orderId: null,
  productId: 12,
  before: { salePrice: 2399.99 },
  after: { salePrice: 2199 },
  ...over,
});

const FIRST: Page = {
  entries: [
    entry(30),
    entry(29, {
      kind: "order.status",
      subject: "Order 1042",
      orderId: 1042,
      productId: null,
      before: { status: "pending" },
      after: { status: "shipped" },
    }),
  ],
  next: 29,
};
const SECOND: Page = {
  entries: [
    entry(12, {
      kind: "product.colors",
      before: { Sand: { quantityM: 5 } },
      after: { Sand: { quantityM: 3 } },
    }),
  ],
  next: null,
};

describe("/admin/audit (issue 33)", () => {
  afterEach(() => vi.restoreAllMocks());

  const answer = (pages: Record<string, Page> = {}) =>
    vi.spyOn(globalThis, "fetch").mockImplementation(async (url) => {
      const u = String(url);
      if (u.includes("/audit/people")) return json([{ id: 1, email: "owner@atelier.test" }]);
      if (u.includes("before=29")) return json(pages.second ?? SECOND);
      if (u.includes("kind=") || u.includes("order=")) return json({ entries: [], next: null });
      return json(pages.first ?? FIRST);
    });

  it("shows who changed what, in Cairo time, with before → after, and pages both ways", async () => {
    const fetchSpy = answer();
    renderPage(<AuditPage />);
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    // 10:05 UTC is 12:05 PM in Cairo in November.
    expect(rows[1]).toHaveTextContent("Nov 26, 2026 12:05 PM");
    expect(rows[1]).toHaveTextContent("owner@atelier.test");
    expect(rows[1]).toHaveTextContent("203.0.113.7");
    expect(rows[1]).toHaveTextContent("Price changed");
    expect(rows[1]).toHaveTextContent("Sale price: 2,399.99 → became 2,199");
    expect(within(rows[2]!).getByRole("link", { name: "Order 1042" })).toHaveAttribute(
      "href",
      "/admin/orders/1042",
    );
    expect(rows[2]).toHaveTextContent("Status: pending → became shipped");
    // A phone's cards say the same, newest first.
    const cards = Array.from(screen.getByRole("list", { name: "Activity" }).children);
    expect(cards.map((card) => card.querySelector("p")?.textContent)).toEqual([
      "Price changed",
      "Order status changed",
    ]);
    expect(cards[0]).toHaveTextContent("owner@atelier.test · 203.0.113.7");

    const user = userEvent.setup();
    const newer = screen.getByRole("button", { name: "Newer" });
    expect(newer).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Older" }));
    await waitFor(() => expect(screen.getByRole("table")).toHaveTextContent("Colours changed"));
    expect(screen.getByRole("table")).toHaveTextContent("Sand · Stock M: 5 → became 3");
    expect(screen.getByRole("button", { name: "Older" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Newer" }));
    await waitFor(() => expect(screen.getByRole("table")).toHaveTextContent("Order 1042"));
    expect(fetchSpy.mock.calls.some(([u]) => String(u).endsWith("/api/admin/audit"))).toBe(true);
  });

  it("filters by person and kind, and says when nothing matches", async () => {
    const fetchSpy = answer();
    renderPage(<AuditPage />);
    await screen.findByRole("table");
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Change"), "Discount code added");
    expect(await screen.findByText("No entries match these filters.")).toBeInTheDocument();
    expect(
      fetchSpy.mock.calls.some(([u]) => String(u).endsWith("/admin/audit?kind=discount.created")),
    ).toBe(true);
    await user.selectOptions(screen.getByLabelText("Person"), "owner@atelier.test");
    await waitFor(() =>
      expect(
        fetchSpy.mock.calls.some(([u]) => String(u).includes("actor=1&kind=discount.created")),
      ).toBe(true),
    );
  });

  it("says when nothing is recorded yet, and when the log cannot be read", async () => {
    answer({ first: { entries: [], next: null } });
    const { unmount } = renderPage(<AuditPage />);
    expect(await screen.findByText("Nothing recorded yet.")).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();
    vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      json({ error: "Admins only", errorCode: "FORBIDDEN" }, 403),
    );
    renderPage(<AuditPage />);
    expect(await screen.findByText(/Failed to load the activity/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("AuditHistory (issue 33)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("fetches a product's history only when opened, and shows more on asking", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async (url) =>
        String(url).includes("before=29") ? json(SECOND) : json(FIRST),
      );
    renderPage(<AuditHistory filter={{ product: 12 }} collapsed title="History of Linen Shirt" />);
    const open = screen.getByRole("button", { name: "History" });
    expect(fetchSpy).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(open);
    expect(open).toHaveAttribute("aria-expanded", "true");
    const list = await screen.findByRole("list", { name: "History of Linen Shirt" });
    // One item per entry (each holds a list of its changed fields).
    const items = () => list.querySelectorAll(":scope > li");
    expect(items()).toHaveLength(2);
    expect(String(fetchSpy.mock.calls[0]![0])).toMatch(/\/api\/admin\/audit\?product=12&limit=10$/);
    await user.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });
});
