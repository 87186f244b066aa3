import { randomBytes } from "node:crypto";
import type { StoredObject, UploadStorage } from "../../lib/storage";
import { checkImage, encodeWebp } from "../images/images.service";

/*
 * Instapay receipt photos (docs/product.md#payments): checked like product images, re-encoded as
 * WebP without metadata, and kept PRIVATE (app.receipts: DATA_DIR/receipts, or `private/receipts/`
 * in the bucket, never under /uploads, which is served to anyone) under a random name; only
 * GET /api/admin/orders/{id}/receipt reads them.
 */
const RECEIPT_WIDTH = 1600;
const NAME = /^[a-f0-9]{32}\.webp$/;

/** Checks, re-encodes and stores a receipt; answers its name (what the order keeps). */
export async function storeReceipt(input: Buffer, receipts: UploadStorage): Promise<string> {
  await checkImage(input);
  const webp = await encodeWebp(input, RECEIPT_WIDTH);
  const name = `${randomBytes(16).toString("hex")}.webp`;
  await receipts.put(name, webp, "image/webp");
  return name;
}

/** The receipt's bytes, or null for a name that is not one of ours or is gone. */
export async function openReceipt(
  receipts: UploadStorage,
  name: string | null,
): Promise<StoredObject | null> {
  if (!name || !NAME.test(name)) return null;
  return receipts.get(name);
}

/** Removes a receipt no order points to any more; a missing one is fine. */
export async function removeReceipt(receipts: UploadStorage, name: string | null): Promise<void> {
  if (name && NAME.test(name)) await receipts.remove(name);
}
