import type { CartItem } from "@/features/cart";
import { STORAGE_KEYS } from "@/lib/storage-keys";

/** The Buy Now item: one cart line, with the product's category and material. */
export type BuyNowItem = CartItem & { category: string; material: string };

/**
 * Buy Now keeps its single item in sessionStorage (docs/product.md#orders); checkout reads and
 * clears it.
 */
export function saveBuyNowItem(item: BuyNowItem) {
  sessionStorage.setItem(STORAGE_KEYS.tempOrderItem, JSON.stringify(item));
}

export function readBuyNowItem(): BuyNowItem | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.tempOrderItem);
    return raw ? (JSON.parse(raw) as BuyNowItem) : null;
  } catch {
    return null;
  }
}

export function clearBuyNowItem() {
  sessionStorage.removeItem(STORAGE_KEYS.tempOrderItem);
}
