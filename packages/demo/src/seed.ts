import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { colorCreateSchema } from "@atelier/shared/colors";
import { IMAGE_WIDTHS, productCreateSchema } from "@atelier/shared/products";
import type { SizeGuideCreate } from "@atelier/shared/size-guides";
import { DEMO_CATALOG, type DemoProduct } from "./catalog";
import { looksOf, type Look } from "./colours";
import { renderGarmentImages } from "./garment-art/index";
import { DEMO_SIZE_GUIDES, GUIDE_OF_CATEGORY } from "./size-guides";

/** One colour of a product (issue 28): its names, swatch, own shots and own stock per size. */
export type SeedColor = {
  name: string;
  nameAr: string;
  hex: string;
  images: string[];
  quantityS: number;
  quantityM: number;
  quantityL: number;
  quantityXL: number;
};

/** A product as the store's create schema gives it, with the moment it was added. */
export type SeedProduct = {
  product: ReturnType<typeof productCreateSchema.parse>;
  insertedAt: string;
  /**
   * The colours it is sold in, in order. The product's images are then the first colour's and its
   * stock the sums over them (docs/product.md#colours).
   */
  colors?: SeedColor[];
  /** The name of one of the guides seeded with it (`insertIntoEmpty`'s `guides`). */
  sizeGuide?: string;
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
  /**
   * Adds the size guides and the products at once unless the store has products by then; answers
   * how many products it added.
   */
  insertIntoEmpty(products: SeedProduct[], guides: SizeGuideCreate[]): Promise<number>;
};

/** Pino's shape, so the store's logger fits. */
export type SeedLog = { info(obj: object, msg: string): void; info(msg: string): void };

export type SeedOptions = {
  /** Tests seed a few products; the store seeds them all. */
  catalog?: DemoProduct[];
  /** Draws a piece's shots, or only its first `shots` (renderGarmentImages). */
  render?: (product: DemoProduct, options?: { shots?: number }) => Promise<Buffer[]>;
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
  look: Look,
  store: SeedStore,
  cacheDir: string | undefined,
  make: () => Promise<string[]>,
): Promise<string[]> {
  if (!cacheDir) return make();
  // What the drawing depends on, its colour included: the stock can change without a re-render.
  const { title, art } = look.product;
  const key = createHash("sha256")
    .update(
      JSON.stringify({
        ART_VERSION,
        title,
        art,
        shots: look.shots ?? "all",
        render: renderGarmentImages.toString().length,
      }),
    )
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
 * Seeds the demo catalog and the label's size guides into an empty products table (SEED_DEMO).
 * Each product's shots, in each of its colours, are rendered locally and go through the upload
 * pipeline (WebP widths, content-addressed names), so demo images behave exactly like an
 * admin's. Answers how many products it added.
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
    {
      products: catalog.length,
      colours: catalog.reduce((n, p) => n + (p.colours?.length ?? 0), 0),
    },
    "demo catalog: rendering product images (first start only)",
  );

  // Every colour of every piece is a unit of work, so two cores stay busy to the end.
  const looks = catalog.flatMap((product, p) => looksOf(product).map((look) => ({ p, look })));
  const left = catalog.map((product) => looksOf(product).length);
  let done = 0;
  const shots = await mapLimited(looks, options.concurrency ?? 2, async ({ p, look }) => {
    const urls = await cachedShots(
      look,
      store,
      options.render ? undefined : options.cacheDir,
      async () => {
        const made: string[] = [];
        const rendered = await render(look.product, { shots: look.shots });
        for (const shot of rendered.slice(0, look.shots)) made.push(await store.storeImage(shot));
        return made;
      },
    );
    if (--left[p]! === 0) {
      done++;
      log.info(`demo catalog: ${done}/${catalog.length} ${catalog[p]!.title}`);
    }
    return urls;
  });
  const shotsOf = (p: number) => shots.filter((_, i) => looks[i]!.p === p);

  const now = (options.now ?? new Date()).getTime();
  const products = catalog.map((p, i): SeedProduct => {
    // Through the create schemas, so the demo data obeys the rules an admin's data does.
    const colors = p.colours?.map((c, k): SeedColor => {
      const parsed = colorCreateSchema.parse({
        name: c.name,
        nameAr: c.nameAr,
        hex: c.hex,
        quantityS: c.quantities.S,
        quantityM: c.quantities.M,
        quantityL: c.quantities.L,
        quantityXL: c.quantities.XL,
      });
      return {
        name: parsed.name,
        nameAr: parsed.nameAr ?? "",
        hex: parsed.hex,
        images: shotsOf(i)[k]!,
        quantityS: c.quantities.S,
        quantityM: c.quantities.M,
        quantityL: c.quantities.L,
        quantityXL: c.quantities.XL,
      };
    });
    // A piece in colours shows its first colour's shots and the sums of their stock, as the
    // store answers it (the store also works them out itself).
    const sum = (size: "S" | "M" | "L" | "XL") =>
      colors ? colors.reduce((n, c) => n + c[`quantity${size}`], 0) : p.quantities[size];
    const guide = GUIDE_OF_CATEGORY[p.category];
    return {
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
        images: colors ? colors[0]!.images : shotsOf(i)[0],
        quantityS: sum("S"),
        quantityM: sum("M"),
        quantityL: sum("L"),
        quantityXL: sum("XL"),
      }),
      insertedAt: new Date(now - p.ageDays * DAY_MS).toISOString(),
      ...(colors ? { colors } : {}),
      ...(guide ? { sizeGuide: DEMO_SIZE_GUIDES[guide].name } : {}),
    };
  });

  // Two starts racing on one empty database: the store lets only one of them insert.
  const inserted = await store.insertIntoEmpty(products, Object.values(DEMO_SIZE_GUIDES));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (inserted)
    log.info(
      { products: inserted, seconds },
      `demo catalog: ${inserted} products ready in ${seconds} s`,
    );
  else log.info("demo catalog: another process seeded it first");
  return inserted;
}
