import type { Size } from "@atelier/shared/products";
import type { Conn } from "../../db/dialects";

/**
 * The user's lines priced at today's sale price; a deleted product's lines are gone by FK cascade.
 */
export const listLines = (db: Conn, userId: number) =>
  db
    .selectFrom("cart_items")
    .innerJoin("products", "products.id", "cart_items.product_id")
    .select([
      "cart_items.product_id",
      "cart_items.size",
      "cart_items.quantity",
      "products.sale_price",
    ])
    .where("cart_items.user_id", "=", userId)
    .orderBy("cart_items.product_id")
    .execute();

/** Adds n to a line in one statement, so two adds at once both count; answers the new quantity. */
export async function addToLine(
  db: Conn,
  userId: number,
  productId: number,
  size: Size,
  n: number,
): Promise<number> {
  const row = await db
    .insertInto("cart_items")
    .values({ user_id: userId, product_id: productId, size, quantity: n })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "product_id", "size"])
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
  size: Size,
  quantity: number,
) =>
  db
    .insertInto("cart_items")
    .values({ user_id: userId, product_id: productId, size, quantity })
    .onConflict((oc) => oc.columns(["user_id", "product_id", "size"]).doUpdateSet({ quantity }))
    .execute();

export function deleteLines(db: Conn, userId: number, productId?: number, size?: Size) {
  let q = db.deleteFrom("cart_items").where("user_id", "=", userId);
  if (productId !== undefined) q = q.where("product_id", "=", productId);
  if (size !== undefined) q = q.where("size", "=", size);
  return q.execute();
}
