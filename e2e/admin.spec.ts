import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expect, test } from "./test";
import { logIn } from "./shopper";
import sharp from "sharp";
import { E2E_ADMIN } from "../playwright.config";

/*
 * The admin's journeys (docs/product.md#admin) against the real built server: the guard, a product
 * from creation to deletion with real uploads, an order through every status with the dashboard's
 * figures following, axe on both pages in both themes, and the screenshots for docs/.
 */

const SCREENSHOTS = "docs/screenshots";
const PASSWORD = "Customer2026pass";

type ProductRow = {
  id: number;
  title: string;
  quantityM: number;
  salePrice: number;
  colors: unknown[];
};

/** Small but real photographs for the upload field: a gradient in the label's colours. */
async function makeImages(): Promise<{ first: string; second: string; third: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-admin-"));
  const image = async (name: string, from: string, to: string, format: "jpeg" | "png") => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="480" height="600" fill="url(#g)"/><rect x="150" y="170" width="180" height="260" fill="#f6f1e7" opacity="0.85"/></svg>`;
    const file = path.join(dir, name);
    await sharp(Buffer.from(svg))[format]().toFile(file);
    return file;
  };
  return {
    first: await image("linen-front.jpg", "#b08d57", "#7a5c2e", "jpeg"),
    second: await image("linen-back.png", "#2f4a3a", "#1f2a44", "png"),
    third: await image("linen-detail.jpg", "#1f2a44", "#10141f", "jpeg"),
  };
}

async function apiToken(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const response = await request.post("/api/auth/login", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function newCustomer(
  request: APIRequestContext,
  label: string,
): Promise<{ email: string; token: string }> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const signup = await request.post("/api/auth/signup", { data: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(201);
  return { email, token: await apiToken(request, email, PASSWORD) };
}

async function productWithStockM(request: APIRequestContext, skip = 0): Promise<ProductRow> {
  const products = (await (await request.get("/api/products")).json()) as ProductRow[];
  // Pieces without colours: their stock and photographs are set on the product itself.
  const product = products.filter((p) => p.colors.length === 0 && p.quantityM > 0)[skip];
  if (!product) throw new Error("the demo catalog has no product with size M in stock");
  return product;
}

/** A signed-in customer's order of one M, placed through the API; answers the order. */
async function placeOrder(
  request: APIRequestContext,
  customer: { email: string; token: string },
  product: ProductRow,
) {
  const response = await request.post("/api/orders", {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: {
      products: [{ productId: product.id, S: 0, M: 1, L: 0, XL: 0 }],
      status: "Pending",
      customer_email: customer.email,
      customer_number: "01012345678",
      customerName: "Nour Hassan",
      addressDetails: "12 Shagaret El Dor St, Floor 3, Apt 7, Al-Zamalek, Cairo",
      shippingAddress: {
        address: "12 Shagaret El Dor St",
        floor: "3",
        apartment: "7",
        city: "Al-Zamalek",
        governorate: "Cairo",
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; totalPrice: number };
}

const figure = (page: Page, label: string): Locator =>
  page.locator('dl[aria-label="Store figures"] > div').filter({ hasText: label }).locator("dd");

/** The dashboard's figures as numbers ("12,345.00" → 12345). */
async function figures(page: Page) {
  const read = async (label: string) => {
    const cell = figure(page, label);
    await expect(cell).toHaveText(/^[\d,]+(\.\d\d)?$/);
    return Number((await cell.innerText()).replace(/,/g, ""));
  };
  return {
    sales: await read("Total Sales (EGP)"),
    total: await read("Total Orders"),
    pending: await read("Pending Orders"),
    delivered: await read("Delivered Orders"),
    returned: await read("Returned Orders"),
    canceled: await read("Canceled Orders"),
  };
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).last();

test.describe("admin", () => {
  test("a guest is sent to log in; a signed-in customer is told the area is not theirs", async ({
    page,
    request,
  }) => {
    await page.goto("/admin");
    // A key the login page words in its language (docs/product.md#accounts), and the page that
    // asked, to land on after logging in (issue 24).
    await expect(page).toHaveURL(/\/login\?message=login-required&next=%2Fadmin$/);
    await expect(page.getByText("Authentication Required")).toBeVisible();

    const customer = await newCustomer(request, "shopper");
    await logIn(page, customer.email, PASSWORD);
    const adminCalls: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (
        url.pathname.startsWith("/api/admin") ||
        (url.pathname.startsWith("/api/products") && r.method() !== "GET")
      )
        adminCalls.push(url.pathname);
    });
    for (const path of ["/admin", "/admin/products"]) {
      await page.goto(path);
      await expect(page.getByText("This area is for the store's administrators.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Product Management" })).toHaveCount(0);
    }
    // Still signed in (no 403 cleared the session) and never asked the server for admin data.
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    expect(adminCalls).toEqual([]);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an admin adds a product with photographs and stock, edits it, sees it in the shop and deletes it", async ({
    page,
  }) => {
    const files = await makeImages();
    const title = `Zamalek Linen Shirt ${Date.now().toString(36)}`;
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByRole("link", { name: "Products", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole("heading", { name: "Product Management" })).toBeVisible();

    // Add Product: the required fields are checked first.
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    await dialog.getByRole("button", { name: "Add Product" }).click();
    await expect(toast(page, "Please fill in all required fields")).toBeVisible();
    await expect(dialog.getByLabel(/^Product Name\*?$/)).toHaveAttribute("aria-invalid", "true");

    await dialog.getByLabel(/^Product Name\*?$/).fill(title);
    await dialog.getByLabel("Product Images").setInputFiles([files.first, files.third]);
    await dialog.getByLabel("Product Images").setInputFiles([files.second]);
    await expect(dialog.getByRole("img", { name: /^New image/ })).toHaveCount(3);
    await dialog.getByRole("button", { name: "Remove linen-detail.jpg" }).click();
    await expect(dialog.getByRole("img", { name: /^New image/ })).toHaveCount(2);
    await dialog
      .getByLabel("Description", { exact: true })
      .fill("Washed Egyptian linen with mother-of-pearl buttons.");
    await expect(dialog.getByLabel("Original Price")).toHaveAttribute("inputmode", "decimal");
    await dialog.getByLabel("Original Price").fill("1450");
    // An Arabic keyboard's digits and decimal separator are a price (docs/product.md#numbers).
    await dialog.getByLabel("Sale Price").pressSequentially("١٢٠٠٫٥٠");
    await expect(dialog.getByLabel("Sale Price")).toHaveValue("1200.50");
    await dialog.getByLabel(/^Material\*?$/).fill("Egyptian linen");
    // A category in use is chosen, not typed (issue 24).
    await dialog.getByLabel(/^Category\*?$/).selectOption("Shirts");
    await dialog.getByLabel("Product Name (Arabic)").fill("قميص الكتان المصري");
    await dialog.getByLabel("Initial inventory for size S").fill("3");
    await dialog.getByLabel("Initial inventory for size M").fill("2");
    await dialog.getByLabel("Initial inventory for size L").fill("4");

    const uploads: Promise<unknown>[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/images/upload")) uploads.push(r.response());
    });
    await dialog.getByRole("button", { name: "Add Product" }).click();
    await expect(toast(page, "Product Added")).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(uploads).toHaveLength(2);

    const card = page.getByRole("article", { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText("Original: 1,450.00 EGP")).toBeVisible();
    await expect(card.getByText("Sale: 1,200.50 EGP")).toBeVisible();
    await expect(card.getByText("Total stock: 9")).toBeVisible();
    await expect(card.getByRole("img", { name: title })).toHaveAttribute(
      "src",
      /^\/uploads\/.+-1600\.webp$/,
    );
    const href = await card.getByRole("link", { name: "View in shop" }).getAttribute("href");
    const productId = /\/product\/(\d+)$/.exec(href ?? "")?.[1];
    expect(productId).toBeTruthy();
    // The Arabic name went with it; the Arabic fields left empty stay empty (issue 16), but for
    // the category's, which comes with the category in use (issue 24).
    const saved = await (await page.request.get(`/api/products/${productId}`)).json();
    expect(saved).toMatchObject({
      titleAr: "قميص الكتان المصري",
      descriptionAr: "",
      categoryAr: "قمصان",
    });

    // Edit Text: the Arabic description beside the English one; only the change is sent.
    await card.getByRole("button", { name: "Edit Text" }).click();
    const words = page.getByRole("dialog", { name: "Edit Text" });
    await expect(words.getByLabel("Product Name (Arabic)")).toHaveValue("قميص الكتان المصري");
    await expect(words.getByLabel("Description (Arabic)")).toHaveAttribute("dir", "rtl");
    await expect(words.getByRole("button", { name: "Save Text" })).toBeDisabled();
    await words.getByLabel("Description (Arabic)").fill("كتان مصري مغسول بأزرار من عرق اللؤلؤ.");
    await words.getByRole("button", { name: "Save Text" }).click();
    await expect(toast(page, "Text Updated")).toBeVisible();
    await expect(words).toBeHidden();
    expect(await (await page.request.get(`/api/products/${productId}`)).json()).toMatchObject({
      title,
      titleAr: "قميص الكتان المصري",
      descriptionAr: "كتان مصري مغسول بأزرار من عرق اللؤلؤ.",
    });

    // The storefront shows it, with the New badge: first of the home page's New Arrivals (the
    // collection pages A–Z, where a new piece may be on any page).
    await page.goto("/");
    const shopCard = page
      .getByRole("region", { name: "New Arrivals" })
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(shopCard).toBeVisible();
    await expect(shopCard.getByText("New", { exact: true })).toBeVisible();

    // Edit Price: each button is disabled while its value is empty or not above 0.
    await page.goto("/admin/products");
    await card.getByRole("button", { name: "Edit Price" }).click();
    const prices = page.getByRole("dialog", { name: "Edit Price" });
    const updateOriginal = prices.getByRole("button", { name: "Update Original" });
    const updateSale = prices.getByRole("button", { name: "Update Sale" });
    await expect(updateOriginal).toBeDisabled();
    await expect(updateSale).toBeDisabled();
    await prices.getByLabel("Original Price").fill("0");
    await expect(updateOriginal).toBeDisabled();
    await prices.getByLabel("Original Price").fill("1500");
    await expect(updateOriginal).toBeEnabled();
    await updateOriginal.click();
    await expect(toast(page, "Original Price Updated")).toBeVisible();
    await expect(prices.getByText("Currently 1,500.00 EGP")).toBeVisible();
    await prices.getByLabel("Sale Price").fill("999.99");
    await updateSale.click();
    await expect(toast(page, "Sale Price Updated")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(card.getByText("Original: 1,500.00 EGP")).toBeVisible();
    await expect(card.getByText("Sale: 999.99 EGP")).toBeVisible();

    // Edit Images: the current two, replaced by one new upload.
    const before = await card.getByRole("img", { name: title }).getAttribute("src");
    await card.getByRole("button", { name: "Edit Images" }).click();
    const images = page.getByRole("dialog", { name: "Edit Images" });
    await expect(images.getByRole("img", { name: /^Current image/ })).toHaveCount(2);
    await expect(images.getByRole("button", { name: "Upload Images" })).toBeDisabled();
    await images.getByLabel("New Images").setInputFiles([files.third]);
    await images.getByRole("button", { name: "Upload Images" }).click();
    await expect(toast(page, "Images Updated")).toBeVisible();
    await expect(images).toBeHidden();
    await expect(card.getByRole("img", { name: title })).not.toHaveAttribute("src", before ?? "");
    const product = (await (await page.request.get(`/api/products/${productId}`)).json()) as {
      images: string[];
      salePrice: number;
      originalPrice: number;
    };
    expect(product).toMatchObject({ originalPrice: 1500, salePrice: 999.99 });
    expect(product.images).toHaveLength(1);

    // Inventory by Size: actions only while the typed value differs; below 0 is refused (issue 24).
    const quantity = (size: string) => card.getByLabel(`New quantity for size ${size}`);
    const save = (size: string) =>
      card.getByRole("button", { name: `Save quantity for size ${size}` });
    await expect(save("M")).toHaveCount(0);
    await quantity("XL").fill("-4");
    await expect(save("XL")).toHaveCount(0);
    await expect(card.getByRole("alert")).toHaveText(
      "XL: Stock must be a whole number from 0 to 1,000,000.",
    );
    await quantity("XL").fill("0");
    await expect(card.getByRole("alert")).toHaveCount(0);
    await quantity("L").fill("7");
    await expect(save("L")).toBeVisible();
    await card.getByRole("button", { name: "Discard quantity for size L" }).click();
    await expect(quantity("L")).toHaveValue("4");
    await expect(save("L")).toHaveCount(0);
    await quantity("M").fill("0");
    await save("M").click();
    await expect(toast(page, "Quantity Updated")).toBeVisible();
    const rowM = card.getByRole("row").filter({ has: page.getByLabel("New quantity for size M") });
    await expect(rowM.getByText("Out of Stock")).toBeVisible();
    await expect(save("M")).toHaveCount(0);
    await expect(card.getByText("Total stock: 7")).toBeVisible();

    // The product page follows: M cannot be chosen any more.
    await page.goto(`/product/${productId}`);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByRole("button", { name: "M", exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: "S", exact: true })).toBeEnabled();

    // Delete, behind its confirmation.
    await page.goto("/admin/products");
    await card.getByRole("button", { name: `Delete ${title}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(
      `Are you sure you want to delete "${title}"? This action cannot be undone.`,
    );
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: `Delete ${title}` }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Product Deleted")).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.goto(`/product/${productId}`);
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
  });

  test("an admin moves an order through every status and the dashboard's figures follow", async ({
    page,
    request,
  }) => {
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    const start = await figures(page);

    const customer = await newCustomer(request, "buyer");
    const order = await placeOrder(request, customer, await productWithStockM(request));
    await page.reload();
    const status = page.getByRole("combobox", { name: `Status of order ${order.id}` });
    await expect(status).toHaveText("Pending");
    // Newest first: the new order heads the table.
    await expect(
      page.getByRole("combobox", { name: /^Status of order/ }).first(),
    ).toHaveAccessibleName(`Status of order ${order.id}`);
    const row = page.getByRole("row").filter({ has: status });
    await expect(row).toContainText(customer.email);
    await expect(row).toContainText("01012345678");
    await expect(row).toContainText("(M) x1");
    await expect(row).toContainText(
      order.totalPrice.toLocaleString("en-US", { minimumFractionDigits: 2 }),
    );
    await expect(row).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2} (AM|PM)/);
    await expect(row).toContainText("Al-Zamalek, Cairo");
    const placed = await figures(page);
    expect(placed.total).toBe(start.total + 1);
    expect(placed.pending).toBe(start.pending + 1);
    expect(placed.sales).toBeCloseTo(start.sales + order.totalPrice, 2);

    const patches: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "PATCH" && r.url().includes("/api/orders/"))
        patches.push(r.postData() ?? "");
    });
    const choose = async (label: string) => {
      await status.click();
      await page.getByRole("option", { name: label }).click();
    };

    for (const next of ["processing", "shipped", "delivered"]) {
      await choose(next[0]!.toUpperCase() + next.slice(1));
      await expect(toast(page, `Order ${order.id} status changed to ${next}.`)).toBeVisible();
      await expect(status).toHaveText(next[0]!.toUpperCase() + next.slice(1));
      await expect(status).toBeEnabled();
      if (next === "processing") {
        // The same status again does nothing at all.
        await choose("Processing");
        await expect(status).toHaveText("Processing");
      }
    }
    expect(patches).toHaveLength(3);
    await expect(figure(page, "Pending Orders")).toHaveText(String(start.pending));
    await expect(figure(page, "Delivered Orders")).toHaveText(String(start.delivered + 1));

    await choose("Returned");
    // A final status asks first, naming its effects (issue 24).
    const confirm = page.getByRole("alertdialog", { name: `Mark order ${order.id} as returned?` });
    await expect(confirm).toContainText("1 unit goes back to stock.");
    await confirm.getByRole("button", { name: "Mark as returned" }).click();
    await expect(toast(page, `Order ${order.id} status changed to returned.`)).toBeVisible();
    await expect(status).toHaveText("Returned");
    await expect(figure(page, "Returned Orders")).toHaveText(String(start.returned + 1));
    await expect(figure(page, "Delivered Orders")).toHaveText(String(start.delivered));
    const returned = await figures(page);
    expect(returned.sales).toBeCloseTo(start.sales, 2);
    expect(returned.total).toBe(start.total + 1);

    // Returned is final: the admin is told so, and the server is not asked.
    await choose("Pending");
    await expect(toast(page, "Cannot Change Status")).toContainText(
      `Order ${order.id} has already been returned.`,
    );
    await expect(status).toHaveText("Returned");
    expect(patches).toHaveLength(4);
  });

  test("the admin pages pass axe in light and dark, and are photographed at 1280 and 390", async ({
    page,
    request,
  }) => {
    // Eight page loads, each checked by axe: more than the default minute on a shared machine.
    test.setTimeout(240_000);
    // A few orders in different states, so the dashboard looks like a working day.
    const admin = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
    for (const [i, next] of (["processing", "shipped", null, "canceled"] as const).entries()) {
      const customer = await newCustomer(request, ["layla", "omar", "salma", "karim"][i]!);
      const order = await placeOrder(request, customer, await productWithStockM(request, i));
      if (next) {
        const response = await request.patch(`/api/orders/${order.id}/status`, {
          headers: { Authorization: `Bearer ${admin}` },
          data: { status: next },
        });
        expect(response.status()).toBe(200);
      }
    }

    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const pages = [
      {
        path: "/admin",
        name: "admin-dashboard",
        heading: "Admin Dashboard",
        ready: () =>
          expect(page.getByRole("combobox", { name: /^Status of order/ }).first()).toBeVisible(),
      },
      {
        path: "/admin/products",
        name: "admin-products",
        heading: "Product Management",
        ready: () => expect(page.getByRole("article").first()).toBeVisible(),
      },
    ];
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((t) => localStorage.setItem("theme", t), theme);
      for (const { path: url, name, heading, ready } of pages) {
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
          await page.goto(url);
          await expect(page.getByRole("heading", { name: heading })).toBeVisible();
          await ready();
          await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
          await page.waitForLoadState("networkidle");
          // The first screen's photographs, decoded (lazy ones below the fold never start).
          await page.evaluate(() =>
            Promise.all(
              Array.from(document.images)
                .filter((i) => !i.complete && i.getBoundingClientRect().top < window.innerHeight)
                .map((i) => new Promise((r) => (i.onload = i.onerror = r))),
            ),
          );
          const results = await new AxeBuilder({ page }).analyze();
          expect(
            results.violations.map(
              (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
            ),
            `${url} ${theme} ${width}`,
          ).toEqual([]);
          // The dashboard whole (figures and orders); the long product list by its first screen.
          await page.screenshot({
            path: `${SCREENSHOTS}/${name}-${width}${theme === "dark" ? "-dark" : ""}.png`,
            fullPage: name === "admin-dashboard",
          });
        }
      }
    }

    // The dialogs are part of the page too.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => localStorage.setItem("theme", "light"));
    await page.goto("/admin/products");
    await page.getByRole("button", { name: "Add Product" }).click();
    await expect(page.getByRole("dialog", { name: "Add Product" })).toBeVisible();
    const dialogAxe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(dialogAxe.violations.map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-add-product-1280.png` });
  });
});
