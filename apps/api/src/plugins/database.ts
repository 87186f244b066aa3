import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createDb, type Db, type DbOptions } from "../db/dialects";
import { migrateToLatest } from "../db/migrate";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
  }
}

/** The store's database, migrated to the latest schema before the app answers anything. */
export default fp(
  async function database(app: FastifyInstance, options: { db: DbOptions }) {
    const db = createDb(options.db);
    await migrateToLatest(db, options.db.dialect === "postgres" ? options.db.schema : undefined);
    app.decorate("db", db);
    app.addHook("onClose", async () => {
      await db.destroy();
    });
  },
  { name: "database" },
);
