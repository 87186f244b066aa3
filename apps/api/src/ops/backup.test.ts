import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { createDb, type DbOptions, type DialectName } from "../db/dialects";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../test/helpers";
import { createProduct, orderPayload, ownerToken } from "../../test/fixtures";
import { backup, restore, type Manifest } from "./backup";

// Orders from two accounts as fast as the store takes them: the limits are not what is tested.
const LOAD = { ORDER_RATE_LIMIT: "100000", MAX_OPEN_ORDERS: "100000" };
const STOCK = 400;

const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

async function uploadPhoto(t: TestApp, colour: string): Promise<string> {
  const data = await sharp({
    create: { width: 900, height: 1100, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  const boundary = "----atelierBackup";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const r = await t.inject({
    method: "POST",
    url: "/api/images/upload",
    token: await ownerToken(t),
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
  expect(r.statusCode, r.body).toBe(201);
  return (r.json() as { url: string }).url;
}

type Line = { order_id: number; product_id: number; size: string; quantity: number };

async function snapshotOf(db: DbOptions) {
  const kysely = createDb(db);
  try {
    const orders = await kysely
      .selectFrom("orders")
      .select(["id", "status", "total_price", "customer_email"])
      .orderBy("id")
      .execute();
    const lines = (await kysely
      .selectFrom("order_lines")
      .select(["order_id", "product_id", "size", "quantity"])
      .orderBy("order_id")
      .orderBy("product_id")
      .orderBy("size")
      .execute()) as Line[];
    const products = await kysely
      .selectFrom("products")
      .select(["id", "quantity_s", "quantity_m", "quantity_l", "quantity_xl", "images"])
      .orderBy("id")
      .execute();
    return { orders, lines, products };
  } finally {
    await kysely.destroy();
  }
}

/** A fresh place to restore into: a new data folder, and for PostgreSQL a new database. */
async function freshPlace(dialect: DialectName, schema: string | undefined) {
  const dataDir = tmp("atelier-restore-");
  if (dialect === "sqlite") {
    const db: DbOptions = { dialect, file: path.join(dataDir, "store.db") };
    return { dataDir, db, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `atelier_restore_${randomBytes(4).toString("hex")}`;
  const admin = new URL(process.env.TEST_DATABASE_URL!);
  const args = [
    "-h",
    admin.hostname,
    "-p",
    admin.port || "5432",
    "-U",
    admin.username || "postgres",
  ];
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(admin.password) };
  execFileSync("createdb", [...args, name], { env });
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db: DbOptions = { dialect, url: url.toString(), schema, poolSize: 3 };
  return {
    dataDir,
    db,
    drop: async () => {
      execFileSync("dropdb", [...args, "--force", "--if-exists", name], { env });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

for (const dialect of DIALECTS) {
  describe(`backup and restore (${dialect})`, () => {
    let t: TestApp;
    const cleanup: (() => Promise<void>)[] = [];
    beforeEach(async () => {
      t = await createTestApp(dialect, LOAD, (c) => {
        c.rateLimits.ipPerMinute = 1_000_000;
      });
    });
    afterEach(async () => {
      for (const step of cleanup.splice(0)) await step();
      await t.close();
    });

    it("takes a consistent snapshot while orders pour in, and restores exactly it elsewhere", async () => {
      const images = [await uploadPhoto(t, "#5E1F2B"), await uploadPhoto(t, "#2F4A3A")];
      const stock = { S: STOCK, M: STOCK, L: STOCK, XL: STOCK };
      const products = [
        await createProduct(t, { title: "Silk Dress", stock, images: [images[0]!] }),
        await createProduct(t, { title: "Linen Shirt", stock, images: [images[1]!] }),
      ];
      const buyers = [
        { token: await signupAndLogin(t, "amira@example.com"), email: "amira@example.com" },
        { token: await signupAndLogin(t, "omar@example.com"), email: "omar@example.com" },
      ];

      // Four shoppers ordering one after another each, until told to stop.
      let placed = 0;
      let stop = false;
      const failures: string[] = [];
      const shopper = async (n: number) => {
        for (let i = 0; !stop; i++) {
          const who = buyers[(n + i) % buyers.length]!;
          const size = (["S", "M", "L", "XL"] as const)[(n + i) % 4]!;
          const r = await t.inject({
            method: "POST",
            url: "/api/orders",
            token: who.token,
            payload: orderPayload(
              [
                { productId: products[i % 2]!, [size]: 1 + (i % 2) },
                ...(i % 3 === 0 ? [{ productId: products[(i + 1) % 2]!, M: 1 }] : []),
              ],
              { customer_email: who.email },
            ),
          });
          if (r.statusCode === 201) placed++;
          else failures.push(`${r.statusCode} ${r.body}`);
        }
      };
      const load = Promise.all([0, 1, 2, 3].map(shopper));
      while (placed < 10) await new Promise((r) => setTimeout(r, 10));

      const folder = path.join(tmp("atelier-backup-"), "2026-11-23T18-00-00Z");
      cleanup.push(async () => fs.rmSync(path.dirname(folder), { recursive: true, force: true }));
      const lines: string[] = [];
      const manifest: Manifest = await backup({
        config: t.config,
        db: t.dbOptions,
        folder,
        print: (l) => lines.push(l),
      });
      const atBackup = placed;
      // More orders after the snapshot: the restore must not have them.
      while (placed < atBackup + 10) await new Promise((r) => setTimeout(r, 10));
      stop = true;
      await load;
      expect(failures).toEqual([]);
      expect(lines.at(-1)).toBe(`Backup written to ${folder}`);

      const live = await snapshotOf(t.dbOptions);
      expect(manifest).toMatchObject({
        format: "atelier-backup/1",
        dialect,
        database: dialect === "sqlite" ? "store.db" : "db.dump",
        migration: expect.stringMatching(/^\d{4}-\d{2}-\d{2}-\d{4}-/),
        uploads: { storage: "disk", folder: "uploads", files: 6 },
      });
      expect(manifest.counts.users).toBe(3);
      expect(manifest.counts.products).toBe(2);
      expect(manifest.counts.orders).toBeGreaterThanOrEqual(10);
      expect(manifest.counts.orders).toBeLessThan(live.orders.length);

      const place = await freshPlace(
        dialect,
        t.dbOptions.dialect === "postgres" ? t.dbOptions.schema : undefined,
      );
      cleanup.push(place.drop);
      const config = loadConfig({
        DATA_DIR: place.dataDir,
        LOG_LEVEL: "silent",
        SEED_DEMO: "false",
      });
      const said: string[] = [];
      await restore({ config, db: place.db, folder, print: (l) => said.push(l) });
      expect(said.at(-1)).toMatch(/^Restored \d+ orders and 2 products as of /);

      // Exactly the snapshot: its counts, and every restored order as the live store has it.
      const back = await snapshotOf(place.db);
      expect(back.orders).toHaveLength(manifest.counts.orders);
      expect(back.lines).toHaveLength(manifest.counts.orderLines);
      expect(back.orders).toEqual(live.orders.slice(0, back.orders.length));
      const restoredIds = new Set(back.orders.map((o) => o.id));
      expect(back.lines).toEqual(live.lines.filter((l) => restoredIds.has(l.order_id)));
      // Stock and ordered units add up to what was on the shelves, product by product and size
      // by size: no order is in the snapshot without its stock taken, nor the other way round.
      for (const p of back.products) {
        const ordered = (size: string) =>
          back.lines
            .filter((l) => l.product_id === p.id && l.size === size)
            .reduce((sum, l) => sum + l.quantity, 0);
        expect([
          p.quantity_s + ordered("S"),
          p.quantity_m + ordered("M"),
          p.quantity_l + ordered("L"),
          p.quantity_xl + ordered("XL"),
        ]).toEqual([STOCK, STOCK, STOCK, STOCK]);
      }
      expect(back.products.map((p) => p.images)).toEqual(live.products.map((p) => p.images));

      // The restored store serves the same images, byte for byte, and the same stock.
      const uploads = path.join(t.dataDir, "uploads");
      expect(fs.readdirSync(path.join(place.dataDir, "uploads")).sort()).toEqual(
        fs.readdirSync(uploads).sort(),
      );
      const app = await buildApp(config, { db: place.db, logger: false });
      try {
        for (const name of fs.readdirSync(uploads)) {
          const r = await app.inject({ method: "GET", url: `/uploads/${name}` });
          expect(r.statusCode).toBe(200);
          expect(r.rawPayload.equals(fs.readFileSync(path.join(uploads, name)))).toBe(true);
        }
        const product = await app.inject({ method: "GET", url: `/api/products/${products[0]}` });
        expect(product.json()).toMatchObject({ quantityS: back.products[0]!.quantity_s });
      } finally {
        await app.close();
      }

      // A place that holds a store is not overwritten by accident, nor a backup folder reused.
      await expect(restore({ config, db: place.db, folder })).rejects.toThrow(
        dialect === "sqlite" ? /is not empty/ : /already has tables/,
      );
      await expect(backup({ config: t.config, db: t.dbOptions, folder })).rejects.toThrow(
        /is not empty/,
      );
      // Unless asked to: then the place holds exactly the snapshot again, images included.
      await restore({ config, db: place.db, folder, force: true });
      const again = await snapshotOf(place.db);
      expect(again).toEqual(back);
      expect(fs.readdirSync(path.join(place.dataDir, "uploads"))).toHaveLength(6);
    }, 120_000);

    it("refuses a folder that is not a finished backup, and a backup of the other dialect", async () => {
      const empty = tmp("atelier-nobackup-");
      cleanup.push(async () => fs.rmSync(empty, { recursive: true, force: true }));
      await expect(restore({ config: t.config, db: t.dbOptions, folder: empty })).rejects.toThrow(
        /no readable manifest\.json/,
      );
      const other = dialect === "sqlite" ? "postgres" : "sqlite";
      fs.writeFileSync(
        path.join(empty, "manifest.json"),
        JSON.stringify({ format: "atelier-backup/1", dialect: other }),
      );
      await expect(restore({ config: t.config, db: t.dbOptions, folder: empty })).rejects.toThrow(
        `This backup is of a ${other} store`,
      );
    });
  });
}
