import { describe, expect, it } from "vitest";
import { colorCreateSchema, MAX_COLORS } from "@atelier/shared/colors";
import { sizeGuideCreateSchema } from "@atelier/shared/size-guides";
import { DEMO_CATALOG, type DemoProduct } from "./catalog";
import { seedDemoCatalog, type SeedProduct, type SeedStore } from "./seed";
import { DEMO_SIZE_GUIDES, GUIDE_OF_CATEGORY } from "./size-guides";

const SIZES = ["S", "M", "L", "XL"] as const;
const coloured = DEMO_CATALOG.filter((p) => p.colours?.length);
const arabic = /^[\u0600-\u06ff\s]+$/;

describe("the demo catalogue's colours (issue 28)", () => {
  it("sells several pieces, across categories, in two or three colours", () => {
    expect(coloured.length).toBeGreaterThanOrEqual(6);
    expect(coloured.length).toBeLessThanOrEqual(8);
    expect(new Set(coloured.map((p) => p.category)).size).toBeGreaterThanOrEqual(4);
    for (const p of coloured) {
      const colours = p.colours!;
      expect(colours.length, p.title).toBeGreaterThanOrEqual(2);
      expect(colours.length, p.title).toBeLessThanOrEqual(Math.min(3, MAX_COLORS));
      expect(new Set(colours.map((c) => c.hex.toLowerCase())).size, p.title).toBe(colours.length);
      expect(new Set(colours.map((c) => c.name)).size, p.title).toBe(colours.length);
      expect(new Set(colours.map((c) => c.nameAr)).size, p.title).toBe(colours.length);
      for (const c of colours) {
        // As an admin's colour is checked (a swatch #rrggbb, names within bounds).
        expect(() =>
          colorCreateSchema.parse({ name: c.name, nameAr: c.nameAr, hex: c.hex }),
        ).not.toThrow();
        expect(c.name, p.title).toMatch(/^[A-Z][a-z]+( [a-z]+)?$/);
        expect(c.nameAr, p.title).toMatch(arabic);
      }
      // The piece's words and its first shots describe its first colour.
      expect(p.art.colour.toLowerCase(), p.title).toBe(colours[0]!.hex.toLowerCase());
    }
  });

  it("names each colour once in each language across the catalogue", () => {
    const all = coloured.flatMap((p) => p.colours!);
    const byName = new Map(all.map((c) => [c.name, `${c.nameAr} ${c.hex}`]));
    for (const c of all) expect(byName.get(c.name)).toBe(`${c.nameAr} ${c.hex}`);
    expect(new Set(all.map((c) => c.nameAr)).size).toBe(byName.size);
  });

  it("keeps each piece's stock the sum over its colours", () => {
    for (const p of coloured)
      for (const size of SIZES)
        expect(p.quantities[size], `${p.title} ${size}`).toBe(
          p.colours!.reduce((n, c) => n + c.quantities[size], 0),
        );
  });

  it("has a size sold out in one colour while another colour still has it", () => {
    const crossedOut = coloured.filter((p) =>
      SIZES.some(
        (size) =>
          p.colours!.some((c) => c.quantities[size] === 0) &&
          p.colours!.some((c) => c.quantities[size] > 0),
      ),
    );
    expect(crossedOut.length).toBeGreaterThanOrEqual(2);
  });
});

describe("the demo size guides (issue 28)", () => {
  it("are three valid guides for tops, trousers and dresses, in centimetres, in both languages", () => {
    const guides = Object.values(DEMO_SIZE_GUIDES);
    expect(guides).toHaveLength(3);
    expect(new Set(guides.map((g) => g.name)).size).toBe(3);
    for (const guide of guides) {
      expect(sizeGuideCreateSchema.parse(guide)).toEqual(guide);
      expect(guide.nameAr).toMatch(arabic);
      expect(guide.columns.length).toBe(4);
      for (const column of guide.columns) expect(column.nameAr).toMatch(arabic);
      for (const text of [guide.howToMeasureAr, guide.fitNoteAr])
        expect(text).toMatch(/[\u0600-\u06ff]/);
      for (const text of [guide.howToMeasure, guide.fitNote])
        expect(text?.length).toBeGreaterThan(40);
      // Every measurement grows (or holds) from S to XL.
      guide.columns.forEach((_, i) => {
        const values = SIZES.map((s) => guide.rows[s][i]!);
        expect(values, `${guide.name} ${guide.columns[i]!.name}`).toEqual(
          [...values].sort((a, b) => a - b),
        );
      });
    }
    expect(DEMO_SIZE_GUIDES.tops.columns.map((c) => c.name)).toEqual([
      "Chest",
      "Waist",
      "Length",
      "Sleeve",
    ]);
    expect(DEMO_SIZE_GUIDES.trousers.columns.map((c) => c.name)).toEqual([
      "Waist",
      "Hips",
      "Inseam",
      "Length",
    ]);
    expect(DEMO_SIZE_GUIDES.dresses.columns.map((c) => c.name)).toEqual([
      "Bust",
      "Waist",
      "Hips",
      "Length",
    ]);
  });

  it("serve every garment by its category; only accessories go without", () => {
    for (const p of DEMO_CATALOG)
      if (p.category === "Accessories") expect(GUIDE_OF_CATEGORY[p.category]).toBeUndefined();
      else expect(GUIDE_OF_CATEGORY[p.category], p.category).toBeDefined();
  });
});

describe("seeding colours and guides", () => {
  /** A store that keeps what it is given; each shot's URL names the colour it was drawn in. */
  const fakeStore = () => {
    const seeded: { products: SeedProduct[]; guides: unknown[] } = { products: [], guides: [] };
    let n = 0;
    const store: SeedStore = {
      putUpload: async () => {},
      readUpload: async () => null,
      isEmpty: async () => true,
      storeImage: async (image) => `/uploads/${image.toString()}-${n++}-1600.webp`,
      insertIntoEmpty: async (products, guides) => {
        seeded.products = products;
        seeded.guides = guides;
        return products.length;
      },
    };
    return { store, seeded };
  };
  const render = async (p: DemoProduct, options?: { shots?: number }) =>
    [0, 1, 2].slice(0, options?.shots).map((i) => Buffer.from(`${p.art.colour.slice(1)}.${i}`));
  const silent = { info() {} };

  it("gives each colour its own shots and stock, and each garment its guide", async () => {
    const { store, seeded } = fakeStore();
    const catalog = DEMO_CATALOG.filter((p) => p.colours?.length || p.category === "Accessories");
    expect(await seedDemoCatalog(store, silent, { catalog, render })).toBe(catalog.length);
    expect(seeded.guides).toEqual(Object.values(DEMO_SIZE_GUIDES));

    for (const [i, demo] of catalog.entries()) {
      const { product, colors, sizeGuide } = seeded.products[i]!;
      const guide = GUIDE_OF_CATEGORY[demo.category];
      expect(sizeGuide).toBe(guide && DEMO_SIZE_GUIDES[guide].name);
      if (!demo.colours) {
        expect(colors).toBeUndefined();
        continue;
      }
      expect(colors!.map((c) => [c.name, c.nameAr, c.hex])).toEqual(
        demo.colours.map((c) => [c.name, c.nameAr, c.hex.toLowerCase()]),
      );
      colors!.forEach((c, k) => {
        expect(c.images.length).toBe(k === 0 ? 3 : 2);
        for (const url of c.images) expect(url).toContain(demo.colours![k]!.hex.slice(1));
        for (const size of SIZES)
          expect(c[`quantity${size}`]).toBe(demo.colours![k]!.quantities[size]);
      });
      const shots = colors!.flatMap((c) => c.images);
      expect(new Set(shots).size).toBe(shots.length);
      expect(product.images).toEqual(colors![0]!.images);
      for (const size of SIZES) expect(product[`quantity${size}`]).toBe(demo.quantities[size]);
    }
  });
});
