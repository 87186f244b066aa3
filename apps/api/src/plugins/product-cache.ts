import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createProductCache, type ProductCache } from "../features/products/product-cache";

declare module "fastify" {
  interface FastifyInstance {
    /** Ready JSON answers for the catalog reads, checked against the database on every read. */
    productCache: ProductCache;
  }
}

/** One cache per app: it belongs to the app's database, and a closed app takes it along. */
export default fp(
  async function productCache(app: FastifyInstance) {
    app.decorate(
      "productCache",
      createProductCache(app.db, { maxBytes: app.config.productCacheBytes }),
    );
  },
  { name: "product-cache", dependencies: ["database"] },
);
