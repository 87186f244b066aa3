import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { discountCheckSchema, discountQuoteSchema } from "@atelier/shared/discounts";
import { canonicalPhone, isEgyptianMobile, normalizePhone } from "@atelier/shared/egypt";
import { fromPiastres } from "@atelier/shared/money";
import { latinDigits } from "@atelier/shared/numerals";
import { errorResponses, security } from "../../lib/openapi";
import adminDiscountRoutes from "./admin-discounts.routes";
import {
  checkUnitLimits,
  mergeLines,
  previewMoney,
  type OrderDraft,
} from "../orders/orders.service";

/**
 * Checks a code a minute per client address: a shopper types a few, a script guessing codes gets
 * 429 (docs/security.md, "Guessing discount codes").
 */
export const DISCOUNT_CHECKS_PER_MINUTE = 20;

/** Where the preview prices shipping when the shopper has not said yet: the store's home. */
const HOME_GOVERNORATE = "Cairo";

/** A discount code at checkout (issue 31, docs/product.md#discount-codes). */
export default async function discountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(adminDiscountRoutes);

  app.post(
    "/discounts/check",
    {
      onRequest: app.optionalUser,
      config: { rateLimit: { max: DISCOUNT_CHECKS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        tags: ["discounts"],
        operationId: "checkDiscount",
        summary: "What a discount code would take off these pieces",
        description:
          "Prices the entries (placeOrder's `products`) from the database and applies the code (any case, spaces and Arabic-Indic digits allowed): `{ code, kind, subtotal, discount, shipping, total, lines: [{ productId, color?, size, discount }] }` in EGP, `total` being what the shopper would pay (subtotal − discount + shipping; shipping for `governorate`, Cairo when left out). 400 with `errorCode` DISCOUNT_UNKNOWN, DISCOUNT_INACTIVE, DISCOUNT_NOT_STARTED, DISCOUNT_EXPIRED, DISCOUNT_USED_UP, DISCOUNT_MIN_SUBTOTAL (the message names the amount), DISCOUNT_NOT_APPLICABLE, DISCOUNT_ALREADY_USED or DISCOUNT_FIRST_ORDER_ONLY (the last two only when the account, `email` or `phone` says who orders). A piece no longer sold is 404. Nothing is taken: placeOrder checks again and takes the use. 20 checks a minute per client address (else 429).",
        security: security.optional,
        body: discountCheckSchema,
        response: { 200: discountQuoteSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const body = request.body;
      const phone = body.phone === undefined ? "" : normalizePhone(latinDigits(body.phone));
      const draft: OrderDraft = {
        lines: mergeLines(body.products),
        email: body.email?.toLowerCase() ?? "",
        phone,
        phoneKey: phone && isEgyptianMobile(phone) ? canonicalPhone(phone) : "",
        name: "",
        addressDetails: "",
        shippingAddress: null,
        governorate: body.governorate || HOME_GOVERNORATE,
        paymentMethod: "cod",
        language: "en",
        discountCode: body.code,
      };
      checkUnitLimits(draft, app.config.orderLimits);
      const money = await previewMoney(app.db, draft, request.user?.id ?? null);
      const parts = money.applied?.lines ?? [];
      return {
        code: money.code ?? body.code,
        kind: money.kind ?? "percent",
        subtotal: fromPiastres(money.subtotal),
        discount: fromPiastres(money.discount),
        shipping: fromPiastres(money.shipping),
        total: fromPiastres(money.total),
        lines: draft.lines.map((l, i) => ({
          productId: l.productId,
          ...(l.color === null ? {} : { color: l.color }),
          size: l.size,
          discount: fromPiastres(parts[i] ?? 0),
        })),
      };
    },
  );
}
