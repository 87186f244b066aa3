import { useSyncExternalStore } from "react";
import type { User } from "@atelier/shared/auth";
import { connectSession, endServerSession } from "@/lib/api-client";
import { navigate } from "@/lib/navigation";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { currentPath, loginRedirect } from "./login-redirect";

/** Where a lost session sends the shopper (docs/product.md#accounts). */
export const LOGIN_REDIRECT = loginRedirect();

/**
 * The signed-in session (docs/product.md#accounts): token and user in sessionStorage (this tab),
 * or with "Keep me signed in" in localStorage beside the `keepSignedIn` mark (every tab, 7 days).
 */
export type Session = { token: string; user: User };

const listeners = new Set<() => void>();
let current: Session | null = null;

function readFrom(store: Storage): Session | null {
  const token = store.getItem(STORAGE_KEYS.token);
  const user = store.getItem(STORAGE_KEYS.user);
  if (!token || !user) return null;
  const parsed = JSON.parse(user) as User;
  return parsed && typeof parsed.email === "string" ? { token, user: parsed } : null;
}

const isKept = () => localStorage.getItem(STORAGE_KEYS.keepSignedIn) === "true";

function keptToken(): string | null {
  try {
    return isKept() ? (readFrom(localStorage)?.token ?? null) : null;
  } catch {
    return null;
  }
}

/** This tab's own session first; else the one kept for the whole browser. */
function read(): Session | null {
  try {
    return readFrom(sessionStorage) ?? (isKept() ? readFrom(localStorage) : null);
  } catch {
    return null;
  }
}

function emit() {
  current = read();
  for (const listener of listeners) listener();
}

/**
 * Start-up step (docs/product.md#accounts): an older copy of the session in localStorage moves to
 * sessionStorage and leaves localStorage, so a token never outlives the tab by accident. A session
 * kept on purpose ("Keep me signed in") carries its mark and stays.
 */
function migrateLegacySession() {
  try {
    if (isKept()) return;
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.user]) {
      const value = localStorage.getItem(key);
      if (value === null) continue;
      if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
      localStorage.removeItem(key);
    }
  } catch {
    // Storage can be blocked (private mode, policies): the app then runs as a guest.
  } finally {
    current = read();
  }
}

export function getSession(): Session | null {
  return current;
}

function getToken(): string | null {
  return current?.token ?? null;
}

/**
 * Keeps a new session: in this tab only, or with `keep` for every tab of the browser until it
 * ends. Either way it replaces a session kept before, which is ended on the server, so one browser
 * never holds two people's kept sessions.
 */
export function setSession(token: string, user: User, keep = false) {
  const before = keptToken();
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.keepSignedIn])
    localStorage.removeItem(key);
  sessionStorage.removeItem(STORAGE_KEYS.token);
  sessionStorage.removeItem(STORAGE_KEYS.user);
  const store = keep ? localStorage : sessionStorage;
  store.setItem(STORAGE_KEYS.token, token);
  store.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  if (keep) localStorage.setItem(STORAGE_KEYS.keepSignedIn, "true");
  if (before && before !== token) endServerSession(before);
  emit();
}

/** The device's, not the session's: the theme and a guest's bag (docs/product.md#cart). */
const DEVICE_KEYS: readonly string[] = [STORAGE_KEYS.theme, STORAGE_KEYS.cart];

/**
 * Clears both stores (docs/product.md#accounts). The theme and a guest's cart belong to the
 * device, not the session, so they stay.
 */
export function clearSession() {
  try {
    sessionStorage.clear();
    for (const key of Object.keys(localStorage))
      if (!DEVICE_KEYS.includes(key)) localStorage.removeItem(key);
  } catch {
    // Blocked storage has nothing to clear.
  }
  emit();
}

/**
 * Start-up (main.tsx): the legacy move, then the API client sends this session's token, and a
 * 401 or 403 clears it and goes to log in.
 */
export function startSession() {
  migrateLegacySession();
  connectSession({
    token: getToken,
    onSessionLost: ({ stay = false } = {}) => {
      const next = currentPath();
      clearSession();
      if (!stay) navigate(loginRedirect(next));
    },
  });
  window.addEventListener("storage", onStorage);
}

/**
 * Another tab changed localStorage: a kept session signed out there (or a new one kept) shows
 * here at once (docs/product.md#accounts). `key` is null when that tab cleared the whole store.
 */
function onStorage(event: StorageEvent) {
  if (event.storageArea !== localStorage) return;
  const keys: (string | null)[] = [
    null,
    STORAGE_KEYS.token,
    STORAGE_KEYS.user,
    STORAGE_KEYS.keepSignedIn,
  ];
  if (keys.includes(event.key)) emit();
}

/**
 * Sign Out (docs/product.md#accounts): ends the session on the server (and a kept one, which every
 * tab shares), and clears it here and goes home at once, whatever that request answers. Clearing
 * localStorage signs out the other tabs through their `storage` event.
 */
export function logout() {
  const tokens = new Set([getToken(), keptToken()]);
  clearSession();
  for (const token of tokens) if (token) endServerSession(token);
  navigate("/");
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session, re-rendering on login and logout. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}

current = typeof window === "undefined" ? null : read();
