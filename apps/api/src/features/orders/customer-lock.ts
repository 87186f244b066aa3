import { sql } from "kysely";
import { isPostgres, type Conn } from "../../db/dialects";
import * as repo from "./orders.repository";

// Advisory-lock namespace of this feature (the first key of PostgreSQL's two-key locks).
const LOCK_NAMESPACE = 12_001;

/**
 * Serialises, until the transaction ends, every transaction that passes one of the same keys:
 * PostgreSQL takes a transaction-level advisory lock per key, in one order (by hash) so two
 * transactions never wait on each other in a cycle. SQLite has one writer: a first write makes
 * this transaction it, so a count read next is still true at commit.
 */
export async function lockCustomer(trx: Conn, keys: string[]): Promise<void> {
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, h) from (select distinct hashtext(k) as h from unnest(${keys}::text[]) as k) as locks order by h`.execute(
      trx,
    );
  } else {
    await repo.takeWriteLock(trx);
  }
}
