import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "./helpers";
import { createProduct, orderPayload } from "./fixtures";
import { startSmtp } from "./smtp";

/*
 * Issue 26, item 2 (docs/security.md#e-mail-addresses-are-one-mailbox): the address check let
 * through what a mailer reads as a route, a comment or a list, so the store mailed `postmaster`
 * or gave one mailbox a fresh "5 an hour" cap per spelling. Each attack through HTTP.
 */

/** Spellings that are not one plain mailbox: each was accepted before and mailed someone. */
const NOT_ONE_MAILBOX = [
  "shopper@example.com<postmaster",
  "(1)victim@example.com",
  "victim@example.com(comment)",
  "victim@example.com,postmaster@example.com",
  "victim@example.com;postmaster@example.com",
  '"victim"@example.com',
  "Victim <victim@example.com>",
  "victim@[127.0.0.1]",
  "victim%postmaster@example.com",
  "victim@example.123",
  "victim..x@example.com",
  `${"v".repeat(65)}@example.com`,
];

for (const dialect of DIALECTS) {
  describe(`one e-mail grammar (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t?.close());

    const outboxRecipients = async () =>
      (await t.app.db.selectFrom("outbox").select("recipient").execute()).map((r) => r.recipient);

    it("refuses an address that is not one mailbox in sign-up, login, forgot-password, track, checkout and payment options", async () => {
      t = await createTestApp(dialect, { ORDER_RATE_LIMIT: "1000" });
      const shirt = await createProduct(t, { stock: { M: 50 } });
      for (const [i, email] of NOT_ONE_MAILBOX.entries()) {
        // Track and forgot-password allow 10 a minute per client: the first spellings suffice.
        const limited = i < 8;
        const answers = {
          signup: await t.inject({
            method: "POST",
            url: "/api/auth/signup",
            payload: { email, password: "Sunrise2026" },
          }),
          login: await t.inject({
            method: "POST",
            url: "/api/auth/login",
            payload: { email, password: "Sunrise2026" },
          }),
          ...(limited && {
            forgot: await t.inject({
              method: "POST",
              url: "/api/auth/forgot-password",
              payload: { email },
            }),
            track: await t.inject({
              method: "POST",
              url: "/api/orders/track",
              payload: { orderId: 1, email },
            }),
          }),
          order: await t.inject({
            method: "POST",
            url: "/api/orders",
            payload: orderPayload([{ productId: shirt, M: 1 }], { customer_email: email }),
          }),
          options: await t.inject({
            method: "POST",
            url: "/api/orders/payment-options",
            payload: { customer_email: email, customer_number: "01012345678" },
          }),
        };
        for (const [what, r] of Object.entries(answers)) {
          expect(r.statusCode, `${what} ${email}`).toBe(400);
          expect(r.json(), `${what} ${email}`).toMatchObject({
            error: expect.stringMatching(/email (must be a valid e-mail address|is too long)$/),
            errorCode: "BAD_REQUEST",
          });
        }
      }
      expect(await outboxRecipients()).toEqual([]);
      const accounts = await t.app.db.selectFrom("users").select("email").execute();
      expect(accounts).toEqual([{ email: "owner@atelier.test" }]);
    });

    it("gives one mailbox one verification cap: 15 commented spellings mail it nothing", async () => {
      t = await createTestApp(dialect, { ORDER_RATE_LIMIT: "1000" });
      const shirt = await createProduct(t, { stock: { M: 50 } });
      for (let i = 1; i <= 15; i++) {
        const r = await t.inject({
          method: "POST",
          url: "/api/orders",
          payload: orderPayload([{ productId: shirt, M: 1 }], {
            customer_email: `(${i})victim@example.com`,
          }),
        });
        expect(r.statusCode).toBe(400);
      }
      // The plain address keeps its 5 an hour, however it is capitalised or padded.
      for (const email of Array.from({ length: 7 }, (_, i) =>
        i % 2 ? " VICTIM@Example.com " : "victim@example.com",
      ))
        await t.inject({
          method: "POST",
          url: "/api/orders",
          payload: orderPayload([{ productId: shirt, M: 1 }], { customer_email: email }),
        });
      expect(await outboxRecipients()).toEqual(Array(5).fill("victim@example.com"));
    });

    it("stores, finds and counts an address in one spelling", async () => {
      t = await createTestApp(dialect);
      await signupAndLogin(t, "  Nour.Hassan+Shop@Example.COM ");
      const again = await t.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { email: "nour.hassan+shop@example.com", password: "Sunrise2026" },
      });
      expect(again.json()).toEqual({
        error: "An account with this email already exists",
        errorCode: "BAD_REQUEST",
      });
      const users = await t.app.db.selectFrom("users").select("email").execute();
      expect(users).toEqual([{ email: "nour.hassan+shop@example.com" }]);
      // An apostrophe and letters of any script are one mailbox too.
      for (const email of ["o'brien@example.com", "نور@مثال.مصر"])
        expect(
          (
            await t.inject({
              method: "POST",
              url: "/api/auth/signup",
              payload: { email, password: "Sunrise2026" },
            })
          ).statusCode,
          email,
        ).toBe(201);
    });
  });
}

describe("the mailer is given the address as data", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("delivers a stored list or route to nobody, and a plain address to that mailbox alone", async () => {
    smtp = await startSmtp();
    t = await createTestApp("sqlite", { SMTP_URL: smtp.url });
    // Rows as an older store wrote them, from addresses its check let through.
    const row = (recipient: string) => ({
      recipient,
      subject: "Your order",
      text: "Hello",
      html: "<p>Hello</p>",
      created_at: new Date().toISOString(),
      attempts: 0,
      next_attempt_at: new Date().toISOString(),
      locked_until: null,
      sent_at: null,
      last_error: null,
    });
    await t.app.db
      .insertInto("outbox")
      .values([
        row("shopper@example.com<postmaster"),
        row("victim@example.com, postmaster@example.com"),
        row("o'brien+shop@example.com"),
      ])
      .execute();
    await t.app.mailer.deliverDue();
    for (let i = 0; i < 40 && smtp.received.length === 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(smtp.received.map((m) => m.to)).toEqual([["o'brien+shop@example.com"]]);
    expect(smtp.received[0]!.raw).toMatch(/^To: o'brien\+shop@example\.com$/m);
    const unsent = await t.app.db
      .selectFrom("outbox")
      .select(["recipient", "last_error"])
      .where("sent_at", "is", null)
      .orderBy("id")
      .execute();
    expect(unsent).toEqual([
      {
        recipient: "shopper@example.com<postmaster",
        last_error: "the recipient is not one e-mail address",
      },
      {
        recipient: "victim@example.com, postmaster@example.com",
        last_error: "the recipient is not one e-mail address",
      },
    ]);
  });
});

describe("npm run admin", () => {
  it("creates no admin under an address that is not one mailbox", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-cli-"));
    try {
      const r = spawnSync(
        process.execPath,
        ["--import", "tsx", "src/cli.ts", "create", "boss@example.com<postmaster", "Secret2026x"],
        {
          cwd: path.resolve(import.meta.dirname, ".."),
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
          encoding: "utf8",
        },
      );
      expect(r.status).not.toBe(0);
      expect(r.stderr).toContain("boss@example.com<postmaster is not one e-mail address");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
