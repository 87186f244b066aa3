import type { Db } from "../../db/dialects";

export const findProductForSeo = (db: Db, id: number) =>
  db
    .selectFrom("products")
    .select([
      "id",
      "title",
      "description",
      "category",
      "material",
      "sale_price",
      "original_price",
      "images",
      "quantity_s",
      "quantity_m",
      "quantity_l",
      "quantity_xl",
    ])
    .where("id", "=", id)
    .executeTakeFirst();

export const listProductIdsForSitemap = (db: Db) =>
  db.selectFrom("products").select(["id", "inserted_at"]).orderBy("id").execute();
