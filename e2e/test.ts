import { test as base, expect, type Page } from "@playwright/test";

/*
 * The store's pages paint from the server's HTML before the app has started: its script is asked
 * for after the first paint (docs/decisions/0010-first-screen.md), so `load` can come before the
 * buttons listen. A shopper's tap in that first moment is not what these journeys are about:
 * every goto and reload here waits until the app has taken over, which the footer marks (it is
 * drawn just after the app's first commit, on every page of the layout).
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById("root") || document.querySelector("footer") !== null,
    undefined,
    { timeout: 20_000 },
  );
}

/** Makes `page.goto` and `page.reload` wait for the app (for pages of other contexts too). */
export function waitForAppOn(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appReady(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await appReady(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitForAppOn(page));
  },
});

export { expect };
