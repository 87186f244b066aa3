import { expect, test } from "./test";
import { productInStock, shoot, toast, uniqueEmail } from "./shopper";

/*
 * Every message in the page's language (issue 24, item 7; docs/product.md#languages): a failed
 * login, the login page's notice and the checkout's city picker, on /ar as a shopper sees them.
 * The Arabic words are written here, not read from the messages, so a wrong message fails.
 */

const PASSWORD = "Sunrise2026";

test("a wrong password on /ar/login says so in Arabic, and on /login in docs/product.md's English", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("ar-login");
  const signup = await request.post("/api/auth/signup", { data: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(201);

  await page.goto("/ar/login");
  await page.getByRole("textbox", { name: "البريد الإلكتروني" }).fill(email);
  await page.getByLabel("كلمة المرور", { exact: true }).fill("Wrong2026pass");
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(
    toast(page, "تعذّر تسجيل الدخول", "البريد الإلكتروني أو كلمة المرور غير صحيحة."),
  ).toBeVisible();
  // A failed login is not a lost session: no "please log in", no trip through ?message=.
  await expect(page.getByText("يُرجى تسجيل الدخول للمتابعة")).toHaveCount(0);
  await expect(page).toHaveURL(/\/ar\/login$/);
  await shoot(page, "ar-login-failed", { toasts: true });

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Wrong2026pass");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(toast(page, "Login Failed", "Invalid email or password")).toBeVisible();
});

test("a guest sent to log in from /ar/account reads the notice in Arabic; /login keeps docs/product.md's words", async ({
  page,
}) => {
  await page.goto("/ar/account");
  // With the page that asked, to return to after logging in (its /ar kept).
  await expect(page).toHaveURL(/\/ar\/login\?message=login-required&next=%2Far%2Faccount$/);
  const notice = page.getByRole("alert").filter({ hasText: "يلزم تسجيل الدخول" });
  await expect(notice).toContainText("يُرجى تسجيل الدخول للمتابعة.");
  expect(await notice.innerText()).not.toMatch(/[A-Za-z]/);
  await shoot(page, "ar-login-notice");
  await shoot(page, "ar-login-notice", { theme: "dark" });

  // An older link's English words, or anyone's own: the page's words, never the link's.
  await page.goto(`/ar/login?message=${encodeURIComponent("Call 0100 000 0000 now")}`);
  await expect(page.getByRole("alert")).toContainText("يُرجى تسجيل الدخول للمتابعة.");
  await expect(page.getByText("Call 0100")).toHaveCount(0);

  await page.goto("/login?message=login-required");
  await expect(
    page.getByRole("alert").filter({ hasText: "Authentication Required" }),
  ).toContainText("Please log in to continue");
});

test("the Arabic checkout lists a governorate's cities in Arabic alphabetical order", async ({
  page,
  request,
}) => {
  const piece = await productInStock(request);
  await page.goto(`/ar/product/${piece.id}`);
  await page.getByRole("button", { name: piece.size, exact: true }).click();
  await page.getByRole("button", { name: "أضيفوا إلى الحقيبة" }).click();
  await expect(page.getByRole("link", { name: "حقيبة التسوق، قطعة واحدة" })).toBeVisible();
  await page.getByRole("link", { name: "حقيبة التسوق، قطعة واحدة" }).click();
  await page.getByRole("link", { name: "إتمام الطلب" }).click();
  await expect(page).toHaveURL(/\/ar\/checkout$/);

  const city = page.getByRole("combobox", { name: "المدينة" });
  await page.getByRole("combobox", { name: "المحافظة" }).selectOption({ label: "القاهرة" });
  const cairo = (await city.locator("option:not([disabled])").allInnerTexts()).map((t) => t.trim());
  // Written out: by the Arabic names, not by the English ones (Al-Abbasiya … Shubra).
  expect(cairo).toEqual([
    "الزمالك",
    "العاصمة الإدارية الجديدة",
    "العباسية",
    "القاهرة الجديدة",
    "المرج",
    "المطرية",
    "المعادي",
    "المقطم",
    "حلوان",
    "شبرا",
    "عين شمس",
    "مدينة 15 مايو",
    "مدينة الشروق",
    "مدينة بدر",
    "مدينة نصر",
    "مصر الجديدة",
    "وسط البلد",
  ]);
  await page.getByRole("combobox", { name: "المحافظة" }).selectOption({ label: "الجيزة" });
  const giza = (await city.locator("option:not([disabled])").allInnerTexts()).map((t) => t.trim());
  expect(giza).toHaveLength(42);
  expect(giza.slice(0, 3)).toEqual(["أبو النمرس", "أبو رواش", "أرض اللواء"]);
  expect(giza.at(-1)).toBe("نيو جيزة");
  // The value sent stays the canonical English name.
  await city.selectOption({ label: "الدقي" });
  await expect(city).toHaveValue("Al-Dokki");
});
