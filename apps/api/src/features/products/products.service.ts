import {
  DEFAULT_CATEGORY,
  DEFAULT_MATERIAL,
  categoryKey,
  type Product,
  type Size,
  type productCreateSchema,
  type productTextPatchSchema,
} from "@atelier/shared/products";
import {
  isSaleAboveOriginal,
  saleAboveOriginalMessage,
  type AdminProductsQuery,
} from "@atelier/shared/products-admin";
import { foldText } from "@atelier/shared/fold";
import { fromPiastres, toPiastres } from "@atelier/shared/money";
import { neutralizeBidi } from "@atelier/shared/text";
import type { z } from "zod";
import { sql } from "kysely";
import { isPostgres, nowIso, type Conn, type Db } from "../../db/dialects";
import type { SizeGuide } from "@atelier/shared/size-guides";
import { colorsOf, insertColor, lockProduct, type ColorRow } from "../colors/colors.service";
import { refuseIfColored, toColor } from "../colors/colors.service";
import {
  createSizeGuide,
  sizeGuidesById,
  type SizeGuideInput,
} from "../size-guides/size-guides.service";
import { ERROR_CODES } from "@atelier/shared/errors";
import { AppError, notFound } from "../../lib/errors";
// Joins a transaction the caller opened: the audit log records the change in it (issue 33).
import { inTransaction } from "../audit/audit.service";
import * as repo from "./products.repository";
import { STOCK_COLUMN } from "./stock";
import type { Restocked } from "../back-in-stock/back-in-stock.service";
import { catalogueKeys } from "../../db/catalogue-keys";

export type ProductInput = z.output<typeof productCreateSchema>;
export type ProductTextInput = z.output<typeof productTextPatchSchema>;

/**
 * Ids are 32-bit integers in both databases; a larger one cannot exist (and would make PostgreSQL
 * throw).
 */
const MAX_ID = 2_147_483_647;

/**
 * The product as the API shows it, with its colours (in their order); `guide` (the whole size
 * guide, or null) on a single product's answer, left out of lists, where `sizeGuideId` says which.
 */
export function toProduct(
  row: repo.ProductRow,
  colors: ColorRow[] = [],
  guide?: SizeGuide | null,
): Product {
  // Text stored before bidi controls were refused shows them as U+FFFD (plugins/bidi-neutral.ts).
  const text = neutralizeBidi;
  return {
    id: row.id,
    title: text(row.title),
    salePrice: fromPiastres(row.sale_price),
    originalPrice: fromPiastres(row.original_price),
    images: JSON.parse(row.images) as string[],
    description: text(row.description),
    category: text(row.category),
    material: text(row.material),
    titleAr: text(row.title_ar),
    descriptionAr: text(row.description_ar),
    categoryAr: text(row.category_ar),
    materialAr: text(row.material_ar),
    insertedAt: row.inserted_at,
    quantityS: row.quantity_s,
    quantityM: row.quantity_m,
    quantityL: row.quantity_l,
    quantityXL: row.quantity_xl,
    colors: colors.map(toColor),
    sizeGuideId: row.size_guide_id,
    ...(guide === undefined ? {} : { sizeGuide: guide }),
  };
}

/**
 * Products as a list shows them: each with its colours, read in one query. A list names each
 * one's size guide by id: the whole guide, the same for many pieces, would weigh on every page.
 */
export async function toProducts(db: Conn, rows: repo.ProductRow[]): Promise<Product[]> {
  const colors = await colorsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toProduct(row, colors.get(row.id)));
}

/** One product as its own answer (GET /api/products/{id} and every write): with its guide. */
async function answer(db: Conn, row: repo.ProductRow): Promise<Product> {
  const [colors, guides] = await Promise.all([
    colorsOf(db, [row.id]),
    sizeGuidesById(db, row.size_guide_id === null ? [] : [row.size_guide_id]),
  ]);
  const guide = row.size_guide_id === null ? null : (guides.get(row.size_guide_id) ?? null);
  return toProduct(row, colors.get(row.id), guide);
}

/** One product as the API shows it, or undefined when there is no such product. */
export async function findProduct(db: Db, id: number): Promise<Product | undefined> {
  const row = id <= MAX_ID ? await repo.findProduct(db, id) : undefined;
  return row && answer(db, row);
}

/**
 * A page of the admin's product list (docs/product.md#admin): newest first, every word of `q`
 * (folded as the stored keys are: db/catalogue-keys.ts) in the product's words in either
 * language, or `q` as the product's id; and how many match in all.
 */
export async function searchProducts(
  db: Db,
  query: AdminProductsQuery,
): Promise<{ products: Product[]; total: number }> {
  const folded = foldText(query.q ?? "");
  // Each word once: a repeated word asks nothing more of a product.
  const words = [...new Set(folded.split(" ").filter(Boolean))];
  const number = /^#?(\d{1,10})$/.exec(folded);
  const id = number && Number(number[1]) <= MAX_ID ? Number(number[1]) : null;
  const { rows, total } = await repo.searchProducts(
    db,
    { words, id },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return { products: await toProducts(db, rows), total };
}

/** A search's words: folded as the keys are, each once, in the order typed. */
export const searchWords = (q: string): string[] => [
  ...new Set(foldText(q).split(" ").filter(Boolean)),
];

/** The row a new product is stored as, its catalogue keys included (db/catalogue-keys.ts). */
export function productRow(
  input: ProductInput,
  insertedAt: string = nowIso(),
  /** Its colours' names, both languages, for the search keys (a seeded piece has them). */
  colorNames: string[] = [],
): repo.NewProductRow {
  const row = {
    title: input.title,
    description: input.description ?? "",
    // docs/product.md#products: blank category and material fall back to the label's defaults.
    category: input.category || DEFAULT_CATEGORY,
    material: input.material || DEFAULT_MATERIAL,
    title_ar: input.titleAr ?? "",
    description_ar: input.descriptionAr ?? "",
    category_ar: input.categoryAr ?? "",
    material_ar: input.materialAr ?? "",
    sale_price: toPiastres(input.salePrice),
    original_price: toPiastres(input.originalPrice),
    images: JSON.stringify(input.images),
    inserted_at: insertedAt,
    quantity_s: input.quantityS,
    quantity_m: input.quantityM,
    quantity_l: input.quantityL,
    quantity_xl: input.quantityXL,
  };
  return { ...row, ...catalogueKeys(row, colorNames) };
}

const saleAboveOriginal = (salePrice: number, originalPrice: number) =>
  new AppError(
    400,
    saleAboveOriginalMessage(salePrice, originalPrice),
    ERROR_CODES.SALE_ABOVE_ORIGINAL,
  );

/**
 * A typed category joins the one already in use whatever its case (docs/product.md#products):
 * "coats" is stored as the existing "Coats", and takes its Arabic name when none is given.
 * Compared here rather than with SQL lower(), which SQLite applies to ASCII letters only.
 */
async function joinCategory(
  db: Db,
  category: string,
  categoryAr: string | undefined,
): Promise<{ category: string; categoryAr: string | undefined }> {
  const key = categoryKey(category);
  const same = (await repo.listCategories(db)).filter((c) => categoryKey(c.category) === key);
  const existing = same[0];
  if (!existing)
    return {
      // The label's default keeps its own spelling ("fashion" is "Fashion").
      category:
        key === categoryKey(DEFAULT_CATEGORY) ? DEFAULT_CATEGORY : category.replace(/\s+/g, " "),
      categoryAr,
    };
  const arabic = categoryAr || same.find((c) => c.category_ar)?.category_ar || undefined;
  return { category: existing.category, categoryAr: arabic };
}

export async function createProduct(db: Db, input: ProductInput): Promise<Product> {
  if (isSaleAboveOriginal(input.salePrice, input.originalPrice))
    throw saleAboveOriginal(input.salePrice, input.originalPrice);
  const joined = await joinCategory(db, input.category || DEFAULT_CATEGORY, input.categoryAr);
  const row = await repo.insertProduct(db, productRow({ ...input, ...joined }));
  return answer(db, row);
}

async function update(
  db: Db,
  id: number,
  changes: Parameters<typeof repo.updateProduct>[2],
): Promise<Product> {
  const row = id <= MAX_ID ? await repo.updateProduct(db, id, changes) : undefined;
  if (!row) throw notFound("Product not found");
  return answer(db, row);
}

/**
 * Product-level stock; a product sold in colours has its stock per colour (400 SET_PER_COLOR).
 * A size back from 0 mails who waits for it, in the same transaction
 * (docs/product.md#back-in-stock).
 */
export const setQuantity = (
  db: Db,
  id: number,
  size: Size,
  quantity: number,
  restocked?: Restocked,
) =>
  uncolored(db, id, "stock", async (trx) => {
    const product = await update(trx, id, { [STOCK_COLUMN[size]]: quantity });
    await restocked?.(trx, [id]);
    return product;
  });
/** A price that would put the sale above the original is a 400, and nothing changes. */
async function setPrice(
  db: Db,
  id: number,
  change: { sale_price: number } | { original_price: number },
): Promise<Product> {
  if (id > MAX_ID) throw notFound("Product not found");
  const row = await repo.updatePriceGuarded(db, id, change);
  if (row) return answer(db, row);
  const current = await findProduct(db, id);
  if (!current) throw notFound("Product not found");
  const sale = "sale_price" in change ? fromPiastres(change.sale_price) : current.salePrice;
  const original =
    "original_price" in change ? fromPiastres(change.original_price) : current.originalPrice;
  throw saleAboveOriginal(sale, original);
}

export const setSalePrice = (db: Db, id: number, salePrice: number) =>
  setPrice(db, id, { sale_price: toPiastres(salePrice) });
export const setOriginalPrice = (db: Db, id: number, originalPrice: number) =>
  setPrice(db, id, { original_price: toPiastres(originalPrice) });
/** Product-level photographs; a product sold in colours has them per colour (400 SET_PER_COLOR). */
export const setImages = (db: Db, id: number, images: string[]) =>
  uncolored(db, id, "photographs", (trx) => update(trx, id, { images: JSON.stringify(images) }));

/**
 * Runs a product-level stock or photograph change under the product's lock, so a first colour
 * being added at the same moment (which copies them) cannot miss it.
 */
function uncolored(
  db: Db,
  id: number,
  what: string,
  change: (trx: Db) => Promise<Product>,
): Promise<Product> {
  if (id > MAX_ID) throw notFound("Product not found");
  return inTransaction(db, async (trx) => {
    if (!(await lockProduct(trx, id))) throw notFound("Product not found");
    await refuseIfColored(trx, id, what);
    return change(trx);
  });
}

/** Changes only the words sent (docs/product.md#products); the rest of the product stays. */
export async function setText(db: Db, id: number, sent: ProductTextInput): Promise<Product> {
  const text = sent.category
    ? { ...sent, ...(await joinCategory(db, sent.category, sent.categoryAr)) }
    : sent;
  const changes: Parameters<typeof repo.updateProduct>[2] = {};
  if (text.title !== undefined) changes.title = text.title;
  if (text.description !== undefined) changes.description = text.description;
  // As on creation: a blank category or material takes the label's default.
  if (text.category !== undefined) changes.category = text.category || DEFAULT_CATEGORY;
  if (text.material !== undefined) changes.material = text.material || DEFAULT_MATERIAL;
  if (text.titleAr !== undefined) changes.title_ar = text.titleAr;
  if (text.descriptionAr !== undefined) changes.description_ar = text.descriptionAr;
  if (text.categoryAr !== undefined) changes.category_ar = text.categoryAr;
  if (text.materialAr !== undefined) changes.material_ar = text.materialAr;
  return update(db, id, changes);
}

export const isCatalogEmpty = async (db: Db) => (await repo.countProducts(db)) === 0;

/** A demo product's colour: its photographs and stock as the seed made them. */
export type SeedColor = {
  name: string;
  nameAr: string;
  hex: string;
  images: string[];
} & Record<"quantityS" | "quantityM" | "quantityL" | "quantityXL", number>;

/**
 * Adds products to an empty catalog in one transaction (the demo seed), with their colours and
 * the size guides they follow (`sizeGuide`: a guide's name); answers how many it added, 0 when
 * the catalog has products by then.
 */
export async function insertIntoEmptyCatalog(
  db: Db,
  products: {
    product: ProductInput;
    insertedAt: string;
    colors?: SeedColor[];
    sizeGuide?: string;
  }[],
  guides: SizeGuideInput[] = [],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Two processes starting together on one empty PostgreSQL must not both seed.
    if (isPostgres(trx)) await sql`lock table products in share row exclusive mode`.execute(trx);
    if ((await repo.countProducts(trx)) > 0) return 0;
    const guideIds = new Map<string, number>();
    for (const guide of guides) guideIds.set(guide.name, (await createSizeGuide(trx, guide)).id);
    for (const { product, insertedAt, colors = [], sizeGuide } of products) {
      const first = colors[0];
      const row = productRow(
        // The product row shows its colours' sums and the first colour's photographs.
        first
          ? {
              ...product,
              images: first.images,
              quantityS: sum(colors, "quantityS"),
              quantityM: sum(colors, "quantityM"),
              quantityL: sum(colors, "quantityL"),
              quantityXL: sum(colors, "quantityXL"),
            }
          : product,
        insertedAt,
        colors.flatMap((c) => [c.name, c.nameAr]),
      );
      const { id } = await repo.insertProduct(trx, {
        ...row,
        size_guide_id: (sizeGuide && guideIds.get(sizeGuide)) || null,
      });
      for (const [i, c] of colors.entries())
        await insertColor(trx, {
          product_id: id,
          position: i + 1,
          name: c.name,
          name_ar: c.nameAr,
          hex: c.hex,
          images: JSON.stringify(c.images),
          quantity_s: c.quantityS,
          quantity_m: c.quantityM,
          quantity_l: c.quantityL,
          quantity_xl: c.quantityXL,
        });
    }
    return products.length;
  });
}

const sum = (colors: SeedColor[], key: `quantity${Size}`) => colors.reduce((n, c) => n + c[key], 0);

export async function deleteProduct(db: Db, id: number): Promise<void> {
  // Cart lines go with it (ON DELETE CASCADE); order lines keep their snapshot (SET NULL).
  const deleted = id <= MAX_ID && (await repo.deleteProduct(db, id));
  if (!deleted) throw notFound("Product not found");
}
