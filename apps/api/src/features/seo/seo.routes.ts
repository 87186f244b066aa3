import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { PAGE_MESSAGES_ID } from "@atelier/shared/first-paint";
import { stripLocale } from "@atelier/shared/locales";
import { firstPaintFor } from "./first-paint";
import { countSearch } from "../products/search-limit";
import { acceptedEncoding, compress, COMPRESS_MIN_BYTES } from "../../lib/compress";
import { createRootRenderer, loadServerRenderer } from "./server-render";
import {
  collectionMeta,
  fillTemplate,
  drawnProductUrl,
  metaForPath,
  pastTheEnd,
  robotsTxt,
  searchMeta,
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
  // At 5,000 products a sitemap is megabytes: each part is made once per ten minutes per process
  // (the browser's max-age too), and sent compressed, however often a crawler or a script asks.
  const SITEMAP_TTL_MS = 10 * 60_000;
  type Kept = { at: number; body: Promise<Buffer | null>; encoded: Map<string, Promise<Buffer>> };
  const sitemaps = new Map<number, Kept>();
  const sendSitemap = async (request: FastifyRequest, reply: FastifyReply, part: number | null) => {
    const key = part ?? 0;
    let kept = sitemaps.get(key);
    if (!kept || Date.now() - kept.at > SITEMAP_TTL_MS) {
      kept = {
        at: Date.now(),
        encoded: new Map(),
        body: sitemapXml(app.db, app.config.publicUrl, part).then((xml) =>
          xml === null ? null : Buffer.from(xml),
        ),
      };
      sitemaps.set(key, kept);
      kept.body.catch(() => sitemaps.delete(key));
    }
    const body = await kept.body;
    if (body === null) return reply.callNotFound();
    reply
      .type("application/xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=600")
      .header("Vary", "Accept-Encoding");
    const encoding = acceptedEncoding(request.headers["accept-encoding"]);
    if (!encoding || body.length < COMPRESS_MIN_BYTES) return reply.send(body);
    let encoded = kept.encoded.get(encoding);
    if (!encoded) kept.encoded.set(encoding, (encoded = compress(encoding, body)));
    return reply.header("Content-Encoding", encoding).send(await encoded);
  };
  app.get("/sitemap.xml", (request, reply) => sendSitemap(request, reply, null));
  app.get<{ Params: { name: string } }>("/sitemaps/:name", (request, reply) => {
    const part = /^([1-9]\d{0,5})\.xml$/.exec(request.params.name)?.[1];
    return part ? sendSitemap(request, reply, Number(part)) : reply.callNotFound();
  });
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
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    let meta = await metaForPath(app.db, app.config.publicUrl, pathname, query);
    const firstPaint =
      meta.status === 200
        ? await firstPaintFor(app.productCache, manifest, `${clean}${query}`, {
            // A search the cache must work out counts against the address, as the API's does.
            beforeSearch: async () => {
              if ((await countSearch(app, request.ip)) !== null)
                throw new Error("too many searches");
            },
          })
        : undefined;
    if (firstPaint?.pastEnd) meta = pastTheEnd(pathname);
    else if (stripLocale(clean) === "/products")
      meta = collectionMeta(meta, pathname, request.url, firstPaint?.answers);
    else if (stripLocale(clean) === "/search") meta = searchMeta(meta, pathname, request.url);
    // A page past the last is not drawn here: a script asking for page 2 to 100,000 would
    // otherwise cost a render and a cache entry each. The browser draws its short message.
    if (renderRoot && firstPaint?.catalog && !firstPaint.pastEnd) {
      // A failed render costs the head start, never the page: the browser draws it as before.
      firstPaint.root = await renderRoot(
        firstPaint.catalog,
        drawnProductUrl(request.url, meta.colors),
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
