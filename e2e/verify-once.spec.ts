import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, waitForAppOn } from "./test";
import { E2E_ADMIN } from "../playwright.config";
import { linkFromEmail } from "./fixtures";
import { NOUR, fillCheckout, productInStock, shoot, toast, uniqueEmail } from "./shopper";

/*
 * Issue 24, item 1 (docs/product.md#orders): the e-mailed link places the order a guest was
 * holding, so the bag that held its pieces empties, in every tab, and the verification page offers
 * the order itself, never a checkout that would place it a second time.
 */

/** The orders the store holds for `email` (the admin's list, searched by e-mail). */
async function ordersOf(request: APIRequestContext, email: string) {
  const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const r = await request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await r.json()) as { id: number; status: string }[];
}

async function addToBag(page: Page, prefix: string, product: { id: number; size: string }) {
  await page.goto(`${prefix}/product/${product.id}`);
  await page.getByRole("button", { name: product.size, exact: true }).click();
  await page.getByRole("button", { name: prefix ? "أضيفوا إلى الحقيبة" : "Add to Cart" }).click();
}

test("the link empties the bag in every tab and offers the order, not a second checkout", async ({
  page,
  context,
  request,
}) => {
  const product = await productInStock(request, 1);
  const email = uniqueEmail("verify-once");
  await page.setViewportSize({ width: 1280, height: 800 });

  await addToBag(page, "", product);
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await page.goto("/checkout");
  await fillCheckout(page, { ...NOUR, email });
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(toast(page, "Email Verification Required")).toBeVisible();

  // The link opened in another tab of the same browser, while checkout stays open in this one.
  const link = await linkFromEmail(email, /\/verify-guest\?/);
  const mail = waitForAppOn(await context.newPage());
  await mail.setViewportSize({ width: 1280, height: 800 });
  await mail.goto(link);
  await expect(mail.getByRole("heading", { name: "Email Verified" })).toBeVisible();
  const view = mail.getByRole("link", { name: "View your order" });
  await expect(view).toHaveAttribute("href", /^\/orders\/\d+\?token=/);
  await expect(mail.getByRole("link", { name: "Place my order" })).toHaveCount(0);
  await expect(mail.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
  await shoot(mail, "verify-guest-placed");

  // The tab that held the bag: told of the order, its basket empty, no Place Order to press.
  await expect(page.getByRole("status").filter({ hasText: "Email Verified" })).toContainText(
    /order #\d+ is with our atelier now/,
  );
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Place Order" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
  await shoot(page, "checkout-verified-elsewhere");

  // The order's own page opens from the link, without signing in.
  await view.click();
  await expect(mail).toHaveURL(/\/orders\/\d+\?token=/);
  const id = Number(/\/orders\/(\d+)/.exec(mail.url())![1]);
  await expect(mail.getByRole("heading", { name: `Order #${id}`, level: 1 })).toBeVisible();
  await expect(mail.getByText(product.title).first()).toBeVisible();

  // The bag is empty on a fresh page too, and the store holds one order for this e-mail.
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  expect((await ordersOf(request, email)).map((o) => o.id)).toEqual([id]);
});

test("a Buy Now held for the link is gone once the link places it, in its own tab too", async ({
  page,
  context,
  request,
}) => {
  const product = await productInStock(request, 2);
  const email = uniqueEmail("verify-buy-now");
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: product.size, exact: true }).click();
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/checkout\?buyNow=true$/);
  await fillCheckout(page, { ...NOUR, email });
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(toast(page, "Email Verification Required")).toBeVisible();

  const link = await linkFromEmail(email, /\/verify-guest\?/);
  const mail = waitForAppOn(await context.newPage());
  await mail.goto(link);
  await expect(mail.getByRole("link", { name: "View your order" })).toBeVisible();

  // The Buy Now tab drops its item: no second order can be placed from it.
  await expect(page.getByRole("button", { name: "Place Order" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  expect(await ordersOf(request, email)).toHaveLength(1);
});

test("the link opened in the tab that held the bag empties it; Arabic words, order page in Arabic", async ({
  page,
  request,
}) => {
  const product = await productInStock(request, 3);
  const other = await productInStock(request, 4);
  const email = uniqueEmail("verify-ar");
  await page.setViewportSize({ width: 390, height: 844 });

  await addToBag(page, "/ar", product);
  await expect(page.getByRole("link", { name: "حقيبة التسوق، قطعة واحدة" })).toBeVisible();
  await page.goto("/ar/checkout");
  await page.getByRole("textbox", { name: "الاسم الأول", exact: true }).fill("نور");
  await page.getByRole("textbox", { name: "اسم العائلة", exact: true }).fill("حسن");
  await page.getByRole("textbox", { name: "البريد الإلكتروني", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "رقم الهاتف", exact: true }).fill("010 1234 5678");
  await page.getByRole("textbox", { name: "العنوان", exact: true }).fill("12 شارع حسن صبري");
  await page.getByRole("textbox", { name: "الطابق", exact: true }).fill("3");
  await page.getByRole("textbox", { name: "الشقة", exact: true }).fill("7");
  await page.getByRole("combobox", { name: "المحافظة" }).selectOption({ label: "الجيزة" });
  await page.getByRole("combobox", { name: "المدينة" }).selectOption({ label: "الدقي" });
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();
  await expect(page.getByText("يُرجى تأكيد بريدكم الإلكتروني")).toBeVisible();

  // A piece added after the order was held stays in the bag: only the order's pieces leave.
  await addToBag(page, "/ar", other);
  await expect(page.getByRole("link", { name: "حقيبة التسوق، قطعتان" })).toBeVisible();

  await page.goto(await linkFromEmail(email, /\/ar\/verify-guest\?/));
  await expect(page.getByRole("heading", { name: "تم تأكيد البريد الإلكتروني" })).toBeVisible();
  await expect(page.getByRole("link", { name: "إتمام طلبي" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "حقيبة التسوق، قطعة واحدة" })).toBeVisible();
  await shoot(page, "ar-verify-guest-placed");
  await page.getByRole("link", { name: "عرض طلبكم" }).click();
  await expect(page).toHaveURL(/\/ar\/orders\/\d+\?token=/);
  const id = Number(/\/orders\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole("heading", { name: `الطلب #${id}`, level: 1 })).toBeVisible();
  await expect(page.getByText("الدقي").first()).toBeVisible();

  // What is left in the bag is the piece added afterwards, whole.
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("cart")))!)).toEqual([
    { id: String(other.id), size: other.size, quantity: 1 },
  ]);
  expect((await ordersOf(request, email)).map((o) => o.id)).toEqual([id]);
});

test("a link whose order can no longer be placed keeps the bag and offers Place my order", async ({
  page,
  request,
}) => {
  const product = await productInStock(request, 5);
  const email = uniqueEmail("verify-sold-out");
  await addToBag(page, "", product);
  await page.goto("/checkout");
  await fillCheckout(page, { ...NOUR, email });
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(toast(page, "Email Verification Required")).toBeVisible();

  // The piece sells out before the shopper opens the link.
  const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const stock = async (quantity: number) => {
    const r = await request.patch(`/api/products/${product.id}/quantity`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { size: product.size, quantity },
    });
    expect(r.status(), await r.text()).toBe(200);
  };
  const before = (await (await request.get(`/api/products/${product.id}`)).json()) as Record<
    string,
    number
  >;
  await stock(0);
  try {
    await page.goto(await linkFromEmail(email, /\/verify-guest\?/));
    await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText(
      "Your email is verified, but your order could not be placed",
    );
    // Nothing was placed: the bag keeps the piece and ordering again is offered.
    await expect(page.getByRole("link", { name: "Place my order" })).toHaveAttribute(
      "href",
      `/checkout?email=${encodeURIComponent(email)}`,
    );
    await expect(page.getByRole("link", { name: "Contact Support" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    expect(await ordersOf(request, email)).toEqual([]);
  } finally {
    await stock(before[`quantity${product.size}`]!);
  }
});
