import path from "node:path";
import type { Config } from "../config";
import {
  diskStorage,
  readAll,
  receiptStorageFromConfig,
  s3Storage,
  uploadsDirOf,
  type UploadStorage,
} from "../lib/storage";

export type CopyReport = { copied: number; skipped: number; total: number };

/**
 * Copies every upload of `from` that `to` lacks (npm run migrate-uploads: DATA_DIR/uploads into
 * the bucket; restore: a backup's uploads back). Names are content-addressed, so a name already
 * present holds the same bytes and is skipped: running it twice copies nothing the second time.
 */
export async function copyUploads(
  from: UploadStorage,
  to: UploadStorage,
  onProgress: (report: CopyReport) => void = () => {},
  concurrency = 4,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, total: 0 };
  const names = from.list()[Symbol.asyncIterator]();
  const worker = async () => {
    for (;;) {
      const next = await names.next();
      if (next.done) return;
      const name = next.value;
      report.total++;
      if (await to.exists(name)) {
        report.skipped++;
        continue;
      }
      const data = await readAll(from, name);
      if (!data) {
        // Gone between the listing and the read: nothing to copy.
        report.total--;
        continue;
      }
      await to.put(name, data);
      report.copied++;
      if (report.copied % 100 === 0) onProgress({ ...report });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}

/**
 * `npm run migrate-uploads`: an existing store's DATA_DIR/uploads into the bucket S3_BUCKET names.
 * Stored URLs (`/uploads/<name>`) stay as they are: the app serves them from the bucket.
 */
export async function migrateUploadsToBucket(
  config: Pick<Config, "s3" | "dataDir">,
  print: (line: string) => void,
): Promise<CopyReport> {
  if (!config.s3) throw new Error("S3_BUCKET is not set: there is no bucket to copy uploads into");
  const from = diskStorage(uploadsDirOf(config));
  const to = s3Storage(config.s3);
  // Instapay receipts go too, into the bucket's private prefix (lib/storage.ts).
  const receipts = receiptStorageFromConfig(config);
  try {
    print(`Copying ${from.where} into ${to.where}…`);
    const report = await copyUploads(from, to, (r) => print(`  ${r.copied} copied so far`));
    print(
      `${report.total} uploads: ${report.copied} copied, ${report.skipped} already in the bucket.`,
    );
    const kept = await copyUploads(diskStorage(path.join(config.dataDir, "receipts")), receipts);
    if (kept.total > 0)
      print(`${kept.total} receipts: ${kept.copied} copied, ${kept.skipped} already there.`);
    return report;
  } finally {
    to.close();
    receipts.close();
  }
}
