import { describe, expect, it } from "vitest";
import { hmacText, transactionHmac, verifyTransactionHmac } from "./paymob-hmac";

// The worked example of /work/shared/research/egypt-integrations.md §1 (the golden vector of a
// public Paymob emulator's fixture, recomputed there with Python's hmac).
const SECRET = "sim_hmac_secret";
const TEXT =
  "100002026-08-14T12:00:00.000000EGPfalsefalse9000011001falsefalsefalsefalsetruefalse700001500001false0010Visacardtrue";
const HMAC =
  "033e0bca25918ecf037674c6f9e3ed1c11ba969f16b647f39cf0c404bdcf6db767e0fbe9dc8a523cbc8d19e459c3843222d167201f4705657002eb3671f2619b";

/** The processed callback's `obj` that the example signs, as Paymob nests it. */
const obj = () => ({
  id: 900001,
  pending: false,
  amount_cents: 10000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: false,
  integration_id: 1001,
  has_parent_transaction: false,
  order: { id: 700001, merchant_order_id: "atelier-1" },
  created_at: "2026-08-14T12:00:00.000000",
  currency: "EGP",
  source_data: { pan: "0010", type: "card", sub_type: "Visa" },
  error_occured: false,
  owner: 500001,
});

describe("Paymob's transaction HMAC", () => {
  it("signs the twenty fields in Paymob's order, as the worked example does", () => {
    expect(hmacText(obj())).toBe(TEXT);
    expect(transactionHmac(obj(), SECRET)).toBe(HMAC);
  });

  it("accepts the example's HMAC in either case, and nothing else", () => {
    expect(verifyTransactionHmac(obj(), HMAC, SECRET)).toBe(true);
    expect(verifyTransactionHmac(obj(), HMAC.toUpperCase(), SECRET)).toBe(true);
    expect(verifyTransactionHmac(obj(), HMAC, "another secret")).toBe(false);
    expect(verifyTransactionHmac({ ...obj(), amount_cents: 1 }, HMAC, SECRET)).toBe(false);
    expect(verifyTransactionHmac({ ...obj(), success: false }, HMAC, SECRET)).toBe(false);
    expect(verifyTransactionHmac(obj(), HMAC.slice(2), SECRET)).toBe(false);
    expect(verifyTransactionHmac(obj(), "zz" + HMAC.slice(2), SECRET)).toBe(false);
    expect(verifyTransactionHmac(obj(), "", SECRET)).toBe(false);
  });

  it("reads the order from the flattened form too (`order` or `order_id`)", () => {
    const { order: _nested, ...flat } = obj();
    expect(transactionHmac({ ...flat, order: 700001 }, SECRET)).toBe(HMAC);
    expect(transactionHmac({ ...flat, order_id: 700001 }, SECRET)).toBe(HMAC);
  });
});
