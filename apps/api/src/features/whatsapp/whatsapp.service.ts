import { createHash } from "node:crypto";
import { formatEGP } from "@atelier/shared/money";
import { amountPaid, lineTitle, type Order } from "@atelier/shared/orders";
import type { Locale } from "@atelier/shared/locales";
import type { WhatsAppConfig } from "../../config";
import type { Conn } from "../../db/dialects";
import { waNumber, type TemplateMessage } from "./whatsapp-client";
import { readReplyPayload, replyPayload, type ReplyAction } from "./whatsapp-signature";

/*
 * Confirming cash orders on WhatsApp (issue 32, docs/product.md#whatsapp-confirmation): the
 * template each cash order sends, written in the order's own transaction, and what a tap on its
 * buttons does.
 */

/** The key the buttons' payloads are signed with: the app secret's, for this use only. */
export const payloadKey = (settings: WhatsAppConfig) =>
  createHash("sha256").update(`atelier-whatsapp-reply:${settings.appSecret}`).digest("hex");

/** A template body parameter: WhatsApp refuses newlines, tabs and runs of spaces in one. */
const param = (text: string, max = 200) => text.replace(/\s+/g, " ").trim().slice(0, max) || "-";

/**
 * The template for a cash order: its number, what the courier will collect, and the pieces, in
 * the order's language (or WHATSAPP_TEMPLATE_LANGUAGE), with Confirm and Cancel whose payloads
 * name the order.
 */
export function cashOrderMessage(
  settings: WhatsAppConfig,
  order: Order,
  locale: Locale,
): TemplateMessage {
  const total = amountPaid(order);
  const pieces = order.lines
    .map((l) => `${lineTitle(l, locale)} (${l.size}) × ${l.quantity}`)
    .join(locale === "ar" ? "، " : ", ");
  const key = payloadKey(settings);
  return {
    to: waNumber(order.customer_number),
    template: settings.template,
    language: settings.templateLanguage ?? locale,
    body: [String(order.id), param(formatEGP(total, locale)), param(pieces, 500)],
    buttons: [replyPayload(key, "CONFIRM", order.id), replyPayload(key, "CANCEL", order.id)],
  };
}

/** Writes the template to the WhatsApp outbox in the order's transaction (sent after commit). */
export const enqueueMessage = (trx: Conn, orderId: number, message: TemplateMessage) =>
  trx
    .insertInto("whatsapp_outbox")
    .values({
      order_id: orderId,
      recipient: message.to,
      message: JSON.stringify(message),
      attempts: 0,
      next_attempt_at: new Date().toISOString(),
      locked_until: null,
      sent_at: null,
      failed_at: null,
      wamid: null,
      last_error: null,
      created_at: new Date().toISOString(),
    })
    .execute();

/** A button tap as WhatsApp's webhook reports it. */
export type Tap = { wamid: string | undefined; from: string; payload: string };

/**
 * What a tap means: the order and the answer, when the payload is one the store signed, it
 * answers the very message sent for that order, and it comes from that order's number. Anything
 * else (a forged or edited payload, one copied onto another message, another number) is nothing.
 */
export async function readTap(
  db: Conn,
  settings: WhatsAppConfig,
  tap: Tap,
): Promise<{ action: ReplyAction; orderId: number } | null> {
  const reply = readReplyPayload(payloadKey(settings), tap.payload);
  if (!reply || !tap.wamid) return null;
  const sent = await db
    .selectFrom("whatsapp_outbox")
    .select(["recipient", "wamid"])
    .where("order_id", "=", reply.orderId)
    .executeTakeFirst();
  if (!sent || sent.wamid !== tap.wamid || sent.recipient !== tap.from) return null;
  return reply;
}

/** Confirm: recorded once, while the order is still pending (an order event, the admin's badge). */
export async function confirmOrder(trx: Conn, orderId: number, now: string): Promise<boolean> {
  const result = await trx
    .updateTable("orders")
    .set({ whatsapp_confirmed_at: now, updated_at: now })
    .where("id", "=", orderId)
    .where("status", "=", "pending")
    .where("whatsapp_confirmed_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await trx
    .insertInto("order_events")
    .values({
      order_id: orderId,
      kind: "whatsapp",
      status: "confirmed",
      actor: "customer",
      actor_email: null,
      note: "Confirmed on WhatsApp",
      created_at: now,
    })
    .execute();
  return true;
}

/** A delivery or read receipt on the order's history, once each. */
export async function recordReceipt(
  trx: Conn,
  wamid: string,
  status: string,
  now: string,
): Promise<void> {
  if (status !== "delivered" && status !== "read") return;
  const sent = await trx
    .selectFrom("whatsapp_outbox")
    .select("order_id")
    .where("wamid", "=", wamid)
    .executeTakeFirst();
  if (!sent) return;
  const note = status === "read" ? "Read on WhatsApp" : "Delivered on WhatsApp";
  const seen = await trx
    .selectFrom("order_events")
    .select("id")
    .where("order_id", "=", Number(sent.order_id))
    .where("kind", "=", "whatsapp")
    .where("note", "=", note)
    .executeTakeFirst();
  if (seen) return;
  await trx
    .insertInto("order_events")
    .values({
      order_id: Number(sent.order_id),
      kind: "whatsapp",
      status,
      actor: "system",
      actor_email: null,
      note,
      created_at: now,
    })
    .execute();
}
