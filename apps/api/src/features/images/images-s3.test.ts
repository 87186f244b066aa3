import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageVariant, type Product } from "@atelier/shared/products";
import { DEMO_CATALOG, type DemoProduct } from "@atelier/demo/catalog";
import { adminToken, createTestApp, type TestApp } from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken } from "../../../test/fixtures";
import { startTestBucket, type TestBucket } from "../../../test/s3";
import { seedDemo } from "../../bootstrap";
import { loadConfig } from "../../config";
import { ORDER_TOKEN_HEADER } from "@atelier/shared/orders";
import { readAll, s3Storage, type UploadStorage } from "../../lib/storage";
import { migrateUploadsToBucket } from "../../ops/migrate-uploads";

// Where images live does not depend on the database: these run on SQLite only.

const photo = (colour: string, width = 1800, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

function multipart(data: Buffer) {
  const boundary = "----atelierS3test";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(t: TestApp, token: string, data: Buffer): Promise<string> {
  const r = await t.inject({
    method: "POST",
    url: "/api/images/upload",
    token,
    ...multipart(data),
  });
  expect(r.statusCode, r.body).toBe(201);
  return (r.json() as { url: string }).url;
}

async function names(storage: UploadStorage): Promise<string[]> {
  const all: string[] = [];
  for await (const name of storage.list()) all.push(name);
  return all.sort();
}

const variants = (url: string) => IMAGE_WIDTHS.map((w) => path.basename(imageVariant(url, w)));
const silent = pino({ level: "silent" });

describe("uploads in an S3 bucket", () => {
  let bucket: TestBucket;
  let objects: UploadStorage;
  let t: TestApp;
  beforeEach(async () => {
    bucket = await startTestBucket();
    objects = s3Storage(loadConfig(bucket.env).s3!);
  });
  afterEach(async () => {
    await t?.close();
    objects.close();
    await bucket.close();
  });

  it("stores every width in the bucket, none on disk, and serves them at /uploads/<name>", async () => {
    t = await createTestApp("sqlite", bucket.env);
    expect(t.app.storage.kind).toBe("s3");
    const admin = await adminToken(t);
    const url = await upload(t, admin, await photo("#5E1F2B"));
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/);
    expect(await names(objects)).toEqual(variants(url).sort());
    expect(fs.existsSync(path.join(t.dataDir, "uploads"))).toBe(false);

    for (const width of IMAGE_WIDTHS) {
      const r = await t.inject({ method: "GET", url: imageVariant(url, width) });
      expect(r.statusCode).toBe(200);
      expect(r.headers["content-type"]).toBe("image/webp");
      expect(r.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(r.headers["x-content-type-options"]).toBe("nosniff");
      const stored = await readAll(objects, path.basename(imageVariant(url, width)));
      expect(r.rawPayload.equals(stored!)).toBe(true);
      expect((await sharp(r.rawPayload).metadata()).width).toBe(width);
    }
    // A browser asking again with the ETag it holds gets a 304, no bytes.
    const first = await t.inject({ method: "GET", url });
    const again = await t.inject({
      method: "GET",
      url,
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    // The same photo again is found in the bucket and not written twice.
    expect(await upload(t, admin, await photo("#5E1F2B"))).toBe(url);
    expect(await names(objects)).toHaveLength(IMAGE_WIDTHS.length);
  });

  it("keeps Instapay receipts in the bucket's private prefix: admins read them, /uploads never", async () => {
    t = await createTestApp("sqlite", bucket.env);
    const product = await createProduct(t, { stock: { M: 5 } });
    await t.app.db
      .insertInto("verified_emails")
      .values({ email: "nour@example.com", verified_at: new Date().toISOString() })
      .execute();
    const placed = await t.inject({
      method: "POST",
      url: "/api/orders",
      payload: { ...orderPayload([{ productId: product, M: 1 }]), paymentMethod: "instapay" },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, orderToken } = placed.json() as { id: number; orderToken: string };
    const boundary = "----atelierReceipt";
    const receipt = await photo("#EEEEE4", 600, 900);
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="reference"\r\n\r\nIPN-778812\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="r.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      receipt,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const reported = await t.inject({
      method: "POST",
      url: `/api/orders/${id}/payment`,
      payload: body,
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        [ORDER_TOKEN_HEADER]: orderToken,
      },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    // In the bucket, under the private prefix; nothing on this machine's disk.
    const receipts = s3Storage(loadConfig(bucket.env).s3!, "private/receipts/");
    const stored = await names(receipts);
    receipts.close();
    expect(stored).toHaveLength(1);
    expect(fs.existsSync(path.join(t.dataDir, "receipts"))).toBe(false);
    // Not an upload: the public names never include it.
    expect(await names(objects)).not.toContain(stored[0]);
    expect((await t.inject({ url: `/uploads/${stored[0]}` })).statusCode).toBe(404);
    expect((await t.inject({ url: `/uploads/private%2Freceipts%2F${stored[0]}` })).statusCode).toBe(
      404,
    );
    const seen = await t.inject({
      url: `/api/admin/orders/${id}/receipt`,
      token: await ownerToken(t),
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers["content-type"]).toBe("image/webp");
    expect((await sharp(seen.rawPayload).metadata()).format).toBe("webp");
  });

  it("answers 404 for a name the bucket lacks and for names that are not upload names", async () => {
    t = await createTestApp("sqlite", bucket.env);
    for (const url of [
      "/uploads/0000-1600.webp",
      "/uploads/.hidden",
      "/uploads/..%2Fstore.db",
      "/uploads/a%2Fb.webp",
    ]) {
      const r = await t.inject({ method: "GET", url });
      expect(r.statusCode, url).toBe(404);
      expect(r.json()).toMatchObject({ errorCode: "NOT_FOUND" });
    }
  });

  it("redirects stored URLs to S3_PUBLIC_URL for good when a CDN fronts the bucket", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Store</title>");
    t = await createTestApp(
      "sqlite",
      { ...bucket.env, S3_PUBLIC_URL: "https://cdn.example.com/" },
      (c) => (c.webDist = dist),
    );
    const url = await upload(t, await adminToken(t), await photo("#2F4A3A", 500, 500));
    const r = await t.inject({ method: "GET", url });
    expect(r.statusCode).toBe(301);
    expect(r.headers.location).toBe(`https://cdn.example.com/${path.basename(url)}`);
    expect(r.headers["cache-control"]).toMatch(/immutable/);
    // The bucket holds the bytes the CDN will fetch.
    expect(await names(objects)).toEqual(variants(url).sort());
    // The pages let images come from the CDN the redirect lands on, and nowhere else new.
    const page = await t.inject({ method: "GET", url: "/" });
    expect(page.headers["content-security-policy"]).toContain(
      "img-src 'self' data: blob: https://cdn.example.com;",
    );
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("seeds the demo catalogue into the bucket, from a fresh render and from the shot cache", async () => {
    t = await createTestApp("sqlite", bucket.env);
    const catalog: DemoProduct[] = DEMO_CATALOG.slice(0, 1);
    const cacheDir = path.join(t.dataDir, "demo-cache");
    expect(await seedDemo(t.app, { catalog, cacheDir }, silent)).toBe(1);
    const [product] = (await t.inject({ method: "GET", url: "/api/products" })).json() as Product[];
    const expected = product!.images.flatMap(variants).sort();
    expect(expected.length).toBeGreaterThanOrEqual(6);
    expect(await names(objects)).toEqual(expected);
    expect(fs.existsSync(path.join(t.dataDir, "uploads"))).toBe(false);
    const served = await t.inject({ method: "GET", url: product!.images[0]! });
    expect(served.statusCode).toBe(200);

    // A second store on an empty bucket seeds from the cache: the shots go into its bucket too.
    const second = await startTestBucket("atelier-second");
    const t2 = await createTestApp("sqlite", second.env);
    const objects2 = s3Storage(loadConfig(second.env).s3!);
    try {
      expect(await seedDemo(t2.app, { catalog, cacheDir }, silent)).toBe(1);
      expect(await names(objects2)).toEqual(expected);
      expect((await t2.inject({ method: "GET", url: product!.images[0]! })).statusCode).toBe(200);
    } finally {
      objects2.close();
      await t2.close();
      await second.close();
    }
  });

  it("migrate-uploads copies a store's DATA_DIR/uploads into the bucket once, and the URLs keep working", async () => {
    // The store as it ran before: images on disk.
    const before = await createTestApp("sqlite");
    const admin = await adminToken(before);
    const urls = [
      await upload(before, admin, await photo("#1F2A44")),
      await upload(before, admin, await photo("#B08D57", 900, 900)),
    ];
    const uploads = path.join(before.dataDir, "uploads");
    // Leftovers that are not uploads stay behind.
    fs.writeFileSync(path.join(uploads, ".abc.tmp"), "half");
    const config = loadConfig({ ...bucket.env, DATA_DIR: before.dataDir });
    const lines: string[] = [];
    const first = await migrateUploadsToBucket(config, (l) => lines.push(l));
    expect(first).toEqual({ copied: 6, skipped: 0, total: 6 });
    expect(lines.at(-1)).toBe("6 uploads: 6 copied, 0 already in the bucket.");
    expect(await names(objects)).toEqual(urls.flatMap(variants).sort());
    const second = await migrateUploadsToBucket(config, () => {});
    expect(second).toEqual({ copied: 0, skipped: 6, total: 6 });

    // The same data folder, now with the bucket: every stored URL serves the same bytes.
    t = await createTestApp("sqlite", bucket.env);
    for (const url of urls)
      for (const name of variants(url)) {
        const r = await t.inject({ method: "GET", url: `/uploads/${name}` });
        expect(r.statusCode).toBe(200);
        expect(r.rawPayload.equals(fs.readFileSync(path.join(uploads, name)))).toBe(true);
      }
    await before.close();
  });

  it("answers a retryable 503, not a 500 or a hang, while the bucket cannot be reached", async () => {
    const doomed = await startTestBucket("atelier-doomed");
    t = await createTestApp("sqlite", doomed.env);
    const admin = await adminToken(t);
    const url = await upload(t, admin, await photo("#1F2A44", 400, 500));
    await doomed.close();
    const served = await t.inject({ method: "GET", url });
    expect(served.statusCode).toBe(503);
    expect(served.json()).toEqual({
      error: "The store is briefly unavailable. Please try again in a moment.",
      errorCode: "SERVICE_UNAVAILABLE",
    });
    const r = await t.inject({
      method: "POST",
      url: "/api/images/upload",
      token: admin,
      ...multipart(await photo("#B08D57", 400, 500)),
    });
    expect(r.statusCode).toBe(503);
  });

  it("refuses to migrate without a bucket, saying so", async () => {
    t = await createTestApp("sqlite");
    await expect(migrateUploadsToBucket(t.config, () => {})).rejects.toThrow(
      /S3_BUCKET is not set/,
    );
  });
});
