import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type WhatsAppConfig } from "../../config";
import { startWhatsAppFake, type WhatsAppFake } from "../../../test/whatsapp-fake";
import { sendTemplate, waNumber, WhatsAppError } from "./whatsapp-client";
import {
  hubSignature,
  readReplyPayload,
  replyPayload,
  verifyHubSignature,
} from "./whatsapp-signature";

const KEYS = { token: "EAAG-test-token", phoneNumberId: "1098765432", appSecret: "app-secret" };

describe("WhatsApp's template send, against a local fake", () => {
  let fake: WhatsAppFake;
  let settings: WhatsAppConfig;
  beforeAll(async () => {
    fake = await startWhatsAppFake(KEYS);
    settings = {
      ...KEYS,
      verifyToken: "v",
      template: "order_confirmation",
      templateLanguage: null,
      apiUrl: fake.url,
      confirmWithinHours: 24,
    };
  });
  afterAll(() => fake.close());

  it("sends the template with its body parameters and two signed quick replies", async () => {
    const buttons = [replyPayload("k", "CONFIRM", 42), replyPayload("k", "CANCEL", 42)];
    const id = await sendTemplate(settings, {
      to: waNumber("010 1234 5678"),
      template: "order_confirmation",
      language: "ar",
      body: ["42", "1,550.00 ج.م", "قميص كتان (M) × 2"],
      buttons,
    });
    expect(id).toMatch(/^wamid\./);
    expect(fake.sent.at(-1)!.body).toEqual({
      messaging_product: "whatsapp",
      to: "201012345678",
      type: "template",
      template: {
        name: "order_confirmation",
        language: { code: "ar" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "42" },
              { type: "text", text: "1,550.00 ج.م" },
              { type: "text", text: "قميص كتان (M) × 2" },
            ],
          },
          {
            type: "button",
            sub_type: "quick_reply",
            index: "0",
            parameters: [{ type: "payload", payload: buttons[0] }],
          },
          {
            type: "button",
            sub_type: "quick_reply",
            index: "1",
            parameters: [{ type: "payload", payload: buttons[1] }],
          },
        ],
      },
    });
  });

  it("tells a failure worth retrying (down, 429) from one that is not (a bad token)", async () => {
    const message = { to: "201012345678", template: "t", language: "en", body: [], buttons: [] };
    fake.down(503);
    await expect(sendTemplate(settings, message)).rejects.toMatchObject({ retry: true });
    fake.down(null);
    const refused = sendTemplate({ ...settings, token: "wrong" }, message);
    await expect(refused).rejects.toBeInstanceOf(WhatsAppError);
    await expect(refused).rejects.toMatchObject({ retry: false });
    await expect(
      sendTemplate({ ...settings, apiUrl: "http://127.0.0.1:9" }, message, 2_000),
    ).rejects.toMatchObject({ retry: true });
  });

  it("writes Egyptian numbers as WhatsApp does", () => {
    expect(waNumber("01012345678")).toBe("201012345678");
    expect(waNumber("+20 10 1234 5678")).toBe("201012345678");
    expect(waNumber("201012345678")).toBe("201012345678");
  });
});

describe("WhatsApp signatures", () => {
  it("checks X-Hub-Signature-256 over the raw bytes, in constant time", () => {
    const raw = Buffer.from('{"object":"whatsapp_business_account"}');
    const header = hubSignature(raw, "app-secret");
    expect(verifyHubSignature(raw, header, "app-secret")).toBe(true);
    expect(
      verifyHubSignature(raw, header.toUpperCase().replace("SHA256", "sha256"), "app-secret"),
    ).toBe(true);
    expect(verifyHubSignature(Buffer.from(`${raw} `), header, "app-secret")).toBe(false);
    expect(verifyHubSignature(raw, header, "other")).toBe(false);
    expect(verifyHubSignature(raw, undefined, "app-secret")).toBe(false);
    expect(verifyHubSignature(raw, "sha1=abc", "app-secret")).toBe(false);
  });

  it("reads back only payloads the store signed, for their own order and answer", () => {
    const confirm = replyPayload("key", "CONFIRM", 42);
    expect(readReplyPayload("key", confirm)).toEqual({ action: "CONFIRM", orderId: 42 });
    expect(readReplyPayload("key", confirm.replace(":42:", ":43:"))).toBeNull();
    expect(readReplyPayload("key", confirm.replace("CONFIRM", "CANCEL"))).toBeNull();
    expect(readReplyPayload("other", confirm)).toBeNull();
    expect(readReplyPayload("key", "Confirm")).toBeNull();
  });
});

describe("WHATSAPP_* settings", () => {
  const env = {
    WHATSAPP_TOKEN: "t",
    WHATSAPP_PHONE_NUMBER_ID: "123",
    WHATSAPP_APP_SECRET: "s",
    WHATSAPP_VERIFY_TOKEN: "v",
    WHATSAPP_TEMPLATE: "order_confirmation",
  };
  it("are off unless set, one setting when set, and refuse half of one", () => {
    expect(loadConfig({}).whatsapp).toBeUndefined();
    expect(loadConfig(env).whatsapp).toMatchObject({
      template: "order_confirmation",
      templateLanguage: null,
      apiUrl: "https://graph.facebook.com/v21.0",
      confirmWithinHours: 24,
    });
    expect(() => loadConfig({ WHATSAPP_TOKEN: "t" })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID.*required with WHATSAPP_TOKEN/,
    );
    expect(() => loadConfig({ ...env, WHATSAPP_TEMPLATE: "Order Confirm" })).toThrow(
      /template name/,
    );
  });
});
