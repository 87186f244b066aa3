import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freshDatabase } from "./helpers";
import { createDb, type Db } from "../src/db/dialects";
import type { DialectName } from "../src/db/dialects";

/*
 * Real server processes for the tests that run the store the way production does: the entry
 * point (src/server.ts, with tsx), several of them or WEB_CONCURRENCY workers, on one database,
 * spoken to over real sockets (docs/deploy.md).
 */

const apiDir = path.resolve(import.meta.dirname, "..");
export const ADMIN = { email: "owner@atelier.test", password: "Admin2026pass" };

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  origin: string;
  output(): string;
  exited: Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function waitFor(check: () => boolean | Promise<boolean>, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("timed out");
}

/** A database for spawned servers: a SQLite file in `dataDir`, or a fresh PostgreSQL schema. */
export async function sharedDatabase(dialect: DialectName) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-proc-"));
  const { options } = await freshDatabase(dialect, dataDir);
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (options.dialect === "postgres") {
    // The schema travels in the URL as a startup option, as it would for any pg client.
    const url = new URL(options.url);
    url.searchParams.set("options", `-c search_path=${options.schema}`);
    env.DATABASE_URL = url.toString();
  }
  return { dataDir, env, open: (): Db => createDb(options) };
}

/** Starts src/server.ts; resolves once it says it is open. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? "",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      HOST: "127.0.0.1",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
      PORT: String(port),
    },
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += String(d)));
  child.stderr?.on("data", (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  await waitFor(() => {
    if (gone) throw new Error(`the server exited before it opened:\n${output}`);
    return output.includes("is open at");
  }, 90_000).catch((err: unknown) => {
    child.kill("SIGKILL");
    throw err;
  });
  return { child, port, origin: `http://127.0.0.1:${port}`, output: () => output, exited };
}

export type Answer = { status: number; body: unknown; worker: string | undefined };

/**
 * One request on a connection of its own (no keep-alive), so successive requests are spread over
 * the workers or backends the way separate shoppers' browsers are. A connection the server drops
 * (or leaves unanswered for 10 s) answers status 0: the client got no acknowledgement.
 */
export function request(
  origin: string,
  method: string,
  url: string,
  opts: {
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    /** The client's own address (any 127.x.y.z on Linux): shoppers behind a proxy. */
    from?: string;
  } = {},
): Promise<Answer> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve) => {
    const req = http.request(
      `${origin}${url}`,
      {
        method,
        agent: false,
        ...(opts.from ? { localAddress: opts.from } : {}),
        headers: {
          ...(payload ? { "content-type": "application/json" } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += String(d)));
        res.on("error", () => resolve({ status: 0, body: null, worker: undefined }));
        res.on("end", () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON
          }
          const worker = res.headers["x-worker"];
          resolve({
            status: res.statusCode ?? 0,
            body,
            worker: worker ? String(worker) : undefined,
          });
        });
      },
    );
    req.on("error", () => resolve({ status: 0, body: null, worker: undefined }));
    // A connection handed to a worker as it was killed is never answered: give up, as a browser
    // would. The shopper saw no acknowledgement.
    req.setTimeout(10_000, () => req.destroy());
    req.end(payload);
  });
}

/** Logs in (or signs up, then logs in) over HTTP; returns the session token. */
export async function session(origin: string, email: string, password: string, signup = true) {
  if (signup) {
    const s = await request(origin, "POST", "/api/auth/signup", { body: { email, password } });
    if (s.status !== 201) throw new Error(`signup failed: ${s.status} ${JSON.stringify(s.body)}`);
  }
  const r = await request(origin, "POST", "/api/auth/login", { body: { email, password } });
  if (r.status !== 200) throw new Error(`login failed: ${r.status} ${JSON.stringify(r.body)}`);
  return (r.body as { token: string }).token;
}

/** A product with stock in size M and L, added through the admin API. */
export async function product(origin: string, admin: string, title: string, m: number, l = 0) {
  const r = await request(origin, "POST", "/api/products", {
    token: admin,
    body: {
      title,
      description: "Cut loose from washed Irish linen.",
      category: "Shirts",
      material: "Linen",
      originalPrice: 850,
      salePrice: 850,
      images: [],
      quantityS: 0,
      quantityM: m,
      quantityL: l,
      quantityXL: 0,
    },
  });
  if (r.status !== 201) throw new Error(`product failed: ${r.status} ${JSON.stringify(r.body)}`);
  return (r.body as { id: number }).id;
}

/** True while a process with this pid exists. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A client address of this run's own (X-Forwarded-For), so counters never collide in Redis. */
export const testAddress = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

/**
 * TEST_REDIS_URL with a logical database of this test's own (one of from…to; each file its own
 * range): the per-account counters
 * are keyed by account id, and every fresh test database has accounts 1, 2, 3…, so tests
 * sharing one Redis database in the same minute would count each other's orders (as two stores
 * would: docs/deploy.md gives each store its own Redis database).
 */
export function ownRedisDatabase(url: string, from: number, to: number): string {
  const u = new URL(url);
  u.pathname = `/${from + Math.floor(Math.random() * (to - from + 1))}`;
  return u.toString();
}
