import type { Transaction } from "kysely";
import { notEnoughStockMessage, type CartEntry, type CartResponse } from "@atelier/shared/cart";
import { SIZES, type Size } from "@atelier/shared/products";
import { fromPiastres } from "@atelier/shared/money";
import type { Conn } from "../../db/dialects";
import type { Database } from "../../db/schema";
import { insufficientQuantity, notFound } from "../../lib/errors";
import { findStock, stockOf, type StockRow } from "../products/stock";
import * as repo from "./cart.repository";

const isSize = (s: string): s is Size => (SIZES as readonly string[]).includes(s);

/**
 * The server form of docs/product.md#cart: `items` is a JSON string, `totalPrice` the subtotal at
 * today's prices.
 */
export async function getCart(db: Conn, userId: number): Promise<CartResponse> {
  const lines = await repo.listLines(db, userId);
  const entries = new Map<number, CartEntry>();
  let total = 0;
  for (const line of lines) {
    if (!isSize(line.size)) continue;
    const entry = entries.get(line.product_id) ?? {
      productId: line.product_id,
      S: 0,
      M: 0,
      L: 0,
      XL: 0,
    };
    entry[line.size] = line.quantity;
    entries.set(line.product_id, entry);
    total += line.quantity * line.sale_price;
  }
  return { items: JSON.stringify([...entries.values()]), totalPrice: fromPiastres(total) };
}

async function productOr404(db: Conn, productId: number) {
  const product = await findStock(db, productId);
  if (!product) throw notFound(`Product ${productId} was not found`);
  return product;
}

function ensureInStock(product: StockRow, size: Size, wanted: number) {
  const left = stockOf(product, size);
  if (wanted > left) throw insufficientQuantity(notEnoughStockMessage(left, product.title, size));
}

/** Adds to what is there; the resulting line may not exceed the stock of its size. */
export async function add(
  trx: Transaction<Database>,
  userId: number,
  productId: number,
  counts: Partial<Record<Size, number>>,
) {
  const product = await productOr404(trx, productId);
  for (const size of SIZES) {
    const n = counts[size] ?? 0;
    if (n <= 0) continue;
    // Throwing rolls the caller's transaction back, this size's addition included.
    ensureInStock(product, size, await repo.addToLine(trx, userId, productId, size, n));
  }
}

/** Sets one size's quantity; 0 or less removes the line (docs/product.md#cart). */
export async function change(
  trx: Conn,
  userId: number,
  productId: number,
  size: Size,
  quantity: number,
) {
  const product = await productOr404(trx, productId);
  if (quantity <= 0) {
    await repo.deleteLines(trx, userId, productId, size);
    return;
  }
  ensureInStock(product, size, quantity);
  await repo.setLine(trx, userId, productId, size, quantity);
}

/** Without a size every size of the product goes. Removing what is not there is not an error. */
export const remove = (db: Conn, userId: number, productId: number, size?: Size) =>
  repo.deleteLines(db, userId, productId, size);

export const clear = (db: Conn, userId: number) => repo.deleteLines(db, userId);
