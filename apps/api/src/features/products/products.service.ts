import { createHash } from "node:crypto";
import {
  DEFAULT_CATEGORY,
  DEFAULT_MATERIAL,
  type Product,
  type Size,
  type productCreateSchema,
} from "@atelier/shared/products";
import { fromPiastres, toPiastres } from "@atelier/shared/money";
import type { z } from "zod";
import type { Db } from "../../db/dialects";
import { nowIso } from "../../db/dialects";
import { notFound } from "../../lib/errors";
import * as repo from "./products.repository";

export type ProductInput = z.output<typeof productCreateSchema>;

/** Ids are 32-bit integers in both databases; a larger one cannot exist (and would make PostgreSQL throw). */
const MAX_ID = 2_147_483_647;

export function toProduct(row: repo.ProductRow): Product {
  return {
    id: row.id,
    title: row.title,
    salePrice: fromPiastres(row.sale_price),
    originalPrice: fromPiastres(row.original_price),
    images: JSON.parse(row.images) as string[],
    description: row.description,
    category: row.category,
    material: row.material,
    insertedAt: row.inserted_at,
    quantityS: row.quantity_s,
    quantityM: row.quantity_m,
    quantityL: row.quantity_l,
    quantityXL: row.quantity_xl,
  };
}

export function productRow(input: ProductInput, insertedAt: string = nowIso()): repo.NewProductRow {
  return {
    title: input.title,
    description: input.description ?? "",
    // SPEC §3: blank category and material fall back to the label's defaults.
    category: input.category || DEFAULT_CATEGORY,
    material: input.material || DEFAULT_MATERIAL,
    sale_price: toPiastres(input.salePrice),
    original_price: toPiastres(input.originalPrice),
    images: JSON.stringify(input.images),
    inserted_at: insertedAt,
    quantity_s: input.quantityS,
    quantity_m: input.quantityM,
    quantity_l: input.quantityL,
    quantity_xl: input.quantityXL,
  };
}

export async function createProduct(db: Db, input: ProductInput): Promise<Product> {
  const row = await repo.insertProduct(db, productRow(input));
  invalidateProductCache({ db });
  return toProduct(row);
}

async function update(
  db: Db,
  id: number,
  changes: Parameters<typeof repo.updateProduct>[2],
): Promise<Product> {
  const row = id <= MAX_ID ? await repo.updateProduct(db, id, changes) : undefined;
  if (!row) throw notFound("Product not found");
  invalidateProductCache({ db });
  return toProduct(row);
}

export const setQuantity = (db: Db, id: number, size: Size, quantity: number) =>
  update(db, id, { [repo.STOCK_COLUMN[size]]: quantity });
export const setSalePrice = (db: Db, id: number, salePrice: number) =>
  update(db, id, { sale_price: toPiastres(salePrice) });
export const setOriginalPrice = (db: Db, id: number, originalPrice: number) =>
  update(db, id, { original_price: toPiastres(originalPrice) });
export const setImages = (db: Db, id: number, images: string[]) =>
  update(db, id, { images: JSON.stringify(images) });

export async function deleteProduct(db: Db, id: number): Promise<void> {
  // Cart lines go with it (ON DELETE CASCADE); order lines keep their snapshot (SET NULL).
  const deleted = id <= MAX_ID && (await repo.deleteProduct(db, id));
  if (!deleted) throw notFound("Product not found");
  invalidateProductCache({ db });
}

// ---------------------------------------------------------------------------------------------
// The read cache (docs/decisions/0002-product-cache.md)
//
// Public reads answer JSON serialised once (kept as bytes), with a content ETag. Several
// processes may share one database, and orders in any of them change stock, so a cached answer
// is only used after a fresh look at the catalog's fingerprint (one short aggregate row, kept
// current by a trigger on every insert and update). Concurrent requests share that look: each
// waits for one that *started after it arrived*, so a request never sees data older than the
// moment it came in, and under load the database answers one fingerprint query at a time, not
// one per request.

/** The JSON kept as UTF-8 bytes: sending a string would encode it again on every response. */
export type CachedBody = { body: Buffer; etag: string };
type Entry = CachedBody & { fingerprint: string };

class ProductCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loads = new Map<string, Promise<Entry | null>>();
  private inFlight: Promise<void> | null = null;
  private next: Promise<string> | null = null;
  private latest: string | null = null;
  private generation = 0;

  constructor(private readonly db: Db) {}

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
        const run = repo.catalogFingerprint(this.db).then((fp) => {
          if (fp !== this.latest) {
            this.latest = fp;
            this.entries.clear();
          }
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

const caches = new WeakMap<Db, ProductCache>();
const cacheFor = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ProductCache(db)));
  return cache;
};

const etagOf = (body: Buffer) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

/**
 * Drops this process's cached product answers. Call it after any change to products made
 * outside this feature (orders taking or returning stock). Not needed for correctness across
 * processes — every read checks the catalog fingerprint first — but it frees memory at once.
 */
export function invalidateProductCache(app: { db: Db }): void {
  caches.get(app.db)?.invalidate();
}

/** GET /products: the list as ready JSON bytes with its ETag. */
export function cachedProductList(db: Db): Promise<CachedBody> {
  return cacheFor(db)
    .get("list", async () => (await repo.listProducts(db)).map(toProduct))
    .then((entry) => entry!);
}

/** GET /products/:id: one product as ready JSON bytes, or 404. */
export async function cachedProduct(db: Db, id: number): Promise<CachedBody> {
  const entry =
    id <= MAX_ID
      ? await cacheFor(db).get(`product:${id}`, async () => {
          const row = await repo.findProduct(db, id);
          return row && toProduct(row);
        })
      : null;
  if (!entry) throw notFound("Product not found");
  return entry;
}

/** True when an If-None-Match header names this ETag (or is `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}
