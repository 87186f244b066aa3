import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext } from "@playwright/test";
import { expect, test, waitForAppOn } from "./test";
import sharp from "sharp";
import { E2E_ADMIN } from "../playwright.config";
import { outbox } from "./fixtures";
import {
  addToBag,
  fillCheckout,
  logIn,
  NOUR,
  productInStock,
  shoot,
  toast,
  uniqueEmail,
} from "./shopper";

/*
 * Payments (docs/product.md#payments) against the real built server: a shopper pays by Instapay
 * and the admin confirms the transfer from /admin/payments; a customer refused at the door twice
 * (by one phone in two spellings) is offered Instapay only at the next checkout.
 */

const PASSWORD = "Customer2026pass";
const INSTAPAY_ADDRESS = "maisonzamalek@instapay";

/** A random Egyptian mobile, so runs never share a refusal record. */
const randomMobile = () => `011${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

async function token(request: APIRequestContext, email: string, password: string) {
  const r = await request.post("/api/auth/login", { data: { email, password } });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { token: string }).token;
}

async function newCustomer(request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  const r = await request.post("/api/auth/signup", { data: { email, password: PASSWORD } });
  expect(r.status(), await r.text()).toBe(201);
  return { email, token: await token(request, email, PASSWORD) };
}

/** A phone photo of a transfer receipt. */
async function receiptPhoto(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "atelier-receipt-")), "r.jpg");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640"><rect width="360" height="640" fill="#f4f4f0"/><rect x="30" y="60" width="300" height="40" fill="#1f2a44"/><rect x="30" y="140" width="220" height="16" fill="#888"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg().toFile(file);
  return file;
}

test("a shopper pays by Instapay and the admin confirms the transfer", async ({
  browser,
  page,
  request,
}) => {
  const product = await productInStock(request, 4);
  const shopper = await newCustomer(request, "instapay");
  await logIn(page, shopper.email, PASSWORD);
  await addToBag(page, product);

  await page.goto("/checkout");
  await fillCheckout(page, { ...NOUR, phone: randomMobile() });
  const payment = page.getByRole("group", { name: "Payment method" });
  await expect(payment.getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
  await payment.getByRole("radio", { name: /Instapay/ }).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);

  // The transfer's details: the store's address, the exact amount, "Order N" as the note.
  const instapay = page.getByRole("region", { name: "Pay by Instapay" });
  await expect(instapay.getByText(INSTAPAY_ADDRESS)).toBeVisible();
  const amount = (product.price + 70).toLocaleString("en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  await expect(instapay.getByText(`${amount} EGP`, { exact: true })).toBeVisible();
  const orderNumber = (await page
    .getByText(/^#\d+$/)
    .first()
    .textContent())!.slice(1);
  await expect(instapay.getByText(`Order ${orderNumber}`, { exact: true })).toBeVisible();
  expect(
    (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations,
  ).toEqual([]);
  await shoot(page, "instapay-confirmation");

  const reference = `IPN-${Date.now()}`;
  await instapay.getByLabel(/Transfer reference/).fill(reference);
  await instapay.getByLabel("Receipt photo (optional)").setInputFiles(await receiptPhoto());
  await instapay.getByRole("button", { name: "Send transfer details" }).click();
  await expect(instapay.getByRole("status")).toContainText(reference);

  // The admin, in a browser of their own, confirms it from the queue.
  const adminContext = await browser.newContext();
  const admin = waitForAppOn(await adminContext.newPage());
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  // The sidebar's Admin group links the page.
  await expect(admin.getByRole("link", { name: "Payments" }).first()).toHaveAttribute(
    "href",
    "/admin/payments",
  );
  await admin.goto("/admin/payments");
  await expect(admin.getByRole("heading", { name: "Awaiting Confirmation" })).toBeVisible();
  const row = admin.getByRole("listitem").filter({ hasText: new RegExp(`#${orderNumber}(?!\\d)`) });
  await expect(row.getByText(reference)).toBeVisible();
  await expect(row.getByRole("img", { name: `Receipt of order ${orderNumber}` })).toBeVisible();
  expect(
    (await new AxeBuilder({ page: admin }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations,
  ).toEqual([]);
  await shoot(admin, "admin-payments");
  await row.getByRole("button", { name: `Confirm payment of order ${orderNumber}` }).click();
  await expect(toast(admin, "Payment Confirmed")).toBeVisible();
  await expect(row).toHaveCount(0);
  await adminContext.close();

  // The shopper hears of it, with the order's link.
  await expect
    .poll(() =>
      outbox().find((m) => m.to.includes(shopper.email) && /payment confirmed/.test(m.subject)),
    )
    .toBeTruthy();
  const order = await request.get(`/api/orders/${orderNumber}`, {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(((await order.json()) as { paymentState: string }).paymentState).toBe(
    "instapay_confirmed",
  );
});

test("a customer refused at the door twice is offered Instapay only", async ({ page, request }) => {
  const product = await productInStock(request, 5);
  const adminToken = await token(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const customer = await newCustomer(request, "refused");
  const phone = randomMobile();

  // Two cash-on-delivery orders, both refused at the door (the admin marks them).
  for (let i = 0; i < 2; i++) {
    const placed = await request.post("/api/orders", {
      headers: { authorization: `Bearer ${customer.token}` },
      data: {
        products: [{ productId: product.id, S: 0, M: 0, L: 0, XL: 0, [product.size]: 1 }],
        customer_email: customer.email,
        customer_number: phone,
        customerName: "Nour Hassan",
        shippingAddress: {
          address: "12 Hassan Sabry Street",
          city: "Al-Zamalek",
          governorate: "Cairo",
        },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { id } = (await placed.json()) as { id: number };
    const refused = await request.patch(`/api/orders/${id}/status`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { status: "refused" },
    });
    expect(refused.status(), await refused.text()).toBe(200);
  }

  // The same customer's next checkout, the phone written another way.
  await logIn(page, customer.email, PASSWORD);
  await addToBag(page, product);
  await page.goto("/checkout");
  const spelled = `+20 ${phone.slice(1, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`;
  await fillCheckout(page, { ...NOUR, phone: spelled });
  const payment = page.getByRole("group", { name: "Payment method" });
  await expect(payment.getByText(/earlier deliveries were refused/)).toBeVisible();
  await expect(payment.getByRole("radio", { name: /Cash on delivery/ })).toHaveCount(0);
  await expect(payment.getByRole("radio", { name: /Instapay/ })).toBeChecked();
  await shoot(page, "checkout-instapay-only");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByRole("region", { name: "Pay by Instapay" })).toBeVisible();
});
