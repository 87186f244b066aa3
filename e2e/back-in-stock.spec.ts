import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { linkFromEmail, rawEmail } from "./fixtures";
import { axeProblems, logIn, shoot, uniqueEmail } from "./shopper";
import { expect, test } from "./test";

/*
 * "Notify me when my size is back" (issue 29, docs/product.md#back-in-stock), in English and in
 * Arabic: on a piece whose M is sold out the shopper asks to be told, the admin brings M back, one
 * e-mail reaches her (through the SMTP sink) with the piece's link in M and a one-click
 * unsubscribe, the link opens the piece with M chosen, and the unsubscribe page asks before it
 * acts. axe clean with the form open and after it.
 */

const made: number[] = [];

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

const WORDS = {
  en: {
    prefix: "",
    open: "Notify me",
    email: "Email",
    submit: "Notify me",
    done: "We'll email you when it's back.",
    form: "Notify me when it's back",
    unsubscribe: "Unsubscribe",
  },
  ar: {
    prefix: "/ar",
    open: "أبلغوني عند توفّره",
    email: "البريد الإلكتروني",
    submit: "أبلغوني",
    done: "سنراسلكم حين يعود.",
    form: "أبلغوني حين يعود",
    unsubscribe: "إلغاء الاشتراك",
  },
} as const;

async function wcag(page: Page, where: string) {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    result.violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target).join(" | ")}`),
  ).toEqual([]);
}

/** A piece made through the admin's API with M sold out (deleted after the journey). */
async function pieceWithoutM(request: APIRequestContext, title: string) {
  const headers = await adminHeaders(request);
  const created = await request.post("/api/products", {
    headers,
    data: {
      title,
      titleAr: "وشاح حرير",
      originalPrice: 950,
      salePrice: 950,
      category: "Accessories",
      quantityS: 2,
      quantityM: 0,
      quantityL: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  made.push(id);
  return { id, headers };
}

test.afterEach(async ({ request }) => {
  const headers = await adminHeaders(request);
  for (const id of made.splice(0)) await request.delete(`/api/products/${id}`, { headers });
});

for (const locale of ["en", "ar"] as const) {
  const w = WORDS[locale];
  test(`a shopper signs up for a sold-out size and hears once when it is back (${locale})`, async ({
    page,
    request,
  }) => {
    const { id, headers } = await pieceWithoutM(
      request,
      locale === "en" ? "Garden City Silk Scarf" : "Heliopolis Silk Scarf",
    );
    const email = uniqueEmail(`waits-${locale}`);

    await page.goto(`${w.prefix}/product/${id}`);
    await expect(page.getByRole("button", { name: "M", exact: true })).toBeDisabled();
    await page.getByRole("button", { name: w.open }).click();
    const form = page.getByRole("form", { name: w.form });
    await expect(form).toBeVisible();
    await wcag(page, `${locale} form open`);
    await form.getByText("M", { exact: true }).click();
    await form.getByLabel(w.email).fill(email);
    await shoot(
      page,
      `${w.prefix ? "ar-" : ""}notify-me`,
      locale === "ar" ? { theme: "dark" } : {},
    );
    await form.getByRole("button", { name: w.submit }).click();
    await expect(page.getByText(w.done)).toBeVisible();
    await wcag(page, `${locale} signed up`);

    if (locale === "en") {
      // Demand the label can act on: Product Management notes who waits for M.
      await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await page.goto(`/admin/products?product=${id}`);
      await expect(page.getByText("1 waiting for M")).toBeVisible();
      await shoot(page, "admin-waiting");
    }

    // The admin brings M back: one e-mail, in her language, with the piece's link in M.
    const restock = await request.patch(`/api/products/${id}/quantity`, {
      headers,
      data: { size: "M", quantity: 3 },
    });
    expect(restock.status()).toBe(200);
    const link = await linkFromEmail(email, /\/product\/\d+\?size=M$/);
    expect(new URL(link).pathname).toBe(`${w.prefix}/product/${id}`);
    const raw = rawEmail(email);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const unsubscribe = await linkFromEmail(email, /\/api\/stock-alerts\/unsubscribe\?token=/);
    expect(raw.replace(/\r?\n[ \t]+/g, " ")).toContain(`List-Unsubscribe: <${unsubscribe}>`);

    await page.goto(link);
    await expect(page.getByRole("button", { name: "M", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // The unsubscribe link's page asks first (in both languages), then one click does it.
    await page.goto(unsubscribe);
    await expect(page.getByRole("heading", { name: "Stop back-in-stock e-mails?" })).toBeVisible();
    await wcag(page, `${locale} unsubscribe page`);
    await page.getByRole("button", { name: w.unsubscribe }).first().click();
    await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
    await wcag(page, `${locale} unsubscribed`);
  });
}

test("the product page with a sold-out size is axe clean in light and dark, both languages", async ({
  page,
  request,
}) => {
  const { id } = await pieceWithoutM(request, "Zamalek Silk Scarf");
  expect(await axeProblems(page, [`/product/${id}?size=M`, `/ar/product/${id}?size=M`])).toEqual(
    [],
  );
});
