import { promisify } from "node:util";
import zlib from "node:zlib";

/*
 * One way to compress what the server makes itself (issue 27): the catalogue's cached answers
 * (features/products/product-cache.ts), the storefront's HTML (plugins/static.ts) and the
 * sitemap. Live API answers go through @fastify/compress (plugins/compress.ts).
 */

/** Encodings the server sends, in the order it prefers them. */
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli at quality 5: within a few per cent of its best on JSON and HTML at a fraction of the
 * time (well under a millisecond for a page of HTML here).
 */
export const compress = (encoding: Encoding, body: Buffer | string): Promise<Buffer> =>
  encoding === "br"
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzip(body, { level: 6 });

/** Browsers send a handful of Accept-Encoding values: each is read once (at most 100 kept). */
const readHeaders = new Map<string, Encoding | null>();

/** The first encoding the server prefers that the client accepts (`;q=0` refuses one). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const known = readHeaders.get(header);
  if (known !== undefined) return known;
  const chosen = chooseEncoding(header);
  if (readHeaders.size >= 100) readHeaders.clear();
  readHeaders.set(header, chosen);
  return chosen;
}

function chooseEncoding(header: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const star = accepted.get("*") ?? 0;
  return ENCODINGS.find((e) => (accepted.get(e) ?? star) > 0) ?? null;
}
