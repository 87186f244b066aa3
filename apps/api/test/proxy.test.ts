import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { orderPayload } from "./fixtures";
import {
  ADMIN,
  freePort,
  ownRedisDatabase,
  product,
  request,
  session,
  sharedDatabase,
  startServer,
  waitFor,
  type Answer,
  type ServerProcess,
} from "./processes";

/*
 * The production shape of docs/deploy.md on one machine: Caddy with deploy/Caddyfile (plain HTTP
 * on a local port) in front of two app processes on one PostgreSQL and one Redis. Needs
 * /usr/bin/caddy (CADDY_PATH), TEST_DATABASE_URL and TEST_REDIS_URL; .ci/run provides all three.
 */
const caddy = process.env.CADDY_PATH ?? "/usr/bin/caddy";
const missing = [
  ...(fs.existsSync(caddy) ? [] : [`Caddy (${caddy}; apt-get install caddy)`]),
  ...(process.env.TEST_DATABASE_URL ? [] : ["TEST_DATABASE_URL"]),
  ...(process.env.TEST_REDIS_URL ? [] : ["TEST_REDIS_URL"]),
];
// (An empty TEST_DATABASE_URL is the Node 24 pass choosing SQLite only: nothing to warn about.)
if (missing.length && process.env.TEST_DATABASE_URL !== "")
  console.warn(`\n!!! The reverse proxy test was NOT run: missing ${missing.join(", ")}.\n`);

const RATE = 8;
const root = path.resolve(import.meta.dirname, "../../..");
/** A loopback address of its own for each shopper: Linux answers on all of 127.0.0.0/8. */
const shopperAddress = () =>
  `127.${[0, 0, 0].map(() => 1 + Math.floor(Math.random() * 250)).join(".")}`;

describe.skipIf(missing.length > 0)("Caddy in front of two app processes (postgres, redis)", () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((c) => c.kill("SIGKILL")));

  it("spreads orders over both, limits per X-Forwarded-For address, and loses no order when one dies", async () => {
    const db = await sharedDatabase("postgres");
    const env = {
      ...db.env,
      REDIS_URL: ownRedisDatabase(process.env.TEST_REDIS_URL!, 1, 7),
      // Caddy connects from 127.0.0.1: only it may say who the client is.
      TRUST_PROXY: "127.0.0.1",
      ORDER_RATE_LIMIT: String(RATE),
      MAX_OPEN_ORDERS: "1000",
      LOG_LEVEL: "info",
    };
    // One after the other, as an upgrade does: the first migrates, the second finds it done.
    const apps: ServerProcess[] = [];
    for (let i = 0; i < 2; i++) {
      const app = await startServer(env);
      children.push(app.child);
      apps.push(app);
    }

    const port = await freePort();
    const home = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-caddy-"));
    const proxy = spawn(
      caddy,
      ["run", "--config", path.join(root, "deploy/Caddyfile"), "--adapter", "caddyfile"],
      {
        env: {
          PATH: process.env.PATH ?? "",
          HOME: home,
          XDG_DATA_HOME: home,
          XDG_CONFIG_HOME: home,
          DOMAIN: `http://127.0.0.1:${port}`,
          UPSTREAMS: apps.map((a) => `127.0.0.1:${a.port}`).join(" "),
          CADDY_ADMIN: "off",
          HEALTH_INTERVAL: "300ms",
        },
      },
    );
    children.push(proxy);
    let proxyLog = "";
    proxy.stderr.on("data", (d) => (proxyLog += String(d)));
    const origin = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await request(origin, "GET", "/api/health")).status === 200).catch(
      () => {
        throw new Error(`Caddy did not answer:\n${proxyLog}`);
      },
    );

    const admin = await session(origin, ADMIN.email, ADMIN.password, false);
    const shoppers = await Promise.all(
      [1, 2, 3, 4].map((i) => session(origin, `shopper${i}@example.com`, "Sunrise2026")),
    );
    const belt = await product(origin, admin, "Leather Belt", 0, 500);
    const order = (i: number, from: string, headers: Record<string, string> = {}) =>
      request(origin, "POST", "/api/orders", {
        from,
        headers,
        token: shoppers[i % 4],
        body: orderPayload([{ productId: belt, L: 1 }], {
          customer_email: `shopper${(i % 4) + 1}@example.com`,
        }),
      });

    // One shopper's address: RATE orders pass, the next is refused, even with a forged
    // X-Forwarded-For (Caddy replaces it); another address is not affected.
    const a = shopperAddress();
    const first: Answer[] = [];
    for (let i = 0; i < RATE; i += 2)
      first.push(...(await Promise.all([order(i, a), order(i + 1, a)])));
    expect(first.map((r) => r.status)).toEqual(Array(RATE).fill(201));
    expect((await order(0, a)).status).toBe(429);
    expect((await order(1, a, { "x-forwarded-for": "203.0.113.9" })).status).toBe(429);
    const b = shopperAddress();
    expect((await order(2, b)).status).toBe(201);
    // Both processes placed orders, and both saw the shopper's address, not Caddy's.
    for (const app of apps) expect(app.output()).toContain(`"remoteAddress":"${a}"`);

    // SIGKILL one process while orders keep coming: what it never answered was never
    // acknowledged; every 201 is in the database; Caddy sends the rest to the other.
    const placed: number[] = [];
    const others: Answer[] = [];
    for (let i = 0; i < 16; i++) {
      const r = await order(i, shopperAddress());
      if (r.status === 201) placed.push((r.body as { id: number }).id);
      else if (i <= 5) throw new Error(`order ${i} before the kill answered ${r.status}`);
      else others.push(r);
      if (i === 5) apps[0]!.child.kill("SIGKILL");
    }
    // Before the kill every order was placed; after it, until Caddy notices, an order may meet
    // the dead process (a 502: no acknowledgement), never a second placement.
    expect(placed.length).toBeGreaterThanOrEqual(6);
    expect(others.every((r) => [0, 502, 503, 504].includes(r.status))).toBe(true);
    const conn = db.open();
    const stored = await conn.selectFrom("orders").select("id").where("id", "in", placed).execute();
    expect(stored).toHaveLength(placed.length);
    await conn.destroy();
    // Once the health checks have settled, every order goes through the process left.
    await waitFor(async () => (await request(origin, "GET", "/api/health")).status === 200);
    const after: Answer[] = [];
    for (let i = 0; i < 4; i++) after.push(await order(i, shopperAddress()));
    expect(
      after.map((r) => r.status),
      `${JSON.stringify(after.map((r) => r.body))}\n${proxyLog.slice(-4000)}`,
    ).toEqual([201, 201, 201, 201]);
  }, 180_000);
});

describe.skipIf(!fs.existsSync(caddy))("deploy/Caddyfile", () => {
  it("validates with no environment at all (DOMAIN defaults to localhost)", () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-caddy-"));
    const result = spawnSync(
      caddy,
      ["validate", "--config", path.join(root, "deploy/Caddyfile"), "--adapter", "caddyfile"],
      { env: { PATH: process.env.PATH ?? "", HOME: home }, encoding: "utf8" },
    );
    expect(result.stdout + result.stderr).toContain("Valid configuration");
    expect(result.status).toBe(0);
  });
});
