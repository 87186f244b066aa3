import { sql } from "kysely";
import type { Db } from "../../db/dialects";

/** The six figures of docs/product.md#orders in one pass over the orders table. */
export async function dashboardFigures(db: Db) {
  const count = (status: string) =>
    sql<number>`coalesce(sum(case when status = ${status} then 1 else 0 end), 0)`;
  return db
    .selectFrom("orders")
    .select([
      sql<number>`coalesce(sum(case when status not in ('canceled', 'returned') then total_price else 0 end), 0)`.as(
        "sales",
      ),
      sql<number>`count(*)`.as("total"),
      count("pending").as("pending"),
      count("delivered").as("delivered"),
      count("returned").as("returned"),
      count("canceled").as("canceled"),
    ])
    .executeTakeFirstOrThrow();
}
