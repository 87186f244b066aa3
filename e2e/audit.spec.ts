import { expect, test } from "./test";
import { E2E_ADMIN } from "../playwright.config";
import { axeProblems, logIn, placeAccountOrder, productInStock, shoot } from "./shopper";

/*
 * Who changed what (issue 33, docs/product.md#audit-log) against the real built server: the owner
 * changes a price and an order's status, then finds both on the Activity page, filters to the
 * piece, and reads the order's own history on its page.
 */

test("the owner reads who changed a price and an order's status", async ({ page, request }) => {
  const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const product = await productInStock(request, 1);
  const order = await placeAccountOrder(request);

  const price = await request.patch(`/api/products/${product.id}/sale`, {
    headers,
    data: { salePrice: product.price - 50 },
  });
  expect(price.status(), await price.text()).toBe(200);
  const status = await request.patch(`/api/orders/${order.id}/status`, {
    headers,
    data: { status: "processing" },
  });
  expect(status.status(), await status.text()).toBe(200);

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole("link", { name: "Activity" }).click();
  await expect(page.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
  const activity = page.getByRole("table", { name: "Activity, newest first" });
  // Newest first: the owner's own log-in to the admin heads the list.
  await expect(activity.getByRole("row").nth(1)).toContainText("Logged in to the admin");

  // One order's entries: its status, who changed it, before and after.
  await page.getByLabel("Order number").fill(String(order.id));
  const changed = activity.getByRole("row").filter({ hasText: "Order status changed" });
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText(E2E_ADMIN.email);
  await expect(changed).toContainText(`Order ${order.id}`);
  await expect(changed).toContainText(/pending[\s\S]*processing/i);
  await page.getByLabel("Order number").fill("");

  // One piece's entries: its price, before and after.
  await page.getByLabel("Product number").fill(String(product.id));
  const priced = activity.getByRole("row").filter({ hasText: "Price changed" }).first();
  await expect(priced).toContainText(product.title);
  await expect(priced).toContainText(`${product.price.toLocaleString("en-US")} →`);
  await expect(priced).toContainText((product.price - 50).toLocaleString("en-US"));
  await page.getByLabel("Product number").fill("");
  await expect(activity.getByRole("row").nth(1)).toContainText("Logged in to the admin");
  await shoot(page, "admin-audit", { theme: "light" });
  await shoot(page, "admin-audit", { theme: "dark" });

  // The order's own page tells its history.
  await page.goto(`/admin/orders/${order.id}`);
  const history = page.getByRole("list", { name: "Changes by the team" });
  await expect(history.getByText("Order status changed")).toBeVisible();
  expect(await axeProblems(page, ["/admin/audit", `/admin/orders/${order.id}`])).toEqual([]);
  // The price back as it was, for the journeys after this one.
  const back = await request.patch(`/api/products/${product.id}/sale`, {
    headers,
    data: { salePrice: product.price },
  });
  expect(back.status()).toBe(200);
});
