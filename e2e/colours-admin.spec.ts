import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./test";
import { logIn } from "./shopper";
import { E2E_ADMIN } from "../playwright.config";

/*
 * The admin's side of colours and size guides (docs/product.md#colours, #size-guides) against the
 * real built server: a piece gains colours with their own photographs and stock, is reordered,
 * and shows them in the shop; a size guide is made and chosen for it; axe on the new screens in
 * both themes, and their screenshots for the README.
 */

const SCREENSHOTS = "docs/screenshots";

/** A small real photograph per colour: the garment's shape on a ground of its colour. */
const SHAPES = {
  shirt:
    "M170 150 L215 130 Q240 150 265 130 L310 150 L360 215 L325 240 L310 220 L310 470 L170 470 L170 220 L155 240 L120 215 Z",
  trousers: "M178 120 L302 120 L322 480 L262 480 L240 220 L218 480 L158 480 Z",
};

async function photograph(
  name: string,
  from: string,
  to: string,
  shape: keyof typeof SHAPES = "shirt",
): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-colours-"));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe9df"/><stop offset="1" stop-color="#e2d9cb"/></linearGradient></defs><rect width="480" height="600" fill="url(#g)"/><path d="${SHAPES[shape]}" fill="${from}" stroke="${to}" stroke-width="3"/></svg>`;
  const file = path.join(dir, name);
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
  return file;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const r = await request.post("/api/auth/login", {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { token: string }).token;
}

type Color = { id: number; name: string; hex: string; images: string[]; quantityM: number };
type Product = { id: number; colors: Color[]; sizeGuideId: number | null; quantityM: number };

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).last();

/**
 * axe on the page (or one part of it): no violation. A toast caught mid-fade is left out: it is
 * checked where it rests, and its half-drawn colours are no one's reading.
 */
async function expectAxeClean(page: Page, what: string, include?: string) {
  // A dialog fading in is half its colours: axe reads it once its animation is over.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running"),
  );
  const builder = new AxeBuilder({ page }).exclude("[data-sonner-toaster]");
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    what,
  ).toEqual([]);
}

/** The first screen's photographs, decoded (lazy ones below the fold never start). */
const imagesDecoded = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      Array.from(document.images)
        .filter((i) => !i.complete && i.getBoundingClientRect().top < window.innerHeight)
        .map((i) => new Promise((r) => (i.onload = i.onerror = r))),
    ),
  );

/** The pieces each journey made, deleted after it: the home's New Arrivals stay the demo's. */
const made: number[] = [];

test.describe("colours and size guides in the admin", () => {
  test.afterEach(async ({ request }) => {
    const headers = { Authorization: `Bearer ${await adminToken(request)}` };
    for (const id of made.splice(0)) await request.delete(`/api/products/${id}`, { headers });
  });

  test("an admin adds colours with photographs and stock, reorders them, sees them in the shop, and gives the piece a size guide", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const token = await adminToken(request);
    const auth = { Authorization: `Bearer ${token}` };
    const created = await request.post("/api/products", {
      headers: auth,
      data: {
        title: "Camp Collar Linen Shirt",
        titleAr: "قميص كتان بياقة مفتوحة",
        description: "Washed Egyptian linen, cut loose for the Cairo summer.",
        category: "Shirts",
        material: "Linen",
        originalPrice: 1450,
        salePrice: 1450,
        images: [],
        quantityS: 3,
        quantityM: 5,
        quantityL: 4,
        quantityXL: 2,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const productId = ((await created.json()) as { id: number }).id;
    made.push(productId);
    const product = async () =>
      (await (await request.get(`/api/products/${productId}`)).json()) as Product;
    const files = {
      sand: await photograph("sand.jpg", "#cdb48e", "#a88d66"),
      navy: await photograph("navy.jpg", "#243150", "#161e33"),
      olive: await photograph("olive.jpg", "#6f7250", "#4e5136"),
    };

    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/admin/products?product=${productId}`);
    const card = page.getByRole("article", { name: "Camp Collar Linen Shirt" });
    await expect(card.getByLabel("New quantity for size M")).toHaveValue("5");

    // The first colour: the piece as it is on sale, so its stock is the piece's unless typed.
    const addColour = async (name: string, nameAr: string, hex: string, stock: object) => {
      await card.getByRole("button", { name: "Add Colour" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Colour" });
      await dialog.getByLabel("Name", { exact: true }).fill(name);
      await dialog.getByLabel("Arabic name").fill(nameAr);
      await dialog.getByLabel("Swatch hex").fill(hex);
      await expect(dialog.getByLabel("Pick the swatch colour")).toHaveValue(hex);
      for (const [size, n] of Object.entries(stock))
        await dialog.getByLabel(`Stock of size ${size}`, { exact: true }).fill(String(n));
      await dialog.getByRole("button", { name: "Add Colour" }).click();
      await expect(toast(page, `${name} is on sale.`)).toBeVisible();
      await expect(dialog).toBeHidden();
    };
    await addColour("Sand", "رملي", "#cdb48e", { M: 1 });
    // Now its stock and photographs are the colours': the product's own editors give way.
    await expect(card.getByRole("button", { name: "Edit Images" })).toHaveCount(0);
    await expect(card.getByLabel("New quantity for Sand, size M")).toHaveValue("1");
    await expect(card.getByLabel("New quantity for Sand, size S")).toHaveValue("3");
    await addColour("Navy", "كحلي", "#243150", { S: 2, M: 4, L: 3, XL: 1 });
    await addColour("Olive", "زيتي", "#6f7250", { S: 1, M: 2, L: 2, XL: 0 });

    // Photographs per colour, uploaded like a product's.
    for (const [name, file] of [
      ["Sand", files.sand],
      ["Navy", files.navy],
      ["Olive", files.olive],
    ] as const) {
      await card.getByRole("button", { name: `Photographs of ${name}` }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Images" });
      await dialog.getByLabel("New Images").setInputFiles([file]);
      await dialog.getByRole("button", { name: "Upload Images" }).click();
      await expect(toast(page, `${name} now shows 1 image.`)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card.getByRole("img", { name: `${name}, photograph 1` })).toBeVisible();
    }

    // Stock of one colour and size; then Navy first.
    const navyL = card.getByLabel("New quantity for Navy, size L");
    await navyL.fill("6");
    await card.getByRole("button", { name: "Save quantity for Navy, size L" }).click();
    await expect(toast(page, /Navy \(L\): 6 in stock/)).toBeVisible();
    await card.getByRole("button", { name: "Move Navy up" }).click();
    await expect(toast(page, "Navy is now colour 1 of 3.")).toBeVisible();
    const names = card.getByRole("list", { name: "Colours of Camp Collar Linen Shirt" });
    await expect(names.getByRole("heading", { level: 4 })).toHaveText([/^Navy/, /^Sand/, /^Olive/]);

    const saved = await product();
    expect(saved.colors.map((c) => [c.name, c.hex, c.quantityM, c.images.length])).toEqual([
      ["Navy", "#243150", 4, 1],
      ["Sand", "#cdb48e", 1, 1],
      ["Olive", "#6f7250", 2, 1],
    ]);
    // The piece's stock is the sum over its colours.
    expect(saved.quantityM).toBe(7);
    const [navy, sand] = saved.colors as [Color, Color, Color];

    // Low stock is per colour and size: Sand has one M left.
    const low = await request.get("/api/admin/low-stock?limit=500", { headers: auth });
    expect(
      ((await low.json()) as { items: { productId: number; color: unknown; size: string }[] }).items
        .filter((i) => i.productId === productId)
        .map((i) => [i.color && (i.color as { name: string }).name, i.size]),
    ).toContainEqual(["Sand", "M"]);

    // The shop: swatches in the admin's order, a radio group named by each colour; a link
    // naming a colour opens on it, its own photograph in the preview, an offer per colour.
    await page.goto(`/product/${productId}`);
    const swatches = page.getByRole("radio", { name: /^(Navy|Sand|Olive)$/ });
    await expect(swatches).toHaveCount(3);
    await expect(swatches.first()).toHaveAccessibleName("Navy");
    await expect(swatches.first()).toBeChecked();
    await page.goto(`/product/${productId}?color=${sand.id}`);
    await expect(page.getByRole("radio", { name: "Sand" })).toBeChecked();
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      "content",
      new RegExp(`${sand.images[0]!.replace(/\.\w+$/, "")}`),
    );
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const offers = ld.join("\n");
    for (const name of ["Navy", "Sand", "Olive"]) expect(offers).toContain(name);
    expect(navy.images[0]).not.toBe(sand.images[0]);

    // A size guide, from the dashboard.
    await page.goto("/admin");
    await page.getByRole("link", { name: "Size guides" }).click();
    await expect(page.getByRole("heading", { name: "Size Guides", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "New size guide" }).click();
    const form = page.getByRole("form", { name: "New size guide" });
    await form.getByLabel("Name", { exact: true }).fill("Relaxed shirts");
    await form.getByLabel("Name (Arabic)", { exact: true }).fill("القمصان الواسعة");
    await form.getByLabel("Column 1 name", { exact: true }).fill("Chest");
    await form.getByRole("button", { name: "Add column" }).click();
    await form.getByLabel("Column 2 name", { exact: true }).fill("Length");
    await form.getByLabel("Column 2 name (Arabic)", { exact: true }).fill("الطول");
    const cm = { S: [104, 72], M: [110, 74], L: [116, 76], XL: [122, 78] };
    for (const [size, [chest, length]] of Object.entries(cm)) {
      await form.getByLabel(`${size}, Chest, centimetres`, { exact: true }).fill(String(chest));
      await form.getByLabel(`${size}, Length, centimetres`, { exact: true }).fill(String(length));
    }
    await form
      .getByLabel("How to measure", { exact: true })
      .fill("Around the chest, under the arms.");
    await form.getByLabel("Fit note", { exact: true }).fill("Cut roomy: take your usual size.");
    await expectAxeClean(page, "the guide editor");
    await form.getByRole("button", { name: "Add Guide" }).click();
    await expect(toast(page, "Relaxed shirts saved.")).toBeVisible();
    const guideCard = page.getByRole("article", { name: "Relaxed shirts" });
    await expect(guideCard.getByRole("columnheader")).toHaveText([
      "Size",
      "Chest (cm)",
      "Length (cm)",
    ]);
    await expectAxeClean(page, "the guide list");

    // Edited later: the whole guide goes back, its new column with it.
    await guideCard.getByRole("link", { name: "Edit Relaxed shirts" }).click();
    const edit = page.getByRole("form", { name: "Edit Relaxed shirts" });
    await edit.getByRole("button", { name: "Add column" }).click();
    await edit.getByLabel("Column 3 name", { exact: true }).fill("Sleeve");
    await edit.getByLabel("M, Sleeve, centimetres", { exact: true }).fill("62.5");
    await edit.getByRole("button", { name: "Save Guide" }).click();
    await expect(toast(page, "Size Guide Saved")).toBeVisible();
    await expect(guideCard.getByRole("columnheader")).toHaveText([
      "Size",
      "Chest (cm)",
      "Length (cm)",
      "Sleeve (cm)",
    ]);
    await expect(guideCard.getByRole("row", { name: /^M/ })).toHaveText(/M11074\s*62\.5/);

    // Chosen for the piece on its card.
    await page.goto(`/admin/products?product=${productId}`);
    await card.getByLabel("Size guide").selectOption({ label: "Relaxed shirts" });
    await expect(
      toast(page, "Camp Collar Linen Shirt shows the Relaxed shirts guide."),
    ).toBeVisible();
    const withGuide = await product();
    expect(withGuide.sizeGuideId).toEqual(expect.any(Number));
    await expectAxeClean(page, "the colour editor");

    // Delete asks first, and says orders keep their record.
    await card.getByRole("button", { name: "Delete Olive" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete colour" });
    await expect(confirm).toContainText("Orders already placed in Olive keep their record of it");
    await expectAxeClean(page, "the delete confirmation", '[role="alertdialog"]');
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Olive is no longer on sale.")).toBeVisible();
    expect((await product()).colors.map((c) => c.name)).toEqual(["Navy", "Sand"]);
  });

  test("the colour and guide editors pass axe in light and dark, and are photographed at 1280 and 390", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const token = await adminToken(request);
    const auth = { Authorization: `Bearer ${token}` };
    const created = await request.post("/api/products", {
      headers: auth,
      data: {
        title: "Pleated Wide-Leg Trousers",
        titleAr: "سروال واسع بثنيات",
        description: "Wool-linen twill, two deep pleats, a high waist.",
        category: "Trousers",
        material: "Wool and linen",
        originalPrice: 2100,
        salePrice: 1850,
        images: [],
        quantityS: 4,
        quantityM: 6,
        quantityL: 3,
        quantityXL: 1,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const productId = ((await created.json()) as { id: number }).id;
    made.push(productId);
    const colours = [
      { name: "Ecru", nameAr: "عاجي", hex: "#e6dcc8", shade: "#c9bca3", stock: {} },
      {
        name: "Charcoal",
        nameAr: "فحمي",
        hex: "#3a3a3c",
        shade: "#232325",
        stock: { quantityS: 2, quantityM: 5, quantityL: 1, quantityXL: 0 },
      },
      {
        name: "Rust",
        nameAr: "صدئي",
        hex: "#9a4a2c",
        shade: "#6e321d",
        stock: { quantityS: 1, quantityM: 3, quantityL: 2, quantityXL: 2 },
      },
    ];
    for (const c of colours) {
      const r = await request.post(`/api/products/${productId}/colors`, {
        headers: auth,
        data: { name: c.name, nameAr: c.nameAr, hex: c.hex, ...c.stock },
      });
      expect(r.status(), await r.text()).toBe(201);
      const colorId = ((await r.json()) as { id: number }).id;
      const urls: string[] = [];
      for (const n of [1, 2]) {
        const file = await photograph(
          `${c.name}-${n}.jpg`,
          n === 1 ? c.hex : c.shade,
          c.shade,
          "trousers",
        );
        const upload = await request.post("/api/images/upload", {
          headers: auth,
          multipart: {
            image: {
              name: path.basename(file),
              mimeType: "image/jpeg",
              buffer: fs.readFileSync(file),
            },
          },
        });
        expect(upload.status(), await upload.text()).toBe(201);
        urls.push(((await upload.json()) as { url: string }).url);
      }
      const put = await request.put(`/api/products/${productId}/colors/${colorId}/images`, {
        headers: auth,
        data: { images: urls },
      });
      expect(put.status(), await put.text()).toBe(200);
    }
    const guide = await request.post("/api/size-guides", {
      headers: auth,
      data: {
        name: "Trousers",
        nameAr: "السراويل",
        measure: "body",
        columns: [
          { name: "Waist", nameAr: "الخصر" },
          { name: "Hips", nameAr: "الأرداف" },
          { name: "Inseam", nameAr: "طول الساق الداخلي" },
        ],
        rows: { S: [68, 94, 78], M: [74, 100, 79], L: [80, 106, 80], XL: [86, 112, 81] },
        howToMeasure: "Waist at its narrowest; hips at their fullest, feet together.",
        howToMeasureAr: "الخصر عند أضيق نقطة، والأرداف عند أعرض نقطة والقدمان متلاصقتان.",
        fitNote: "High-waisted and roomy through the leg.",
        fitNoteAr: "خصر عالٍ واتساع في الساق.",
      },
    });
    expect(guide.status(), await guide.text()).toBe(201);
    const guideId = ((await guide.json()) as { id: number }).id;
    const chosen = await request.patch(`/api/products/${productId}/size-guide`, {
      headers: auth,
      data: { sizeGuideId: guideId },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);

    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const shots = [
      {
        url: `/admin/products?product=${productId}`,
        name: "admin-colours",
        ready: () => expect(page.getByRole("img", { name: "Rust, photograph 2" })).toBeVisible(),
      },
      {
        url: `/admin/size-guides?guide=${guideId}`,
        name: "admin-size-guide",
        ready: () => expect(page.getByRole("form", { name: "Edit Trousers" })).toBeVisible(),
      },
    ];
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((t) => localStorage.setItem("theme", t), theme);
      for (const { url, name, ready } of shots)
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
          await page.goto(url);
          await ready();
          await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
          await page.waitForLoadState("networkidle");
          await imagesDecoded(page);
          await expectAxeClean(page, `${url} ${theme} ${width}`);
          await page.screenshot({
            path: `${SCREENSHOTS}/${name}-${width}${theme === "dark" ? "-dark" : ""}.png`,
            fullPage: true,
          });
        }
    }

    // The Add Colour dialog, checked and photographed too.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => localStorage.setItem("theme", "light"));
    await page.goto(`/admin/products?product=${productId}`);
    await page.getByRole("button", { name: "Add Colour" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Colour" });
    await dialog.getByLabel("Name", { exact: true }).fill("Moss");
    await dialog.getByLabel("Arabic name").fill("طحلبي");
    await dialog.getByLabel("Swatch hex").fill("#5b6b45");
    await expectAxeClean(page, "the Add Colour dialog", '[role="dialog"]');
    await page.screenshot({ path: `${SCREENSHOTS}/admin-add-colour-1280.png` });
  });
});
