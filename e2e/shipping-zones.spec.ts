import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { E2E_ADMIN } from "../playwright.config";
import { addToBag, axeProblems, logIn, productInStock, shoot, toast, uniqueEmail } from "./shopper";

/*
 * Shipping zones (issue 30, docs/product.md#shipping-zones) against the real built server: the
 * admin adds "Alexandria & Delta" at 85 EGP and a free-shipping threshold on /admin/shipping; a
 * shopper checks out to Alexandria and pays 85 EGP, then, with a bag over the threshold, nothing;
 * the same in Arabic. Zones are the whole store's: the store goes back to its default at the end.
 */
test.describe.configure({ mode: "serial" });

async function adminToken(request: APIRequestContext) {
  const r = await request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { token: string }).token;
}

type Zone = { id: number; name: string };

/** Back to the default store: Greater Cairo only, no threshold (other journeys rely on it). */
async function restoreDefault(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const { zones } = (await (
    await request.get("/api/admin/shipping/zones", { headers })
  ).json()) as { zones: Zone[] };
  for (const zone of zones)
    await request.patch(`/api/admin/shipping/zones/${zone.id}`, {
      headers,
      data:
        zone.name === "Greater Cairo"
          ? { governorates: ["EG-C", "EG-GZ"], fee: 70, cod: true, enabled: true }
          : { governorates: [], enabled: false },
    });
  await request.put("/api/admin/shipping/settings", {
    headers,
    data: { freeShippingOver: null },
  });
}

test.afterAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL! });
  await restoreDefault(request);
  await request.dispose();
});

test("the admin adds Alexandria & Delta at 85 EGP, a shopper to Alexandria pays it, and nothing over the threshold, in English and Arabic", async ({
  browser,
  page,
  request,
}) => {
  const product = await productInStock(request, 5);
  // One piece below the threshold, two at or above it.
  const threshold = Math.ceil(product.price * 1.5);

  // The admin, on her own page.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.setViewportSize({ width: 1280, height: 800 });
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.getByRole("link", { name: "Shipping zones" }).click();
  await expect(admin).toHaveURL(/\/admin\/shipping$/);
  await expect(admin.getByRole("heading", { name: "Shipping Zones", level: 1 })).toBeVisible();
  await expect(admin.getByRole("heading", { name: /Greater Cairo/ })).toBeVisible();
  await admin.getByRole("button", { name: "Add a zone" }).click();
  const form = admin.getByRole("form", { name: "New zone" });
  await form.getByLabel("Name", { exact: true }).fill("Alexandria & Delta");
  await form.getByLabel("Name in Arabic").fill("الإسكندرية والدلتا");
  await form.getByLabel("Fee (EGP)").fill("85");
  await form.getByLabel("Delivery from (days)").fill("2");
  await form.getByLabel("to (days)").fill("4");
  // Cairo is Greater Cairo's: not to be taken here.
  await expect(form.getByRole("checkbox", { name: /^Cairo/ })).toBeDisabled();
  for (const name of ["Alexandria", "Beheira", "Dakahlia", "Gharbia"])
    await form.getByRole("checkbox", { name: new RegExp(`^${name}`) }).check();
  await form.getByRole("button", { name: "Add zone" }).click();
  await expect(toast(admin, "Shipping Zone Added")).toBeVisible();
  const list = admin.getByRole("list", { name: "Shipping zones" });
  await expect(list.getByText("Alexandria, Beheira, Dakahlia, Gharbia")).toBeVisible();
  await expect(list.getByText(/85\.00 EGP · 2–4 days · Cash on delivery · Enabled/)).toBeVisible();
  await admin.getByLabel("Free shipping from (EGP)").fill(String(threshold));
  await admin.getByRole("button", { name: "Save threshold" }).click();
  await expect(toast(admin, "Free Shipping Saved")).toBeVisible();
  await expect(admin.getByText(/ship free, in every zone/)).toBeVisible();
  await shoot(admin, "admin-shipping-zones");
  expect(await axeProblems(admin, ["/admin/shipping"])).toEqual([]);
  await adminContext.close();

  // The shopper, one piece: 85 EGP to Alexandria.
  await page.setViewportSize({ width: 1280, height: 800 });
  await addToBag(page, product);
  await page.goto("/checkout");
  const governorate = page.getByRole("combobox", { name: "Governorate", exact: true });
  await governorate.selectOption("Alexandria");
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText("85.00 EGP", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Alexandria & Delta: delivered within 2–4 business days, shipping 85.00 EGP."),
  ).toBeVisible();
  // The city is typed, with the governorate's main cities offered.
  const city = page.getByRole("combobox", { name: "City", exact: true });
  await city.fill("Smouha");
  await page.getByRole("textbox", { name: "First Name", exact: true }).fill("Salma");
  await page.getByRole("textbox", { name: "Last Name", exact: true }).fill("Ezzat");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail("alex"));
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("011 2345 6789");
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("14 Fouad Street");
  await shoot(page, "checkout-shipping-zone");
  expect(await axeProblems(page, ["/checkout", "/ar/checkout"])).toEqual([]);

  // Over the threshold: free shipping, then the order goes (the e-mail check first, as a guest).
  await addToBag(page, product);
  await page.goto("/checkout");
  await governorate.selectOption("Alexandria");
  await expect(summary.getByText("Free", { exact: true })).toBeVisible();
  await expect(page.getByText(/Alexandria & Delta: .* free shipping\./)).toBeVisible();

  // In Arabic: the governorate by its Arabic name, the zone's Arabic name, free shipping.
  await page.goto("/ar/checkout");
  const ar = page.getByRole("combobox", { name: "المحافظة", exact: true });
  await ar.selectOption({ label: "الإسكندرية" });
  await expect(page.getByRole("region", { name: "ملخص الطلب" }).getByText("مجاني")).toBeVisible();
  await expect(
    page.getByText("الإسكندرية والدلتا: التوصيل خلال 2–4 أيام عمل، والشحن مجاني."),
  ).toBeVisible();
  await page.getByRole("combobox", { name: "المدينة", exact: true }).fill("سموحة");
  await page.getByRole("textbox", { name: "الاسم الأول", exact: true }).fill("سلمى");
  await page.getByRole("textbox", { name: "اسم العائلة", exact: true }).fill("عزت");
  await page
    .getByRole("textbox", { name: "البريد الإلكتروني", exact: true })
    .fill(uniqueEmail("alex-ar"));
  await page.getByRole("textbox", { name: "رقم الهاتف", exact: true }).fill("011 2345 6780");
  await page.getByRole("textbox", { name: "العنوان", exact: true }).fill("14 شارع فؤاد");
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();
  // The server took the governorate its zone serves: the guest is asked to confirm the e-mail.
  await expect(page.getByText("يُرجى تأكيد بريدكم الإلكتروني")).toBeVisible();
});
