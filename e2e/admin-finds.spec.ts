import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./test";
import { E2E_ADMIN } from "../playwright.config";
import { outbox } from "./fixtures";
import { logIn, shoot, toast } from "./shopper";

/*
 * Issue 24 in the back office (docs/product.md#admin): status menus lead with the usual next step
 * and a final status asks first, naming its effects; the owner finds things — Orders in the
 * sidebar, an order by part of its e-mail, a product by title in either language, a low-stock
 * size's editor, a payment's order, and an Instapay receipt after the transfer is confirmed.
 */

const PASSWORD = "Customer2026pass";

type Placed = { id: number; email: string; token: string; productId: number; size: "M" };

/** A signed-in customer's order of `units` M, by cash on delivery or Instapay. */
async function placeOrder(
  request: APIRequestContext,
  { units = 1, email, instapay = false }: { units?: number; email?: string; instapay?: boolean },
): Promise<Placed> {
  const address = email ?? `finds-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const signup = await request.post("/api/auth/signup", {
    data: { email: address, password: PASSWORD },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const login = await request.post("/api/auth/login", {
    data: { email: address, password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const products = (await (await request.get("/api/products")).json()) as {
    id: number;
    quantityM: number;
    colors: unknown[];
  }[];
  // A piece without colours: its order needs no colour (e2e/colours.spec.ts has those).
  const product = products.find((p) => p.colors.length === 0 && p.quantityM >= units + 3);
  if (!product) throw new Error("the demo catalogue has no product with enough M in stock");
  const response = await request.post("/api/orders", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      products: [{ productId: product.id, S: 0, M: units, L: 0, XL: 0 }],
      status: "Pending",
      customer_email: address,
      customer_number: `012${String(Math.floor(1e7 + Math.random() * 9e7))}`,
      customerName: "Laila Mostafa",
      ...(instapay ? { paymentMethod: "instapay" } : {}),
      shippingAddress: {
        address: "9 Shagaret El Dor St",
        floor: "3",
        apartment: "7",
        city: "Al-Zamalek",
        governorate: "Cairo",
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, email: address, token, productId: product.id, size: "M" };
}

const stockM = async (request: APIRequestContext, productId: number) =>
  ((await (await request.get(`/api/products/${productId}`)).json()) as { quantityM: number })
    .quantityM;

async function axeClean(page: Page, label: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    label,
  ).toEqual([]);
}

test.describe("admin: status changes say what they do", () => {
  test("the menu leads with the next step; canceling asks first, naming stock and e-mail", async ({
    page,
    request,
  }) => {
    const order = await placeOrder(request, { units: 2 });
    const before = await stockM(request, order.productId);
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);

    // The dashboard's Recent Orders dropdown leads with the usual next step.
    await page.goto("/admin");
    await page.getByRole("combobox", { name: `Status of order ${order.id}` }).click();
    const options = page.getByRole("option");
    await expect(options.first()).toHaveText("Processing");
    await expect(options).toHaveText([
      "Processing",
      "Pending",
      "Shipped",
      "Delivered",
      "Canceled",
      "Returned",
      "Refused",
    ]);
    await page.keyboard.press("Escape");

    await page.goto(`/admin/orders/${order.id}`);
    const status = page.getByRole("combobox", { name: `Status of order ${order.id}` });
    await status.click();
    await page.getByRole("option", { name: "Canceled" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Cancel order ${order.id}?` });
    await expect(dialog).toContainText("2 units go back to stock.");
    await expect(dialog).toContainText("The customer is e-mailed that the order has been canceled");
    await expect(dialog).toContainText("The order can then no longer change status.");
    await axeClean(page, "final status dialog");
    await shoot(page, "admin-cancel-confirm", { toasts: true });
    await shoot(page, "admin-cancel-confirm", { toasts: true, theme: "dark" });

    // Keeping it changes nothing.
    await dialog.getByRole("button", { name: "Keep the order" }).click();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveText("Pending");
    expect(await stockM(request, order.productId)).toBe(before);

    await status.click();
    await page.getByRole("option", { name: "Canceled" }).click();
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    await expect(
      toast(page, "Status Updated", `Order ${order.id} status changed to canceled.`),
    ).toBeVisible();
    await expect(status).toHaveText("Canceled");
    expect(await stockM(request, order.productId)).toBe(before + 2);
    await expect
      .poll(() => outbox().some((m) => m.to.includes(order.email) && /canceled/.test(m.subject)))
      .toBe(true);
  });

  test("bulk: orders of one status get their next step first; refusing asks first", async ({
    page,
    request,
  }) => {
    const domain = `bulk${Date.now()}.example.com`;
    const a = await placeOrder(request, { email: `one@${domain}` });
    const b = await placeOrder(request, { email: `two@${domain}` });
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/admin/orders?q=${encodeURIComponent(`@${domain}`)}`);
    await expect(page.getByText("2 orders", { exact: true })).toBeVisible();
    await page.getByRole("checkbox", { name: "Select all orders on this page" }).check();
    const bar = page.getByRole("region", { name: "Selected orders" });
    const menu = bar.getByLabel("New status for the selected orders");
    await expect(menu).toHaveValue("processing");
    await expect(menu.locator("option").first()).toHaveText("Processing");
    await menu.selectOption("refused");
    await bar.getByRole("button", { name: "Change status" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Mark 2 orders as refused?" });
    await expect(dialog).toContainText("2 units go back to stock.");
    await expect(dialog).toContainText("No e-mail is sent.");
    await dialog.getByRole("button", { name: "Mark as refused" }).click();
    await expect(toast(page, "Status Updated", "2 set to refused.")).toBeVisible();
    for (const id of [a.id, b.id])
      await expect(page.getByRole("combobox", { name: `Status of order ${id}` })).toHaveText(
        "Refused",
      );
  });
});

test.describe("admin: the owner finds things", () => {
  test("Orders in the sidebar, and an order found by part of its e-mail", async ({
    page,
    request,
  }) => {
    const unique = `mona.k${Date.now()}`;
    const order = await placeOrder(request, { email: `${unique}@gmail.example` });
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Orders", exact: true }).first().click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    for (const part of [unique, `${unique.slice(2)}@`, `${unique.slice(-6)}@gmail`]) {
      await page.getByLabel("Search", { exact: true }).fill(part);
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByText("1 order", { exact: true }), part).toBeVisible();
      await expect(page.getByRole("link", { name: `Order ${order.id}` })).toBeVisible();
    }
  });

  test("a product by its title in either language, and a low-stock size's editor", async ({
    page,
  }) => {
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto("/admin/products");
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    const all = await cards.count();
    const search = page.getByLabel("Search products");
    await search.fill("linen");
    // The server answers the search once the typing pauses: its count shows with its cards.
    await expect(page.getByText(/^\d+ match(es)?$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Washed Linen Shirt" })).toBeVisible();
    const linen = await cards.count();
    expect(linen).toBeGreaterThan(0);
    expect(linen).toBeLessThan(all);
    await expect(page.getByText(`${linen} ${linen === 1 ? "match" : "matches"}`)).toBeVisible();
    // Arabic, typed without the hamza the title has (أكسفورد); the second word leaves out the
    // vest whose description suggests wearing it over an Oxford shirt (every word must match).
    await search.fill("اكسفورد مزررة");
    await expect(page.getByRole("heading", { name: "Oxford Button-Down Shirt" })).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(page).toHaveURL(/[?&]q=/);
    await shoot(page, "admin-products-search");
    await search.fill("no such piece");
    await expect(page.getByText("No products match “no such piece”.")).toBeVisible();

    await page.goto("/admin");
    const low = page.getByRole("region", { name: "Low Stock" }).getByRole("link").first();
    const title = ((await low.textContent()) ?? "").split("·")[0]!.trim();
    await low.click();
    await expect(page).toHaveURL(/\/admin\/products\?product=\d+$/);
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit Price" })).toBeVisible();
    await page.getByRole("link", { name: "Show all products" }).click();
    await expect(cards).toHaveCount(all);
  });

  test("a payment's order opens from its card, and its receipt stays after confirmation", async ({
    page,
    request,
  }) => {
    const order = await placeOrder(request, { instapay: true });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "atelier-receipt-")), "r.jpg");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640"><rect width="360" height="640" fill="#f4f4f0"/><rect x="30" y="60" width="300" height="40" fill="#1f2a44"/></svg>`;
    await sharp(Buffer.from(svg)).jpeg().toFile(file);
    const reported = await request.post(`/api/orders/${order.id}/payment`, {
      headers: { Authorization: `Bearer ${order.token}` },
      multipart: {
        reference: "IPN-24-0099",
        receipt: { name: "r.jpg", mimeType: "image/jpeg", buffer: fs.readFileSync(file) },
      },
    });
    expect(reported.status(), await reported.text()).toBe(200);

    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto("/admin/payments");
    const card = page.getByRole("listitem").filter({ hasText: "IPN-24-0099" });
    await expect(
      card.getByRole("link", { name: `Order ${order.id}`, exact: true }),
    ).toHaveAttribute("href", `/admin/orders/${order.id}`);
    await card.getByRole("button", { name: `Confirm payment of order ${order.id}` }).click();
    await expect(toast(page, "Payment Confirmed")).toBeVisible();
    await expect(card).toBeHidden();

    await page.goto(`/admin/orders/${order.id}`);
    const transfer = page.getByRole("region", { name: "Instapay transfer" });
    await expect(transfer.getByText("Instapay, confirmed")).toBeVisible();
    await expect(transfer.getByText("IPN-24-0099")).toBeVisible();
    await expect(transfer.getByRole("img", { name: `Receipt of order ${order.id}` })).toBeVisible();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByText("Transfer reported")).toBeVisible();
    await expect(history.getByText("Payment confirmed")).toBeVisible();
    await expect(history).not.toContainText("instapay_");
    await axeClean(page, "order with a confirmed transfer");
    await shoot(page, "admin-order-transfer");
  });
});
