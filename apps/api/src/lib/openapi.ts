import { z } from "zod";
import { apiErrorSchema } from "@atelier/shared/errors";

/**
 * What the OpenAPI document (/api/docs/json) says about errors and sessions, in one place, so
 * every route describes its answers the same way and a client can be written from the document.
 */

const ERROR_DESCRIPTIONS = {
  400: "The request is invalid: a parameter, query or body field fails validation, or the request cannot be carried out as asked (the message says why).",
  401: "No session, or the session token is invalid or expired.",
  403: "Signed in, but not an admin.",
  404: "Not found.",
  409: "A guest's first order waits for the e-mail address to be verified: a link has been sent (errorCode EMAIL_VERIFICATION_REQUIRED).",
  413: "The upload is too large (errorCode PAYLOAD_TOO_LARGE).",
  422: "Not enough stock for a line (errorCode INSUFFICIENT_QUANTITY).",
  429: "Too many requests; wait and try again (errorCode TOO_MANY_REQUESTS, Retry-After header).",
  503: "The database is not answering; try again shortly (errorCode SERVICE_UNAVAILABLE).",
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

// One described copy per status: the description becomes the response's description.
const described = Object.fromEntries(
  Object.entries(ERROR_DESCRIPTIONS).map(([status, text]) => [
    status,
    apiErrorSchema.describe(text),
  ]),
) as Record<ErrorStatus, typeof apiErrorSchema>;

/** Error answers for a route's `response`, each the shared { error, errorCode? } shape. */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, described[status]])) as Record<
    S,
    typeof apiErrorSchema
  >;
}

/** `security` values for a route's schema; the scheme itself is declared in app.ts. */
export const security = {
  /** Anyone; no token is read. */
  public: [] as Record<string, string[]>[],
  /** A bearer session token; an admin route answers 403 to a role without its permission. */
  bearer: [{ bearer: [] }] as Record<string, string[]>[],
  /** A guest may call it; a token, when sent, must be valid. */
  optional: [{}, { bearer: [] }] as Record<string, string[]>[],
  /** The owner's session, or the order's signed link (orders/order-links.ts); else 404. */
  orderLink: [{}, { bearer: [] }, { orderLink: [] }] as Record<string, string[]>[],
};

/** Tags in the order the document lists them. */
export const openapiTags = [
  { name: "health", description: "Whether the store and its database are up." },
  {
    name: "auth",
    description:
      "Accounts and sessions. Log in for a bearer token; send it as `Authorization: Bearer <token>`.",
  },
  { name: "products", description: "The catalogue. Reading is public; changes are for admins." },
  {
    name: "colors",
    description:
      "A product's colours, each with its photographs and its stock per size (admins; shoppers read them on the product).",
  },
  {
    name: "size-guides",
    description:
      "Size guides in centimetres, shared by products. Reading is public; changes are for admins.",
  },
  {
    name: "shipping",
    description:
      "Shipping zones: the governorates the store delivers to, each zone's fee, delivery estimate and whether cash on delivery is taken, and the free-shipping threshold. Reading is public; changes are for admins.",
  },
  {
    name: "discounts",
    description:
      "Discount codes: what a code takes off a bag (anyone, rate limited), and the codes themselves with their uses and the sales they brought (admins).",
  },
  {
    name: "whatsapp",
    description:
      "WhatsApp Cloud API's webhook: its verification handshake, and the shopper's taps on a cash order's Confirm and Cancel (signed by Meta).",
  },
  { name: "images", description: "Product image uploads (admins)." },
  {
    name: "cart",
    description: "The signed-in shopper's cart. A guest's cart stays on the client.",
  },
  {
    name: "orders",
    description:
      "Placing orders (shoppers and guests), a guest's e-mail verification, and order status.",
  },
  {
    name: "payments",
    description:
      "Cash on delivery or Instapay: the checkout's payment options, a shopper's transfer report, and the admins' queue of transfers to confirm, receipts and refusal records.",
  },
  {
    name: "admin",
    description: "The admin dashboard's figures, all orders, and e-mail not sent yet.",
  },
  {
    name: "analytics",
    description:
      "The admin's analytics over a range of Cairo days against the one before it: sales over time, payment mix, discount codes, new and returning customers, best sellers and unsold pieces, places and their refusals; each as JSON or CSV (admins).",
  },
  {
    name: "team",
    description:
      "The store's team (admins only): members and their roles, invitations by e-mail with a set-password link, role changes and removals. Each admin route names the permission it needs; staff may handle orders and a product's stock and words (packages/shared/src/permissions.ts).",
  },
  {
    name: "audit",
    description:
      "The audit log: every change an admin or staff member made, who, when, from which address, and the fields before and after (admins). Read only: no route changes or deletes an entry.",
  },
];

/**
 * Documents a multipart body with one file field. Validation accepts anything (the handler reads
 * the stream and answers 400 itself); the JSON Schema is only what the document shows.
 */
export const multipartFileBody = (field: string) =>
  z.unknown().meta({
    type: "object",
    required: [field],
    properties: { [field]: { type: "string", format: "binary" } },
  });

type Responses = Record<string, { content?: unknown }>;

/** A 204 has no body. For OpenAPI 3.0 zod's z.null() becomes a JSON null body; drop it. */
export function withoutBodyOn204<T extends { paths?: object }>(doc: T): T {
  for (const item of Object.values(doc.paths ?? {}) as Record<string, unknown>[])
    for (const op of Object.values(item ?? {}) as { responses?: Responses }[])
      if (op?.responses?.["204"]) delete op.responses["204"].content;
  return doc;
}
