import { describe, expect, it } from "vitest";
import {
  categoryKey,
  categoryLabel,
  localizedProduct,
  productCreateSchema,
  productTextPatchSchema,
  titleCase,
} from "./products";
import { isSaleAboveOriginal, missingArabic } from "./products-admin";

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

describe("categories (issue 24)", () => {
  it("are one whatever their case and spacing", () => {
    expect(new Set(["Coats", "coats", "  COATS ", "cOaTs"].map(categoryKey)).size).toBe(1);
    expect(categoryKey("Evening   Wear")).toBe("evening wear");
  });

  it.each([
    ["coats", "Coats"],
    ["EVENING WEAR", "Evening Wear"],
    ["coats and jackets", "Coats and Jackets"],
    ["t-shirts", "T-Shirts"],
    ["of the house", "Of the House"],
  ])("%j reads %j on English pages", (name, shown) => expect(titleCase(name)).toBe(shown));

  it("reads in the page's language: Arabic where there is one, Title Case in English", () => {
    expect(categoryLabel({ category: "coats", categoryAr: "معاطف" }, "en")).toBe("Coats");
    expect(categoryLabel({ category: "coats", categoryAr: "معاطف" }, "ar")).toBe("معاطف");
    expect(categoryLabel({ category: "knitwear", categoryAr: "" }, "ar")).toBe("Knitwear");
    expect(categoryLabel({ category: "fashion", categoryAr: "" }, "ar")).toBe("أزياء");
    expect(categoryLabel({ category: "", categoryAr: "" }, "en")).toBe("Fashion");
  });
});

describe("missingArabic (the admin list's flag)", () => {
  const english = {
    title: "Linen Shirt",
    description: "Cut loose.",
    category: "Shirts",
    material: "Linen",
  };
  const none = { titleAr: "", descriptionAr: "", categoryAr: "", materialAr: "" };
  it("names each field the Arabic pages would show in English", () => {
    expect(missingArabic({ ...english, ...none })).toEqual([
      "title",
      "description",
      "category",
      "material",
    ]);
    expect(missingArabic({ ...english, ...none, titleAr: "قميص", descriptionAr: " " })).toEqual([
      "description",
      "category",
      "material",
    ]);
  });

  it("asks nothing for an empty description or the label's defaults, which have their Arabic", () => {
    expect(
      missingArabic({
        title: "Scarf",
        description: "",
        category: "Fashion",
        material: "Premium quality fabric",
        ...none,
        titleAr: "وشاح",
      }),
    ).toEqual([]);
  });
});

describe("isSaleAboveOriginal", () => {
  it("allows equal and lower, to the piastre", () => {
    expect(isSaleAboveOriginal(100, 100)).toBe(false);
    expect(isSaleAboveOriginal(99.99, 100)).toBe(false);
    expect(isSaleAboveOriginal(100.01, 100)).toBe(true);
    expect(isSaleAboveOriginal(0.1 + 0.2, 0.3)).toBe(false);
  });
});
