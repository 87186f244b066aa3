import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type PaymobConfig } from "../../../config";
import { startPaymobFake, type PaymobFake } from "../../../../test/paymob-fake";
import { checkoutUrl, createIntention, PaymobError, type IntentionRequest } from "./paymob-client";
import { verifyTransactionHmac } from "./paymob-hmac";

const KEYS = {
  secretKey: "egy_sk_test_5ecret",
  publicKey: "egy_pk_test_publ1c",
  hmacSecret: "hmac-secret-for-tests",
  integrationIds: [4_500_001, 4_500_002],
};

const request = (over: Partial<IntentionRequest> = {}): IntentionRequest => ({
  amount: 155_000,
  items: [
    { name: "Linen Shirt (M) x2", amount: 148_000, description: "Linen Shirt", quantity: 1 },
    { name: "Shipping", amount: 7_000, description: "Greater Cairo", quantity: 1 },
  ],
  billing: {
    firstName: "Nour",
    lastName: "Hassan",
    email: "nour@example.com",
    phone: "+201012345678",
    street: "12 Road 9",
    floor: "3",
    apartment: "",
    city: "Al-Maadi",
    state: "Cairo",
  },
  reference: `atelier-${Math.random().toString(36).slice(2)}`,
  notificationUrl: "http://127.0.0.1:9/api/payments/paymob/callback",
  redirectionUrl: "http://127.0.0.1:9/orders/1",
  ...over,
});

describe("Paymob's Intention API, against a local fake", () => {
  let fake: PaymobFake;
  let settings: PaymobConfig;
  beforeAll(async () => {
    fake = await startPaymobFake(KEYS);
    settings = { ...KEYS, apiUrl: fake.url, payWithinMinutes: 60 };
  });
  afterAll(() => fake.close());

  it("creates an intention for the amount in piastres, with the store's integrations and billing", async () => {
    const r = request();
    const intention = await createIntention(settings, r);
    expect(intention.clientSecret).toMatch(/^egy_csk_test_/);
    expect(intention.amount).toBe(155_000);
    const sent = fake.intentions.at(-1)!.body;
    expect(sent).toMatchObject({
      amount: 155_000,
      currency: "EGP",
      payment_methods: KEYS.integrationIds,
      special_reference: r.reference,
      notification_url: r.notificationUrl,
      redirection_url: r.redirectionUrl,
      billing_data: { first_name: "Nour", apartment: "NA", country: "EG", state: "Cairo" },
    });
    expect(checkoutUrl(settings, intention.clientSecret)).toBe(
      `${fake.url}/unifiedcheckout/?publicKey=egy_pk_test_publ1c&clientSecret=${encodeURIComponent(intention.clientSecret)}`,
    );
  });

  it("says why when Paymob refuses: a wrong key, a reused reference, items that miss the amount", async () => {
    await expect(
      createIntention({ ...settings, secretKey: "egy_sk_test_wrong" }, request()),
    ).rejects.toThrow(/401.*credentials/);
    const r = request();
    await createIntention(settings, r);
    await expect(createIntention(settings, r)).rejects.toThrow(/special_reference must be unique/);
    await expect(createIntention(settings, request({ amount: 1 }))).rejects.toThrow(
      /amount: The amount must equal/,
    );
  });

  it("answers a PaymobError, not a hang, when Paymob fails or cannot be reached", async () => {
    fake.failWith(503);
    await expect(createIntention(settings, request())).rejects.toBeInstanceOf(PaymobError);
    fake.failWith(null);
    await expect(
      createIntention({ ...settings, apiUrl: "http://127.0.0.1:9" }, request(), 2_000),
    ).rejects.toThrow(/could not be reached/);
  });

  it("signs its callbacks as Paymob does", async () => {
    await createIntention(settings, request());
    const obj = fake.transaction(fake.intentions.at(-1)!, "paid");
    expect(obj).toMatchObject({ success: true, pending: false, amount_cents: 155_000 });
    const { transactionHmac } = await import("./paymob-hmac");
    expect(verifyTransactionHmac(obj, transactionHmac(obj, KEYS.hmacSecret), KEYS.hmacSecret)).toBe(
      true,
    );
  });
});

describe("PAYMOB_* settings", () => {
  const env = {
    PAYMOB_SECRET_KEY: "egy_sk_test_a",
    PAYMOB_PUBLIC_KEY: "egy_pk_test_b",
    PAYMOB_HMAC_SECRET: "h",
    PAYMOB_INTEGRATION_IDS: "123, 456",
  };

  it("are off unless set, and read as one setting when they are", () => {
    expect(loadConfig({}).paymob).toBeUndefined();
    expect(loadConfig({ ...env, PAYMOB_API_URL: "http://127.0.0.1:8080/" }).paymob).toEqual({
      secretKey: "egy_sk_test_a",
      publicKey: "egy_pk_test_b",
      hmacSecret: "h",
      integrationIds: [123, 456],
      apiUrl: "http://127.0.0.1:8080",
      payWithinMinutes: 60,
    });
    expect(loadConfig(env).paymob?.apiUrl).toBe("https://accept.paymob.com");
  });

  it("refuse half a setting, a test key beside a live one, and ids that are not numbers", () => {
    expect(() => loadConfig({ PAYMOB_SECRET_KEY: "x" })).toThrow(
      /PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET, PAYMOB_INTEGRATION_IDS: required with PAYMOB_SECRET_KEY/,
    );
    expect(() => loadConfig({ ...env, PAYMOB_PUBLIC_KEY: "egy_pk_live_b" })).toThrow(
      /egy live.*egy test/,
    );
    expect(() => loadConfig({ ...env, PAYMOB_INTEGRATION_IDS: "card" })).toThrow(
      /PAYMOB_INTEGRATION_IDS: must be Paymob integration ids/,
    );
  });
});
