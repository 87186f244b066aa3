import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { dbOptionsFromConfig, type DbOptions } from "../src/db/dialects";
import { backup, restore } from "../src/ops/backup";
import { DIALECTS, freshDatabase } from "./helpers";

/*
 * Issue 26, item 3 (docs/security.md#second-round-issue-26): `npm run backup` wrote a 0755
 * folder with a 0644 store.db holding the order-link key, password hashes and every customer's
 * address; a DATA_DIR the store made itself was 0755 with a 0644 database, receipts and outbox
 * mails (reset links). Under the usual umask of 022, everything the store writes is owner-only.
 */
const mode = (p: string) => fs.statSync(p).mode & 0o777;

/** Every folder and file under `root`, with its mode. */
function modesUnder(root: string): { path: string; dir: boolean; mode: number }[] {
  const out: { path: string; dir: boolean; mode: number }[] = [];
  for (const e of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    const p = path.join(e.parentPath, e.name);
    out.push({ path: path.relative(root, p), dir: e.isDirectory(), mode: mode(p) });
  }
  return out;
}

const expectOwnerOnly = (root: string) => {
  expect(mode(root), root).toBe(0o700);
  const entries = modesUnder(root);
  expect(entries.length).toBeGreaterThan(0);
  for (const e of entries) expect(e.mode.toString(8), e.path).toBe(e.dir ? "700" : "600");
};

async function waitFor(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(check()).toBe(true);
}

for (const dialect of DIALECTS) {
  describe(`files the store writes are owner-only (${dialect})`, () => {
    let root: string;
    let umask: number;
    beforeEach(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-modes-"));
      umask = process.umask(0o022);
    });
    afterEach(() => {
      process.umask(umask);
      fs.rmSync(root, { recursive: true, force: true });
    });

    async function start(dataDir: string, db?: DbOptions, logStream?: Writable) {
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        SEED_DEMO: "false",
        PUBLIC_URL: "http://shop.test",
      });
      const options = db ?? (await freshDatabase(dialect, root)).options;
      const app = await buildApp(config, {
        db: dialect === "sqlite" ? dbOptionsFromConfig(config) : options,
        ...(logStream ? { logStream } : { logger: false }),
      });
      await app.ready();
      return { app, config, db: dialect === "sqlite" ? dbOptionsFromConfig(config) : options };
    }

    it("creates DATA_DIR, the database, outbox, uploads, receipts and backups 0700/0600 under umask 022", async () => {
      const dataDir = path.join(root, "srv", "data");
      const { app, config, db } = await start(dataDir);
      try {
        const signup = await app.inject({
          method: "POST",
          url: "/api/auth/signup",
          payload: { email: "nour@example.com", password: "Sunrise2026" },
        });
        expect(signup.statusCode).toBe(201);
        // With SMTP unset the reset link is written as a file: the probe of issue 26.
        const forgot = await app.inject({
          method: "POST",
          url: "/api/auth/forgot-password",
          payload: { email: "nour@example.com" },
        });
        expect(forgot.statusCode).toBe(200);
        const outbox = path.join(dataDir, "outbox");
        await waitFor(
          () => fs.existsSync(outbox) && fs.readdirSync(outbox).some((f) => f.endsWith(".eml")),
        );
        await app.storage.put("a1b2c3-400.webp", Buffer.from("image"));
        await app.receipts.put("receipt-1.webp", Buffer.from("receipt"));

        expectOwnerOnly(dataDir);
        if (dialect === "sqlite")
          for (const f of ["store.db", "store.db-wal", "store.db-shm"])
            expect(mode(path.join(dataDir, f)).toString(8), f).toBe("600");

        const folder = path.join(root, "backups", "2026-11-26T00-00-00Z");
        await backup({ config, db, folder });
        expect(mode(path.join(root, "backups"))).toBe(0o700);
        expectOwnerOnly(folder);
      } finally {
        await app.close();
      }

      if (dialect === "sqlite") {
        const restored = path.join(root, "restored", "data");
        const config2 = loadConfig({ DATA_DIR: restored });
        await restore({
          config: config2,
          db: dbOptionsFromConfig(config2),
          folder: path.join(root, "backups", "2026-11-26T00-00-00Z"),
        });
        expectOwnerOnly(restored);
      }
    });

    it("warns at start when DATA_DIR is readable by others, and tightens a database file left 0644", async () => {
      const lines: string[] = [];
      const logStream = new Writable({
        write(chunk: Buffer, _enc, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      const dataDir = path.join(root, "shared");
      fs.mkdirSync(dataDir, { mode: 0o755 });
      fs.chmodSync(dataDir, 0o755);
      const first = await start(dataDir, undefined, logStream);
      await first.app.close();
      const warnings = lines.filter((l) => l.includes("DATA_DIR"));
      expect(warnings.length, lines.join("")).toBe(1);
      expect(warnings[0]).toContain(dataDir);
      // The operator's folder is left as it is: the warning says what to do.
      expect(mode(dataDir)).toBe(0o755);

      if (dialect === "sqlite") fs.chmodSync(path.join(dataDir, "store.db"), 0o644);
      fs.chmodSync(dataDir, 0o700);
      lines.length = 0;
      const second = await start(dataDir, first.db, logStream);
      await second.app.close();
      expect(lines.filter((l) => l.includes("DATA_DIR"))).toEqual([]);
      if (dialect === "sqlite") expect(mode(path.join(dataDir, "store.db"))).toBe(0o600);
    });
  });
}
