import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import { BRAND } from "@atelier/shared/brand";

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

/**
 * Real SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
 * DATA_DIR/outbox and its links are logged, so a developer can click through without a server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string | undefined;
  log: FastifyBaseLogger;
}): Mailer {
  const from = options.from ?? BRAND.mailFrom;
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      if (options.smtpUrl) {
        options.log.info({ to: mail.to, subject: mail.subject }, "e-mail sent");
        return;
      }
      await fs.mkdir(options.outboxDir, { recursive: true });
      const slug = mail.subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .slice(0, 40);
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${slug}.eml`,
      );
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      options.log.info(
        { to: mail.to, subject: mail.subject, file, links },
        "e-mail written to outbox",
      );
    },
    close() {
      transport.close();
    },
  };
}
