import { createRequire } from "node:module";
import path from "node:path";
import type SQLiteDatabase from "better-sqlite3";
import pg from "pg";
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  type PostgresPool,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
  type Transaction,
} from "kysely";
import type { Database } from "./schema";
import { makePrivateDatabaseSync, makePrivateDirSync } from "../lib/private-files";
import type { Tracing } from "../lib/tracing";
import { tracedDialect } from "./traced";

export type Db = Kysely<Database>;
/** What a query runs on: the database, or a transaction the caller opened. */
export type Conn = Db | Transaction<Database>;
export type DialectName = "sqlite" | "postgres";

export type DbOptions = (
  | { dialect: "sqlite"; file: string }
  | {
      dialect: "postgres";
      url: string;
      schema?: string;
      poolSize?: number;
      /** Milliseconds; the defaults are POSTGRES_TIMEOUTS. */
      timeouts?: Partial<typeof POSTGRES_TIMEOUTS>;
    }
) & {
  /** Every statement in a span (OTEL_EXPORTER_OTLP_ENDPOINT); unset: no tracing at all. */
  tracing?: Tracing;
};

/**
 * A database that stops answering must cost a quick 503, not a hung request holding a connection
 * (docs/deploy.md#when-a-dependency-goes-silent): waiting for a connection, a statement on the
 * server and its reply on the client are bounded, so a request that meets a silent database
 * fails within connect + query (8 s). The server gives up on a statement before the client does,
 * so a slow but living server answers 57014 and keeps the connection. A transaction left idle by
 * a client that vanished releases its locks after idleInTransaction.
 */
export const POSTGRES_TIMEOUTS = {
  connect: 3_000,
  statement: 4_000,
  query: 5_000,
  idle: 30_000,
  idleInTransaction: 15_000,
};

/** Migrations may read every order (docs/deploy.md#upgrading): no statement limit for them. */
export const MIGRATION_TIMEOUTS: Partial<typeof POSTGRES_TIMEOUTS> = {
  statement: 0,
  query: 0,
  idleInTransaction: 0,
};

const isReadTimeout = (err: unknown) => (err as Error | null)?.message === "Query read timeout";

/**
 * pg keeps a query that got no reply in time as the client's active query, and would queue the
 * next one behind it and give the client back to the pool as if it were sound. So a client whose
 * query timed out answers every later query with that error at once (the transaction's ROLLBACK
 * does not wait another timeout) and goes back to the pool with it, which closes its socket: once
 * the path is back, the pool opens fresh connections instead of reusing dead ones.
 */
function discardingTimedOut(pool: pg.Pool) {
  return {
    async connect() {
      const client = await pool.connect();
      let broken: Error | undefined;
      return {
        query(text: string, values: readonly unknown[]) {
          if (broken) return Promise.reject(broken);
          return client.query(text, [...values]).catch((err: unknown) => {
            if (isReadTimeout(err)) broken = err as Error;
            throw err;
          });
        },
        release: () => client.release(broken),
      };
    },
    end: () => pool.end(),
  };
}

// better-sqlite3 12 aborts the process on Node 24 (its node::ObjectWrap removes a cleanup hook
// during garbage collection, where Node 24 asserts); 13 is on Node-API but needs Node 22, and
// segfaults on Node 20. So each Node gets the one that works there (same API).
export const SQLite: typeof SQLiteDatabase = createRequire(import.meta.url)(
  Number(process.versions.node.split(".")[0]) >= 22 ? "better-sqlite3-napi" : "better-sqlite3",
);

// Keep COUNT(*) and BIGINT sums as numbers: our values stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

const isBusy = (err: unknown) =>
  /^SQLITE_BUSY/.test(String((err as { code?: unknown } | null)?.code ?? ""));

/**
 * Several processes on one SQLite file (WEB_CONCURRENCY workers, the backup, the CLI): a
 * transaction takes the write lock when it begins (BEGIN IMMEDIATE), so it never fails half-way
 * upgrading a read snapshot another process has since written past (SQLITE_BUSY_SNAPSHOT, which
 * busy_timeout does not wait for). If the lock stays busy beyond busy_timeout, begin again after
 * a short random pause instead of failing the request.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await connection.executeQuery(CompiledQuery.raw("begin immediate"));
        return;
      } catch (err) {
        if (!isBusy(err) || attempt >= SQLITE_BEGIN_ATTEMPTS) throw err;
        await new Promise((r) => setTimeout(r, Math.random() * 50 * attempt));
      }
    }
  }
}

export const SQLITE_BEGIN_ATTEMPTS = 10;

class MultiProcessSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

const sqliteChangeCounters = new WeakMap<Db, () => string>();

/**
 * SQLite only: a synchronous reading that changes whenever anything may have been written to the
 * database since the last reading: `total_changes()` counts the rows this connection's statements
 * (and their triggers) inserted, updated or deleted, committed or not; `data_version` moves when
 * another connection (another process) commits. Equal readings mean nothing was written in
 * between, so a value read from the database after the first is still current; a different one
 * says only that something changed, somewhere. A few microseconds and no await, where a query
 * through Kysely queues for the connection (used by the product cache, docs/decisions/0002).
 * Undefined for PostgreSQL, which has no such counter.
 */
export const changeCounters = (db: Db): (() => string) | undefined => sqliteChangeCounters.get(db);

const postgresPools = new WeakMap<Db, pg.Pool>();

/** PostgreSQL only: the pool itself, for a hot query that must skip Kysely (the fingerprint). */
export const postgresPool = (db: Db): pg.Pool | undefined => postgresPools.get(db);

/**
 * PostgreSQL only: the pool's connections now (open, idle, and queries waiting for one) and its
 * limit, for GET /metrics. Undefined for SQLite, which has one connection and no pool.
 */
export function poolStats(
  db: Db,
): { size: number; idle: number; waiting: number; max: number } | undefined {
  const pool = postgresPools.get(db);
  if (!pool) return undefined;
  return {
    size: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max ?? 10,
  };
}

export function createDb(options: DbOptions): Db {
  if (options.dialect === "sqlite") {
    // Owner-only, whatever the umask: it holds the keys and every customer's address.
    makePrivateDirSync(path.dirname(options.file), { tighten: false });
    makePrivateDatabaseSync(options.file);
    const sqlite = new SQLite(options.file);
    // WAL lets readers proceed while one writer commits; foreign keys are off by default in SQLite.
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("foreign_keys = ON");
    // A writer waits up to this long for another process's write to commit (better-sqlite3 is
    // synchronous: the wait blocks this process, so it stays short; transactions retry on top).
    sqlite.pragma("busy_timeout = 2000");
    sqlite.pragma("synchronous = NORMAL");
    const dialect = new MultiProcessSqliteDialect({ database: sqlite });
    const db = new Kysely<Database>({
      dialect: options.tracing
        ? tracedDialect(dialect, options.tracing.queries("sqlite"))
        : dialect,
    });
    const counters = sqlite
      .prepare("select total_changes() as c, data_version as v from pragma_data_version")
      .raw();
    sqliteChangeCounters.set(db, () => (counters.get() as number[]).join(":"));
    return db;
  }
  const timeouts = { ...POSTGRES_TIMEOUTS, ...options.timeouts };
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: timeouts.connect,
    idleTimeoutMillis: timeouts.idle,
    statement_timeout: timeouts.statement,
    query_timeout: timeouts.query,
    idle_in_transaction_session_timeout: timeouts.idleInTransaction,
    // A peer that vanished (a failover, a cut path) is noticed on idle connections too.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // A per-test schema keeps parallel test files apart on one database.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // A connection the server drops (restart, failover) must not crash the process: its query
  // fails (a 503), the pool discards it, and the next query gets a fresh one or a 503.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  // Kysely calls query(sql, values) and release(), nothing else (no cursor is configured).
  const dialect = new PostgresDialect({
    pool: discardingTimedOut(pool) as unknown as PostgresPool,
  });
  const db = new Kysely<Database>({
    dialect: options.tracing
      ? tracedDialect(dialect, options.tracing.queries("postgresql"))
      : dialect,
  });
  postgresPools.set(db, pool);
  return db;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see an untyped Kysely
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function dbOptionsFromConfig(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DbOptions {
  if (!config.databaseUrl)
    return { dialect: "sqlite", file: path.join(config.dataDir, "store.db") };
  // A URL may choose the schema (`?options=-c search_path=shop`, as libpq takes it): the
  // migrations then keep their own tables in that schema too. Kysely looks for them by name in
  // every schema otherwise, and finds another store's on a shared server.
  const options = new URL(config.databaseUrl).searchParams.get("options") ?? "";
  const schema = /(?:^|\s)-c\s*search_path=([A-Za-z_][A-Za-z0-9_]*)(?:\s|$)/.exec(options)?.[1];
  return { dialect: "postgres", url: config.databaseUrl, ...(schema ? { schema } : {}) };
}

export const nowIso = () => new Date().toISOString();

/**
 * A unique index refused a row, on either dialect: PostgreSQL's 23505, SQLite's
 * SQLITE_CONSTRAINT_UNIQUE (two admins adding the same thing at once: the index decides).
 */
export function isUniqueViolation(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE") return true;
  return typeof message === "string" && /unique constraint|duplicate key/i.test(message);
}
