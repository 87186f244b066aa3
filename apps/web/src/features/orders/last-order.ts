import type { Order } from "@atelier/shared/orders";
import { STORAGE_KEYS } from "@/lib/storage-keys";

/*
 * The last placed order, kept in sessionStorage under `lastOrder` (docs/product.md#orders) as the
 * server answered it: checkout and the guest verification link write it, /order-confirmation
 * reads it. Nothing is priced or numbered on the client.
 */
/** The order as placed; the token of its link comes with a fresh placement (Instapay form). */
export type LastOrder = Order & { orderToken?: string };

export function saveLastOrder(order: LastOrder) {
  try {
    sessionStorage.setItem(STORAGE_KEYS.lastOrder, JSON.stringify(order));
  } catch {
    // Blocked storage: the confirmation page then sends the shopper home; the e-mail still arrives.
  }
}

export function readLastOrder(): LastOrder | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.lastOrder);
    if (!raw) return null;
    const order = JSON.parse(raw) as LastOrder | null;
    // An older tab's record (before orders were kept as the server's) is not worth showing.
    return order && Number.isInteger(order.id) && Array.isArray(order.lines) ? order : null;
  } catch {
    return null;
  }
}
