import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { transactionHmac } from "../src/features/payments/paymob/paymob-hmac";

/*
 * A small local Paymob for the tests (issue 32): it speaks the documented requests and answers
 * (/work/shared/research/egypt-integrations.md §1), never a mock inside the app. It creates
 * intentions (checking the secret key, the amount against the items, the integrations and a
 * unique special_reference), serves a unified-checkout page with Pay and Decline buttons, and
 * sends the processed callback signed with the HMAC secret, as Paymob does, to the intention's
 * notification_url, then sends the browser to its redirection_url.
 */

export type FakeIntention = {
  id: string;
  clientSecret: string;
  orderId: number;
  body: Record<string, unknown>;
};

export type PaymobFake = {
  url: string;
  intentions: FakeIntention[];
  /** Every request's method and path, in order. */
  requests: string[];
  /** The processed callback for `intention` (a transaction), as Paymob would post it. */
  transaction(intention: FakeIntention, outcome: "paid" | "declined"): Record<string, unknown>;
  /** Posts the signed callback to the intention's notification_url; answers its status. */
  notify(intention: FakeIntention, outcome: "paid" | "declined"): Promise<number>;
  /** Answers every intention with this status until cleared (a Paymob that refuses or fails). */
  failWith(status: number | null): void;
  close(): Promise<void>;
};

const readJson = async (req: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return null;
  }
};

export async function startPaymobFake(settings: {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  integrationIds: number[];
  /** A fixed port (the browser journeys' store is told it before it starts); else any. */
  port?: number;
}): Promise<PaymobFake> {
  const intentions: FakeIntention[] = [];
  const requests: string[] = [];
  let failing: number | null = null;
  let transactions = 900_000;

  const transaction = (intention: FakeIntention, outcome: "paid" | "declined") => {
    const body = intention.body;
    const obj: Record<string, unknown> = {
      id: ++transactions,
      pending: false,
      amount_cents: body.amount,
      success: outcome === "paid",
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: true,
      integration_id: settings.integrationIds[0],
      has_parent_transaction: false,
      order: { id: intention.orderId, merchant_order_id: body.special_reference },
      created_at: new Date().toISOString().replace("Z", "000"),
      currency: body.currency,
      source_data: { pan: "2346", type: "card", sub_type: "MasterCard" },
      error_occured: false,
      owner: 302_852,
      data: { message: outcome === "paid" ? "Approved" : "Do not honour" },
    };
    return obj;
  };

  const notify = async (intention: FakeIntention, outcome: "paid" | "declined") => {
    const obj = transaction(intention, outcome);
    const hmac = transactionHmac(obj, settings.hmacSecret);
    const to = new URL(String(intention.body.notification_url));
    to.searchParams.set("hmac", hmac);
    const r = await fetch(to, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "TRANSACTION", obj }),
    });
    return r.status;
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://fake");
      requests.push(`${req.method} ${url.pathname}`);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method === "POST" && url.pathname === "/v1/intention/") {
        if (failing !== null) return send(failing, { detail: "The fake was told to fail." });
        if (req.headers.authorization !== `Token ${settings.secretKey}`)
          return send(401, { detail: "Authentication credentials were not provided." });
        const body = (await readJson(req)) as Record<string, unknown> | null;
        if (!body) return send(400, { detail: "JSON parse error" });
        const items = (body.items ?? []) as { amount: number; quantity: number }[];
        const sum = items.reduce((s, i) => s + i.amount * i.quantity, 0);
        if (!Number.isInteger(body.amount) || sum !== body.amount)
          return send(400, { amount: ["The amount must equal the items' sum."] });
        if (body.currency !== "EGP") return send(400, { detail: "Currency mismatch" });
        const methods = (body.payment_methods ?? []) as number[];
        if (!methods.length || methods.some((m) => !settings.integrationIds.includes(m)))
          return send(404, { detail: "Integration ID/Name does not exist" });
        if (intentions.some((i) => i.body.special_reference === body.special_reference))
          return send(400, { detail: "special_reference must be unique" });
        const n = intentions.length + 1;
        const intention = {
          id: `pi_test_${n}`,
          clientSecret: `egy_csk_test_${n}_${Math.random().toString(36).slice(2)}`,
          orderId: 700_000 + n,
          body,
        };
        intentions.push(intention);
        return send(201, {
          id: intention.id,
          client_secret: intention.clientSecret,
          intention_order_id: intention.orderId,
          intention_detail: { amount: body.amount, currency: "EGP", items: body.items },
          payment_keys: methods.map((m) => ({ integration: m, key: "fake" })),
          status: "intended",
        });
      }
      if (req.method === "GET" && url.pathname === "/unifiedcheckout/") {
        const intention = intentions.find(
          (i) => i.clientSecret === url.searchParams.get("clientSecret"),
        );
        if (!intention || url.searchParams.get("publicKey") !== settings.publicKey)
          return send(404, { detail: "Not found." });
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(`<!doctype html><title>Paymob (test)</title><main>
<h1>Pay ${(Number(intention.body.amount) / 100).toFixed(2)} EGP</h1>
<form method="post" action="/unifiedcheckout/pay?clientSecret=${encodeURIComponent(intention.clientSecret)}">
<button name="outcome" value="paid">Pay</button><button name="outcome" value="declined">Decline</button>
</form></main>`);
      }
      if (req.method === "POST" && url.pathname === "/unifiedcheckout/pay") {
        const intention = intentions.find(
          (i) => i.clientSecret === url.searchParams.get("clientSecret"),
        );
        if (!intention) return send(404, { detail: "Not found." });
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        const outcome = new URLSearchParams(Buffer.concat(chunks).toString()).get("outcome");
        const result = outcome === "paid" ? "paid" : "declined";
        await notify(intention, result);
        // The response callback: the browser back to the store, the transaction flattened.
        const back = new URL(String(intention.body.redirection_url));
        back.searchParams.set("success", String(result === "paid"));
        back.searchParams.set("merchant_order_id", String(intention.body.special_reference));
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      return send(404, { detail: "Not found." });
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(settings.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intentions,
    requests,
    transaction,
    notify,
    failWith: (status) => {
      failing = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
