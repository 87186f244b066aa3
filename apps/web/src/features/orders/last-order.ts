import type { CartItem } from "@/features/cart";
import { STORAGE_KEYS } from "@/lib/storage-keys";

/** Who receives the order and where (SPEC §3). Postal code and notes are shown when present. */
export type ShippingInfo = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  floor: string;
  apartment: string;
  city: string;
  governorate: string;
  postalCode?: string;
  notes?: string;
};

/**
 * The last placed order (SPEC §3), kept in sessionStorage under `lastOrder`: checkout and the
 * guest verification link write it, /order-confirmation reads it. `id` is the server's order id,
 * or a timestamp when the answer carried none.
 */
export type LastOrder = {
  id: number | string;
  items: CartItem[];
  shippingInfo: ShippingInfo;
  subtotal: number;
  shipping: number;
  total: number;
  /** ISO timestamp. */
  orderDate: string;
};

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
    const order = JSON.parse(raw) as LastOrder;
    return order && Array.isArray(order.items) && order.shippingInfo ? order : null;
  } catch {
    return null;
  }
}
