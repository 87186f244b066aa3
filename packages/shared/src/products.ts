import { z } from "zod";
import { priceSchema } from "./money";
import { typedNumber } from "./numerals";
import { plainText } from "./text";
import type { Locale } from "./locales";
import { productColorSchema } from "./colors";
import { sizeGuideSchema } from "./size-guides";

export const SIZES = ["S", "M", "L", "XL"] as const;
export type Size = (typeof SIZES)[number];
export const sizeSchema = z.enum(SIZES, { error: "size must be one of S, M, L, XL" });

export const DEFAULT_CATEGORY = "Fashion";
export const DEFAULT_MATERIAL = "Premium quality fabric";
/** The same defaults in Arabic, for Arabic pages where the product has no Arabic of its own. */
export const DEFAULT_CATEGORY_AR = "أزياء";
export const DEFAULT_MATERIAL_AR = "قماش فاخر الجودة";
/** A product is new if inserted less than 2 months before now (docs/product.md#products). */
export const NEW_PRODUCT_MONTHS = 2;

export const QUANTITY_KEYS = {
  S: "quantityS",
  M: "quantityM",
  L: "quantityL",
  XL: "quantityXL",
} as const satisfies Record<Size, string>;

/** Stock per size: a whole number from 0 to a sane ceiling. */
export const stockSchema = typedNumber(
  z
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(0, { error: "must be 0 or more" })
    .max(1_000_000, { error: "is too large" }),
);

/** The product as the server sends it (docs/product.md#products). */
export const productSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  salePrice: z.number(),
  originalPrice: z.number(),
  images: z.array(z.string()),
  description: z.string(),
  category: z.string(),
  material: z.string(),
  /**
   * Arabic text (issue 16, docs/product.md#products): "" when not translated; the Arabic pages
   * then show the English field (localizedProduct).
   */
  titleAr: z.string(),
  descriptionAr: z.string(),
  categoryAr: z.string(),
  materialAr: z.string(),
  insertedAt: z.string(),
  quantityS: z.number().int(),
  quantityM: z.number().int(),
  quantityL: z.number().int(),
  quantityXL: z.number().int(),
  /**
   * Issue 28 (docs/product.md#colours): the colours it is sold in, in the admin's order; empty for
   * a product without. With colours, quantityS…XL are their sums and `images` the first's.
   */
  colors: z.array(productColorSchema),
  /** The size guide it follows (issue 28), or null. */
  sizeGuideId: z.number().int().nullable(),
  /**
   * The whole guide, or null: on a single product's answer (GET /api/products/{id}, writes);
   * lists leave it out and name the guide by `sizeGuideId`.
   */
  sizeGuide: sizeGuideSchema.nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;

const imageUrl = z
  .string()
  .max(500)
  .regex(/^\/uploads\/(?!.*\.\.)[A-Za-z0-9._/-]+$/, {
    error: "images must be uploaded image URLs",
  });

// An admin's words are shown to every shopper: no bidi controls
// (docs/security.md#bidi-controls-in-free-text).
const title = /* @__PURE__ */ plainText(
  z
    .string({ error: "title is required" })
    .trim()
    .min(1, { error: "title is required" })
    .max(200, { error: "title is too long" }),
  "title",
);

/** Optional free text, named in its errors so the admin sees which field is wrong. */
const optionalText = (field: string, max: number) =>
  plainText(
    z
      .string({ error: `${field} must be text` })
      .trim()
      .max(max, { error: `${field} is too long (at most ${max} characters)` }),
    field,
  ).optional();

/** The longest each text field may be, English and Arabic alike (the columns' sizes). */
export const PRODUCT_TEXT_MAX = {
  title: 200,
  description: 5000,
  category: 100,
  material: 200,
} as const;

/**
 * A product's words in both languages; the Arabic ones are optional (docs/product.md#products).
 * The calls are marked pure so a page that imports this module for its rules does not carry zod
 * (apps/web/test/budget.test.ts).
 */
const productText = {
  title,
  description: /* @__PURE__ */ optionalText("description", PRODUCT_TEXT_MAX.description),
  material: /* @__PURE__ */ optionalText("material", PRODUCT_TEXT_MAX.material),
  category: /* @__PURE__ */ optionalText("category", PRODUCT_TEXT_MAX.category),
  titleAr: /* @__PURE__ */ optionalText("titleAr", PRODUCT_TEXT_MAX.title),
  descriptionAr: /* @__PURE__ */ optionalText("descriptionAr", PRODUCT_TEXT_MAX.description),
  categoryAr: /* @__PURE__ */ optionalText("categoryAr", PRODUCT_TEXT_MAX.category),
  materialAr: /* @__PURE__ */ optionalText("materialAr", PRODUCT_TEXT_MAX.material),
};

export const productCreateSchema = z.strictObject({
  ...productText,
  originalPrice: priceSchema,
  salePrice: priceSchema,
  images: z.array(imageUrl).max(20).default([]),
  quantityS: stockSchema.default(0),
  quantityM: stockSchema.default(0),
  quantityL: stockSchema.default(0),
  quantityXL: stockSchema.default(0),
});
export type ProductCreate = z.input<typeof productCreateSchema>;

export const productIdParamsSchema = z.object({
  id: z.coerce.number({ error: "id must be a number" }).int().positive(),
});
export const quantityPatchSchema = z.strictObject({ size: sizeSchema, quantity: stockSchema });
export const salePricePatchSchema = z.strictObject({ salePrice: priceSchema });
export const originalPricePatchSchema = z.strictObject({ originalPrice: priceSchema });
export const imagesPatchSchema = z.strictObject({ images: z.array(imageUrl).max(20) });
/**
 * The product's words, English and Arabic: only the fields sent change. An empty Arabic field
 * removes the translation; an empty English category or material takes the label's default.
 */
export const productTextPatchSchema = z
  .strictObject(productText)
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    error:
      "send at least one of title, description, category, material, titleAr, descriptionAr, categoryAr, materialAr",
  });
export type ProductTextPatch = z.input<typeof productTextPatchSchema>;
export const imageUploadResponseSchema = z.object({ url: z.string() });

/** The fields that have an Arabic twin, and the name of that twin. */
export const LOCALIZED_FIELDS = {
  title: "titleAr",
  description: "descriptionAr",
  category: "categoryAr",
  material: "materialAr",
} as const;
export type LocalizedField = keyof typeof LOCALIZED_FIELDS;
export type ProductText = Pick<Product, LocalizedField | (typeof LOCALIZED_FIELDS)[LocalizedField]>;

/**
 * The product's words in `locale`: for Arabic, each field's Arabic text, or the English one
 * where the Arabic is empty (a field at a time: a translated title with an English description
 * is fine); the label's default category and material read in Arabic. English answers the
 * English fields. Everything else on the product is kept as is, so the web and the server
 * render can pass the result where a product is expected.
 */
export function localizedProduct<P extends ProductText>(product: P, locale: Locale): P {
  if (locale === "en") return product;
  const out: Record<string, unknown> = { ...product };
  for (const [field, twin] of Object.entries(LOCALIZED_FIELDS) as [
    LocalizedField,
    (typeof LOCALIZED_FIELDS)[LocalizedField],
  ][]) {
    const translated = product[twin].trim();
    if (translated) out[field] = translated;
    // The label's default words (set by the server for a blank field) have their own Arabic.
    else if (field === "category" && product.category === DEFAULT_CATEGORY)
      out[field] = DEFAULT_CATEGORY_AR;
    else if (field === "material" && product.material === DEFAULT_MATERIAL)
      out[field] = DEFAULT_MATERIAL_AR;
  }
  return out as P;
}

/**
 * Categories are one whatever their case or spacing: "Coats", "coats" and " COATS " are the same
 * category (docs/product.md#products). This is the key they are compared by.
 */
export const categoryKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

// Short joining words stay lowercase inside a title ("Coats and Jackets").
const MINOR_WORDS = new Set([
  "a",
  "an",
  "and",
  "at",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);

/**
 * How English pages show a category: "coats and JACKETS" → "Coats and Jackets", "t-shirts" →
 * "T-Shirts".
 */
export function titleCase(name: string): string {
  return categoryKey(name)
    .split(" ")
    .map((word, i) =>
      i > 0 && MINOR_WORDS.has(word)
        ? word
        : word.replace(
            /(^|[-/])(\p{L})/gu,
            (_m, sep: string, letter: string) => sep + letter.toUpperCase(),
          ),
    )
    .join(" ");
}

/**
 * A category's name on a page: the Arabic name on Arabic pages (the label's default has its own;
 * an untranslated one shows the English), Title Case on English ones.
 */
export function categoryLabel(
  product: Pick<Product, "category" | "categoryAr">,
  locale: Locale,
): string {
  const category = product.category.trim() || DEFAULT_CATEGORY;
  if (locale !== "en") {
    const arabic = product.categoryAr.trim();
    if (arabic) return arabic;
    if (categoryKey(category) === categoryKey(DEFAULT_CATEGORY)) return DEFAULT_CATEGORY_AR;
  }
  return titleCase(category);
}

export function quantityOf(product: Pick<Product, `quantity${Size}`>, size: Size): number {
  return product[QUANTITY_KEYS[size]] ?? 0;
}

export const isSizeAvailable = (p: Pick<Product, `quantity${Size}`>, size: Size) =>
  quantityOf(p, size) > 0;

export const isOutOfStock = (p: Pick<Product, `quantity${Size}`>) =>
  SIZES.every((s) => !(quantityOf(p, s) > 0));

/** New if inserted less than NEW_PRODUCT_MONTHS calendar months before `now`. */
export function isNewProduct(insertedAt: string | Date, now: Date = new Date()): boolean {
  const inserted = new Date(insertedAt);
  if (Number.isNaN(inserted.getTime())) return false;
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - NEW_PRODUCT_MONTHS);
  return inserted > cutoff;
}

/**
 * Uploaded images are stored in several WebP widths. The API answers the URL of the largest,
 * `/uploads/<name>-1600.webp`; every other width lives beside it as `<name>-<width>.webp`.
 */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;
export const LARGEST_IMAGE_WIDTH = 1600;

export function imageVariant(url: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  return url.replace(/-(\d+)\.webp$/, `-${width}.webp`);
}

/** `srcset` for an uploaded image, or undefined for a URL that does not follow the rule. */
export function imageSrcSet(url: string): string | undefined {
  if (!/-\d+\.webp$/.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageVariant(url, w)} ${w}w`).join(", ");
}

/**
 * `sizes` for each place a product photo appears. Shared because the server preloads the first
 * screen's photos from the HTML, and a preload is only reused when its sizes match the <img>'s.
 */
export const IMAGE_SIZES = {
  /** Product cards: 2 columns on phones, up to 4 beside a 12rem sidebar on wide screens. */
  card: "(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 50vw",
  /** The New Arrivals strip on the home page. */
  strip: "(min-width: 1280px) 20vw, (min-width: 768px) 32vw, 52vw",
  /** The product page's gallery. */
  detail: "(min-width: 1024px) 45vw, 100vw",
  /** The featured piece in the home hero (wide screens only). */
  featured: "22rem",
} as const;

/** The home hero shows its featured piece only from this width up. */
export const FEATURED_PIECE_MEDIA = "(min-width: 1024px)";
