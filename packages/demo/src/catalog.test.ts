import { describe, expect, it } from "vitest";
import { isNewProduct, isOutOfStock } from "@atelier/shared/products";
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
