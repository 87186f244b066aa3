import fs from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "../playwright.config";

/**
 * The e-mails in the outbox folder, newest first, with their links; `smtp` when the message came
 * through e2e/serve.mjs's SMTP server rather than the store's own file writer.
 */
export function outbox(): { to: string; subject: string; links: string[]; smtp: boolean }[] {
  const dir = path.join(E2E_DATA_DIR, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .reverse()
    .map((f) => {
      const raw = fs
        .readFileSync(path.join(dir, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      const header = raw.split(/\r?\n\r?\n/)[0] ?? "";
      return {
        to: /^To: (.*)$/im.exec(header)?.[1] ?? "",
        subject: /^Subject: (.*)$/im.exec(header)?.[1] ?? "",
        smtp: /^X-E2E-Received-By: smtp-sink$/im.test(header),
        links: [
          ...new Set(
            [...raw.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0].replace(/&amp;/g, "&")),
          ),
        ],
      };
    });
}

/** The newest e-mail to `to`, as stored (headers and body, soft line breaks joined). */
export function rawEmail(to: string): string {
  const dir = path.join(E2E_DATA_DIR, "outbox");
  for (const f of fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : []) {
    const raw = fs
      .readFileSync(path.join(dir, f), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    if (/^To: .*$/im.exec(raw)?.[0].includes(to)) return raw;
  }
  throw new Error(`no e-mail to ${to}`);
}

/** Waits for the newest e-mail to `to` and returns its first link that matches. */
export async function linkFromEmail(
  to: string,
  pattern: RegExp,
  timeoutMs = 15_000,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const link = outbox()
      .filter((m) => m.to.includes(to))
      .flatMap((m) => m.links)
      .find((l) => pattern.test(l));
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${to} with a link matching ${pattern}`);
}
