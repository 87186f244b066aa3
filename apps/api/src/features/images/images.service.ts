import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { IMAGE_WIDTHS, LARGEST_IMAGE_WIDTH } from "@atelier/shared/products";
import { badRequest } from "../../lib/errors";
import type { UploadStorage } from "../../lib/storage";

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_IMAGE_PIXELS = 40_000_000;
const ACCEPTED = "Please upload a JPEG, PNG, WebP or AVIF image.";

/**
 * The formats we take, by what the bytes are (the file name and the browser's type are not asked).
 */
function acceptedFormat(meta: Metadata): string | null {
  if (meta.format === "jpeg" || meta.format === "png" || meta.format === "webp") return meta.format;
  // AVIF is HEIF with AV1 inside; HEIC (HEVC) is not something browsers show.
  if (meta.format === "heif" && meta.compression === "av1") return "avif";
  return null;
}

async function readMetadata(input: Buffer): Promise<Metadata> {
  try {
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(`This file is not an image we can read. ${ACCEPTED}`);
  }
}

/**
 * The checks every uploaded picture passes (product images, Instapay receipts): by content JPEG,
 * PNG, WebP or AVIF, at most 10 MB and 40 megapixels. Throws a 400 AppError for anything else.
 */
export async function checkImage(input: Buffer): Promise<void> {
  if (input.length === 0) throw badRequest(`The file is empty. ${ACCEPTED}`);
  if (input.length > MAX_IMAGE_BYTES)
    throw badRequest("The image is larger than 10 MB. Please upload a smaller image.");
  const meta = await readMetadata(input);
  if (!acceptedFormat(meta)) {
    const what = meta.format
      ? `${meta.format.toUpperCase()} files are not accepted.`
      : "This file type is not accepted.";
    throw badRequest(`${what} ${ACCEPTED}`);
  }
  if (!meta.width || !meta.height) throw badRequest(`This image has no size. ${ACCEPTED}`);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw badRequest("The image is larger than 40 megapixels. Please upload a smaller image.");
  }
}

/**
 * Upright, stripped of metadata (sharp keeps none unless asked) and re-encoded as one WebP at most
 * `width` wide: what a checked picture becomes before it is stored.
 */
export async function encodeWebp(input: Buffer, width: number): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer();
  } catch {
    throw badRequest(`This image is damaged or cannot be read. ${ACCEPTED}`);
  }
}

/**
 * Checks an image by its content, turns it upright, strips its metadata and stores it as WebP
 * at every width of IMAGE_WIDTHS (never enlarged: a small source keeps its own size under each
 * name, so the naming rule always holds). Names are a hash of the uploaded bytes, so the same
 * image uploaded twice is stored once and a URL's bytes never change. Answers the URL of the
 * largest width, `/uploads/<hash>-1600.webp`. Throws a 400 AppError for anything refused.
 */
export async function storeImage(input: Buffer, storage: UploadStorage): Promise<string> {
  await checkImage(input);
  const name = createHash("sha256").update(input).digest("hex").slice(0, 32);
  const fileFor = (width: number) => `${name}-${width}.webp`;
  const url = `/uploads/${name}-${LARGEST_IMAGE_WIDTH}.webp`;
  const present = await Promise.all(IMAGE_WIDTHS.map((w) => storage.exists(fileFor(w))));
  if (present.every(Boolean)) return url;

  // sharp drops EXIF, XMP and ICC data unless asked to keep them, converting to sRGB.
  const source = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).autoOrient();
  let outputs: Buffer[];
  try {
    outputs = await Promise.all(
      IMAGE_WIDTHS.map((width) =>
        source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80, effort: 4 })
          .toBuffer(),
      ),
    );
  } catch {
    throw badRequest(`This image is damaged or cannot be read. ${ACCEPTED}`);
  }
  // The largest last: once its URL resolves, every smaller width is already there.
  // Each put is whole or nothing (disk: write-then-rename; S3: a PUT is atomic).
  for (const [i, width] of IMAGE_WIDTHS.entries())
    await storage.put(fileFor(width), outputs[i]!, "image/webp");
  return url;
}
