import { useSyncExternalStore } from "react";
import type { User } from "@atelier/shared/auth";
import { connectSession, endServerSession } from "@/lib/api-client";
import { navigate } from "@/lib/navigation";
import { STORAGE_KEYS } from "@/lib/storage-keys";

/**
 * Where a lost session sends the shopper (docs/product.md#accounts). `?message=` names a notice
 * the login page words in its own language, never the words themselves.
 */
export const LOGIN_REQUIRED = "login-required";
export const LOGIN_REDIRECT = `/login?message=${LOGIN_REQUIRED}`;

/** The signed-in session (docs/product.md#accounts): token and user in sessionStorage. */
export type Session = { token: string; user: User };

const listeners = new Set<() => void>();
let current: Session | null = null;

function read(): Session | null {
  try {
    const token = sessionStorage.getItem(STORAGE_KEYS.token);
    const user = sessionStorage.getItem(STORAGE_KEYS.user);
    if (!token || !user) return null;
    const parsed = JSON.parse(user) as User;
    return parsed && typeof parsed.email === "string" ? { token, user: parsed } : null;
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
 * sessionStorage and leaves localStorage, so a token never outlives the tab by accident.
 */
function migrateLegacySession() {
  try {
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.user]) {
      const value = localStorage.getItem(key);
      if (value === null) continue;
      if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
      localStorage.removeItem(key);
    }
  } catch {
    // Storage can be blocked (private mode, policies): the app then runs as a guest.
  }
  current = read();
}

export function getSession(): Session | null {
  return current;
}

function getToken(): string | null {
  return current?.token ?? null;
}

export function setSession(token: string, user: User) {
  sessionStorage.setItem(STORAGE_KEYS.token, token);
  sessionStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
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
    onSessionLost: () => {
      clearSession();
      navigate(LOGIN_REDIRECT);
    },
  });
}

/**
 * Sign Out (docs/product.md#accounts): ends the session on the server, and clears it here and goes
 * home at once, whatever that request answers.
 */
export function logout() {
  const token = getToken();
  clearSession();
  if (token) endServerSession(token);
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
