import type { Db } from "../../db/dialects";

/** Products for one sitemap part, by id: `offset` and `limit` cut the whole list into parts. */
export const listProductIdsForSitemap = (db: Db, offset: number, limit: number) =>
  db
    .selectFrom("products")
    .select(["id", "inserted_at"])
    .orderBy("id")
    .offset(offset)
    .limit(limit)
    .execute();

export const countProductsForSitemap = async (db: Db): Promise<number> =>
  Number(
    (
      await db
        .selectFrom("products")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
