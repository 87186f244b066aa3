import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { makePrivateDirSync } from "../lib/private-files";
import { acceptedEncoding, compress } from "../lib/compress";

/** Vite's build manifest: which chunks each source module needs (read once at start-up). */
export type WebManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

type HtmlRenderer = (
  request: FastifyRequest,
  template: string,
  manifest: WebManifest | null,
) => Promise<{ html: string; status: number; noindex?: boolean }>;

declare module "fastify" {
  interface FastifyInstance {
    /** Fills index.html for a client route (titles, meta, JSON-LD); set by the SEO feature. */
    renderHtml: HtmlRenderer | null;
  }
}

const sha256 = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

/**
 * CSP for the app's HTML; inline scripts in index.html (the theme bootstrap) are allowed by hash.
 * Images may come from the CDN /uploads redirects to (S3_PUBLIC_URL): CSP checks where a
 * redirect lands.
 */
function contentSecurityPolicy(template: string, imageOrigin: string | undefined): string {
  const inline = [
    ...template.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ]
    .map((m) => m[1] ?? "")
    .filter((s) => s.trim());
  return [
    "default-src 'self'",
    `script-src 'self' ${inline.map(sha256).join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${imageOrigin ? ` ${imageOrigin}` : ""}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The app's stylesheet goes into the page itself (docs/decisions/0010-first-screen.md): a linked
 * one blocks the first paint for a round trip on a slow phone, and the whole sheet is about 11 KB
 * compressed, less than the first screen's share of it plus a second request would cost. The
 * browser never fetches it separately, so nothing is loaded twice.
 */
export function inlineStylesheets(template: string, webDist: string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (tag, file: string) => {
      const full = path.join(webDist, file);
      if (!fs.existsSync(full)) return tag;
      // "</" cannot end the style element early: the build's CSS has none, but be sure.
      const css = fs.readFileSync(full, "utf8").replace(/<\//g, "<\\/");
      return `<style>${css}</style>`;
    },
  );
}

/** A `<template>` of the head holding tags the loader below adds only after the first paint. */
export const AFTER_PAINT_ID = "after-paint";

/**
 * Stylesheets the web build makes as entries of their own (apps/web vite.config.ts: the Arabic
 * faces): every page asks for them after its first paint, never before it
 * (docs/decisions/0010-first-screen.md, "Later").
 */
export const lateStylesheets = (manifest: WebManifest | null): string[] =>
  Object.values(manifest ?? {})
    .filter((entry) => entry.isEntry && entry.file.endsWith(".css"))
    .map((entry) => `<link rel="stylesheet" href="/${entry.file}" />`);

/**
 * Puts `tags` into the page's after-paint template (AFTER_PAINT_ID), made before `</head>` when
 * the page has none yet; they stay inert until startAfterFirstPaint's loader adds them.
 */
export function addAfterPaint(html: string, tags: string[]): string {
  if (!tags.length) return html;
  const open = `<template id="${AFTER_PAINT_ID}">`;
  // Replacement functions: a tag's `$&` must stay text.
  return html.includes(open)
    ? html.replace(open, () => `${open}${tags.join("")}`)
    : html.replace(/<\/head>/i, () => `  ${open}${tags.join("")}</template>\n  </head>`);
}

/**
 * The app's script is asked for once the page has painted (docs/decisions/0010-first-screen.md).
 * The HTML already shows the page (drawn on the server) or the top bar, so the first paint needs
 * no script; asked for at once, the script's 80 KB would share a slow phone's connection with the
 * first screen's fonts and photographs, and on a fast connection it can run before the first
 * paint and hold it back. "Painted" is the browser's first-contentful-paint entry, which comes
 * once the frame is on screen (a requestAnimationFrame callback runs before that frame is drawn,
 * so a script asked for there still raced the paint); without paint timing, the next frame.
 * The page's own chunks wait in the same way: they sit inert in a `<template>`
 * (AFTER_PAINT_ID, filled by features/seo/first-paint.ts) and go into the head with the script.
 * A hidden tab starts at once (no frame comes there), and a timer starts it when no paint is
 * ever reported. The loader is an inline script, allowed by its hash like the theme's.
 */
export function startAfterFirstPaint(template: string): string {
  return template.replace(
    /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/,
    (_tag, src: string) =>
      `<script>(function(){var d=document,go=function(){if(go.done)return;go.done=1;var t=d.getElementById(${JSON.stringify(AFTER_PAINT_ID)});if(t)d.head.appendChild(t.content);var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(src)};d.head.appendChild(s)},later=function(){setTimeout(go,0)},P=window.PerformanceObserver;if(d.visibilityState==="hidden")return go();setTimeout(go,2000);if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)later()}).observe({type:"paint",buffered:true});else requestAnimationFrame(later)})()</script>`,
  );
}

/**
 * Serves uploaded images from DATA_DIR/uploads (when they live on disk: plugins/storage.ts serves
 * a bucket) and, when built, the web app with an SPA
 * fallback: any GET outside /api answers index.html so client routes survive a reload.
 */
export default fp(async function staticFiles(
  app: FastifyInstance,
  opts: { uploadsDir: string | undefined; webDist: string | undefined },
) {
  app.decorate("renderHtml", null);

  if (opts.uploadsDir) {
    makePrivateDirSync(opts.uploadsDir);
    await app.register(fastifyStatic, {
      root: opts.uploadsDir,
      prefix: "/uploads/",
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: "ignore",
      // Upload names are content-addressed, so a URL's bytes never change.
      immutable: true,
      maxAge: "365d",
      setHeaders: (res: FastifyReply) => res.header("X-Content-Type-Options", "nosniff"),
    });
  }

  const indexFile = opts.webDist ? path.join(opts.webDist, "index.html") : undefined;
  if (!opts.webDist || !indexFile || !fs.existsSync(indexFile)) return;
  const manifestFile = path.join(opts.webDist, ".vite", "manifest.json");
  const manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, "utf8")) as WebManifest)
    : null;
  const template = addAfterPaint(
    startAfterFirstPaint(inlineStylesheets(fs.readFileSync(indexFile, "utf8"), opts.webDist)),
    lateStylesheets(manifest),
  );
  const cdn = app.config.s3?.publicUrl;
  const csp = contentSecurityPolicy(template, cdn ? new URL(cdn).origin : undefined);

  await app.register(fastifyStatic, {
    root: opts.webDist,
    prefix: "/",
    index: false,
    // One catch-all route: a missing file falls through to the SPA fallback, and routes of our
    // own (robots.txt, sitemap.xml) win over any file of the same name.
    wildcard: true,
    decorateReply: true,
    // Dot-files (the build's .vite/manifest.json) are the build's own, never the site's.
    dotfiles: "ignore",
    // The build writes .br and .gz beside each asset: a slow phone gets a third of the bytes.
    preCompressed: true,
    setHeaders: (res: FastifyReply, filePath: string) => {
      res.header("X-Content-Type-Options", "nosniff");
      if (filePath.endsWith(".html")) res.header("Content-Security-Policy", csp);
      // Vite fingerprints everything under assets/; the rest may change between releases.
      res.header(
        "Cache-Control",
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? "public, max-age=31536000, immutable"
          : "public, max-age=300",
      );
    },
  });

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const rendered = app.renderHtml
      ? await app.renderHtml(request, template, manifest)
      : { html: template, status: 200 };
    // Private pages (admin, cart, checkout…) say noindex in a header too, which crawlers read
    // for any answer, before or without the page's own <meta name="robots">.
    if ("noindex" in rendered && rendered.noindex) reply.header("X-Robots-Tag", "noindex");
    reply
      .status(rendered.status)
      .header("Content-Security-Policy", csp)
      .header("Cache-Control", "no-cache")
      .header("Vary", "Accept-Encoding")
      .type("text/html; charset=utf-8");
    // The page's HTML carries its catalog data: compressed, it is a quarter of the bytes on
    // a slow phone.
    const encoding = acceptedEncoding(request.headers["accept-encoding"]);
    if (!encoding) return reply.send(rendered.html);
    return reply.header("Content-Encoding", encoding).send(await compress(encoding, rendered.html));
  }

  app.get("/", sendIndex);
  app.decorate("sendIndex", sendIndex);
});

declare module "fastify" {
  interface FastifyInstance {
    sendIndex?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
