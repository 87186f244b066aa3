import { afterEach, describe, expect, it, vi } from "vitest";
import * as passwords from "../src/features/auth/passwords";
import { DIALECTS, createTestApp, type TestApp } from "./helpers";

// Counts argon2 hashes without changing them.
vi.mock("../src/features/auth/passwords", async (original) => {
  const real = await original<typeof import("../src/features/auth/passwords")>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

for (const dialect of DIALECTS) {
  describe(`reset-password under a flood of made-up tokens (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t.close());

    it("checks the token before hashing, so a bad token costs no argon2 hash", async () => {
      t = await createTestApp(dialect);
      const hash = vi.mocked(passwords.hashPassword);
      hash.mockClear();
      for (let i = 0; i < 20; i++) {
        const r = await t.inject({
          method: "POST",
          url: "/api/auth/reset-password",
          payload: { token: `made-up-${i}`, password: "Flooding2026" },
        });
        expect(r.statusCode).toBe(400);
        expect(r.json().error).toBe("This password reset link is invalid or has expired.");
      }
      expect(hash).not.toHaveBeenCalled();
    });
  });
}
