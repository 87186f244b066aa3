import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { physicalClasses } from "./logical-properties.js";

const root = path.resolve(import.meta.dirname, "..");
const names = (text) => physicalClasses(text).map(({ cls, instead }) => [cls, instead]);

describe("logical sides in class names (eslint/logical-properties.js)", () => {
  it("finds physical sides with their variants and offers the logical class", () => {
    expect(
      names("ml-2 pr-4 md:left-2 -right-3 text-left border-l-2 rounded-tl-md file:mr-4 !pl-3"),
    ).toEqual([
      ["ml-2", "ms-2"],
      ["pr-4", "pe-4"],
      ["md:left-2", "md:start-2"],
      ["-right-3", "-end-3"],
      ["text-left", "text-start"],
      ["border-l-2", "border-s-2"],
      ["rounded-tl-md", "rounded-ss-md"],
      ["file:mr-4", "file:me-4"],
      ["!pl-3", "!ps-3"],
    ]);
    expect(names("data-[active=true]:before:left-0 sm:text-right")).toEqual([
      ["data-[active=true]:before:left-0", "data-[active=true]:before:start-0"],
      ["sm:text-right", "sm:text-end"],
    ]);
  });

  it("leaves logical classes, prose and centring alone", () => {
    expect(names("ms-2 me-auto ps-3 pe-10 start-0 end-3 text-start border-s rounded-e")).toEqual(
      [],
    );
    expect(names("Turn left at the corner, then right")).toEqual([]);
    expect(names("fixed left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2")).toEqual([]);
    expect(names("fixed left-1/2 top-1/2")).toEqual([["left-1/2", "start-1/2"]]);
  });

  it("keeps the stylesheets free of physical sides too", () => {
    // Tailwind classes are linted; the hand-written CSS is read here.
    const dir = path.join(root, "apps/web/src");
    const sheets = fs.readdirSync(dir).filter((f) => f.endsWith(".css"));
    expect(sheets).toContain("index.css");
    for (const sheet of sheets) {
      const css = fs.readFileSync(path.join(dir, sheet), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
      expect(
        css.match(/(?<![\w-])(?:(?:margin|padding|border)-(?:left|right)|left|right)\s*:/g),
        sheet,
      ).toBeNull();
      expect(css.match(/text-align\s*:\s*(?:left|right)/g), sheet).toBeNull();
    }
  });
});
