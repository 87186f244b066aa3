import { loadAllMessages, localesWithMessages } from "@/i18n";
import "@testing-library/jest-dom/vitest";
import { afterEach, vi } from "vitest";
import { cleanup } from "@testing-library/react";

// A stray console.error is a bug: fail the test that caused it.
const original = console.error;
afterEach(() => {
  cleanup();
});
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error: ${args.map(String).join(" ")}`);
});

// jsdom has no matchMedia; the layout asks it for the phone breakpoint. Tests run "wide" unless
// they replace it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Components read their words from the loaded messages (src/i18n): both languages, as on the
// server, so a test can render an /ar page.
await Promise.all((await localesWithMessages()).map(loadAllMessages));
