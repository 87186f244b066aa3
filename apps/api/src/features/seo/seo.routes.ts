import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { PAGE_MESSAGES_ID } from "@atelier/shared/first-paint";
import { stripLocale } from "@atelier/shared/locales";
import { firstPaintFor } from "./first-paint";
import { createRootRenderer, loadServerRenderer } from "./server-render";
import {
  collectionMeta,
  fillTemplate,
  metaForPath,
  pastTheEnd,
  robotsTxt,
  sitemapXml,
} from "./seo.service";

/**
 * Search engines see real titles, descriptions, Open Graph tags and Product JSON-LD
 * (docs/product.md#search-engines-and-first-paint).
 */
export default fp(async function seo(app: FastifyInstance) {
  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").send(robotsTxt(app.config.publicUrl)),
  );
  app.get("/sitemap.xml", async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=600")
      .send(await sitemapXml(app.db, app.config.publicUrl)),
  );
  // The admin is English only (docs/product.md#languages): /ar/admin… is the English admin page,
  // query kept, never an Arabic 404. Temporary, so it may become a page of its own one day.
  const toEnglishAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    const at = request.url.indexOf("?");
    const path = (at < 0 ? request.url : request.url.slice(0, at)).slice("/ar".length);
    // Always "/admin…": never "//host", which a browser would read as another site.
    return reply.redirect(`${path}${at < 0 ? "" : request.url.slice(at)}`, 302);
  };
  app.get("/ar/admin", toEnglishAdmin);
  app.get("/ar/admin/*", toEnglishAdmin);

  const renderer = await loadServerRenderer(app.config.webDist).catch((error: unknown) => {
    app.log.warn(
      { err: error },
      "the storefront's server renderer did not load: pages start in the browser",
    );
    return null;
  });
  const renderRoot =
    renderer && createRootRenderer(renderer, { maxBytes: app.config.renderCacheBytes });
  app.renderHtml = async (request, template, manifest) => {
    const raw = request.url.split("?")[0] ?? "/";
    let pathname = raw;
    try {
      pathname = decodeURIComponent(raw);
    } catch {
      // A malformed escape is just an unknown page.
    }
    const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    let meta = await metaForPath(app.db, app.config.publicUrl, pathname);
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    const firstPaint =
      meta.status === 200
        ? await firstPaintFor(app.productCache, manifest, `${clean}${query}`)
        : undefined;
    if (firstPaint?.pastEnd) meta = pastTheEnd(meta, pathname);
    else if (stripLocale(clean) === "/products")
      meta = collectionMeta(meta, pathname, request.url, firstPaint?.answers);
    if (renderRoot && firstPaint?.catalog) {
      // A failed render costs the head start, never the page: the browser draws it as before.
      firstPaint.root = await renderRoot(
        firstPaint.catalog,
        request.url,
        firstPaint.answers,
        request.headers.cookie,
        firstPaint.categories,
      ).catch((error: unknown) => {
        request.log.error({ err: error }, "server render failed");
        return undefined;
      });
    }
    // Every storefront page carries its words (apps/web src/i18n): the first render fetches no
    // messages chunk. Without them the browser loads the chunks, as before.
    const words = await renderer?.messagesFor?.(pathname).catch((error: unknown) => {
      request.log.error({ err: error }, "the page's messages did not load");
      return undefined;
    });
    const paint = firstPaint ?? { head: [], body: [] };
    if (words)
      paint.body = [
        ...paint.body,
        `<script type="application/json" id="${PAGE_MESSAGES_ID}">${words}</script>`,
      ];
    return {
      html: fillTemplate(template, meta, app.config.publicUrl, pathname, paint),
      status: meta.status,
      noindex: meta.noindex === true,
    };
  };
});
