import { startTransition, useEffect, useState } from "react";

/*
 * The first screen paints first. What lies below the fold — photographs, and product cards past
 * the first few — waits for that paint: on a slow phone the first screen's code, fonts and
 * photographs are not sharing the network or the main thread with things nobody can see yet.
 * The rest then renders as a transition, which React splits into short slices of work.
 */
let painted = false;
const listeners = new Set<() => void>();
// While a server-drawn page hydrates, every part starts as the server drew it (not painted):
// the page's Suspense boundary may hydrate after the shell has committed and the mark is set.
let hydrating = false;

/** Exported for tests, which have no paint to wait for. */
export function markPainted(): void {
  if (painted) return;
  painted = true;
  for (const listener of listeners) listener();
}

/** Called once after the first render: fires in the task after the next frame is painted. */
export function afterFirstPaint(): void {
  requestAnimationFrame(() => setTimeout(markPainted, 0));
}

/** main.tsx, before hydrating a page the server drew (src/entry-server.tsx). */
export function beginHydration(): void {
  hydrating = true;
}

/** The page inside the layout's Suspense boundary has committed (app/root-layout.tsx). */
export function pageCommitted(): void {
  if (!hydrating) return;
  hydrating = false;
  afterFirstPaint();
}

/** False during the first render of the page, true from just after its first paint. */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(() => painted && !hydrating);
  useEffect(() => {
    if (painted) {
      // Hydrated as not painted: the rest follows as a transition, like after a first paint.
      startTransition(() => setDone(true));
      return;
    }
    const listener = () => startTransition(() => setDone(true));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return done;
}
