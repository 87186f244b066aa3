import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  cartAddSchema,
  cartChangeSchema,
  cartRemoveSchema,
  cartResponseSchema,
} from "@atelier/shared/cart";
import * as service from "./cart.service";
import { errorResponses, security } from "../../lib/openapi";

// Every cart route needs a session; the ones with a body can also fail validation.
const cart = { tags: ["cart"], security: security.bearer };
const withBody = errorResponses(400, 401);

/**
 * The signed-in shopper's cart; a guest's cart lives only in the browser (docs/product.md#cart).
 */
export default async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const userId = (request: { user: { id: number } | null }) => request.user!.id;
  const response = { 200: cartResponseSchema, ...errorResponses(401) };
  // The session is checked onRequest, before the body is validated: without one the answer is
  // always 401, which the web app turns into a trip to /login.

  app.get(
    "/",
    {
      onRequest: app.requireUser,
      schema: { ...cart, operationId: "getCart", summary: "The shopper's cart", response },
    },
    async (request) => service.getCart(app.db, userId(request)),
  );

  // Every mutation answers the cart as it now is, so the client needs no second request.
  app.post(
    "/add",
    {
      onRequest: app.requireUser,
      schema: {
        ...cart,
        operationId: "addToCart",
        summary: "Add units of a product, per size, to the cart",
        body: cartAddSchema,
        response: { ...response, ...withBody, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const { productId, color, ...counts } = request.body;
      return app.db.transaction().execute(async (trx) => {
        await service.add(trx, userId(request), productId, color ?? null, counts);
        return service.getCart(trx, userId(request));
      });
    },
  );

  app.post(
    "/change",
    {
      onRequest: app.requireUser,
      schema: {
        ...cart,
        operationId: "changeCartQuantity",
        summary: "Set one size's quantity in the cart (0 removes it)",
        body: cartChangeSchema,
        response: { ...response, ...withBody, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const { productId, color, size, quantity } = request.body;
      return app.db.transaction().execute(async (trx) => {
        await service.change(trx, userId(request), productId, color ?? null, size, quantity);
        return service.getCart(trx, userId(request));
      });
    },
  );

  app.post(
    "/remove",
    {
      onRequest: app.requireUser,
      schema: {
        ...cart,
        operationId: "removeFromCart",
        summary: "Remove a product (one size, or every size) from the cart",
        body: cartRemoveSchema,
        response: { ...response, ...withBody },
      },
    },
    async (request) => {
      const { productId, color, size } = request.body;
      await service.remove(app.db, userId(request), productId, color, size);
      return service.getCart(app.db, userId(request));
    },
  );

  app.post(
    "/clear",
    {
      onRequest: app.requireUser,
      schema: { ...cart, operationId: "clearCart", summary: "Empty the cart", response },
    },
    async (request) => {
      await service.clear(app.db, userId(request));
      return service.getCart(app.db, userId(request));
    },
  );
}
