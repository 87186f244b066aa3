import { spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { Config } from "../config";
import { SQLite, type DbOptions } from "../db/dialects";
import {
  diskStorage,
  receiptStorageFromConfig,
  storageFromConfig,
  uploadsDirOf,
} from "../lib/storage";
import { makePrivateDir, makePrivateFile, writePrivateFile } from "../lib/private-files";
import { copyUploads } from "./migrate-uploads";

/**
 * `npm run backup` / `npm run restore` (docs/deploy-storage-backups.md): a consistent snapshot of
 * a serving store in one folder, and that folder back into a fresh DATA_DIR or empty database.
 */

export const MANIFEST = "manifest.json";
const FORMAT = "atelier-backup/1";

export type Manifest = {
  format: typeof FORMAT;
  createdAt: string;
  dialect: "sqlite" | "postgres";
  /** The PostgreSQL schema dumped, when the store works in one. */
  schema?: string;
  /** The newest migration in the snapshot: restore it with this release or a newer one. */
  migration: string | null;
  /** The snapshot's own counts: a restore must find exactly these. */
  counts: Counts;
  /** The database file in the folder: store.db (SQLite) or db.dump (pg_dump custom format). */
  database: string;
  uploads:
    | { storage: "disk"; folder: "uploads"; files: number }
    | { storage: "s3"; bucket: string; note: string };
  /** Instapay receipts copied into `receipts/` (on disk; in a bucket they stay there). */
  receipts?: number;
};

export type Counts = {
  users: number;
  products: number;
  orders: number;
  orderLines: number;
  /** Units on the shelves (every size of every product). */
  stockUnits: number;
  /** Units in order lines. */
  orderedUnits: number;
};

const COUNT_SQL: Record<keyof Counts, string> = {
  users: "select count(*) as n from users",
  products: "select count(*) as n from products",
  orders: "select count(*) as n from orders",
  orderLines: "select count(*) as n from order_lines",
  stockUnits:
    "select coalesce(sum(quantity_s + quantity_m + quantity_l + quantity_xl), 0) as n from products",
  orderedUnits: "select coalesce(sum(quantity), 0) as n from order_lines",
};
const MIGRATION_SQL = "select max(name) as n from kysely_migration";

type Query = (sql: string) => Promise<unknown>;

async function countsWith(query: Query): Promise<{ counts: Counts; migration: string | null }> {
  const counts = {} as Counts;
  for (const [key, sql] of Object.entries(COUNT_SQL))
    counts[key as keyof Counts] = Number(await query(sql));
  const migration = (await query(MIGRATION_SQL)) as string | null;
  return { counts, migration };
}

async function sqliteCounts(file: string) {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return await countsWith(async (sql) => (db.prepare(sql).get() as { n: unknown }).n);
  } finally {
    db.close();
  }
}

/** A libpq connection without the password on the command line (ps shows arguments). */
function pgTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return {
    dbname: u.toString(),
    // The tool inherits the environment (PATH, PG* settings); only the password is added.
    // eslint-disable-next-line no-restricted-properties -- passed on whole, not read
    env: { ...process.env, ...(password && { PGPASSWORD: password }) },
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", (err) =>
      reject(
        new Error(`${command} could not start (${err.message}): install the PostgreSQL client`),
      ),
    );
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await fsp.readdir(dir)).length === 0;
  } catch {
    return true;
  }
}

export const defaultBackupFolder = (now = new Date()) =>
  path.resolve(
    "backups",
    now
      .toISOString()
      .replace(/:/g, "-")
      .replace(/\.\d+Z$/, "Z"),
  );

export type BackupOptions = {
  config: Pick<Config, "dataDir" | "s3">;
  db: DbOptions;
  folder: string;
  print?: (line: string) => void;
};

/**
 * Writes a consistent snapshot of the store while it serves. SQLite: the online backup API, a
 * page-by-page copy SQLite restarts if a write lands mid-way, so the copy is one moment.
 * PostgreSQL: the counts are read in a repeatable-read transaction whose snapshot pg_dump shares
 * (--snapshot), so the manifest describes exactly what was dumped. Uploads are copied after the
 * database: every image the snapshot names was stored before its row, so it is in the copy.
 */
export async function backup({
  config,
  db,
  folder,
  print = () => {},
}: BackupOptions): Promise<Manifest> {
  if (!(await isEmptyDir(folder))) throw new Error(`${folder} is not empty: choose a new folder`);
  // A backup is as secret as the store (the order-link keys, password hashes, addresses): every
  // folder and file owner-only, whatever the umask (lib/private-files.ts).
  await makePrivateDir(folder);
  const createdAt = new Date().toISOString();
  let database: string;
  let snapshot: { counts: Counts; migration: string | null };
  if (db.dialect === "sqlite") {
    if (!fs.existsSync(db.file)) throw new Error(`There is no store at ${db.file}`);
    database = "store.db";
    const source = new SQLite(db.file, { fileMustExist: true });
    try {
      source.pragma("busy_timeout = 5000");
      // Large steps: a busy store's writes restart a slow copy again and again.
      await source.backup(path.join(folder, database), { progress: () => 4096 });
    } finally {
      source.close();
    }
    // One self-contained file: the copy keeps the store's WAL mode, which would leave -wal and
    // -shm files beside it once opened. The store turns WAL back on when it opens a restore.
    const copy = new SQLite(path.join(folder, database), { fileMustExist: true });
    try {
      copy.pragma("journal_mode = DELETE");
    } finally {
      copy.close();
    }
    await makePrivateFile(path.join(folder, database));
    snapshot = await sqliteCounts(path.join(folder, database));
  } else {
    database = "db.dump";
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      if (db.schema) await client.query(`set search_path to ${pg.escapeIdentifier(db.schema)}`);
      await client.query("begin isolation level repeatable read read only");
      const id = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows[0]!
        .id;
      snapshot = await countsWith(
        async (sql) => (await client.query<{ n: unknown }>(sql)).rows[0]!.n,
      );
      const target = pgTarget(db.url);
      await run(
        "pg_dump",
        [
          `--snapshot=${id}`,
          "--format=custom",
          "--no-owner",
          "--no-privileges",
          ...(db.schema ? [`--schema=${db.schema}`] : []),
          `--file=${path.join(folder, database)}`,
          `--dbname=${target.dbname}`,
        ],
        target.env,
      );
      await client.query("commit");
    } finally {
      await client.end();
    }
    await makePrivateFile(path.join(folder, database));
  }
  print(
    `Database snapshot: ${snapshot.counts.orders} orders, ${snapshot.counts.products} products.`,
  );

  let uploads: Manifest["uploads"];
  if (config.s3) {
    uploads = {
      storage: "s3",
      bucket: config.s3.bucket,
      note: "Uploads stay in the bucket (names never change; keep the bucket's versioning on).",
    };
  } else {
    const report = await copyUploads(
      diskStorage(uploadsDirOf(config)),
      diskStorage(path.join(folder, "uploads")),
    );
    uploads = { storage: "disk", folder: "uploads", files: report.copied };
  }
  // Instapay receipts on disk are the store's too (lib/storage.ts); in a bucket they stay there.
  const receipts = config.s3
    ? undefined
    : (
        await copyUploads(
          diskStorage(path.join(config.dataDir, "receipts")),
          diskStorage(path.join(folder, "receipts")),
        )
      ).copied;
  const manifest: Manifest = {
    format: FORMAT,
    createdAt,
    dialect: db.dialect,
    ...(db.dialect === "postgres" && db.schema ? { schema: db.schema } : {}),
    ...snapshot,
    database,
    uploads,
    ...(receipts === undefined ? {} : { receipts }),
  };
  // Written last: a folder with a manifest is a finished backup.
  await writePrivateFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  print(`Backup written to ${folder}`);
  return manifest;
}

export async function readManifest(folder: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fsp.readFile(path.join(folder, MANIFEST), "utf8")) as Manifest;
  } catch {
    throw new Error(`${folder} has no readable ${MANIFEST}: not a finished backup`);
  }
  if (manifest.format !== FORMAT) throw new Error(`${folder}: unknown backup format`);
  return manifest;
}

export type RestoreOptions = BackupOptions & { force?: boolean };

/**
 * Brings a backup folder back into the configured store: a fresh DATA_DIR (SQLite) or an empty
 * database (PostgreSQL), refusing one that holds data unless `force`. Checks the restored counts
 * against the manifest. Uploads go into the configured storage (disk or bucket).
 */
export async function restore({
  config,
  db,
  folder,
  force = false,
  print = () => {},
}: RestoreOptions): Promise<Manifest> {
  const manifest = await readManifest(folder);
  if (manifest.dialect !== db.dialect)
    throw new Error(
      `This backup is of a ${manifest.dialect} store; the configuration names ${db.dialect}`,
    );
  const dump = path.join(folder, manifest.database);
  let restored: { counts: Counts; migration: string | null };
  if (db.dialect === "sqlite") {
    if (!force && !(await isEmptyDir(config.dataDir)))
      throw new Error(`${config.dataDir} is not empty: restore into a fresh DATA_DIR, or --force`);
    for (const suffix of ["", "-wal", "-shm"]) await fsp.rm(`${db.file}${suffix}`, { force: true });
    await fsp.rm(uploadsDirOf(config), { recursive: true, force: true });
    await fsp.rm(path.join(config.dataDir, "receipts"), { recursive: true, force: true });
    await makePrivateDir(path.dirname(db.file), { tighten: false });
    const temp = `${db.file}.restoring`;
    await fsp.copyFile(dump, temp);
    await makePrivateFile(temp);
    await fsp.rename(temp, db.file);
    restored = await sqliteCounts(db.file);
  } else {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const schema = db.schema ?? manifest.schema ?? "public";
      const tables = await client.query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_schema = $1",
        [schema],
      );
      if (!force && tables.rows[0]!.n > 0)
        throw new Error(`The database already has tables in ${schema}: restore into an empty one`);
      // The search's trigram indexes (migration 0020) use pg_trgm, which belongs to the database
      // (in public), not to the dumped schema: made here first where it can be. Where it cannot,
      // pg_restore names the missing operator class.
      await client
        .query(
          `do $$ begin
            if exists (select 1 from pg_available_extensions where name = 'pg_trgm')
              and not exists (select 1 from pg_extension where extname = 'pg_trgm') then
              create extension pg_trgm with schema public;
            end if;
          end $$`,
        )
        .catch(() => undefined);
      const target = pgTarget(db.url);
      await run(
        "pg_restore",
        [
          "--no-owner",
          "--no-privileges",
          "--exit-on-error",
          "--single-transaction",
          ...(force ? ["--clean", "--if-exists"] : []),
          `--dbname=${target.dbname}`,
          dump,
        ],
        target.env,
      );
      await client.query(`set search_path to ${pg.escapeIdentifier(schema)}`);
      restored = await countsWith(
        async (sql) => (await client.query<{ n: unknown }>(sql)).rows[0]!.n,
      );
    } finally {
      await client.end();
    }
  }
  if (
    JSON.stringify(restored) !==
    JSON.stringify({ counts: manifest.counts, migration: manifest.migration })
  )
    throw new Error(
      `The restored database does not match the manifest: ${JSON.stringify(restored)}`,
    );

  if (manifest.uploads.storage === "disk") {
    const storage = storageFromConfig(config);
    try {
      const report = await copyUploads(diskStorage(path.join(folder, "uploads")), storage);
      print(`Uploads: ${report.copied} restored into ${storage.where}.`);
    } finally {
      storage.close();
    }
  } else {
    print(`Uploads: left in the bucket ${manifest.uploads.bucket}.`);
  }
  if (manifest.receipts) {
    const receipts = receiptStorageFromConfig(config);
    try {
      const report = await copyUploads(diskStorage(path.join(folder, "receipts")), receipts);
      print(`Receipts: ${report.copied} restored into ${receipts.where}.`);
    } finally {
      receipts.close();
    }
  }
  print(
    `Restored ${manifest.counts.orders} orders and ${manifest.counts.products} products as of ${manifest.createdAt}.`,
  );
  return manifest;
}
