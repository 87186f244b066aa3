import http from "node:http";
import type { AddressInfo } from "node:net";
import { hubSignature } from "../src/features/whatsapp/whatsapp-signature";

/*
 * A small local WhatsApp Cloud API for the tests (issue 32): the Graph API's template send
 * (checking the bearer token and the phone number id), which can be taken down and brought back,
 * and Meta's webhook POSTs, signed with the app secret, for a shopper tapping a button. Speaks the
 * documented shapes (/work/shared/research/egypt-integrations.md §3); never a mock in the app.
 */

export type SentMessage = { id: string; body: Record<string, unknown> };

export type WhatsAppFake = {
  url: string;
  sent: SentMessage[];
  /** While down, every send answers this status (null: up). */
  down(status: number | null): void;
  /** Posts a button tap on message `wamid` with `payload` to the store's webhook, signed. */
  tap(
    webhook: string,
    wamid: string,
    from: string,
    payload: string,
    secret?: string,
  ): Promise<Response>;
  /**
   * The last message sent for order `id` (its number is the template's first body parameter):
   * its wamid, the number it went to, and its two buttons' payloads; undefined before.
   */
  messageFor(id: number): OrderMessage | undefined;
  close(): Promise<void>;
};

export type OrderMessage = { wamid: string; to: string; confirm: string; cancel: string };

type Template = { components: { parameters: { text?: string; payload?: string }[] }[] };

function orderMessage(sent: SentMessage[], id: number): OrderMessage | undefined {
  const m = sent.findLast(
    (s) => (s.body.template as Template).components[0]!.parameters[0]!.text === String(id),
  );
  if (!m) return undefined;
  const buttons = (m.body.template as Template).components
    .slice(1)
    .map((c) => c.parameters[0]!.payload!);
  return { wamid: m.id, to: String(m.body.to), confirm: buttons[0]!, cancel: buttons[1]! };
}

/** The webhook body Meta posts when a shopper taps a quick-reply button on message `wamid`. */
export const buttonTapBody = (
  phoneNumberId: string,
  wamid: string,
  from: string,
  payload: string,
) =>
  JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "WABA_ID",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { phone_number_id: phoneNumberId },
              messages: [
                {
                  context: { from: "20100000000", id: wamid },
                  from,
                  id: `wamid.REPLY${Date.now()}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: "button",
                  button: { payload, text: payload.startsWith("CONFIRM") ? "Confirm" : "Cancel" },
                },
              ],
            },
          },
        ],
      },
    ],
  });

/** The webhook body for a delivery or read receipt of message `wamid`. */
export const receiptBody = (wamid: string, status: "delivered" | "read") =>
  JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "WABA_ID",
        changes: [
          {
            field: "messages",
            value: {
              statuses: [
                {
                  id: wamid,
                  status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  pricing: { category: "utility", pricing_model: "PMP" },
                },
              ],
            },
          },
        ],
      },
    ],
  });

export async function startWhatsAppFake(settings: {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  /** A fixed port (the browser journeys' store is told it before it starts); else any. */
  port?: number;
}): Promise<WhatsAppFake> {
  const sent: SentMessage[] = [];
  let failing: number | null = null;
  const server = http.createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== `/${settings.phoneNumberId}/messages`)
        return send(404, { error: { message: "Unknown path", code: 100 } });
      if (failing !== null)
        return send(failing, { error: { message: "Service temporarily unavailable", code: 2 } });
      if (req.headers.authorization !== `Bearer ${settings.token}`)
        return send(401, { error: { message: "Invalid OAuth access token.", code: 190 } });
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      if (body.messaging_product !== "whatsapp" || body.type !== "template")
        return send(400, { error: { message: "(#100) Invalid parameter", code: 100 } });
      const id = `wamid.FAKE${sent.length + 1}`;
      sent.push({ id, body });
      return send(200, {
        messaging_product: "whatsapp",
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(settings.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    down: (status) => {
      failing = status;
    },
    tap: (webhook, wamid, from, payload, secret = settings.appSecret) => {
      const raw = buttonTapBody(settings.phoneNumberId, wamid, from, payload);
      return fetch(webhook, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-hub-signature-256": hubSignature(raw, secret),
        },
        body: raw,
      });
    },
    messageFor: (id) => orderMessage(sent, id),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The keys the API tests run the store and the fake with. */
export const WHATSAPP_TEST_KEYS = {
  token: "EAAG-test",
  phoneNumberId: "1098765432",
  appSecret: "app-secret",
};

/** The store's WHATSAPP_* settings pointing at `fake` (WHATSAPP_TEST_KEYS). */
export const whatsappEnv = (fake: WhatsAppFake): Record<string, string> => ({
  WHATSAPP_TOKEN: WHATSAPP_TEST_KEYS.token,
  WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_TEST_KEYS.phoneNumberId,
  WHATSAPP_APP_SECRET: WHATSAPP_TEST_KEYS.appSecret,
  WHATSAPP_VERIFY_TOKEN: "verify-me",
  WHATSAPP_TEMPLATE: "order_confirmation",
  WHATSAPP_API_URL: fake.url,
});
