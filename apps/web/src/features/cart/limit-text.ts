import { ORDER_LIMITS, unitsPerLineHint, unitsPerOrderHint } from "@atelier/shared/orders";
import type { Translate } from "@/i18n";

/** An order-limit hint (packages/shared/src/orders.ts) in the page's language. */
export function limitText(t: Translate, hint: string): string {
  const { unitsPerLine, unitsPerOrder } = ORDER_LIMITS;
  if (hint === unitsPerLineHint(unitsPerLine)) return t("cart.maxPerLine", { max: unitsPerLine });
  if (hint === unitsPerOrderHint(unitsPerOrder))
    return t("cart.maxPerOrder", { max: unitsPerOrder });
  return hint;
}
