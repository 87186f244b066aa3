import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  imagesPatchSchema,
  originalPricePatchSchema,
  productCreateSchema,
  productIdParamsSchema,
  productSchema,
  quantityPatchSchema,
  salePricePatchSchema,
  productTextPatchSchema,
} from "@atelier/shared/products";
import { isPagedQuery, pageQuery, TOTAL_COUNT_HEADER } from "@atelier/shared/catalogue";
import {
  catalogueCategorySchema,
  productListQuerySchema,
  productSearchQuerySchema,
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
} from "@atelier/shared/catalogue-api";
import { matchesEtag, type CachedBody } from "./product-cache";
import { countSearch, SEARCHES_PER_MINUTE } from "./search-limit";
import { acceptedEncoding, COMPRESS_MIN_BYTES } from "../../lib/compress";
import * as service from "./products.service";
import { restockHook } from "../back-in-stock/back-in-stock.service";
import { AppError, badRequest } from "../../lib/errors";
import { ERROR_CODES } from "@atelier/shared/errors";
import { errorResponses, security as access } from "../../lib/openapi";
import { auditActorOf } from "../audit/audit.service";
import { auditedCreation, auditedDeletion, auditedProduct } from "../audit/audit-subjects";

const readErrors = errorResponses(400, 404);
const writeErrors = errorResponses(400, 401, 403, 404);
const security = access.bearer;
const cached =
  "Answers an ETag; send it back in If-None-Match to get an empty 304 when nothing changed.";

/**
 * Sends cached JSON bytes as they are (no serialisation, no encoding) with their ETag. `no-cache`
 * lets browsers keep the answer but ask again every time, which a matching ETag makes a bodyless
 * 304.
 */
async function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header("etag", cached.etag).header("cache-control", "no-cache");
  if (cached.total !== undefined) reply.header(TOTAL_COUNT_HEADER, cached.total);
  if (matchesEtag(request.headers["if-none-match"], cached.etag)) return reply.status(304).send();
  reply.type("application/json; charset=utf-8");
  if (cached.body.length < COMPRESS_MIN_BYTES || !cached.encoded) return reply.send(cached.body);
  reply.header("vary", "Accept-Encoding");
  const encoding = acceptedEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(cached.body);
  // A compressed body is another representation: its validator is the same ETag, marked weak
  // (RFC 9110 §8.8.1), which If-None-Match still matches (weak comparison).
  return reply
    .header("etag", `W/${cached.etag}`)
    .header("content-encoding", encoding)
    .send(await cached.encoded(encoding));
}

export default async function productsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Admin routes check in onRequest, not preHandler: a stranger gets 401/403 before the body is
  // even validated; each names its permission (issue 33, packages/shared/src/permissions.ts).
  // After an admin's change this process's cached answers go at once; other processes see the
  // change through the catalog fingerprint.
  const changed = <T>(result: T): T => {
    app.productCache.invalidate();
    return result;
  };
  // Who waits for a size hears of it in the stock change's transaction (issue 29).
  const restocked = restockHook(app);

  app.get(
    "/",
    {
      // Compressed once per change by the cache (sendCached), not on every request.
      compress: false,
      schema: {
        tags: ["products"],
        operationId: "listProducts",
        summary: "Every product in the catalogue, or one page of it",
        description: `Without parameters: every product, newest first. With any of limit (1–100, default 24), page (from 1), category (the lowercased English name; all is every one), sort (name-asc, price-asc, price-desc, newest; default newest) or lang (whose titles name-asc orders by): one page, filtered and ordered by the server, with the number of products in the whole filtered list in X-Total-Count; a page past the end is an empty array. Answers over 1 KB are compressed (br or gzip) when the client accepts it. ${cached}`,
        security: access.public,
        querystring: productListQuerySchema,
        response: { 200: z.array(productSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        isPagedQuery(request.query)
          ? await app.productCache.page(pageQuery(request.query))
          : await app.productCache.list(),
      ),
  );

  app.get(
    "/categories",
    {
      // Compressed once per change by the cache (sendCached), not on every request.
      compress: false,
      schema: {
        tags: ["products"],
        operationId: "listCategories",
        summary: "The categories in use, with their names and how many pieces each holds",
        description: cached,
        security: access.public,
        response: { 200: z.array(catalogueCategorySchema) },
      },
    },
    async (request, reply) => sendCached(request, reply, await app.productCache.categories()),
  );

  // Before "/:id". Typing asks once per pause, so a shopper stays far below the limit.
  const SEARCHES = app.config.rateLimits.searchPerMinute ?? SEARCHES_PER_MINUTE;
  app.get(
    "/search",
    {
      compress: false,
      schema: {
        tags: ["products"],
        operationId: "searchProducts",
        summary: "Find pieces by their words, in English or Arabic",
        description: `Every word of q (1–100 characters) must appear in a piece's titles, category, material, colour names or description, in either language, whatever the page's: both sides are folded alike (case, Latin accents, Arabic vowel marks and tatweel, alef, taa marbuta, alef maqsura and hamza forms, Arabic-Indic digits). From its third letter a word matches inside words; % and _ are ordinary characters. Pieces with more words in a title come first, then the newest. limit: 1–${SEARCH_LIMIT_MAX}, default ${SEARCH_LIMIT_DEFAULT}. ${SEARCHES} searches a minute per client address that the store must work out (an answer it keeps is not counted; else 429). ${cached}`,
        security: access.public,
        querystring: productSearchQuerySchema,
        response: { 200: z.array(productSchema), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const words = service.searchWords(request.query.q);
      if (words.length === 0) throw badRequest("q must hold a letter or a digit");
      const limit = request.query.limit ?? SEARCH_LIMIT_DEFAULT;
      // Only a search the cache must work out counts against the address: a kept answer costs
      // no more than a page of the collection, which is not limited.
      const count = async () => {
        const wait = await countSearch(app, request.ip);
        if (wait === null) return;
        reply.header("retry-after", wait);
        throw new AppError(
          429,
          "Too many requests. Please wait a moment and try again.",
          ERROR_CODES.TOO_MANY_REQUESTS,
        );
      };
      return sendCached(request, reply, await app.productCache.search(words, limit, count));
    },
  );

  app.get(
    "/:id",
    {
      // Compressed once per change by the cache (sendCached), not on every request.
      compress: false,
      schema: {
        tags: ["products"],
        operationId: "getProduct",
        summary: "One product",
        description: cached,
        security: access.public,
        params: productIdParamsSchema,
        response: { 200: productSchema, ...readErrors },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await app.productCache.one(request.params.id)),
  );

  app.post(
    "/",
    {
      onRequest: app.allow("products.create"),
      schema: {
        tags: ["products"],
        operationId: "createProduct",
        summary: "Add a product",
        security,
        body: productCreateSchema,
        response: { 201: productSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      // Recorded in the creation's transaction (issue 33, the audit log).
      const product = await auditedCreation(app.db, auditActorOf(request), (trx) =>
        service.createProduct(trx, request.body),
      );
      return reply.status(201).send(changed(product));
    },
  );

  app.delete(
    "/:id",
    {
      onRequest: app.allow("products.delete"),
      schema: {
        tags: ["products"],
        operationId: "deleteProduct",
        summary: "Delete a product",
        security,
        params: productIdParamsSchema,
        response: { 204: z.null().describe("Deleted."), ...writeErrors },
      },
    },
    async (request, reply) => {
      await auditedDeletion(app.db, auditActorOf(request), request.params.id, (trx) =>
        service.deleteProduct(trx, request.params.id),
      );
      app.productCache.invalidate();
      return reply.status(204).send(null);
    },
  );

  const patch = {
    tags: ["products"],
    security,
    params: productIdParamsSchema,
    response: { 200: productSchema, ...writeErrors },
  };

  app.patch(
    "/:id/quantity",
    {
      onRequest: app.allow("products.stock"),
      schema: {
        ...patch,
        operationId: "setProductQuantity",
        summary: "Set the stock of one size",
        body: quantityPatchSchema,
      },
    },
    async (request) => {
      const { id } = request.params;
      const product = await auditedProduct(
        app.db,
        auditActorOf(request),
        id,
        "product.stock",
        (trx) => service.setQuantity(trx, id, request.body.size, request.body.quantity, restocked),
      );
      app.mailer.wake();
      return changed(product);
    },
  );

  app.patch(
    "/:id/sale",
    {
      onRequest: app.allow("products.prices"),
      schema: {
        ...patch,
        operationId: "setProductSalePrice",
        summary: "Set the price the product sells at",
        body: salePricePatchSchema,
      },
    },
    async (request) => {
      const { id } = request.params;
      return changed(
        await auditedProduct(app.db, auditActorOf(request), id, "product.price", (trx) =>
          service.setSalePrice(trx, id, request.body.salePrice),
        ),
      );
    },
  );

  app.patch(
    "/:id/original",
    {
      onRequest: app.allow("products.prices"),
      schema: {
        ...patch,
        operationId: "setProductOriginalPrice",
        summary: "Set the original (struck-through) price",
        body: originalPricePatchSchema,
      },
    },
    async (request) => {
      const { id } = request.params;
      return changed(
        await auditedProduct(app.db, auditActorOf(request), id, "product.price", (trx) =>
          service.setOriginalPrice(trx, id, request.body.originalPrice),
        ),
      );
    },
  );

  app.patch(
    "/:id/text",
    {
      onRequest: app.allow("products.text"),
      schema: {
        ...patch,
        operationId: "setProductText",
        summary: "Change the product's words, in English and Arabic",
        description:
          "Only the fields sent change. An empty Arabic field removes that translation (the Arabic pages then show the English text); an empty English category or material takes the label's default; the title may not be empty.",
        body: productTextPatchSchema,
      },
    },
    async (request) => {
      const { id } = request.params;
      return changed(
        await auditedProduct(app.db, auditActorOf(request), id, "product.text", (trx) =>
          service.setText(trx, id, request.body),
        ),
      );
    },
  );

  app.patch(
    "/:id/images",
    {
      onRequest: app.allow("products.images"),
      schema: {
        ...patch,
        operationId: "setProductImages",
        summary: "Replace the product's image URLs",
        body: imagesPatchSchema,
      },
    },
    async (request) => {
      const { id } = request.params;
      return changed(
        await auditedProduct(app.db, auditActorOf(request), id, "product.images", (trx) =>
          service.setImages(trx, id, request.body.images),
        ),
      );
    },
  );
}
