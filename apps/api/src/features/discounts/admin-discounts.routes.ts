import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  discountCreateSchema,
  discountPatchSchema,
  discountSchema,
  type Discount,
} from "@atelier/shared/discounts";
import { errorResponses, security } from "../../lib/openapi";
import * as service from "./admin-discounts.service";
import { audited, auditActorOf, changeEntry } from "../audit/audit.service";

/** What the audit log keeps of a code (issue 33): its settings, not its uses or figures. */
const codeFields = ({
  id: _id,
  createdAt: _at,
  uses: _uses,
  figures: _figures,
  ...rest
}: Discount) => rest as Record<string, unknown>;

/** The path's id: digits; one beyond any row (2^31 and up) is 404, not a failed query. */
const idParams = z.object({
  id: z.string().regex(/^[0-9]{1,20}$/, { error: "id must be a positive whole number" }),
});

const FIELDS =
  "`code` 3–32 letters, digits and dashes (stored upper case; spaces around it and Arabic-Indic digits allowed), `kind` percent (`value` 1–90), fixed (`value` in EGP) or free_shipping, `minSubtotal` (EGP), `startsAt`/`endsAt` Cairo wall-clock `YYYY-MM-DDTHH:MM`, `usageLimit`, `perCustomerLimit`, `firstOrderOnly`, `categories` and `productIds` it is limited to (neither: every piece), `excludeSale`, `note` (the influencer's name, 200 characters), `active` (default true).";

const ANSWER =
  "Each code as it was set (times in Cairo wall-clock), its `uses` (`reserved` by orders on their way, `consumed` by delivered or returned ones, `givenBack` by canceled or refused ones) and its `figures`: orders placed with it, delivered, refused, returned, canceled, and the delivered orders' sales after discount and the discount they were given (EGP, shipping apart): what an influencer is paid on.";

/** The admin's discount codes (issue 31, docs/product.md#discount-codes--the-admin). */
export default async function adminDiscountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["discounts"];

  app.get(
    "/admin/discounts",
    {
      onRequest: app.allow("discounts"),
      schema: {
        tags,
        operationId: "listDiscounts",
        summary: "Every discount code, newest first, with its uses and what it brought",
        description: ANSWER,
        security: security.bearer,
        response: { 200: z.array(discountSchema), ...errorResponses(401, 403) },
      },
    },
    async () => service.listDiscounts(app.db),
  );

  app.get(
    "/admin/discounts.csv",
    {
      onRequest: app.allow("discounts"),
      schema: {
        tags,
        operationId: "exportDiscountsCsv",
        summary: "The discount codes and what each brought (CSV)",
        description:
          "UTF-8 with a byte order mark, one line per code, newest first, named `discounts-{day}.csv`. Columns: code, kind, value (percent or EGP), note, active, orders placed, delivered, refused, returned, canceled, delivered sales and delivered discount (EGP). A cell that a spreadsheet would run as a formula starts with an apostrophe.",
        security: security.bearer,
        response: {
          200: z.string().describe("text/csv; charset=utf-8, sent as an attachment"),
          ...errorResponses(401, 403),
        },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="discounts-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(await service.discountsCsv(app.db));
    },
  );

  app.post(
    "/admin/discounts",
    {
      onRequest: app.allow("discounts"),
      schema: {
        tags,
        operationId: "createDiscount",
        summary: "Add a discount code",
        description: `${FIELDS} A code that already exists, in any case: 400 DISCOUNT_CODE_TAKEN. Other 400s name the field.`,
        security: security.bearer,
        body: discountCreateSchema,
        response: { 201: discountSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const discount = await audited(app.db, auditActorOf(request), {
        change: (trx) => service.createDiscount(trx, request.body),
        entry: (d) => ({
          kind: "discount.created",
          subject: `Code ${d.code}`,
          after: codeFields(d),
        }),
      });
      return reply.status(201).send(discount);
    },
  );

  app.get(
    "/admin/discounts/:id",
    {
      onRequest: app.allow("discounts"),
      schema: {
        tags,
        operationId: "getDiscount",
        summary: "One discount code with its uses and what it brought",
        description: ANSWER,
        security: security.bearer,
        params: idParams,
        response: { 200: discountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.readDiscount(app.db, service.discountId(request.params.id)),
  );

  app.patch(
    "/admin/discounts/:id",
    {
      onRequest: app.allow("discounts"),
      schema: {
        tags,
        operationId: "updateDiscount",
        summary: "Change a discount code, or deactivate it",
        description: `Any field of createDiscount but \`kind\`; only the fields sent change, null clears an optional one. \`value\` is checked against the code's kind; a new \`code\` must be free (else 400 DISCOUNT_CODE_TAKEN). \`active: false\` stops the code at checkout at once; orders placed keep their discount.`,
        security: security.bearer,
        params: idParams,
        body: discountPatchSchema,
        response: { 200: discountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = service.discountId(request.params.id);
      return audited(app.db, auditActorOf(request), {
        before: (trx) => service.readDiscount(trx, id),
        change: (trx) => service.updateDiscount(trx, id, request.body),
        entry: (after, before) =>
          changeEntry(
            { kind: "discount.updated", subject: `Code ${after.code}` },
            codeFields(before),
            codeFields(after),
          ),
      });
    },
  );

  app.delete(
    "/admin/discounts/:id",
    {
      onRequest: app.allow("discounts"),
      schema: {
        tags,
        operationId: "deleteDiscount",
        summary: "Delete a discount code no order has used",
        description:
          "204 when no order ever used the code. Once used, its orders and figures keep it: 400 DISCOUNT_IN_USE, deactivate it instead.",
        security: security.bearer,
        params: idParams,
        response: {
          204: z.null().describe("Deleted"),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const id = service.discountId(request.params.id);
      await audited(app.db, auditActorOf(request), {
        before: (trx) => service.readDiscount(trx, id),
        change: (trx) => service.deleteDiscount(trx, id),
        entry: (_done, before) => ({
          kind: "discount.deleted",
          subject: `Code ${before.code}`,
          before: codeFields(before),
          after: null,
        }),
      });
      return reply.status(204).send(null);
    },
  );
}
