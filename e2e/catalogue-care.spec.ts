import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./test";
import { logIn, SCREENSHOTS, toast } from "./shopper";
import { E2E_ADMIN } from "../playwright.config";

/*
 * Issue 24 for the catalogue and the admin's pages: no sale above the original, no stock lost to
 * a typo, one category whatever its case, shown in the page's language and case, products without
 * Arabic flagged, and admin addresses that are real pages (docs/product.md#admin).
 */

async function adminToken(request: APIRequestContext): Promise<string> {
  const r = await request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { token: string }).token;
}

/**
 * The window at 390 and 1280 px, as the admin sees it with a dialog open (shoot() draws whole
 * pages, and waits for photographs far down a list of products that a window never loads).
 */
async function shootWindow(page: Page, name: string, scrollTo: () => Promise<void>) {
  await page.evaluate(() =>
    document
      .querySelectorAll<HTMLElement>("[data-sonner-toaster]")
      .forEach((t) => (t.style.display = "none")),
  );
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await scrollTo();
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png` });
  }
  await page.evaluate(() =>
    document
      .querySelectorAll<HTMLElement>("[data-sonner-toaster]")
      .forEach((t) => (t.style.display = "")),
  );
}

const unique = () => Date.now().toString(36) + Math.floor(Math.random() * 1e4).toString(36);

test("an admin cannot publish a sale above the original nor lose stock to a typo; a category typed in another case joins the one in use", async ({
  page,
}) => {
  const title = `Garden Party Shirt ${unique()}`;
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto("/admin/products");
  await page.getByRole("button", { name: "Add Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Product" });
  await dialog.getByLabel(/^Product Name\*?$/).fill(title);
  await dialog.getByLabel("Original Price").fill("1000");
  await dialog.getByLabel("Sale Price").fill("1200");
  const saleError =
    "The sale price (1,200.00 EGP) cannot be above the original price (1,000.00 EGP).";
  await expect(dialog.getByRole("alert").filter({ hasText: saleError })).toBeVisible();
  await expect(dialog.getByLabel("Sale Price")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Initial inventory for size M").fill("-2");
  await dialog.getByLabel("Initial inventory for size XL").fill("2.5");
  const stockError = "M, XL: Stock must be a whole number from 0 to 1,000,000.";
  await expect(dialog.getByRole("alert").filter({ hasText: stockError })).toBeVisible();

  // The category: those in use, or a new one on purpose; "shirts" is the existing Shirts.
  const category = dialog.getByLabel(/^Category\*?$/);
  await expect(category.getByRole("option", { name: "Shirts · قمصان" })).toHaveCount(1);
  await category.selectOption({ label: "New category…" });
  await dialog.getByLabel("New category name").fill("shirts");
  await expect(dialog.getByLabel("New category name")).toHaveAccessibleDescription(
    "That is the existing category Shirts; the product joins it.",
  );

  const creates: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/products")) creates.push(r.url());
  });
  await dialog.getByRole("button", { name: "Add Product" }).click();
  await expect(dialog).toBeVisible();
  await shootWindow(page, "admin-add-product-refusals", () =>
    dialog.getByLabel("Original Price").scrollIntoViewIfNeeded(),
  );
  expect(creates).toEqual([]);

  await dialog.getByLabel("Sale Price").fill("900");
  await dialog.getByLabel("Initial inventory for size M").fill("3");
  await dialog.getByLabel("Initial inventory for size XL").fill("");
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Add Product" }).click();
  await expect(toast(page, "Product Added")).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("article", { name: title });
  const href = await card.getByRole("link", { name: "View in shop" }).getAttribute("href");
  const id = Number(/\/product\/(\d+)$/.exec(href ?? "")?.[1]);
  const saved = await (await page.request.get(`/api/products/${id}`)).json();
  // Joined to Shirts with its Arabic name; never a second "shirts".
  expect(saved).toMatchObject({
    category: "Shirts",
    categoryAr: "قمصان",
    originalPrice: 1000,
    salePrice: 900,
    quantityM: 3,
    quantityXL: 0,
  });

  // No Arabic name was given: the list says so.
  await expect(card.getByText("No Arabic text")).toBeVisible();
  await expect(card.getByText(/^Shirts · /)).toBeVisible();

  // Edit Price: a sale above the original cannot be sent.
  await card.getByRole("button", { name: "Edit Price" }).click();
  const prices = page.getByRole("dialog", { name: "Edit Price" });
  await prices.getByLabel("Sale Price").fill("1000.01");
  await expect(prices.getByRole("button", { name: "Update Sale" })).toBeDisabled();
  await expect(prices.getByRole("alert")).toHaveText(
    "The sale price (1,000.01 EGP) cannot be above the original price (1,000.00 EGP). Raise the original price first.",
  );
  await prices.getByLabel("Original Price").fill("850");
  await expect(prices.getByRole("button", { name: "Update Original" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(prices).toBeHidden();

  // Inventory: a negative count is refused where it is typed, and nothing is saved.
  await card.getByLabel("New quantity for size M").fill("-1");
  await expect(card.getByRole("alert")).toHaveText(
    "M: Stock must be a whole number from 0 to 1,000,000.",
  );
  await expect(card.getByRole("button", { name: "Save quantity for size M" })).toHaveCount(0);
  await card.getByLabel("New quantity for size M").press("Enter");
  await shootWindow(page, "admin-products-flags", () => card.scrollIntoViewIfNeeded());
  expect((await (await page.request.get(`/api/products/${id}`)).json()).quantityM).toBe(3);

  const token = await adminToken(page.request);
  await page.request.delete(`/api/products/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
});

test("categories read in the page's language and in Title Case, one whatever their case", async ({
  page,
}) => {
  const token = await adminToken(page.request);
  const headers = { authorization: `Bearer ${token}` };
  const name = `evening wear ${unique()}`;
  const ids: number[] = [];
  for (const [title, category, categoryAr] of [
    ["Silk Evening Shirt", name, "ملابس السهرة"],
    ["Velvet Evening Jacket", name.toUpperCase(), ""],
  ] as const) {
    const r = await page.request.post("/api/products", {
      headers,
      data: { title, category, categoryAr, originalPrice: 3000, salePrice: 2500, quantityM: 2 },
    });
    expect(r.status(), await r.text()).toBe(201);
    ids.push(((await r.json()) as { id: number }).id);
  }
  // Title Case, as English pages show it: "Evening Wear Xyz".
  const shown = name.replace(
    /(^|\s)(\p{L})/gu,
    (_m, space: string, c: string) => space + c.toUpperCase(),
  );

  await page.goto("/products");
  const filter = page.getByLabel("Category");
  const options = await filter.getByRole("option").allTextContents();
  expect(options.filter((o) => o.toLowerCase() === name)).toEqual([shown]);
  expect(options).toContain("Shirts");
  await filter.selectOption({ label: shown });
  const cards = page.locator("article");
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all())
    await expect(card.getByText(shown, { exact: true })).toBeVisible();

  // Arabic: the category's Arabic name, for both products (the second joined the first's).
  await page.goto(`/ar/products?category=${encodeURIComponent(name)}`);
  await expect(page.getByLabel("الفئة")).toHaveValue(name);
  await expect(page.getByLabel("الفئة").getByRole("option", { name: "ملابس السهرة" })).toHaveCount(
    1,
  );
  await expect(page.locator("article").getByText("ملابس السهرة", { exact: true })).toHaveCount(2);
  await expect(page.getByLabel("الفئة").getByRole("option", { name: "قمصان" })).toHaveCount(1);

  for (const id of ids) await page.request.delete(`/api/products/${id}`, { headers });
});

test("admin addresses are real pages: 200 and noindex, no language switcher, /ar/admin leads to /admin", async ({
  page,
}) => {
  for (const url of [
    "/admin",
    "/admin/products",
    "/admin/orders",
    "/admin/orders/1",
    "/admin/payments",
  ]) {
    const r = await page.request.get(url, { maxRedirects: 0 });
    expect(r.status(), url).toBe(200);
    expect(r.headers()["x-robots-tag"], url).toBe("noindex");
  }
  const ar = await page.request.get("/ar/admin/orders?status=pending", { maxRedirects: 0 });
  expect(ar.status()).toBe(302);
  expect(ar.headers().location).toBe("/admin/orders?status=pending");

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  // The shop offers Arabic (an admin lands in the admin, so go to the shop first)…
  await page.goto("/");
  const switcher = page.getByRole("link", { name: "Read this page in العربية" });
  await expect(switcher).toBeVisible();
  await page.goto("/admin/products");
  await expect(page.getByRole("heading", { name: "Product Management" })).toBeVisible();
  await expect(switcher).toHaveCount(0);
  await page.goto("/ar/admin");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(switcher).toHaveCount(0);
});
