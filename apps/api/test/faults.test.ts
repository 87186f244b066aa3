import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { sql } from "kysely";
import { createDb } from "../src/db/dialects";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "./helpers";
import { createProduct, orderPayload, ownerToken, stockOf } from "./fixtures";
import { startRelay, throughRelay, type Relay } from "./relay";
import { startSmtp } from "./smtp";
import { startTestBucket, type TestBucket } from "./s3";

// Issue 25, item 2: a dependency whose path goes silent (connections accepted, nothing answered)
// costs a quick answer, never a hang, and the store heals when the path is back, without a
// restart (docs/deploy.md#when-a-dependency-goes-silent). Each bound below is a limit on a hang
// with a margin, not a measure of speed.

const PG = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
const CROWD = { ORDER_RATE_LIMIT: "1000", MAX_OPEN_ORDERS: "1000" };

/** How long `work` took, in milliseconds, and what it answered. */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = Date.now();
  const value = await work();
  return { ms: Date.now() - started, value };
}

/** Retries `attempt` until it is true; answers how long that took. Fails after `limitMs`. */
async function until(attempt: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (!(await attempt())) {
    if (Date.now() - started > limitMs) throw new Error(`not back within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return Date.now() - started;
}

describe.skipIf(!PG)("PostgreSQL goes silent (postgres)", () => {
  let t: TestApp | undefined;
  let relay: Relay | undefined;
  afterEach(async () => {
    relay?.restore();
    await t?.close();
    await relay?.close();
  });

  it("answers health 503 within 3 s and orders 503 within 10 s, takes nothing, and heals within 10 s of the path's return", async () => {
    const target = new URL(PG!);
    relay = await startRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const through = relay;
    // The built-in timeouts (db/dialects.ts): what production gets.
    t = await createTestApp("postgres", CROWD, undefined, (db) =>
      db.dialect === "postgres" ? { ...db, url: throughRelay(db.url, through) } : db,
    );
    const app = t;
    const customer = await signupAndLogin(app, "nour@example.com");
    const shirt = await createProduct(app, { stock: { M: 10 } });
    const order = () =>
      app.inject({
        method: "POST",
        url: "/api/orders",
        payload: orderPayload([{ productId: shirt, M: 1 }]),
        token: customer,
      });
    expect((await order()).statusCode).toBe(201);
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

    relay.blackhole();
    const health = await timed(() => app.inject({ method: "GET", url: "/api/health" }));
    expect(health.value.statusCode).toBe(503);
    expect(health.value.json()).toMatchObject({ errorCode: "SERVICE_UNAVAILABLE" });
    expect(health.ms).toBeLessThan(3_000);

    // More orders at once than the pool has connections: each one still answers in time.
    const orders = await Promise.all(Array.from({ length: 8 }, () => timed(order)));
    for (const { value, ms } of orders) {
      expect(value.statusCode, value.body).toBe(503);
      expect(value.json()).toMatchObject({ errorCode: "SERVICE_UNAVAILABLE" });
      expect(ms).toBeLessThan(10_000);
    }
    const again = await timed(() => app.inject({ method: "GET", url: "/api/health" }));
    expect(again.value.statusCode).toBe(503);
    expect(again.ms).toBeLessThan(3_000);

    relay.restore();
    // As many checks at once as the pool has connections: no dead one is handed out again.
    const healed = await until(async () => {
      const checks = await Promise.all(
        Array.from({ length: 5 }, () => app.inject({ method: "GET", url: "/api/health" })),
      );
      return checks.every((r) => r.statusCode === 200);
    }, 10_000);
    const placed = await timed(order);
    expect(placed.value.statusCode, placed.value.body).toBe(201);
    expect(healed + placed.ms).toBeLessThan(10_000);
    // Two orders placed, none of the silent ones took a unit.
    expect(await stockOf(app, shirt)).toMatchObject({ M: 8 });
    const stored = await app.app.db.selectFrom("orders").select("id").execute();
    expect(stored).toHaveLength(2);
    console.info(
      `postgres silent: health 503 in ${health.ms} ms, orders 503 in ${Math.max(...orders.map((o) => o.ms))} ms at most, healthy ${healed} ms after the path was back, next order in ${placed.ms} ms`,
    );
  }, 60_000);
});

describe.skipIf(!PG)("a pooled connection that timed out (postgres)", () => {
  it("is closed, not handed out again: the first query after the path is back succeeds", async () => {
    const target = new URL(PG!);
    const relay = await startRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const db = createDb({
      dialect: "postgres",
      url: throughRelay(PG!, relay),
      poolSize: 1,
      timeouts: { query: 500, statement: 400 },
    });
    try {
      await sql`select 1`.execute(db);
      relay.blackhole();
      await expect(sql`select 2`.execute(db)).rejects.toThrow("Query read timeout");
      relay.restore();
      // With pg's own release the one connection would be the dead one, and this would time out.
      const { rows } = await sql<{ n: number }>`select 3 as n`.execute(db);
      expect(rows).toEqual([{ n: 3 }]);
    } finally {
      await db.destroy();
      await relay.close();
    }
  });
});

for (const dialect of DIALECTS) {
  describe.skipIf(!REDIS)(`Redis goes silent (${dialect}, redis)`, () => {
    let t: TestApp | undefined;
    let relay: Relay | undefined;
    let direct: Redis | undefined;
    afterEach(async () => {
      relay?.restore();
      await t?.close();
      await relay?.close();
      direct?.disconnect();
    });

    it("counts the limits in the database meanwhile, never a 500 or a hang, and in Redis again once it is back", async () => {
      const target = new URL(REDIS!);
      relay = await startRelay({ host: target.hostname, port: Number(target.port || 6379) });
      direct = new Redis(REDIS!);
      t = await createTestApp(
        dialect,
        { REDIS_URL: throughRelay(REDIS!, relay) },
        (c) => (c.rateLimits.ipPerMinute = 3),
      );
      const app = t;
      // An address of this test's own: the counters of other tests in this Redis stay apart.
      const address = () =>
        `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const login = (remoteAddress: string) =>
        timed(() =>
          app.inject({
            method: "POST",
            url: "/api/auth/login",
            remoteAddress,
            payload: { email: "nobody@example.com", password: "Guess2026x" },
          }),
        );
      const inRedis = async (ip: string) =>
        Number(await direct!.get(`atelier-rl:POST/api/auth/login-${ip}`));
      const inDatabase = async () =>
        (await app.app.db.selectFrom("rate_limits").select("count").execute()).length;

      const before = address();
      expect((await login(before)).value.statusCode).toBe(401);
      expect(await inRedis(before)).toBe(1);
      expect(await inDatabase()).toBe(0);

      relay.blackhole();
      const during = address();
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await login(during));
      expect(answers.map((a) => a.value.statusCode)).toEqual([401, 401, 401, 429]);
      // Each waits at most one Redis timeout (500 ms), never until the test gives up.
      for (const a of answers) expect(a.ms).toBeLessThan(3_000);
      expect(await inDatabase()).toBeGreaterThan(0);

      relay.restore();
      const after = address();
      const back = await until(async () => {
        await login(after);
        return (await inRedis(after)) > 0;
      }, 10_000);
      console.info(
        `redis silent (${dialect}): logins answered in ${Math.max(...answers.map((a) => a.ms))} ms at most, counted in Redis again ${back} ms after the path was back`,
      );
    }, 30_000);
  });
}

for (const dialect of DIALECTS) {
  describe(`the mail server goes silent (${dialect})`, () => {
    let t: TestApp | undefined;
    let relay: Relay | undefined;
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    afterEach(async () => {
      relay?.restore();
      await t?.close();
      await relay?.close();
      await smtp?.close();
    });

    it("keeps no request waiting: orders and reset links answer at once, the mail goes out once it is back", async () => {
      smtp = await startSmtp();
      const target = new URL(smtp.url);
      relay = await startRelay({ host: target.hostname, port: Number(target.port) });
      t = await createTestApp(
        dialect,
        { SMTP_URL: throughRelay(smtp.url, relay) },
        // Longer than the bound below: a request that waited on the mail server would miss it.
        (c) => (c.timeouts.smtp = 2_500),
      );
      const app = t;
      const customer = await signupAndLogin(app, "nour@example.com");
      const shirt = await createProduct(app, { stock: { M: 3 } });

      relay.blackhole();
      const order = await timed(() =>
        app.inject({
          method: "POST",
          url: "/api/orders",
          payload: orderPayload([{ productId: shirt, M: 1 }]),
          token: customer,
        }),
      );
      expect(order.value.statusCode).toBe(201);
      const reset = await timed(() =>
        app.inject({
          method: "POST",
          url: "/api/auth/forgot-password",
          payload: { email: "nour@example.com" },
        }),
      );
      expect(reset.value.statusCode).toBe(200);
      expect(Math.max(order.ms, reset.ms)).toBeLessThan(2_000);
      // The sender tried, met the silence, and keeps the mail for a retry.
      const failed = async () =>
        (await app.app.db.selectFrom("outbox").select("last_error").execute()).some(
          (r) => r.last_error !== null,
        );
      await until(failed, 6_000);
      expect(smtp.received).toHaveLength(0);

      relay.restore();
      const hourLater = new Date(Date.now() + 3_600_000);
      await app.app.mailer.deliverDue(hourLater);
      const subjects = smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1] ?? "");
      expect(subjects.some((s) => /order #\d+/.test(s))).toBe(true);
      expect(subjects.some((s) => /password/i.test(s))).toBe(true);
      console.info(
        `smtp silent (${dialect}): order answered in ${order.ms} ms, reset link in ${reset.ms} ms`,
      );
    });
  });
}

// Where images live does not depend on the database: SQLite only, as images-s3.test.ts.
describe("the bucket goes silent (sqlite)", () => {
  let t: TestApp | undefined;
  let relay: Relay | undefined;
  let bucket: TestBucket | undefined;
  afterEach(async () => {
    relay?.restore();
    await t?.close();
    await relay?.close();
    await bucket?.close();
  });

  it("answers an upload 503 within 10 s, keeps the catalogue serving, and takes uploads again once it is back", async () => {
    bucket = await startTestBucket();
    const endpoint = new URL(bucket.env.S3_ENDPOINT!);
    relay = await startRelay({ host: endpoint.hostname, port: Number(endpoint.port) });
    // The built-in timeout (6 s a call): what production gets.
    t = await createTestApp("sqlite", { ...bucket.env, S3_ENDPOINT: `http://${relay.host}` });
    const app = t;
    const admin = await ownerToken(app);
    const boundary = "----atelierFaults";
    const upload = async (colour: string) => {
      const photo = await sharp({
        create: { width: 800, height: 600, channels: 3, background: colour },
      })
        .jpeg()
        .toBuffer();
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
      return app.inject({
        method: "POST",
        url: "/api/images/upload",
        token: admin,
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      });
    };
    const first = await upload("#5E1F2B");
    expect(first.statusCode, first.body).toBe(201);
    const image = (first.json() as { url: string }).url;
    const shirt = await createProduct(app, { stock: { M: 2 }, images: [image] });

    relay.blackhole();
    const refused = await timed(() => upload("#1F5E2B"));
    expect(refused.value.statusCode, refused.value.body).toBe(503);
    expect(refused.value.json()).toEqual({
      error: expect.any(String),
      errorCode: "SERVICE_UNAVAILABLE",
    });
    expect(refused.ms).toBeLessThan(10_000);
    // The catalogue does not touch the bucket: it answers as before.
    for (const url of ["/api/products", `/api/products/${shirt}`]) {
      const page = await timed(() => app.inject({ method: "GET", url }));
      expect(page.value.statusCode, url).toBe(200);
      expect(page.ms, url).toBeLessThan(3_000);
    }
    // The image itself comes from the bucket: a 503, not a hang.
    const picture = await timed(() => app.inject({ method: "GET", url: image }));
    expect(picture.value.statusCode).toBe(503);
    expect(picture.ms).toBeLessThan(10_000);

    relay.restore();
    const back = await until(async () => (await upload("#2B1F5E")).statusCode === 201, 10_000);
    console.info(
      `bucket silent: upload 503 in ${refused.ms} ms, image 503 in ${picture.ms} ms, uploads again ${back} ms after the path was back`,
    );
  }, 60_000);
});
