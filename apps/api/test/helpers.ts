import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../src/app";
import { loadConfig, type Config } from "../src/config";
import type { DbOptions, DialectName } from "../src/db/dialects";

/**
 * Every API suite runs once per dialect: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
 * TEST_DIALECTS (a comma-separated list of sqlite, postgres) narrows that to the ones named: CI
 * runs PostgreSQL on Node 20 and SQLite on Node 24, each once (scripts/test.mjs, README "Tests").
 * Tests written for one dialect by name (createTestApp("sqlite")) run whatever it says.
 */
export const DIALECTS: DialectName[] = chooseDialects(
  process.env.TEST_DIALECTS,
  Boolean(process.env.TEST_DATABASE_URL),
);

export function chooseDialects(wanted: string | undefined, hasPostgres: boolean): DialectName[] {
  const available: DialectName[] = ["sqlite", ...(hasPostgres ? (["postgres"] as const) : [])];
  if (!wanted?.trim()) return available;
  const names = wanted.split(",").map((name) => name.trim());
  for (const name of names) {
    if (name !== "sqlite" && name !== "postgres")
      throw new Error(`TEST_DIALECTS: "${name}" is not a dialect (sqlite, postgres)`);
    // Asked for by name and silently not run would pass with nothing tested.
    if (!available.includes(name))
      throw new Error(`TEST_DIALECTS asks for ${name}, but TEST_DATABASE_URL is not set`);
  }
  return available.filter((dialect) => names.includes(dialect));
}

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  dbOptions: DbOptions;
  /** Reads the e-mails written to the outbox, oldest first. */
  outbox(): { to: string; subject: string; text: string; links: string[] }[];
  /** Waits for an e-mail to `to` whose subject matches, and returns its first link. */
  waitForLink(to: string, subject?: RegExp): Promise<string>;
  inject(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/** A fresh database for one test: a new SQLite file, or a new PostgreSQL schema. */
export async function freshDatabase(
  dialect: DialectName,
  dataDir: string,
): Promise<{ options: DbOptions; drop(): Promise<void> }> {
  if (dialect === "sqlite")
    return { options: { dialect, file: path.join(dataDir, "store.db") }, drop: async () => {} };
  const url = process.env.TEST_DATABASE_URL!;
  // Named after the run, so global-setup.ts drops this run's schemas when every file is done.
  const run = process.env.ATELIER_TEST_RUN ?? "adhoc";
  const schema = `t_${run}_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  return {
    options: { dialect, url, schema, poolSize: 5 },
    // Left for global-setup.ts: see there why a schema is not dropped as its test ends.
    async drop() {},
  };
}

export function parseEml(raw: string) {
  const header = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const get = (name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(header)?.[1]?.trim() ?? "";
  // Quoted-printable soft breaks and =3D escapes, enough to read links back.
  const body = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  const text = body.split(/Content-Type: text\/plain[^\n]*\n/i)[1]?.split(/\n--/)[0] ?? body;
  const links = [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]);
  return { to: get("To"), subject: get("Subject"), text, links };
}

export async function createTestApp(
  dialect: DialectName,
  env: Record<string, string> = {},
  tweak: (config: Config) => void = () => {},
  /** Where the store finds its fresh database (through a relay, say: test/relay.ts). */
  reach: (db: DbOptions) => DbOptions = (db) => db,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    PUBLIC_URL: "http://shop.test",
    ...env,
  });
  tweak(config);
  const database = await freshDatabase(dialect, dataDir);
  database.options = reach(database.options);
  const app = await buildApp(config, { db: database.options, logger: false });
  await app.ready();
  const outboxDir = path.join(dataDir, "outbox");
  const outbox = () =>
    fs.existsSync(outboxDir)
      ? fs
          .readdirSync(outboxDir)
          .filter((f) => f.endsWith(".eml"))
          .sort()
          .map((f) => parseEml(fs.readFileSync(path.join(outboxDir, f), "utf8")))
      : [];
  return {
    app,
    config,
    dataDir,
    dbOptions: database.options,
    outbox,
    async waitForLink(to, subject) {
      for (let i = 0; i < 100; i++) {
        const mail = outbox()
          .reverse()
          .find((m) => m.to.includes(to) && (!subject || subject.test(m.subject)));
        if (mail?.links[0]) return mail.links[0];
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no e-mail with a link reached ${to}`);
    },
    inject({ token, ...opts }) {
      return app.inject({
        ...opts,
        headers: {
          ...(opts.headers ?? {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
    },
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs up and logs in; returns the token. */
export async function signupAndLogin(
  t: TestApp,
  email: string,
  password = "Sunrise2026",
): Promise<string> {
  const s = await t.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: { email, password },
  });
  if (s.statusCode !== 201) throw new Error(`signup failed: ${s.body}`);
  return login(t, email, password);
}

export async function login(t: TestApp, email: string, password: string): Promise<string> {
  const r = await t.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
  });
  if (r.statusCode !== 200) throw new Error(`login failed: ${r.body}`);
  return (r.json() as { token: string }).token;
}

/** An admin account made the way production makes one (ADMIN_EMAIL bootstrap path). */
export async function adminToken(
  t: TestApp,
  email = "owner@atelier.test",
  password = "Admin2026pass",
): Promise<string> {
  const { upsertAdmin } = await import("../src/features/auth/auth.service");
  await upsertAdmin(t.app.db, email, password, t.config.publicUrl);
  return login(t, email, password);
}

/**
 * A second app process on the same database as `t` (the store runs as several processes:
 * docs/decisions/0002-product-cache.md): same schema or file, same
 * outbox. The caller closes it; closing it leaves the database to `t`.
 */
export async function createSecondApp(t: TestApp): Promise<FastifyInstance> {
  const app = await buildApp(t.config, { db: t.dbOptions, logger: false });
  await app.ready();
  return app;
}

/**
 * Rate limits count in fixed windows of the clock (plugins/rate-limit.ts: one minute from :00).
 * A test that fills a limit and expects the next request refused calls this first: when fewer
 * than `needMs` are left in the window, it waits for the next one, so its requests share a window
 * (a run that straddled a minute's end once saw its fourth order let in).
 */
export async function inOneWindow(needMs = 10_000, windowMs = 60_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
