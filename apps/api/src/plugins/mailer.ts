import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { BRAND } from "@atelier/shared/brand";

export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Sends now; the caller waits and sees a failure. */
  send(mail: Mail): Promise<void>;
  /**
   * Sends without making the caller wait, for mail that follows a commit: a slow or failing
   * mail server must not fail (or slow down) what is already done. A failure is logged.
   */
  sendLater(mail: Mail, log: FastifyBaseLogger, context?: Record<string, unknown>): void;
};

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Real SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
 * DATA_DIR/outbox and its links are logged, so a developer can click through without a server.
 */
export default fp(async function mailer(
  app: FastifyInstance,
  options: { smtpUrl: string | undefined; outboxDir: string; from: string | undefined },
) {
  const from = options.from ?? BRAND.mailFrom;
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  // Messages written in the same millisecond (or by two processes) must not overwrite each other.
  let written = 0;

  async function send(mail: Mail): Promise<void> {
    const info = await transport.sendMail({ from, ...mail });
    if (options.smtpUrl) {
      app.log.info({ to: mail.to, subject: mail.subject }, "e-mail sent");
      return;
    }
    await fs.mkdir(options.outboxDir, { recursive: true });
    const slug = mail.subject
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .slice(0, 40);
    const file = path.join(
      options.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, "-")}-${String(++written).padStart(6, "0")}${randomBytes(2).toString("hex")}-${slug}.eml`,
    );
    await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    app.log.info({ to: mail.to, subject: mail.subject, file, links }, "e-mail written to outbox");
  }

  const sending = new Set<Promise<void>>();
  const sendLater: Mailer["sendLater"] = (mail, log, context = {}) => {
    const sent = send(mail)
      .catch((err: unknown) => log.error({ err, ...context }, `e-mail failed: ${mail.subject}`))
      .finally(() => sending.delete(sent));
    sending.add(sent);
  };

  app.decorate("mailer", { send, sendLater });
  // A shutdown waits for the mail already under way instead of dropping it.
  app.addHook("onClose", async () => {
    await Promise.allSettled([...sending]);
    transport.close();
  });
});
