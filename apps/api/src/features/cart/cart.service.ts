import type { Transaction } from "kysely";
import { notEnoughStockMessage, type CartEntry, type CartResponse } from "@atelier/shared/cart";
import { SIZES, type Size } from "@atelier/shared/products";
import { fromPiastres } from "@atelier/shared/money";
import type { Conn } from "../../db/dialects";
import type { Database } from "../../db/schema";
import { insufficientQuantity, notFound } from "../../lib/errors";
import { findStock, stockOf, type StockRow } from "../products/stock";
import { COLOR_STOCK_COLUMN, colorsOf, type ColorRow } from "../colors/colors.service";
import { lineColorProblem } from "../colors/colors.service";
import * as repo from "./cart.repository";

const isSize = (s: string): s is Size => (SIZES as readonly string[]).includes(s);

/**
 * The server form of docs/product.md#cart: `items` is a JSON string, `totalPrice` the subtotal at
 * today's prices.
 */
export async function getCart(db: Conn, userId: number): Promise<CartResponse> {
  const lines = await repo.listLines(db, userId);
  // One entry per product and colour (docs/product.md#colours); `color` only when it has one.
  const entries = new Map<string, CartEntry>();
  let total = 0;
  for (const line of lines) {
    if (!isSize(line.size)) continue;
    const key = `${line.product_id}:${line.color_id}`;
    const entry = entries.get(key) ?? {
      productId: line.product_id,
      ...(line.color_id === 0 ? {} : { color: line.color_id }),
      S: 0,
      M: 0,
      L: 0,
      XL: 0,
    };
    entry[line.size] = line.quantity;
    entries.set(key, entry);
    total += line.quantity * line.sale_price;
  }
  return { items: JSON.stringify([...entries.values()]), totalPrice: fromPiastres(total) };
}

/**
 * The product and, for one sold in colours, the line's colour (docs/product.md#colours): 404 for
 * an unknown product or colour, 400 COLOR_REQUIRED without one, 400 for a colour on a product
 * that has none.
 */
async function productOr404(db: Conn, productId: number, color: number | null) {
  const product = await findStock(db, productId);
  if (!product) throw notFound(`Product ${productId} was not found`);
  const colors = (await colorsOf(db, [productId])).get(productId);
  const problem = lineColorProblem(product.title, colors, color);
  if (problem) throw problem;
  return { product, color: colors?.find((c) => c.id === color) };
}

function ensureInStock(
  { product, color }: { product: StockRow; color: ColorRow | undefined },
  size: Size,
  wanted: number,
) {
  const left = color ? color[COLOR_STOCK_COLUMN[size]] : stockOf(product, size);
  if (wanted > left)
    throw insufficientQuantity(notEnoughStockMessage(left, product.title, size, color?.name));
}

/** Adds to what is there; the resulting line may not exceed the stock of its size. */
export async function add(
  trx: Transaction<Database>,
  userId: number,
  productId: number,
  color: number | null,
  counts: Partial<Record<Size, number>>,
) {
  const found = await productOr404(trx, productId, color);
  for (const size of SIZES) {
    const n = counts[size] ?? 0;
    if (n <= 0) continue;
    // Throwing rolls the caller's transaction back, this size's addition included.
    ensureInStock(found, size, await repo.addToLine(trx, userId, productId, color ?? 0, size, n));
  }
}

/** Sets one size's quantity; 0 or less removes the line (docs/product.md#cart). */
export async function change(
  trx: Conn,
  userId: number,
  productId: number,
  color: number | null,
  size: Size,
  quantity: number,
) {
  if (quantity <= 0) {
    // Taking out checks only the product: a line of a colour deleted meanwhile is simply gone.
    if (!(await findStock(trx, productId))) throw notFound(`Product ${productId} was not found`);
    await repo.deleteLines(trx, userId, productId, color ?? 0, size);
    return;
  }
  const found = await productOr404(trx, productId, color);
  ensureInStock(found, size, quantity);
  await repo.setLine(trx, userId, productId, color ?? 0, size, quantity);
}

/**
 * Without a colour every colour of the product goes, without a size every size. Removing what is
 * not there is not an error.
 */
export const remove = (db: Conn, userId: number, productId: number, color?: number, size?: Size) =>
  repo.deleteLines(db, userId, productId, color, size);

export const clear = (db: Conn, userId: number) => repo.deleteLines(db, userId);
