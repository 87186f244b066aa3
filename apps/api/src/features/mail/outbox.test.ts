import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { BRAND } from "@atelier/shared/brand";
import { enqueueMail, retryDelayMs } from "../../plugins/mailer";
import { purgeSentMail } from "../../plugins/purge";
import {
  DIALECTS,
  createSecondApp,
  createTestApp,
  parseEml,
  signupAndLogin,
  type TestApp,
} from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken } from "../../../test/fixtures";
import { freePort, startSmtp } from "../../../test/smtp";

const HOUR = 3_600_000;
const hoursFromNow = (h: number) => new Date(Date.now() + h * HOUR);

describe("the retry schedule", () => {
  it("backs off from 30 seconds, doubling, to at most an hour", () => {
    expect([1, 2, 3, 4, 8, 20, 100].map(retryDelayMs)).toEqual([
      30_000,
      60_000,
      120_000,
      240_000,
      HOUR,
      HOUR,
      HOUR,
    ]);
  });
});

describe.each(DIALECTS)("the durable outbox (%s)", (dialect) => {
  let t: TestApp | undefined;
  let second: FastifyInstance | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  afterEach(async () => {
    await second?.close();
    await t?.close();
    await smtp?.close();
    t = second = smtp = undefined;
  });

  const rows = () => t!.app.db.selectFrom("outbox").selectAll().orderBy("id").execute();
  /** Waits until the sender's first try (woken by the commit) has come back for every row. */
  async function triedOnce(n: number) {
    for (let i = 0; i < 200; i++) {
      const all = await rows();
      if (all.length === n && all.every((r) => r.attempts >= 1 && r.locked_until === null))
        return all;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error("the sender did not try every mail");
  }
  const appWithSmtpDown = async () => {
    const port = await freePort();
    t = await createTestApp(dialect, { SMTP_URL: `smtp://shop:secret@127.0.0.1:${port}` });
    return port;
  };

  it("keeps every mail while SMTP is down and delivers each once when it is back", async () => {
    const port = await appWithSmtpDown();
    const shirt = await createProduct(t!, { stock: { M: 5 } });
    const laila = await signupAndLogin(t!, "laila@example.com");
    const placed = await t!.inject({
      method: "POST",
      url: "/api/orders",
      token: laila,
      payload: orderPayload([{ productId: shirt, M: 1 }], { customer_email: "laila@example.com" }),
    });
    expect(placed.statusCode).toBe(201);
    const guest = await t!.inject({
      method: "POST",
      url: "/api/orders",
      payload: orderPayload([{ productId: shirt, M: 1 }], { customer_email: "guest@example.com" }),
    });
    expect(guest.statusCode).toBe(409);
    expect(guest.json()).toMatchObject({ errorCode: "EMAIL_VERIFICATION_REQUIRED" });
    const forgot = await t!.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: "laila@example.com" },
    });
    expect(forgot.statusCode).toBe(200);

    const waiting = await triedOnce(3);
    expect(waiting.map((r) => [r.recipient, r.subject, r.sent_at])).toEqual([
      ["laila@example.com", `Your ${BRAND.name} order #${placed.json().id}`, null],
      ["guest@example.com", `Confirm your ${BRAND.name} order`, null],
      ["laila@example.com", `Reset your ${BRAND.name} password`, null],
    ]);
    for (const row of waiting) {
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      // Tried again in 30 seconds, not at once.
      expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(Date.now() + 20_000);
    }
    expect(t!.outbox()).toHaveLength(0);

    // The mail server comes back; an hour later the sender runs (the clock is moved, not waited).
    smtp = await startSmtp(port);
    expect(await t!.app.mailer.deliverDue(hoursFromNow(1))).toBe(3);
    expect(await t!.app.mailer.deliverDue(hoursFromNow(2))).toBe(0);
    const subjects = smtp.received.map((m) => [m.to, parseEml(m.raw).subject]);
    expect(subjects.sort()).toEqual(
      [
        [["guest@example.com"], `Confirm your ${BRAND.name} order`],
        [["laila@example.com"], `Reset your ${BRAND.name} password`],
        [["laila@example.com"], `Your ${BRAND.name} order #${placed.json().id}`],
      ].sort(),
    );
    expect((await rows()).every((r) => r.sent_at !== null)).toBe(true);

    // The guest's link works, and the confirmation of that order goes out at once.
    const verify = smtp.received.find((m) => m.to.includes("guest@example.com"))!;
    const link = parseEml(verify.raw).links.find((l) => l.includes("/verify-guest"))!;
    const r = await t!.inject({
      method: "GET",
      url: `/api/orders/verify-guest${new URL(link).search}`,
    });
    expect(r.statusCode).toBe(200);
    for (let i = 0; i < 100 && smtp.received.length < 4; i++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(smtp.received.map((m) => parseEml(m.raw).subject)).toContain(
      `Your ${BRAND.name} order #${r.json().order.id}`,
    );
    expect(smtp.received).toHaveLength(4);
  });

  it("shows admins the mail that keeps failing after three attempts", async () => {
    await appWithSmtpDown();
    await signupAndLogin(t!, "laila@example.com");
    const admin = await ownerToken(t!);
    const shopper = await signupAndLogin(t!, "omar@example.com");
    await t!.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: "laila@example.com" },
    });
    await triedOnce(1);
    const failing = () =>
      t!.inject({ method: "GET", url: "/api/admin/outbox?failing=true", token: admin });
    expect((await failing()).json()).toEqual([]);
    await t!.app.mailer.deliverDue(hoursFromNow(1));
    expect((await failing()).json()).toEqual([]);
    const third = hoursFromNow(2);
    await t!.app.mailer.deliverDue(third);

    const list = await failing();
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: expect.any(Number),
        to: "laila@example.com",
        subject: `Reset your ${BRAND.name} password`,
        createdAt: expect.any(String),
        attempts: 3,
        lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
        nextAttemptAt: new Date(third.getTime() + retryDelayMs(3)).toISOString(),
      },
    ]);
    // Without the filter: every unsent mail.
    const all = await t!.inject({ method: "GET", url: "/api/admin/outbox", token: admin });
    expect(all.json()).toHaveLength(1);
    expect((await t!.inject({ method: "GET", url: "/api/admin/outbox" })).statusCode).toBe(401);
    expect(
      (await t!.inject({ method: "GET", url: "/api/admin/outbox", token: shopper })).statusCode,
    ).toBe(403);
    expect(
      (await t!.inject({ method: "GET", url: "/api/admin/outbox?failing=maybe", token: admin }))
        .statusCode,
    ).toBe(400);
  });

  it("never sends a row twice from two processes on one database", async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url });
    const db = t.app.db;
    second = await createSecondApp(t);
    for (let i = 0; i < 30; i++)
      await enqueueMail(db, {
        to: `shopper${i}@example.com`,
        subject: `Mail ${i}`,
        text: "Hello",
        html: "<p>Hello</p>",
      });
    const senders = [t.app.mailer, second.mailer, t.app.mailer, second.mailer];
    const sent = await Promise.all(senders.map((m) => m.deliverDue()));
    // Each process's own pass (woken when it started) may take some rows too: between them, every
    // row is sent, and none by two senders (the subjects below, each exactly once).
    expect(sent.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(30);
    await expect
      .poll(async () => {
        const rows = await db.selectFrom("outbox").select("sent_at").execute();
        return rows.filter((r) => r.sent_at === null).length;
      })
      .toBe(0);
    // Nothing is left for a later pass either.
    await Promise.all(senders.map((m) => m.deliverDue(hoursFromNow(1))));
    const subjects = smtp.received.map((m) => parseEml(m.raw).subject).sort();
    expect(subjects).toEqual(Array.from({ length: 30 }, (_, i) => `Mail ${i}`).sort());
  });

  it("drains due mail on close, and purges sent mail after a week, never unsent mail", async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url });
    const db = t.app.db;
    await enqueueMail(db, { to: "a@example.com", subject: "Kept", text: "x", html: "x" });
    await enqueueMail(db, { to: "b@example.com", subject: "Old", text: "x", html: "x" });
    await t.app.mailer.deliverDue();
    await enqueueMail(db, { to: "c@example.com", subject: "Unsent", text: "x", html: "x" });
    const old = new Date(Date.now() - 8 * 24 * HOUR).toISOString();
    await db.updateTable("outbox").set({ sent_at: old }).where("subject", "=", "Old").execute();
    await db
      .updateTable("outbox")
      .set({ created_at: old, next_attempt_at: hoursFromNow(1).toISOString() })
      .where("subject", "=", "Unsent")
      .execute();
    expect(await purgeSentMail(db)).toBe(1);
    const left = await db.selectFrom("outbox").select("subject").orderBy("id").execute();
    expect(left.map((r) => r.subject)).toEqual(["Kept", "Unsent"]);

    await enqueueMail(db, { to: "d@example.com", subject: "At close", text: "x", html: "x" });
    await t.close();
    t = undefined;
    expect(smtp.received.map((m) => parseEml(m.raw).subject).sort()).toEqual([
      "At close",
      "Kept",
      "Old",
    ]);
  });
});
