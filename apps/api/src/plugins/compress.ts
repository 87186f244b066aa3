import type { FastifyInstance } from "fastify";
import compress from "@fastify/compress";
import fp from "fastify-plugin";
import zlib from "node:zlib";
import { COMPRESS_MIN_BYTES } from "../lib/compress";

/**
 * Every API answer over 1 KB goes compressed to a client that accepts br or gzip (issue 27):
 * an order list or a dashboard is a tenth of its bytes on a slow phone. The catalogue's cached
 * answers come compressed already, once per change (features/products/product-cache.ts); this
 * plugin leaves an answer with a Content-Encoding alone. ETags pass through unchanged.
 */
export default fp(async function compressPlugin(api: FastifyInstance) {
  await api.register(compress, {
    global: true,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ["br", "gzip"],
    // A live answer is compressed on every request: brotli's quality 4 is as quick as gzip's
    // default and smaller.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
