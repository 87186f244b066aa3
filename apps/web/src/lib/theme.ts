import { useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "@/lib/storage-keys";

export type Theme = "light" | "dark";

/*
 * index.html applies the saved theme before first paint (an inline script, allowed by the
 * server's CSP hash); this module keeps it in sync afterwards.
 */
const listeners = new Set<() => void>();

function getTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

function setTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Blocked storage: the theme still applies for this visit.
  }
  for (const listener of listeners) listener();
}

export function toggleTheme() {
  setTheme(getTheme() === "dark" ? "light" : "dark");
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme, () => "light");
}
