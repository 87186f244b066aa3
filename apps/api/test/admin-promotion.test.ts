import { afterEach, describe, expect, it } from "vitest";
import { bootstrapAdmin } from "../src/bootstrap";
import { promoteToAdmin, upsertAdmin } from "../src/features/auth/auth.service";
import { DIALECTS, createTestApp, login, signupAndLogin, type TestApp } from "./helpers";

// Issue 26, item 7: an account prepared before it is made admin (docs/security.md).
for (const dialect of DIALECTS) {
  describe(`admin promotion (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t.close());

    const me = (token: string) => t.inject({ method: "GET", url: "/api/auth/me", token });
    const logIn = (email: string, password: string) =>
      t.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
    const setPassword = (link: string, password: string) =>
      t.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token: new URL(link).searchParams.get("token"), password },
      });
    const adminMails = (to: string) =>
      t.outbox().filter((m) => m.to.includes(to) && /admin/i.test(m.subject));

    it("CLI promote: the password registered beforehand no longer logs in; the mailbox's owner sets one by the mailed link", async () => {
      t = await createTestApp(dialect);
      // The attacker signs up first under the future admin's address (signup proves no e-mail).
      const old = await signupAndLogin(t, "staff@example.com", "Prepared2026");
      expect(await promoteToAdmin(t.app.db, "staff@example.com", t.config.publicUrl)).toBe(true);
      await t.app.mailer.deliverDue();
      expect((await me(old)).statusCode).toBe(401);
      expect((await logIn("staff@example.com", "Prepared2026")).statusCode).toBe(401);
      // The owner of the mailbox gets the set-password link (the reset mechanism).
      const mails = adminMails("staff@example.com");
      expect(mails).toHaveLength(1);
      const link = mails[0]!.links[0]!;
      expect(link).toMatch(/^http:\/\/shop\.test\/reset-password\?token=/);
      expect((await setPassword(link, "Harbour2026")).statusCode).toBe(200);
      const fresh = await login(t, "staff@example.com", "Harbour2026");
      expect((await me(fresh)).json().user.role).toBe("admin");
      // Single use, like every reset link.
      expect((await setPassword(link, "Attacker2026")).statusCode).toBe(400);
    });

    it("CLI promote voids reset links asked for before the promotion", async () => {
      t = await createTestApp(dialect);
      await signupAndLogin(t, "early@example.com", "Prepared2026");
      await t.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: "early@example.com" },
      });
      const before = await t.waitForLink("early@example.com");
      await promoteToAdmin(t.app.db, "early@example.com", t.config.publicUrl);
      expect((await setPassword(before, "Harbour2026")).statusCode).toBe(400);
    });

    it("ADMIN_EMAIL at start: an existing shopper's account loses its password for ADMIN_PASSWORD, and the address is mailed the link", async () => {
      t = await createTestApp(dialect, {
        ADMIN_EMAIL: "prepared@example.com",
        ADMIN_PASSWORD: "Takeover2026",
      });
      const old = await signupAndLogin(t, "prepared@example.com", "Prepared2026");
      await bootstrapAdmin(t.app);
      await t.app.mailer.deliverDue();
      expect((await me(old)).statusCode).toBe(401);
      expect((await logIn("prepared@example.com", "Prepared2026")).statusCode).toBe(401);
      const fresh = await login(t, "prepared@example.com", "Takeover2026");
      expect((await me(fresh)).json().user.role).toBe("admin");
      expect(adminMails("prepared@example.com")).toHaveLength(1);
      // A later start finds an admin: ADMIN_PASSWORD is set again, and no second link goes out.
      await bootstrapAdmin(t.app);
      await t.app.mailer.deliverDue();
      expect(adminMails("prepared@example.com")).toHaveLength(1);
      await login(t, "prepared@example.com", "Takeover2026");
    });

    it("the first start's ADMIN_PASSWORD sets a new admin's password directly and mails nothing", async () => {
      t = await createTestApp(dialect, {
        ADMIN_EMAIL: "owner@example.com",
        ADMIN_PASSWORD: "Takeover2026",
      });
      await bootstrapAdmin(t.app);
      await t.app.mailer.deliverDue();
      const token = await login(t, "owner@example.com", "Takeover2026");
      expect((await me(token)).json().user.role).toBe("admin");
      expect(t.outbox()).toEqual([]);
    });

    it("CLI create on an existing shopper's account: the chosen password replaces the old one and the link is mailed", async () => {
      t = await createTestApp(dialect);
      await signupAndLogin(t, "later@example.com", "Prepared2026");
      expect(
        await upsertAdmin(t.app.db, "later@example.com", "Chosen2026x", t.config.publicUrl),
      ).toBe("promoted");
      await t.app.mailer.deliverDue();
      expect((await logIn("later@example.com", "Prepared2026")).statusCode).toBe(401);
      await login(t, "later@example.com", "Chosen2026x");
      expect(adminMails("later@example.com")).toHaveLength(1);
    });
  });
}
