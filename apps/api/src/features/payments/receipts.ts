import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { checkImage, encodeWebp, writeAtomically } from "../images/images.service";

/*
 * Instapay receipt photos (docs/product.md#payments): checked like product images, re-encoded as
 * WebP without metadata, and kept PRIVATE in DATA_DIR/receipts (never under /uploads, which is
 * served to anyone) under a random name; only GET /api/admin/orders/{id}/receipt reads them.
 */
const RECEIPT_WIDTH = 1600;
const NAME = /^[a-f0-9]{32}\.webp$/;

export const receiptsDir = (dataDir: string) => path.join(dataDir, "receipts");

/** Checks, re-encodes and stores a receipt; answers its file name (what the order keeps). */
export async function storeReceipt(input: Buffer, dataDir: string): Promise<string> {
  await checkImage(input);
  const webp = await encodeWebp(input, RECEIPT_WIDTH);
  const dir = receiptsDir(dataDir);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomBytes(16).toString("hex")}.webp`;
  await writeAtomically(path.join(dir, name), webp);
  return name;
}

/** The receipt's path, or null for a name that is not one of ours (nothing outside the folder). */
export function receiptPath(dataDir: string, name: string | null): string | null {
  if (!name || !NAME.test(name)) return null;
  return path.join(receiptsDir(dataDir), name);
}

/** Removes a receipt no order points to any more; a missing file is fine. */
export async function removeReceipt(dataDir: string, name: string | null): Promise<void> {
  const file = receiptPath(dataDir, name);
  if (file) await fs.rm(file, { force: true });
}
