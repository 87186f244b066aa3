import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminOrderDetail } from "@atelier/shared/admin";
import type { Order } from "@atelier/shared/orders";
import { clearSession, setSession } from "@/features/auth";
import { dismissToasts, renderPage } from "@/testing/render-page";
import { AdminOrdersList } from "./orders-list";
import { AdminOrderView } from "./order-detail";
import { DashboardStatsCards } from "./dashboard-stats";
import { render } from "@testing-library/react";

const order = (id: number, extra: Partial<Order> = {}): Order => ({
  id,
  status: "pending",
  totalPrice: 850,
  subtotal: 850,
  discount: 0,
  discountCode: null,
  shipping: 50,
  customer_email: "nour@example.com",
  customer_number: "01012345678",
  customerName: "Nour Hassan",
  details: "Linen Shirt (M) x1",
  date: "2026-11-23T10:00:00.000Z",
  addressDetails: "12 Road 9, Al-Maadi, Cairo",
  shippingAddress: null,
  lines: [
    {
      productId: 1,
      title: "Linen Shirt",
      titleAr: "",
      size: "M",
      quantity: 1,
      unitPrice: 850,
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
  ...extra,
});

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json", ...headers },
  });

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  setSession("admin-token", { id: 1, email: "owner@atelier.test", role: "admin" });
  fetchSpy = vi.spyOn(globalThis, "fetch");
});
afterEach(async () => {
  fetchSpy.mockRestore();
  clearSession();
  await dismissToasts();
});
const calls = () => fetchSpy.mock.calls.map(([url, init]) => [String(url), init?.method ?? "GET"]);

describe("AdminOrdersList", { timeout: 20_000 }, () => {
  it("asks the server with the URL's filters, shows the total, and pages by the last id", async () => {
    const page = Array.from({ length: 50 }, (_, i) => order(200 - i));
    fetchSpy.mockImplementation(async () => json(page, { "x-total-count": "120" }));
    renderPage(<AdminOrdersList />, { path: "/admin/orders?status=pending&q=010" });
    expect(await screen.findByText("120 orders")).toBeInTheDocument();
    expect(calls()[0]![0]).toBe("/api/admin/orders?status=pending&q=010&limit=50");
    expect(screen.getByLabelText("Search")).toHaveValue("010");
    expect(screen.getByLabelText("Status")).toHaveValue("pending");
    await userEvent.click(screen.getByRole("button", { name: /Older/ }));
    await waitFor(() =>
      expect(calls().at(-1)![0]).toBe("/api/admin/orders?status=pending&q=010&before=151&limit=50"),
    );
    expect(screen.getByLabelText("Current page")).toHaveTextContent(
      "/admin/orders?status=pending&q=010&before=151",
    );
  });

  it("filters by governorate: the 27 by English name, its ISO code in the URL and the call", async () => {
    fetchSpy.mockImplementation(async () => json([order(7)], { "x-total-count": "1" }));
    renderPage(<AdminOrdersList />, { path: "/admin/orders?governorate=EG-ALX" });
    expect(await screen.findByText("1 order")).toBeInTheDocument();
    expect(calls()[0]![0]).toBe("/api/admin/orders?governorate=EG-ALX&limit=50");
    const select = screen.getByLabelText("Governorate");
    expect(select).toHaveValue("EG-ALX");
    const options = within(select).getAllByRole("option");
    expect(options).toHaveLength(28);
    expect(options.slice(0, 4).map((o) => o.textContent)).toEqual([
      "Any governorate",
      "Alexandria",
      "Aswan",
      "Asyut",
    ]);
    await userEvent.selectOptions(select, "Port Said");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(calls().at(-1)![0]).toBe("/api/admin/orders?governorate=EG-PTS&limit=50"),
    );
    expect(screen.getByLabelText("Current page")).toHaveTextContent(
      "/admin/orders?governorate=EG-PTS",
    );
  });

  it("changes the status of the selected orders in one request", async () => {
    fetchSpy.mockImplementation(async (url) =>
      String(url).includes("/admin/orders/status")
        ? json({ results: [{ id: 7, ok: true, status: "shipped" }] })
        : json([order(8), order(7)], { "x-total-count": "2" }),
    );
    renderPage(<AdminOrdersList />, { path: "/admin/orders" });
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select order 7" }));
    const bar = screen.getByRole("region", { name: "Selected orders" });
    expect(within(bar).getByText("1 order selected")).toBeInTheDocument();
    await userEvent.selectOptions(within(bar).getByLabelText(/New status/), "shipped");
    await userEvent.click(within(bar).getByRole("button", { name: "Change status" }));
    await waitFor(() => {
      const post = fetchSpy.mock.calls.find(([u]) => String(u).endsWith("/admin/orders/status"));
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({ ids: [7], status: "shipped" });
    });
  });
});

describe("AdminOrderView", { timeout: 20_000 }, () => {
  const detail: AdminOrderDetail = {
    ...order(42, {
      status: "delivered",
      returnRequest: {
        reason: "wrong_size",
        note: "Too small",
        requestedAt: "2026-11-24T10:00:00Z",
      },
    }),
    history: [
      {
        id: 1,
        kind: "placed",
        status: "pending",
        actor: "customer",
        actorEmail: "nour@example.com",
        note: null,
        at: "2026-11-23T10:00:00.000Z",
      },
      {
        id: 2,
        kind: "status",
        status: "delivered",
        actor: "admin",
        actorEmail: "owner@atelier.test",
        note: null,
        at: "2026-11-23T12:00:00.000Z",
      },
    ],
    notes: [],
    customer: { orders: 3, pending: 2, delivered: 1, refused: 0, canceled: 0, returned: 0 },
    transfer: { reference: null, receipt: false },
  };

  it("shows the phone as a tel: link, the history, the return and the customer's record", async () => {
    fetchSpy.mockImplementation(async () => json(detail));
    renderPage(<AdminOrderView id={42} />);
    expect(await screen.findByRole("heading", { name: "Order 42" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "01012345678" })).toHaveAttribute(
      "href",
      "tel:01012345678",
    );
    const history = screen.getByRole("region", { name: "History" });
    expect(within(history).getByText("Delivered")).toBeInTheDocument();
    expect(within(history).getByText(/admin owner@atelier.test/)).toBeInTheDocument();
    expect(screen.getByText("Too small")).toBeInTheDocument();
    expect(screen.getByText("Wrong size", { exact: false })).toBeInTheDocument();
    const record = screen.getByRole("region", { name: "Customer record" });
    expect(within(record).getByText("Pending").nextSibling ?? record).toBeTruthy();
  });

  it("shows the address with its typed city and the zone the order was placed in (issue 30)", async () => {
    fetchSpy.mockImplementation(async () =>
      json({
        ...detail,
        shippingAddress: {
          address: "14 Fouad St",
          floor: "",
          apartment: "",
          city: "Smouha",
          governorate: "Alexandria",
        },
        shippingZone: "Alexandria & Delta",
        shippingGovernorate: "EG-ALX",
      }),
    );
    renderPage(<AdminOrderView id={42} />);
    expect(await screen.findByText("Smouha, Alexandria")).toBeInTheDocument();
    expect(screen.getByText("Zone").nextSibling).toHaveTextContent("Alexandria & Delta");
  });

  it("shows a code's discount between subtotal and shipping, and the total paid (issue 31)", async () => {
    // 850 − 127.50 (NOUR15) = 722.50, and 50 shipping.
    fetchSpy.mockImplementation(async () =>
      json({
        ...detail,
        subtotal: 850,
        discount: 127.5,
        discountCode: "NOUR15",
        totalPrice: 722.5,
      }),
    );
    renderPage(<AdminOrderView id={42} />);
    const discount = await screen.findByText("Discount (NOUR15)");
    expect(discount.nextSibling).toHaveTextContent("\u2212127.50 EGP");
    expect(screen.getByText("Subtotal").nextSibling).toHaveTextContent("850.00 EGP");
    expect(screen.getByText("Total", { selector: "dt" }).nextSibling).toHaveTextContent(
      "772.50 EGP",
    );
  });

  it("shows no zone for an order from before zones", async () => {
    fetchSpy.mockImplementation(async () => json(detail));
    renderPage(<AdminOrderView id={42} />);
    expect(await screen.findByRole("heading", { name: "Order 42" })).toBeInTheDocument();
    expect(screen.queryByText("Zone")).not.toBeInTheDocument();
  });

  it("keeps a confirmed Instapay transfer's receipt and tells its history in words", async () => {
    const paid: AdminOrderDetail = {
      ...detail,
      paymentState: "instapay_confirmed",
      transfer: { reference: "IPN-5521", receipt: true },
      history: [
        detail.history[0]!,
        {
          id: 3,
          kind: "payment",
          status: "instapay_awaiting",
          actor: "customer",
          actorEmail: "nour@example.com",
          note: "Reference IPN-5521, with a receipt",
          at: "2026-11-23T10:30:00.000Z",
        },
        {
          id: 4,
          kind: "payment",
          status: "instapay_confirmed",
          actor: "admin",
          actorEmail: "owner@atelier.test",
          note: null,
          at: "2026-11-23T11:00:00.000Z",
        },
      ],
    };
    fetchSpy.mockImplementation(async (url) =>
      String(url).endsWith("/receipt")
        ? new Response("webp", { headers: { "content-type": "image/webp" } })
        : json(paid),
    );
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => "blob:receipt-42");
    URL.revokeObjectURL = vi.fn();
    renderPage(<AdminOrderView id={42} />);
    const transfer = await screen.findByRole("region", { name: "Instapay transfer" });
    expect(within(transfer).getByText("Instapay, confirmed")).toBeInTheDocument();
    expect(within(transfer).getByText("IPN-5521")).toBeInTheDocument();
    expect(await within(transfer).findByRole("img", { name: "Receipt of order 42" })).toBeVisible();
    const history = screen.getByRole("region", { name: "History" });
    expect(within(history).getByText("Transfer reported")).toBeInTheDocument();
    expect(within(history).getByText("Payment confirmed")).toBeInTheDocument();
    expect(history).not.toHaveTextContent("instapay_");
  });

  it("shows a card payment's state and Paymob's transaction, and no transfer (issue 32)", async () => {
    fetchSpy.mockImplementation(async () =>
      json({
        ...detail,
        paymentState: "online_paid",
        transfer: { reference: "900123", receipt: false },
      }),
    );
    renderPage(<AdminOrderView id={42} />);
    const payment = await screen.findByRole("region", { name: "Card or wallet payment" });
    expect(within(payment).getByText("Card or wallet, paid")).toBeInTheDocument();
    expect(within(payment).getByText("900123")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Instapay transfer" })).toBeNull();
  });

  it("shows no transfer for cash on delivery", async () => {
    fetchSpy.mockImplementation(async () => json(detail));
    renderPage(<AdminOrderView id={42} />);
    await screen.findByRole("heading", { name: "Order 42" });
    expect(screen.queryByRole("region", { name: "Instapay transfer" })).toBeNull();
  });

  it("names each line's colour with its swatch (docs/product.md#colours)", async () => {
    const line = detail.lines[0]!;
    fetchSpy.mockImplementation(async () =>
      json({
        ...detail,
        lines: [
          { ...line, color: { id: 11, name: "Sand", nameAr: "رملي", hex: "#d8c3a5" } },
          { ...line, size: "L", color: null },
        ],
      }),
    );
    renderPage(<AdminOrderView id={42} />);
    const items = await screen.findByRole("region", { name: "Items" });
    const [sand, plain] = within(items).getAllByRole("listitem");
    expect(sand).toHaveTextContent("Sand · Size M · Qty 1");
    expect(sand!.querySelector("[aria-hidden=true][style]")).toHaveStyle({
      backgroundColor: "#d8c3a5",
    });
    expect(plain).toHaveTextContent(/^Linen ShirtSize L · Qty 1/);
  });

  it("asks before canceling the customer's pending orders", async () => {
    fetchSpy.mockImplementation(async (url) =>
      String(url).includes("cancel-pending") ? json({ canceled: 2, ids: [40, 42] }) : json(detail),
    );
    renderPage(<AdminOrderView id={42} />);
    await userEvent.click(
      await screen.findByRole("button", { name: "Cancel all pending orders of this customer" }),
    );
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByText(/Cancel 2 pending orders/)).toBeInTheDocument();
    expect(calls().some(([u]) => u!.includes("cancel-pending"))).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel orders" }));
    await waitFor(() => {
      const post = fetchSpy.mock.calls.find(([u]) => String(u).includes("cancel-pending"));
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({ orderId: 42 });
    });
  });
});

describe("DashboardStatsCards", () => {
  it("has a Refused Orders card", () => {
    render(
      <DashboardStatsCards
        stats={{
          totalSales: 100,
          totalOrders: 9,
          pendingOrders: 1,
          deliveredOrders: 2,
          returnedOrders: 0,
          canceledOrders: 3,
          refusedOrders: 4,
          whatsapp: null,
        }}
      />,
    );
    const term = screen.getByText("Refused Orders");
    expect(term.closest("div")).toHaveTextContent("Refused Orders4");
  });
});
