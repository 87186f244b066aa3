import { expect, test, waitForAppOn } from "./test";
import { axeProblems, logIn, placeAccountOrder, shoot } from "./shopper";
import { E2E_ADMIN } from "../playwright.config";

/*
 * Tracking numbers (issue 30, docs/product.md#tracking-numbers): an admin records Bosta and a
 * number on an order and marks it shipped; the shopper's order page names the courier and the
 * number and links to Bosta's page in a new tab, in English and Arabic. Axe on the admin's and the
 * shopper's pages; screenshots at 390 and 1280 px for the README.
 */

const NUMBER = "4840040003";
const BOSTA_PAGE = `https://bosta.co/tracking-shipments?shipment-number=${NUMBER}`;

test("an admin records Bosta and a number and ships; the shopper follows the parcel", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const order = await placeAccountOrder(request, undefined, "Laila Mansour");

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(`/admin/orders/${order.id}`);
  const box = page.getByRole("region", { name: "Tracking" });
  await expect(box).toBeVisible();
  await box.getByLabel("Courier").selectOption("bosta");
  // A formula is refused before it is sent, by the server's own rule.
  await box.getByLabel("Tracking number").fill("=HYPERLINK(1)");
  await box.getByRole("button", { name: "Save" }).click();
  await expect(box.getByRole("alert")).toHaveText(
    "number may hold only letters, digits and dashes",
  );
  await box.getByLabel("Tracking number").fill(NUMBER);
  await box.getByRole("button", { name: "Save" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Tracking number saved" }).last(),
  ).toBeVisible();
  await expect(box.getByText(`Saved: Bosta · ${NUMBER}`)).toBeVisible();
  await expect(box.getByRole("link", { name: /Courier's page/ })).toHaveAttribute(
    "href",
    BOSTA_PAGE,
  );

  await page.getByRole("combobox", { name: `Status of order ${order.id}` }).click();
  await page.getByRole("option", { name: "Shipped" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Status Updated" }).last(),
  ).toBeVisible();
  await expect(box.getByText(/Already shipped/)).toBeVisible();
  await box.scrollIntoViewIfNeeded();
  await shoot(page, "tracking-admin");
  await shoot(page, "tracking-admin", { theme: "dark" });
  expect(await axeProblems(page, [`/admin/orders/${order.id}`, "/admin/orders"])).toEqual([]);

  // The shopper, signed in on her own device.
  // (A context of its own: axe needs one it can inspect.)
  const context = await browser.newContext();
  const shopper = waitForAppOn(await context.newPage());
  await logIn(shopper, order.email, order.password);
  await shopper.goto(`/orders/${order.id}`);
  const parcel = shopper.getByRole("region", { name: "Your Parcel" });
  await expect(parcel).toContainText(`Shipped with Bosta · tracking number ${NUMBER}`);
  const link = parcel.getByRole("link", { name: /Track your parcel/ });
  await expect(link).toHaveAttribute("href", BOSTA_PAGE);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await shoot(shopper, "tracking-order");

  await shopper.goto(`/ar/orders/${order.id}`);
  const arParcel = shopper.getByRole("region", { name: "شحنتكم" });
  await expect(arParcel).toContainText("شُحن طلبكم مع Bosta");
  await expect(arParcel).toContainText(NUMBER);
  await expect(arParcel.getByRole("link", { name: /تتبّعوا شحنتكم/ })).toHaveAttribute(
    "href",
    BOSTA_PAGE,
  );
  await shoot(shopper, "tracking-order-ar");
  expect(await axeProblems(shopper, [`/orders/${order.id}`, `/ar/orders/${order.id}`])).toEqual([]);
  await context.close();
});
