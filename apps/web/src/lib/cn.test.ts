import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("lets a later class of the same family win", () => {
    expect(
      cn("h-11 px-6 bg-primary text-primary-foreground text-xs", "bg-hero text-hero h-12 text-sm"),
    ).toBe("px-6 bg-hero text-hero h-12 text-sm");
  });
  it("keeps classes that only look alike", () => {
    expect(cn("text-xs text-muted-foreground border border-input", "font-serif font-medium")).toBe(
      "text-xs text-muted-foreground border border-input font-serif font-medium",
    );
  });
  it("compares variants separately", () => {
    expect(cn("hover:bg-accent bg-card", "hover:bg-primary")).toBe("bg-card hover:bg-primary");
    expect(cn("flex md:hidden", "hidden")).toBe("md:hidden hidden");
  });
  it("tells flex direction, wrap and grow apart", () => {
    expect(cn("flex flex-col flex-1 flex-wrap", "flex-row")).toBe("flex flex-1 flex-wrap flex-row");
    expect(cn("min-w-0 w-full max-w-lg", "w-fit")).toBe("min-w-0 max-w-lg w-fit");
    expect(cn("mt-2 mb-4 pointer-events-none", "mt-6")).toBe("mb-4 pointer-events-none mt-6");
  });
  it("keeps a ring's or an outline's width, offset and colour together (a focus ring is all three)", () => {
    expect(cn("focus-visible:ring-1 focus-visible:ring-ring")).toBe(
      "focus-visible:ring-1 focus-visible:ring-ring",
    );
    expect(cn("outline-2 -outline-offset-2 outline-ring", "outline-offset-4")).toBe(
      "outline-2 outline-ring outline-offset-4",
    );
    expect(cn("ring-1 ring-ring", "ring-2")).toBe("ring-ring ring-2");
    expect(cn("outline-none", "outline-dashed outline-camel")).toBe("outline-dashed outline-camel");
  });
  it("drops falsy values", () => {
    const hidden = (on: boolean) => on && "b";
    expect(cn("a", hidden(false), undefined, { c: true, d: false })).toBe("a c");
  });
});
