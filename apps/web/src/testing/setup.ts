import "@testing-library/jest-dom/vitest";
import { afterEach, vi } from "vitest";
import { cleanup } from "@testing-library/react";

// A stray console.error is a bug (STYLE.md #9): fail the test that caused it.
const original = console.error;
afterEach(() => {
  cleanup();
});
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error: ${args.map(String).join(" ")}`);
});
