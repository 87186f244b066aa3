import { useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "@/lib/storage-keys";

/*
 * The applied discount code (issue 31, docs/product.md#cart) in sessionStorage, beside the bag: a
 * code applied on the bag is there on the checkout and after a reload, and goes with the tab.
 * Only the bag and the checkout read it, so it stays out of the shell every page loads.
 */

const listeners = new Set<() => void>();
let memory: string | null = null;

function read(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.discountCode);
  } catch {
    return memory; // Blocked storage: the code lives as long as the page.
  }
}

export function writeStoredCode(code: string | null) {
  memory = code;
  try {
    if (code) sessionStorage.setItem(STORAGE_KEYS.discountCode, code);
    else sessionStorage.removeItem(STORAGE_KEYS.discountCode);
  } catch {
    // Full or blocked storage: kept in memory for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The applied code, or null. The server draws none: the bag arrives after hydration too. */
export function useStoredCode(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
