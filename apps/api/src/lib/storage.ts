import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type * as S3 from "@aws-sdk/client-s3";
import { ERROR_CODES } from "@atelier/shared/errors";
import type { Config, S3Config } from "../config";
import { AppError } from "./errors";
import { makePrivateDir, writePrivateFile } from "./private-files";

/** Upload names are content-addressed: a name's bytes never change (images.service.ts). */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** A name we store and serve: one path segment, no dot-file, nothing to climb out with. */
export const isUploadName = (name: string) => /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/.test(name);

export type StoredObject = { body: Readable; size: number | undefined; contentType: string };

/**
 * Where uploaded images live: DATA_DIR/uploads or an S3-compatible bucket (S3_BUCKET). Names are
 * flat (`<hash>-<width>.webp`); the same name always holds the same bytes.
 */
export type UploadStorage = {
  readonly kind: "disk" | "s3";
  /** For logs and reports: the folder or `s3://bucket`. */
  readonly where: string;
  /** Writes the whole object or nothing: a reader never sees half a file. */
  put(name: string, data: Buffer, contentType?: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is no such name. */
  get(name: string): Promise<StoredObject | null>;
  exists(name: string): Promise<boolean>;
  /** Deletes the object; a missing one is fine. */
  remove(name: string): Promise<void>;
  /** Every stored name (migration, backups). */
  list(): AsyncIterable<string>;
  close(): void;
};

const typeOf = (name: string) =>
  name.endsWith(".webp")
    ? "image/webp"
    : name.endsWith(".json")
      ? "application/json"
      : "application/octet-stream";

function checkName(name: string) {
  if (!isUploadName(name)) throw new Error(`not an upload name: ${JSON.stringify(name)}`);
}

export function diskStorage(dir: string): UploadStorage {
  const file = (name: string) => {
    checkName(name);
    return path.join(dir, name);
  };
  return {
    kind: "disk",
    where: dir,
    async put(name, data) {
      const target = file(name);
      // Owner-only like all of DATA_DIR (lib/private-files.ts): receipts and backups use this too.
      await makePrivateDir(dir);
      // Write-then-rename: a parallel upload of the same bytes never tears the file.
      const temp = path.join(dir, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
      try {
        await writePrivateFile(temp, data);
        await fsp.rename(temp, target);
      } catch (err) {
        await fsp.rm(temp, { force: true });
        throw err;
      }
    },
    async get(name) {
      if (!isUploadName(name)) return null;
      try {
        const stat = await fsp.stat(file(name));
        if (!stat.isFile()) return null;
        return {
          body: fs.createReadStream(file(name)),
          size: stat.size,
          contentType: typeOf(name),
        };
      } catch {
        return null;
      }
    },
    async exists(name) {
      if (!isUploadName(name)) return false;
      return fsp.access(file(name)).then(
        () => true,
        () => false,
      );
    },
    async remove(name) {
      if (isUploadName(name)) await fsp.rm(file(name), { force: true });
    },
    async *list() {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of entries) if (e.isFile() && isUploadName(e.name)) yield e.name;
    },
    close() {},
  };
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

/** A bucket that cannot answer (down, refused, throttled) is a 503 to retry, as a database's. */
function unavailable(err: unknown): AppError {
  const error = new AppError(
    503,
    "The store is briefly unavailable. Please try again in a moment.",
    ERROR_CODES.SERVICE_UNAVAILABLE,
  );
  error.cause = err;
  return error;
}

/**
 * `prefix` keeps a private kind of object (Instapay receipts) apart in the same bucket: its keys
 * hold a "/", which no upload name has, so /uploads never serves them and list() never sees them
 * as uploads.
 */
export function s3Storage(s3: S3Config, prefix = "", timeoutMs = 6_000): UploadStorage {
  // The SDK is loaded on first use: it costs half a second and 25 MB at every start otherwise,
  // also for the stores that keep images on disk.
  let ready: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;
  const connect = () =>
    (ready ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: s3.region,
        ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
        ...(s3.credentials ? { credentials: s3.credentials } : {}),
        // The newest SDKs send CRC checksums not every S3 look-alike takes (MinIO, R2, s3rver):
        // only where S3 requires one.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        maxAttempts: 3,
        // A bucket that accepts connections and answers nothing must not hold an upload
        // (docs/deploy.md#when-a-dependency-goes-silent): each attempt is bounded, and every
        // call, its retries included, ends within timeoutMs (send below).
        requestHandler: { connectionTimeout: 3_000, requestTimeout: timeoutMs },
      }),
    })));
  const Bucket = s3.bucket;
  /**
   * One call, aborted if the bucket has not answered within timeoutMs. Only the answer's start is
   * timed: a body streamed to a slow client afterwards takes what it takes.
   */
  const within = async <T>(call: (options: { abortSignal: AbortSignal }) => Promise<T>) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await call({ abortSignal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    kind: "s3",
    where: `s3://${Bucket}`,
    async put(name, data, contentType = typeOf(name)) {
      checkName(name);
      // An S3 PUT is atomic: the object appears whole or not at all. The headers travel with it,
      // so a CDN in front of the bucket (S3_PUBLIC_URL) caches as the app would.
      const { sdk, client } = await connect();
      await within((o) =>
        client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: prefix + name,
            Body: data,
            ContentType: contentType,
            CacheControl: IMMUTABLE,
          }),
          o,
        ),
      ).catch((err: unknown) => {
        throw unavailable(err);
      });
    },
    async get(name) {
      if (!isUploadName(name)) return null;
      const { sdk, client } = await connect();
      try {
        const r = await within((o) =>
          client.send(new sdk.GetObjectCommand({ Bucket, Key: prefix + name }), o),
        );
        if (!r.Body) return null;
        return {
          body: r.Body as Readable,
          size: r.ContentLength,
          contentType: r.ContentType ?? typeOf(name),
        };
      } catch (err) {
        if (notFound(err)) return null;
        throw unavailable(err);
      }
    },
    async exists(name) {
      if (!isUploadName(name)) return false;
      const { sdk, client } = await connect();
      try {
        await within((o) =>
          client.send(new sdk.HeadObjectCommand({ Bucket, Key: prefix + name }), o),
        );
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw unavailable(err);
      }
    },
    async remove(name) {
      if (!isUploadName(name)) return;
      const { sdk, client } = await connect();
      await within((o) =>
        client.send(new sdk.DeleteObjectCommand({ Bucket, Key: prefix + name }), o),
      ).catch((err: unknown) => {
        if (!notFound(err)) throw unavailable(err);
      });
    },
    async *list() {
      const { sdk, client } = await connect();
      let token: string | undefined;
      do {
        const page = await within((o) =>
          client.send(
            new sdk.ListObjectsV2Command({
              Bucket,
              ContinuationToken: token,
              Prefix: prefix || undefined,
            }),
            o,
          ),
        ).catch((err: unknown) => {
          throw unavailable(err);
        });
        for (const o of page.Contents ?? []) {
          const name = o.Key?.slice(prefix.length);
          if (name && isUploadName(name)) yield name;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    close() {
      void ready?.then(({ client }) => client.destroy());
    },
  };
}

/** The storage the configuration names: the bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function storageFromConfig(
  config: Pick<Config, "s3" | "dataDir"> & Partial<Pick<Config, "timeouts">>,
): UploadStorage {
  return config.s3
    ? s3Storage(config.s3, "", config.timeouts?.s3)
    : diskStorage(uploadsDirOf(config));
}

/**
 * Where Instapay receipts live, never served to the public: `private/receipts/` in the bucket
 * when there is one (every app machine sees them), else DATA_DIR/receipts.
 */
export function receiptStorageFromConfig(
  config: Pick<Config, "s3" | "dataDir"> & Partial<Pick<Config, "timeouts">>,
): UploadStorage {
  return config.s3
    ? s3Storage(config.s3, "private/receipts/", config.timeouts?.s3)
    : diskStorage(path.join(config.dataDir, "receipts"));
}

export const uploadsDirOf = (config: Pick<Config, "dataDir">) =>
  path.join(config.dataDir, "uploads");

/** Reads a stored object whole (small images; the demo cache, backups). */
export async function readAll(storage: UploadStorage, name: string): Promise<Buffer | null> {
  const got = await storage.get(name);
  if (!got) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of got.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
