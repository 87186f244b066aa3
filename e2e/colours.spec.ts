import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN } from "../playwright.config";
import { expect, test } from "./test";
import { NOUR, axeProblems, fillCheckout, shoot, toast, uniqueEmail } from "./shopper";

/*
 * Colours and a size guide (issue 28, docs/product.md#colours and #size-guides), in English and
 * in Arabic: a piece in Sand and Navy, each with its own photographs and stock, and a guide. The
 * shopper picks Navy (the URL follows, the photographs change, a size Navy lacks is crossed out),
 * a size, adds it to the bag, checks out and reads Navy on the confirmation; the guide's table
 * answers a measurement. The spec makes its own piece through the admin's API, so it does not
 * depend on the demo catalogue.
 */

type Piece = { id: number; title: string; sand: number; navy: number };
/** The pieces this spec made, deleted after each journey: the New Arrivals stay the demo's. */
const made: number[] = [];

const PASSWORD = "Tailored2026";

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/**
 * A photograph of one colour, drawn rather than shot: a linen shirt laid on an ivory table (its
 * back, with `back`), uploaded as the admin uploads one.
 */
async function upload(
  request: APIRequestContext,
  headers: Record<string, string>,
  hex: string,
  name: string,
  back = false,
) {
  const shirt =
    "M172 138 L214 118 Q240 134 266 118 L308 138 L372 196 L344 246 L314 220 L314 472 Q240 486 166 472 L166 220 L136 246 L108 196 Z";
  const buttons = [200, 250, 300, 350, 400, 450]
    .map((y) => `<circle cx="252" cy="${y}" r="4" fill="#f6f1e7" fill-opacity=".7"/>`)
    .join("");
  const front = back
    ? `<path d="M214 118 Q240 134 266 118" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="2"/>`
    : `<path d="M214 124 L240 168 L266 124" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="2"/>
       <line x1="240" y1="168" x2="240" y2="468" stroke="#000" stroke-opacity=".14" stroke-width="2"/>
       ${buttons}
       <rect x="180" y="205" width="42" height="48" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="2"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="1200" viewBox="0 0 480 600">
    <defs>
      <linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1ebdf"/><stop offset="1" stop-color="#e2d9c7"/></linearGradient>
      <linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset="1" stop-color="#000" stop-opacity=".16"/></linearGradient>
    </defs>
    <rect width="480" height="600" fill="url(#table)"/>
    <ellipse cx="244" cy="486" rx="120" ry="14" fill="#000" fill-opacity=".08"/>
    <path d="${shirt}" fill="${hex}"/>
    <path d="${shirt}" fill="url(#light)"/>
    ${front}
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
  const r = await request.post("/api/images/upload", {
    headers,
    multipart: { image: { name, mimeType: "image/jpeg", buffer } },
  });
  expect(r.status(), await r.text()).toBe(201);
  return ((await r.json()) as { url: string }).url;
}

/** The piece: Sand (every size) and Navy (no S, no XL), and a guide for tops. */
async function colouredPiece(request: APIRequestContext, label: string): Promise<Piece> {
  const headers = await adminHeaders(request);
  const title = `${label === "EN" ? "Garden City" : "Heliopolis"} Linen Shirt`;
  const created = await request.post("/api/products", {
    headers,
    data: {
      title,
      titleAr: label === "EN" ? "قميص جاردن سيتي من الكتان" : "قميص هليوبوليس من الكتان",
      originalPrice: 1650,
      salePrice: 1650,
      category: "Shirts",
      description: "Washed Egyptian linen, cut easy through the body.",
      descriptionAr: "كتان مصري مغسول، بقَصّة مريحة عند الجسم.",
      quantityM: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const colour = async (data: object) => {
    const r = await request.post(`/api/products/${id}/colors`, { headers, data });
    expect(r.status(), await r.text()).toBe(201);
    return ((await r.json()) as { id: number }).id;
  };
  const sand = await colour({
    name: "Sand",
    nameAr: "رملي",
    hex: "#d8c3a0",
    quantityS: 3,
    quantityM: 3,
    quantityL: 3,
    quantityXL: 3,
  });
  const navy = await colour({
    name: "Navy",
    nameAr: "كحلي",
    hex: "#1f2a44",
    quantityS: 0,
    quantityM: 4,
    quantityL: 3,
    quantityXL: 0,
  });
  for (const [colorId, hex, sides] of [
    [sand, "#d8c3a0", ["front", "back"]],
    [navy, "#1f2a44", ["front"]],
  ] as const) {
    const images = [];
    for (const side of sides)
      images.push(await upload(request, headers, hex, `${side}.jpg`, side === "back"));
    const r = await request.put(`/api/products/${id}/colors/${colorId}/images`, {
      headers,
      data: { images },
    });
    expect(r.status(), await r.text()).toBe(200);
  }
  const guide = await request.post("/api/size-guides", {
    headers,
    data: {
      name: "Shirts and tops",
      nameAr: "القمصان والبلوزات",
      measure: "body",
      columns: [
        { name: "Chest", nameAr: "الصدر" },
        { name: "Waist", nameAr: "الخصر" },
        { name: "Sleeve", nameAr: "الكم" },
      ],
      rows: { S: [92, 78, 62], M: [98, 84, 63.5], L: [104, 90, 65], XL: [110, 96, 66.5] },
      howToMeasure:
        "Chest: around the fullest part, under the arms. Waist: around the natural waistline. Sleeve: from the shoulder seam to the wrist.",
      howToMeasureAr:
        "الصدر: حول أعرض جزء تحت الإبطين. الخصر: حول الخصر الطبيعي. الكم: من خياطة الكتف إلى الرسغ.",
      fitNote: "Cut easy through the body. Between two sizes, take the smaller for a neater line.",
      fitNoteAr: "قَصّة مريحة عند الجسم. بين مقاسين، اختاروا الأصغر لخط أكثر أناقة.",
    },
  });
  expect(guide.status(), await guide.text()).toBe(201);
  const { id: sizeGuideId } = (await guide.json()) as { id: number };
  const linked = await request.patch(`/api/products/${id}/size-guide`, {
    headers,
    data: { sizeGuideId },
  });
  expect(linked.status(), await linked.text()).toBe(200);
  made.push(id);
  return { id, title, sand, navy };
}

/** A new account, signed in through the page (an account's order needs no e-mail check). */
async function signIn(page: Page, label: string) {
  const email = uniqueEmail(label);
  const r = await page.request.post("/api/auth/signup", { data: { email, password: PASSWORD } });
  expect(r.status(), await r.text()).toBe(201);
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/$/);
  return email;
}

/** The strip's first photograph's file (its largest width), what the page shows now. */
const firstPhoto = (page: Page) =>
  page
    .locator("main img")
    .first()
    .evaluate((img: HTMLImageElement) => img.currentSrc || img.src);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});
test.afterEach(async ({ request }) => {
  const headers = await adminHeaders(request);
  for (const id of made.splice(0)) await request.delete(`/api/products/${id}`, { headers });
});

test("a shopper picks a colour and a size, checks out, and reads the colour on the confirmation; the size guide answers", async ({
  page,
  request,
}) => {
  const piece = await colouredPiece(request, "EN");
  await signIn(page, "colours");

  await page.goto(`/product/${piece.id}`);
  await expect(page.getByRole("heading", { name: piece.title, level: 1 })).toBeVisible();
  const colours = page.getByRole("group", { name: /^Colour/ });
  await expect(colours.getByRole("radio", { name: "Sand" })).toBeChecked();
  await expect(page.getByAltText(`${piece.title}, Sand, image 1 of 2`)).toBeVisible();
  const sandPhoto = await firstPhoto(page);
  const sizes = page.getByRole("group", { name: "Size", exact: true });
  await expect(sizes.getByRole("button", { name: "S", exact: true })).toBeEnabled();

  // Navy: the address follows in place, the photographs are Navy's, S is crossed out.
  // A shopper clicks the swatch: the radio's label.
  await colours.locator("label", { hasText: "Navy" }).click();
  await expect(colours.getByRole("radio", { name: "Navy" })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`/product/${piece.id}\\?color=${piece.navy}$`));
  await expect(page.getByAltText(`${piece.title}, Navy`)).toBeVisible();
  await expect(page.getByAltText(/, Sand/)).toHaveCount(0);
  expect(await firstPhoto(page)).not.toBe(sandPhoto);
  const small = sizes.getByRole("button", { name: "S", exact: true });
  await expect(small).toBeDisabled();
  await expect(small).toHaveCSS("text-decoration-line", "line-through");
  await expect(sizes.getByRole("button", { name: "XL", exact: true })).toBeDisabled();

  // The link opens on Navy, drawn so by the server.
  const answer = (await (await request.get(`/api/products/${piece.id}`)).json()) as {
    colors: { id: number; images: string[] }[];
  };
  const navyPhoto = answer.colors.find((c) => c.id === piece.navy)!.images[0]!;
  const sandPhotos = answer.colors.find((c) => c.id === piece.sand)!.images;
  const html = await (await request.get(`/product/${piece.id}?color=${piece.navy}`)).text();
  // The drawn page (the inlined answer after it names every colour's photographs).
  const drawn = html.slice(html.indexOf('id="root"'), html.indexOf(`id="page-data"`));
  expect(drawn).toContain(navyPhoto.replace(/-\d+\.webp$/, ""));
  for (const photo of sandPhotos) expect(drawn).not.toContain(photo.replace(/-\d+\.webp$/, ""));
  // Its photograph is the one the head hints.
  expect(/<link rel="preload" as="image"[^>]*>/.exec(html)?.[0]).toContain(
    navyPhoto.replace(/-\d+\.webp$/, ""),
  );
  expect(drawn).toMatch(new RegExp(`<input[^>]*checked=""[^>]*value="${piece.navy}"`));

  // The size guide: a real table, read by its headings.
  await page.getByRole("button", { name: "Size guide" }).click();
  const guide = page.getByRole("dialog", { name: "Shirts and tops" });
  await expect(guide).toBeVisible();
  const table = guide.getByRole("table", { name: "Shirts and tops, in centimetres" });
  await expect(table.getByRole("columnheader", { name: "Chest (cm)" })).toBeVisible();
  const m = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "M" }) });
  await expect(m.getByRole("cell")).toHaveText(["98", "84", "63.5"]);
  await expect(guide.getByText("Measurements of the body")).toBeVisible();
  const axeGuide = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(axeGuide.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  await shoot(page, "size-guide", { toasts: true });
  await shoot(page, "size-guide", { theme: "dark", toasts: true });
  await page.keyboard.press("Escape");
  await expect(guide).toBeHidden();
  await expect(page.getByRole("button", { name: "Size guide" })).toBeFocused();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  await shoot(page, "product-colours");
  await shoot(page, "product-colours", { theme: "dark" });

  await sizes.getByRole("button", { name: "M", exact: true }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(toast(page, `${piece.title} (M) has been added to your cart.`)).toBeVisible();

  // The bag keeps Navy apart from Sand: one line per piece, colour and size.
  await colours.locator("label", { hasText: "Sand" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?color=${piece.sand}$`));
  await sizes.getByRole("button", { name: "M", exact: true }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await page.getByRole("link", { name: "Cart, 2 items" }).click();
  const lines = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: "Navy" })).toHaveCount(1);
  await expect(lines.filter({ hasText: "Sand" })).toHaveCount(1);
  await page.getByRole("button", { name: `Remove ${piece.title}, Sand` }).click();
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText("Navy");
  await page.mouse.move(0, 0);
  await shoot(page, "cart-colour");

  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText("Navy")).toBeVisible();
  await fillCheckout(page, NOUR);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByText("Order Received")).toBeVisible();
  const ordered = page.getByRole("listitem").filter({ hasText: piece.title });
  await expect(ordered.first()).toBeVisible();
  await expect(ordered.first().getByText("Navy", { exact: true })).toBeVisible();

  // Navy's M went down, Sand's did not.
  const after = (await (await request.get(`/api/products/${piece.id}`)).json()) as {
    colors: { id: number; quantityM: number }[];
  };
  expect(after.colors.find((c) => c.id === piece.navy)?.quantityM).toBe(3);
  expect(after.colors.find((c) => c.id === piece.sand)?.quantityM).toBe(3);

  expect(await axeProblems(page, [`/product/${piece.id}?color=${piece.navy}`, "/cart"])).toEqual(
    [],
  );
});

test("the same journey in Arabic: Arabic colour names, the guide in Arabic, the colour on the confirmation", async ({
  page,
  request,
}) => {
  const piece = await colouredPiece(request, "AR");
  await signIn(page, "colours-ar");

  await page.goto(`/ar/product/${piece.id}`);
  const colours = page.getByRole("group", { name: /^اللون/ });
  await expect(colours.getByRole("radio", { name: "رملي" })).toBeChecked();
  await colours.locator("label", { hasText: "كحلي" }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/product/${piece.id}\\?color=${piece.navy}$`));
  const sizes = page.getByRole("group", { name: "المقاس", exact: true });
  await expect(sizes.getByRole("button", { name: "S", exact: true })).toBeDisabled();

  await page.getByRole("button", { name: "دليل المقاسات" }).click();
  const guide = page.getByRole("dialog", { name: "القمصان والبلوزات" });
  const table = guide.getByRole("table", { name: "القمصان والبلوزات، بالسنتيمتر" });
  await expect(table.getByRole("columnheader", { name: "الصدر (سم)" })).toBeVisible();
  const l = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "L" }) });
  await expect(l.getByRole("cell").first()).toHaveText("104");
  await expect(guide.getByText(/قَصّة مريحة/)).toBeVisible();
  await shoot(page, "ar-size-guide", { toasts: true });
  await shoot(page, "ar-size-guide", { theme: "dark", toasts: true });
  await guide.getByRole("button", { name: "إغلاق" }).click();
  await expect(guide).toBeHidden();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await shoot(page, "ar-product-colours");
  await shoot(page, "ar-product-colours", { theme: "dark" });

  await sizes.getByRole("button", { name: "L", exact: true }).click();
  await page.getByRole("button", { name: "أضيفوا إلى الحقيبة" }).click();
  await page.goto("/ar/cart");
  await expect(page.getByRole("main").getByText("كحلي")).toBeVisible();
  await page.goto("/ar/checkout");
  await expect(page.getByRole("region", { name: "ملخص الطلب" }).getByText("كحلي")).toBeVisible();
  const box = (name: string) => page.getByRole("textbox", { name, exact: true });
  await box("الاسم الأول").fill("نور");
  await box("اسم العائلة").fill("حسن");
  await box("رقم الهاتف").fill("010 1234 5678");
  await box("العنوان").fill("١٢ شارع حسن صبري");
  await box("الطابق").fill("3");
  await box("الشقة").fill("7");
  await page.getByRole("combobox", { name: "المحافظة" }).selectOption({ label: "الجيزة" });
  await page.getByRole("combobox", { name: "المدينة" }).selectOption({ label: "الدقي" });
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();
  await expect(page).toHaveURL(/\/ar\/order-confirmation$/);
  await expect(
    page.getByRole("listitem").filter({ hasText: "قميص هليوبوليس" }).first().getByText("كحلي"),
  ).toBeVisible();

  expect(
    await axeProblems(page, [`/ar/product/${piece.id}?color=${piece.navy}`, "/ar/cart"]),
  ).toEqual([]);
});
