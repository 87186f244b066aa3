import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  TransactionSettings,
} from "kysely";
import type { QueryTracer } from "../lib/tracing";

/**
 * A dialect whose every statement runs inside a span (OTEL_EXPORTER_OTLP_ENDPOINT, lib/tracing.ts):
 * the driver's connections are wrapped, so queries, transactions' BEGIN/COMMIT and migrations are
 * all seen, on SQLite and PostgreSQL alike. Used only when traces are on.
 */
export function tracedDialect(dialect: Dialect, trace: QueryTracer): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => new TracedDriver(dialect.createDriver(), trace),
  };
}

type Compile = QueryCompiler["compileQuery"];

class TracedDriver implements Driver {
  /** The driver's own connection behind each wrapped one (it releases what it handed out). */
  readonly #raw = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly trace: QueryTracer,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const raw = await this.inner.acquireConnection();
    const trace = this.trace;
    const traced: DatabaseConnection = {
      executeQuery: <R>(query: CompiledQuery) => trace(query.sql, () => raw.executeQuery<R>(query)),
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) =>
        raw.streamQuery<R>(query, chunkSize),
    };
    this.#raw.set(traced, raw);
    return traced;
  }

  // BEGIN, COMMIT and savepoints go through the wrapped connection's executeQuery: traced too.
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }
  savepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    return this.inner.savepoint!(connection, name, compile);
  }
  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    return this.inner.rollbackToSavepoint!(connection, name, compile);
  }
  releaseSavepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    return this.inner.releaseSavepoint!(connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(this.#raw.get(connection) ?? connection);
  }

  destroy() {
    return this.inner.destroy();
  }
}
