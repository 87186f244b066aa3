import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MY_ORDERS_PAGE, type Order } from "@atelier/shared/orders";
import { renderPage } from "@/testing/render-page";
import { MyOrders } from "./my-orders";

const order = (id: number): Order => ({
  id,
  status: id % 2 ? "pending" : "delivered",
  totalPrice: 1000,
  subtotal: 1000,
  discount: 0,
  discountCode: null,
  shipping: 70,
  customer_email: "nour@example.com",
  customer_number: "01012345678",
  customerName: "Nour Hassan",
  details: "",
  date: "2026-11-02T13:05:00.000Z",
  addressDetails: "",
  shippingAddress: null,
  lines: [
    {
      productId: 1,
      title: "Shirt",
      titleAr: "",
      size: "M",
      quantity: 3,
      unitPrice: 1000 / 3,
      discount: 0,
      image: null,
      color: null,
    },
  ],
  paymentState: "cod",
  deliveredAt: null,
  returnRequest: null,
  tracking: null,
  shippingZone: null,
  shippingGovernorate: null,
  whatsappConfirmedAt: null,
});

afterEach(() => vi.restoreAllMocks());

describe("My Orders", () => {
  it("lists newest first and loads the next page from the last id shown", async () => {
    // 23 orders, ids 123 down to 101: a page of 20, then 3.
    const all = Array.from({ length: 23 }, (_, i) => order(123 - i));
    const asked: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = new URL(String(input), "http://store");
      asked.push(url.pathname + url.search);
      const before = Number(url.searchParams.get("before") ?? Infinity);
      const limit = Number(url.searchParams.get("limit"));
      const page = all.filter((o) => o.id < before).slice(0, limit);
      return new Response(JSON.stringify(page), {
        headers: { "Content-Type": "application/json", "X-Total-Count": String(all.length) },
      });
    });
    renderPage(<MyOrders userId={1} />);
    const list = () => within(screen.getByRole("region", { name: "My Orders" }));
    const links = async () =>
      (await list().findAllByRole("link")).filter((l) => /#\d+/.test(l.textContent ?? ""));

    expect(await links()).toHaveLength(MY_ORDERS_PAGE);
    const first = (await links())[0]!;
    expect(first).toHaveAttribute("href", "/orders/123");
    expect(first).toHaveTextContent("Order #123");
    expect(first).toHaveTextContent("Pending");
    expect(first).toHaveTextContent("Nov 2, 2026 03:05 PM");
    expect(first).toHaveTextContent("3 items");
    expect(first).toHaveTextContent("1,070.00 EGP");
    expect(screen.getByText("20 of 23")).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("23 in all")).toBeInTheDocument();
    expect((await links()).map((l) => l.getAttribute("href"))).toEqual(
      all.map((o) => `/orders/${o.id}`),
    );
    expect(asked).toEqual([
      `/api/orders?limit=${MY_ORDERS_PAGE}`,
      `/api/orders?limit=${MY_ORDERS_PAGE}&before=104`,
    ]);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says so when there is no order yet", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response("[]", { headers: { "Content-Type": "application/json", "X-Total-Count": "0" } }),
    );
    renderPage(<MyOrders userId={1} />);
    expect(await screen.findByText(/You have not placed an order yet/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });
});

describe("My Orders on an Arabic page (/ar/account)", () => {
  it("says the orders, their statuses, dates, pieces and totals in Arabic, with links that stay Arabic", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      async () =>
        new Response(JSON.stringify([order(123), order(122)]), {
          headers: { "Content-Type": "application/json", "X-Total-Count": "2" },
        }),
    );
    renderPage(<MyOrders userId={1} />, { path: "/ar/account" });
    const list = within(await screen.findByRole("region", { name: "طلباتي" }));
    const first = (await list.findAllByRole("link"))[0]!;
    expect(first).toHaveAttribute("href", "/ar/orders/123");
    expect(first).toHaveTextContent("الطلب #123");
    expect(first).toHaveTextContent("قيد الانتظار");
    expect(first).toHaveTextContent("3 قطع");
    expect(first).toHaveTextContent("1,070.00 ج.م");
    expect(first).toHaveTextContent("نوفمبر");
    expect(list.getAllByRole("link")[1]).toHaveTextContent("تم التسليم");
    expect(screen.getByText("2 في المجموع")).toBeInTheDocument();
  });
});
