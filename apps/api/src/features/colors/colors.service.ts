import type { z } from "zod";
import {
  MAX_COLORS,
  type colorCreateSchema,
  type colorPatchSchema,
  type LineColor,
  type ProductColor,
} from "@atelier/shared/colors";
import { ERROR_CODES } from "@atelier/shared/errors";
import { QUANTITY_KEYS, SIZES, type Size } from "@atelier/shared/products";
import type { Conn, Db } from "../../db/dialects";
import { AppError, badRequest, notFound } from "../../lib/errors";
// Joins a transaction the caller opened: the audit log records the change in it (issue 33).
import { inTransaction } from "../audit/audit.service";
import * as repo from "./colors.repository";
import {
  deleteColorWaits,
  moveUncolouredWaits,
  type Restocked,
} from "../back-in-stock/back-in-stock.service";

/*
 * What other features use of a colour: its rows and stock for the cart, orders and the product
 * answer (the same lock order as here: the product first).
 */
export {
  COLOR_STOCK_COLUMN,
  colorsOf,
  hasColors,
  insertColor,
  lockProduct,
  putBackColorStock,
  takeColorStock,
  type ColorRow,
} from "./colors.repository";

export type ColorInput = z.output<typeof colorCreateSchema>;
export type ColorChanges = z.output<typeof colorPatchSchema>;

const MAX_ID = 2_147_483_647;

export function toColor(row: repo.ColorRow): ProductColor {
  return {
    id: row.id,
    name: row.name,
    nameAr: row.name_ar,
    hex: row.hex,
    images: JSON.parse(row.images) as string[],
    quantityS: row.quantity_s,
    quantityM: row.quantity_m,
    quantityL: row.quantity_l,
    quantityXL: row.quantity_xl,
  };
}

/** What an order line keeps of its colour. */
export const lineColor = (row: repo.ColorRow): LineColor => ({
  id: row.id,
  name: row.name,
  nameAr: row.name_ar,
  hex: row.hex,
});

const productNotFound = () => notFound("Product not found");
const colorNotFound = () => notFound("Colour not found");

/**
 * Runs `change` in a transaction holding the product's lock, then makes the product follow; a
 * size (in a colour) back from 0 mails who waits for it there (docs/product.md#back-in-stock).
 */
async function underProduct<T>(
  db: Db,
  productId: number,
  change: (
    trx: Db,
    product: NonNullable<Awaited<ReturnType<typeof repo.lockProduct>>>,
  ) => Promise<T>,
  restocked?: Restocked,
): Promise<T> {
  if (productId > MAX_ID) throw productNotFound();
  return inTransaction(db, async (trx) => {
    const product = await repo.lockProduct(trx, productId);
    if (!product) throw productNotFound();
    const result = await change(trx, product);
    await repo.syncProduct(trx, productId);
    await restocked?.(trx, [productId]);
    return result;
  });
}

async function colorOf(trx: Db, productId: number, colorId: number) {
  const row = colorId <= MAX_ID ? await repo.findColor(trx, productId, colorId) : undefined;
  if (!row) throw colorNotFound();
  return row;
}

/**
 * A new colour, last in the product's order. The product's first colour takes its stock (for the
 * sizes not given) and its photographs, and its carts' lines: the piece already on sale was in
 * that colour (docs/product.md#colours). Later colours start empty.
 */
export const createColor = (
  db: Db,
  productId: number,
  input: ColorInput,
  restocked?: Restocked,
): Promise<ProductColor> =>
  underProduct(
    db,
    productId,
    async (trx, product) => {
      const existing = (await repo.colorsOf(trx, [productId])).get(productId) ?? [];
      if (existing.length >= MAX_COLORS)
        throw badRequest(`A product may have at most ${MAX_COLORS} colours`);
      const first = existing.length === 0;
      const quantity = (size: Size) =>
        input[QUANTITY_KEYS[size]] ?? (first ? product[repo.COLOR_STOCK_COLUMN[size]] : 0);
      const row = await repo.insertColor(trx, {
        product_id: productId,
        position: existing.length + 1,
        name: input.name,
        name_ar: input.nameAr ?? "",
        hex: input.hex,
        images: first ? product.images : "[]",
        quantity_s: quantity("S"),
        quantity_m: quantity("M"),
        quantity_l: quantity("L"),
        quantity_xl: quantity("XL"),
      });
      if (first) {
        await repo.moveUncolouredCartLines(trx, productId, row.id);
        await moveUncolouredWaits(trx, productId, row.id);
      }
      return toColor(row);
    },
    restocked,
  );

/** Changes the fields sent; `position` moves the colour and shifts the others. */
export const updateColor = (
  db: Db,
  productId: number,
  colorId: number,
  changes: ColorChanges,
  restocked?: Restocked,
): Promise<ProductColor> =>
  underProduct(
    db,
    productId,
    async (trx) => {
      await colorOf(trx, productId, colorId);
      const set: Parameters<typeof repo.updateColor>[2] = {};
      if (changes.name !== undefined) set.name = changes.name;
      if (changes.nameAr !== undefined) set.name_ar = changes.nameAr;
      if (changes.hex !== undefined) set.hex = changes.hex;
      for (const size of SIZES) {
        const value = changes[QUANTITY_KEYS[size]];
        if (value !== undefined) set[repo.COLOR_STOCK_COLUMN[size]] = value;
      }
      if (Object.keys(set).length > 0) await repo.updateColor(trx, colorId, set);
      if (changes.position !== undefined) {
        const ids = ((await repo.colorsOf(trx, [productId])).get(productId) ?? [])
          .map((c) => c.id)
          .filter((id) => id !== colorId);
        ids.splice(Math.min(changes.position, ids.length + 1) - 1, 0, colorId);
        await repo.renumber(trx, ids);
      }
      return toColor(await colorOf(trx, productId, colorId));
    },
    restocked,
  );

export const setColorImages = (
  db: Db,
  productId: number,
  colorId: number,
  images: string[],
): Promise<ProductColor> =>
  underProduct(db, productId, async (trx) => {
    await colorOf(trx, productId, colorId);
    return toColor(await repo.updateColor(trx, colorId, { images: JSON.stringify(images) }));
  });

/** Carts' lines in the colour go with it; orders keep their snapshot of it. */
export const deleteColor = (db: Db, productId: number, colorId: number): Promise<void> =>
  underProduct(db, productId, async (trx) => {
    await colorOf(trx, productId, colorId);
    await deleteColorWaits(trx, colorId);
    await repo.deleteColor(trx, colorId);
    const rest = (await repo.colorsOf(trx, [productId])).get(productId) ?? [];
    await repo.renumber(
      trx,
      rest.map((c) => c.id),
    );
  });

/** 400 for product-level stock or photographs of a product sold in colours. */
export async function refuseIfColored(db: Conn, productId: number, what: string): Promise<void> {
  if (await repo.hasColors(db, productId))
    throw badRequest(
      `This product is sold in colours: set its ${what} per colour.`,
      ERROR_CODES.SET_PER_COLOR,
    );
}

/** 400 COLOR_REQUIRED: a line of a product sold in colours that names none. */
export const colorRequired = (title: string) =>
  badRequest(`Choose a colour of ${title}.`, ERROR_CODES.COLOR_REQUIRED);

/**
 * Why a cart or order line cannot name this colour (docs/product.md#colours): a product sold in
 * colours needs one of its own (400 COLOR_REQUIRED; 404 for a colour it does not have), a product
 * without colours takes none. Null when the line is right.
 */
export function lineColorProblem(
  title: string,
  colors: repo.ColorRow[] | undefined,
  color: number | null,
): AppError | null {
  if (colors && colors.length > 0) {
    if (color === null) return colorRequired(title);
    if (!colors.some((c) => c.id === color))
      return notFound(`That colour of ${title} is no longer available.`);
    return null;
  }
  return color === null ? null : badRequest(`color: ${title} has no colours.`);
}
