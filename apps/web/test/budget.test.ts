import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";

// The performance budget (issue 4): the JavaScript that "/" loads, gzip, on the built output.
const BUDGET_KB = 100;
const dist = path.resolve(import.meta.dirname, "../dist");

/** The entry script and everything it imports statically, following Vite's import graph. */
function scriptsLoadedByHome(): string[] {
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  const start = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = fs.readFileSync(path.join(dist, url), "utf8");
    // Static imports only: `import{…}from"./chunk.js"` and `import"./chunk.js"`; dynamic import() is lazy.
    for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},\s*]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), m[1]!));
    }
  }
  return [...seen];
}

describe("performance budget", () => {
  it(`loads at most ${BUDGET_KB} KB of gzipped JavaScript on /`, () => {
    expect(fs.existsSync(path.join(dist, "index.html")), "build the web app first (npm run build)").toBe(true);
    const files = scriptsLoadedByHome();
    const sizes = files.map((f) => ({ f, kb: zlib.gzipSync(fs.readFileSync(path.join(dist, f))).length / 1024 }));
    const total = sizes.reduce((s, x) => s + x.kb, 0);
    console.log(`JS on /: ${total.toFixed(1)} KB gzip in ${files.length} files\n${sizes.map((s) => `  ${s.f} ${s.kb.toFixed(1)} KB`).join("\n")}`);
    expect(files.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET_KB);
  });

  it("keeps admin, checkout and auth code out of what / loads", () => {
    const loaded = scriptsLoadedByHome()
      .map((f) => fs.readFileSync(path.join(dist, f), "utf8"))
      .join("\n");
    for (const text of ["Product Management", "Admin Dashboard", "Place Order", "Password Reset Complete"]) {
      expect(loaded, text).not.toContain(text);
    }
  });
});
