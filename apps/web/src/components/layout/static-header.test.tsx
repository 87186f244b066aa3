import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { MemoryRouter } from "@/lib/router";
import { Header } from "./header";
import { SidebarProvider } from "@/components/ui/sidebar";

// index.html carries a static copy of the top bar (painted before the app loads). If the two
// drift apart, the page would visibly change when React takes over: this keeps them in step.
const indexHtml = fs.readFileSync(path.resolve(import.meta.dirname, "../../../index.html"), "utf8");

const describeHeader = (header: Element) => ({
  header: header.className,
  grid: header.firstElementChild?.className,
  logo: header.querySelector("a")?.className,
  spans: [...header.querySelectorAll("a > span")].map((s) => [s.className, s.textContent]),
});

describe("the static header in index.html", () => {
  it("has the same classes, wordmark and monogram as the app's header", () => {
    const doc = new DOMParser().parseFromString(indexHtml, "text/html");
    const staticHeader = doc.querySelector("#root header");
    expect(staticHeader).not.toBeNull();

    const { container } = render(
      <MemoryRouter>
        <SidebarProvider>
          <Header cartCount={0} />
        </SidebarProvider>
      </MemoryRouter>,
    );
    const appHeader = container.querySelector("header")!;
    expect(describeHeader(staticHeader!)).toEqual(describeHeader(appHeader));
    // The wrapper the shell renders around the header, so the bar sits where it will stay.
    expect(doc.querySelector("#root > div")!.className).toBe(
      container
        .querySelector("header")!
        .parentElement!.className.split(" ")
        .filter((c) => !c.startsWith("group/"))
        .join(" "),
    );
  });
});
