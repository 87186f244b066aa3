import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createDb, MIGRATION_TIMEOUTS, type Db, type DbOptions } from "../db/dialects";
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
    if (options.db.dialect === "postgres") {
      // On a connection of their own: requests' statements are bounded to seconds, a migration
      // may take minutes on a large store.
      const migrating = createDb({ ...options.db, poolSize: 1, timeouts: MIGRATION_TIMEOUTS });
      try {
        await migrateToLatest(migrating, options.db.schema);
      } finally {
        await migrating.destroy();
      }
    } else {
      await migrateToLatest(db);
    }
    app.decorate("db", db);
    app.addHook("onClose", async () => {
      await db.destroy();
    });
  },
  { name: "database" },
);
