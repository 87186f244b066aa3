import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formatCairoDate } from "@atelier/shared/dates";
import type { OrderPage } from "@atelier/shared/orders";
import type { Product } from "@atelier/shared/products";
import { clearSession, setSession } from "@/features/auth";
import { readGuestLines } from "@/features/cart";
import { dismissToasts, renderPage } from "@/testing/render-page";
import { OrderDetails, OrderPageView } from "./order-page-view";
import { timelineRows } from "./order-timeline";

const HOUR = 3_600_000;
const PLACED = "2026-11-20T10:00:00.000Z";
const NOW = Date.parse(PLACED) + 2 * HOUR;

const ORDER: OrderPage = {
  id: 5,
  status: "pending",
  totalPrice: 4000,
  subtotal: 4000,
  discount: 0,
  discountCode: null,
  shipping: 70,
  customer_email: "nour@example.com",
  customer_number: "01012345678",
  customerName: "Nour Hassan",
  details: "Linen Shirt (M) x2, Silk Scarf (S) x1",
  date: PLACED,
  addressDetails: "12 Hassan Sabry Street, Floor 3, Apt 7, Al-Zamalek, Cairo",
  shippingAddress: {
    address: "12 Hassan Sabry Street",
    floor: "3",
    apartment: "7",
    city: "Al-Zamalek",
    governorate: "Cairo",
  },
  lines: [
    {
      productId: 7,
      title: "Linen Shirt",
      titleAr: "قميص كتان",
      size: "M",
      quantity: 2,
      unitPrice: 1500,
      discount: 0,
      image: "/uploads/abc-1600.webp",
      color: null,
    },
    {
      productId: 9,
      title: "Silk Scarf",
      titleAr: "",
      size: "S",
      quantity: 1,
      unitPrice: 1000,
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
  timeline: [{ step: "placed", at: PLACED }],
};

const delivered = (deliveredAt: string, extra: Partial<OrderPage> = {}): OrderPage => ({
  ...ORDER,
  status: "delivered",
  deliveredAt,
  timeline: [
    { step: "placed", at: PLACED },
    { step: "processing", at: "2026-11-20T12:00:00.000Z" },
    { step: "shipped", at: "2026-11-21T09:00:00.000Z" },
    { step: "delivered", at: deliveredAt },
  ],
  ...extra,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeAll(async () => {
  await Promise.all([import("sonner"), import("@/components/ui/sonner-toaster")]);
});
afterEach(async () => {
  await dismissToasts();
  clearSession();
  localStorage.clear();
  vi.restoreAllMocks();
});

const buttons = () => ({
  cancel: screen.queryByRole("button", { name: "Cancel order" }),
  ret: screen.queryByRole("button", { name: "Request a return" }),
  again: screen.queryByRole("button", { name: "Order again" }),
});

describe("a cash order confirmed on WhatsApp (issue 32)", () => {
  it("says so beside its status, and says nothing otherwise", () => {
    const confirmed = renderPage(
      <OrderDetails
        order={{ ...ORDER, whatsappConfirmedAt: "2026-11-20T09:30:00.000Z" }}
        token={null}
        now={NOW}
      />,
    );
    expect(screen.getByText(/Confirmed on WhatsApp/)).toBeInTheDocument();
    confirmed.unmount();
    renderPage(<OrderDetails order={ORDER} token={null} now={NOW} />);
    expect(screen.queryByText(/Confirmed on WhatsApp/)).toBeNull();
  });
});

describe("the order page's buttons follow cancelProblem and returnProblem", () => {
  it("offers Cancel on a pending order under 24 hours old, and no return", () => {
    renderPage(<OrderDetails order={ORDER} token={null} now={NOW} />);
    // The English page names the pieces in English, whatever Arabic title they also keep.
    const items = within(screen.getByRole("region", { name: "Items" }));
    expect(items.getByText("Linen Shirt")).toBeInTheDocument();
    expect(items.queryByText("قميص كتان")).not.toBeInTheDocument();
    const { cancel, ret, again } = buttons();
    expect(cancel).toBeInTheDocument();
    expect(ret).toBeNull();
    expect(again).toBeInTheDocument();
  });

  it("hides Cancel once 24 hours have passed, or once the order has shipped", () => {
    const late = renderPage(
      <OrderDetails order={ORDER} token={null} now={Date.parse(PLACED) + 24 * HOUR} />,
    );
    expect(buttons().cancel).toBeNull();
    expect(buttons().again).toBeInTheDocument();
    late.unmount();
    renderPage(<OrderDetails order={{ ...ORDER, status: "shipped" }} token={null} now={NOW} />);
    expect(buttons().cancel).toBeNull();
  });

  it("offers a return within 7 days of delivery, and not after", () => {
    const at = "2026-11-22T10:00:00.000Z";
    const inTime = renderPage(
      <OrderDetails order={delivered(at)} token={null} now={Date.parse(at) + 6 * 24 * HOUR} />,
    );
    expect(buttons().ret).toBeInTheDocument();
    expect(buttons().cancel).toBeNull();
    inTime.unmount();
    renderPage(
      <OrderDetails order={delivered(at)} token={null} now={Date.parse(at) + 7 * 24 * HOUR} />,
    );
    expect(buttons().ret).toBeNull();
  });

  it("shows a return request with its reason instead of the button once it is made", () => {
    const at = "2026-11-22T10:00:00.000Z";
    const order = delivered(at, {
      returnRequest: {
        reason: "wrong_size",
        note: "Too long in the sleeve",
        requestedAt: "2026-11-23T08:00:00.000Z",
      },
    });
    renderPage(<OrderDetails order={order} token={null} now={Date.parse(at) + HOUR} />);
    expect(buttons().ret).toBeNull();
    const panel = screen.getByRole("region", { name: "Return Request" });
    expect(within(panel).getByText("Wrong size")).toBeInTheDocument();
    expect(within(panel).getByText("Too long in the sleeve")).toBeInTheDocument();
  });

  it.each(["canceled", "returned", "refused"] as const)(
    "offers neither on a %s order",
    (status) => {
      renderPage(<OrderDetails order={{ ...ORDER, status }} token={null} now={NOW} />);
      expect(buttons().cancel).toBeNull();
      expect(buttons().ret).toBeNull();
      expect(buttons().again).toBeInTheDocument();
    },
  );
});

describe("the status timeline", () => {
  const steps = () =>
    within(screen.getByRole("region", { name: "Status" }))
      .getAllByRole("listitem")
      .map((li) => li.textContent);

  it("shows the four steps, the reached ones with their Cairo time and the rest as not yet", () => {
    const order: OrderPage = {
      ...ORDER,
      status: "shipped",
      timeline: [
        { step: "placed", at: PLACED },
        { step: "processing", at: "2026-11-20T12:00:00.000Z" },
        { step: "shipped", at: "2026-11-21T09:00:00.000Z" },
      ],
    };
    renderPage(<OrderDetails order={order} token={null} now={NOW} />);
    expect(steps()).toEqual([
      `Placed${formatCairoDate(PLACED)}`,
      `Processing${formatCairoDate("2026-11-20T12:00:00.000Z")}`,
      `Shipped${formatCairoDate("2026-11-21T09:00:00.000Z")}`,
      "Delivered (not yet)Not yet",
    ]);
    expect(formatCairoDate(PLACED)).toBe("Nov 20, 2026 12:00 PM");
    const current = within(screen.getByRole("region", { name: "Status" }))
      .getAllByRole("listitem")
      .find((li) => li.getAttribute("aria-current") === "step");
    expect(current).toHaveTextContent(/^Shipped/);
  });

  it("ends a canceled order at Canceled after the steps it went through", () => {
    const order: OrderPage = {
      ...ORDER,
      status: "canceled",
      timeline: [
        { step: "placed", at: PLACED },
        { step: "canceled", at: "2026-11-20T11:00:00.000Z" },
      ],
    };
    renderPage(<OrderDetails order={order} token={null} now={NOW} />);
    expect(steps()).toEqual([
      `Placed${formatCairoDate(PLACED)}`,
      `Canceled${formatCairoDate("2026-11-20T11:00:00.000Z")}`,
    ]);
  });

  it("puts a return request after delivery, and a returned order ends at Returned", () => {
    const base = delivered("2026-11-22T10:00:00.000Z");
    const rows = timelineRows({
      ...base,
      status: "returned",
      returnRequest: { reason: "defective", note: "", requestedAt: "2026-11-23T08:00:00.000Z" },
      timeline: [
        ...base.timeline,
        { step: "return_requested", at: "2026-11-23T08:00:00.000Z" },
        { step: "returned", at: "2026-11-25T08:00:00.000Z" },
      ],
    });
    expect(rows.map((r) => [r.step, r.reached, r.at])).toEqual([
      ["placed", true, PLACED],
      ["processing", true, "2026-11-20T12:00:00.000Z"],
      ["shipped", true, "2026-11-21T09:00:00.000Z"],
      ["delivered", true, "2026-11-22T10:00:00.000Z"],
      ["return_requested", true, "2026-11-23T08:00:00.000Z"],
      ["returned", true, "2026-11-25T08:00:00.000Z"],
    ]);
  });

  it("leaves later steps waiting when an admin stepped the order back", () => {
    const rows = timelineRows({
      ...ORDER,
      status: "processing",
      timeline: [
        { step: "placed", at: PLACED },
        { step: "processing", at: "2026-11-20T11:00:00.000Z" },
        { step: "shipped", at: "2026-11-20T12:00:00.000Z" },
        { step: "processing", at: "2026-11-20T13:00:00.000Z" },
      ],
    });
    expect(rows.map((r) => [r.step, r.reached, r.at])).toEqual([
      ["placed", true, PLACED],
      ["processing", true, "2026-11-20T13:00:00.000Z"],
      ["shipped", false, null],
      ["delivered", false, null],
    ]);
  });
});

describe("/orders/{id} and its link token", () => {
  it("sends the e-mailed link's token as x-order-token, and cancels with it", async () => {
    const calls: { method: string; path: string; token: string | null }[] = [];
    let order: OrderPage = { ...ORDER, date: new Date(Date.now() - HOUR).toISOString() };
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const path = String(input);
      const method = init?.method ?? "GET";
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({ method, path, token: headers["x-order-token"] ?? null });
      if (path === "/api/orders/5/cancel" && method === "POST") {
        order = { ...order, status: "canceled" };
        return json(200, order);
      }
      if (path === "/api/orders/5") return json(200, order);
      return json(404, { error: "Not found", errorCode: "NOT_FOUND" });
    });
    renderPage(<OrderPageView id={5} token="tok-123" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel order #5?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(await screen.findByText("Order canceled")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull());
    expect(screen.getByText("Canceled", { selector: "[data-slot=badge]" })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith("/api/orders/5"))).toEqual(
      expect.arrayContaining([
        { method: "GET", path: "/api/orders/5", token: "tok-123" },
        { method: "POST", path: "/api/orders/5/cancel", token: "tok-123" },
      ]),
    );
    expect(calls.every((c) => c.token === "tok-123")).toBe(true);
  });

  it("says Order not found, with a way to /track, when the server answers 404", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json(404, { error: "Order not found", errorCode: "NOT_FOUND" }),
    );
    renderPage(<OrderPageView id={5} token="wrong" />);
    expect(await screen.findByRole("heading", { name: "Order not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Track an order" })).toHaveAttribute("href", "/track");
  });

  it("asks nothing of the server for a guest without a token", () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    renderPage(<OrderPageView id={5} token={null} />);
    expect(screen.getByRole("heading", { name: "Order not found" })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("records a return with the chosen reason and the note", async () => {
    setSession("t", { id: 1, email: "nour@example.com", role: "customer" });
    const deliveredAt = new Date(Date.now() - 24 * HOUR).toISOString();
    let body: unknown = null;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const path = String(input);
      if (path === "/api/orders/5/return") {
        body = JSON.parse(String(init?.body));
        return json(200, delivered(deliveredAt));
      }
      return json(200, delivered(deliveredAt));
    });
    renderPage(<OrderPageView id={5} token={null} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Request a return" }));
    const dialog = await screen.findByRole("dialog", { name: "Request a return" });
    const submit = within(dialog).getByRole("button", { name: "Request return" });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole("radio", { name: "Not as described" }));
    await user.type(within(dialog).getByLabelText("Note (optional)"), "The colour is darker");
    await user.click(submit);
    expect(await screen.findByText("Return requested")).toBeInTheDocument();
    expect(body).toEqual({ reason: "not_as_described", note: "The colour is darker" });
  });
});

describe("Order again", () => {
  const product = (id: number, stock: Partial<Record<"S" | "M", number>>): Product => ({
    id,
    title: `Piece ${id}`,
    salePrice: 1000,
    originalPrice: 1000,
    images: [],
    description: "",
    category: "Fashion",
    material: "Linen",
    titleAr: "",
    descriptionAr: "",
    categoryAr: "",
    materialAr: "",
    colors: [],
    sizeGuideId: null,
    sizeGuide: null,
    insertedAt: PLACED,
    quantityS: stock.S ?? 0,
    quantityM: stock.M ?? 0,
    quantityL: 0,
    quantityXL: 0,
  });

  it("puts a guest's still-available lines in the stored bag, skips the rest and says so", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const path = String(input);
      if (path === "/api/products/7") return json(200, product(7, { M: 1 }));
      if (path === "/api/products/9") return json(200, product(9, { S: 0 }));
      return json(404, { error: "Product not found", errorCode: "NOT_FOUND" });
    });
    const order: OrderPage = {
      ...ORDER,
      lines: [
        ...ORDER.lines,
        {
          productId: 11,
          title: "Gone Coat",
          titleAr: "",
          size: "L",
          quantity: 1,
          unitPrice: 9,
          discount: 0,
          image: null,
          color: null,
        },
      ],
    };
    renderPage(<OrderDetails order={order} token={null} now={NOW} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Order again" }));
    expect(
      await screen.findByText(
        "1 piece added to your cart; 2 pieces no longer available were skipped.",
      ),
    ).toBeInTheDocument();
    // Two were ordered, one is left: the bag takes the one.
    expect(readGuestLines()).toEqual([{ id: "7", size: "M", quantity: 1 }]);
    expect(screen.getByRole("status", { name: "Current page" })).toHaveTextContent("/cart");
  });

  it("says so in Arabic on an Arabic page", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) =>
      String(input) === "/api/products/7"
        ? json(200, product(7, { M: 1 }))
        : json(404, { error: "Product not found", errorCode: "NOT_FOUND" }),
    );
    renderPage(<OrderDetails order={ORDER} token={null} now={NOW} />, { path: "/ar/orders/5" });
    await userEvent.setup().click(screen.getByRole("button", { name: "اطلبوه مجددًا" }));
    expect(
      await screen.findByText("أضفنا قطعة واحدة إلى حقيبتكم، ولم تعد قطعة واحدة متاحة."),
    ).toBeInTheDocument();
    expect(screen.getByText("في حقيبتكم الآن")).toBeInTheDocument();
  });
});

describe("An order's page in Arabic (/ar/orders/5)", () => {
  afterEach(() => clearSession());

  it("says the order, its place, payment and steps in Arabic, and offers cancel in Arabic", async () => {
    renderPage(<OrderDetails order={ORDER} token="t" now={NOW} />, { path: "/ar/orders/5" });
    expect(screen.getByRole("heading", { name: "الطلب #5", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("قيد الانتظار")).toBeInTheDocument();
    expect(screen.getByText(/3 قطع/)).toBeInTheDocument();
    expect(screen.getByText("الطابق 3، الشقة 7")).toBeInTheDocument();
    expect(screen.getByText("الزمالك، القاهرة")).toBeInTheDocument();
    // Each piece by the Arabic title it was ordered under; one without one keeps its English.
    const items = within(screen.getByRole("region", { name: "القطع" }));
    expect(items.getByText("قميص كتان")).toBeInTheDocument();
    expect(items.queryByText("Linen Shirt")).not.toBeInTheDocument();
    expect(items.getByText("Silk Scarf")).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "الدفع" })).getByText("الدفع عند الاستلام"),
    ).toBeInTheDocument();
    const steps = within(screen.getByRole("region", { name: "الحالة" }));
    expect(steps.getByText("قُدّم الطلب")).toBeInTheDocument();
    expect(steps.getAllByText("لم يحن بعد").length).toBeGreaterThan(0);
    await userEvent.setup().click(screen.getByRole("button", { name: "إلغاء الطلب" }));
    expect(await screen.findByRole("heading", { name: "إلغاء الطلب #5؟" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "الإبقاء على طلبي" })).toBeInTheDocument();
  });
});

describe("an order outside Greater Cairo (issue 30)", () => {
  const ALEX: OrderPage = {
    ...ORDER,
    shipping: 85,
    shippingAddress: {
      address: "14 Fouad St",
      floor: "",
      apartment: "",
      city: "Smouha",
      governorate: "Alexandria",
    },
    shippingZone: "Alexandria & Delta",
    shippingGovernorate: "EG-ALX",
  };
  it("shows the typed city and the governorate in English", () => {
    renderPage(<OrderDetails order={ALEX} token="t" now={NOW} />, { path: "/orders/5" });
    expect(screen.getByText("Smouha, Alexandria")).toBeInTheDocument();
  });
  it("names the governorate in Arabic beside the city as typed", () => {
    renderPage(<OrderDetails order={ALEX} token="t" now={NOW} />, { path: "/ar/orders/5" });
    expect(screen.getByText("Smouha، الإسكندرية")).toBeInTheDocument();
  });
});

describe("the parcel (docs/product.md#tracking-numbers)", () => {
  it("shows the courier, the number and its page in a new tab once recorded", () => {
    renderPage(
      <OrderDetails
        order={{
          ...ORDER,
          status: "shipped",
          tracking: {
            courier: "bosta",
            number: "4840040003",
            url: "https://bosta.co/tracking-shipments?shipment-number=4840040003",
          },
        }}
        token={null}
        now={NOW}
      />,
    );
    const parcel = within(screen.getByRole("region", { name: "Your Parcel" }));
    expect(parcel.getByText(/Shipped with Bosta/)).toHaveTextContent(
      "Shipped with Bosta · tracking number 4840040003",
    );
    const link = parcel.getByRole("link", { name: /Track your parcel/ });
    expect(link).toHaveAttribute(
      "href",
      "https://bosta.co/tracking-shipments?shipment-number=4840040003",
    );
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows no link where the courier's page is not known, and nothing before a number", () => {
    const { unmount } = renderPage(
      <OrderDetails
        order={{ ...ORDER, tracking: { courier: "mylerz", number: "MY-4567", url: null } }}
        token={null}
        now={NOW}
      />,
    );
    const parcel = within(screen.getByRole("region", { name: "Your Parcel" }));
    expect(parcel.getByText(/Shipped with Mylerz/)).toBeInTheDocument();
    expect(parcel.queryByRole("link")).toBeNull();
    unmount();
    renderPage(<OrderDetails order={ORDER} token={null} now={NOW} />);
    expect(screen.queryByRole("region", { name: "Your Parcel" })).toBeNull();
  });
});
