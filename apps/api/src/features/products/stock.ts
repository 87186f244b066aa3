import { sql } from "kysely";
import type { Size } from "@atelier/shared/products";
import type { Conn } from "../../db/dialects";
import type { ProductsTable } from "../../db/schema";
import { hasColors, lockProduct, putBackColorStock } from "../colors/colors.service";

/*
 * Stock, the one part of a product that other features change: the cart checks it, orders take
 * it and put it back. They reach it here, never through the products repository.
 */

export const STOCK_COLUMN = {
  S: "quantity_s",
  M: "quantity_m",
  L: "quantity_l",
  XL: "quantity_xl",
} as const satisfies Record<Size, keyof ProductsTable>;

/**
 * What a cart line or an order line needs of a product: its name, today's price, its stock, and
 * its images (an order line keeps the first).
 */
export type StockRow = {
  id: number;
  title: string;
  /** The Arabic title ("" when not translated), for the e-mails of an Arabic order. */
  title_ar: string;
  sale_price: number;
  /** With sale_price, whether it is on sale (a discount code may leave sale items alone). */
  original_price: number;
  category: string;
  images: string;
} & Record<(typeof STOCK_COLUMN)[Size], number>;

export const stockOf = (row: StockRow, size: Size) => row[STOCK_COLUMN[size]];

const selectStock = (db: Conn) =>
  db
    .selectFrom("products")
    .select([
      "id",
      "title",
      "title_ar",
      "sale_price",
      "original_price",
      "category",
      "images",
      "quantity_s",
      "quantity_m",
      "quantity_l",
      "quantity_xl",
    ]);

export const findStock = (db: Conn, id: number): Promise<StockRow | undefined> =>
  selectStock(db).where("id", "=", id).executeTakeFirst();

/** The products of these lines by id; a product that is gone is simply missing from the map. */
export async function stockByProduct(
  db: Conn,
  lines: { productId: number }[],
): Promise<Map<number, StockRow>> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const rows = ids.length === 0 ? [] : await selectStock(db).where("id", "in", ids).execute();
  return new Map(rows.map((p) => [p.id, p]));
}

/**
 * Takes n units in one conditional UPDATE (docs/product.md#orders): the row count says whether they
 * were there. On PostgreSQL a concurrent buyer waits on the row lock and re-checks the condition.
 */
export async function takeStock(
  db: Conn,
  productId: number,
  size: Size,
  n: number,
): Promise<boolean> {
  const column = STOCK_COLUMN[size];
  const result = await db
    .updateTable("products")
    .set({ [column]: sql`${sql.ref(column)} - ${n}` })
    .where("id", "=", productId)
    .where(column, ">=", n)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Puts an order line's units back (a canceled or refused order): into its colour, or, for a line
 * from before the product had colours, into its first colour (the colour that took the product's
 * stock: docs/product.md#colours); the product's sum follows. A product or colour deleted since
 * simply has nowhere to take them. The product is locked before its colours, as everywhere.
 */
export async function putBackLine(
  db: Conn,
  productId: number,
  colorId: number | null,
  size: Size,
  n: number,
): Promise<void> {
  if (!(await lockProduct(db, productId))) return;
  const intoColor = await putBackColorStock(db, productId, colorId, size, n);
  if (intoColor || (colorId === null && !(await hasColors(db, productId))))
    await putBackStock(db, productId, size, n);
}

/** Puts units back; a product deleted since the order simply has nowhere to go. */
async function putBackStock(db: Conn, productId: number, size: Size, n: number): Promise<void> {
  const column = STOCK_COLUMN[size];
  await db
    .updateTable("products")
    .set({ [column]: sql`${sql.ref(column)} + ${n}` })
    .where("id", "=", productId)
    .execute();
}
