import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ERROR_CODES } from "@atelier/shared/errors";
import {
  IMMUTABLE,
  receiptStorageFromConfig,
  storageFromConfig,
  type UploadStorage,
} from "../lib/storage";

declare module "fastify" {
  interface FastifyInstance {
    /** Where uploaded images live: DATA_DIR/uploads or the S3 bucket (lib/storage.ts). */
    storage: UploadStorage;
    /** Instapay receipts, private: DATA_DIR/receipts or `private/receipts/` in the bucket. */
    receipts: UploadStorage;
  }
}

/** The upload storage of this app (disk or bucket), closed with it. */
export default fp(async function storagePlugin(
  app: FastifyInstance,
  opts: { storage?: UploadStorage },
) {
  const storage = opts.storage ?? storageFromConfig(app.config);
  const receipts = receiptStorageFromConfig(app.config);
  app.decorate("storage", storage);
  app.decorate("receipts", receipts);
  app.addHook("onClose", async () => {
    storage.close();
    receipts.close();
  });
});

/**
 * With a bucket, GET /uploads/<name> keeps the URL every stored product already has: the app
 * streams the object with the headers the disk files get (static.ts), or, with S3_PUBLIC_URL,
 * redirects to the CDN for good (docs/deploy-storage-backups.md). On disk, static.ts serves the
 * folder itself. Registered after the error handler, so a bucket that is down is a JSON 503.
 */
export const bucketUploads = fp(async function bucketUploads(app: FastifyInstance) {
  const storage = app.storage;

  const publicUrl = app.config.s3?.publicUrl;
  app.get<{ Params: { name: string } }>("/uploads/:name", async (request, reply) => {
    const { name } = request.params;
    reply.header("X-Content-Type-Options", "nosniff");
    if (publicUrl)
      return reply
        .header("Cache-Control", IMMUTABLE)
        .redirect(`${publicUrl}/${encodeURIComponent(name)}`, 301);
    const etag = `"${name}"`;
    if (request.headers["if-none-match"] === etag) {
      return reply.status(304).header("ETag", etag).header("Cache-Control", IMMUTABLE).send();
    }
    const object = await storage.get(name);
    if (!object)
      return reply.status(404).send({
        error: `No route for GET /uploads/${name}`,
        errorCode: ERROR_CODES.NOT_FOUND,
      });
    reply.header("Content-Type", object.contentType).header("Cache-Control", IMMUTABLE);
    reply.header("ETag", etag);
    if (object.size !== undefined) reply.header("Content-Length", object.size);
    return reply.send(object.body);
  });
});
