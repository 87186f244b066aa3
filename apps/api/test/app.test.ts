import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, type TestApp } from "./helpers";

for (const dialect of DIALECTS) {
  describe(`the app shell (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t?.close());

    it("answers health while the database answers", async () => {
      t = await createTestApp(dialect);
      const r = await t.inject({ method: "GET", url: "/api/health" });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ status: "ok" });
    });

    it("answers unknown /api paths with a JSON 404, never the web app", async () => {
      t = await createTestApp(dialect);
      const r = await t.inject({ method: "GET", url: "/api/no-such-thing" });
      expect(r.statusCode).toBe(404);
      expect(r.headers["content-type"]).toMatch(/application\/json/);
      expect(r.json()).toEqual({
        error: "No route for GET /api/no-such-thing",
        errorCode: "NOT_FOUND",
      });
    });

    it("sends security headers on every answer: cached reads, errors and 304s too", async () => {
      t = await createTestApp(dialect);
      const product = (await t.inject({ method: "GET", url: "/api/products" })).json()[0];
      const etag = (await t.inject({ method: "GET", url: "/api/products" })).headers.etag;
      for (const r of [
        await t.inject({ method: "GET", url: "/api/health" }),
        await t.inject({ method: "GET", url: "/api/products" }),
        await t.inject({ method: "GET", url: `/api/products/${product?.id ?? 1}` }),
        await t.inject({ method: "GET", url: "/api/products/999999" }),
        await t.inject({ method: "GET", url: "/api/products", headers: { "if-none-match": etag } }),
      ]) {
        expect(r.headers["x-content-type-options"]).toBe("nosniff");
        expect(r.headers["x-frame-options"]).toBe("SAMEORIGIN");
        expect(r.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
        expect(r.headers["referrer-policy"]).toBe("no-referrer");
        expect(r.headers["cross-origin-opener-policy"]).toBe("same-origin");
        expect(r.headers["cross-origin-resource-policy"]).toBe("same-origin");
      }
    });

    it("publishes OpenAPI generated from the schemas", async () => {
      t = await createTestApp(dialect);
      const r = await t.inject({ method: "GET", url: "/api/docs/json" });
      expect(r.statusCode).toBe(200);
      const doc = r.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths)).toContain("/api/auth/login");
      expect(
        doc.paths["/api/auth/signup"].post.requestBody.content["application/json"].schema
          .properties,
      ).toHaveProperty("password");
      expect((await t.inject({ method: "GET", url: "/api/docs" })).statusCode).toBeLessThan(400);
    });
  });
}

describe("serving the web app", () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function withWebDist() {
    const dist = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "web-dist-"));
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(
      path.join(dist, "index.html"),
      `<!doctype html><html><head><title>Store</title><script>document.documentElement.dataset.theme="light"</script></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>`,
    );
    fs.writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log('hi')");
    fs.writeFileSync(path.join(dist, "robots.txt"), "User-agent: *");
    t = await createTestApp("sqlite", {}, (c) => (c.webDist = dist));
    return dist;
  }

  it("sends the first paint nothing to wait for: the stylesheet inlined, the app's script after it", async () => {
    const dist = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "web-dist-"));
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(
      path.join(dist, "index.html"),
      `<!doctype html><html><head><title>Store</title><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>`,
    );
    fs.writeFileSync(path.join(dist, "assets", "index-abc.js"), "console.log('hi')");
    fs.writeFileSync(
      path.join(dist, "assets", "index-abc.css"),
      `@font-face{font-family:Face Fallback;src:local(Arial);size-adjust:106%}body{color:red}`,
    );
    t = await createTestApp("sqlite", {}, (c) => (c.webDist = dist));
    const r = await t.inject({ method: "GET", url: "/" });
    expect(r.statusCode).toBe(200);
    // No request holds the first paint back: no stylesheet link, no module script in the page.
    expect(r.body).not.toContain('rel="stylesheet"');
    expect(r.body).not.toContain('<script type="module"');
    const inline = /<style>([^<]*)<\/style>/.exec(r.body)?.[1];
    expect(inline).toContain("local(Arial)");
    expect(inline).toContain("body{color:red}");
    // The loader that asks for the app after the first paint runs under the page's CSP.
    const loader = /<script>(\(function\(\)\{var d=document,go=[\s\S]*?)<\/script>/.exec(
      r.body,
    )?.[1];
    expect(loader).toContain('"/assets/index-abc.js"');
    // It waits for the first contentful paint, and brings the page's held-back chunks along.
    expect(loader).toContain('"first-contentful-paint"');
    expect(loader).toContain('getElementById("after-paint")');
    const hash = `'sha256-${createHash("sha256").update(loader!).digest("base64")}'`;
    expect(r.headers["content-security-policy"]).toContain(hash);
  });

  it("falls back to index.html for client routes, with a CSP that allows only its own inline script", async () => {
    await withWebDist();
    for (const url of [
      "/",
      "/products",
      "/checkout?buyNow=true",
      "/admin/products",
      "/reset-password?token=abc",
    ]) {
      const r = await t.inject({ method: "GET", url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers["content-type"]).toMatch(/text\/html/);
      expect(r.body).toContain('<div id="root">');
    }
    const csp = String(
      (await t.inject({ method: "GET", url: "/cart" })).headers["content-security-policy"],
    );
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("serves fingerprinted assets with immutable caching, and JSON 404s under /api", async () => {
    await withWebDist();
    const asset = await t.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await t.inject({ method: "GET", url: "/robots.txt" })).body).toContain("User-agent");
    expect((await t.inject({ method: "GET", url: "/api/nope" })).headers["content-type"]).toMatch(
      /json/,
    );
  });

  it("serves /uploads with immutable caching and nosniff", async () => {
    t = await createTestApp("sqlite");
    fs.writeFileSync(path.join(t.dataDir, "uploads", "abc-400.webp"), Buffer.from("RIFF0000WEBP"));
    const r = await t.inject({ method: "GET", url: "/uploads/abc-400.webp" });
    expect(r.statusCode).toBe(200);
    expect(r.headers["cache-control"]).toContain("immutable");
    expect(r.headers["x-content-type-options"]).toBe("nosniff");
    expect(r.headers["content-type"]).toBe("image/webp");
    expect((await t.inject({ method: "GET", url: "/uploads/missing.webp" })).statusCode).toBe(404);
  });
});
