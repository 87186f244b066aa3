import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Discount } from "@atelier/shared/discounts";
import { renderPage } from "@/testing/render-page";
import { DiscountsAdmin } from "./discounts-admin";

const NOUR15: Discount = {
  id: 1,
  code: "NOUR15",
  kind: "percent",
  value: 15,
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  usageLimit: 500,
  perCustomerLimit: 1,
  firstOrderOnly: false,
  categories: [],
  productIds: [],
  excludeSale: false,
  note: "Nour El-Sherif",
  active: true,
  createdAt: "2026-11-26T10:00:00.000Z",
  uses: { reserved: 3, consumed: 5, givenBack: 2 },
  figures: {
    placed: 10,
    delivered: 4,
    refused: 2,
    returned: 1,
    canceled: 0,
    deliveredSales: 3400,
    deliveredDiscount: 600,
  },
};
const UNUSED: Discount = {
  ...NOUR15,
  id: 2,
  code: "SHIPFREE",
  kind: "free_shipping",
  value: 0,
  note: "",
  usageLimit: null,
  perCustomerLimit: null,
  active: false,
  uses: { reserved: 0, consumed: 0, givenBack: 0 },
  figures: { ...NOUR15.figures, placed: 0, delivered: 0, refused: 0, returned: 0 },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("/admin/discounts (docs/product.md#discount-codes--the-admin)", () => {
  let sent: { method: string; url: string; body: unknown }[];
  let answer: (method: string, url: string) => Response;
  beforeEach(() => {
    sent = [];
    answer = (method) => json({ ...NOUR15, id: 3 }, method === "POST" ? 201 : 200);
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const method = init?.method ?? "GET";
      const url = String(input);
      if (method !== "GET") {
        sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        return answer(method, url);
      }
      if (url.endsWith("/products/categories"))
        return json([{ key: "shirts", category: "Shirts", categoryAr: "قمصان", count: 4 }]);
      return json([UNUSED, NOUR15]);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("lists each code with its value, uses, orders and delivered figures, in a captioned table", async () => {
    renderPage(<DiscountsAdmin />, { path: "/admin/discounts" });
    const table = await screen.findByRole("table", { name: /^Discount codes, newest first/ });
    const row = within(table).getByRole("row", { name: /NOUR15/ });
    expect(row).toHaveTextContent("15 %");
    const counts = within(row)
      .getAllByRole("term")
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(counts).toEqual([
      "Reserved 3",
      "Consumed 5",
      "Given back 2",
      "Placed 10",
      "Delivered 4",
      "Refused 2",
      "Returned 1",
    ]);
    expect(row).toHaveTextContent("Limit 500 · 1 per customer");
    expect(row).toHaveTextContent("3,400.00 EGP");
    expect(row).toHaveTextContent("600.00 EGP");
    expect(row).toHaveTextContent("Nour El-Sherif");
    // A used code can only be deactivated; an unused one can be deleted.
    expect(within(row).queryByRole("button", { name: "Delete NOUR15" })).toBeNull();
    const free = within(table).getByRole("row", { name: /SHIPFREE/ });
    expect(free).toHaveTextContent("Free shipping");
    expect(free).toHaveTextContent("Inactive");
    expect(within(free).getByRole("button", { name: "Delete SHIPFREE" })).toBeVisible();
    // The phone's cards say the same.
    const cards = screen.getByRole("list", { name: "Discount codes" });
    expect(within(cards).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeVisible();
  });

  it("deactivates, activates and deletes from a row", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<DiscountsAdmin />, { path: "/admin/discounts" });
    const table = await screen.findByRole("table");
    await user.click(within(table).getByRole("button", { name: "Deactivate NOUR15" }));
    await user.click(within(table).getByRole("button", { name: "Activate SHIPFREE" }));
    await user.click(within(table).getByRole("button", { name: "Delete SHIPFREE" }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent).toEqual([
      { method: "PATCH", url: "/api/admin/discounts/1", body: { active: false } },
      { method: "PATCH", url: "/api/admin/discounts/2", body: { active: true } },
      { method: "DELETE", url: "/api/admin/discounts/2", body: undefined },
    ]);
  });

  it("sends every field of a new code, with numbers as numbers and Cairo times as typed", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<DiscountsAdmin />, { path: "/admin/discounts" });
    await user.click(await screen.findByRole("button", { name: "New code" }));
    const form = screen.getByRole("form", { name: "New discount code" });
    await user.type(within(form).getByLabelText("Code"), "nour15");
    await user.type(within(form).getByLabelText("Percent (1–90)"), "15");
    await user.type(within(form).getByLabelText("Minimum subtotal (EGP)"), "300");
    await user.type(within(form).getByLabelText("Starts (Cairo time)"), "2026-12-01T00:00");
    await user.type(within(form).getByLabelText("Usage limit"), "500");
    await user.type(within(form).getByLabelText("Per customer"), "1");
    await user.type(within(form).getByLabelText("Product ids"), "7, 12");
    await user.type(within(form).getByLabelText("Note"), "Nour El-Sherif");
    await user.click(await within(form).findByRole("checkbox", { name: "Shirts" }));
    await user.click(within(form).getByRole("checkbox", { name: "First order only" }));
    await user.click(within(form).getByRole("button", { name: "Add code" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: "POST",
      url: "/api/admin/discounts",
      body: {
        code: "nour15",
        kind: "percent",
        value: 15,
        minSubtotal: 300,
        startsAt: "2026-12-01T00:00",
        usageLimit: 500,
        perCustomerLimit: 1,
        firstOrderOnly: true,
        categories: ["Shirts"],
        productIds: [7, 12],
        excludeSale: false,
        note: "Nour El-Sherif",
        active: true,
      },
    });
    // Added: the form closes.
    await waitFor(() => expect(screen.queryByRole("form")).toBeNull());
  });

  it.each([
    [
      "a taken code beside the code field",
      {
        error: "code: NOUR15 already exists; choose another code",
        errorCode: "DISCOUNT_CODE_TAKEN",
      },
      "Code",
    ],
    [
      "a wrong value beside the value field",
      { error: "value must be a whole percentage from 1 to 90", errorCode: "BAD_REQUEST" },
      "Percent (1–90)",
    ],
    [
      "an end before the start beside the end",
      { error: "endsAt must be after startsAt", errorCode: "BAD_REQUEST" },
      "Ends (Cairo time)",
    ],
  ])("shows %s, marked invalid and focused", async (_what, body, label) => {
    answer = () => json(body, 400);
    const user = userEvent.setup({ delay: null });
    renderPage(<DiscountsAdmin />, { path: "/admin/discounts" });
    await user.click(await screen.findByRole("button", { name: "New code" }));
    const form = screen.getByRole("form", { name: "New discount code" });
    await user.type(within(form).getByLabelText("Code"), "nour15");
    await user.click(within(form).getByRole("button", { name: "Add code" }));
    const field = within(form).getByLabelText(label);
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    // Beside the field, without the field's name before it.
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(body.error.replace("code: ", "")),
    );
    expect(field).toHaveFocus();
    expect(within(form).queryByRole("alert")).toBeNull();
  });
});
