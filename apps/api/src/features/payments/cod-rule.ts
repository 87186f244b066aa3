import { formatEGP, toPiastres } from "@atelier/shared/money";
import { COD_REFUSED_MESSAGE, codMaxTotalMessage, type CodReason } from "@atelier/shared/payments";
import type { Config } from "../../config";
import type { Conn } from "../../db/dialects";
import * as repo from "./payments.repository";

export type CodRules = Config["cod"];

/** Why cash on delivery is refused: the shopper's sentence (product.md's words) and its code. */
export type CodProblem = { code: CodReason; message: string; maxTotal?: number };

/**
 * Why this customer may not pay cash on delivery for an order of `total` EGP (shipping included),
 * or null when they may (docs/product.md#payments): COD_REFUSALS_LIMIT refusals at the door or
 * more since an admin last cleared their record, by phone (any spelling) or e-mail; or a total
 * above COD_MAX_TOTAL. `total` null: only the customer is judged.
 */
export async function codProblem(
  db: Conn,
  customer: { email: string; phoneKey: string },
  total: number | null,
  rules: CodRules,
): Promise<CodProblem | null> {
  const since = await repo.clearedAt(db, repo.customerKeys(customer));
  if ((await repo.countRefusals(db, customer, since)) >= rules.refusalsLimit)
    return { code: "COD_REFUSED", message: COD_REFUSED_MESSAGE };
  if (rules.maxTotal !== null && total !== null && toPiastres(total) > toPiastres(rules.maxTotal))
    return {
      code: "COD_OVER_MAX",
      message: codMaxTotalMessage(formatEGP(rules.maxTotal)),
      maxTotal: rules.maxTotal,
    };
  return null;
}
