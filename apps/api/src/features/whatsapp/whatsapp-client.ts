import type { WhatsAppConfig } from "../../config";

/*
 * The WhatsApp Cloud API's template send (issue 32; /work/shared/research/egypt-integrations.md
 * §3): `POST {WHATSAPP_API_URL}/{phone-number-id}/messages` with the system user's token, a
 * template with its body parameters and two quick-reply buttons whose payloads the store signs
 * (whatsapp-signature.ts). The base URL is configurable, so tests point it at a local fake.
 */

export type TemplateMessage = {
  /** The shopper's number as WhatsApp writes it: country code, no plus (`201012345678`). */
  to: string;
  template: string;
  language: string;
  body: string[];
  /** The quick-reply buttons' payloads, in the template's button order. */
  buttons: string[];
};

/** Meta refused or could not be reached; `retry`: worth sending again later. */
export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
    this.name = "WhatsAppError";
  }
}

/** An Egyptian mobile in any spelling (`010…`, `+20 10…`) as WhatsApp's `to`. */
export const waNumber = (phone: string): string => {
  const digits = phone.replace(/\D/g, "");
  if (digits.startsWith("20")) return digits;
  return `20${digits.replace(/^0/, "")}`;
};

/** Sends one template message; answers its WhatsApp message id (wamid). */
export async function sendTemplate(
  settings: WhatsAppConfig,
  message: TemplateMessage,
  timeoutMs = 10_000,
): Promise<string> {
  const body = {
    messaging_product: "whatsapp",
    to: message.to,
    type: "template",
    template: {
      name: message.template,
      language: { code: message.language },
      components: [
        { type: "body", parameters: message.body.map((text) => ({ type: "text", text })) },
        ...message.buttons.map((payload, index) => ({
          type: "button",
          sub_type: "quick_reply",
          index: String(index),
          parameters: [{ type: "payload", payload }],
        })),
      ],
    },
  };
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}/${settings.phoneNumberId}/messages`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${settings.token}`,
        "content-type": "application/json",
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new WhatsAppError(`WhatsApp could not be reached: ${(error as Error).message}`, true);
  }
  const answer = (await response.json().catch(() => null)) as {
    messages?: { id?: string }[];
    error?: { message?: string; code?: number };
  } | null;
  if (!response.ok) {
    // 429 and 5xx pass; a 4xx is this message's own fault (a bad number, an unknown template).
    const retry = response.status === 429 || response.status >= 500;
    throw new WhatsAppError(
      `WhatsApp refused the message (${response.status}): ${answer?.error?.message ?? "no reason given"}`,
      retry,
    );
  }
  const id = answer?.messages?.[0]?.id;
  if (!id) throw new WhatsAppError("WhatsApp's answer has no message id", true);
  return id;
}
