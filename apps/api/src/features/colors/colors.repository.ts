import { sql, type Selectable } from "kysely";
import type { Size } from "@atelier/shared/products";
import type { Conn } from "../../db/dialects";
import type { ProductColorsTable } from "../../db/schema";
import { catalogueKeys, WORD_COLUMNS } from "../../db/catalogue-keys";

/*
 * A product's colours (migration 0019, docs/product.md#colours). Lock order, everywhere: the
 * product's row first, then its colours' rows, so an order taking a colour's stock and an admin
 * changing the colours never wait on each other in a cycle.
 */

export type ColorRow = Selectable<ProductColorsTable>;

export const COLOR_STOCK_COLUMN = {
  S: "quantity_s",
  M: "quantity_m",
  L: "quantity_l",
  XL: "quantity_xl",
} as const satisfies Record<Size, keyof ProductColorsTable>;

const COLUMNS = [
  "id",
  "product_id",
  "position",
  "name",
  "name_ar",
  "hex",
  "images",
  "quantity_s",
  "quantity_m",
  "quantity_l",
  "quantity_xl",
] as const;

/** Past this many products a list reads every colour at once rather than naming the ids. */
const MANY = 500;

/** The colours of these products, each product's in its order. */
export async function colorsOf(db: Conn, productIds: number[]): Promise<Map<number, ColorRow[]>> {
  const byProduct = new Map<number, ColorRow[]>();
  if (productIds.length === 0) return byProduct;
  const query = db
    .selectFrom("product_colors")
    .select(COLUMNS)
    .orderBy("product_id")
    .orderBy("position");
  const rows = await (productIds.length > MANY
    ? query.execute()
    : query.where("product_id", "in", [...new Set(productIds)]).execute());
  for (const row of rows) {
    const list = byProduct.get(row.product_id);
    if (list) list.push(row);
    else byProduct.set(row.product_id, [row]);
  }
  return byProduct;
}

export const findColor = (db: Conn, productId: number, colorId: number) =>
  db
    .selectFrom("product_colors")
    .select(COLUMNS)
    .where("id", "=", colorId)
    .where("product_id", "=", productId)
    .executeTakeFirst();

/**
 * Locks the product's row for the rest of the transaction (a write that changes nothing but its
 * revision) and answers its stock and images; undefined when there is no such product.
 */
export const lockProduct = (db: Conn, productId: number) =>
  db
    .updateTable("products")
    .set({ images: sql`images` })
    .where("id", "=", productId)
    .returning(["id", "images", "quantity_s", "quantity_m", "quantity_l", "quantity_xl"])
    .executeTakeFirst();

export const insertColor = (db: Conn, row: Omit<ColorRow, "id">) =>
  db.insertInto("product_colors").values(row).returning(COLUMNS).executeTakeFirstOrThrow();

export const updateColor = (
  db: Conn,
  colorId: number,
  changes: Partial<Omit<ColorRow, "id" | "product_id">>,
) =>
  db
    .updateTable("product_colors")
    .set(changes)
    .where("id", "=", colorId)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();

export const deleteColor = async (db: Conn, colorId: number) => {
  await db.deleteFrom("cart_items").where("color_id", "=", colorId).execute();
  await db.deleteFrom("product_colors").where("id", "=", colorId).execute();
};

/** Numbers the product's colours 1, 2, 3… in the order given. */
export async function renumber(db: Conn, colorIds: number[]): Promise<void> {
  for (const [i, id] of colorIds.entries())
    await db
      .updateTable("product_colors")
      .set({ position: i + 1 })
      .where("id", "=", id)
      .execute();
}

/**
 * The product row follows its colours (docs/product.md#colours): stock per size is their sum,
 * the photographs the first colour's, and its search keys hold their names. With no colour left,
 * the stock is 0 and the photographs stay as they were. Run under the product's lock.
 */
export async function syncProduct(db: Conn, productId: number): Promise<void> {
  const colors = (await colorsOf(db, [productId])).get(productId) ?? [];
  const words = await db
    .selectFrom("products")
    .select(WORD_COLUMNS)
    .where("id", "=", productId)
    .executeTakeFirstOrThrow();
  const sum = (column: (typeof COLOR_STOCK_COLUMN)[Size]) =>
    colors.reduce((n, c) => n + c[column], 0);
  await db
    .updateTable("products")
    .set({
      quantity_s: sum("quantity_s"),
      quantity_m: sum("quantity_m"),
      quantity_l: sum("quantity_l"),
      quantity_xl: sum("quantity_xl"),
      ...(colors[0] ? { images: colors[0].images } : {}),
      // A search finds the piece by its colours' names (issue 29).
      ...catalogueKeys(
        words,
        colors.flatMap((c) => [c.name, c.name_ar]),
      ),
    })
    .where("id", "=", productId)
    .execute();
}

/** A cart's lines without a colour become the product's first colour when it gets one. */
export const moveUncolouredCartLines = (db: Conn, productId: number, colorId: number) =>
  db
    .updateTable("cart_items")
    .set({ color_id: colorId })
    .where("product_id", "=", productId)
    .where("color_id", "=", 0)
    .execute();

/** Takes n units of one colour and size if they are there (the row count says). */
export async function takeColorStock(
  db: Conn,
  productId: number,
  colorId: number,
  size: Size,
  n: number,
): Promise<boolean> {
  const column = COLOR_STOCK_COLUMN[size];
  const result = await db
    .updateTable("product_colors")
    .set({ [column]: sql`${sql.ref(column)} - ${n}` })
    .where("id", "=", colorId)
    .where("product_id", "=", productId)
    .where(column, ">=", n)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Puts n units back into a colour; without one (an order from before the product had colours)
 * into its first colour. Answers whether a colour took them.
 */
export async function putBackColorStock(
  db: Conn,
  productId: number,
  colorId: number | null,
  size: Size,
  n: number,
): Promise<boolean> {
  const column = COLOR_STOCK_COLUMN[size];
  const target =
    colorId ??
    (
      await db
        .selectFrom("product_colors")
        .select("id")
        .where("product_id", "=", productId)
        .orderBy("position")
        .limit(1)
        .executeTakeFirst()
    )?.id;
  if (target === undefined) return false;
  const result = await db
    .updateTable("product_colors")
    .set({ [column]: sql`${sql.ref(column)} + ${n}` })
    .where("id", "=", target)
    .where("product_id", "=", productId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the product is sold in colours; read under its lock, so no colour appears meanwhile. */
export const hasColors = async (db: Conn, productId: number): Promise<boolean> =>
  (await db
    .selectFrom("product_colors")
    .select("id")
    .where("product_id", "=", productId)
    .limit(1)
    .executeTakeFirst()) !== undefined;
