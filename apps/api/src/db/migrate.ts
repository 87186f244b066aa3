import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { Db } from "./dialects";
import { migrations } from "./migrations/index";

// Migrations are imported statically so the bundled server carries them.
const provider: MigrationProvider = {
  getMigrations: async () => migrations as Record<string, Migration>,
};

/** `schema` is the PostgreSQL schema the app works in (tests use one per test). */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
