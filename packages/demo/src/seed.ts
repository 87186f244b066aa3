import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { IMAGE_WIDTHS, productCreateSchema } from "@atelier/shared/products";
import { DEMO_CATALOG, type DemoProduct } from "./catalog";
import { renderGarmentImages } from "./garment-art/index";

/** A product as the store's create schema gives it, with the moment it was added. */
export type SeedProduct = {
  product: ReturnType<typeof productCreateSchema.parse>;
  insertedAt: string;
};

/** What seeding needs of the store; the API passes its own (apps/api/src/bootstrap.ts). */
export type SeedStore = {
  /** Puts a cached shot straight into the store's upload storage (disk or bucket), by name. */
  putUpload(name: string, data: Buffer): Promise<void>;
  /** A stored upload's bytes, to keep in the cache; null when missing. */
  readUpload(name: string): Promise<Buffer | null>;
  isEmpty(): Promise<boolean>;
  /** Stores one shot the way an admin's upload is stored; answers its URL. */
  storeImage(image: Buffer): Promise<string>;
  /** Adds the products at once unless the store has products by then; answers how many it added. */
  insertIntoEmpty(products: SeedProduct[]): Promise<number>;
};

/** Pino's shape, so the store's logger fits. */
export type SeedLog = { info(obj: object, msg: string): void; info(msg: string): void };

export type SeedOptions = {
  /** Tests seed a few products; the store seeds them all. */
  catalog?: DemoProduct[];
  render?: (product: DemoProduct) => Promise<Buffer[]>;
  /** Products rendered at once: rendering is CPU-bound and the store may share two cores. */
  concurrency?: number;
  now?: Date;
  /**
   * Where finished shots are kept between fresh databases (tests, benches, a reset store):
   * rendering takes seconds per garment, copying takes milliseconds.
   */
  cacheDir?: string;
};

/** Bump when the art changes in a way the product data does not show. */
const ART_VERSION = 2;

async function cachedShots(
  product: DemoProduct,
  store: SeedStore,
  cacheDir: string | undefined,
  make: () => Promise<string[]>,
): Promise<string[]> {
  if (!cacheDir) return make();
  const key = createHash("sha256")
    .update(JSON.stringify({ ART_VERSION, product, render: renderGarmentImages.toString().length }))
    .digest("hex")
    .slice(0, 24);
  const index = path.join(cacheDir, `${key}.json`);
  const fileName = (url: string, width: number) =>
    path.basename(url).replace(/-\d+\.webp$/, `-${width}.webp`);
  try {
    const urls = JSON.parse(await fs.readFile(index, "utf8")) as string[];
    for (const url of urls)
      for (const w of IMAGE_WIDTHS) {
        const name = fileName(url, w);
        await store.putUpload(name, await fs.readFile(path.join(cacheDir, "files", name)));
      }
    return urls;
  } catch {
    // Not cached yet (or the cache is damaged): render, then keep the result.
  }
  const urls = await make();
  try {
    await fs.mkdir(path.join(cacheDir, "files"), { recursive: true });
    for (const url of urls)
      for (const w of IMAGE_WIDTHS) {
        const name = fileName(url, w);
        const data = await store.readUpload(name);
        if (!data) throw new Error(`${name} was not stored`);
        await fs.writeFile(path.join(cacheDir, "files", name), data);
      }
    await fs.writeFile(index, JSON.stringify(urls));
  } catch {
    // A read-only cache only costs speed.
  }
  return urls;
}

const DAY_MS = 86_400_000;

/** Runs `work` over `items`, at most `limit` at a time, keeping the results in order. */
async function mapLimited<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Seeds the demo catalog into an empty products table (SEED_DEMO). Each product's shots
 * are rendered locally and go through the upload pipeline (WebP widths, content-addressed
 * names), so demo images behave exactly like an admin's. Answers how many products it added.
 */
export async function seedDemoCatalog(
  store: SeedStore,
  log: SeedLog,
  options: SeedOptions = {},
): Promise<number> {
  if (!(await store.isEmpty())) return 0;
  const catalog = options.catalog ?? DEMO_CATALOG;
  const render = options.render ?? renderGarmentImages;
  const started = performance.now();
  log.info(
    { products: catalog.length },
    "demo catalog: rendering product images (first start only)",
  );

  let done = 0;
  const images = await mapLimited(catalog, options.concurrency ?? 2, async (product) => {
    const urls = await cachedShots(
      product,
      store,
      options.render ? undefined : options.cacheDir,
      async () => {
        const made: string[] = [];
        for (const shot of await render(product)) made.push(await store.storeImage(shot));
        return made;
      },
    );
    done++;
    log.info(`demo catalog: ${done}/${catalog.length} ${product.title}`);
    return urls;
  });

  const now = (options.now ?? new Date()).getTime();
  const products = catalog.map((p, i): SeedProduct => ({
    // Through the create schema, so the demo data obeys the rules an admin's products do.
    product: productCreateSchema.parse({
      title: p.title,
      description: p.description,
      category: p.category,
      material: p.material,
      titleAr: p.titleAr,
      descriptionAr: p.descriptionAr,
      categoryAr: p.categoryAr,
      materialAr: p.materialAr,
      originalPrice: p.originalPrice,
      salePrice: p.salePrice,
      images: images[i],
      quantityS: p.quantities.S,
      quantityM: p.quantities.M,
      quantityL: p.quantities.L,
      quantityXL: p.quantities.XL,
    }),
    insertedAt: new Date(now - p.ageDays * DAY_MS).toISOString(),
  }));

  // Two starts racing on one empty database: the store lets only one of them insert.
  const inserted = await store.insertIntoEmpty(products);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (inserted)
    log.info(
      { products: inserted, seconds },
      `demo catalog: ${inserted} products ready in ${seconds} s`,
    );
  else log.info("demo catalog: another process seeded it first");
  return inserted;
}
