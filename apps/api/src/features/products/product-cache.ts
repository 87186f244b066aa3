import { createHash } from "node:crypto";
import { productPagePath, type ProductPageQuery } from "@atelier/shared/catalogue";
import { changeCounters, type Db } from "../../db/dialects";
import { notFound } from "../../lib/errors";
import { compress, type Encoding } from "../../lib/compress";
import { searchUnitsOf } from "../synonyms/synonyms.service";
import * as repo from "./products.repository";
import { findProduct, toProducts } from "./products.service";

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
//
// A catalogue of thousands has thousands of answers (a page per category, order and number), so
// the entries together hold at most `maxBytes` (PRODUCT_CACHE_MB), least recently used out first;
// each keeps its compressed forms too, made on the first request that accepts them.

/** The JSON kept as UTF-8 bytes: sending a string would encode it again on every response. */
export type CachedBody = {
  body: Buffer;
  etag: string;
  /** A page's whole-list count (X-Total-Count). */
  total?: number;
  /** The body in an encoding the client accepts, compressed once and kept. */
  encoded?: (encoding: Encoding) => Promise<Buffer>;
};
type Entry = CachedBody & { fingerprint: string; bytes: number };

/** The default bound (PRODUCT_CACHE_MB in the configuration). */
export const PRODUCT_CACHE_BYTES = 32 * 1024 * 1024;

export type ProductCache = {
  /** GET /products: the list as ready JSON bytes with its ETag. */
  list(): Promise<CachedBody>;
  /** GET /products?…: one page, its products and the count of the list it is cut from. */
  page(query: ProductPageQuery): Promise<CachedBody>;
  /** GET /products/categories: the categories in use with their names and counts. */
  categories(): Promise<CachedBody>;
  /** GET /products/:id: one product as ready JSON bytes, or 404. */
  one(id: number): Promise<CachedBody>;
  /**
   * GET /products/search: the products holding every (folded) word, best first. Kept like the
   * rest until the catalogue changes, so an edit's answer is never followed by a stale result.
   * `beforeLoad` runs (and may throw) only when the answer must be worked out, for the one caller
   * who starts that; callers asking meanwhile share the answer.
   */
  search(words: string[], limit: number, beforeLoad?: () => Promise<void>): Promise<CachedBody>;
  /**
   * Drops this process's cached product answers. Call it after any change to products (admin
   * edits, orders taking or returning stock). Not needed for correctness across processes —
   * every read checks the catalog fingerprint first — but it frees memory at once.
   */
  invalidate(): void;
  /** What the cache holds now (tests and logs). */
  stats(): { entries: number; bytes: number };
};

class FingerprintedCache {
  /** In use order: a hit moves its entry to the end, so the first key is the least recent. */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly loads = new Map<string, Promise<Entry | null>>();
  /** The loads whose caller is being counted (beforeLoad) before starting them. */
  private readonly gates = new Map<string, Promise<void>>();
  private inFlight: Promise<void> | null = null;
  private next: Promise<string> | null = null;
  private latest: string | null = null;
  /** The change counters read just before `latest` was queried (SQLite only). */
  private latestCounters: string | null = null;
  private generation = 0;

  constructor(
    private readonly readFingerprint: () => Promise<string>,
    private readonly readCounters: (() => string) | undefined,
    private readonly maxBytes: number,
  ) {}

  invalidate(): void {
    this.clear();
    this.generation++;
  }

  stats() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** Keeps an entry if it fits, dropping the least recently used until it does. */
  private keep(key: string, entry: Entry): void {
    this.drop(key);
    if (entry.bytes > this.maxBytes) return;
    while (this.bytes + entry.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
  }

  /** Adds a compressed form's bytes to the count, if its entry is still kept. */
  private grew(key: string, entry: Entry, by: number): void {
    entry.bytes += by;
    if (this.entries.get(key) === entry) {
      this.bytes += by;
      if (this.bytes > this.maxBytes) this.keep(key, entry);
    }
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
            this.clear();
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

  async get(
    key: string,
    load: () => Promise<unknown>,
    total?: (value: never) => number,
    /** Runs before this caller starts a load (not on a hit, nor when joining one under way). */
    beforeLoad?: () => Promise<void>,
  ): Promise<CachedBody | null> {
    const fingerprint = await this.fingerprint();
    const hit = this.entries.get(key);
    if (hit && hit.fingerprint === fingerprint) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }

    // The fingerprint was read before the rows, so a change in between only costs a reload.
    const flight = `${key}@${fingerprint}`;
    // Only the caller that starts a load is counted: those arriving while it is (beforeLoad) wait
    // and join its load; if it is refused, the next counts for itself.
    let gate: Promise<void> | undefined;
    while (!this.loads.has(flight) && (gate = this.gates.get(flight))) await gate.catch(() => {});
    if (beforeLoad && !this.loads.has(flight)) {
      const counted = beforeLoad();
      this.gates.set(flight, counted);
      try {
        await counted;
      } finally {
        this.gates.delete(flight);
      }
    }
    let loading = this.loads.get(flight);
    if (!loading) {
      const generation = this.generation;
      loading = load()
        .then((loaded) => {
          if (loaded === undefined) return null;
          const value = total ? (loaded as { value: unknown }).value : loaded;
          const body = Buffer.from(JSON.stringify(value));
          const entry: Entry = {
            body,
            etag: etagOf(body),
            fingerprint,
            // The key's characters count twice: a string in memory is UTF-16.
            bytes: body.length + key.length * 2 + 200,
            ...(total ? { total: total(loaded as never) } : {}),
          };
          const encodings = new Map<Encoding, Promise<Buffer>>();
          entry.encoded = (encoding) => {
            let made = encodings.get(encoding);
            if (!made) {
              made = compress(encoding, body);
              encodings.set(encoding, made);
              void made.then(
                (bytes) => this.grew(key, entry, bytes.length),
                () => encodings.delete(encoding),
              );
            }
            return made;
          };
          if (generation === this.generation && fingerprint === this.latest) this.keep(key, entry);
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

export function createProductCache(
  db: Db,
  { maxBytes = PRODUCT_CACHE_BYTES }: { maxBytes?: number } = {},
): ProductCache {
  const cache = new FingerprintedCache(repo.catalogFingerprint(db), changeCounters(db), maxBytes);
  return {
    list: () =>
      cache
        .get("list", async () => toProducts(db, await repo.listProducts(db)))
        .then((entry) => entry!),
    page: (query) =>
      cache
        .get(
          productPagePath(query),
          async () => {
            const { rows, total } = await repo.listProductPage(db, query);
            return { value: await toProducts(db, rows), total };
          },
          (loaded: { total: number }) => loaded.total,
        )
        .then((entry) => entry!),
    categories: () =>
      cache.get("categories", () => repo.listCatalogueCategories(db)).then((entry) => entry!),
    async one(id) {
      const entry = await cache.get(`product:${id}`, () => findProduct(db, id));
      if (!entry) throw notFound("Product not found");
      return entry;
    },
    search: (words, limit, beforeLoad) =>
      cache
        .get(
          `search:${limit}:${words.join(" ")}`,
          // The label's synonyms are read with the rows: the fingerprint covers them too.
          async () => {
            const units = await searchUnitsOf(db, words);
            return toProducts(db, await repo.searchCatalogue(db, units, limit));
          },
          undefined,
          beforeLoad,
        )
        .then((entry) => entry!),
    invalidate: () => cache.invalidate(),
    stats: () => cache.stats(),
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
