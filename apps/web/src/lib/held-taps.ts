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

/**
 * Placed beside the page, inside its Suspense boundary, so it commits once the page has hydrated;
 * the script waits a task more, for the updates hydration starts at once (the phone's width, the
 * stored bag and theme), so a tap meets the handlers it would have met had the app been listening.
 */
export function PlayHeldTaps(): null {
  useEffect(() => window.__playHeldTaps?.(), []);
  return null;
}
