import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type TestBucket = {
  /** The S3_* variables that point the store at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * A real S3-protocol server (s3rver) on a temporary folder and a free port: the AWS SDK talks
 * HTTP to it exactly as it would to AWS, R2 or MinIO.
 */
export async function startTestBucket(bucket = "atelier-test"): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
