import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The security headers every answer carries: helmet's defaults, less the two it cannot know here
 * (the CSP goes on the HTML with its inline-script hashes, plugins/static.ts; cross-origin
 * embedder policy would block images from S3_PUBLIC_URL). Written as one prepared set: helmet's
 * eleven middlewares per request took a third of the time of a cached product read (issue 15,
 * docs/benchmarks.md).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
});

export default fp(async function securityHeaders(app: FastifyInstance) {
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
});
