import { expect, test, type Page } from "@playwright/test";
import { productInStock } from "./shopper";

/*
 * No lost tap (docs/product.md#no-lost-tap, issue 25): the server-drawn page paints before the
 * app listens, and whatever is tapped in between is held by index.html's inline script and played
 * once the app has taken over. A slow phone (4× CPU, a slow link) and the app's JavaScript held
 * back until the taps are made, so they certainly come first; then the outcome is checked, in
 * English and in Arabic. Not e2e/test.ts's `test`: its goto waits for the app, which is the point.
 */

async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
}

/** Holds every script of the app back until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** A slow phone at `path` whose app is held back: answers the function that lets it start. */
async function openHeld(page: Page, path: string): Promise<() => void> {
  await slowPhone(page);
  const release = await holdTheApp(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return release;
}

/** Taps held so far, or null once the app has played them (and listens itself). */
const held = (page: Page) =>
  page.evaluate(() => {
    const taps = (window as { __heldTaps?: unknown[] }).__heldTaps;
    return taps ? taps.length : null;
  });

/** Page errors and console errors (a script refused by the CSP is one). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

/** The footer is drawn just after the app's first commit (e2e/test.ts). */
const appStarted = (page: Page) => page.getByRole("contentinfo");

const LANGUAGES = [
  {
    name: "English",
    prefix: "",
    addToCart: "Add to Cart",
    buyNow: "Buy Now",
    increase: "Increase quantity",
    theme: "Toggle theme",
    sidebar: "Toggle Sidebar",
    drawer: "Site",
    sortBy: "Sort By",
    bagOfTwo: "Cart, 2 items",
    email: "Email",
    firstName: "First Name",
  },
  {
    name: "Arabic",
    prefix: "/ar",
    addToCart: "أضيفوا إلى الحقيبة",
    buyNow: "اشتروا الآن",
    increase: "زيادة الكمية",
    theme: "تبديل المظهر",
    sidebar: "إظهار القائمة الجانبية أو إخفاؤها",
    drawer: "الموقع",
    sortBy: "الترتيب",
    bagOfTwo: "حقيبة التسوق، قطعتان",
    email: "البريد الإلكتروني",
    firstName: "الاسم الأول",
  },
] as const;

for (const l of LANGUAGES) {
  test(`${l.name}: a size, the stepper, Add to Cart and the theme, tapped before the app listens`, async ({
    page,
    request,
  }) => {
    const errors = errorsOf(page);
    const product = await productInStock(request);
    const release = await openHeld(page, `${l.prefix}/product/${product.id}`);
    const add = page.getByRole("button", { name: l.addToCart });
    await expect(add).toBeVisible();
    expect(await held(page)).toBe(0);
    const wasDark = await page.evaluate(() => document.documentElement.classList.contains("dark"));

    await page.getByRole("button", { name: product.size, exact: true }).click();
    await page.getByRole("button", { name: l.increase }).click();
    await add.click();
    await page.getByRole("button", { name: l.theme }).click();
    // Held, and taken: the tapped button is dimmed; the app has not started.
    expect(await held(page)).toBe(4);
    await expect(add).toHaveAttribute("data-held", "");
    await expect(appStarted(page)).toHaveCount(0);

    release();
    await expect(page.getByRole("link", { name: l.bagOfTwo })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => held(page)).toBeNull();
    await expect(add).not.toHaveAttribute("data-held");
    await expect(page.getByRole("button", { name: product.size, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const theme = wasDark ? "light" : "dark";
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe(theme);
    await page.unrouteAll();
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      !wasDark,
    );
    await expect(page.getByRole("link", { name: l.bagOfTwo })).toBeVisible({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });

  test(`${l.name}: Buy Now tapped before the app listens goes to the checkout with the piece`, async ({
    page,
    request,
  }) => {
    const errors = errorsOf(page);
    const product = await productInStock(request);
    const release = await openHeld(page, `${l.prefix}/product/${product.id}`);
    await page.getByRole("button", { name: product.size, exact: true }).click();
    await page.getByRole("button", { name: l.buyNow }).click();
    expect(await held(page)).toBe(2);
    release();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/checkout\\?buyNow=true$`), {
      timeout: 30_000,
    });
    // The piece Buy Now keeps for the checkout (features/orders/buy-now.ts).
    const item = await page.evaluate(() => sessionStorage.getItem("tempOrderItem"));
    expect(JSON.parse(item ?? "{}")).toMatchObject({
      id: String(product.id),
      selectedSize: product.size,
    });
    expect(errors).toEqual([]);
  });

  test(`${l.name}: the collection's sort and Ctrl+B, before the app listens`, async ({
    page,
    context,
  }) => {
    const errors = errorsOf(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await openHeld(page, `${l.prefix}/products`);
    const sidebar = page.locator('aside[data-slot="sidebar"]');
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await page.getByLabel(l.sortBy).selectOption("price-desc");
    await page.keyboard.press("Control+b");
    expect(await held(page)).toBe(2);
    await expect(appStarted(page)).toHaveCount(0);

    release();
    await expect(page).toHaveURL(/[?&]sort=price-desc/, { timeout: 30_000 });
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    expect((await context.cookies()).find((c) => c.name === "sidebar_state")?.value).toBe("false");
    await expect(page.getByLabel(l.sortBy)).toHaveValue("price-desc");
    expect(errors).toEqual([]);
  });

  test(`${l.name}: the phone's menu tapped before the app listens opens`, async ({ page }) => {
    const errors = errorsOf(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await openHeld(page, `${l.prefix}/`);
    await page.getByRole("button", { name: l.sidebar }).click();
    expect(await held(page)).toBe(1);
    release();
    await expect(page.getByRole("dialog", { name: l.drawer })).toBeVisible({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });

  test(`${l.name}: text typed at once into log in and checkout is kept`, async ({
    page,
    request,
  }) => {
    const errors = errorsOf(page);
    const product = await productInStock(request);
    await slowPhone(page);
    // These pages are drawn by the app itself (not on the server): their fields appear when it
    // does, and what is typed the moment they show must survive what the app does next (the
    // session check, the bag's products, the checkout's payment options).
    await page.goto(`${l.prefix}/login`, { waitUntil: "domcontentloaded" });
    const email = page.getByRole("textbox", { name: l.email, exact: true });
    await email.pressSequentially("nour@example.com");
    await expect(appStarted(page)).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    await expect(email).toHaveValue("nour@example.com");

    await page.evaluate(
      ([id, size]) => localStorage.setItem("cart", JSON.stringify([{ id, size, quantity: 1 }])),
      [String(product.id), product.size],
    );
    await page.goto(`${l.prefix}/checkout`, { waitUntil: "domcontentloaded" });
    const first = page.getByRole("textbox", { name: l.firstName, exact: true });
    await first.pressSequentially("Nour");
    await expect(appStarted(page)).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    await expect(first).toHaveValue("Nour");
    expect(errors).toEqual([]);
  });
}

test("the language link tapped before the app listens opens the Arabic page and is remembered", async ({
  page,
}) => {
  const errors = errorsOf(page);
  const release = await openHeld(page, "/about");
  // A link: the browser follows it without the app.
  await page.locator('a[hreflang="ar"]').click();
  await expect(page).toHaveURL(/\/ar\/about$/);
  expect(await page.evaluate(() => localStorage.getItem("locale"))).toBe("ar");
  release();
  expect(errors).toEqual([]);
});

test("a held tap with nothing to play, or whose button has gone, is let go quietly", async ({
  page,
  request,
}) => {
  const errors = errorsOf(page);
  const product = await productInStock(request);
  const release = await openHeld(page, `/product/${product.id}`);
  // Text is nothing the app answers: not held.
  await page.getByRole("heading", { level: 1 }).click();
  expect(await held(page)).toBe(0);
  // A held tap whose button has gone by the time the app starts (say, a page redrawn).
  await page.evaluate(() =>
    (window as { __heldTaps?: unknown[] }).__heldTaps?.push({
      t: document.createElement("button"),
      e: new MouseEvent("click"),
    }),
  );
  expect(await held(page)).toBe(1);
  release();
  await expect(appStarted(page)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => held(page)).toBeNull();
  // The app listens now: a tap is its own.
  const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  await page.getByRole("button", { name: "Toggle theme" }).click();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")))
    .toBe(!dark);
  expect(errors).toEqual([]);
});
