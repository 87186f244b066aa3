import type { Conn } from "../../db/dialects";
import { LOCK_NAMESPACES, lockKeys } from "../../db/locks";

/**
 * Serialises every transaction about one customer (keys such as `email:…`, `phone:…`, `user:…`)
 * until it ends, so a count of her open orders, cancels or mails read next is still true at
 * commit (db/locks.ts).
 */
export const lockCustomer = (trx: Conn, keys: string[]): Promise<void> =>
  lockKeys(trx, LOCK_NAMESPACES.customer, keys);
