import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageVariant } from "@atelier/shared/products";
import {
  DIALECTS,
  adminToken,
  createTestApp,
  signupAndLogin,
  type TestApp,
} from "../../../test/helpers";

/** A multipart/form-data body as a browser's FormData would send it. */
function form(parts: { field: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----atelier${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.field}"${p.filename ? `; filename="${p.filename}"` : ""}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A small photo-like JPEG: a gradient, with EXIF (camera, GPS-free) and an orientation of 6 (rotate
 * 90°).
 */
async function jpegWithExif(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 90 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><rect x="0" y="0" width="${width / 4}" height="${height}" fill="#1F2A44"/></svg>`,
        ),
      },
    ])
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: "Atelier Test Camera", Model: "X100", Copyright: "secret owner" } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const png = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.8 } },
  })
    .png()
    .toBuffer();

for (const dialect of DIALECTS) {
  describe(`image upload (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    let uploads: string;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      admin = await adminToken(t);
      uploads = path.join(t.dataDir, "uploads");
    });
    afterEach(async () => t.close());

    const upload = (body: ReturnType<typeof form>, token: string | undefined = admin) =>
      t.inject({
        method: "POST",
        url: "/api/images/upload",
        payload: body.payload,
        headers: body.headers,
        token,
      });
    const image = (data: Buffer, filename = "photo.jpg", type = "image/jpeg") =>
      form([{ field: "image", filename, type, data }]);
    const stored = () => fs.readdirSync(uploads).filter((f) => !f.startsWith("."));

    it("refuses uploads without a token (401) and from a customer (403), storing nothing", async () => {
      const body = image(await jpegWithExif());
      const anonymous = await upload(body, "");
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({
        error: "Authentication required",
        errorCode: "UNAUTHORIZED",
      });
      const customer = await signupAndLogin(t, "maya@example.com");
      const refused = await upload(body, customer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe("FORBIDDEN");
      expect(stored()).toEqual([]);
    });

    it("re-encodes a JPEG upright into three WebP widths with no metadata, named by a hash of its bytes", async () => {
      const jpeg = await jpegWithExif(2400, 1800);
      const source = await sharp(jpeg).metadata();
      expect(source.exif).toBeDefined();
      expect(source.orientation).toBe(6);
      const r = await upload(image(jpeg));
      expect(r.statusCode).toBe(201);
      const { url } = r.json() as { url: string };
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/);
      expect(stored().sort()).toEqual(
        IMAGE_WIDTHS.map((w) => path.basename(imageVariant(url, w))).sort(),
      );

      for (const width of IMAGE_WIDTHS) {
        const file = path.join(uploads, path.basename(imageVariant(url, width)));
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe("webp");
        // Orientation 6 turned the 2400×1800 landscape into a portrait 1800 wide.
        expect(meta.width).toBe(Math.min(width, 1800));
        expect(meta.height).toBeGreaterThan(meta.width!);
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(fs.readFileSync(file).includes("Atelier Test Camera")).toBe(false);
      }

      // The same bytes again: the same name, nothing new on disk.
      const again = await upload(image(jpeg, "copy.jpeg"));
      expect(again.json().url).toBe(url);
      expect(stored()).toHaveLength(3);
    });

    it("takes a PNG and never enlarges a small image, yet writes every width's name", async () => {
      const r = await upload(image(await png(600, 300), "logo.png", "image/png"));
      expect(r.statusCode).toBe(201);
      const { url } = r.json() as { url: string };
      const widths = await Promise.all(
        IMAGE_WIDTHS.map(
          async (w) =>
            (await sharp(path.join(uploads, path.basename(imageVariant(url, w)))).metadata()).width,
        ),
      );
      expect(widths).toEqual([400, 600, 600]);
    });

    it("takes WebP and AVIF by their content, whatever the file is called", async () => {
      const webp = await sharp({
        create: { width: 500, height: 500, channels: 3, background: "#2F4A3A" },
      })
        .webp()
        .toBuffer();
      const avif = await sharp({
        create: { width: 320, height: 200, channels: 3, background: "#5E1F2B" },
      })
        .avif()
        .toBuffer();
      const a = await upload(image(webp, "image.bin", "application/octet-stream"));
      expect(a.statusCode, a.body).toBe(201);
      const b = await upload(image(avif, "photo.avif", "image/avif"));
      expect(b.statusCode, b.body).toBe(201);
      expect(a.json().url).not.toBe(b.json().url);
    });

    it("refuses SVG, GIF, text and a PNG name on a text file, with a clear message", async () => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>`;
      const gif = await sharp({
        create: { width: 40, height: 40, channels: 3, background: "#fff" },
      })
        .gif()
        .toBuffer();
      const cases: [ReturnType<typeof form>, RegExp][] = [
        [
          image(Buffer.from(svg), "logo.svg", "image/svg+xml"),
          /SVG files are not accepted\. Please upload a JPEG, PNG, WebP or AVIF image\./,
        ],
        [image(gif, "anim.gif", "image/gif"), /GIF files are not accepted/],
        [
          image(Buffer.from("just some words, not a picture"), "notes.txt", "text/plain"),
          /not an image we can read/,
        ],
        [
          image(Buffer.from("GIF89a but not really"), "fake.png", "image/png"),
          /not an image we can read/,
        ],
        [image(Buffer.alloc(0), "empty.jpg", "image/jpeg"), /empty/],
        [
          image((await jpegWithExif()).subarray(0, 300), "cut.jpg", "image/jpeg"),
          /damaged|not an image/,
        ],
      ];
      for (const [body, message] of cases) {
        const r = await upload(body);
        expect(r.statusCode, String(message)).toBe(400);
        expect(r.json()).toEqual({
          error: expect.stringMatching(message),
          errorCode: "BAD_REQUEST",
        });
      }
      expect(stored()).toEqual([]);
    });

    it("refuses a request without the image field or not multipart at all", async () => {
      const wrongField = await upload(
        form([{ field: "photo", filename: "a.png", type: "image/png", data: await png(10, 10) }]),
      );
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().error).toContain('"image"');
      const noFile = await upload(form([{ field: "image", data: "hello" }]));
      expect(noFile.statusCode).toBe(400);
      const json = await t.inject({
        method: "POST",
        url: "/api/images/upload",
        payload: { image: "x" },
        token: admin,
      });
      expect(json.statusCode).toBe(400);
      expect(json.json().error).toContain("image");
      const malformed = await t.inject({
        method: "POST",
        url: "/api/images/upload",
        payload: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
        headers: { "content-type": "multipart/form-data; boundary=x" },
        token: admin,
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errorCode).toBe("BAD_REQUEST");
      expect(stored()).toEqual([]);
    });

    it("refuses a file over 10 MB and an image over 40 megapixels", async () => {
      // Noise does not compress: a real 12 MB PNG.
      const noisy = await sharp(randomBytes(2000 * 2000 * 3), {
        raw: { width: 2000, height: 2000, channels: 3 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noisy.length).toBeGreaterThan(10 * 1024 * 1024);
      const big = await upload(image(noisy, "big.png", "image/png"));
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({
        error: "The image is larger than 10 MB. Please upload a smaller image.",
        errorCode: expect.any(String),
      });

      // Small on disk, huge in memory once decoded: the pixel count decides.
      const wide = await sharp({
        create: { width: 8000, height: 5001, channels: 3, background: "#eee" },
      })
        .png()
        .toBuffer();
      expect(wide.length).toBeLessThan(10 * 1024 * 1024);
      const huge = await upload(image(wide, "wide.png", "image/png"));
      expect(huge.statusCode).toBe(400);
      expect(huge.json().error).toBe(
        "The image is larger than 40 megapixels. Please upload a smaller image.",
      );
      expect(stored()).toEqual([]);
    });

    it("handles several uploads in parallel", async () => {
      const bodies = await Promise.all([
        jpegWithExif(1600, 1200),
        png(900, 900),
        jpegWithExif(800, 1000),
        png(1700, 400),
      ]);
      const answers = await Promise.all(
        bodies.map((b, i) =>
          upload(image(b, `p${i}.${i % 2 ? "png" : "jpg"}`, i % 2 ? "image/png" : "image/jpeg")),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
      const urls = answers.map((r) => r.json().url as string);
      expect(new Set(urls).size).toBe(4);
      expect(stored()).toHaveLength(12);
      // The same image three times at once: one set of files, no torn writes.
      const same = await jpegWithExif(1000, 1000);
      const racing = await Promise.all([1, 2, 3].map(() => upload(image(same))));
      expect(new Set(racing.map((r) => r.json().url)).size).toBe(1);
      expect(fs.readdirSync(uploads)).toHaveLength(15);
      expect(
        (await sharp(path.join(uploads, path.basename(racing[0]!.json().url))).metadata()).width,
      ).toBe(1000);
    });

    it("serves the stored files as immutable image/webp with nosniff", async () => {
      const { url } = (await upload(image(await jpegWithExif()))).json() as { url: string };
      for (const width of IMAGE_WIDTHS) {
        const r = await t.inject({ method: "GET", url: imageVariant(url, width) });
        expect(r.statusCode).toBe(200);
        expect(r.headers["content-type"]).toBe("image/webp");
        expect(r.headers["cache-control"]).toMatch(/max-age=31536000/);
        expect(r.headers["cache-control"]).toMatch(/immutable/);
        expect(r.headers["x-content-type-options"]).toBe("nosniff");
        expect((await sharp(r.rawPayload).metadata()).format).toBe("webp");
      }
      const missing = await t.inject({ method: "GET", url: "/uploads/0000-1600.webp" });
      expect(missing.statusCode).toBe(404);
    });
  });
}
