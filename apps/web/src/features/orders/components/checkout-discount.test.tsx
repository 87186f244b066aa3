import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formatEGP } from "@atelier/shared/money";
import type { CartItem } from "@/features/cart";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { fillValidCheckout } from "@/testing/fill-checkout";
import { dismissToasts, findToast, renderPage } from "@/testing/render-page";
import { CheckoutForm } from "./checkout-form";

/*
 * The discount code on the checkout (issue 31, docs/product.md#orders): applied by the server's
 * check, shown in the summary, worded in the page's language when refused, sent with the order.
 */

// Two shirts at 1,450.00 EGP: 2,900.00 EGP, 435.00 EGP off at 15 %, shipping 70.00 EGP (Cairo).
const SHIRT: CartItem = {
  id: "7",
  title: "Zamalek Oxford Shirt",
  price: 1450,
  images: [],
  selectedSize: "M",
  quantity: 2,
};

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const QUOTE = {
  code: "NOUR15",
  kind: "percent",
  subtotal: 2900,
  discount: 435,
  shipping: 70,
  total: 2535,
  lines: [{ productId: 7, size: "M", discount: 435 }],
};

/** What the fake API says of each code; the orders it was sent. */
function fakeApi(
  spy: MockInstance<typeof fetch>,
  codes: Record<string, Response | (() => Response)>,
  order: () => Response = () => json(201, { id: 1 }),
) {
  const orders: Record<string, unknown>[] = [];
  const checks: Record<string, unknown>[] = [];
  spy.mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url.endsWith("/api/discounts/check")) {
      checks.push(body);
      const answer = codes[String(body.code)];
      if (answer) return typeof answer === "function" ? answer() : answer.clone();
      return json(400, {
        error: "This code is not one of ours. Please check its spelling.",
        errorCode: "DISCOUNT_UNKNOWN",
      });
    }
    if (url.endsWith("/api/orders")) {
      orders.push(body);
      return order();
    }
    if (url.includes("payment-options")) return json(200, { methods: ["cod", "instapay"] });
    // The shipping zones: the store's default (Greater Cairo at 70.00 EGP).
    return json(404, { error: "Not found", errorCode: "NOT_FOUND" });
  });
  return { orders, checks };
}

function renderCheckout(path = "/checkout") {
  const onPlaced = vi.fn();
  const onFailed = vi.fn();
  renderPage(
    <CheckoutForm items={[SHIRT]} backTo="/cart" onPlaced={onPlaced} onFailed={onFailed} />,
    { path },
  );
  return { onPlaced, onFailed };
}

const summary = () => screen.getByRole("region", { name: /Order Summary|ملخص الطلب/ });
/** The summary's rows as "label: value", in order. */
const rows = () =>
  within(summary())
    .getAllByRole("term")
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe("A discount code on the checkout (issue 31)", () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, "fetch");
  });
  afterEach(async () => {
    fetchSpy.mockRestore();
    sessionStorage.clear();
    await dismissToasts();
  });

  it("applies a code typed in lower case: the summary shows the discount, shipping and total", async () => {
    const user = userEvent.setup({ delay: null });
    const { checks } = fakeApi(fetchSpy, { NOUR15: json(200, QUOTE) });
    renderCheckout();
    await user.type(screen.getByRole("textbox", { name: "Discount code" }), "nour15");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    expect(await screen.findByText("Code NOUR15 applied.")).toBeInTheDocument();
    expect(rows()).toEqual([
      "Subtotal: 2,900.00 EGP",
      "Discount (NOUR15): \u2212435.00 EGP",
      "Shipping: 70.00 EGP",
      "Total: 2,535.00 EGP",
    ]);
    expect(checks[0]).toEqual({
      code: "NOUR15",
      products: [{ productId: 7, S: 0, M: 2, L: 0, XL: 0 }],
    });
    // Kept for the tab: the checkout after a reload, or reached from the bag, has it.
    expect(sessionStorage.getItem(STORAGE_KEYS.discountCode)).toBe("NOUR15");
  });

  it("applies with Enter without placing the order, and removes the code", async () => {
    const user = userEvent.setup({ delay: null });
    const { orders } = fakeApi(fetchSpy, { NOUR15: json(200, QUOTE) });
    renderCheckout();
    await user.type(screen.getByRole("textbox", { name: "Discount code" }), " Nour15 {Enter}");
    expect(await screen.findByText("Code NOUR15 applied.")).toBeInTheDocument();
    expect(orders).toEqual([]);
    // Nothing placed, so no field was checked either.
    expect(screen.getByRole("textbox", { name: "First Name" })).not.toHaveAttribute("aria-invalid");

    await user.click(screen.getByRole("button", { name: "Remove the code NOUR15" }));
    expect(rows()).toEqual([
      "Subtotal: 2,900.00 EGP",
      "Shipping: 70.00 EGP",
      "Total: 2,970.00 EGP",
    ]);
    expect(screen.getByRole("textbox", { name: "Discount code" })).toHaveValue("");
    expect(sessionStorage.getItem(STORAGE_KEYS.discountCode)).toBeNull();
  });

  it("says why a code does not apply, as the field's error", async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(fetchSpy, {
      OLD: json(400, { error: "This code has expired.", errorCode: "DISCOUNT_EXPIRED" }),
    });
    renderCheckout();
    const field = screen.getByRole("textbox", { name: "Discount code" });
    await user.type(field, "old");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(field).toHaveAccessibleDescription("This code has expired."));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(rows()).not.toContain(expect.stringContaining("Discount"));

    // A code that cannot be one is not sent at all.
    await user.clear(field);
    await user.type(field, "no way!");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(field).toHaveAccessibleDescription("A code holds only letters, digits and dashes.");
  });

  it("says it in Arabic on /ar/checkout, the minimum's amount as the Arabic page writes it", async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(fetchSpy, {
      OLD: json(400, { error: "This code has expired.", errorCode: "DISCOUNT_EXPIRED" }),
      BIG500: json(400, {
        error: "This code needs a subtotal of at least 5,000.00 EGP.",
        errorCode: "DISCOUNT_MIN_SUBTOTAL",
      }),
      NOUR15: json(200, QUOTE),
    });
    renderCheckout("/ar/checkout");
    const field = screen.getByRole("textbox", { name: "رمز الخصم" });
    await user.type(field, "old");
    await user.click(screen.getByRole("button", { name: "تطبيق" }));
    await waitFor(() => expect(field).toHaveAccessibleDescription("انتهت صلاحية هذا الرمز."));

    await user.clear(field);
    await user.type(field, "big500");
    await user.click(screen.getByRole("button", { name: "تطبيق" }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        `يُشترط لهذا الرمز ألّا يقل المجموع الفرعي عن ${formatEGP(5000, "ar")}.`,
      ),
    );

    // Arabic-Indic digits are the code's digits.
    await user.clear(field);
    await user.type(field, "nour١٥");
    await user.click(screen.getByRole("button", { name: "تطبيق" }));
    expect(await within(summary()).findByText("الخصم (NOUR15)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "إزالة الرمز NOUR15" })).toBeInTheDocument();
  });

  it("asks to wait a minute after too many tries", async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(fetchSpy, {
      NOUR15: json(429, { error: "Too many requests", errorCode: "TOO_MANY_REQUESTS" }),
    });
    renderCheckout();
    const field = screen.getByRole("textbox", { name: "Discount code" });
    await user.type(field, "NOUR15{Enter}");
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        "Too many tries. Please wait a minute, then try again.",
      ),
    );
  });

  it("sends the applied code with the order and forgets it once placed", async () => {
    const user = userEvent.setup({ delay: null });
    const { orders, checks } = fakeApi(fetchSpy, { NOUR15: json(200, QUOTE) });
    const { onPlaced } = renderCheckout();
    await fillValidCheckout(user);
    await user.type(screen.getByRole("textbox", { name: "Discount code" }), "nour15{Enter}");
    expect(await screen.findByText("Code NOUR15 applied.")).toBeInTheDocument();
    // Asked again once the details have settled: who orders (a per-customer or first-order
    // code) and where (the zone's shipping).
    await waitFor(() =>
      expect(checks.at(-1)).toMatchObject({
        email: "nour@example.com",
        phone: "01012345678",
        governorate: "Cairo",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce());
    expect(orders[0]).toMatchObject({ discountCode: "NOUR15" });
    expect(sessionStorage.getItem(STORAGE_KEYS.discountCode)).toBeNull();
  }, 20_000);

  it("keeps the order when placement says the code was used up meanwhile", async () => {
    const user = userEvent.setup({ delay: null });
    const usedUp = () =>
      json(400, {
        error: "This code has been used as many times as it allows.",
        errorCode: "DISCOUNT_USED_UP",
      });
    const { orders } = fakeApi(fetchSpy, { NOUR15: json(200, QUOTE) }, usedUp);
    const { onPlaced, onFailed } = renderCheckout();
    await fillValidCheckout(user);
    await user.type(screen.getByRole("textbox", { name: "Discount code" }), "nour15{Enter}");
    expect(await screen.findByText("Code NOUR15 applied.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Place Order" }));

    const field = await screen.findByRole("textbox", { name: "Discount code" });
    expect(field).toHaveAccessibleDescription(
      "This code has been used as many times as it allows.",
    );
    expect(field).toHaveValue("NOUR15");
    await findToast(
      "This code has been used as many times as it allows. Your order is kept as it was: remove the code, or try another.",
    );
    expect(onFailed).not.toHaveBeenCalled();
    expect(onPlaced).not.toHaveBeenCalled();
    // The form is as it was, the total without the code: placing again sends no code.
    expect(screen.getByRole("textbox", { name: "First Name" })).toHaveValue("Nour");
    expect(rows()).toContain("Total: 2,970.00 EGP");
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(orders).toHaveLength(2));
    expect(orders[1]).not.toHaveProperty("discountCode");
  }, 20_000);

  it("drops a kept code that no longer applies to the bag, saying why", async () => {
    sessionStorage.setItem(STORAGE_KEYS.discountCode, "NOUR15");
    fakeApi(fetchSpy, {
      NOUR15: json(400, {
        error: "This code does not apply to the pieces in your bag.",
        errorCode: "DISCOUNT_NOT_APPLICABLE",
      }),
    });
    renderCheckout();
    const field = await screen.findByRole("textbox", { name: "Discount code" });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        "This code does not apply to the pieces in your bag.",
      ),
    );
    expect(field).toHaveValue("NOUR15");
    expect(sessionStorage.getItem(STORAGE_KEYS.discountCode)).toBeNull();
  });
});
