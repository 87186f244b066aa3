import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  productSizeGuideSchema,
  sizeGuideCreateSchema,
  sizeGuideParamsSchema,
  sizeGuidePatchSchema,
  sizeGuideSchema,
  type SizeGuide,
} from "@atelier/shared/size-guides";
import { productIdParamsSchema, productSchema } from "@atelier/shared/products";
import { findProduct } from "../products/products.service";
import { notFound } from "../../lib/errors";
import { errorResponses, security as access } from "../../lib/openapi";
import * as service from "./size-guides.service";
import { audited, auditActorOf, changeEntry } from "../audit/audit.service";
import { auditedProduct } from "../audit/audit-subjects";

// What the audit log keeps of a guide (issue 33): everything but its id.
const guideFields = ({ id: _id, ...fields }: SizeGuide) => fields as Record<string, unknown>;

/** Size guides (issue 28, docs/product.md#size-guides): read by anyone, changed by admins. */
export default async function sizeGuidesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["size-guides"];
  const errors = errorResponses(400, 401, 403, 404);

  app.get(
    "/size-guides",
    {
      schema: {
        tags,
        operationId: "listSizeGuides",
        summary: "Every size guide, by name",
        security: access.public,
        response: { 200: z.array(sizeGuideSchema) },
      },
    },
    async () => service.listSizeGuides(app.db),
  );

  app.post(
    "/size-guides",
    {
      onRequest: app.allow("size-guides"),
      schema: {
        tags,
        operationId: "createSizeGuide",
        summary: "Add a size guide",
        description:
          "Columns name the measurements (chest, waist, length…); each size's row holds one value in centimetres (or null) per column.",
        security: access.bearer,
        body: sizeGuideCreateSchema,
        response: { 201: sizeGuideSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const guide = await audited(app.db, auditActorOf(request), {
        change: (trx) => service.createSizeGuide(trx, request.body),
        entry: (g) => ({
          kind: "size-guide.saved",
          subject: `Size guide ${g.name}`,
          before: null,
          after: guideFields(g),
        }),
      });
      return reply.status(201).send(guide);
    },
  );

  app.patch(
    "/size-guides/:id",
    {
      onRequest: app.allow("size-guides"),
      schema: {
        tags,
        operationId: "updateSizeGuide",
        summary: "Change a size guide",
        description:
          "Only the fields sent change; columns and rows go together. Every product that follows the guide shows the change.",
        security: access.bearer,
        params: sizeGuideParamsSchema,
        body: sizeGuidePatchSchema,
        response: { 200: sizeGuideSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const guide = await audited(app.db, auditActorOf(request), {
        before: (trx) => service.findSizeGuide(trx, id),
        change: (trx) => service.updateSizeGuide(trx, id, request.body),
        entry: (after, before) =>
          changeEntry(
            { kind: "size-guide.saved", subject: `Size guide ${after.name}` },
            before ? guideFields(before) : {},
            guideFields(after),
          ),
      });
      app.productCache.invalidate();
      return guide;
    },
  );

  app.patch(
    "/products/:id/size-guide",
    {
      onRequest: app.allow("size-guides"),
      schema: {
        tags,
        operationId: "setProductSizeGuide",
        summary: "Choose the size guide a product follows",
        description: "`sizeGuideId: null` leaves the product without a guide.",
        security: access.bearer,
        params: productIdParamsSchema,
        body: productSizeGuideSchema,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const product = await auditedProduct(
        app.db,
        auditActorOf(request),
        id,
        "product.size-guide",
        async (trx) => {
          await service.setProductGuide(trx, id, request.body.sizeGuideId);
          const product = await findProduct(trx, id);
          if (!product) throw notFound("Product not found");
          return product;
        },
      );
      app.productCache.invalidate();
      return product;
    },
  );
}
