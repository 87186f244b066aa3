import { describe, expect, it } from "vitest";
import { localizedProduct, productCreateSchema, productTextPatchSchema } from "./products";

const product = {
  id: 1,
  title: "Linen Shirt",
  description: "Cut loose for the heat.",
  category: "Shirts",
  material: "Linen",
  titleAr: "قميص كتان",
  descriptionAr: "",
  categoryAr: "قمصان",
  materialAr: "   ",
  salePrice: 900,
};

describe("localizedProduct", () => {
  it("answers each Arabic field, or the English one where the Arabic is empty", () => {
    expect(localizedProduct(product, "ar")).toEqual({
      ...product,
      title: "قميص كتان",
      description: "Cut loose for the heat.",
      category: "قمصان",
      material: "Linen",
    });
  });

  it("leaves an English page's product as it is, and never changes its argument", () => {
    const copy = structuredClone(product);
    expect(localizedProduct(product, "en")).toBe(product);
    localizedProduct(product, "ar");
    expect(product).toEqual(copy);
  });

  it("reads the label's default category and material in Arabic when there is no Arabic", () => {
    const plain = {
      ...product,
      category: "Fashion",
      material: "Premium quality fabric",
      categoryAr: "",
      materialAr: "",
    };
    expect(localizedProduct(plain, "ar")).toMatchObject({
      category: "أزياء",
      material: "قماش فاخر الجودة",
    });
    expect(localizedProduct({ ...plain, materialAr: "كتان" }, "ar").material).toBe("كتان");
  });
});

describe("Arabic product fields", () => {
  const base = { title: "Shirt", originalPrice: 10, salePrice: 9 };

  it("are optional, trimmed and bounded like the English ones", () => {
    expect(productCreateSchema.parse({ ...base, titleAr: " قميص " }).titleAr).toBe("قميص");
    expect(productCreateSchema.parse(base).titleAr).toBeUndefined();
    const tooLong = productCreateSchema.safeParse({ ...base, categoryAr: "ق".repeat(101) });
    expect(tooLong.error?.issues[0]?.message).toBe(
      "categoryAr is too long (at most 100 characters)",
    );
  });

  it("a text patch needs at least one field, and only known ones", () => {
    expect(productTextPatchSchema.safeParse({}).success).toBe(false);
    expect(productTextPatchSchema.safeParse({ titleAr: "" }).success).toBe(true);
    expect(productTextPatchSchema.safeParse({ salePrice: 1 }).success).toBe(false);
  });
});
