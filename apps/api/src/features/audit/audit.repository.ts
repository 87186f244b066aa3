import type { Insertable, Selectable } from "kysely";
import type { Conn } from "../../db/dialects";
import type { AuditLogTable } from "../../db/schema";

/*
 * The audit log's table (migration 0035). Inserts and reads only: the database refuses updates
 * and deletes (its triggers), and this file offers none (docs/security.md#audit-log).
 */

export type AuditRow = Selectable<AuditLogTable>;

export const insertEntry = (db: Conn, row: Insertable<AuditLogTable>) =>
  db.insertInto("audit_log").values(row).execute();

export type EntryFilters = {
  actor?: number | undefined;
  kind?: string | undefined;
  order?: number | undefined;
  product?: number | undefined;
  before?: number | undefined;
};

/** Newest first, by id; `limit` rows, each filter through its own (filter, id) index. */
export function listEntries(db: Conn, filters: EntryFilters, limit: number): Promise<AuditRow[]> {
  let query = db.selectFrom("audit_log").selectAll();
  if (filters.actor !== undefined) query = query.where("actor_id", "=", filters.actor);
  if (filters.kind !== undefined) query = query.where("kind", "=", filters.kind);
  if (filters.order !== undefined) query = query.where("order_id", "=", filters.order);
  if (filters.product !== undefined) query = query.where("product_id", "=", filters.product);
  if (filters.before !== undefined) query = query.where("id", "<", filters.before);
  return query.orderBy("id", "desc").limit(limit).execute();
}

/** Everyone with an entry, each id once with the e-mail of its newest entry. */
export async function listPeople(db: Conn): Promise<{ id: number; email: string }[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select(["actor_id", "actor_email"])
    .where("id", "in", (eb) =>
      eb
        .selectFrom("audit_log")
        .select((e) => e.fn.max("id").as("id"))
        .where("actor_id", "is not", null)
        .groupBy("actor_id"),
    )
    .orderBy("actor_email")
    .execute();
  return rows.map((r) => ({ id: r.actor_id!, email: r.actor_email }));
}
