import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { WhatsAppConfig } from "../../config";
import { sendTemplate, WhatsAppError, type TemplateMessage } from "./whatsapp-client";

/*
 * The WhatsApp outbox's sender (issue 32, docs/product.md#whatsapp-confirmation), as the mail
 * outbox's: each process claims a due row with one conditional UPDATE before sending it, so a
 * message goes once however many processes run; WhatsApp away (5xx, 429, no answer) means a
 * retry later, 30 s doubling to an hour; a refusal of the message itself (a bad number, an
 * unknown template) is kept as failed and not tried again. A process that dies mid-send leaves
 * its claim to expire (5 min), after which the message is tried again.
 */

/** How often each process looks for messages due; a placed cash order wakes it too. */
export const WHATSAPP_POLL_MS = 15_000;
const LEASE_MS = 5 * 60_000;
const RETRY_FIRST_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
const BATCH = 20;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

export type WhatsAppSender = {
  /** Sends what is due, without making the caller wait (after a commit that wrote a message). */
  wake(): void;
  /** One pass as if the time were `now` (tests move the clock); answers how many were sent. */
  deliverDue(now?: Date): Promise<number>;
};

declare module "fastify" {
  interface FastifyInstance {
    /** Null unless WHATSAPP_* is set. */
    whatsapp: WhatsAppSender | null;
  }
}

export default fp(
  async function whatsappSender(app: FastifyInstance) {
    const configured: WhatsAppConfig | undefined = app.config.whatsapp;
    if (!configured) {
      app.decorate("whatsapp", null);
      return;
    }
    const settings = configured;

    /** Takes a row for this sender: one conditional UPDATE wins it, however many processes. */
    const claim = async (id: number, now: Date) => {
      const iso = now.toISOString();
      const result = await app.db
        .updateTable("whatsapp_outbox")
        .set((eb) => ({ locked_until: later(now, LEASE_MS), attempts: eb("attempts", "+", 1) }))
        .where("id", "=", id)
        .where("sent_at", "is", null)
        .where("failed_at", "is", null)
        .where("next_attempt_at", "<=", iso)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", iso)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    };

    /** Marks a message sent and puts it on the order's history. */
    const markSent = async (row: { id: number; order_id: number }, wamid: string) => {
      const at = new Date().toISOString();
      await app.db
        .updateTable("whatsapp_outbox")
        .set({ sent_at: at, wamid, locked_until: null, last_error: null })
        .where("id", "=", row.id)
        .execute();
      await app.db
        .insertInto("order_events")
        .values({
          order_id: Number(row.order_id),
          kind: "whatsapp",
          status: "sent",
          actor: "system",
          actor_email: null,
          note: "Confirmation asked on WhatsApp",
          created_at: at,
        })
        .execute();
    };

    async function deliverDue(now = new Date()): Promise<number> {
      let sent = 0;
      const iso = now.toISOString();
      const due = await app.db
        .selectFrom("whatsapp_outbox")
        .selectAll()
        .where("sent_at", "is", null)
        .where("failed_at", "is", null)
        .where("next_attempt_at", "<=", iso)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", iso)]))
        .orderBy("id")
        .limit(BATCH)
        .execute();
      for (const row of due) {
        if (!(await claim(row.id, now))) continue;
        try {
          const message = JSON.parse(row.message) as TemplateMessage;
          await markSent(row, await sendTemplate(settings, message));
          sent++;
        } catch (err) {
          const retry = !(err instanceof WhatsAppError) || err.retry;
          const reason = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
          app.log.warn({ order: row.order_id, retry }, `WhatsApp message failed: ${reason}`);
          const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, row.attempts));
          await app.db
            .updateTable("whatsapp_outbox")
            .set({
              last_error: reason,
              locked_until: null,
              ...(retry
                ? { next_attempt_at: later(now, wait) }
                : { failed_at: new Date().toISOString() }),
            })
            .where("id", "=", row.id)
            .execute();
          // WhatsApp is away: the rest wait for the next pass.
          if (retry) return sent;
        }
      }
      return sent;
    }

    // One pass at a time per process: a pass asked for while one runs waits for it.
    let running: Promise<number> | null = null;
    const pass = (now?: Date): Promise<number> => {
      const next = (running ?? Promise.resolve(0))
        .then(() => deliverDue(now))
        .catch((err: unknown) => {
          app.log.warn({ err }, "sending WhatsApp messages failed");
          return 0;
        });
      const mine = next.finally(() => {
        if (running === mine) running = null;
      });
      running = mine;
      return mine;
    };
    const timer = setInterval(() => void pass(), WHATSAPP_POLL_MS);
    timer.unref();
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await running;
    });
    app.decorate("whatsapp", {
      wake: () => void pass(),
      deliverDue: (now) => pass(now),
    } satisfies WhatsAppSender);
  },
  { name: "whatsapp-sender", dependencies: ["database"] },
);
