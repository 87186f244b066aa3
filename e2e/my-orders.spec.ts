import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./test";
import { E2E_ADMIN } from "../playwright.config";
import { linkFromEmail, outbox } from "./fixtures";
import { NOUR, fillCheckout, productInStock, shoot, toast, uniqueEmail } from "./shopper";

/*
 * The shopper's side of an order's life (docs/product.md#orders, issue 13): My Account and its
 * orders, the order page with its timeline, cancel within 24 hours, a return request after
 * delivery, tracking without an account through a link that really went over SMTP, and a guest's
 * cart that survives a reload and joins the account at login. axe on the new pages in both themes.
 */

const PASSWORD = "Tailored2026";
const TRACK_ANSWER =
  "If that order number and e-mail match an order, we have sent its link to that address.";

async function signUp(request: APIRequestContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const response = await request.post("/api/auth/signup", { data: { email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

async function apiToken(request: APIRequestContext, email: string, password: string) {
  const response = await request.post("/api/auth/login", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(toast(page, "Login Successful", "Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** An order of one piece placed through the API; with a token as that customer, else a guest. */
async function apiOrder(
  request: APIRequestContext,
  email: string,
  productId: number,
  size: string,
  token?: string,
) {
  return request.post("/api/orders", {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    data: {
      products: [{ productId, [size]: 1 }],
      customer_email: email,
      customer_number: "01012345678",
      customerName: "Nour Hassan",
      shippingAddress: {
        address: "12 Hassan Sabry Street",
        floor: "3",
        apartment: "7",
        city: "Al-Zamalek",
        governorate: "Cairo",
      },
    },
  });
}

async function axe(page: Page, label: string) {
  // A dialog fading in has its text at part opacity: axe would measure the colours mid-way.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // Endless ones (a spinner, a skeleton's pulse) never finish; fades and slides do.
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    label,
  ).toEqual([]);
}

/** axe on the page as it is now, in light and in dark (the stored theme, then a reload). */
async function axeBothThemes(page: Page, ready: () => Promise<void>) {
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((t) => localStorage.setItem("theme", t), theme);
    await page.reload();
    await ready();
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
    await page.waitForLoadState("networkidle");
    await axe(page, `${page.url()} ${theme}`);
  }
  await page.evaluate(() => localStorage.setItem("theme", "light"));
  await page.reload();
  await ready();
}

test("a signed-in shopper orders, finds it under My Account, opens it and cancels it", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const product = await productInStock(request, 2);
  const email = await signUp(request, "account");
  await page.setViewportSize({ width: 1280, height: 800 });

  // A guest is sent to log in.
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?message=/);

  await logIn(page, email);
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: product.size, exact: true }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await page.goto("/checkout");
  await fillCheckout(page, NOUR);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  const orderId = (await page
    .getByText(/^#\d+$/)
    .first()
    .textContent())!.slice(1);
  await expect(page.getByRole("link", { name: "View your order" })).toHaveAttribute(
    "href",
    `/orders/${orderId}`,
  );

  // The sidebar's Account group leads to My Account.
  await page.getByRole("link", { name: "My Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "My Account", level: 1 })).toBeVisible();
  await expect(page.locator("main").getByText(email)).toBeVisible();
  const orders = page.getByRole("region", { name: "My Orders" });
  const row = orders.getByRole("link", { name: new RegExp(`Order #${orderId}\\b`) });
  await expect(row).toContainText("Pending");
  await expect(row).toContainText("1 item");
  const total = (product.price + 70).toLocaleString("en-US", { minimumFractionDigits: 2 });
  await expect(row).toContainText(`${total} EGP`);
  await expect(orders.getByRole("link").first()).toHaveAttribute("href", `/orders/${orderId}`);
  await axeBothThemes(page, () => expect(row).toBeVisible());
  await shoot(page, "account");
  await shoot(page, "account", { theme: "dark" });

  // Change password: the signup policy, then the server's answer.
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("short");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(
    toast(page, "Password Invalid", "Password must be at least 8 characters long"),
  ).toBeVisible();
  await page.getByLabel("Current password").fill("Wrong2026pass");
  await page.getByLabel("New password", { exact: true }).fill("Linen2027Summer");
  await page.getByLabel("Confirm new password").fill("Linen2027Summer");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(toast(page, "Password not changed")).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(
    toast(
      page,
      "Password changed",
      "Your password has been changed. Other devices have been signed out.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveValue("");

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByRole("heading", { name: `Order #${orderId}`, level: 1 })).toBeVisible();
  const items = page.getByRole("region", { name: "Items" });
  await expect(items.getByText(product.title)).toBeVisible();
  await expect(items.getByText(`Size ${product.size} · Qty 1`)).toBeVisible();
  await expect(items.getByText(`${total} EGP`, { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Delivery Address" })).toContainText(
    "Al-Zamalek, Cairo",
  );
  await expect(page.getByRole("region", { name: "Payment" })).toContainText("Cash on delivery");
  const timeline = page.getByRole("region", { name: "Status" }).getByRole("listitem");
  await expect(timeline).toHaveText([/^Placed/, /^Processing/, /^Shipped/, /^Delivered/]);
  await expect(page.getByRole("button", { name: "Request a return" })).toHaveCount(0);
  await axeBothThemes(page, () =>
    expect(page.getByRole("button", { name: "Cancel order" })).toBeVisible(),
  );
  await shoot(page, "order-page");
  await shoot(page, "order-page", { theme: "dark" });

  await page.getByRole("button", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel order #${orderId}?` });
  await expect(dialog).toBeVisible();
  await axe(page, "cancel dialog");
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(toast(page, "Order canceled")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await expect(timeline).toHaveText([/^Placed/, /^Canceled/]);

  // The store has it canceled, and My Account says so.
  await page.getByRole("link", { name: "My Account" }).first().click();
  await expect(row).toContainText("Canceled");
});

test("an admin delivers an order and the shopper asks to return it with a reason", async ({
  page,
  request,
}) => {
  const product = await productInStock(request, 3);
  const email = await signUp(request, "returner");
  const customer = await apiToken(request, email, PASSWORD);
  const placed = await apiOrder(request, email, product.id, product.size, customer);
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  const admin = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  for (const status of ["processing", "shipped", "delivered"]) {
    const response = await request.patch(`/api/orders/${id}/status`, {
      headers: { Authorization: `Bearer ${admin}` },
      data: { status },
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, email);
  await page.goto(`/orders/${id}`);
  await expect(page.getByRole("heading", { name: `Order #${id}`, level: 1 })).toBeVisible();
  const timeline = page.getByRole("region", { name: "Status" }).getByRole("listitem");
  await expect(timeline).toHaveText([
    /^Placed.+M$/,
    /^Processing.+M$/,
    /^Shipped.+M$/,
    /^Delivered.+M$/,
  ]);
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

  await page.getByRole("button", { name: "Request a return" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a return" });
  await expect(dialog.getByRole("button", { name: "Request return" })).toBeDisabled();
  await dialog.getByRole("radio", { name: "Wrong size" }).check();
  await dialog.getByLabel("Note (optional)").fill("The sleeves are too long.");
  await axe(page, "return dialog");
  await shoot(page, "order-return-dialog", { toasts: true });
  await dialog.getByRole("button", { name: "Request return" }).click();
  await expect(toast(page, "Return requested")).toBeVisible();
  await expect(dialog).toBeHidden();

  const request_ = page.getByRole("region", { name: "Return Request" });
  await expect(request_).toContainText("Wrong size");
  await expect(request_).toContainText("The sleeves are too long.");
  await expect(page.getByRole("button", { name: "Request a return" })).toHaveCount(0);
  await expect(timeline.last()).toHaveText(/^Return requested/);
  await shoot(page, "order-page-return");

  // The admin sees the request; the order stays delivered until the pieces arrive.
  const listed = (await (
    await request.get("/api/admin/orders", { headers: { Authorization: `Bearer ${admin}` } })
  ).json()) as { id: number; status: string; returnRequest: { reason: string } | null }[];
  expect(listed.find((o) => o.id === id)).toMatchObject({
    status: "delivered",
    returnRequest: { reason: "wrong_size" },
  });
});

test("a guest tracks an order at /track and opens the link that came over SMTP", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const product = await productInStock(request, 4);
  const email = uniqueEmail("tracker");
  // A guest's first order waits for the e-mail to be confirmed (409), then the link places it.
  const held = await apiOrder(request, email, product.id, product.size);
  expect(held.status(), await held.text()).toBe(409);
  const verify = new URL(await linkFromEmail(email, /\/verify-guest\?/));
  const verified = await request.get(`/api/orders/verify-guest${verify.search}`);
  expect(verified.status(), await verified.text()).toBe(200);
  const { order } = (await verified.json()) as { order: { id: number } };
  const mailsBefore = outbox().filter((m) => m.to.includes(email)).length;

  await page.setViewportSize({ width: 1280, height: 800 });
  // No order is reachable by its number alone.
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
  // The footer links /track too (issue 24): the page's own link is in main.
  await page.getByRole("main").getByRole("link", { name: "Track an order" }).click();
  await expect(page).toHaveURL(/\/track$/);
  await expect(page.getByRole("heading", { name: "Track Your Order", level: 1 })).toBeVisible();
  await axeBothThemes(page, () =>
    expect(page.getByRole("button", { name: "Send My Order Link" })).toBeVisible(),
  );
  await shoot(page, "track");
  await shoot(page, "track", { theme: "dark" });

  // A wrong pair gets the same answer and no mail.
  await page.getByLabel("Order number").fill(String(order.id));
  await page.getByLabel("Email").fill(uniqueEmail("stranger"));
  await page.getByRole("button", { name: "Send My Order Link" }).click();
  await expect(page.getByText(TRACK_ANSWER)).toBeVisible();
  await page.getByRole("button", { name: "Track another order" }).click();

  await page.getByLabel("Order number").fill(`#${order.id}`);
  await page.getByLabel("Email").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Send My Order Link" }).click();
  await expect(page.getByText(TRACK_ANSWER)).toBeVisible();
  await shoot(page, "track-sent");

  await expect
    .poll(() => outbox().filter((m) => m.to.includes(email)).length, { timeout: 20_000 })
    .toBeGreaterThan(mailsBefore);
  const mail = outbox().find((m) => m.to.includes(email))!;
  expect(mail.smtp).toBe(true);
  const link = mail.links.find((l) => new RegExp(`/orders/${order.id}\\?token=`).test(l));
  expect(link, mail.links.join("\n")).toBeDefined();

  await page.goto(link!);
  await expect(page.getByRole("heading", { name: `Order #${order.id}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Items" }).getByText(product.title)).toBeVisible();
  // The token lives in the address only: nothing of it is stored in the browser.
  const token = new URL(link!).searchParams.get("token")!;
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(token);
  // A tampered link finds nothing.
  await page.goto(`/orders/${order.id}?token=${token.slice(0, -2)}xx`);
  await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
});

test("a guest's cart survives a reload and joins the account's cart at login", async ({
  page,
  request,
}) => {
  const first = await productInStock(request, 5);
  const second = await productInStock(request, 6);
  const email = await signUp(request, "merger");
  const token = await apiToken(request, email, PASSWORD);
  const added = await request.post("/api/cart/add", {
    headers: { Authorization: `Bearer ${token}` },
    data: { productId: second.id, [second.size]: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/product/${first.id}`);
  await page.getByRole("button", { name: first.size, exact: true }).click();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByText(first.title)).toBeVisible();

  await logIn(page, email);
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByText(first.title)).toBeVisible();
  await expect(page.getByText(second.title)).toBeVisible();
  // The guest bag has moved into the account: nothing is left on the device to merge twice.
  expect(await page.evaluate(() => localStorage.getItem("cart"))).toBeNull();
  await page.reload();
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
});
