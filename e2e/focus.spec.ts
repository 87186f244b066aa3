import { type Page } from "@playwright/test";
import { expect, test } from "./test";
import { productInStock, shoot } from "./shopper";

/*
 * Every control shows where the keyboard is (WCAG 2.4.7, docs/product.md#storefront-layout): a
 * shopper tabs through the header, the sidebar, a product page and the checkout, in light and
 * dark, and each stop has an outline or ring that is drawn (not clipped away by a scrolling or
 * cropping box) and stands 3:1 against what is behind it (WCAG 1.4.11).
 */

type Stop = { what: string; problem: string | null };

/** Tabs through the page until focus comes round again; answers each stop and its problem. */
async function tabThrough(page: Page, max = 90): Promise<Stop[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    document.querySelectorAll("[data-focus-seen]").forEach((el) => {
      el.removeAttribute("data-focus-seen");
    });
  });
  const stops: Stop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    // Transitions (colour, ring) settle before the style is read.
    await page.waitForTimeout(260);
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      if (el.dataset.focusSeen) return "again";
      el.dataset.focusSeen = "1";
      const what = `${el.tagName.toLowerCase()} "${(
        el.getAttribute("aria-label") ??
        el.textContent ??
        ""
      )
        .trim()
        .slice(0, 40)}"`;

      const rgba = (value: string): [number, number, number, number] | null => {
        const m = value.match(/rgba?\(([^)]+)\)/);
        if (!m) return null;
        const [r, g, b, a = "1"] = m[1]!.split(/[,\s/]+/).filter(Boolean);
        return [Number(r), Number(g), Number(b), Number(a)];
      };
      const luminance = ([r, g, b]: number[]) => {
        const c = [r!, g!, b!].map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
      };
      const backgroundOf = (start: Element | null): number[] => {
        for (let n = start; n; n = n.parentElement) {
          const bg = rgba(getComputedStyle(n).backgroundColor);
          if (bg && bg[3] > 0.5) return bg;
        }
        return [255, 255, 255, 1];
      };

      const cs = getComputedStyle(el);
      const outline = cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) >= 1;
      // A ring is a box-shadow with a spread; Tailwind layers transparent ones around it.
      const ring = outline
        ? null
        : (cs.boxShadow.match(/rgba?\([^)]+\)[^,]*(?:,|$)/g) ?? [])
            .map((s) => ({
              color: rgba(s),
              spread: s.match(/(-?[\d.]+)px\s*(?:inset\s*)?(?:,|$)/),
              inset: s.includes("inset"),
            }))
            .find((s) => s.color && s.color[3] > 0.5 && s.spread && parseFloat(s.spread[1]!) > 0);
      if (!outline && !ring) return { what, problem: "no outline or ring" };

      const color = outline ? rgba(cs.outlineColor)! : ring!.color!;
      const offset = outline ? parseFloat(cs.outlineOffset) : 0;
      const width = outline ? parseFloat(cs.outlineWidth) : parseFloat(ring!.spread![1]!);
      const inside = outline ? offset + width <= 0 : ring!.inset;
      const behind = backgroundOf(inside ? el : el.parentElement);
      const [hi, lo] = [luminance(color), luminance(behind)].sort((a, b) => b - a);
      const contrast = (hi! + 0.05) / (lo! + 0.05);
      if (contrast < 3) return { what, problem: `contrast ${contrast.toFixed(2)}:1` };

      // Drawn outside the box: no ancestor that crops its content may cut it off.
      if (!inside) {
        const r = el.getBoundingClientRect();
        const d = Math.max(0, offset) + width - 0.5;
        for (let n = el.parentElement; n && n !== document.body; n = n.parentElement) {
          const s = getComputedStyle(n);
          const box = n.getBoundingClientRect();
          if (s.overflowX !== "visible" && (r.left - d < box.left || r.right + d > box.right))
            return { what, problem: `cut off at the sides by ${n.tagName.toLowerCase()}` };
          if (s.overflowY !== "visible" && (r.top - d < box.top || r.bottom + d > box.bottom))
            return { what, problem: `cut off above or below by ${n.tagName.toLowerCase()}` };
        }
      }
      return { what, problem: null };
    });
    if (stop === "again") break;
    if (stop) stops.push(stop);
  }
  return stops;
}

const problems = (stops: Stop[]) =>
  stops.filter((s) => s.problem !== null).map((s) => `${s.what}: ${s.problem}`);

for (const theme of ["light", "dark"] as const) {
  test(`every control shows keyboard focus, header to checkout, in ${theme}`, async ({
    page,
    request,
  }) => {
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    await page.setViewportSize({ width: 1280, height: 900 });
    const piece = await productInStock(request);

    // The product page holds the header, the sidebar, the photographs and the size buttons.
    await page.goto(`/product/${piece.id}`);
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
    const onProduct = await tabThrough(page);
    const names = onProduct.map((s) => s.what).join("\n");
    // The journey really passed the sidebar, the gallery, the sizes and the buttons.
    for (const expected of ["Our Products", "Next image", `"${piece.size}"`, "Buy Now"])
      expect(names).toContain(expected);
    expect(problems(onProduct)).toEqual([]);
    // What a keyboard user sees: a size button with its outline (the window only, for the README).
    await page.getByRole("button", { name: piece.size, exact: true }).focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await shoot(page, `focus-ring-${theme}`, { toasts: true });

    // The checkout's fields, selects and buttons.
    await page.getByRole("button", { name: piece.size, exact: true }).click();
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();
    const onCheckout = await tabThrough(page, 120);
    expect(onCheckout.map((s) => s.what).join("\n")).toContain("Place Order");
    expect(onCheckout.length).toBeGreaterThan(15);
    expect(problems(onCheckout)).toEqual([]);
  });
}
