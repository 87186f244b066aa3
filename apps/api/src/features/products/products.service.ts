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
import { isPostgres, nowIso, type Db } from "../../db/dialects";
import { ERROR_CODES } from "@atelier/shared/errors";
import { AppError, notFound } from "../../lib/errors";
import * as repo from "./products.repository";
import { STOCK_COLUMN } from "./stock";
import { catalogueKeys } from "../../db/catalogue-keys";

export type ProductInput = z.output<typeof productCreateSchema>;
export type ProductTextInput = z.output<typeof productTextPatchSchema>;

/**
 * Ids are 32-bit integers in both databases; a larger one cannot exist (and would make PostgreSQL
 * throw).
 */
const MAX_ID = 2_147_483_647;

export function toProduct(row: repo.ProductRow): Product {
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
  };
}

/** One product as the API shows it, or undefined when there is no such product. */
export async function findProduct(db: Db, id: number): Promise<Product | undefined> {
  const row = id <= MAX_ID ? await repo.findProduct(db, id) : undefined;
  return row && toProduct(row);
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
  return { products: rows.map(toProduct), total };
}

/** The row a new product is stored as, its catalogue keys included (db/catalogue-keys.ts). */
export function productRow(input: ProductInput, insertedAt: string = nowIso()): repo.NewProductRow {
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
  return { ...row, ...catalogueKeys(row) };
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
  return toProduct(row);
}

async function update(
  db: Db,
  id: number,
  changes: Parameters<typeof repo.updateProduct>[2],
): Promise<Product> {
  const row = id <= MAX_ID ? await repo.updateProduct(db, id, changes) : undefined;
  if (!row) throw notFound("Product not found");
  return toProduct(row);
}

export const setQuantity = (db: Db, id: number, size: Size, quantity: number) =>
  update(db, id, { [STOCK_COLUMN[size]]: quantity });
/** A price that would put the sale above the original is a 400, and nothing changes. */
async function setPrice(
  db: Db,
  id: number,
  change: { sale_price: number } | { original_price: number },
): Promise<Product> {
  if (id > MAX_ID) throw notFound("Product not found");
  const row = await repo.updatePriceGuarded(db, id, change);
  if (row) return toProduct(row);
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
export const setImages = (db: Db, id: number, images: string[]) =>
  update(db, id, { images: JSON.stringify(images) });

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

/**
 * Adds products to an empty catalog in one transaction (the demo seed); answers how many it
 * added, 0 when the catalog has products by then.
 */
export async function insertIntoEmptyCatalog(
  db: Db,
  products: { product: ProductInput; insertedAt: string }[],
): Promise<number> {
  const rows = products.map((p) => productRow(p.product, p.insertedAt));
  return db.transaction().execute(async (trx) => {
    // Two processes starting together on one empty PostgreSQL must not both seed.
    if (isPostgres(trx)) await sql`lock table products in share row exclusive mode`.execute(trx);
    if ((await repo.countProducts(trx)) > 0) return 0;
    await repo.insertProducts(trx, rows);
    return rows.length;
  });
}

export async function deleteProduct(db: Db, id: number): Promise<void> {
  // Cart lines go with it (ON DELETE CASCADE); order lines keep their snapshot (SET NULL).
  const deleted = id <= MAX_ID && (await repo.deleteProduct(db, id));
  if (!deleted) throw notFound("Product not found");
}
