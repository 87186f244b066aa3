import { expect, test } from "./test";
import { E2E_ADMIN } from "../playwright.config";
import { linkFromEmail } from "./fixtures";
import { axeProblems, logIn, productInStock, shoot, uniqueEmail } from "./shopper";

/*
 * Staff and permissions (issue 33, docs/product.md#the-team) against the real built server: the
 * owner invites a member on the Team page; she sets her password through the e-mailed link and
 * works the order desk and the stock, sees no price controls, and the API refuses her a price.
 */

test("a staff member joins by the e-mailed link, and cannot change a price", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("staff");
  const product = await productInStock(request);

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole("link", { name: "Team" }).click();
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Invite someone" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: email });
  await expect(row.getByText("Invitation sent", { exact: true })).toBeVisible();
  await expect(row.getByRole("combobox", { name: `Role of ${email}` })).toHaveValue("staff");
  await shoot(page, "admin-team", { theme: "light" });
  await shoot(page, "admin-team", { theme: "dark" });
  expect(await axeProblems(page, ["/admin/team"])).toEqual([]);

  // Her own window: the link sets her password, and she logs in to the order desk.
  const staff = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const desk = await staff.newPage();
  await desk.goto(await linkFromEmail(email, /\/reset-password\?token=/));
  const password = "Desk2026Linen";
  await desk.getByLabel("New password", { exact: true }).fill(password);
  await desk.getByLabel("Confirm new password").fill(password);
  await expect(desk.getByRole("heading", { name: "Set Your Password" })).toBeVisible();
  await desk.getByRole("button", { name: "Set Your Password" }).click();
  await expect(desk.getByRole("heading", { name: "Password Set" })).toBeVisible();
  await desk.goto("/login");
  await desk.getByLabel("Email").fill(email);
  await desk.getByLabel("Password", { exact: true }).fill(password);
  await desk.getByRole("button", { name: "Log In" }).click();
  await expect(desk).toHaveURL(/\/admin$/);

  // The dashboard: the counts, no sales figure, no links to the admin's pages.
  const figures = desk.getByLabel("Store figures");
  await expect(figures.getByText("Total Orders")).toBeVisible();
  await expect(figures.getByText("Total Sales (EGP)")).toHaveCount(0);
  for (const name of ["Analytics", "Discount codes", "Shipping zones", "Team"])
    await expect(desk.getByRole("link", { name, exact: true })).toHaveCount(0);

  // Her product card: stock and words, no price, photographs or deletion.
  await desk.goto(`/admin/products?product=${product.id}`);
  const card = desk.getByRole("article", { name: product.title });
  await expect(card.getByRole("button", { name: "Edit Text" })).toBeVisible();
  await expect(card.getByLabel("New quantity for size M")).toBeVisible();
  await expect(card.getByRole("button", { name: "Edit Price" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: `Delete ${product.title}` })).toHaveCount(0);
  await shoot(desk, "admin-products-staff", { theme: "light" });
  expect(await axeProblems(desk, [`/admin/products?product=${product.id}`])).toEqual([]);

  // The admin's pages say so instead of failing…
  await desk.goto("/admin/analytics");
  await expect(desk.getByRole("heading", { name: "For the store's admin" })).toBeVisible();

  // …and the API refuses her a price, whatever the page shows: the price stays.
  const token = await desk.evaluate(() => sessionStorage.getItem("token"));
  const refused = await request.patch(`/api/products/${product.id}/sale`, {
    headers: { authorization: `Bearer ${token}` },
    data: { salePrice: 1 },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    error: "Your role does not allow this. Ask the store's admin.",
    errorCode: "FORBIDDEN",
  });
  const after = await request.get(`/api/products/${product.id}`);
  expect((await after.json()).salePrice).toBe(product.price);
  await staff.close();
});
