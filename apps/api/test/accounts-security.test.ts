import { afterEach, describe, expect, it } from "vitest";
import { bootstrapAdmin } from "../src/bootstrap";
import { promoteToAdmin } from "../src/features/auth/auth.service";
import { purgeExpired } from "../src/plugins/purge";
import {
  DIALECTS,
  createSecondApp,
  createTestApp,
  login,
  signupAndLogin,
  type TestApp,
} from "./helpers";

// Issue 12, items 3 to 5: lockout, sessions, the client address behind a proxy.
for (const dialect of DIALECTS) {
  describe(`account hardening (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t.close());

    const tight = (c: TestApp["config"]) =>
      (c.rateLimits = { ipPerMinute: 10_000, accountPerWindow: 3, accountWindowMinutes: 15 });
    const loginFrom = (remoteAddress: string, email: string, password: string) =>
      t.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress,
        payload: { email, password },
      });
    const me = (token: string) => t.inject({ method: "GET", url: "/api/auth/me", token });

    it("never lets wrong passwords from one address lock the owner out from another", async () => {
      t = await createTestApp(dialect, {}, tight);
      await signupAndLogin(t, "owner@example.com");
      const attacker = "203.0.113.7";
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push((await loginFrom(attacker, "owner@example.com", "Guess2026x")).statusCode);
      expect(codes).toEqual([401, 401, 401, 429, 429, 429]);
      const limited = await loginFrom(attacker, "OWNER@example.com", "Sunrise2026");
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        error: "Too many attempts for this account. Please wait a few minutes and try again.",
        errorCode: "TOO_MANY_REQUESTS",
      });
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      // The owner, from home, is not locked out.
      expect(
        (await loginFrom("198.51.100.20", "owner@example.com", "Sunrise2026")).statusCode,
      ).toBe(200);
    });

    it("counts only failed logins, and a success clears the pair's count", async () => {
      t = await createTestApp(dialect, {}, tight);
      await signupAndLogin(t, "mona@example.com");
      const home = "198.51.100.30";
      for (let round = 0; round < 3; round++) {
        expect((await loginFrom(home, "mona@example.com", "Typo2026x")).statusCode).toBe(401);
        expect((await loginFrom(home, "mona@example.com", "Typo2026x")).statusCode).toBe(401);
        expect((await loginFrom(home, "mona@example.com", "Sunrise2026")).statusCode).toBe(200);
      }
    });

    it("keeps the owner's counter however many other e-mails an attacker tries", async () => {
      t = await createTestApp(dialect, {}, tight);
      const attacker = "203.0.113.8";
      const forgot = (email: string) =>
        t.inject({
          method: "POST",
          url: "/api/auth/forgot-password",
          remoteAddress: attacker,
          payload: { email },
        });
      for (let i = 0; i < 3; i++) expect((await forgot("owner@example.com")).statusCode).toBe(200);
      expect((await forgot("owner@example.com")).statusCode).toBe(429);
      // More keys than the in-memory limiter keeps (5000): it would forget the owner's count.
      for (let i = 0; i < 5001; i++) await forgot(`other${i}@example.com`);
      expect((await forgot("owner@example.com")).statusCode).toBe(429);
      // Forgot-password is counted per e-mail and address too: the owner still gets a link.
      const own = await t.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        remoteAddress: "198.51.100.40",
        payload: { email: "owner@example.com" },
      });
      expect(own.statusCode).toBe(200);
    }, 120_000);

    it("shares the failure count between app processes on one database, without Redis", async () => {
      t = await createTestApp(dialect, {}, tight);
      const second = await createSecondApp(t);
      try {
        const attempt = (app: { inject: TestApp["app"]["inject"] }) =>
          app.inject({
            method: "POST",
            url: "/api/auth/login",
            remoteAddress: "203.0.113.11",
            payload: { email: "shared@example.com", password: "Guess2026x" },
          });
        expect((await attempt(t.app)).statusCode).toBe(401);
        expect((await attempt(second)).statusCode).toBe(401);
        expect((await attempt(t.app)).statusCode).toBe(401);
        expect((await attempt(second)).statusCode).toBe(429);
      } finally {
        await second.close();
      }
    });

    it("purges expired sessions, spent links and ended login windows, and keeps the rest", async () => {
      t = await createTestApp(dialect);
      const live = await signupAndLogin(t, "keep@example.com");
      const old = await login(t, "keep@example.com", "Sunrise2026");
      const db = t.app.db;
      const user = await db.selectFrom("users").select("id").executeTakeFirstOrThrow();
      const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
      const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
      // The second session expired.
      const sessions = await db.selectFrom("sessions").select("id").orderBy("id").execute();
      await db
        .updateTable("sessions")
        .set({ expires_at: ago(1) })
        .where("id", "=", sessions[1]!.id)
        .execute();
      const reset = (hash: string, expires: string, used: string | null) => ({
        token_hash: hash,
        user_id: user.id,
        created_at: ago(5),
        expires_at: expires,
        used_at: used,
      });
      await db
        .insertInto("password_resets")
        .values([
          reset("r-live", later(30), null),
          reset("r-used", later(30), ago(1)),
          reset("r-expired", ago(1), null),
        ])
        .execute();
      const hold = (hash: string, created: string, expires: string, used: string | null) => ({
        token_hash: hash,
        email: "guest@example.com",
        payload: "{}",
        created_at: created,
        expires_at: expires,
        used_at: used,
      });
      await db
        .insertInto("guest_verifications")
        .values([
          hold("g-live", ago(5), later(60), null),
          // Used, but still counted by the hourly e-mail cap.
          hold("g-used-recent", ago(5), later(60), ago(1)),
          hold("g-used-old", ago(120), later(60), ago(100)),
          hold("g-expired", ago(2000), ago(1), null),
        ])
        .execute();
      await db
        .insertInto("auth_attempts")
        .values([
          {
            kind: "login",
            email: "a@example.com",
            ip: "192.0.2.1",
            count: 2,
            window_start: ago(1),
          },
          {
            kind: "login",
            email: "b@example.com",
            ip: "192.0.2.1",
            count: 9,
            window_start: ago(20),
          },
        ])
        .execute();

      const purged = await purgeExpired(db, { attemptWindowMinutes: 15 });
      expect(purged).toEqual({
        sessions: 1,
        passwordResets: 2,
        guestVerifications: 2,
        authAttempts: 1,
        stockAlerts: 0,
        // This test's own sign-ins counted per address; their minute may just have ended
        // (plugins/rate-limit.test.ts checks this purge).
        rateLimits: expect.any(Number),
      });
      expect((await me(live)).statusCode).toBe(200);
      expect((await me(old)).statusCode).toBe(401);
      const left = async (table: "password_resets" | "guest_verifications") =>
        (await db.selectFrom(table).select("token_hash").orderBy("token_hash").execute()).map(
          (r) => r.token_hash,
        );
      expect(await left("password_resets")).toEqual(["r-live"]);
      expect(await left("guest_verifications")).toEqual(["g-live", "g-used-recent"]);
      const attempts = await db.selectFrom("auth_attempts").select("email").execute();
      expect(attempts.map((a) => a.email)).toEqual(["a@example.com"]);
    });

    it("ends the session on the server at logout", async () => {
      t = await createTestApp(dialect);
      const token = await signupAndLogin(t, "leave@example.com");
      const other = await login(t, "leave@example.com", "Sunrise2026");
      const out = await t.inject({ method: "POST", url: "/api/auth/logout", token });
      expect(out.statusCode).toBe(204);
      expect(out.body).toBe("");
      const after = await me(token);
      expect(after.statusCode).toBe(401);
      expect(after.json().errorCode).toBe("UNAUTHORIZED");
      expect((await t.inject({ method: "POST", url: "/api/auth/logout", token })).statusCode).toBe(
        401,
      );
      // Only that session: the same account signed in elsewhere stays signed in.
      expect((await me(other)).statusCode).toBe(200);
    });

    it("ends every session of an account ADMIN_EMAIL makes admin at start", async () => {
      t = await createTestApp(dialect, {
        ADMIN_EMAIL: "prepared@example.com",
        ADMIN_PASSWORD: "Takeover2026",
      });
      const old = await signupAndLogin(t, "prepared@example.com");
      await bootstrapAdmin(t.app);
      expect((await me(old)).statusCode).toBe(401);
      const fresh = await login(t, "prepared@example.com", "Takeover2026");
      expect((await me(fresh)).json().user.role).toBe("admin");
    });

    it("ends every session of an account the CLI promotes", async () => {
      t = await createTestApp(dialect);
      const old = await signupAndLogin(t, "staff@example.com");
      expect(await promoteToAdmin(t.app.db, "staff@example.com", t.config.publicUrl)).toBe(true);
      expect((await me(old)).statusCode).toBe(401);
      // Its password ended too (issue 26): admin-promotion.test.ts.
    });

    it("voids every other reset link of the account after a successful reset", async () => {
      t = await createTestApp(dialect);
      await signupAndLogin(t, "links@example.com");
      const ask = () =>
        t.inject({
          method: "POST",
          url: "/api/auth/forgot-password",
          payload: { email: "links@example.com" },
        });
      const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
      await ask();
      const first = tokenOf(await t.waitForLink("links@example.com"));
      await ask();
      let second = first;
      for (let i = 0; i < 100 && second === first; i++) {
        second = tokenOf(await t.waitForLink("links@example.com"));
        if (second === first) await new Promise((r) => setTimeout(r, 20));
      }
      expect(second).not.toBe(first);
      const reset = (token: string, password: string) =>
        t.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, password } });
      expect((await reset(second, "Harbour2026")).statusCode).toBe(200);
      const stale = await reset(first, "Attacker2026");
      expect(stale.statusCode).toBe(400);
      expect(stale.json().error).toBe("This password reset link is invalid or has expired.");
      await login(t, "links@example.com", "Harbour2026");
    });

    it("ignores X-Forwarded-For without TRUST_PROXY: a spoofed header changes no limit", async () => {
      t = await createTestApp(dialect, {}, (c) => (c.rateLimits.ipPerMinute = 3));
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await t.inject({
          method: "POST",
          url: "/api/auth/forgot-password",
          remoteAddress: "203.0.113.9",
          headers: { "x-forwarded-for": `192.0.2.${i + 1}` },
          payload: { email: `spoof${i}@example.com` },
        });
        codes.push(r.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    });

    it("with TRUST_PROXY, gives two clients behind one proxy their own limits", async () => {
      t = await createTestApp(
        dialect,
        { TRUST_PROXY: "10.0.0.0/8" },
        (c) => (c.rateLimits.ipPerMinute = 3),
      );
      const ask = (client: string, i: number) =>
        t.inject({
          method: "POST",
          url: "/api/auth/forgot-password",
          remoteAddress: "10.1.2.3",
          headers: { "x-forwarded-for": client },
          payload: { email: `proxied${i}@example.com` },
        });
      for (let i = 0; i < 3; i++) expect((await ask("192.0.2.10", i)).statusCode).toBe(200);
      expect((await ask("192.0.2.10", 3)).statusCode).toBe(429);
      expect((await ask("192.0.2.11", 4)).statusCode).toBe(200);
    });
  });
}
