import { startTransition, useEffect, useState } from "react";

/*
 * The app starts only after the page has painted (its script is asked for after the first frame,
 * docs/decisions/0010-first-screen.md), so "after the first paint" is "after this component's
 * first commit". What uses it — the sidebar's menu and the footer, below the fold on every page —
 * is then drawn as a transition, which React splits into short slices; the server and the
 * browser's first render both leave it out, so hydration matches.
 */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => startTransition(() => setDone(true)), []);
  return done;
}
