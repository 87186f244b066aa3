import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  colorCreateSchema,
  colorParamsSchema,
  colorPatchSchema,
  productColorSchema,
} from "@atelier/shared/colors";
import { imagesPatchSchema, productIdParamsSchema } from "@atelier/shared/products";
import { errorResponses, security as access } from "../../lib/openapi";
import * as service from "./colors.service";
import { auditActorOf } from "../audit/audit.service";
import { auditedColors } from "../audit/audit-subjects";
import { restockHook } from "../back-in-stock/back-in-stock.service";
import { demand } from "../../plugins/auth";

/** A product's colours (issue 28, docs/product.md#colours), under /api/products. Admins only. */
export default async function colorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ["colors"], security: access.bearer };
  const errors = errorResponses(400, 401, 403, 404);
  // Every product answer carries its colours: this process's cached answers go at once, other
  // processes see the product's new revision.
  const changed = <T>(result: T): T => {
    app.productCache.invalidate();
    app.mailer.wake();
    return result;
  };
  // A size back in a colour mails who waits for it, in the change's transaction (issue 29).
  const restocked = restockHook(app);

  app.post(
    "/:id/colors",
    {
      onRequest: app.allow("products.colors"),
      schema: {
        ...base,
        operationId: "addProductColor",
        summary: "Add a colour to a product",
        description:
          "The new colour comes last. A product's first colour takes the product's photographs, its stock for the sizes not given, and its carts' lines; later colours start with none.",
        params: productIdParamsSchema,
        body: colorCreateSchema,
        response: { 201: productColorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Each colour change is recorded in its own transaction (issue 33, the audit log).
      const color = await auditedColors(app.db, auditActorOf(request), id, (trx) =>
        service.createColor(trx, id, request.body, restocked),
      );
      return reply.status(201).send(changed(color));
    },
  );

  app.patch(
    "/:id/colors/:colorId",
    {
      // Restocking a colour is staff's work; renaming, recolouring or moving it is the admin's.
      onRequest: app.allow("products.stock"),
      preHandler: async (request) => {
        const body = request.body as Record<string, unknown>;
        if (Object.keys(body).some((field) => !field.startsWith("quantity")))
          demand(request.user, "products.colors");
      },
      schema: {
        ...base,
        operationId: "updateProductColor",
        summary: "Rename, recolour, restock or move a colour",
        description:
          "Only the fields sent change. `position` (1 = first) moves the colour; the others shift. The first colour's photographs are the product's. Staff may send only the quantities (issue 33); any other field needs the admin's role (403).",
        params: colorParamsSchema,
        body: colorPatchSchema,
        response: { 200: productColorSchema, ...errors },
      },
    },
    async (request) => {
      const { id, colorId } = request.params;
      return changed(
        await auditedColors(app.db, auditActorOf(request), id, (trx) =>
          service.updateColor(trx, id, colorId, request.body, restocked),
        ),
      );
    },
  );

  app.put(
    "/:id/colors/:colorId/images",
    {
      onRequest: app.allow("products.colors"),
      schema: {
        ...base,
        operationId: "setProductColorImages",
        summary: "Replace a colour's photographs",
        params: colorParamsSchema,
        body: imagesPatchSchema,
        response: { 200: productColorSchema, ...errors },
      },
    },
    async (request) => {
      const { id, colorId } = request.params;
      return changed(
        await auditedColors(app.db, auditActorOf(request), id, (trx) =>
          service.setColorImages(trx, id, colorId, request.body.images),
        ),
      );
    },
  );

  app.delete(
    "/:id/colors/:colorId",
    {
      onRequest: app.allow("products.colors"),
      schema: {
        ...base,
        operationId: "deleteProductColor",
        summary: "Delete a colour",
        description:
          "Carts' lines in the colour go with it; orders keep the colour as it was named.",
        params: colorParamsSchema,
        response: { 204: z.null().describe("Deleted."), ...errors },
      },
    },
    async (request, reply) => {
      const { id, colorId } = request.params;
      await auditedColors(app.db, auditActorOf(request), id, (trx) =>
        service.deleteColor(trx, id, colorId),
      );
      app.productCache.invalidate();
      return reply.status(204).send(null);
    },
  );
}
