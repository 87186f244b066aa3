import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { LOCALE_INFO, LOCALES } from "@atelier/shared/locales";

// The performance budget (docs/decisions/0004-first-paint.md): the JavaScript that "/" loads, gzip,
// on the built output.
// 101 since issue 29 put a search field on every page (docs/decisions/0004-first-paint.md).
const BUDGET_KB = 101;
const dist = path.resolve(import.meta.dirname, "../dist");

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * Everything `/` (or `/ar`) loads, from Vite's manifest: the entry and its static imports, Home's
 * page chunk (main.tsx loads it before the first render), and the shell's own lazy parts that
 * every page fetches at once (footer, sidebar menu) — each with its static imports. The page's
 * words are JSON in its HTML (seedMessagesFromPage in src/i18n), not JavaScript.
 */
function scriptsLoadedByHome(): string[] & { sources: string[] } {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"),
  ) as Manifest;
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep);
  };
  const roots = [
    ...Object.keys(manifest).filter((k) => manifest[k]!.isEntry),
    "src/app/routes/home.tsx",
    "src/components/layout/footer.tsx",
    "src/components/layout/app-sidebar-nav.tsx",
    // Not the phone drawer: fetched when the menu first opens (components/ui/sidebar.tsx).
  ];
  for (const root of roots) {
    expect(manifest[root], `${root} is in the build`).toBeDefined();
    walk(root);
  }
  const files = [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith(".js"));
  return Object.assign(files, { sources: [...seen] });
}

describe("performance budget", () => {
  // Each language's home loads its own messages, never another's (docs/product.md#languages).
  it.each(LOCALES)(
    `loads at most ${BUDGET_KB} KB of gzipped JavaScript on the %s home`,
    (locale) => {
      expect(
        fs.existsSync(path.join(dist, "index.html")),
        "build the web app first (npm run build)",
      ).toBe(true);
      const files = scriptsLoadedByHome();
      for (const other of LOCALES.filter((l) => l !== locale)) {
        expect(
          files.sources.filter((s) => s.startsWith(`src/i18n/messages/${other}/`)),
          `${other} messages`,
        ).toEqual([]);
        expect(files.filter((f) => f.includes(`messages-${other}-`))).toEqual([]);
      }
      // The page's words come inlined in its HTML (apps/api features/seo/seo.routes.ts), not as
      // chunks; nothing the start-up imports statically may pull a language in.
      expect(files.filter((f) => f.includes("messages-"))).toEqual([]);
      const sizes = files.map((f) => ({
        f,
        kb: zlib.gzipSync(fs.readFileSync(path.join(dist, f))).length / 1024,
      }));
      const total = sizes.reduce((s, x) => s + x.kb, 0);
      console.log(
        `JS on ${LOCALE_INFO[locale].prefix || "/"}: ${total.toFixed(1)} KB gzip in ${files.length} files\n${sizes.map((s) => `  ${s.f} ${s.kb.toFixed(1)} KB`).join("\n")}`,
      );
      expect(files.length).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(BUDGET_KB);
    },
  );

  // Every page carries them in its HTML (the theme, and the taps held until the app listens:
  // docs/product.md#no-lost-tap): small, and no request of their own.
  it("keeps each inline script of the page under 1 KB gzip", () => {
    const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
    expect(inline.some((s) => s.includes("__playHeldTaps"))).toBe(true);
    for (const script of inline) expect(zlib.gzipSync(script).length).toBeLessThan(1024);
  });

  it("keeps admin, checkout and auth code out of what / loads", () => {
    const loaded = scriptsLoadedByHome()
      .map((f) => fs.readFileSync(path.join(dist, f), "utf8"))
      .join("\n");
    for (const text of [
      "Product Management",
      "Admin Dashboard",
      "Place Order",
      "Password Reset Complete",
    ]) {
      expect(loaded, text).not.toContain(text);
    }
  });
});
