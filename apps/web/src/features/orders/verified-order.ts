import * as React from "react";
import type { OrderLine } from "@atelier/shared/orders";
import { readGuestLines, writeGuestLines, type CartItem } from "@/features/cart";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { clearBuyNowItem, readBuyNowItem } from "./buy-now";

/*
 * When the e-mailed link places a guest's held order, the pieces it held leave the basket, so
 * that no second order of them can follow (docs/product.md#orders): the bag (localStorage, every
 * tab of this browser), this tab's Buy Now item, and any other tab's checkout, told by a message.
 */

/** What a verified order tells the other tabs: enough to show it and to match their basket. */
export type VerifiedOrder = {
  id: number;
  orderToken?: string | undefined;
  /** `color` is absent in a message from a tab of before colours: the piece's any colour. */
  lines: (Pick<OrderLine, "productId" | "size" | "quantity"> & Partial<Pick<OrderLine, "color">>)[];
};

// The same piece: product, size and, for a piece sold in colours, colour (docs/product.md#colours).
const matches = (order: VerifiedOrder, id: string, size: string, color?: number) =>
  order.lines.some(
    (l) => String(l.productId) === id && l.size === size && (l.color?.id ?? undefined) === color,
  );
const lineKey = (id: unknown, size: string, color: number | undefined) => `${id}:${color}:${size}`;

/** The basket still holds a piece of `order` (the same product, colour and size). */
export const holdsPieceOf = (order: VerifiedOrder, items: readonly CartItem[]) =>
  items.some((i) => matches(order, i.id, i.selectedSize, i.color?.id));

// The pieces of one order leave once, however often the page renders (StrictMode runs effects
// twice).
const released = new Set<number>();

/**
 * Takes the order's units out of the guest bag (anything added besides stays), drops this tab's
 * Buy Now item if it is one of them, and tells the other tabs.
 */
export function releaseVerifiedOrder(order: VerifiedOrder): void {
  if (released.has(order.id)) return;
  released.add(order.id);
  const left = new Map(
    order.lines.map((l) => [lineKey(l.productId, l.size, l.color?.id), l.quantity]),
  );
  const lines = readGuestLines().flatMap((line) => {
    const key = lineKey(line.id, line.size, line.color);
    const taken = Math.min(left.get(key) ?? 0, line.quantity);
    left.set(key, (left.get(key) ?? 0) - taken);
    return line.quantity > taken ? [{ ...line, quantity: line.quantity - taken }] : [];
  });
  writeGuestLines(lines);
  const buyNow = readBuyNowItem();
  if (buyNow && matches(order, buyNow.id, buyNow.selectedSize, buyNow.color?.id)) clearBuyNowItem();
  try {
    // A storage event reaches every other tab with the new value; nothing is left behind.
    localStorage.setItem(
      STORAGE_KEYS.verifiedOrder,
      JSON.stringify({ id: order.id, orderToken: order.orderToken, lines: order.lines }),
    );
    localStorage.removeItem(STORAGE_KEYS.verifiedOrder);
  } catch {
    // Blocked storage: other tabs are not told; the bag above is this page's only.
  }
}

function parse(raw: string | null): VerifiedOrder | null {
  try {
    const data = raw ? (JSON.parse(raw) as VerifiedOrder) : null;
    return data && Number.isInteger(data.id) && Array.isArray(data.lines) ? data : null;
  } catch {
    return null;
  }
}

/** The last order another tab's verification link placed, while this page is open. */
export function useOrderVerifiedElsewhere(): VerifiedOrder | null {
  const [order, setOrder] = React.useState<VerifiedOrder | null>(null);
  React.useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.verifiedOrder) return;
      const verified = parse(event.newValue);
      if (verified) setOrder(verified);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  return order;
}

/** The order page's address; with the token of its link when this browser placed it. */
export const orderPagePath = (order: Pick<VerifiedOrder, "id" | "orderToken">) =>
  order.orderToken
    ? `/orders/${order.id}?token=${encodeURIComponent(order.orderToken)}`
    : `/orders/${order.id}`;
