import { expect, test } from "./test";
import { E2E_ADMIN } from "../playwright.config";
import { axeProblems, logIn, placeAccountOrder, shoot } from "./shopper";

/*
 * The owner's analytics (issue 33, docs/product.md#analytics) against the real built server: five
 * cash orders to Zamalek, one refused at the door; the owner reads the sales chart and its table,
 * and Cairo in the refusal table, in light and dark.
 */

test("the owner reads the sales chart and the refusal table", async ({ page, request }) => {
  const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const orders = [];
  for (let i = 0; i < 5; i++) orders.push(await placeAccountOrder(request));
  const refused = await request.patch(`/api/orders/${orders[0]!.id}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: "refused" },
  });
  expect(refused.status(), await refused.text()).toBe(200);

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole("link", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();

  // Sales: the totals, the chart and, under it, its numbers by day (today's row counts ours).
  const totals = page.getByLabel("Totals");
  await expect(totals.getByText("Refused at the door")).toBeVisible();
  await expect(page.locator("figure svg")).toBeVisible();
  const days = page.getByRole("table", { name: "Sales by day" });
  const today = days.getByRole("row").last();
  expect(
    Number((await today.getByRole("cell").nth(1).textContent())!.replace(/,/g, "")),
  ).toBeGreaterThanOrEqual(4);
  expect(Number((await today.getByRole("cell").nth(4).textContent())!)).toBeGreaterThanOrEqual(1);

  // Where parcels come back: Cairo, with its refusal.
  const governorates = page.getByRole("table", { name: "By governorate" });
  const cairo = governorates.getByRole("row").filter({ hasText: /^Cairo/ });
  await expect(cairo).toBeVisible();
  expect(Number((await cairo.getByRole("cell").nth(3).textContent())!)).toBeGreaterThanOrEqual(1);
  await expect(cairo.getByRole("cell").nth(4)).toHaveText(/%$/);

  await shoot(page, "admin-analytics", { theme: "light" });
  await shoot(page, "admin-analytics", { theme: "dark" });
  expect(await axeProblems(page, ["/admin/analytics"])).toEqual([]);
});
