import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DIALECTS } from "./helpers";
import {
  ADMIN,
  alive,
  freePort,
  ownRedisDatabase,
  product,
  request,
  session,
  sharedDatabase,
  startServer,
  testAddress,
  waitFor,
  type Answer,
  type ServerProcess,
} from "./processes";
import { orderPayload } from "./fixtures";

/*
 * WEB_CONCURRENCY=2: the real entry point forks two workers on one port (src/server.ts). The
 * limits must hold across them, stock must not oversell, a killed worker must come back without
 * losing an acknowledged order, and SIGTERM must stop them all (docs/deploy.md).
 */
const RATE = 20;
const variants = [
  ...DIALECTS.map((dialect) => ({
    dialect,
    store: "database",
    redis: undefined as string | undefined,
  })),
  ...(process.env.TEST_REDIS_URL
    ? [
        {
          dialect: "sqlite" as const,
          store: "Redis",
          redis: ownRedisDatabase(process.env.TEST_REDIS_URL, 8, 15),
        },
      ]
    : []),
];

describe.each(variants)(
  "two workers on one port ($dialect, limits in the $store)",
  ({ dialect, redis }) => {
    let server: ServerProcess | undefined;
    afterEach(() => {
      server?.child.kill("SIGKILL");
    });

    it("shares stock and limits across workers, restarts a killed one, and stops on SIGTERM", async () => {
      const db = await sharedDatabase(dialect);
      server = await startServer({
        ...db.env,
        WEB_CONCURRENCY: "2",
        ORDER_RATE_LIMIT: String(RATE),
        MAX_OPEN_ORDERS: "1000",
        TRUST_PROXY: "127.0.0.1",
        ...(redis ? { REDIS_URL: redis } : {}),
      });
      const origin = server.origin;
      // The admin was made once, by the primary, before the workers started.
      expect(server.output().match(/is open at/g)).toHaveLength(1);
      const admin = await session(origin, ADMIN.email, ADMIN.password, false);
      const shoppers = await Promise.all(
        [1, 2, 3, 4].map((i) => session(origin, `shopper${i}@example.com`, "Sunrise2026")),
      );
      const order = (who: number, lines: object[], address: string) =>
        request(origin, "POST", "/api/orders", {
          token: shoppers[who % 4],
          headers: { "x-forwarded-for": address },
          body: orderPayload(lines as never, {
            customer_email: `shopper${(who % 4) + 1}@example.com`,
          }),
        });
      const workers = new Set<string>();
      const seen = (answers: Answer[]) => answers.forEach((a) => a.worker && workers.add(a.worker));

      // 16 simultaneous orders for the last 5 dresses: 5 placed, the rest refused, stock 0.
      const dress = await product(origin, admin, "Silk Dress", 5);
      const rush = await Promise.all(
        Array.from({ length: 16 }, (_, i) => order(i, [{ productId: dress, M: 1 }], testAddress())),
      );
      seen(rush);
      expect(rush.filter((a) => a.status === 201)).toHaveLength(5);
      expect(rush.filter((a) => a.status === 422)).toHaveLength(11);
      const conn = db.open();
      const dressRow = await conn
        .selectFrom("products")
        .select("quantity_m")
        .where("id", "=", dress)
        .executeTakeFirstOrThrow();
      expect(dressRow.quantity_m).toBe(0);

      // One address, RATE + 6 orders spread over both workers: exactly RATE pass.
      const belt = await product(origin, admin, "Leather Belt", 0, 200);
      const crowd = testAddress();
      const flood: Answer[] = [];
      for (let i = 0; i < RATE + 6; i += 2) {
        flood.push(
          ...(await Promise.all(
            [0, 1].map((j) => order(i + j, [{ productId: belt, L: 1 }], crowd)),
          )),
        );
      }
      seen(flood);
      expect(flood.filter((a) => a.status === 201)).toHaveLength(RATE);
      expect(flood.filter((a) => a.status === 429)).toHaveLength(6);
      expect(new Set(flood.filter((a) => a.status === 201).map((a) => a.worker)).size).toBe(2);
      expect(workers.size).toBe(2);

      // SIGKILL one worker while orders arrive: the ones it dropped were never acknowledged; every
      // acknowledged one is in the database; the primary starts a new worker.
      const [victim] = [...workers];
      const placed: number[] = [];
      const lost: Answer[] = [];
      const stream = (async () => {
        for (let i = 0; i < 12; i++) {
          const a = await order(i, [{ productId: belt, L: 1 }], testAddress());
          if (a.status === 201) placed.push((a.body as { id: number }).id);
          else lost.push(a);
          if (i === 3) process.kill(Number(victim), "SIGKILL");
        }
      })();
      await stream;
      expect(placed.length).toBeGreaterThan(0);
      expect(lost.every((a) => a.status === 0)).toBe(true);
      const inDb = await conn.selectFrom("orders").select("id").where("id", "in", placed).execute();
      expect(inDb).toHaveLength(placed.length);
      const fresh = new Set<string>();
      await waitFor(async () => {
        const a = await request(origin, "GET", "/api/health");
        if (a.worker && !workers.has(a.worker)) fresh.add(a.worker);
        return fresh.size > 0;
      });
      expect(server.output()).toMatch(new RegExp(`worker ${victim} died \\(SIGKILL\\)`));
      await conn.destroy();

      // SIGTERM: every worker drains and exits, then the primary.
      const pids = [...workers, ...fresh].map(Number).filter(alive);
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      await waitFor(() => pids.every((pid) => !alive(pid)), 15_000);
    }, 120_000);
  },
);

describe("workers that cannot start", () => {
  it("fail the start (exit 1) instead of being restarted for ever, e.g. when the port is taken", async () => {
    const port = await freePort();
    const squatter = net.createServer().listen(port, "127.0.0.1");
    const db = await sharedDatabase("sqlite");
    const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: path.resolve(import.meta.dirname, ".."),
      env: {
        PATH: process.env.PATH ?? "",
        ...db.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
        WEB_CONCURRENCY: "2",
      },
    });
    let output = "";
    child.stderr.on("data", (d) => (output += String(d)));
    child.stdout.on("data", (d) => (output += String(d)));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    squatter.close();
    expect(code).toBe(1);
    expect(output).toContain("exited before listening");
    expect(output).not.toContain("is open at");
  }, 60_000);
});
