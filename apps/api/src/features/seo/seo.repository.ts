import type { Db } from "../../db/dialects";

export const listProductIdsForSitemap = (db: Db) =>
  db.selectFrom("products").select(["id", "inserted_at"]).orderBy("id").execute();
