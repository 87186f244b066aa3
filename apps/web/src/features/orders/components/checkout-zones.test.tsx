import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ShippingZones } from "@atelier/shared/shipping";
import type { CartItem } from "@/features/cart";
import { renderPage } from "@/testing/render-page";
import { CheckoutForm } from "./checkout-form";

/* Issue 30 (docs/product.md#shipping-zones): the checkout follows the store's zones. */

const ZONES: ShippingZones = {
  zones: [
    {
      id: 1,
      name: "Greater Cairo",
      nameAr: "القاهرة الكبرى",
      governorates: ["EG-C", "EG-GZ"],
      fee: 70,
      days: { min: 3, max: 5 },
      cod: true,
    },
    {
      id: 2,
      name: "Alexandria & Delta",
      nameAr: "الإسكندرية والدلتا",
      governorates: ["EG-ALX", "EG-BH"],
      fee: 85,
      days: { min: 2, max: 4 },
      cod: false,
    },
  ],
  freeShippingOver: 2000,
};

const item = (quantity: number): CartItem => ({
  id: "7",
  title: "Zamalek Oxford Shirt",
  price: 600,
  images: [],
  selectedSize: "M",
  quantity,
});

const json = (body: object) =>
  new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });

describe("checkout and shipping zones", () => {
  beforeEach(() => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) =>
      String(input).endsWith("/api/shipping/zones")
        ? json(ZONES)
        : json({ methods: ["cod", "instapay"] }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  const render = (quantity: number, path = "/checkout") =>
    renderPage(
      <CheckoutForm
        items={[item(quantity)]}
        backTo="/cart"
        onPlaced={vi.fn()}
        onFailed={vi.fn()}
      />,
      { path },
    );

  it("lists the zones' governorates, prices the chosen one's zone, types its city and offers Instapay only where the zone takes no cash", async () => {
    const user = userEvent.setup({ delay: null });
    render(1);
    const governorate = screen.getByRole("combobox", { name: "Governorate" });
    await within(governorate).findByRole("option", { name: "Alexandria" });
    expect(
      within(governorate)
        .getAllByRole("option")
        .map((o) => (o as HTMLOptionElement).value)
        .filter(Boolean),
    ).toEqual(["Cairo", "Giza", "Alexandria", "Beheira"]);
    const summary = screen.getByRole("region", { name: "Order Summary" });
    // Before a governorate: the lowest fee, "from" as the zones differ.
    expect(within(summary).getByText("From 70.00 EGP")).toBeInTheDocument();
    expect(screen.getByText("Free shipping on orders from 2,000.00 EGP.")).toBeInTheDocument();

    await user.selectOptions(governorate, "Alexandria");
    expect(within(summary).getByText("85.00 EGP")).toBeInTheDocument();
    expect(within(summary).getByText("685.00 EGP")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Alexandria & Delta: delivered within 2–4 business days, shipping 85.00 EGP.",
      ),
    ).toBeInTheDocument();
    const city = screen.getByRole("combobox", { name: "City" });
    expect(city.tagName).toBe("INPUT");
    expect(city).toHaveAttribute("maxlength", "100");
    const list = document.getElementById(city.getAttribute("list")!)!;
    expect([...list.querySelectorAll("option")].map((o) => o.value)).toEqual([
      "Alexandria",
      "Borg El Arab",
    ]);
    expect(screen.queryByRole("radio", { name: /Cash on delivery/ })).toBeNull();
    expect(screen.getByRole("radio", { name: /Instapay/ })).toBeChecked();
    expect(
      screen.getByText(
        "Cash on delivery is not available in Alexandria. Please pay this order by Instapay.",
      ),
    ).toBeInTheDocument();

    // Back to Cairo: its list of cities, 70 EGP and cash on delivery again.
    await user.selectOptions(governorate, "Cairo");
    expect(screen.getByRole("combobox", { name: "City" }).tagName).toBe("SELECT");
    expect(within(summary).getByText("70.00 EGP")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Cash on delivery/ })).toBeInTheDocument();
  });

  it("ships free from the threshold on, and says so in Arabic", async () => {
    const user = userEvent.setup({ delay: null });
    render(4, "/ar/checkout");
    const governorate = screen.getByRole("combobox", { name: "المحافظة" });
    await within(governorate).findByRole("option", { name: "الإسكندرية" });
    await user.selectOptions(governorate, "Alexandria");
    const summary = screen.getByRole("region", { name: "ملخص الطلب" });
    expect(within(summary).getByText("مجاني")).toBeInTheDocument();
    expect(
      screen.getByText("الإسكندرية والدلتا: التوصيل خلال 2–4 أيام عمل، والشحن مجاني."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "الدفع عند الاستلام غير متاح في الإسكندرية. يُرجى دفع هذا الطلب عبر إنستاباي.",
      ),
    ).toBeInTheDocument();
  });
});
