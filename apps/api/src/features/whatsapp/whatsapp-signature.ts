import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * The WhatsApp Cloud API's signatures (issue 32; /work/shared/research/egypt-integrations.md §3):
 * Meta signs every webhook POST with `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw
 * body, keyed with the app secret>`, checked over the bytes as received, before anything is read.
 * The store signs the quick-reply payloads it sends with the order's template, so a tap comes back
 * naming the order and the answer it is for, and no one can write one for another order.
 */

const hmac256 = (secret: string, data: Buffer | string) =>
  createHmac("sha256", secret).update(data).digest();

const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/** Whether `header` (the X-Hub-Signature-256 as sent) signs `raw` with `appSecret`. */
export function verifyHubSignature(
  raw: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(header ?? "");
  return match !== null && sameBytes(Buffer.from(match[1]!, "hex"), hmac256(appSecret, raw));
}

/** The header Meta would send for `raw` (the tests' fake signs with it). */
export const hubSignature = (raw: Buffer | string, appSecret: string) =>
  `sha256=${hmac256(appSecret, raw).toString("hex")}`;

export const REPLY_ACTIONS = ["CONFIRM", "CANCEL"] as const;
export type ReplyAction = (typeof REPLY_ACTIONS)[number];

const payloadMac = (key: string, action: ReplyAction, orderId: number) =>
  hmac256(key, `whatsapp-reply:${action}:${orderId}`).toString("base64url").slice(0, 22);

/** A button's payload: `CONFIRM:123:<mac>`, invisible to the shopper (Meta sends it back). */
export const replyPayload = (key: string, action: ReplyAction, orderId: number) =>
  `${action}:${orderId}:${payloadMac(key, action, orderId)}`;

/** The order and answer a payload carries, or null when it is not one the store signed. */
export function readReplyPayload(
  key: string,
  payload: string,
): { action: ReplyAction; orderId: number } | null {
  const match = /^(CONFIRM|CANCEL):([1-9]\d{0,15}):([\w-]{22})$/.exec(payload);
  if (!match) return null;
  const action = match[1] as ReplyAction;
  const orderId = Number(match[2]);
  const mac = Buffer.from(match[3]!);
  return sameBytes(mac, Buffer.from(payloadMac(key, action, orderId))) ? { action, orderId } : null;
}
