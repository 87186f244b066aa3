import { describe, expect, it } from "vitest";
import {
  DEFAULT_CATEGORY,
  DEFAULT_MATERIAL,
  isNewProduct,
  isOutOfStock,
  localizedProduct,
} from "@atelier/shared/products";
import { DEMO_CATALOG, type DemoProduct } from "./catalog";

describe("the demo catalog (packages/demo/README.md)", () => {
  it("has about two dozen garments across several categories: new, on sale, short sizes, one sold out", () => {
    const now = new Date();
    const inserted = (p: DemoProduct) => new Date(now.getTime() - p.ageDays * 86_400_000);
    expect(DEMO_CATALOG.length).toBeGreaterThanOrEqual(20);
    expect(DEMO_CATALOG.length).toBeLessThanOrEqual(30);
    expect(new Set(DEMO_CATALOG.map((p) => p.category)).size).toBeGreaterThanOrEqual(4);
    expect(
      DEMO_CATALOG.filter((p) => isNewProduct(inserted(p), now)).length,
    ).toBeGreaterThanOrEqual(3);
    expect(DEMO_CATALOG.filter((p) => p.salePrice < p.originalPrice).length).toBeGreaterThanOrEqual(
      3,
    );
    const quantities = (p: DemoProduct) => ({
      quantityS: p.quantities.S,
      quantityM: p.quantities.M,
      quantityL: p.quantities.L,
      quantityXL: p.quantities.XL,
    });
    expect(DEMO_CATALOG.filter((p) => isOutOfStock(quantities(p)))).toHaveLength(1);
    expect(
      DEMO_CATALOG.filter(
        (p) => !isOutOfStock(quantities(p)) && Object.values(p.quantities).includes(0),
      ).length,
    ).toBeGreaterThanOrEqual(3);
    expect(new Set(DEMO_CATALOG.map((p) => p.title)).size).toBe(DEMO_CATALOG.length);
  });
});

describe("the demo catalog in Arabic (issue 16)", () => {
  const arabic = /^[\u0600-\u06ff\s0-9%،؛.:,()SXLM-]+$/;

  it("gives every product an Arabic title, description, category and material", () => {
    for (const p of DEMO_CATALOG) {
      // As the server stores it (a missing material takes the label's default), then as the
      // Arabic page reads it.
      const stored = {
        title: p.title,
        description: p.description,
        category: p.category || DEFAULT_CATEGORY,
        material: p.material || DEFAULT_MATERIAL,
        titleAr: p.titleAr,
        descriptionAr: p.descriptionAr,
        categoryAr: p.categoryAr,
        materialAr: p.materialAr ?? "",
      };
      const ar = localizedProduct(stored, "ar");
      for (const field of ["title", "description", "category", "material"] as const)
        expect(ar[field], `${p.title}: ${field}`).toMatch(arabic);
    }
  });

  it("names each product and each category once in Arabic, as in English", () => {
    expect(new Set(DEMO_CATALOG.map((p) => p.titleAr)).size).toBe(DEMO_CATALOG.length);
    const pairs = new Set(DEMO_CATALOG.map((p) => `${p.category}=${p.categoryAr}`));
    expect(pairs.size).toBe(new Set(DEMO_CATALOG.map((p) => p.category)).size);
    expect(new Set(DEMO_CATALOG.map((p) => p.categoryAr)).size).toBe(pairs.size);
  });
});
