import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageVariant, type Product } from "@atelier/shared/products";
import { DEMO_CATALOG, type DemoProduct } from "@atelier/demo/catalog";
import { renderGarmentImages } from "@atelier/demo/garment-art/index";
import { seedDemo } from "../src/bootstrap";
import { DIALECTS, createTestApp, type TestApp } from "./helpers";

const silent = pino({ level: "silent" });

// Real renders are slow-ish; render each chosen product once for both dialects.
const renders = new Map<string, Promise<Buffer[]>>();
const renderOnce = (p: DemoProduct) => {
  if (!renders.has(p.title)) renders.set(p.title, renderGarmentImages(p));
  return renders.get(p.title)!;
};
const byTitle = (title: string) => DEMO_CATALOG.find((p) => p.title === title)!;

/** A quick stand-in render: one small, distinct JPEG per shot. */
const quickRender = async (p: DemoProduct) =>
  Promise.all(
    [0, 1].map((i) =>
      sharp({ create: { width: 300, height: 375, channels: 3, background: p.art.colour } })
        .composite([
          {
            input: Buffer.from(
              `<svg width="300" height="375"><text x="10" y="${30 + i * 20}">${p.title}</text></svg>`,
            ),
          },
        ])
        .jpeg()
        .toBuffer(),
    ),
  );

for (const dialect of DIALECTS) {
  describe(`seeding the demo catalog (${dialect})`, () => {
    let t: TestApp;
    let uploads: string;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      uploads = path.join(t.dataDir, "uploads");
    });
    afterEach(async () => t.close());

    it("fills an empty store with rendered shots stored through the upload pipeline", async () => {
      const chosen = [byTitle("Washed Linen Shirt"), byTitle("Cashmere Cardigan")];
      const now = new Date();
      const added = await seedDemo(
        t.app,
        {
          catalog: chosen,
          render: renderOnce,
          now,
        },
        silent,
      );
      expect(added).toBe(2);

      const products = (
        await t.inject({ method: "GET", url: "/api/products" })
      ).json() as Product[];
      expect(products.map((p) => p.title).sort()).toEqual([
        "Cashmere Cardigan",
        "Washed Linen Shirt",
      ]);
      for (const demo of chosen) {
        const p = products.find((x) => x.title === demo.title)!;
        expect(p).toMatchObject({
          description: demo.description,
          category: demo.category,
          material: demo.material ?? "Premium quality fabric",
          salePrice: demo.salePrice,
          originalPrice: demo.originalPrice,
          quantityS: demo.quantities.S,
          quantityM: demo.quantities.M,
          quantityL: demo.quantities.L,
          quantityXL: demo.quantities.XL,
          insertedAt: new Date(now.getTime() - demo.ageDays * 86_400_000).toISOString(),
        });
        expect(p.images.length).toBeGreaterThanOrEqual(2);
        expect(p.images.length).toBeLessThanOrEqual(3);
        for (const url of p.images) {
          expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/);
          for (const w of IMAGE_WIDTHS) {
            const served = await t.inject({ method: "GET", url: imageVariant(url, w) });
            expect(served.statusCode).toBe(200);
            expect(served.headers["content-type"]).toBe("image/webp");
            const meta = await sharp(served.rawPayload).metadata();
            expect(meta.width).toBeLessThanOrEqual(w);
          }
        }
      }
      expect(products.find((p) => p.title === "Cashmere Cardigan")!).toMatchObject({
        quantityS: 0,
        quantityM: 0,
        quantityL: 0,
        quantityXL: 0,
      });
    });

    it("seeds a piece in colours with each colour's own shots and stock, and its size guide", async () => {
      const chinos = byTitle("Garment-Dyed Chinos");
      const added = await seedDemo(t.app, { catalog: [chinos], render: quickRender }, silent);
      expect(added).toBe(1);
      const [listed] = (
        await t.inject({ method: "GET", url: "/api/products" })
      ).json() as Product[];
      const p = (
        await t.inject({ method: "GET", url: `/api/products/${listed!.id}` })
      ).json() as Product;
      expect(p.colors.map((c) => c.name)).toEqual(chinos.colours!.map((c) => c.name));
      expect(p.colors.map((c) => c.nameAr)).toEqual(chinos.colours!.map((c) => c.nameAr));
      const shots = p.colors.flatMap((c) => c.images);
      expect(new Set(shots).size).toBe(shots.length);
      expect(p.images).toEqual(p.colors[0]!.images);
      for (const size of ["S", "M", "L", "XL"] as const) {
        const key = `quantity${size}` as const;
        expect(p[key]).toBe(p.colors.reduce((n, c) => n + c[key], 0));
      }
      expect(p.sizeGuide).toMatchObject({ measure: expect.any(String) });
      expect(p.sizeGuide!.columns.length).toBeGreaterThan(0);
      const guides = (await t.inject({ method: "GET", url: "/api/size-guides" })).json();
      expect(guides).toHaveLength(3);
    });

    it("leaves a store that already has products alone", async () => {
      await seedDemo(
        t.app,
        {
          catalog: DEMO_CATALOG.slice(0, 1),
          render: quickRender,
        },
        silent,
      );
      let rendered = 0;
      const again = await seedDemo(
        t.app,
        {
          render: async (p) => {
            rendered++;
            return quickRender(p);
          },
        },
        silent,
      );
      expect(again).toBe(0);
      expect(rendered).toBe(0);
      expect((await t.inject({ method: "GET", url: "/api/products" })).json()).toHaveLength(1);
    });

    it("seeds once when two starts race on the same empty database", async () => {
      const catalog = DEMO_CATALOG.slice(0, 4);
      const results = await Promise.all([
        seedDemo(t.app, { catalog, render: quickRender }, silent),
        seedDemo(t.app, { catalog, render: quickRender }, silent),
      ]);
      expect(results.sort()).toEqual([0, 4]);
      expect((await t.inject({ method: "GET", url: "/api/products" })).json()).toHaveLength(4);
      // Both renders stored the same bytes under the same names: 2 shots × 3 widths × 4 products.
      expect(fs.readdirSync(uploads).filter((f) => f.endsWith(".webp"))).toHaveLength(24);
    });

    it("logs its progress", async () => {
      const lines: string[] = [];
      const log = pino(
        { level: "info" },
        { write: (s: string) => void lines.push(JSON.parse(s).msg as string) },
      );
      await seedDemo(
        t.app,
        {
          catalog: DEMO_CATALOG.slice(0, 3),
          render: quickRender,
        },
        log,
      );
      expect(lines[0]).toMatch(/rendering product images/);
      expect(lines.filter((l) => /^demo catalog: \d\/3 /.test(l))).toHaveLength(3);
      expect(lines.at(-1)).toMatch(/3 products ready in \d+\.\d s/);
    });
  });
}
