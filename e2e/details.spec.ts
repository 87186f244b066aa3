import { type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { expect, test } from "./test";
import { fillCheckout, logIn, NOUR, productInStock, shoot, toast, uniqueEmail } from "./shopper";

/*
 * What a shopper (and an admin) notices on the screen (issue 24, docs/product.md): a sold-out
 * piece that says so and cannot be bought, the Instapay details to copy, the order page's first
 * action, the photograph's frame, toasts that leave the main button free, card titles of two
 * lines, the footer's Track link, the checkout filled from the last order, and the dashboard's
 * figures.
 */

const PASSWORD = "Customer2026pass";

type ProductRow = { id: number; title: string; titleAr: string } & Record<string, unknown>;

async function soldOutProduct(request: APIRequestContext) {
  const products = (await (await request.get("/api/products")).json()) as ProductRow[];
  const found = products.find((p) =>
    ["S", "M", "L", "XL"].every((s) => !((p[`quantity${s}`] as number) > 0)),
  );
  if (!found) throw new Error("the demo catalog has no sold-out piece");
  return found;
}

async function signUp(request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  expect(
    (await request.post("/api/auth/signup", { data: { email, password: PASSWORD } })).ok(),
  ).toBe(true);
  const r = await request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  return { email, token: ((await r.json()) as { token: string }).token };
}

/** An order placed through the API by a signed-in customer: its id, totals and link token. */
async function placeOrder(
  request: APIRequestContext,
  customer: { email: string; token: string },
  extra: Record<string, unknown> = {},
) {
  const piece = await productInStock(request, 2);
  const r = await request.post("/api/orders", {
    headers: { authorization: `Bearer ${customer.token}` },
    data: {
      products: [{ productId: piece.id, S: 0, M: 0, L: 0, XL: 0, [piece.size]: 1 }],
      status: "Pending",
      customer_email: customer.email,
      customer_number: `011${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
      customerName: "Nour El-Sayed Hassan",
      shippingAddress: {
        address: "4 Road 233",
        floor: "2",
        apartment: "5",
        city: "Al-Dokki",
        governorate: "Giza",
      },
      ...extra,
    },
  });
  expect(r.status(), await r.text()).toBe(201);
  return (await r.json()) as {
    id: number;
    orderToken: string;
    totalPrice: number;
    shipping: number;
  };
}

const overlap = async (a: Locator, b: Locator) => {
  const [r, s] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return r.x < s.x + s.width && s.x < r.x + r.width && r.y < s.y + s.height && s.y < r.y + r.height;
};

test.describe("a sold-out piece", () => {
  for (const [lang, words] of [
    ["en", { soldOut: "Out of Stock", add: "Add to Cart", buy: "Buy Now" }],
    ["ar", { soldOut: "نفدت الكمية", add: "أضيفوا إلى الحقيبة", buy: "اشتروا الآن" }],
  ] as const) {
    const prefix = lang === "ar" ? "/ar" : "";

    test(`says Out of Stock and cannot be bought, before and after the app starts (${lang})`, async ({
      page,
      browser,
      request,
    }) => {
      const piece = await soldOutProduct(request);
      const check = async (p: Page) => {
        const main = p.locator("main");
        await expect(main.getByText(words.soldOut, { exact: true })).toBeVisible();
        await expect(main.getByRole("button", { name: words.add })).toBeDisabled();
        await expect(main.getByRole("button", { name: words.buy })).toBeDisabled();
        for (const size of ["S", "M", "L", "XL"])
          await expect(main.getByRole("button", { name: size, exact: true })).toBeDisabled();
      };

      // The server's first paint, as a phone shows it before the app's script has run.
      const plain = await browser.newContext({ javaScriptEnabled: false });
      const first = await plain.newPage();
      await first.goto(`${prefix}/product/${piece.id}`);
      await check(first);
      await plain.close();

      await page.goto(`${prefix}/product/${piece.id}`);
      await check(page);
      // And its card in the collection says the same.
      await page.goto(`${prefix}/products`);
      const title = lang === "ar" && piece.titleAr ? piece.titleAr : piece.title;
      const card = page.locator("article").filter({ hasText: title });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByText(words.soldOut)).toBeVisible();
      await page.goto(`${prefix}/product/${piece.id}`);
      await shoot(page, lang === "ar" ? "ar-sold-out" : "sold-out");
    });
  }
});

test("the desktop photograph's frame fits the photograph, arrows on its middle", async ({
  page,
  request,
}) => {
  const piece = await productInStock(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/product/${piece.id}`);
  const photos = page.getByRole("group", { name: /photographs/ });
  const frame = (await photos.locator("xpath=..").boundingBox())!;
  const image = (await photos.getByRole("img").first().boundingBox())!;
  expect(Math.abs(frame.height - image.height)).toBeLessThan(2);
  for (const name of ["Previous image", "Next image"]) {
    const arrow = (await page.getByRole("button", { name }).boundingBox())!;
    expect(Math.abs(arrow.y + arrow.height / 2 - (image.y + image.height / 2))).toBeLessThan(2);
  }
});

test("a toast never covers the main button on a phone (en and ar), nor Place Order on a laptop", async ({
  page,
  request,
}) => {
  const piece = await productInStock(request);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [prefix, add, buy, title] of [
    ["", "Add to Cart", "Buy Now", "Please Select a Size"],
    ["/ar", "أضيفوا إلى الحقيبة", "اشتروا الآن", "يُرجى اختيار المقاس"],
  ] as const) {
    await page.goto(`${prefix}/product/${piece.id}`);
    // The buttons at the foot of the screen, where a thumb taps them.
    const addButton = page.getByRole("button", { name: add });
    await page.getByRole("button", { name: buy }).evaluate((el) => {
      const r = el.getBoundingClientRect();
      window.scrollBy(0, r.bottom - window.innerHeight + 8);
    });
    await addButton.click();
    const shown = toast(page, title);
    await expect(shown).toBeVisible();
    await page.waitForTimeout(500);
    expect(await overlap(shown, addButton)).toBe(false);
    expect(await overlap(shown, page.getByRole("button", { name: buy }))).toBe(false);
    // Under the sticky header, not over it.
    expect((await shown.boundingBox())!.y).toBeGreaterThanOrEqual(64);
    if (prefix === "/ar") await shoot(page, "ar-toast-phone", { toasts: true });
  }

  // On a laptop, the product page's buttons and the checkout summary's Place Order.
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [prefix, add, buy, title] of [
    ["", "Add to Cart", "Buy Now", "Please Select a Size"],
    ["/ar", "أضيفوا إلى الحقيبة", "اشتروا الآن", "يُرجى اختيار المقاس"],
  ] as const) {
    await page.goto(`${prefix}/product/${piece.id}`);
    await page.getByRole("button", { name: add }).click();
    const shown = toast(page, title);
    await expect(shown).toBeVisible();
    await page.waitForTimeout(500);
    expect(await overlap(shown, page.getByRole("button", { name: add }))).toBe(false);
    expect(await overlap(shown, page.getByRole("button", { name: buy }))).toBe(false);
  }
  await page.goto(`/product/${piece.id}`);
  await page.getByRole("button", { name: piece.size, exact: true }).click();
  await page.getByRole("button", { name: "Buy Now" }).click();
  const place = page.getByRole("button", { name: "Place Order" });
  await place.click();
  const missing = toast(page, "Missing Information");
  await expect(missing).toBeVisible();
  await page.waitForTimeout(500);
  expect(await overlap(missing, place)).toBe(false);
});

test("card titles stop at two lines", async ({ page, request }) => {
  const admin = await request.post("/api/auth/login", { data: E2E_ADMIN });
  const token = ((await admin.json()) as { token: string }).token;
  const title =
    "The Long Weekend Double-Breasted Linen Overcoat with Horn Buttons and a Contrast Lining";
  const created = await request.post("/api/products", {
    headers: { authorization: `Bearer ${token}` },
    data: { title, originalPrice: 9000, salePrice: 9000, category: "Overcoats", quantityM: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/products?category=overcoats");
      const heading = page.getByRole("heading", { name: title });
      await expect(heading).toBeVisible();
      const lines = await heading.evaluate(
        (h) => h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight),
      );
      expect(lines).toBeLessThanOrEqual(2.05);
      // The link still carries the whole name.
      await expect(heading.getByRole("link")).toHaveText(title);
    }
  } finally {
    await request.delete(`/api/products/${id}`, { headers: { authorization: `Bearer ${token}` } });
  }
});

test("the footer links Track an order, in English and Arabic", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await footer.getByRole("link", { name: "Track an order" }).click();
  await expect(page).toHaveURL(/\/track$/);
  await page.goto("/ar");
  await page.locator("footer").getByRole("link", { name: "تتبّعوا طلبًا" }).click();
  await expect(page).toHaveURL(/\/ar\/track$/);
});

test.describe("an Instapay order's page", () => {
  for (const [lang, words] of [
    [
      "en",
      {
        note: (id: number) => `Order ${id}`,
        copyAddress: "Copy the Instapay address",
        copyAmount: "Copy the amount",
        copyNote: "Copy the transfer note",
        copied: "Copied",
        cancel: "Cancel order",
        again: "Order again",
        region: "Pay by Instapay",
      },
    ],
    [
      "ar",
      {
        note: (id: number) => `الطلب ${id}`,
        copyAddress: "نسخ عنوان إنستاباي",
        copyAmount: "نسخ المبلغ",
        copyNote: "نسخ ملاحظة التحويل",
        copied: "تم النسخ",
        cancel: "إلغاء الطلب",
        again: "اطلبوه مجددًا",
        region: "الدفع عبر إنستاباي",
      },
    ],
  ] as const) {
    test(`copies the address, the amount and the note "${words.note(4)}", and offers Cancel first (${lang})`, async ({
      page,
      context,
      request,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const shopper = await signUp(request, `copy-${lang}`);
      const order = await placeOrder(request, shopper, {
        paymentMethod: "instapay",
        language: lang,
      });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${lang === "ar" ? "/ar" : ""}/orders/${order.id}?token=${order.orderToken}`);
      const instapay = page.getByRole("region", { name: words.region });
      await expect(instapay.getByText(words.note(order.id), { exact: true })).toBeVisible();

      const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
      await instapay.getByRole("button", { name: words.copyAddress }).click();
      expect(await clipboard()).toBe("maisonzamalek@instapay");
      await expect(instapay.getByText(words.copied, { exact: true }).first()).toBeVisible();
      await instapay.getByRole("button", { name: words.copyAmount }).click();
      expect(await clipboard()).toBe((order.totalPrice + order.shipping).toFixed(2));
      await instapay.getByRole("button", { name: words.copyNote }).click();
      expect(await clipboard()).toBe(words.note(order.id));

      // A pending order: Cancel comes first, Order again after it.
      const cancel = page.getByRole("button", { name: words.cancel });
      const again = page.getByRole("button", { name: words.again });
      await expect(cancel).toBeVisible();
      expect(
        await cancel.evaluate(
          (c, a) => Boolean(c.compareDocumentPosition(a!) & Node.DOCUMENT_POSITION_FOLLOWING),
          await again.elementHandle(),
        ),
      ).toBe(true);
      if (lang === "en") await shoot(page, "instapay-copy");
      else await shoot(page, "ar-instapay-copy");
    });
  }
});

test("a signed-in shopper's checkout starts with the name and address of her own last order", async ({
  page,
  request,
}) => {
  const shopper = await signUp(request, "prefill");
  await placeOrder(request, shopper);
  // Someone else orders after her, elsewhere.
  const other = await signUp(request, "prefill-other");
  await placeOrder(request, other, { customerName: "Salma Farid" });

  await logIn(page, shopper.email, PASSWORD);
  const piece = await productInStock(request);
  await page.goto(`/product/${piece.id}`);
  await page.getByRole("button", { name: piece.size, exact: true }).click();
  await page.getByRole("button", { name: "Buy Now" }).click();
  const value = (name: string) => page.getByRole("textbox", { name, exact: true });
  await expect(value("First Name")).toHaveValue("Nour");
  await expect(value("Last Name")).toHaveValue("El-Sayed Hassan");
  await expect(value("Email")).toHaveValue(shopper.email);
  await expect(value("Address")).toHaveValue("4 Road 233");
  await expect(value("Floor")).toHaveValue("2");
  await expect(value("Apartment")).toHaveValue("5");
  await expect(page.getByRole("combobox", { name: "Governorate", exact: true })).toHaveValue(
    "Giza",
  );
  await expect(page.getByRole("combobox", { name: "City", exact: true })).toHaveValue("Al-Dokki");
  await shoot(page, "checkout-prefilled");

  // A guest starts with an empty form.
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`/product/${piece.id}`);
  await page.getByRole("button", { name: piece.size, exact: true }).click();
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(value("First Name")).toHaveValue("");
  await fillCheckout(page, NOUR);
});

test("the admin's figures read clearly and the dashboard grid leaves no empty block", async ({
  page,
}) => {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  for (const width of [390, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin");
    const figures = page.locator('dl[aria-label="Store figures"]');
    await expect(figures.locator("dd").first()).not.toBeEmpty();
    const style = await figures
      .locator("dd")
      .first()
      .evaluate((dd) => {
        const s = getComputedStyle(dd);
        return { family: s.fontFamily, numeric: s.fontVariantNumeric };
      });
    expect(style.family).toMatch(/^"?Inter/);
    expect(style.numeric).toContain("lining-nums");
    expect(style.numeric).toContain("tabular-nums");
    // Every row of cards is full: the cards of a row add up to the grid's width.
    const rows = await figures.evaluate((dl) => {
      const width = dl.clientWidth;
      const byRow = new Map<number, number>();
      for (const card of Array.from(dl.children) as HTMLElement[]) {
        const r = card.getBoundingClientRect();
        byRow.set(Math.round(r.top), (byRow.get(Math.round(r.top)) ?? 0) + r.width);
      }
      return [...byRow.values()].map((w) => Math.abs(w - width) < 3);
    });
    expect(rows.every(Boolean), `rows at ${width}px: ${rows}`).toBe(true);
  }
  await shoot(page, "admin-dashboard-figures");
});
