import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * Paymob's transaction HMAC (issue 32; /work/shared/research/egypt-integrations.md §1, from
 * Paymob's "HMAC transaction callback" page): HMAC-SHA512 keyed with the account's HMAC secret
 * over twenty of the transaction's fields, their values concatenated in this order with nothing
 * between them, booleans as `true`/`false`, numbers as plain decimals, text verbatim (created_at
 * keeps its own offset). The callback carries it as lowercase hex in `?hmac=`.
 */
export const HMAC_FIELDS = [
  "amount_cents",
  "created_at",
  "currency",
  "error_occured",
  "has_parent_transaction",
  "id",
  "integration_id",
  "is_3d_secure",
  "is_auth",
  "is_capture",
  "is_refunded",
  "is_standalone_payment",
  "is_voided",
  "order.id",
  "owner",
  "pending",
  "source_data.pan",
  "source_data.sub_type",
  "source_data.type",
  "success",
] as const;

/** A field of the processed callback's `obj`, dotted paths into its objects. */
function fieldOf(obj: Record<string, unknown>, path: string): unknown {
  let value: unknown = obj;
  for (const part of path.split(".")) {
    value =
      value !== null && typeof value === "object"
        ? (value as Record<string, unknown>)[part]
        : undefined;
  }
  // The processed callback names the order as `order: { id }`; the flattened GET as `order`.
  if (path === "order.id" && value === undefined) return obj.order_id ?? obj.order;
  return value;
}

const text = (value: unknown): string => {
  if (value === undefined || value === null) return "";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return String(value);
  return typeof value === "string" ? value : "";
};

/** The text Paymob signs for a transaction object, field after field. */
export const hmacText = (obj: Record<string, unknown>): string =>
  HMAC_FIELDS.map((f) => text(fieldOf(obj, f))).join("");

/** The HMAC Paymob sends for `obj`, as lowercase hex. */
export const transactionHmac = (obj: Record<string, unknown>, secret: string): string =>
  createHmac("sha512", secret).update(hmacText(obj), "utf8").digest("hex");

/** Whether `hmac` (as sent) signs `obj`: compared in constant time, any case. */
export function verifyTransactionHmac(
  obj: Record<string, unknown>,
  hmac: string,
  secret: string,
): boolean {
  const expected = Buffer.from(transactionHmac(obj, secret), "hex");
  if (!/^[0-9a-fA-F]{128}$/.test(hmac)) return false;
  const given = Buffer.from(hmac, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
