import { sql, type Insertable, type Selectable, type Updateable } from "kysely";
import type { Db } from "../../db/dialects";
import type { ProductsTable } from "../../db/schema";

export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;

const COLUMNS = [
  "id",
  "title",
  "description",
  "category",
  "material",
  "title_ar",
  "description_ar",
  "category_ar",
  "material_ar",
  "sale_price",
  "original_price",
  "images",
  "inserted_at",
  "quantity_s",
  "quantity_m",
  "quantity_l",
  "quantity_xl",
  "rev",
] as const;

/** Newest first, the order a shop window shows. */
export const listProducts = (db: Db): Promise<ProductRow[]> =>
  db
    .selectFrom("products")
    .select(COLUMNS)
    .orderBy("inserted_at", "desc")
    .orderBy("id", "desc")
    .execute();

export const findProduct = (db: Db, id: number): Promise<ProductRow | undefined> =>
  db.selectFrom("products").select(COLUMNS).where("id", "=", id).executeTakeFirst();

export const insertProduct = (db: Db, row: NewProductRow): Promise<ProductRow> =>
  db.insertInto("products").values(row).returning(COLUMNS).executeTakeFirstOrThrow();

export const insertProducts = async (db: Db, rows: NewProductRow[]): Promise<void> => {
  if (rows.length) await db.insertInto("products").values(rows).execute();
};

/** The row after the change, or undefined when there is no such product. */
export const updateProduct = (
  db: Db,
  id: number,
  changes: Omit<Updateable<ProductsTable>, "id" | "rev">,
): Promise<ProductRow | undefined> =>
  db
    .updateTable("products")
    .set(changes)
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirst();

/**
 * Sets one price only if the other still allows it (sale never above original), in one statement,
 * so a sale edit and an original edit racing each other cannot leave a lie behind. Undefined when
 * there is no such product or the guard failed; the caller tells which.
 */
export const updatePriceGuarded = (
  db: Db,
  id: number,
  change: { sale_price: number } | { original_price: number },
): Promise<ProductRow | undefined> => {
  const query = db.updateTable("products").set(change).where("id", "=", id);
  return (
    "sale_price" in change
      ? query.where("original_price", ">=", change.sale_price)
      : query.where("sale_price", "<=", change.original_price)
  )
    .returning(COLUMNS)
    .executeTakeFirst();
};

/** Every category in use and an Arabic name it has (if any), to join a new product to one. */
export const listCategories = (db: Db): Promise<{ category: string; category_ar: string }[]> =>
  db
    .selectFrom("products")
    .select(["category", "category_ar"])
    .groupBy(["category", "category_ar"])
    .orderBy("category")
    .orderBy("category_ar", "desc")
    .execute();

export const deleteProduct = async (db: Db, id: number): Promise<boolean> => {
  const result = await db.deleteFrom("products").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

export const countProducts = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/**
 * One short row that changes whenever any product is inserted, updated or deleted: how many
 * rows there are, and the sum and maximum of their revisions (each revision is drawn once).
 * It runs on every catalog read, so the query is compiled once (per product cache), not per call.
 */
export function catalogFingerprint(db: Db): () => Promise<string> {
  const query = db
    .selectFrom("products")
    .select([
      sql<number>`count(*)`.as("n"),
      sql<number>`coalesce(sum(rev), 0)`.as("s"),
      sql<number>`coalesce(max(rev), 0)`.as("m"),
    ])
    .compile();
  return async () => {
    const row = (await db.executeQuery(query)).rows[0];
    return row ? `${Number(row.n)}:${Number(row.s)}:${Number(row.m)}` : "";
  };
}
