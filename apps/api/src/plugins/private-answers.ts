import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ORDER_TOKEN_HEADER } from "@atelier/shared/orders";

/**
 * Answers that may carry personal data (an order's name, phone and address, a session, a cart,
 * the admin's pages, receipts) are never stored by a browser's or a shared cache, errors
 * included: a cache keyed by URL would otherwise hand one guest's order to the next visitor
 * (docs/security.md#second-round-issue-26). Vary names the headers that choose whose data it is,
 * for any cache that stores regardless. The catalogue keeps its own caching.
 */
const PRIVATE_PREFIXES = ["/api/orders", "/api/auth", "/api/cart", "/api/admin"];
const SELECTED_BY = ["Authorization", ORDER_TOKEN_HEADER];

const isPrivate = (url: string | undefined) => {
  if (!url) return false;
  const pathname = url.split("?")[0]!.toLowerCase();
  return PRIVATE_PREFIXES.some(
    (p) => pathname === p || pathname.startsWith(`${p}/`) || pathname.startsWith(`${p}.`),
  );
};

export default fp(async function privateAnswers(app: FastifyInstance) {
  // onSend: after the route, the error handler or the 404 handler set theirs.
  app.addHook("onSend", async (request, reply) => {
    // The route's pattern as well as the path: `/api//orders/1` is still an order's answer.
    if (!isPrivate(request.routeOptions.url) && !isPrivate(request.url.replace(/\/{2,}/g, "/")))
      return;
    reply.header("cache-control", "private, no-store");
    const vary = String(reply.getHeader("vary") ?? "");
    const have = new Set(
      vary
        .split(",")
        .map((v) => v.trim().toLowerCase())
        .filter(Boolean),
    );
    const add = SELECTED_BY.filter((h) => !have.has(h.toLowerCase()));
    if (add.length) reply.header("vary", [vary, ...add].filter(Boolean).join(", "));
  });
});
