import type { Migration } from "kysely";
import * as accounts from "./2026-11-22-0001-accounts";
import * as catalogue from "./2026-11-22-0002-catalogue";
import * as orders from "./2026-11-22-0003-orders";
import * as productRevisions from "./2026-11-22-0004-product-revisions";

// Timestamped names; Kysely runs them in name order. Add new files here.
export const migrations: Record<string, Migration> = {
  "2026-11-22-0001-accounts": accounts,
  "2026-11-22-0002-catalogue": catalogue,
  "2026-11-22-0003-orders": orders,
  "2026-11-22-0004-product-revisions": productRevisions,
};
