import type { Locator, Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { expect, test } from "./test";
import { productInStock, shoot, toast, uniqueEmail } from "./shopper";

/*
 * Forms say what is wrong where it is wrong (docs/product.md#forms): besides the toast, each
 * invalid field shows its message under it, wired with aria-invalid and aria-describedby, and
 * focus goes to the first. And an Arabic keyboard's digits are numbers (docs/product.md#numbers):
 * ٠١٠… at the Arabic checkout is the phone 010…, stored in Latin digits.
 */

/** The field's message stands under it: below its box, and named by its aria-describedby. */
async function expectMessageUnder(page: Page, field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
  const text = page
    .getByText(message, { exact: true })
    .and(page.locator("[data-slot=field-error]"));
  await expect(text).toBeVisible();
  const [f, m] = [(await field.boundingBox())!, (await text.boundingBox())!];
  expect(m.y).toBeGreaterThanOrEqual(f.y + f.height);
  expect(Math.abs(m.y - (f.y + f.height))).toBeLessThan(40);
}

async function buyNow(page: Page, path: string, size: string, label: string) {
  await page.goto(path);
  await page.getByRole("button", { name: size, exact: true }).click();
  await page.getByRole("button", { name: label }).click();
}

test("the checkout names a wrong field under it and focuses it, in English", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const piece = await productInStock(request, 4);
  await page.setViewportSize({ width: 1280, height: 800 });
  await buyNow(page, `/product/${piece.id}`, piece.size, "Buy Now");
  await expect(page).toHaveURL(/\/checkout\?buyNow=true$/);

  const box = (name: string) => page.getByRole("textbox", { name, exact: true });
  await box("First Name").fill("Nour");
  await box("Email").fill("nour@example");
  await box("Phone").fill("02 2735 1234");
  await page.getByRole("button", { name: "Place Order" }).click();

  // The first invalid field, top to bottom, has the focus and the toast.
  await expect(box("Last Name")).toBeFocused();
  await expect(
    toast(page, "Missing Information", "Please fill in the last name field."),
  ).toBeVisible();
  await expectMessageUnder(page, box("Last Name"), "Please fill in the last name field.");
  await expectMessageUnder(page, box("Email"), "Please enter a valid email address.");
  await expectMessageUnder(page, box("Phone"), "Please enter a valid Egyptian phone number.");
  await expectMessageUnder(
    page,
    page.getByRole("combobox", { name: "Governorate", exact: true }),
    "Please fill in the governorate field.",
  );
  await expect(box("First Name")).not.toHaveAttribute("aria-invalid");
  await shoot(page, "checkout-field-errors");
  await shoot(page, "checkout-field-errors", { theme: "dark" });

  // Mended, the message goes; the next one keeps its place.
  await box("Last Name").fill("Hassan");
  await expect(box("Last Name")).not.toHaveAttribute("aria-invalid");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(box("Email")).toBeFocused();

  // /track: the same primitive, its own words.
  await page.goto("/track");
  await page.getByLabel("Order number").fill("A-12");
  await page.getByRole("button", { name: "Send My Order Link" }).click();
  await expect(page.getByLabel("Order number")).toBeFocused();
  await expectMessageUnder(
    page,
    page.getByLabel("Order number"),
    "An order number is digits only, e.g. 1024.",
  );
  await expectMessageUnder(
    page,
    page.getByLabel("Email"),
    "Please enter the email you ordered with.",
  );
  await shoot(page, "track-field-errors");
});

test("the Arabic checkout takes a phone typed in Arabic digits, and says what is wrong in Arabic", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const piece = await productInStock(request, 5);
  const email = uniqueEmail("arabic-digits");
  const password = "Tailored2026";
  expect((await request.post("/api/auth/signup", { data: { email, password } })).status()).toBe(
    201,
  );
  await page.setViewportSize({ width: 1280, height: 800 });

  // Log in (its own messages first: an empty password, in Arabic).
  await page.goto("/ar/login");
  await page.getByRole("textbox", { name: "البريد الإلكتروني", exact: true }).fill(email);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  const loginPassword = page.getByLabel("كلمة المرور", { exact: true });
  await expect(loginPassword).toBeFocused();
  await expectMessageUnder(page, loginPassword, "يُرجى إدخال كلمة المرور.");
  await shoot(page, "ar-login-field-errors");
  await loginPassword.fill(password);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(toast(page, "تم تسجيل الدخول")).toBeVisible();

  await buyNow(page, `/ar/product/${piece.id}`, piece.size, "اشتروا الآن");
  await expect(page).toHaveURL(/\/ar\/checkout\?buyNow=true$/);
  const box = (name: string) => page.getByRole("textbox", { name, exact: true });
  await box("الاسم الأول").fill("نور");
  await box("اسم العائلة").fill("حسن");
  await box("البريد الإلكتروني").fill(email);
  // A landline in Arabic digits: not a mobile.
  await box("رقم الهاتف").pressSequentially("٠٢ ٢٧٣٥ ١٢٣٤");
  await box("العنوان").fill("١٢ شارع حسن صبري");
  await page.getByRole("combobox", { name: "المحافظة" }).selectOption({ label: "الجيزة" });
  await page.getByRole("combobox", { name: "المدينة" }).selectOption({ label: "الدقي" });
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();
  await expect(box("رقم الهاتف")).toBeFocused();
  await expect(
    toast(page, "رقم هاتف غير صحيح", "يُرجى إدخال رقم هاتف محمول مصري صحيح."),
  ).toBeVisible();
  await expectMessageUnder(page, box("رقم الهاتف"), "يُرجى إدخال رقم هاتف محمول مصري صحيح.");
  await shoot(page, "ar-checkout-field-errors");

  // The mobile as an Arabic phone keyboard types it by default.
  await box("رقم الهاتف").fill("");
  await box("رقم الهاتف").pressSequentially("٠١٠ ١٢٣٤ ٥٦٧٨");
  // Shown in Latin digits as typed: left to right, ٠١٠ ١٢٣٤ would draw its groups backwards.
  await expect(box("رقم الهاتف")).toHaveValue("010 1234 5678");
  await expect(box("رقم الهاتف")).not.toHaveAttribute("aria-invalid");
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();
  await expect(page).toHaveURL(/\/ar\/order-confirmation$/);
  await expect(page.getByText("01012345678").first()).toBeVisible();

  // Stored in Latin digits: the admin finds it by the number, typed either way.
  const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  for (const q of ["01012345678", "٠١٠١٢٣٤٥٦٧٨"]) {
    const list = await request.get(`/api/admin/orders?q=${encodeURIComponent(q)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const mine = (
      (await list.json()) as { customer_email: string; customer_number: string }[]
    ).filter((o) => o.customer_email === email);
    expect(
      mine.map((o) => o.customer_number),
      q,
    ).toEqual(["01012345678"]);
  }
});
