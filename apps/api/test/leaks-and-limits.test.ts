import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { catalogueKeys } from "../src/db/catalogue-keys";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { DIALECTS, createTestApp, freshDatabase, type TestApp } from "./helpers";

// Issue 12, items 6 and 8: bounded work per request, and nothing leaks from a page or a log.

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Maison Zamalek</title><meta name="description" content="placeholder" /></head><body><div id="root"><header>static</header></div></body></html>`;

/** A built web app in a temporary folder: index.html, the build's dot-folder, a server render. */
function fakeBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-build-"));
  const dist = path.join(root, "dist");
  fs.mkdirSync(path.join(dist, ".vite"), { recursive: true });
  fs.writeFileSync(path.join(dist, "index.html"), TEMPLATE);
  fs.writeFileSync(
    path.join(dist, ".vite", "manifest.json"),
    JSON.stringify({ "index.html": { file: "assets/secret-build-layout.js", isEntry: true } }),
  );
  fs.mkdirSync(path.join(root, "dist-ssr"));
  fs.writeFileSync(path.join(root, "dist-ssr", "package.json"), '{"type":"module"}');
  fs.writeFileSync(
    path.join(root, "dist-ssr", "entry-server.js"),
    `export async function renderPage({ url }) {
      globalThis.__renders = (globalThis.__renders ?? 0) + 1;
      return "<main>" + url + "</main>";
    }`,
  );
  return dist;
}

const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

async function addProduct(t: TestApp, title: string, category: string): Promise<number> {
  const words = {
    title,
    title_ar: "",
    description: `About ${title}`,
    description_ar: "",
    category,
    category_ar: "",
    material: "Linen",
    material_ar: "",
  };
  const row = await t.app.db
    .insertInto("products")
    .values({
      ...words,
      // The keys the API stores with every product (migration 0018): the collection's filter.
      ...catalogueKeys(words),
      sale_price: 100000,
      original_price: 120000,
      images: "[]",
      inserted_at: new Date().toISOString(),
      quantity_s: 1,
      quantity_m: 1,
      quantity_l: 1,
      quantity_xl: 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

for (const dialect of DIALECTS) {
  describe(`pages and logs leak nothing (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t.close());

    it("fills pages with replacement functions: $ patterns in text or paths stay text", async () => {
      t = await createTestApp(dialect, {}, (c) => (c.webDist = fakeBuild()));
      const id = await addProduct(t, "$& $' $`", "Shirts");
      const page = await t.inject({ method: "GET", url: `/product/${id}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<title>$&amp; $&#39; $` · Maison Zamalek</title>");
      expect(page.body.match(/<\/head>/g)).toHaveLength(1);
      expect(page.body.match(/<title>/g)).toHaveLength(1);
      const odd = await t.inject({ method: "GET", url: "/nowhere$&$'" });
      expect(odd.statusCode).toBe(404);
      expect(odd.body).toContain('content="http://shop.test/nowhere$&amp;$&#39;"');
      expect(odd.body.match(/<\/head>/g)).toHaveLength(1);
      expect(odd.body.match(/<body>/g)).toHaveLength(1);
    });

    it("never serves the build's dot-files", async () => {
      t = await createTestApp(dialect, {}, (c) => (c.webDist = fakeBuild()));
      for (const url of [
        "/.vite/manifest.json",
        "/.vite/../.vite/manifest.json",
        "/%2evite/manifest.json",
      ]) {
        const r = await t.inject({ method: "GET", url });
        expect(r.statusCode, url).toBe(404);
        expect(r.body).not.toContain("secret-build-layout");
      }
    });

    it("gives the API docs a CSP that lets swagger-ui run and nothing else", async () => {
      t = await createTestApp(dialect);
      const page = await t.inject({ method: "GET", url: "/api/docs" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("swagger-ui-bundle.js");
      const csp = String(page.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self';/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("upgrade-insecure-requests");
      for (const url of ["/api/docs/static/swagger-ui-bundle.js", "/api/docs/json"]) {
        const r = await t.inject({ method: "GET", url });
        expect(r.statusCode, url).toBe(200);
        expect(r.headers["content-security-policy"], url).toBe(csp);
      }
      // The CSP is the docs' own: the API's JSON answers are not touched by it.
      const api = await t.inject({ method: "GET", url: "/api/products" });
      expect(api.headers["content-security-policy"]).toBeUndefined();
    });

    it("redacts tokens in URLs from request logs", async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-log-"));
      const database = await freshDatabase(dialect, dataDir);
      const stream = new PassThrough();
      const lines: string[] = [];
      stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString().split("\n")));
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "info", SEED_DEMO: "false" });
      const app = await buildApp(config, { db: database.options, logStream: stream });
      t = {
        app,
        close: async () => {
          await app.close();
          await database.drop();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      } as TestApp;
      await app.ready();
      const secret = "s3cretTokenValue_abcdefghijklmnopqrstuvwxyz";
      await app.inject({ method: "GET", url: `/reset-password?token=${secret}` });
      await app.inject({
        method: "GET",
        url: `/api/orders/verify-guest?token=${secret}&email=a%40b.co`,
      });
      await app.inject({ method: "GET", url: `/api/products?x=1&accessToken=${secret}` });
      await new Promise((r) => setImmediate(r));
      const logged = lines.filter(Boolean);
      expect(logged.some((l) => l.includes("/api/orders/verify-guest?token=[redacted]"))).toBe(
        true,
      );
      expect(logged.some((l) => l.includes("/reset-password?token=[redacted]"))).toBe(true);
      expect(logged.join("\n")).not.toContain(secret);
    });
  });

  describe(`bounded work (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t.close());

    it("draws a flood of made-up collection URLs at most once: the cache keys on what a page reads", async () => {
      t = await createTestApp(dialect, {}, (c) => (c.webDist = fakeBuild()));
      const id = await addProduct(t, "Linen Shirt", "Shirts");
      const before = renders();
      // Made-up categories are not drawn on the server at all (the browser draws them).
      for (let n = 0; n < 5000; n++) {
        const r = await t.inject({ method: "GET", url: `/products?category=x${n}&utm=${n}` });
        expect(r.statusCode).toBe(200);
      }
      expect(renders() - before).toBe(0);
      // A known category with any tracking parameters and made-up sorts: one page.
      for (let n = 0; n < 200; n++)
        await t.inject({ method: "GET", url: `/products?category=shirts&utm=${n}&sort=z${n}` });
      // Pages past the last are answered 404 and not drawn: a script counting up draws nothing.
      for (let n = 2; n < 2000; n++) {
        const r = await t.inject({ method: "GET", url: `/products?category=shirts&page=${n}` });
        expect(r.statusCode).toBe(404);
      }
      // The product page ignores its query.
      for (let n = 0; n < 200; n++)
        await t.inject({ method: "GET", url: `/product/${id}?category=x${n}&sort=price-asc` });
      expect(renders() - before).toBe(2);
      const drawn = await t.inject({ method: "GET", url: `/products?sort=nope&category=shirts` });
      expect(drawn.body).toContain("<main>/products?category=shirts</main>");
    }, 180_000);

    it("answers 503, not a hang, when the database goes away after start", async () => {
      let proxy: net.Server | undefined;
      const sockets = new Set<net.Socket>();
      if (dialect === "postgres") {
        // The store reaches PostgreSQL through a proxy this test can pull out.
        const target = new URL(process.env.TEST_DATABASE_URL!);
        proxy = net.createServer((client) => {
          const upstream = net.connect(Number(target.port || 5432), target.hostname);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on("error", () => undefined);
            s.on("close", () => sockets.delete(s));
          }
          client.pipe(upstream).pipe(client);
        });
        await new Promise<void>((r) => proxy!.listen(0, "127.0.0.1", r));
        const port = (proxy.address() as net.AddressInfo).port;
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.host = `127.0.0.1:${port}`;
        t = await createTestApp(dialect, {});
        await t.app.close();
        const dbOptions = { ...t.dbOptions, url: url.toString() } as typeof t.dbOptions;
        const app = await buildApp(t.config, { db: dbOptions, logger: false });
        await app.ready();
        const closeFirst = t.close;
        t = {
          ...t,
          app,
          close: async () => {
            await app.close();
            await closeFirst();
          },
        };
      } else {
        t = await createTestApp(dialect);
      }
      const inject = (url: string) => t.app.inject({ method: "GET", url });
      expect((await inject("/api/health")).statusCode).toBe(200);
      expect((await inject("/api/products")).statusCode).toBe(200);

      // The database goes away.
      if (proxy) {
        proxy.close();
        for (const s of sockets) s.destroy();
      } else {
        await t.app.db.destroy();
      }

      for (const url of ["/api/products", "/api/health", "/api/products/1"]) {
        const started = Date.now();
        const r = await inject(url);
        expect(Date.now() - started, url).toBeLessThan(6000);
        expect(r.statusCode, url).toBe(503);
        expect(r.json(), url).toEqual({
          error: expect.any(String),
          errorCode: "SERVICE_UNAVAILABLE",
        });
      }
    }, 60_000);
  });
}
