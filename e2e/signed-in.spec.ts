import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { expect, test, waitForAppOn } from "./test";
import { linkFromEmail } from "./fixtures";
import { NOUR, productInStock, shoot, uniqueEmail } from "./shopper";

/*
 * Signed in where she expects to be (docs/product.md#accounts): "Keep me signed in" keeps the
 * session for every tab of the browser, Sign Out in one tab signs out all of them, logging in
 * lands on the page that asked for it, and an e-mailed order link opens its order anywhere.
 */
const PASSWORD = "Tailored2026";

async function newAccount(request: APIRequestContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const r = await request.post("/api/auth/signup", { data: { email, password: PASSWORD } });
  expect(r.status(), await r.text()).toBe(201);
  return email;
}

async function logIn(page: Page, email: string, password = PASSWORD, keep = false) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (keep) await page.getByLabel("Keep me signed in").check();
  await page.getByRole("button", { name: "Log In" }).click();
}

/** The sidebar's Sign Out, the first on the page (My Account has one of its own). */
const signOut = (page: Page, name = "Sign Out") => page.getByRole("button", { name }).first();

async function signedInAs(page: Page, email: string) {
  await expect(signOut(page)).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
}
const signedOut = (page: Page) => expect(page.getByRole("link", { name: "Log In" })).toBeVisible();

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test("Keep me signed in: every tab and a reopened browser are signed in, and Sign Out in one tab signs out the other", async ({
  page,
  context,
}) => {
  const email = await newAccount(page.request, "kept");
  await page.goto("/login");
  await expect(page.getByLabel("Keep me signed in")).not.toBeChecked();
  await logIn(page, email, PASSWORD, true);
  await expect(page).toHaveURL(/\/$/);
  await signedInAs(page, email);

  // A second tab of the same browser.
  const other = waitForAppOn(await context.newPage());
  await other.setViewportSize({ width: 1280, height: 800 });
  await other.goto("/account");
  await expect(other).toHaveURL(/\/account$/);
  await signedInAs(other, email);
  const token = await other.evaluate(() => localStorage.getItem("token"));
  expect(token).toBeTruthy();

  // Every tab closed and the browser opened again: its storage is kept, and so is she.
  await other.close();
  await page.close();
  const reopened = waitForAppOn(await context.newPage());
  await reopened.setViewportSize({ width: 1280, height: 800 });
  await reopened.goto("/");
  await signedInAs(reopened, email);

  // Two tabs again; Sign Out in one, and the other follows without a reload.
  const second = waitForAppOn(await context.newPage());
  await second.setViewportSize({ width: 1280, height: 800 });
  await second.goto("/products");
  await signedInAs(second, email);
  await signOut(reopened).click();
  await signedOut(reopened);
  await signedOut(second);
  await second.reload();
  await signedOut(second);
  // And the server has ended the session: the old token opens nothing.
  await expect
    .poll(async () =>
      (
        await second.request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } })
      ).status(),
    )
    .toBe(401);
});

test("Keep me signed in off: the session stays in its tab, and a new tab is signed out", async ({
  page,
  context,
}) => {
  const email = await newAccount(page.request, "tab-only");
  await page.goto("/login");
  await logIn(page, email);
  await signedInAs(page, email);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  const other = waitForAppOn(await context.newPage());
  await other.setViewportSize({ width: 1280, height: 800 });
  await other.goto("/");
  await signedOut(other);
  // The first tab keeps its own session through a reload.
  await page.reload();
  await signedInAs(page, email);
});

test("logging in lands on the page that asked for it, /ar kept; never off the site; an admin on /admin", async ({
  page,
}) => {
  const email = await newAccount(page.request, "next");

  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?message=login-required&next=%2Faccount$/);
  await expect(page.getByText("Please log in to continue")).toBeVisible();
  await logIn(page, email);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "My Account", level: 1 })).toBeVisible();
  await signOut(page).click();
  await expect(page).toHaveURL(/\/$/);

  // The Arabic account page sends her to the Arabic login and back.
  await page.goto("/ar/account");
  await expect(page).toHaveURL(/\/ar\/login\?.*next=%2Far%2Faccount$/);
  await page.getByLabel("البريد الإلكتروني").fill(email);
  await page.getByLabel("كلمة المرور", { exact: true }).fill(PASSWORD);
  await page.getByLabel("البقاء مسجّلًا الدخول").check();
  await expect(page.getByText("يُرجى تسجيل الدخول للمتابعة")).toBeVisible();
  await shoot(page, "ar-login-keep");
  await shoot(page, "ar-login-keep", { theme: "dark" });
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page).toHaveURL(/\/ar\/account$/);
  await signOut(page, "تسجيل الخروج").click();
  await expect(page).toHaveURL(/\/ar$/);

  // A next= that leads off the site is ignored: she lands at home.
  for (const evil of ["//evil.example", "https://evil.example/", "/\\evil.example"]) {
    await page.goto(`/login?next=${encodeURIComponent(evil)}`);
    await logIn(page, email);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await signOut(page).click();
  }

  // An admin with nowhere asked for lands in the admin; with next=, there.
  await page.goto("/login");
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await signOut(page).click();
  await page.goto(`/login?next=${encodeURIComponent("/admin/orders?status=pending")}`);
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/orders\?status=pending$/);
});

test("the order link in an account order's confirmation opens the order in a fresh browser", async ({
  page,
  browser,
}) => {
  const email = await newAccount(page.request, "linked");
  const login = await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const product = await productInStock(page.request);
  const placed = await page.request.post("/api/orders", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      products: [{ productId: product.id, S: 0, M: 0, L: 0, XL: 0, [product.size]: 1 }],
      status: "Pending",
      customer_email: email,
      // A number of its own, so the open-orders limit per phone never meets another test's.
      customer_number: `010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
      customerName: `${NOUR.firstName} ${NOUR.lastName}`,
      shippingAddress: {
        address: NOUR.address,
        floor: NOUR.floor,
        apartment: NOUR.apartment,
        city: NOUR.city,
        governorate: NOUR.governorate,
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  const link = await linkFromEmail(email, new RegExp(`/orders/${id}\\?token=`));

  // A phone she never logged in on: a new browser, no session at all.
  const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = waitForAppOn(await fresh.newPage());
  await phone.goto(link);
  await expect(phone.getByRole("heading", { name: `Order #${id}`, level: 1 })).toBeVisible();
  await expect(phone.getByText(product.title).first()).toBeVisible();
  // The same browser with someone else kept signed in, whose session has since ended.
  await phone.evaluate(() => {
    localStorage.setItem("token", "ended-long-ago");
    localStorage.setItem(
      "user",
      JSON.stringify({ id: 999, email: "someone@example.com", role: "customer" }),
    );
    localStorage.setItem("keepSignedIn", "true");
  });
  const tab = waitForAppOn(await fresh.newPage());
  await tab.goto(link);
  await expect(tab.getByRole("heading", { name: `Order #${id}`, level: 1 })).toBeVisible();
  await expect(tab).toHaveURL(new RegExp(`/orders/${id}\\?token=`));
  await fresh.close();
});

test("screenshots: log in with Keep me signed in", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByLabel("Keep me signed in")).toBeVisible();
  await shoot(page, "login-keep");
  await shoot(page, "login-keep", { theme: "dark" });
});
