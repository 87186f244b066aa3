import { useSyncExternalStore } from "react";
import { SIZES, type Size } from "@atelier/shared/products";
import { STORAGE_KEYS } from "@/lib/storage-keys";

/**
 * A guest's cart in localStorage (docs/product.md#cart): only what the shopper chose. Titles,
 * prices, photos and stock are read from the server each time, so a stored line never shows a
 * stale price.
 */
export type GuestLine = {
  id: string;
  size: Size;
  quantity: number;
  /** The colour's id, for a piece sold in colours (issue 28): one line per piece, colour, size. */
  color?: number;
};

const EMPTY: GuestLine[] = [];
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: GuestLine[] = EMPTY;

function parse(raw: string | null): GuestLine[] {
  if (!raw) return EMPTY;
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return EMPTY;
    return data.filter(
      (l): l is GuestLine =>
        !!l &&
        typeof (l as GuestLine).id === "string" &&
        SIZES.includes((l as GuestLine).size) &&
        Number.isInteger((l as GuestLine).quantity) &&
        (l as GuestLine).quantity > 0,
    );
  } catch {
    return EMPTY;
  }
}

function rawLines(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.cart);
  } catch {
    return null; // Blocked storage: the cart lives as long as the page, in `cached`.
  }
}

export function readGuestLines(): GuestLine[] {
  const raw = rawLines();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

export function writeGuestLines(lines: GuestLine[]) {
  cached = lines.length ? lines : EMPTY;
  try {
    if (lines.length) localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(lines));
    else localStorage.removeItem(STORAGE_KEYS.cart);
    cachedRaw = rawLines();
  } catch {
    // Full or blocked storage: keep the lines in memory for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the bag: this one follows.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.cart || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The stored lines. The server renders a guest with an empty cart, so the first render here is
 * empty too and the stored bag arrives just after hydration, without a mismatch.
 */
export function useGuestLines(): GuestLine[] {
  return useSyncExternalStore(subscribe, readGuestLines, () => EMPTY);
}
