import { afterEach, describe, expect, it } from "vitest";
import { PASSWORD_CHANGED_MESSAGE } from "@atelier/shared/auth";
import {
  DIALECTS,
  createTestApp,
  login,
  signupAndLogin,
  type TestApp,
} from "../../../test/helpers";

for (const dialect of DIALECTS) {
  describe(`changing the password (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t.close());

    const change = (token: string | undefined, payload: object) =>
      t.inject({ method: "POST", url: "/api/auth/change-password", token, payload });
    const me = (token: string) => t.inject({ method: "GET", url: "/api/auth/me", token });

    it("needs the current password, keeps the policy, and ends every other session", async () => {
      t = await createTestApp(dialect);
      const here = await signupAndLogin(t, "nour@example.com");
      const phone = await login(t, "nour@example.com", "Sunrise2026");
      const someoneElse = await signupAndLogin(t, "karim@example.com");

      expect((await change(undefined, { currentPassword: "x", newPassword: "y" })).statusCode).toBe(
        401,
      );
      const weak = await change(here, { currentPassword: "Sunrise2026", newPassword: "short" });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error).toContain("at least 8 characters");
      const wrong = await change(here, {
        currentPassword: "Wrong2026",
        newPassword: "Moonrise2027",
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        error: "Current password is incorrect.",
        errorCode: "BAD_REQUEST",
      });
      expect(
        (
          await change(here, {
            currentPassword: "Sunrise2026",
            newPassword: "Moonrise2027",
            role: "admin",
          })
        ).statusCode,
      ).toBe(400);
      // Nothing changed so far: both sessions live, the old password works.
      expect((await me(phone)).statusCode).toBe(200);

      const ok = await change(here, {
        currentPassword: "Sunrise2026",
        newPassword: "Moonrise2027",
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: PASSWORD_CHANGED_MESSAGE });
      expect((await me(here)).statusCode).toBe(200);
      expect((await me(phone)).statusCode).toBe(401);
      expect((await me(someoneElse)).statusCode).toBe(200);
      const old = await t.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "nour@example.com", password: "Sunrise2026" },
      });
      expect(old.statusCode).toBe(401);
      expect(await login(t, "nour@example.com", "Moonrise2027")).toEqual(expect.any(String));
    });

    it("counts a wrong current password as a failed login, so it cannot be used to guess", async () => {
      t = await createTestApp(dialect, {}, (c) => {
        c.rateLimits = { ipPerMinute: 300, accountPerWindow: 3, accountWindowMinutes: 15 };
      });
      const token = await signupAndLogin(t, "nour@example.com");
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (await change(token, { currentPassword: `Guess${i}x`, newPassword: "Moonrise2027" }))
            .statusCode,
        );
      expect(codes).toEqual([400, 400, 400, 429]);
      // Even the right password waits now, and so does a login from the same address.
      const right = await change(token, {
        currentPassword: "Sunrise2026",
        newPassword: "Moonrise2027",
      });
      expect(right.statusCode).toBe(429);
      const loginNow = await t.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "nour@example.com", password: "Sunrise2026" },
      });
      expect(loginNow.statusCode).toBe(429);
    });

    it("refuses a 10 MB body with a clear 4xx", async () => {
      t = await createTestApp(dialect);
      const token = await signupAndLogin(t, "nour@example.com");
      const r = await change(token, {
        currentPassword: "Sunrise2026",
        newPassword: `Aa1${"x".repeat(10 * 1024 * 1024)}`,
      });
      expect([400, 413]).toContain(r.statusCode);
      expect(await login(t, "nour@example.com", "Sunrise2026")).toEqual(expect.any(String));
    });
  });
}
