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
} from "@atelier/shared/products";
import { apiErrorSchema } from "@atelier/shared/errors";
import { matchesEtag, type CachedBody } from "./product-cache";
import * as service from "./products.service";

const readErrors = { 400: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const security = [{ bearer: [] }];

/**
 * Sends cached JSON bytes as they are (no serialisation, no encoding) with their ETag. `no-cache` lets
 * browsers keep the answer but ask again every time, which a matching ETag makes a bodyless 304.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header("etag", cached.etag).header("cache-control", "no-cache");
  if (matchesEtag(request.headers["if-none-match"], cached.etag)) return reply.status(304).send();
  return reply.type("application/json; charset=utf-8").send(cached.body);
}

export default async function productsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // onRequest, not preHandler: a stranger gets 401/403 before the body is even validated.
  const admin = { onRequest: app.requireAdmin };
  // After an admin's change this process's cached answers go at once; other processes see the
  // change through the catalog fingerprint.
  const changed = <T>(result: T): T => {
    app.productCache.invalidate();
    return result;
  };

  app.get(
    "/",
    { schema: { tags: ["products"], response: { 200: z.array(productSchema) } } },
    async (request, reply) => sendCached(request, reply, await app.productCache.list()),
  );

  app.get(
    "/:id",
    {
      schema: {
        tags: ["products"],
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
      ...admin,
      schema: {
        tags: ["products"],
        security,
        body: productCreateSchema,
        response: { 201: productSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(changed(await service.createProduct(app.db, request.body))),
  );

  app.delete(
    "/:id",
    {
      ...admin,
      schema: {
        tags: ["products"],
        security,
        params: productIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.deleteProduct(app.db, request.params.id);
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
    { ...admin, schema: { ...patch, body: quantityPatchSchema } },
    async (request) =>
      changed(
        await service.setQuantity(
          app.db,
          request.params.id,
          request.body.size,
          request.body.quantity,
        ),
      ),
  );

  app.patch(
    "/:id/sale",
    { ...admin, schema: { ...patch, body: salePricePatchSchema } },
    async (request) =>
      changed(await service.setSalePrice(app.db, request.params.id, request.body.salePrice)),
  );

  app.patch(
    "/:id/original",
    { ...admin, schema: { ...patch, body: originalPricePatchSchema } },
    async (request) =>
      changed(
        await service.setOriginalPrice(app.db, request.params.id, request.body.originalPrice),
      ),
  );

  app.patch(
    "/:id/images",
    { ...admin, schema: { ...patch, body: imagesPatchSchema } },
    async (request) =>
      changed(await service.setImages(app.db, request.params.id, request.body.images)),
  );
}
