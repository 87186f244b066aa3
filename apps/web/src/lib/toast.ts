import { useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

/*
 * sonner, loaded on the first toast rather than with the page: `/` stays inside its JavaScript
 * budget, and a toast shown before the Toaster mounts is replayed by sonner when it does.
 * Use `toast.error` for the destructive toasts of docs/product.md.
 */
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return (sonner ??= import("sonner"));
}

/** True once something has asked for a toast: then the Toaster mounts. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

export type ToastOptions = ExternalToast;

export const toast = {
  /** A neutral or confirming toast: `toast.success("Saved")`. */
  success: (message: string, options?: ToastOptions) =>
    void loadSonner().then((m) => m.toast.success(message, options)),
  /** The destructive toast: `toast.error("Error", { description: "…" })`. */
  error: (message: string, options?: ToastOptions) =>
    void loadSonner().then((m) => m.toast.error(message, options)),
  message: (message: string, options?: ToastOptions) =>
    void loadSonner().then((m) => m.toast(message, options)),
};
