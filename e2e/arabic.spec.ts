import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./test";
import { linkFromEmail, outbox, rawEmail } from "./fixtures";
import { axeProblems, shoot, toast, uniqueEmail } from "./shopper";

/*
 * The Arabic storefront end to end (issue 16, docs/product.md#languages): a shopper browses /ar,
 * filters
 * and sorts, opens a piece, is told to choose a size, fills the bag, checks out with Arabic
 * place names through every check of the form, receives the guest e-mail in Arabic over the
 * real SMTP server of e2e/serve.mjs, opens its link and sees the confirmation, all in Arabic.
 * The Arabic words are written here, not read from the messages, so a wrong message fails.
 */

type ApiProduct = {
  id: number;
  title: string;
  titleAr: string;
  category: string;
  categoryAr: string;
  salePrice: number;
  quantityM: number;
  quantityL: number;
  colors: unknown[];
};

/**
 * Every English interface string of the pages this journey visits: the words the server inlines
 * in the English pages (`<script id="page-messages">`, apps/web/src/i18n), none of which may show
 * on an Arabic page.
 */
let english: string[] | undefined;
async function englishWords(request: APIRequestContext, productId: number): Promise<string[]> {
  if (english) return english;
  const out = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node === "string") out.add(node);
    else if (node && typeof node === "object") Object.values(node).forEach(walk);
  };
  for (const path of ["/", "/products", `/product/${productId}`, "/checkout"]) {
    const html = await (await request.get(path)).text();
    const json = /<script type="application\/json" id="page-messages">(.*?)<\/script>/s.exec(html);
    expect(json, `${path} carries its words`).not.toBeNull();
    walk((JSON.parse(json![1]!) as { parts: object }).parts);
  }
  // Whole phrases, not the brand's or a payment service's names.
  english = [...out].filter(
    (s) => s.length > 3 && !s.includes("{") && !/Instapay|Maison|Zamalek/.test(s),
  );
  expect(english.length).toBeGreaterThan(100);
  return english;
}

async function noEnglish(page: Page, where: string, words: string[]) {
  const text = await page.locator("body").innerText();
  expect(
    words.filter((w) => text.includes(w)),
    `${where}: English words on an Arabic page`,
  ).toEqual([]);
}

test("a shopper orders entirely in Arabic, from the home page to the e-mailed confirmation", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const products = (await (await request.get("/api/products")).json()) as ApiProduct[];
  const piece = products.find((p) => p.colors.length === 0 && p.quantityM >= 3 && p.titleAr)!;
  const email = uniqueEmail("arabic");
  const words = await englishWords(request, piece.id);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The home page, right to left, drawn on the server in Arabic.
  const home = await page.goto("/ar");
  expect(await home!.text()).toContain('<html lang="ar" dir="rtl">');
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "جميع المنتجات" })).toBeVisible();
  await noEnglish(page, "/ar", words);
  await shoot(page, "ar-home");

  // The collection: filter by the piece's category, sort by price.
  await page.getByRole("link", { name: "منتجاتنا" }).first().click();
  await expect(page).toHaveURL(/\/ar\/products$/);
  await expect(page.getByRole("heading", { name: "مجموعتنا", level: 1 })).toBeVisible();
  await page
    .getByRole("combobox", { name: "الفئة" })
    .selectOption({ label: piece.categoryAr.toLowerCase() });
  await expect(page).toHaveURL(
    new RegExp(`/ar/products\\?category=${encodeURIComponent(piece.category.toLowerCase())}$`),
  );
  await page
    .getByRole("combobox", { name: "الترتيب" })
    .selectOption({ label: "السعر من الأقل إلى الأعلى" });
  await expect(page).toHaveURL(/sort=price-asc/);
  // The server orders the new page; the cards of the old order stay, dimmed, until it comes.
  await expect(page.locator("section[aria-busy='false']")).toHaveCount(1);
  const prices = await page
    .locator("main article p.tabular-nums > span:first-child")
    .allInnerTexts();
  const numbers = prices.map((p) => Number(p.replace(/[^\d.]/g, "")));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  expect(prices[0]).toContain("ج.م");
  await noEnglish(page, "/ar/products", words);

  // The language switch keeps the page, filter and sort; and comes back.
  await page.getByRole("link", { name: "اقرؤوا هذه الصفحة بـEnglish" }).click();
  await expect(page).toHaveURL(/\/products\?category=.*sort=price-asc$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Our Collection", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Read this page in العربية" }).click();
  await expect(page).toHaveURL(/\/ar\/products\?category=.*sort=price-asc$/);

  // The piece, in Arabic; no size, no bag.
  await page.getByRole("link", { name: piece.titleAr, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/ar/product/${piece.id}$`));
  await expect(page.getByRole("heading", { name: piece.titleAr, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "أضيفوا إلى الحقيبة" }).click();
  await expect(
    toast(page, "يُرجى اختيار المقاس", "اختاروا المقاس قبل الإضافة إلى الحقيبة."),
  ).toBeVisible();
  await page.getByRole("button", { name: "M", exact: true }).click();
  await page.getByRole("button", { name: "أضيفوا إلى الحقيبة" }).click();
  await expect(toast(page, `أضفنا ${piece.titleAr} (M) إلى حقيبتكم.`)).toBeVisible();
  await noEnglish(page, "/ar/product", words);
  await shoot(page, "ar-product");

  await page.getByRole("link", { name: "حقيبة التسوق، قطعة واحدة" }).click();
  await expect(page).toHaveURL(/\/ar\/cart$/);
  await expect(page.getByRole("heading", { name: "حقيبة التسوق", level: 1 })).toBeVisible();
  await noEnglish(page, "/ar/cart", words);
  await shoot(page, "ar-cart");
  await page.getByRole("link", { name: "إتمام الطلب" }).click();

  // The checkout: every check of the form, in the page's order (docs/product.md#forms), in Arabic.
  await expect(page).toHaveURL(/\/ar\/checkout$/);
  await expect(page.getByRole("heading", { name: "إتمام الطلب", level: 1 })).toBeVisible();
  const placeOrder = page.getByRole("button", { name: "تأكيد الطلب" });
  const fill = async (label: string, value: string) =>
    page.getByRole("textbox", { name: label, exact: true }).fill(value);
  const missing = async (label: string) => {
    await placeOrder.click();
    await expect(toast(page, "بيانات ناقصة", `يُرجى تعبئة حقل ${label}.`)).toBeVisible();
  };
  for (const [label, value] of [
    ["الاسم الأول", "نور"],
    ["اسم العائلة", "حسن"],
    ["البريد الإلكتروني", "nour@"],
  ] as const) {
    await missing(label);
    await fill(label, value);
  }
  await placeOrder.click();
  await expect(
    toast(page, "بريد إلكتروني غير صحيح", "يُرجى إدخال بريد إلكتروني صحيح."),
  ).toBeVisible();
  await fill("البريد الإلكتروني", email);
  await missing("رقم الهاتف");
  await fill("رقم الهاتف", "0123");
  await placeOrder.click();
  await expect(
    toast(page, "رقم هاتف غير صحيح", "يُرجى إدخال رقم هاتف محمول مصري صحيح."),
  ).toBeVisible();
  await fill("رقم الهاتف", "010 1234 5678");
  await missing("العنوان");
  await fill("العنوان", "12 شارع حسن صبري");
  await missing("المحافظة");
  await page.getByRole("combobox", { name: "المحافظة" }).selectOption({ label: "الجيزة" });
  await missing("المدينة");
  await page.getByRole("combobox", { name: "المدينة" }).selectOption({ label: "الدقي" });
  await noEnglish(page, "/ar/checkout", words);
  await shoot(page, "ar-checkout");

  await placeOrder.click();
  await expect(
    toast(page, "يلزم تأكيد البريد الإلكتروني", "أرسلنا رابط تأكيد إلى بريدكم الإلكتروني."),
  ).toBeVisible();
  await expect(page.getByText("يُرجى تأكيد بريدكم الإلكتروني")).toBeVisible();

  // The e-mail came over SMTP, in Arabic, with an Arabic link.
  const link = await linkFromEmail(email, /\/ar\/verify-guest\?/);
  const mail = outbox().find((m) => m.to.includes(email))!;
  expect(mail.smtp).toBe(true);
  // Written right to left in Arabic (apps/api features/mail/messages/ar.ts).
  expect(rawEmail(email)).toContain('dir="rtl"');
  expect(rawEmail(email)).toContain('lang="ar"');
  expect(mail.subject.length).toBeGreaterThan(0);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "تم تأكيد البريد الإلكتروني" })).toBeVisible();
  // Placed by the link (issue 24): the page opens the order itself, in Arabic.
  await page.getByRole("link", { name: "عرض طلبكم" }).click();
  await expect(page).toHaveURL(/\/ar\/orders\/\d+\?token=/);
  await expect(page.getByRole("heading", { name: /^الطلب #\d+$/, level: 1 })).toBeVisible();
  await expect(page.getByText("الدقي").first()).toBeVisible();
  await expect(page.getByText("الجيزة").first()).toBeVisible();
  // The line names the piece by the Arabic title it was ordered under.
  await expect(page.getByText(piece.titleAr, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(piece.title, { exact: true })).toHaveCount(0);
  await noEnglish(page, "/ar/orders", words);

  // The order remembers its language and stores the canonical place.
  const orderNumber = Number(/\/orders\/(\d+)/.exec(page.url())![1]);
  expect(orderNumber).toBeGreaterThan(0);
});

test("the Arabic pages pass axe (WCAG 2.2 AA) in light and dark", async ({ page }) => {
  test.setTimeout(180_000);
  const products = (await (await page.request.get("/api/products")).json()) as { id: number }[];
  const routes = [
    "/ar",
    "/ar/products",
    `/ar/product/${products[0]!.id}`,
    "/ar/cart",
    "/ar/checkout",
    "/ar/about",
    "/ar/policies",
    "/ar/track",
    "/ar/contact",
    "/ar/verify-guest",
    "/ar/login",
    "/ar/signup",
    "/ar/forgot-password",
    "/ar/reset-password?token=abc",
    "/ar/no-such-page",
  ];
  const problems = await axeProblems(page, routes);
  expect(problems, problems.join("\n")).toEqual([]);
});

test("the Arabic faces arrive after the first paint and then draw the page", async ({ page }) => {
  // docs/decisions/0010-first-screen.md, "Later": until then the fallbacks of fonts-ar.css draw.
  await page.goto("/ar");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The subsets, loaded (fontsource's full files stay unloaded behind them: document.fonts.check
  // would wait for those too).
  const loaded = (family: string) =>
    page.waitForFunction((family) => {
      let ok = false;
      document.fonts.forEach((f) => {
        if (f.family.includes(family) && f.status === "loaded") ok = true;
      });
      return ok;
    }, family);
  await loaded("Noto Naskh Arabic");
  await loaded("IBM Plex Sans Arabic");
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
    faces: performance
      .getEntriesByType("resource")
      .filter((e) =>
        /\/assets\/(naskh-ar|plex-ar-\d+|fonts-ar-faces)-[\w-]+\.(woff2|css)$/.test(e.name),
      )
      .map((e) => ({ name: e.name, startTime: e.startTime })),
  }));
  expect(timing.fcp).toBeGreaterThan(0);
  // The stylesheet and the heading and text faces, none asked for before the paint.
  const names = timing.faces.map((f) => /(naskh-ar|plex-ar-400|fonts-ar-faces)-/.exec(f.name)?.[1]);
  expect(names).toEqual(expect.arrayContaining(["fonts-ar-faces", "naskh-ar", "plex-ar-400"]));
  for (const face of timing.faces) expect(face.startTime, face.name).toBeGreaterThan(timing.fcp);
});

test("no Latin word is left on an Arabic page, in its text or its accessible names", async ({
  page,
}) => {
  // Beyond the English interface strings of the journey: every Arabic page, as a guest and signed
  // in, read as a screen reader would too (labels, titles, placeholders, alternative texts). Only
  // the label's own name, the switcher's "English" and sizes are Latin by design.
  test.setTimeout(180_000);
  const products = (await (await page.request.get("/api/products")).json()) as { id: number }[];
  const email = uniqueEmail("latin");
  const password = "Tailored2026";
  expect(
    (await page.request.post("/api/auth/signup", { data: { email, password } })).status(),
  ).toBe(201);
  const routes = [
    "/ar",
    "/ar/products",
    ...products.slice(0, 3).map((p) => `/ar/product/${p.id}`),
    "/ar/product/999999",
    "/ar/about",
    "/ar/policies",
    "/ar/contact",
    "/ar/track",
    "/ar/cart",
    "/ar/checkout",
    "/ar/login",
    "/ar/signup",
    "/ar/forgot-password",
    "/ar/reset-password?token=abc",
    "/ar/verify-guest",
    "/ar/no-such-page",
  ];
  const allowed = /^(Maison|Zamalek|MAISON|ZAMALEK|MZ|English|ENGLISH|XL|XXXX)$/;
  const latinWords = async (route: string, open?: string) => {
    await page.goto(route);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await page.waitForLoadState("networkidle");
    // What opens only on a click (a phone's menu) is read once open.
    if (open) await page.getByRole("button", { name: open }).click();
    const text = await page.evaluate(() =>
      [
        document.title,
        document.body.innerText,
        ...Array.from(
          document.querySelectorAll("[aria-label], [title], [placeholder], img[alt]"),
        ).map((e) =>
          ["aria-label", "title", "placeholder", "alt"]
            .map((a) => e.getAttribute(a) ?? "")
            .join(" "),
        ),
      ].join(" "),
    );
    const words = text.replace(/\S+@\S+/g, " ").match(/[A-Za-z][A-Za-z'-]+/g) ?? [];
    return [...new Set(words)].filter((w) => !allowed.test(w)).map((w) => `${route}: ${w}`);
  };
  const found: string[] = [];
  for (const route of routes) found.push(...(await latinWords(route)));
  await page.goto("/ar/login");
  await page.getByRole("textbox", { name: "البريد الإلكتروني" }).fill(email);
  await page.getByLabel("كلمة المرور", { exact: true }).fill(password);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page).toHaveURL(/\/ar$/);
  for (const route of ["/ar", "/ar/account", "/ar/checkout"])
    found.push(...(await latinWords(route)));
  // A phone's menu, the drawer from the right.
  await page.setViewportSize({ width: 390, height: 844 });
  found.push(...(await latinWords("/ar/products", "إظهار القائمة الجانبية أو إخفاؤها")));
  await expect(page.getByRole("dialog")).toContainText("القائمة");
  expect(found).toEqual([]);
});
