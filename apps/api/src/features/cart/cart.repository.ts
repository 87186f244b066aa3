import type { Size } from "@atelier/shared/products";
import type { Conn } from "../../db/dialects";

/**
 * The user's lines priced at today's sale price; a deleted product's lines are gone by FK cascade,
 * a deleted colour's with it (colors.repository deleteColor). `color_id` 0: no colour.
 */
export const listLines = (db: Conn, userId: number) =>
  db
    .selectFrom("cart_items")
    .innerJoin("products", "products.id", "cart_items.product_id")
    .select([
      "cart_items.product_id",
      "cart_items.color_id",
      "cart_items.size",
      "cart_items.quantity",
      "products.sale_price",
    ])
    .where("cart_items.user_id", "=", userId)
    .orderBy("cart_items.product_id")
    .orderBy("cart_items.color_id")
    .execute();

/** Adds n to a line in one statement, so two adds at once both count; answers the new quantity. */
export async function addToLine(
  db: Conn,
  userId: number,
  productId: number,
  colorId: number,
  size: Size,
  n: number,
): Promise<number> {
  const row = await db
    .insertInto("cart_items")
    .values({ user_id: userId, product_id: productId, color_id: colorId, size, quantity: n })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "product_id", "color_id", "size"])
        .doUpdateSet((eb) => ({ quantity: eb("cart_items.quantity", "+", n) })),
    )
    .returning("quantity")
    .executeTakeFirstOrThrow();
  return row.quantity;
}

export const setLine = (
  db: Conn,
  userId: number,
  productId: number,
  colorId: number,
  size: Size,
  quantity: number,
) =>
  db
    .insertInto("cart_items")
    .values({ user_id: userId, product_id: productId, color_id: colorId, size, quantity })
    .onConflict((oc) =>
      oc.columns(["user_id", "product_id", "color_id", "size"]).doUpdateSet({ quantity }),
    )
    .execute();

/** Without a colour, every colour of the product; without a size, every size. */
export function deleteLines(
  db: Conn,
  userId: number,
  productId?: number,
  colorId?: number,
  size?: Size,
) {
  let q = db.deleteFrom("cart_items").where("user_id", "=", userId);
  if (productId !== undefined) q = q.where("product_id", "=", productId);
  if (colorId !== undefined) q = q.where("color_id", "=", colorId);
  if (size !== undefined) q = q.where("size", "=", size);
  return q.execute();
}
