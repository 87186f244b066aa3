import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { E2E_ADMIN } from "../playwright.config";
import { SCREENSHOTS, axeProblems, logIn, shoot, toast } from "./shopper";

/*
 * Search (issue 29, docs/product.md#search) on the demo catalogue, in English and in Arabic: the
 * header's field shows the first results as the shopper types and opens one with the keyboard;
 * Enter opens the results page, drawn by the server with the query kept in its field; nothing
 * found offers the categories; a phone reaches the field through the header's button; and the
 * field is a real form before the app has started.
 */

const headerField = (page: Page, name = "Search") =>
  page.getByRole("banner").getByRole("combobox", { name });

test.describe("search", () => {
  test("types in the header, picks a first result with the keyboard, or opens all of them", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const field = headerField(page);
    // Inside a word, from its third letter: "cashm" finds the cashmere pieces.
    await field.fill("cashm");
    const list = page.getByRole("listbox", { name: "Suggestions" });
    await expect(list.getByRole("option", { name: /Cashmere Crew Neck/ })).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await expect(list.getByRole("option").last()).toHaveText("See all results for “cashm”");
    // The arrow keys move through the results; Enter opens the one chosen.
    await field.press("ArrowDown");
    const first = list.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    const title = (await first.locator("span").first().textContent())!.trim();
    await field.press("Enter");
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // Enter without a chosen result: the results page, its field holding the query.
    await headerField(page).fill("linen");
    await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeVisible();
    await headerField(page).press("Escape");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await headerField(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=linen$/);
    await expect(page).toHaveTitle("Search: linen · Maison Zamalek");
    const main = page.getByRole("main");
    await expect(main.getByRole("combobox", { name: "Search" })).toHaveValue("linen");
    await expect(main.getByRole("heading", { name: /^\d+ pieces? for “linen”$/ })).toBeVisible();
    await expect(main.getByRole("link", { name: /Linen Midi Dress/ }).first()).toBeVisible();
    await main
      .getByRole("link", { name: /Linen Midi Dress/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Linen Midi Dress" })).toBeVisible();
  });

  test("finds Arabic as phones type it, and offers the categories when nothing matches", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/ar");
    // Tatweel and a vowel mark, as typed on a phone: the same word as فستان.
    const field = headerField(page, "البحث");
    await field.fill("فسـتَان");
    await expect(
      page.getByRole("listbox", { name: "اقتراحات" }).getByRole("option", {
        name: /فستان قميصي من البوبلين المقلّم/,
      }),
    ).toBeVisible();
    await field.press("Enter");
    await expect(page).toHaveURL(/\/ar\/search\?q=/);
    const main = page.getByRole("main");
    await expect(main.getByRole("combobox", { name: "البحث" })).toHaveValue("فسـتَان");
    await expect(main.getByRole("link", { name: /فستان قميصي من البوبلين المقلّم/ })).toBeVisible();
    // An English word on an Arabic page finds the same pieces, in Arabic.
    await main.getByRole("combobox", { name: "البحث" }).fill("Linen Midi");
    await main.getByRole("button", { name: "ابحثوا" }).click();
    await expect(main.getByRole("link", { name: /فستان/ }).first()).toBeVisible();

    await page.goto("/ar/search?q=velvet%20tuxedo");
    await expect(
      main.getByRole("heading", { name: "لم نجد ما يطابق «velvet tuxedo»" }),
    ).toBeVisible();
    await main.getByRole("link", { name: "فساتين" }).click();
    await expect(page).toHaveURL(/\/ar\/products\?category=dresses$/);
  });

  test("reaches the field through the header's button on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/products");
    await expect(headerField(page)).toBeHidden();
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search$/);
    const field = page.getByRole("main").getByRole("combobox", { name: "Search" });
    await expect(field).toBeFocused();
    await expect(page.getByRole("main")).toContainText(
      "Type what you are looking for: a piece, a fabric or a colour.",
    );
    await field.fill("cardigan");
    await field.press("Enter");
    await expect(
      page.getByRole("main").getByRole("link", { name: /Cashmere Cardigan/ }),
    ).toBeVisible();
  });

  test("is a real form before the app has started: the server draws the results", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await headerField(page).fill("cashmere scarf");
    await headerField(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=cashmere\+scarf$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("combobox", { name: "Search" })).toHaveValue("cashmere scarf");
    await expect(main.getByRole("link", { name: /Cashmere Scarf/ })).toBeVisible();
    const html = await (await page.request.get("/search?q=cashmere")).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    await context.close();
  });

  test("is accessible, light and dark, in both languages", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(
      await axeProblems(page, [
        "/search?q=linen",
        "/ar/search?q=%D9%82%D9%85%D9%8A%D8%B5",
        "/search?q=zzzz",
      ]),
    ).toEqual([]);
    // The open list of first results too.
    await page.goto("/");
    await headerField(page).fill("linen");
    await expect(page.getByRole("listbox")).toBeVisible();
    const AxeBuilder = (await import("@axe-core/playwright")).default;
    const open = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
      .analyze();
    expect(open.violations.map((v) => v.id)).toEqual([]);
    // The list open: in the header on a desktop, in the results page's field on a phone.
    await page.screenshot({ path: `${SCREENSHOTS}/search-typeahead-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/search");
    await page.getByRole("main").getByRole("combobox", { name: "Search" }).fill("cash");
    await expect(page.getByRole("listbox")).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/search-typeahead-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/search?q=linen");
    await shoot(page, "search", { theme: "light" });
    await page.goto("/ar/search?q=%D9%82%D9%85%D9%8A%D8%B5");
    await shoot(page, "search-ar", { theme: "dark" });
    await page.goto("/search?q=velvet%20tuxedo");
    await shoot(page, "search-empty");
  });

  test("the label's synonyms: an admin joins بلوفر to the sweaters, and a shopper finds them by it", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Egyptian shoppers type بلوفر or سويتر; the demo's Arabic titles say كنزة.
    await page.goto("/ar/search?q=%D8%A8%D9%84%D9%88%D9%81%D8%B1");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "لم نجد ما يطابق «بلوفر»" })).toBeVisible();

    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto("/admin/products");
    await page.getByRole("link", { name: "Synonyms" }).click();
    await expect(page).toHaveURL(/\/admin\/search-synonyms$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search Synonyms" })).toBeVisible();
    const field = page.getByLabel("Synonyms, one group a line");
    await field.fill(
      "sweater, pullover, jumper, كنزة, بلوفر, سويتر\nT-shirt, tshirt, تيشيرت, تي شيرت",
    );
    await expect(page.getByText("2 groups")).toBeVisible();
    await page.getByRole("button", { name: "Save Synonyms" }).click();
    await expect(toast(page, "Synonyms Saved")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Synonyms" })).toBeDisabled();
    // A term in two groups: refused, and what was typed stays.
    await field.fill("sweater, pullover\npullover, jumper");
    await page.getByRole("button", { name: "Save Synonyms" }).click();
    await expect(page.getByRole("alert")).toHaveText('groups.1: "pullover" is in two groups');
    await expect(field).toHaveValue("sweater, pullover\npullover, jumper");
    expect(await axeProblems(page, ["/admin/search-synonyms"])).toEqual([]);
    await page.goto("/admin/search-synonyms");
    await shoot(page, "admin-search-synonyms", { theme: "light" });

    // The shopper's next search, in Arabic and in English.
    await page.goto("/ar/search?q=%D8%A8%D9%84%D9%88%D9%81%D8%B1");
    await expect(main.getByRole("link", { name: /كنزة آران بضفائر محبوكة/ })).toBeVisible();
    await page.goto("/search?q=pullover");
    await expect(main.getByRole("link", { name: /Merino V-Neck Sweater/ })).toBeVisible();

    // Put back as the other journeys expect the store.
    const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
    const { token } = (await login.json()) as { token: string };
    const emptied = await request.put("/api/admin/settings/search-synonyms", {
      headers: { Authorization: `Bearer ${token}` },
      data: { groups: [] },
    });
    expect(emptied.status()).toBe(200);
  });
});
