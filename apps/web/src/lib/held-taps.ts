import { useEffect } from "react";

/*
 * No lost tap (docs/product.md#no-lost-tap): index.html's inline script holds what is tapped,
 * chosen or pressed between the first paint and the app's taking over, and plays it once told.
 * The playing lives there, not here: the start-up's JavaScript is at its budget
 * (apps/web/test/budget.test.ts), the page's HTML is not.
 */
declare global {
  interface Window {
    /** Set by index.html until the held taps have been played. */
    __playHeldTaps?: () => void;
  }
}

/** Plays the held taps, a task later; once (later calls do nothing). */
export const playHeldTaps = (): void => window.__playHeldTaps?.();

/**
 * Beside the page, inside its Suspense boundary: React hydrates a boundary's content in a pass of
 * its own after the layout's, and this commits with it. The script's task of delay lets the
 * updates hydration starts at once land first (the phone's width, the stored bag and theme), so a
 * tap meets the handlers it would have met had the app been listening.
 */
export function PlayHeldTaps(): null {
  useEffect(playHeldTaps, []);
  return null;
}
