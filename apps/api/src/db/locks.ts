import { sql } from "kysely";
import { isPostgres, type Conn } from "./dialects";

/** Advisory-lock namespaces: the first key of PostgreSQL's two-key locks, one per purpose. */
export const LOCK_NAMESPACES = { customer: 12_001, mailBudget: 12_002, team: 12_003 } as const;

/**
 * SQLite: makes this transaction the writer before it reads (a write that touches no row), so a
 * count read next is still true at commit and two processes never both read and then fail to
 * upgrade to writing ("database is locked").
 */
export const takeWriteLock = (db: Conn) =>
  db
    .updateTable("settings")
    .set({ key: sql`key` })
    .where(sql<boolean>`0`)
    .execute();

/**
 * Serialises, until the transaction ends, every transaction that passes one of the same keys in
 * `namespace`: PostgreSQL takes a transaction-level advisory lock per key, in one order (by hash)
 * so two transactions never wait on each other in a cycle; SQLite has one writer, taken here.
 */
export async function lockKeys(
  trx: Conn,
  namespace: (typeof LOCK_NAMESPACES)[keyof typeof LOCK_NAMESPACES],
  keys: string[],
): Promise<void> {
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(${namespace}, h) from (select distinct hashtext(k) as h from unnest(${keys}::text[]) as k) as locks order by h`.execute(
      trx,
    );
  } else {
    await takeWriteLock(trx);
  }
}
