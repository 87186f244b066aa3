import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import { expect, test } from "./test";
import { logIn, placeAccountOrder as placeOrder } from "./shopper";
import { E2E_ADMIN } from "../playwright.config";

/*
 * The back office at scale (issue 14, docs/product.md#admin): the admin finds an order by its
 * phone written another way, opens it, marks it refused; the units go back and the dashboard
 * counts it. Axe on both pages, screenshots at 1280 and 390 px for docs/screenshots.
 */

const SCREENSHOTS = "docs/screenshots";

async function axeClean(page: Page, label: string) {
  // Colours are measured once nothing is fading in.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // Endless ones (a spinner, a skeleton's pulse) never finish; fades and slides do.
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    label,
  ).toEqual([]);
}

test.describe("admin orders", () => {
  test("an admin finds an order by phone, opens it and marks it refused", async ({
    page,
    request,
  }) => {
    const digits = String(Math.floor(1e7 + Math.random() * 9e7));
    const phone = `010${digits}`;
    const placed = await placeOrder(request, phone);

    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto("/admin");
    await page.getByRole("link", { name: "View all orders" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole("heading", { name: "Orders", exact: true })).toBeVisible();

    // The international spelling of the same number finds it.
    const spaced = `+20 ${phone.slice(1, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`;
    await page.getByLabel("Search", { exact: true }).fill(spaced);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/[?&]q=%2B20/);
    await expect(page.getByText("1 order", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: `Order ${placed.id}` }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/orders/${placed.id}$`));
    await expect(page.getByRole("heading", { name: `Order ${placed.id}` })).toBeVisible();
    await expect(page.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:${phone}`);

    await page.getByRole("combobox", { name: `Status of order ${placed.id}` }).click();
    await page.getByRole("option", { name: "Refused" }).click();
    // A final status asks first (issue 24).
    await page
      .getByRole("alertdialog", { name: `Mark order ${placed.id} as refused?` })
      .getByRole("button", { name: "Mark as refused" })
      .click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Status Updated" }).last(),
    ).toBeVisible();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByText("Refused")).toBeVisible();
    await expect(history.getByText(new RegExp(`admin ${E2E_ADMIN.email}`))).toBeVisible();
    // The customer's record counts the refusal (the label, then its figure).
    await expect(
      page
        .getByRole("region", { name: "Customer record" })
        .locator("dl > div")
        .filter({ hasText: /^Refused1$/ }),
    ).toBeVisible();

    // Units back once: the product has its M again.
    const product = (await (await request.get(`/api/products/${placed.productId}`)).json()) as {
      quantityM: number;
    };
    expect(product.quantityM).toBe(placed.quantityM);

    // A refused order stays refused.
    await page.getByRole("combobox", { name: `Status of order ${placed.id}` }).click();
    await page.getByRole("option", { name: "Pending" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Cannot Change Status" }).last(),
    ).toBeVisible();

    await page.goto("/admin");
    const refused = page
      .locator('dl[aria-label="Store figures"] > div')
      .filter({ hasText: "Refused Orders" })
      .locator("dd");
    await expect(refused).toHaveText(/^[1-9][\d,]*$/);
  });

  test("Export CSV sends the courier only the orders ready to ship; all orders on purpose, each with its status", async ({
    page,
    request,
  }) => {
    const ready = await placeOrder(request, `011${String(Math.floor(1e7 + Math.random() * 9e7))}`);
    const canceled = await placeOrder(
      request,
      `012${String(Math.floor(1e7 + Math.random() * 9e7))}`,
    );
    const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
    const { token } = (await login.json()) as { token: string };
    for (const [id, status] of [
      [ready.id, "processing"],
      [canceled.id, "canceled"],
    ] as const) {
      const r = await request.patch(`/api/orders/${id}/status`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { status },
      });
      expect(r.status(), await r.text()).toBe(200);
    }

    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto("/admin/orders");
    const exportButton = page.getByRole("button", { name: "Export CSV" });
    await expect(exportButton).toHaveAccessibleDescription(
      "Orders ready to ship (processing) only. Export all orders",
    );

    /** The rows of the downloaded sheet, by column name, and its file name. */
    const download = async (click: () => Promise<void>) => {
      const [file] = await Promise.all([page.waitForEvent("download"), click()]);
      const text = fs.readFileSync((await file.path())!, "utf8").replace(/^\uFEFF/, "");
      const [header, ...lines] = text.trim().split("\r\n");
      const columns = header!.split(",");
      // placeOrder's names and addresses hold no comma or quote: a plain split reads the cells.
      const rows = lines.map((line) => {
        const cells = line.split(",");
        return Object.fromEntries(columns.map((c, i) => [c, cells[i]]));
      });
      return { name: file.suggestedFilename(), rows };
    };

    const shipping = await download(() => exportButton.click());
    expect(shipping.name).toMatch(/^orders-processing-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(shipping.rows.length).toBeGreaterThan(0);
    expect(new Set(shipping.rows.map((r) => r["Order Status"]))).toEqual(new Set(["processing"]));
    const refs = shipping.rows.map((r) => r["Business Reference"]);
    expect(refs).toContain(String(ready.id));
    expect(refs).not.toContain(String(canceled.id));

    const all = await download(() =>
      page.getByRole("button", { name: "Export all orders" }).click(),
    );
    expect(all.name).toMatch(/^orders-all-/);
    expect(all.rows.find((r) => r["Business Reference"] === String(canceled.id))).toMatchObject({
      "Order Status": "canceled",
      "Cash To Collect": "0.00",
    });
    expect(
      Number(
        all.rows.find((r) => r["Business Reference"] === String(ready.id))!["Cash To Collect"],
      ),
    ).toBeGreaterThan(0);

    // A status filter names what the button exports.
    await page.goto("/admin/orders?status=canceled");
    await expect(page.getByRole("button", { name: "Export CSV" })).toHaveAccessibleDescription(
      "The canceled orders that match.",
    );
    await expect(page.getByRole("button", { name: "Export all orders" })).toHaveCount(0);
    // The top of the list, where the export says what it sends: light and dark, phone and laptop.
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((t) => localStorage.setItem("theme", t), theme);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
        await page.goto("/admin/orders");
        await expect(page.getByText("Orders ready to ship (processing) only.")).toBeVisible();
        await page.waitForLoadState("networkidle");
        await axeClean(page, `/admin/orders export ${theme} ${width}`);
        await page.screenshot({
          path: `${SCREENSHOTS}/admin-orders-export-${width}${theme === "dark" ? "-dark" : ""}.png`,
        });
      }
    }
    await page.evaluate(() => localStorage.setItem("theme", "light"));
  });

  test("the list and an order are axe clean, with screenshots at 1280 and 390", async ({
    page,
    request,
  }) => {
    const placed = await placeOrder(request, `011${String(Math.floor(1e7 + Math.random() * 9e7))}`);
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const pages = [
      { path: "/admin/orders", name: "admin-orders", heading: "Orders" },
      { path: `/admin/orders/${placed.id}`, name: "admin-order", heading: `Order ${placed.id}` },
    ];
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((t) => localStorage.setItem("theme", t), theme);
      for (const { path, name, heading } of pages) {
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
          await page.goto(path);
          await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
          await expect(
            page.getByRole("combobox", { name: /^Status of order/ }).first(),
          ).toBeVisible();
          await page.waitForLoadState("networkidle");
          await axeClean(page, `${path} ${theme} ${width}`);
          await page.screenshot({
            path: `${SCREENSHOTS}/${name}-${width}${theme === "dark" ? "-dark" : ""}.png`,
            fullPage: true,
          });
        }
      }
    }
  });
});
