import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";

/*
 * Steps the shopper journeys share: finding a piece in stock, filling the checkout, and the
 * screenshots for docs/.
 */

export const SCREENSHOTS = "docs/screenshots";

type ProductRow = {
  id: number;
  title: string;
  salePrice: number;
  quantityS: number;
  quantityM: number;
  quantityL: number;
  quantityXL: number;
  colors?: unknown[];
};
export type Size = "S" | "M" | "L" | "XL";

/**
 * A product on the collection's first page with at least `min` pieces of some size, skipping the
 * first `skip` such products.
 */
export async function productInStock(
  request: APIRequestContext,
  skip = 0,
  min = 3,
): Promise<{ id: number; title: string; size: Size; price: number }> {
  // The collection's first page (issue 27: 24 cards, name A–Z): what a shopper sees at /products.
  const products = (await (
    await request.get("/api/products?limit=24&sort=name-asc")
  ).json()) as ProductRow[];
  // A piece without colours: the journeys that use this one are about the bag and checkout, and
  // a piece in colours opens on its first colour, whose stock is not the sum (e2e/colours.spec.ts).
  const found = products
    .filter((p) => (p.colors?.length ?? 0) === 0)
    .map((p) => ({
      p,
      size: (["M", "L", "S", "XL"] as const).find((s) => p[`quantity${s}`] >= min),
    }))
    .filter((x): x is { p: ProductRow; size: Size } => x.size !== undefined)[skip];
  if (!found) throw new Error("the demo catalog has no product in stock");
  return { id: found.p.id, title: found.p.title, size: found.size, price: found.p.salePrice };
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export type Shopper = {
  firstName: string;
  lastName: string;
  email?: string;
  phone: string;
  address: string;
  floor: string;
  apartment: string;
  governorate: "Cairo" | "Giza";
  city: string;
};

export const NOUR: Shopper = {
  firstName: "Nour",
  lastName: "Hassan",
  phone: "010 1234 5678",
  address: "12 Hassan Sabry Street",
  floor: "3",
  apartment: "7",
  governorate: "Cairo",
  city: "Al-Zamalek",
};

/** Fills the checkout as a shopper would; the e-mail only when given (it may be prefilled). */
export async function fillCheckout(page: Page, shopper: Shopper) {
  await page.getByRole("textbox", { name: "First Name", exact: true }).fill(shopper.firstName);
  await page.getByRole("textbox", { name: "Last Name", exact: true }).fill(shopper.lastName);
  if (shopper.email !== undefined)
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(shopper.email);
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill(shopper.phone);
  await page.getByRole("textbox", { name: "Address", exact: true }).fill(shopper.address);
  await page.getByRole("textbox", { name: "Floor", exact: true }).fill(shopper.floor);
  await page.getByRole("textbox", { name: "Apartment", exact: true }).fill(shopper.apartment);
  const city = page.getByRole("combobox", { name: "City", exact: true });
  const governorate = page.getByRole("combobox", { name: "Governorate", exact: true });
  // A signed-in shopper's last order may have filled both (docs/product.md#checkout-checkout).
  if ((await governorate.inputValue()) === "") await expect(city).toBeDisabled();
  await governorate.selectOption(shopper.governorate);
  await city.selectOption(shopper.city);
}

/** A toast with this title and description (sonner's list items). */
export function toast(page: Page, title: string, description?: string) {
  const item = page.locator("[data-sonner-toast]").filter({ hasText: title });
  return description ? item.filter({ hasText: description }) : item;
}

/**
 * Saves the current screen at a phone's and a laptop's width, then puts the window back. Full
 * pages leave toasts out (pinned to the window, they would land mid-page); `toasts: true` keeps
 * them and shoots the window only. `theme` switches the theme for the shot and restores it.
 * E2E_SHOTS=off (CI, .ci/run) takes none: they are pictures for the README, asserting nothing,
 * and CI keeps none of them; two seconds a call, about a third of a journey that takes several.
 */
export async function shoot(
  page: Page,
  name: string,
  { theme, toasts = false }: { theme?: "light" | "dark"; toasts?: boolean } = {},
) {
  if (process.env.E2E_SHOTS === "off") return;
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const before = page.viewportSize();
  const setTheme = (t: "light" | "dark") =>
    page.evaluate((value) => {
      document.documentElement.classList.toggle("dark", value === "dark");
      document.documentElement.style.colorScheme = value;
    }, t);
  if (theme) await setTheme(theme);
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(async (full) => {
      await document.fonts.ready;
      if (full) {
        // A whole page as a shopper scrolling it sees it: photographs load and far cards render
        // as they come near (content-visibility, ProductImage), so pass over the page once and
        // draw it from the top, where the sticky header belongs.
        const style = document.createElement("style");
        style.dataset.shoot = "";
        style.textContent = "*{content-visibility:visible!important}";
        document.head.append(style);
        for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      }
      await Promise.all(
        Array.from(document.images)
          .filter((i) => !i.complete)
          .map((i) => new Promise((r) => (i.onload = i.onerror = r))),
      );
    }, !toasts);
    await page.waitForTimeout(250);
    await page.screenshot({
      path: `${SCREENSHOTS}/${name}-${width}${theme === "dark" ? "-dark" : ""}.png`,
      fullPage: !toasts,
      // Hidden while the shot is taken, not by an inline style: the toaster is drawn anew when
      // the width crosses the phone's breakpoint, which left a fading toast in the 1280 shots.
      ...(toasts ? {} : { style: "[data-sonner-toaster]{display:none!important}" }),
    });
  }
  await page.evaluate(() =>
    document.querySelectorAll("style[data-shoot]").forEach((style) => style.remove()),
  );
  if (theme) await setTheme("light");
  if (before) await page.setViewportSize(before);
}

/**
 * axe (WCAG 2.2 AA) on each route in light and then dark, the theme set as a shopper's choice;
 * every violation as one line ("dark /cart: color-contrast (serious) …"), none expected.
 */
export async function axeProblems(page: Page, routes: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const theme of ["light", "dark"]) {
    await page.goto(routes[0]!);
    await page.evaluate((t) => localStorage.setItem("theme", t), theme);
    for (const route of routes) {
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      await page.locator("main").first().waitFor();
      const result = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      for (const v of result.violations)
        problems.push(
          `${theme} ${route}: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(" | ")}`,
        );
    }
  }
  return problems;
}

/** Adds one of `product` in its size to the bag from its page, as a shopper does. */
export async function addToBag(page: Page, product: { id: number; size: string; title: string }) {
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: product.size, exact: true }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(
    toast(page, `${product.title} (${product.size}) has been added to your cart.`),
  ).toBeVisible();
}

/** Logs in through the page: an admin lands in the admin, a customer at home. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(email === E2E_ADMIN.email ? /\/admin$/ : /\/$/);
}

/**
 * A new customer's order of one M of a piece without colours, placed through the API, with a
 * phone number no other test uses unless `phone` is given; her e-mail and password to log in.
 */
export async function placeAccountOrder(
  request: APIRequestContext,
  phone = `010${String(Math.floor(1e7 + Math.random() * 9e7))}`,
  customerName = "Yasmine Refaat",
) {
  const password = "Customer2026pass";
  const email = `customer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const signup = await request.post("/api/auth/signup", { data: { email, password } });
  expect(signup.status(), await signup.text()).toBe(201);
  const login = await request.post("/api/auth/login", { data: { email, password } });
  const { token } = (await login.json()) as { token: string };
  const products = (await (await request.get("/api/products")).json()) as {
    id: number;
    quantityM: number;
    colors: unknown[];
  }[];
  // A piece without colours: its order needs no colour (e2e/colours.spec.ts has those).
  const product = products.find((p) => p.colors.length === 0 && p.quantityM > 0);
  if (!product) throw new Error("the demo catalog has no product with size M in stock");
  const response = await request.post("/api/orders", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      products: [{ productId: product.id, S: 0, M: 1, L: 0, XL: 0 }],
      status: "Pending",
      customer_email: email,
      customer_number: phone,
      customerName,
      shippingAddress: {
        address: "4 Hassan Sabry St",
        floor: "2",
        apartment: "5",
        city: "Al-Zamalek",
        governorate: "Cairo",
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const order = (await response.json()) as { id: number };
  return { id: order.id, productId: product.id, quantityM: product.quantityM, email, password };
}
