import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CITIES } from "@atelier/shared/egypt";
import type { CartItem } from "@/features/cart";
import { fillValidCheckout } from "@/testing/fill-checkout";
import { dismissToasts, findToast, renderPage } from "@/testing/render-page";
import { CheckoutForm } from "./checkout-form";

const SHIRT: CartItem = {
  id: "7",
  title: "Zamalek Oxford Shirt",
  price: 1450,
  images: [],
  selectedSize: "M",
  quantity: 2,
};

function renderCheckout(items: CartItem[] = [SHIRT], initialEmail = "") {
  const onPlaced = vi.fn();
  const onFailed = vi.fn();
  renderPage(
    <CheckoutForm
      items={items}
      backTo="/cart"
      initialEmail={initialEmail}
      onPlaced={onPlaced}
      onFailed={onFailed}
    />,
  );
  return { onPlaced, onFailed };
}

// The first toast of a file waits for sonner to load.
const toastWith = (description: string) => findToast(description);

async function expectToast(title: string, description: string) {
  const toast = await toastWith(description);
  expect(within(toast).getByText(title)).toBeInTheDocument();
}

/** The orders the page sent (it also asks GET /api/shipping/zones, issue 30). */
const ordersSent = (spy: MockInstance<typeof fetch>) =>
  spy.mock.calls.filter(([url]) => String(url).endsWith("/api/orders"));

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((o) => (o as HTMLOptionElement).value)
    .filter(Boolean);

describe("Checkout validation (docs/product.md#orders)", () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, "fetch");
  });
  afterEach(async () => {
    fetchSpy.mockRestore();
    await dismissToasts();
  });

  // docs/product.md#forms: the checks run in the page's order, top to bottom (issue 24 moved the
  // governorate before the city, and an e-mail's form before the phone being missing).
  it("names the first missing field, in the page's order, one at a time", async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    const placeOrder = screen.getByRole("button", { name: "Place Order" });
    const steps: [string, string][] = [
      ["First Name", "first name"],
      ["Last Name", "last name"],
      ["Email", "email"],
      ["Phone", "phone"],
      ["Address", "address"],
    ];
    const values: Record<string, string> = {
      "First Name": "Nour",
      "Last Name": "Hassan",
      Email: "nour@example.com",
      Phone: "010 1234 5678",
      Address: "12 Hassan Sabry Street",
    };
    for (const [label, field] of steps) {
      await user.click(placeOrder);
      await expectToast("Missing Information", `Please fill in the ${field} field.`);
      await dismissToasts();
      await user.type(screen.getByRole("textbox", { name: label }), values[label]!);
    }
    // Floor and apartment are labelled required but not checked (docs/product.md#orders): the
    // governorate comes next, then its city.
    expect(screen.getByText("Floor").closest("label")).toHaveTextContent("Floor*");
    await user.click(placeOrder);
    await expectToast("Missing Information", "Please fill in the governorate field.");
    await dismissToasts();
    await user.selectOptions(screen.getByRole("combobox", { name: "Governorate" }), "Giza");
    await user.click(placeOrder);
    await expectToast("Missing Information", "Please fill in the city field.");
    expect(ordersSent(fetchSpy)).toEqual([]);
  }, 20_000);

  it("says what is wrong under each invalid field, wires it for screen readers and focuses the first", async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await user.type(screen.getByRole("textbox", { name: "First Name" }), "Nour");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "nour@example");
    await user.type(screen.getByRole("textbox", { name: "Phone" }), "02 2735 1234");
    // Nothing is said before the shopper tries to order.
    expect(screen.queryByText("Please enter a valid email address.")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Place Order" }));

    const lastName = screen.getByRole("textbox", { name: "Last Name" });
    const email = screen.getByRole("textbox", { name: "Email" });
    const phone = screen.getByRole("textbox", { name: "Phone" });
    const governorate = screen.getByRole("combobox", { name: "Governorate" });
    expect(lastName).toHaveFocus();
    expect(lastName).toHaveAttribute("aria-invalid", "true");
    expect(lastName).toHaveAccessibleDescription("Please fill in the last name field.");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(phone).toHaveAccessibleDescription("Please enter a valid Egyptian phone number.");
    expect(governorate).toHaveAccessibleDescription("Please fill in the governorate field.");
    expect(screen.getByRole("textbox", { name: "First Name" })).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("textbox", { name: "First Name" })).not.toHaveAccessibleDescription();
    // The toast is the first of them, in docs/product.md's words.
    await expectToast("Missing Information", "Please fill in the last name field.");

    // Fixing a field takes its message away; the others stay.
    await user.type(lastName, "Hassan");
    expect(lastName).not.toHaveAttribute("aria-invalid");
    expect(lastName).not.toHaveAccessibleDescription();
    expect(email).toHaveAttribute("aria-invalid", "true");
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(email).toHaveFocus();
    expect(ordersSent(fetchSpy)).toEqual([]);
  }, 20_000);

  it("says it in Arabic on /ar/checkout, and takes a phone typed in Arabic digits", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(
      <CheckoutForm items={[SHIRT]} backTo="/cart" onPlaced={vi.fn()} onFailed={vi.fn()} />,
      { path: "/ar/checkout" },
    );
    const phone = screen.getByRole("textbox", { name: "رقم الهاتف" });
    await user.type(screen.getByRole("textbox", { name: "الاسم الأول" }), "نور");
    await user.type(screen.getByRole("textbox", { name: "اسم العائلة" }), "حسن");
    await user.type(screen.getByRole("textbox", { name: "البريد الإلكتروني" }), "nour@example.com");
    await user.type(phone, "٠٢ ٢٧٣٥ ١٢٣٤");
    await user.click(screen.getByRole("button", { name: "تأكيد الطلب" }));
    expect(phone).toHaveFocus();
    expect(phone).toHaveAccessibleDescription("يُرجى إدخال رقم هاتف محمول مصري صحيح.");

    await user.clear(phone);
    await user.type(phone, "٠١٠ ١٢٣٤ ٥٦٧٨");
    // Written in Latin digits as typed: a left-to-right field would draw ٠١٠ ١٢٣٤ backwards.
    expect(phone).toHaveValue("010 1234 5678");
    expect(phone).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "تأكيد الطلب" }));
    expect(screen.getByRole("textbox", { name: "العنوان" })).toHaveFocus();
  }, 20_000);

  it("rejects a malformed e-mail and a number that is not an Egyptian mobile", async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckout([SHIRT], "nour@example");
    await user.type(screen.getByRole("textbox", { name: "First Name" }), "Nour");
    await user.type(screen.getByRole("textbox", { name: "Last Name" }), "Hassan");
    await user.type(screen.getByRole("textbox", { name: "Phone" }), "02 2735 1234");
    await user.type(screen.getByRole("textbox", { name: "Address" }), "12 Hassan Sabry Street");
    await user.selectOptions(screen.getByRole("combobox", { name: "Governorate" }), "Cairo");
    await user.selectOptions(screen.getByRole("combobox", { name: "City" }), "Al-Zamalek");
    const placeOrder = screen.getByRole("button", { name: "Place Order" });

    await user.click(placeOrder);
    await expectToast("Invalid Email", "Please enter a valid email address.");

    await user.type(screen.getByRole("textbox", { name: "Email" }), ".com");
    await user.click(placeOrder);
    await expectToast("Invalid Phone Number", "Please enter a valid Egyptian phone number.");
    expect(ordersSent(fetchSpy)).toEqual([]);
  }, 20_000);

  it("says Empty Cart when there is nothing to order", async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckout([], "nour@example.com");
    await user.type(screen.getByRole("textbox", { name: "First Name" }), "Nour");
    await user.type(screen.getByRole("textbox", { name: "Last Name" }), "Hassan");
    await user.type(screen.getByRole("textbox", { name: "Phone" }), "+20 101 234 5678");
    await user.type(screen.getByRole("textbox", { name: "Address" }), "12 Hassan Sabry Street");
    await user.selectOptions(screen.getByRole("combobox", { name: "Governorate" }), "Giza");
    await user.selectOptions(screen.getByRole("combobox", { name: "City" }), "Agouza");
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await expectToast("Empty Cart", "Please add items to your cart before checking out.");
    expect(ordersSent(fetchSpy)).toEqual([]);
  }, 20_000);

  it("keeps the city picker disabled until a governorate is chosen, and clears the city when it changes", async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    const governorate = screen.getByRole("combobox", { name: "Governorate" });
    const city = screen.getByRole("combobox", { name: "City" });
    expect(options(governorate)).toEqual(["Cairo", "Giza"]);
    expect(city).toBeDisabled();
    expect(options(city)).toEqual([]);

    await user.selectOptions(governorate, "Cairo");
    expect(city).toBeEnabled();
    expect(options(city)).toEqual([...CITIES.Cairo]);
    await user.selectOptions(city, "New Cairo");
    expect(city).toHaveValue("New Cairo");

    await user.selectOptions(governorate, "Giza");
    expect(city).toHaveValue("");
    expect(options(city)).toEqual([...CITIES.Giza]);
    expect(options(city)).toContain("Sheikh Zayed City");
  });

  it("prefills the e-mail it is given and shows the basket with its totals", () => {
    renderCheckout(
      [
        SHIRT,
        {
          ...SHIRT,
          id: "9",
          title: "Nile Linen Trousers",
          price: 1899.5,
          selectedSize: "XL",
          quantity: 1,
        },
      ],
      "guest@example.com",
    );
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("guest@example.com");
    const summary = screen.getByRole("region", { name: "Order Summary" });
    expect(within(summary).getByText("Size M · Qty 2")).toBeInTheDocument();
    expect(within(summary).getByText("2,900.00 EGP")).toBeInTheDocument();
    expect(within(summary).getByText("Size XL · Qty 1")).toBeInTheDocument();
    expect(within(summary).getByText("4,799.50 EGP")).toBeInTheDocument();
    expect(within(summary).getByText("70.00 EGP")).toBeInTheDocument();
    expect(within(summary).getByText("4,869.50 EGP")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/cart");
  });

  const answer = (status: number, body: object) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  it("turns EMAIL_VERIFICATION_REQUIRED into the verification toast and notice, and stays", async () => {
    const user = userEvent.setup({ delay: null });
    const { onPlaced, onFailed } = renderCheckout();
    await fillValidCheckout(user);
    fetchSpy.mockResolvedValue(
      answer(409, {
        error: "Please Verify your email first. A verification link has been sent.",
        errorCode: "EMAIL_VERIFICATION_REQUIRED",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await expectToast(
      "Email Verification Required",
      "A verification link has been sent to your email.",
    );
    expect(screen.getByText("Please confirm your e-mail address")).toBeInTheDocument();
    expect(onPlaced).not.toHaveBeenCalled();
    expect(onFailed).not.toHaveBeenCalled();
  });

  it("shows Insufficient quantity with the server's words, then Order Failed", async () => {
    const user = userEvent.setup({ delay: null });
    const { onPlaced, onFailed } = renderCheckout();
    await fillValidCheckout(user);
    fetchSpy.mockResolvedValue(
      answer(422, {
        error: "Only 1 left of Zamalek Oxford Shirt in size M.",
        errorCode: "INSUFFICIENT_QUANTITY",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(
      await screen.findByText("Insufficient quantity", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText("Order Failed")).toBeInTheDocument();
    expect(onFailed).toHaveBeenCalledOnce();
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it("stops a basket past the order limits before sending it, and says why", async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckout([{ ...SHIRT, quantity: 11 }]);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "At most 10 of one size per order. Please lower the quantities.",
    );
    await fillValidCheckout(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    // The notice above the button says the same words as the toast.
    const toast = (
      await screen.findByText("Too Many Pieces", undefined, { timeout: 5000 })
    ).closest("li");
    expect(toast).toHaveTextContent(
      "At most 10 of one size per order. Please lower the quantities.",
    );
    expect(ordersSent(fetchSpy)).toEqual([]);
  }, 20_000);

  it("refuses a basket with an unavailable line before sending it (docs/product.md#cart)", async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckout([{ ...SHIRT, quantity: 2, unavailable: "Only 1 left in size M" }]);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Please remove the pieces that are no longer available before checking out.",
    );
    await fillValidCheckout(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    const toast = (
      await screen.findByText("Unavailable Items", undefined, { timeout: 5000 })
    ).closest("li");
    expect(toast).toHaveTextContent(
      "Please remove the pieces that are no longer available before checking out.",
    );
    expect(ordersSent(fetchSpy)).toEqual([]);
  }, 20_000);

  it("names the 20-piece limit for a basket of many sizes", () => {
    renderCheckout([
      { ...SHIRT, selectedSize: "S", quantity: 10 },
      { ...SHIRT, selectedSize: "M", quantity: 10 },
      { ...SHIRT, selectedSize: "L", quantity: 1 },
    ]);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "At most 20 pieces per order. Please lower the quantities.",
    );
  });

  it("turns TOO_MANY_OPEN_ORDERS into a clear toast, and keeps the form and basket", async () => {
    const user = userEvent.setup({ delay: null });
    const { onPlaced, onFailed } = renderCheckout();
    await fillValidCheckout(user);
    fetchSpy.mockResolvedValue(
      answer(429, {
        error:
          "You already have orders waiting for our confirmation. Please wait until we confirm them, or contact the store.",
        errorCode: "TOO_MANY_OPEN_ORDERS",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await expectToast(
      "Orders Awaiting Confirmation",
      "You already have orders waiting for our confirmation. Please wait until we confirm them, or contact the store.",
    );
    expect(screen.queryByText("Order Failed")).not.toBeInTheDocument();
    expect(onFailed).not.toHaveBeenCalled();
    expect(onPlaced).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: "First Name" })).toHaveValue("Nour");
  }, 20_000);
});

describe("Checkout on an Arabic page (/ar/checkout)", () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, "fetch");
  });
  afterEach(async () => {
    fetchSpy.mockRestore();
    await dismissToasts();
  });

  it("checks in the page's order with Arabic words, names places in Arabic and sends the canonical ones with language ar", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(
      <CheckoutForm items={[SHIRT]} backTo="/cart" onPlaced={vi.fn()} onFailed={vi.fn()} />,
      { path: "/ar/checkout" },
    );
    const place = screen.getByRole("button", { name: "تأكيد الطلب" });
    const steps: [string, string, string][] = [
      ["الاسم الأول", "الاسم الأول", "نور"],
      ["اسم العائلة", "اسم العائلة", "حسن"],
      ["البريد الإلكتروني", "البريد الإلكتروني", "nour@example.com"],
      ["رقم الهاتف", "رقم الهاتف", "010 1234 5678"],
      ["العنوان", "العنوان", "12 شارع حسن صبري"],
    ];
    for (const [label, field, value] of steps) {
      await user.click(place);
      await expectToast("بيانات ناقصة", `يُرجى تعبئة حقل ${field}.`);
      await dismissToasts();
      await user.type(screen.getByRole("textbox", { name: label }), value);
    }
    // The governorate before its city, as the page shows them (docs/product.md#forms).
    await user.click(place);
    await expectToast("بيانات ناقصة", "يُرجى تعبئة حقل المحافظة.");
    await dismissToasts();
    const governorate = screen.getByRole("combobox", { name: "المحافظة" });
    expect(within(governorate).getByRole("option", { name: "القاهرة" })).toHaveValue("Cairo");
    await user.selectOptions(governorate, "Cairo");
    const city = screen.getByRole("combobox", { name: "المدينة" });
    expect(within(city).getByRole("option", { name: "الزمالك" })).toHaveValue("Al-Zamalek");
    await user.selectOptions(city, "Al-Zamalek");

    // A wrong phone number after the fields, in Arabic.
    await user.clear(screen.getByRole("textbox", { name: "رقم الهاتف" }));
    await user.type(screen.getByRole("textbox", { name: "رقم الهاتف" }), "0123");
    await user.click(place);
    await expectToast("رقم هاتف غير صحيح", "يُرجى إدخال رقم هاتف محمول مصري صحيح.");
    await dismissToasts();
    await user.clear(screen.getByRole("textbox", { name: "رقم الهاتف" }));
    await user.type(screen.getByRole("textbox", { name: "رقم الهاتف" }), "010 1234 5678");

    fetchSpy.mockImplementation(async (input) =>
      String(input).includes("payment-options")
        ? new Response(JSON.stringify({ methods: ["cod", "instapay"] }), {
            headers: { "Content-Type": "application/json" },
          })
        : new Response(
            JSON.stringify({ error: "Please verify", errorCode: "EMAIL_VERIFICATION_REQUIRED" }),
            { status: 409, headers: { "Content-Type": "application/json" } },
          ),
    );
    await user.click(place);
    await expectToast("يلزم تأكيد البريد الإلكتروني", "أرسلنا رابط تأكيد إلى بريدكم الإلكتروني.");
    expect(screen.getByText("يُرجى تأكيد بريدكم الإلكتروني")).toBeInTheDocument();
    const sent = fetchSpy.mock.calls.find(([url]) => String(url).endsWith("/api/orders"));
    const body = JSON.parse(String(sent![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      language: "ar",
      shippingAddress: { city: "Al-Zamalek", governorate: "Cairo" },
      customer_email: "nour@example.com",
    });
  }, 20_000);

  it("says a refused direction control in Arabic, not the API's English (issue 26)", async () => {
    const user = userEvent.setup({ delay: null });
    const onFailed = vi.fn();
    renderPage(
      <CheckoutForm items={[SHIRT]} backTo="/cart" onPlaced={vi.fn()} onFailed={onFailed} />,
      { path: "/ar/checkout" },
    );
    await user.type(screen.getByRole("textbox", { name: "الاسم الأول" }), "نور\u202e");
    await user.type(screen.getByRole("textbox", { name: "اسم العائلة" }), "حسن");
    await user.type(screen.getByRole("textbox", { name: "البريد الإلكتروني" }), "nour@example.com");
    await user.type(screen.getByRole("textbox", { name: "رقم الهاتف" }), "010 1234 5678");
    await user.type(screen.getByRole("textbox", { name: "العنوان" }), "12 شارع حسن صبري");
    await user.selectOptions(screen.getByRole("combobox", { name: "المحافظة" }), "Cairo");
    await user.selectOptions(screen.getByRole("combobox", { name: "المدينة" }), "Al-Zamalek");
    fetchSpy.mockImplementation(async (input) =>
      String(input).includes("payment-options")
        ? new Response(JSON.stringify({ methods: ["cod", "instapay"] }), {
            headers: { "Content-Type": "application/json" },
          })
        : new Response(
            JSON.stringify({
              error: "customerName must not contain text direction control characters",
              errorCode: "TEXT_DIRECTION_CONTROL",
            }),
            { status: 400, headers: { "Content-Type": "application/json" } },
          ),
    );
    await user.click(screen.getByRole("button", { name: "تأكيد الطلب" }));
    await expectToast(
      "تعذّر إرسال الطلب",
      "يحتوي أحد الحقول على رموز خفية تغيّر اتجاه النص، يُرجى كتابته من جديد.",
    );
    expect(screen.queryByText(/direction control/)).not.toBeInTheDocument();
  }, 20_000);
});
