import { randomBytes } from "node:crypto";
import pg from "pg";

/*
 * Each PostgreSQL test works in a schema of its own (helpers.ts), named after this run. They are
 * dropped here, once every file has finished, not after each test: Kysely's migrator looks for
 * its tables with a query over every schema's catalog, and a schema dropped by another test at
 * that moment makes the query fail with "schema … does not exist".
 */
export async function setup() {
  process.env.ATELIER_TEST_RUN = randomBytes(4).toString("hex");
  return teardown;
}

async function teardown() {
  const url = process.env.TEST_DATABASE_URL;
  const run = process.env.ATELIER_TEST_RUN;
  if (!url || !run) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname like $1",
      [`t\\_${run}\\_%`],
    );
    for (const { nspname } of rows) await client.query(`drop schema if exists ${nspname} cascade`);
  } finally {
    await client.end();
  }
}
