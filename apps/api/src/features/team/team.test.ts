import { BRAND } from "@atelier/shared/brand";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DIALECTS,
  createSecondApp,
  createTestApp,
  login,
  signupAndLogin,
  type TestApp,
} from "../../../test/helpers";
import { createProduct, ownerToken, teamMember } from "../../../test/fixtures";

/* Issue 33, staff and permissions: the admin invites, changes roles, removes (docs/product.md). */

for (const dialect of DIALECTS) {
  describe(`the team (${dialect})`, () => {
    let t: TestApp;
    let owner: string;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      owner = await ownerToken(t);
    });
    afterEach(async () => t.close());

    const team = (token?: string) => t.inject({ method: "GET", url: "/api/admin/team", token });
    // `as`: whose session asks (null: a guest's request).
    const invite = (email: string, role = "staff", as: string | null = owner) =>
      t.inject({
        method: "POST",
        url: "/api/admin/team",
        token: as ?? undefined,
        payload: { email, role },
      });
    const setRole = (id: number, role: string, as: string | null = owner) =>
      t.inject({
        method: "PATCH",
        url: `/api/admin/team/${id}`,
        token: as ?? undefined,
        payload: { role },
      });
    const remove = (id: number | string, as: string | null = owner) =>
      t.inject({ method: "DELETE", url: `/api/admin/team/${id}`, token: as ?? undefined });
    /** The mails to `to` once `count` of them are in the outbox (the mailer writes them soon). */
    const mailsTo = async (to: string, count = 1) => {
      for (let i = 0; i < 100; i++) {
        const mails = t.outbox().filter((m) => m.to.includes(to));
        if (mails.length >= count) return mails;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`fewer than ${count} mails reached ${to}`);
    };
    const me = (token: string) => t.inject({ method: "GET", url: "/api/auth/me", token });
    const setPassword = (link: string, password: string) =>
      t.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token: new URL(link).searchParams.get("token"), password },
      });

    it("invites by e-mail: a 48-hour link sets the password, and the member is staff", async () => {
      const r = await invite("salma@atelier.test");
      expect(r.statusCode).toBe(201);
      expect(r.json()).toEqual({
        id: expect.any(Number),
        email: "salma@atelier.test",
        role: "staff",
        invited: true,
      });
      const mail = (await mailsTo("salma@atelier.test"))[0]!;
      expect(mail.subject).toBe(`${BRAND.name}: you are invited to the team`);
      expect(mail.text).toContain(
        `owner@atelier.test invited you to help run ${BRAND.name} as staff.`,
      );
      expect(mail.text).toContain("within 48 hours");
      const link = await t.waitForLink("salma@atelier.test", /invited/);
      expect(link).toMatch(/\/reset-password\?token=/);
      const reset = await t.app.db
        .selectFrom("password_resets")
        .select(["created_at", "expires_at"])
        .where("user_id", "=", r.json().id)
        .executeTakeFirstOrThrow();
      expect(Date.parse(reset.expires_at) - Date.parse(reset.created_at)).toBe(48 * 3_600_000);

      expect((await setPassword(link, "Salma2026pass")).statusCode).toBe(200);
      // One-time: the same link cannot set the password again.
      expect((await setPassword(link, "Other2026pass")).statusCode).toBe(400);
      const token = await login(t, "salma@atelier.test", "Salma2026pass");
      expect((await me(token)).json().user).toMatchObject({ role: "staff" });
      expect((await team(owner)).json()).toEqual([
        { id: expect.any(Number), email: "owner@atelier.test", role: "admin", invited: false },
        { id: r.json().id, email: "salma@atelier.test", role: "staff", invited: false },
      ]);
    });

    it("a shopper's own account joins: its old password and sessions end, its orders stay", async () => {
      const shopper = await signupAndLogin(t, "nour@example.com", "Nour2026pass");
      expect((await invite("Nour@Example.com", "admin")).json()).toMatchObject({
        email: "nour@example.com",
        role: "admin",
        invited: true,
      });
      expect((await me(shopper)).statusCode).toBe(401);
      const stale = await t.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "nour@example.com", password: "Nour2026pass" },
      });
      expect(stale.statusCode).toBe(401);
      expect((await mailsTo("nour@example.com"))[0]!.text).toContain(
        "its old password no longer works",
      );
      const link = await t.waitForLink("nour@example.com", /invited/);
      expect((await setPassword(link, "Nour2026admin")).statusCode).toBe(200);
      const token = await login(t, "nour@example.com", "Nour2026admin");
      expect((await t.inject({ method: "GET", url: "/api/admin/team", token })).statusCode).toBe(
        200,
      );
    });

    it("inviting again before joining sends a fresh link; after joining it is refused", async () => {
      await invite("salma@atelier.test");
      const first = await t.waitForLink("salma@atelier.test", /invited/);
      const again = await invite("salma@atelier.test", "admin");
      expect(again.statusCode).toBe(201);
      expect(again.json()).toMatchObject({ role: "admin", invited: true });
      await mailsTo("salma@atelier.test", 2);
      const second = await t.waitForLink("salma@atelier.test", /invited/);
      expect(second).not.toBe(first);
      expect((await setPassword(first, "Salma2026pass")).statusCode).toBe(400);
      expect((await setPassword(second, "Salma2026pass")).statusCode).toBe(200);
      const joined = await invite("salma@atelier.test");
      expect(joined.statusCode).toBe(400);
      expect(joined.json().error).toBe("salma@atelier.test is already on the team");
    });

    it("a role change counts from the member's next request", async () => {
      const salma = await teamMember(t, "salma@atelier.test");
      const productId = await createProduct(t, { salePrice: 900 });
      const price = () =>
        t.inject({
          method: "PATCH",
          url: `/api/products/${productId}/sale`,
          token: salma.token,
          payload: { salePrice: 800 },
        });
      expect((await price()).statusCode).toBe(403);
      expect((await setRole(salma.id, "admin")).json()).toMatchObject({ role: "admin" });
      expect((await price()).statusCode).toBe(200);
      expect((await setRole(salma.id, "staff")).json()).toMatchObject({ role: "staff" });
      expect((await price()).json()).toEqual({
        error: "Your role does not allow this. Ask the store's admin.",
        errorCode: "FORBIDDEN",
      });
    });

    it("removing a member ends their sessions at once; the account is a shopper's again", async () => {
      const salma = await teamMember(t, "salma@atelier.test");
      expect((await remove(salma.id)).statusCode).toBe(204);
      expect((await me(salma.token)).statusCode).toBe(401);
      const again = await login(t, "salma@atelier.test", "Team2026pass");
      expect((await me(again)).json().user).toMatchObject({ role: "customer" });
      expect((await team(again)).json()).toEqual({ error: "Admins only", errorCode: "FORBIDDEN" });
      expect((await team(owner)).json().map((m: { email: string }) => m.email)).toEqual([
        "owner@atelier.test",
      ]);
      // Gone from the team: a second removal or a role change finds no member.
      expect((await remove(salma.id)).statusCode).toBe(404);
      expect((await setRole(salma.id, "admin")).statusCode).toBe(404);
    });

    it("nobody changes their own role or removes themselves, so an admin always remains", async () => {
      const ownerId = (await me(owner)).json().user.id;
      const own = await setRole(ownerId, "staff");
      expect(own.statusCode).toBe(400);
      expect(own.json().error).toBe("You cannot change your own role");
      const leave = await remove(ownerId);
      expect(leave.json().error).toBe("You cannot remove yourself from the team");
      expect((await me(owner)).json().user.role).toBe("admin");
    });

    it("two admins demoting each other at once leave one admin, on two processes", async () => {
      const other = await teamMember(t, "karim@atelier.test", "admin");
      const ownerId = (await me(owner)).json().user.id;
      const second = await createSecondApp(t);
      try {
        const [a, b] = await Promise.all([
          setRole(other.id, "staff", owner),
          second.inject({
            method: "PATCH",
            url: `/api/admin/team/${ownerId}`,
            headers: { authorization: `Bearer ${other.token}` },
            payload: { role: "staff" },
          }),
        ]);
        expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
        const admins = (await team(a.statusCode === 200 ? owner : other.token))
          .json()
          .filter((m: { role: string }) => m.role === "admin");
        expect(admins).toHaveLength(1);
      } finally {
        await second.close();
      }
    });

    it("answers 401 to a guest and 403 to staff and shoppers on every team route", async () => {
      const salma = await teamMember(t, "salma@atelier.test");
      const shopper = await signupAndLogin(t, "nour@example.com");
      for (const token of [null, salma.token, shopper]) {
        const want = token ? 403 : 401;
        expect((await team(token ?? undefined)).statusCode).toBe(want);
        expect((await invite("x@example.com", "admin", token)).statusCode).toBe(want);
        expect((await setRole(salma.id, "admin", token)).statusCode).toBe(want);
        expect((await remove(salma.id, token)).statusCode).toBe(want);
      }
      // Staff cannot make themselves admin through the invitation either.
      expect((await me(salma.token)).json().user.role).toBe("staff");
      expect(t.outbox().filter((m) => m.to.includes("x@example.com"))).toHaveLength(0);
    });

    it.each([
      [{ email: "salma@atelier.test", role: "owner" }, "role must be one of admin, staff"],
      [{ email: "salma@atelier.test", role: "customer" }, "role must be one of admin, staff"],
      [{ email: "not an address", role: "staff" }, "email must be a valid e-mail address"],
      [{ email: `${"a".repeat(400)}@example.com`, role: "staff" }, "email is too long"],
      [{ email: "salma@atelier.test" }, "role must be one of admin, staff"],
      [{ email: "salma@atelier.test", role: "staff", admin: true }, "Unrecognized key"],
    ])("refuses the invitation %j with a 400 and mails nobody", async (payload, message) => {
      const r = await t.inject({ method: "POST", url: "/api/admin/team", token: owner, payload });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toContain(message);
      expect(t.outbox()).toHaveLength(0);
    });

    it("refuses a bad id, a 10 MB body and a role for an account off the team", async () => {
      expect((await remove("abc")).json().error).toContain("id must be a number");
      expect((await remove(99_999_999_999)).statusCode).toBe(400);
      const shopper = await signupAndLogin(t, "nour@example.com");
      const shopperId = (await me(shopper)).json().user.id;
      const r = await setRole(shopperId, "admin");
      expect(r.statusCode).toBe(404);
      expect((await me(shopper)).json().user.role).toBe("customer");
      const big = await t.inject({
        method: "POST",
        url: "/api/admin/team",
        token: owner,
        payload: { email: "a@example.com", role: "staff", pad: "x".repeat(10 * 1024 * 1024) },
      });
      expect(big.statusCode).toBe(413);
      expect((await team(owner)).json()).toHaveLength(1);
    });
  });
}
