import { afterEach, describe, expect, it } from "vitest";
import { BRAND } from "@atelier/shared/brand";
import {
  createTestApp,
  login,
  parseEml,
  signupAndLogin,
  type TestApp,
} from "../../../test/helpers";
import { startSmtp } from "../../../test/smtp";

describe("e-mail over real SMTP", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("sends a branded reset e-mail whose link resets the password", async () => {
    smtp = await startSmtp();
    t = await createTestApp("sqlite", {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Maison Zamalek <care@maisonzamalek.com>",
    });
    await signupAndLogin(t, "laila@example.com");
    await t.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: "laila@example.com" },
    });

    for (let i = 0; i < 100 && smtp.received.length === 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(["laila@example.com"]);
    expect(mail.from).toBe("care@maisonzamalek.com");
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    const parsed = parseEml(mail.raw);
    expect(parsed.subject).toBe(`Reset your ${BRAND.name} password`);
    expect(parsed.text).toContain(BRAND.name.toUpperCase());

    const link = parsed.links.find((l) => l.includes("/reset-password"))!;
    expect(link).toMatch(/^http:\/\/shop\.test\/reset-password\?token=/);
    const token = new URL(link).searchParams.get("token")!;
    const reset = await t.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "Corniche2026" },
    });
    expect(reset.statusCode).toBe(200);
    expect(await login(t, "laila@example.com", "Corniche2026")).toBeTruthy();
    // Nothing went to the outbox folder when SMTP is configured.
    expect(t.outbox()).toHaveLength(0);
  });
});
