import { type Page } from "@playwright/test";
import { expect, test } from "./test";
import { E2E_ADMIN, E2E_PAYMOB, E2E_WHATSAPP } from "../playwright.config";
import { startPaymobFake, type PaymobFake } from "../apps/api/test/paymob-fake";
import { startWhatsAppFake, type WhatsAppFake } from "../apps/api/test/whatsapp-fake";
import {
  addToBag,
  axeProblems,
  fillCheckout,
  logIn,
  NOUR,
  placeAccountOrder,
  productInStock,
  shoot,
  toast,
  uniqueEmail,
} from "./shopper";

/*
 * Paid before it ships, or confirmed before it ships (issue 32; docs/product.md#paying-online and
 * #whatsapp-confirmation), against the real built server and local fakes of Paymob and WhatsApp
 * that speak their documented protocols on the ports the store was started with
 * (playwright.config.ts): a shopper pays by card on the fake's page and lands on her paid order;
 * a declined one pays cash on delivery instead; a shopper who taps Confirm on WhatsApp sees her
 * order confirmed.
 */

const PASSWORD = "Customer2026pass";
const randomMobile = () => `012${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

async function checkoutByCard(page: Page) {
  const product = await productInStock(page.request, 3);
  const email = uniqueEmail("card");
  const signup = await page.request.post("/api/auth/signup", {
    data: { email, password: PASSWORD },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  await logIn(page, email, PASSWORD);
  await addToBag(page, product);
  await page.goto("/checkout");
  await fillCheckout(page, { ...NOUR, phone: randomMobile() });
  const payment = page.getByRole("group", { name: "Payment method" });
  await payment.getByRole("radio", { name: /Card or mobile wallet/ }).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  return product;
}

test.describe("paying by card or wallet through Paymob", () => {
  let paymob: PaymobFake;
  test.beforeAll(async () => {
    paymob = await startPaymobFake(E2E_PAYMOB);
  });
  test.afterAll(() => paymob.close());

  test("a shopper pays on Paymob's page and lands on her paid order", async ({ page }) => {
    const product = await checkoutByCard(page);
    // Paymob's page (the fake's), for what she pays: the piece and 70 EGP shipping.
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_PAYMOB.port}/`));
    await expect(
      page.getByRole("heading", { name: `Pay ${(product.price + 70).toFixed(2)} EGP` }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    // Back on the order's page, which shows what Paymob's callback decided.
    await expect(page).toHaveURL(/\/orders\/\d+/);
    await expect(page.getByText("Card or wallet, paid")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pay \d/ })).toHaveCount(0);
  });

  test("a declined card may be tried again, or paid cash on delivery instead", async ({ page }) => {
    await checkoutByCard(page);
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_PAYMOB.port}/`));
    await page.getByRole("button", { name: "Decline" }).click();
    await expect(page).toHaveURL(/\/orders\/\d+/);
    const online = page.getByRole("region", { name: "Your payment did not go through" });
    await expect(online).toBeVisible();
    await expect(online.getByRole("button", { name: /^Pay \d/ })).toBeVisible();
    expect(
      await axeProblems(page, [new URL(page.url()).pathname + new URL(page.url()).search]),
    ).toEqual([]);
    await shoot(page, "online-payment-declined", { theme: "light" });
    await online.getByRole("button", { name: "Pay cash on delivery instead" }).click();
    await expect(toast(page, "You will pay cash on delivery")).toBeVisible();
    await expect(online).toHaveCount(0);
    await expect(page.getByText("Cash on delivery").first()).toBeVisible();
  });
});

test.describe("confirming a cash order on WhatsApp", () => {
  let whatsapp: WhatsAppFake;
  test.beforeAll(async () => {
    whatsapp = await startWhatsAppFake(E2E_WHATSAPP);
  });
  test.afterAll(() => whatsapp.close());

  test("a shopper taps Confirm on WhatsApp and her order says so", async ({
    page,
    baseURL,
    browser,
  }) => {
    const phone = randomMobile();
    const order = await placeAccountOrder(page.request, phone);
    // The store's template reaches WhatsApp (the fake) through the outbox, to her number.
    await expect
      .poll(() => whatsapp.messageFor(order.id)?.to, { timeout: 20_000 })
      .toBe(`20${phone.slice(1)}`);
    const message = whatsapp.messageFor(order.id)!;
    await logIn(page, order.email, order.password);
    await page.goto(`/orders/${order.id}`);
    await expect(page.getByText("Confirmed on WhatsApp")).toHaveCount(0);
    const tap = await whatsapp.tap(
      `${baseURL}/api/whatsapp/webhook`,
      message.wamid,
      message.to,
      message.confirm,
    );
    expect(tap.status).toBe(200);
    await page.reload();
    await expect(page.getByText("Confirmed on WhatsApp")).toBeVisible();
    await shoot(page, "whatsapp-confirmed", { theme: "light" });

    // The admin finds it among the orders confirmed on WhatsApp, and sees the dashboard's card.
    const admin = await (await browser.newContext()).newPage();
    await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(admin.getByRole("region", { name: "Awaiting confirmation" })).toBeVisible();
    await expect(
      admin.getByRole("checkbox", { name: /Cancel them automatically/ }),
    ).not.toBeChecked();
    await shoot(admin, "admin-whatsapp-dashboard", { theme: "light" });
    await admin.goto("/admin/orders");
    await admin.getByLabel("WhatsApp").selectOption({ label: "Confirmed on WhatsApp" });
    await admin.getByRole("button", { name: "Apply" }).click();
    await expect(admin).toHaveURL(/whatsapp=confirmed/);
    const row = admin.getByRole("row").filter({ hasText: `Order ${order.id}` });
    await expect(row.getByText("Confirmed on WhatsApp")).toBeVisible();
    await shoot(admin, "admin-whatsapp-filter", { theme: "light" });
    expect(await axeProblems(admin, ["/admin/orders?whatsapp=confirmed", "/admin"])).toEqual([]);
  });
});
