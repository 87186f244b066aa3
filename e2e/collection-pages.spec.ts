import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { shoot } from "./shopper";
import { E2E_ADMIN } from "../playwright.config";

/*
 * Issue 27: the collection a page at a time (docs/product.md#catalogue-order). A category of 40
 * pieces shows 24, then "Load more" adds the other 16 in place and names page 2 in the URL; Back
 * from a piece returns to the same place; without the app every page is a real link.
 */

const PIECES = 40;
let ids: number[] = [];
let token = "";

async function adminToken(request: APIRequestContext): Promise<string> {
  const r = await request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { token: string }).token;
}

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  const [demo] = (await (await request.get("/api/products?limit=1")).json()) as {
    images: string[];
  }[];
  ids = [];
  for (let i = 1; i <= PIECES; i++) {
    const r = await request.post("/api/products", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `Archive Shirt ${String(i).padStart(2, "0")}`,
        titleAr: `قميص الأرشيف ${String(i).padStart(2, "0")}`,
        description: "A shirt from the archive.",
        descriptionAr: "قميص من الأرشيف.",
        category: "Archive",
        categoryAr: "الأرشيف",
        material: "Cotton",
        materialAr: "قطن",
        salePrice: 1000 + i,
        originalPrice: 2000,
        images: demo!.images,
        quantityS: 3,
        quantityM: 3,
        quantityL: 3,
        quantityXL: 3,
      },
    });
    expect(r.status(), await r.text()).toBe(201);
    ids.push(((await r.json()) as { id: number }).id);
  }
});

// The rest of the journeys see the demo catalogue as it was.
test.afterAll(async ({ request }) => {
  for (const id of ids)
    await request.delete(`/api/products/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
});

for (const [lang, prefix, words] of [
  [
    "English",
    "",
    { count: "40 pieces", viewed: "You've viewed 24 of 40 pieces", more: "Load more" },
  ],
  ["Arabic", "/ar", { count: "40 قطعة", viewed: "شاهدتم 24 من 40", more: "عرض المزيد" }],
] as const) {
  test(`${lang}: Load more adds the next 16 in place, and Back from a piece returns to it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/products?category=archive`);
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(24);
    await expect(page.getByText(words.count, { exact: true })).toBeVisible();
    await expect(page.getByText(words.viewed)).toBeAttached();
    const more = page.getByRole("link", { name: words.more });
    await expect(more).toHaveAttribute("href", `${prefix}/products?category=archive&page=2`);

    // The same document all along: the page is appended, not loaded again.
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await more.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/products\\?category=archive&page=2$`));
    await expect(cards).toHaveCount(PIECES);
    await expect(more).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    if (lang === "English") await shoot(page, "collection-load-more");

    // Name A–Z: the 33rd card is the 33rd shirt; open it, come back, find it where it was.
    const title = lang === "English" ? "Archive Shirt 33" : "قميص الأرشيف 33";
    const card = page.getByRole("link", { name: title, exact: true });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${prefix}/products\\?category=archive&page=2$`));
    await expect(cards).toHaveCount(PIECES);
    await expect(page.getByRole("link", { name: title, exact: true })).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  });
}

test("without the app, every page of the collection is a real page with its own title", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/products?category=archive&sort=price-desc");
  await expect(page.locator("main article")).toHaveCount(24);
  await expect(page).toHaveTitle("Archive · Our Collection · Maison Zamalek");
  // Dearest first: shirt 40 leads page 1.
  await expect(page.locator("main article h3").first()).toHaveText("Archive Shirt 40");
  await page.getByRole("link", { name: "Load more" }).click();
  await expect(page).toHaveURL(/\/products\?category=archive&sort=price-desc&page=2$/);
  await expect(page).toHaveTitle("Archive · Our Collection, page 2 · Maison Zamalek");
  const second = page.locator("main article h3");
  await expect(second).toHaveCount(16);
  await expect(second.first()).toHaveText("Archive Shirt 16");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/products\?category=archive&page=2$/,
  );
  await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);
  await page.getByRole("link", { name: "Show earlier pieces" }).click();
  await expect(page).toHaveURL(/\/products\?category=archive&sort=price-desc&page=1$/);
  await expect(page.locator("main article")).toHaveCount(24);

  // Arabic too; and past the last page, a 404 that leads back.
  const ar = await page.goto("/ar/products?category=archive&page=2");
  expect(ar?.status()).toBe(200);
  await expect(page).toHaveTitle("الأرشيف · مجموعتنا، صفحة 2 · Maison Zamalek");
  await expect(page.locator("main article")).toHaveCount(16);
  const past = await page.goto("/products?category=archive&page=3");
  expect(past?.status()).toBe(404);
  await context.close();
});
