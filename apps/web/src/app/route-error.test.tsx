import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { PlayHeldTaps } from "@/lib/held-taps";
import { renderPage } from "@/testing/render-page";
import { RouteErrorBoundary } from "./route-error";

// index.html's inline script holds taps until the app listens (docs/product.md#no-lost-tap).
afterEach(() => {
  delete window.__playHeldTaps;
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error("the page's chunk is gone");
}

describe("held taps (docs/product.md#no-lost-tap)", () => {
  it("are played once the page beside the player has committed", async () => {
    const play = vi.fn();
    window.__playHeldTaps = play;
    renderPage(
      <RouteErrorBoundary>
        <p>The page</p>
        <PlayHeldTaps />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText("The page")).toBeInTheDocument();
    expect(play).toHaveBeenCalledOnce();
  });

  it("are played when the page fails instead, so its Reload is never held", async () => {
    const play = vi.fn();
    window.__playHeldTaps = play;
    // React reports the caught error and the boundary logs it: both expected here.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderPage(
      <RouteErrorBoundary>
        <Broken />
        <PlayHeldTaps />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole("button", { name: "Reload" })).toBeInTheDocument();
    expect(play).toHaveBeenCalledOnce();
  });

  it("do nothing where the page had no script to hold them", () => {
    renderPage(<PlayHeldTaps />);
    expect(window.__playHeldTaps).toBeUndefined();
  });
});
