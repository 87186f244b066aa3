import { createHash } from "node:crypto";
import { changeCounters, type Db } from "../../db/dialects";
import { notFound } from "../../lib/errors";
import * as repo from "./products.repository";
import { findProduct, toProduct } from "./products.service";

// The read cache (docs/decisions/0002-product-cache.md), one per app (plugins/product-cache.ts).
//
// Public reads answer JSON serialised once (kept as bytes), with a content ETag. Several
// processes may share one database, and orders in any of them change stock, so a cached answer
// is only used after a fresh look at the catalog's fingerprint (one short aggregate row, kept
// current by a trigger on every insert and update). Concurrent requests share that look: each
// waits for one that *started after it arrived*, so a request never sees data older than the
// moment it came in, and under load the database answers one fingerprint query at a time, not
// one per request. On SQLite the shared look is cheaper still: the connection's change counters
// (db/dialects.ts, changeCounters) are read first, and when nothing at all has been written since
// the last fingerprint was read, that fingerprint is still the catalog's and no query runs.

/** The JSON kept as UTF-8 bytes: sending a string would encode it again on every response. */
export type CachedBody = { body: Buffer; etag: string };
type Entry = CachedBody & { fingerprint: string };

export type ProductCache = {
  /** GET /products: the list as ready JSON bytes with its ETag. */
  list(): Promise<CachedBody>;
  /** GET /products/:id: one product as ready JSON bytes, or 404. */
  one(id: number): Promise<CachedBody>;
  /**
   * Drops this process's cached product answers. Call it after any change to products (admin
   * edits, orders taking or returning stock). Not needed for correctness across processes —
   * every read checks the catalog fingerprint first — but it frees memory at once.
   */
  invalidate(): void;
};

class FingerprintedCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loads = new Map<string, Promise<Entry | null>>();
  private inFlight: Promise<void> | null = null;
  private next: Promise<string> | null = null;
  private latest: string | null = null;
  /** The change counters read just before `latest` was queried (SQLite only). */
  private latestCounters: string | null = null;
  private generation = 0;

  constructor(
    private readonly readFingerprint: () => Promise<string>,
    private readonly readCounters?: () => string,
  ) {}

  invalidate(): void {
    this.entries.clear();
    this.generation++;
  }

  /**
   * The fingerprint as read by a query that began after this call. Callers arriving in the same
   * turn of the event loop share one query, started once they are all in (setImmediate); while
   * one query is on its way, newcomers queue for the next instead of starting their own.
   */
  private fingerprint(): Promise<string> {
    this.next ??= (this.inFlight ?? Promise.resolve())
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        this.next = null;
        // Read before the query: a write between the two shows as different counters next time.
        const counters = this.readCounters?.() ?? null;
        if (counters !== null && counters === this.latestCounters && this.latest !== null)
          return this.latest;
        const run = this.readFingerprint().then((fp) => {
          if (fp !== this.latest) {
            this.latest = fp;
            this.entries.clear();
          }
          this.latestCounters = counters;
          return fp;
        });
        const settled: Promise<void> = run.then(
          () => this.finished(settled),
          () => this.finished(settled),
        );
        this.inFlight = settled;
        return run;
      });
    return this.next;
  }

  private finished(run: Promise<void>): void {
    if (this.inFlight === run) this.inFlight = null;
  }

  async get(key: string, load: () => Promise<unknown>): Promise<CachedBody | null> {
    const fingerprint = await this.fingerprint();
    const hit = this.entries.get(key);
    if (hit && hit.fingerprint === fingerprint) return hit;

    // The fingerprint was read before the rows, so a change in between only costs a reload.
    const flight = `${key}@${fingerprint}`;
    let loading = this.loads.get(flight);
    if (!loading) {
      const generation = this.generation;
      loading = load()
        .then((value) => {
          if (value === undefined) return null;
          const body = Buffer.from(JSON.stringify(value));
          const entry: Entry = { body, etag: etagOf(body), fingerprint };
          if (generation === this.generation && fingerprint === this.latest)
            this.entries.set(key, entry);
          return entry;
        })
        .finally(() => this.loads.delete(flight));
      this.loads.set(flight, loading);
    }
    return loading;
  }
}

const etagOf = (body: Buffer) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

export function createProductCache(db: Db): ProductCache {
  const cache = new FingerprintedCache(repo.catalogFingerprint(db), changeCounters(db));
  return {
    list: () =>
      cache
        .get("list", async () => (await repo.listProducts(db)).map(toProduct))
        .then((entry) => entry!),
    async one(id) {
      const entry = await cache.get(`product:${id}`, () => findProduct(db, id));
      if (!entry) throw notFound("Product not found");
      return entry;
    },
    invalidate: () => cache.invalidate(),
  };
}

/** True when an If-None-Match header names this ETag (or is `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}
