/*
 * The server puts the answers of the GET calls a storefront page is about to make into the HTML
 * (apps/api features/seo/first-paint.ts), keyed by API path. Reading them before the first render
 * means the page draws with its data at once, instead of a skeleton, a round trip and a redraw.
 */
import { PAGE_DATA_ID } from "@atelier/shared/first-paint";

let answers: Record<string, unknown> | undefined;

/** The inlined answers, read once; an absent or broken block just means no head start. */
export function pageData(): Record<string, unknown> {
  if (answers) return answers;
  answers = {};
  const el = typeof document === "undefined" ? null : document.getElementById(PAGE_DATA_ID);
  if (el?.textContent) {
    try {
      answers = JSON.parse(el.textContent) as Record<string, unknown>;
    } catch {
      // The app simply fetches as usual.
    }
  }
  return answers;
}
