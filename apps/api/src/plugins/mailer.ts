import { randomBytes } from "node:crypto";
import path from "node:path";
import fsp from "node:fs/promises";
import nodemailer, { type Transporter } from "nodemailer";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { BRAND } from "@atelier/shared/brand";
import { isEmail } from "@atelier/shared/email";
import type { Conn } from "../db/dialects";
import { makePrivateDir, writePrivateFile } from "../lib/private-files";
import { requestContext } from "../lib/request-context";
import { fitsBudget, type MailBudget, type MailKind } from "../features/mail/budget";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the back-in-stock mail's List-Unsubscribe pair, RFC 8058). */
  headers?: Record<string, string>;
};

/** A row's stored headers; anything unreadable is left out rather than stop the mail. */
function storedHeaders(json: string | null): Record<string, string> | undefined {
  if (!json) return undefined;
  try {
    const parsed = JSON.parse(json) as unknown;
    if (!parsed || typeof parsed !== "object") return undefined;
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"),
    );
  } catch {
    return undefined;
  }
}

/** The first retry waits this long, each next one twice as long, never more than RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60_000;
/** How long a sender holds a claimed row; past it (a process died mid-send) another may retry. */
export const LEASE_MS = 5 * 60_000;
/** How often each process looks for mail due for a retry; a commit that enqueued mail wakes it. */
export const POLL_MS = 15_000;
/** Attempts after which a mail that is still not sent is listed to admins as failing. */
export const FAILING_ATTEMPTS = 3;
const BATCH = 20;

/** The wait before the next try of a mail that failed `attempts` times: 30 s, 1 min, 2 min… 1 h. */
export const retryDelayMs = (attempts: number) =>
  Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1));

/** Nodemailer's codes for a server that could not be reached or stopped answering. */
const isUnreachable = (err: unknown) =>
  ["ETIMEDOUT", "ECONNECTION", "ESOCKET", "EDNS"].includes(
    String((err as { code?: unknown } | null)?.code),
  );

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/**
 * Writes the mail to the outbox in the caller's transaction: it is sent only if that commits, and
 * then certainly, however long the mail server is away.
 */
export async function enqueueMail(db: Conn, mail: Mail, now = new Date()): Promise<void> {
  await db
    .insertInto("outbox")
    .values({
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      created_at: now.toISOString(),
      attempts: 0,
      next_attempt_at: now.toISOString(),
      locked_until: null,
      sent_at: null,
      last_error: null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
    })
    .execute();
}

export type Mailer = {
  /**
   * Writes the mail to the outbox in the caller's transaction when it fits its recipient's budget
   * (features/mail/budget.ts; `staff` mail always does); answers whether it was written. Call
   * wake() after the commit.
   */
  enqueue(db: Conn, mail: Mail, kind: MailKind): Promise<boolean>;
  /** Sends what is due now, without making the caller wait (after a commit that enqueued mail). */
  wake(): void;
  /**
   * One pass of the sender as if the time were `now` (tests move the clock): claims due rows,
   * sends them, marks them sent or schedules their retry. Answers how many were sent.
   */
  deliverDue(now?: Date): Promise<number>;
};

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Real SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
 * DATA_DIR/outbox and its links are logged, so a developer can click through without a server.
 * Either way mail goes through the outbox table first (enqueue) and a sender delivers it.
 */
export default fp(
  async function mailer(
    app: FastifyInstance,
    options: {
      smtpUrl: string | undefined;
      outboxDir: string;
      from: string | undefined;
      budget: MailBudget;
      pollMs?: number;
    },
  ) {
    const from = options.from ?? BRAND.mailFrom;
    // Bounded waits: a mail server that hangs must not hold a row past its lease, nor a shutdown
    // (docs/deploy.md#when-a-dependency-goes-silent). No request waits on it: mail goes through
    // the outbox.
    const wait = app.config.timeouts.smtp;
    const transport: Transporter = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: wait,
          greetingTimeout: wait,
          socketTimeout: Math.max(wait, 60_000),
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

    // Messages written in the same millisecond (or by two processes) must not overwrite each other.
    let written = 0;

    async function transmit(mail: Mail): Promise<void> {
      // A row written before the grammar (issue 26) may hold a list or a route
      // ("a@b.eg<postmaster"): it stays unsent, listed to admins, rather than reach anyone.
      if (!isEmail(mail.to)) throw new Error("the recipient is not one e-mail address");
      // The address as data, header and envelope alike: nodemailer never parses it into a list
      // (docs/security.md#e-mail-addresses-are-one-mailbox).
      const to = { name: "", address: mail.to };
      const info = await transport.sendMail({
        from,
        ...mail,
        to,
        envelope: { from, to: [to] },
      });
      if (options.smtpUrl) {
        app.log.info({ to: mail.to, subject: mail.subject }, "e-mail sent");
        return;
      }
      // Owner-only: without SMTP these files hold reset and order links.
      await makePrivateDir(options.outboxDir);
      const slug = mail.subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .slice(0, 40);
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${String(++written).padStart(6, "0")}${randomBytes(2).toString("hex")}-${slug}.eml`,
      );
      // Written beside it, then renamed: whoever watches the folder (a test, a developer's
      // script) never reads half a message.
      await writePrivateFile(`${file}.part`, (info as unknown as { message: Buffer }).message);
      await fsp.rename(`${file}.part`, file);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      app.log.info({ to: mail.to, subject: mail.subject, file, links }, "e-mail written to outbox");
    }

    /** Takes the row for this sender: only one conditional UPDATE can win it. */
    async function claim(id: number, now: Date): Promise<boolean> {
      const iso = now.toISOString();
      const result = await app.db
        .updateTable("outbox")
        .set((eb) => ({ locked_until: later(now, LEASE_MS), attempts: eb("attempts", "+", 1) }))
        .where("id", "=", id)
        .where("sent_at", "is", null)
        .where("next_attempt_at", "<=", iso)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", iso)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    }

    /** The mail server did not answer the last try: the pass ends there, the rest wait. */
    let silent = false;

    async function deliverDue(now = new Date()): Promise<number> {
      let sent = 0;
      silent = false;
      const tried = new Set<number>();
      for (;;) {
        const iso = now.toISOString();
        const due = await app.db
          .selectFrom("outbox")
          .selectAll()
          .where("sent_at", "is", null)
          .where("next_attempt_at", "<=", iso)
          .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", iso)]))
          .orderBy("id")
          .limit(BATCH)
          .execute();
        const fresh = due.filter((row) => !tried.has(row.id));
        if (fresh.length === 0) return sent;
        for (const row of fresh) {
          tried.add(row.id);
          if (!(await claim(row.id, now))) continue;
          const attempts = row.attempts + 1;
          try {
            await transmit({
              to: row.recipient,
              subject: row.subject,
              text: row.text,
              html: row.html,
              headers: storedHeaders(row.headers),
            });
            await app.db
              .updateTable("outbox")
              .set({ sent_at: new Date().toISOString(), locked_until: null, last_error: null })
              .where("id", "=", row.id)
              .execute();
            sent++;
            app.metrics.mail("sent");
          } catch (err) {
            // A server that does not answer costs one wait per pass, not one per mail due.
            silent = isUnreachable(err);
            app.metrics.mail("failed");
            const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
            app.log.warn(
              { err, outboxId: row.id, attempts },
              `e-mail failed, will retry: ${row.subject}`,
            );
            await app.db
              .updateTable("outbox")
              .set({
                last_error: message,
                locked_until: null,
                next_attempt_at: later(now, retryDelayMs(attempts)),
              })
              .where("id", "=", row.id)
              .execute();
            if (silent) return sent;
          }
        }
      }
    }

    // One pass at a time per process; a wake during a pass runs one more after it.
    let running: Promise<void> | null = null;
    let again = false;
    let closing = false;
    const pass = (): Promise<void> =>
      deliverDue().then(
        () => undefined,
        (err: unknown) => app.log.warn({ err }, "sending e-mail from the outbox failed"),
      );
    const wake = () => {
      if (closing) return;
      if (running) {
        again = true;
        return;
      }
      // Outside the waking request's context (lib/request-context.ts): the pass sends others' mail
      // too, and its log lines are not that request's.
      running = requestContext
        .exit(async () => {
          do {
            again = false;
            await pass();
          } while (again && !closing);
        })
        .finally(() => (running = null));
    };

    const timer = setInterval(wake, options.pollMs ?? POLL_MS);
    timer.unref();

    async function enqueue(db: Conn, mail: Mail, kind: MailKind): Promise<boolean> {
      if (kind !== "staff" && !(await fitsBudget(db, mail.to, kind, options.budget))) {
        // Logged without the address: the count, not the person, is what an operator looks into.
        app.log.warn(
          { subject: mail.subject, kind },
          "e-mail over its recipient's budget, dropped",
        );
        return false;
      }
      await enqueueMail(db, mail);
      return true;
    }

    app.decorate("mailer", {
      enqueue,
      wake,
      deliverDue,
    } satisfies Mailer);
    // Mail left by an earlier run goes out as soon as the store is up.
    app.addHook("onReady", async () => wake());
    // A shutdown finishes the pass under way and sends what it can before the database closes;
    // anything left stays in the table for the next start.
    app.addHook("onClose", async () => {
      closing = true;
      clearInterval(timer);
      await running;
      if (!silent) await pass();
      transport.close();
    });
  },
  { name: "mailer", dependencies: ["database", "metrics"] },
);
