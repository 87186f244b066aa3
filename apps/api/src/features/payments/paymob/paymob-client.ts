import type { PaymobConfig } from "../../../config";

/*
 * Paymob's Intention API (issue 32; /work/shared/research/egypt-integrations.md §1): the server
 * creates an intention for what the shopper pays, then sends her browser to Paymob's unified
 * checkout with its client secret. Paymob's own pages take the card or wallet; only the processed
 * callback (paymob-hmac.ts) says whether it was paid. The base URL is PAYMOB_API_URL, so the
 * tests point it at a local fake speaking the same protocol (apps/api/test/paymob-fake.ts).
 */

/** One thing the shopper pays for, as Paymob lists it on its page (piastres). */
export type IntentionItem = { name: string; amount: number; description: string; quantity: number };

export type IntentionRequest = {
  /** Piastres; equal to the items' sum (Paymob checks it). */
  amount: number;
  items: IntentionItem[];
  billing: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    street: string;
    floor: string;
    apartment: string;
    city: string;
    state: string;
  };
  /** Unique per order: Paymob answers it back as the transaction's `merchant_order_id`. */
  reference: string;
  notificationUrl: string;
  redirectionUrl: string;
};

/** `paymobOrder`: Paymob's own order id, which its callbacks sign (`obj.order.id`). */
export type Intention = { id: string; clientSecret: string; amount: number; paymobOrder: number };

/** Paymob refused, or could not be reached: the order is not sent there. */
export class PaymobError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "PaymobError";
  }
}

/** Paymob's own blanks: its plugin sends "NA" for a billing field the store does not have. */
const orNA = (v: string) => (v.trim() === "" ? "NA" : v.trim().slice(0, 255));

/** What Paymob says went wrong, from the error shapes its plugin reads. */
function problemOf(body: unknown): string {
  if (body && typeof body === "object") {
    const b = body as Record<string, unknown>;
    for (const key of ["detail", "message", "amount", "billing_data", "integrations"]) {
      const v = b[key];
      if (typeof v === "string") return v;
      if (Array.isArray(v) && typeof v[0] === "string") return `${key}: ${v[0]}`;
    }
  }
  return "no reason given";
}

/** POST {PAYMOB_API_URL}/v1/intention/, bounded to `timeoutMs`. */
export async function createIntention(
  settings: PaymobConfig,
  request: IntentionRequest,
  timeoutMs = 10_000,
): Promise<Intention> {
  const b = request.billing;
  const body = {
    amount: request.amount,
    currency: "EGP",
    payment_methods: settings.integrationIds,
    items: request.items,
    billing_data: {
      first_name: orNA(b.firstName),
      last_name: orNA(b.lastName),
      email: b.email,
      phone_number: b.phone,
      street: orNA(b.street),
      building: "NA",
      floor: orNA(b.floor),
      apartment: orNA(b.apartment),
      city: orNA(b.city),
      state: orNA(b.state),
      country: "EG",
      postal_code: "NA",
    },
    special_reference: request.reference,
    notification_url: request.notificationUrl,
    redirection_url: request.redirectionUrl,
  };
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}/v1/intention/`, {
      method: "POST",
      headers: { authorization: `Token ${settings.secretKey}`, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new PaymobError(`Paymob could not be reached: ${(error as Error).message}`, null);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.status !== 201 && response.status !== 200)
    throw new PaymobError(
      `Paymob refused the intention (${response.status}): ${problemOf(answer)}`,
      response.status,
    );
  const a = (answer ?? {}) as Record<string, unknown>;
  const detail = (a.intention_detail ?? {}) as Record<string, unknown>;
  if (typeof a.client_secret !== "string" || a.client_secret === "")
    throw new PaymobError("Paymob's answer has no client_secret", response.status);
  // Paymob echoes the amount it will take: anything else is not this order's intention.
  if (detail.amount !== undefined && Number(detail.amount) !== request.amount)
    throw new PaymobError(
      `Paymob's intention is for ${String(detail.amount)}, not ${request.amount}`,
      response.status,
    );
  const paymobOrder = Number(a.intention_order_id);
  if (!Number.isSafeInteger(paymobOrder) || paymobOrder <= 0)
    throw new PaymobError("Paymob's answer has no intention_order_id", response.status);
  return {
    id: String(a.id ?? ""),
    clientSecret: a.client_secret,
    amount: request.amount,
    paymobOrder,
  };
}

/** Where the shopper's browser goes to pay: Paymob's unified checkout for the intention. */
export const checkoutUrl = (settings: PaymobConfig, clientSecret: string): string =>
  `${settings.apiUrl}/unifiedcheckout/?publicKey=${encodeURIComponent(settings.publicKey)}&clientSecret=${encodeURIComponent(clientSecret)}`;
