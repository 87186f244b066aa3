import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DIALECTS,
  createSecondApp,
  createTestApp,
  signupAndLogin,
  type TestApp,
} from "../../../test/helpers";
import { createProduct, ownerToken, teamMember } from "../../../test/fixtures";

/*
 * Issue 29: the label's search synonyms (docs/product.md#search-synonyms). A term of a group finds
 * what every term of it finds, in every process from the next search on; only an admin sets them.
 */
const TEE = ["T-Shirt", "tshirt", "تيشيرت", "تي شيرت"];
const URL = "/api/admin/settings/search-synonyms";

for (const dialect of DIALECTS) {
  describe(`search synonyms (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      admin = await ownerToken(t);
      await createProduct(t, { title: "Pima T-Shirt", stock: { M: 2 } });
      await createProduct(t, { title: "Cotton Tee", stock: { M: 2 } });
    });
    afterAll(async () => t.close());

    const search = async (app: { inject: TestApp["inject"] }, q: string) => {
      const r = await app.inject({
        method: "GET",
        url: `/api/products/search?q=${encodeURIComponent(q)}`,
      });
      expect(r.statusCode, `${q}: ${r.body}`).toBe(200);
      return (r.json() as { title: string }[]).map((p) => p.title);
    };
    const save = (groups: unknown, token = admin) =>
      t.inject({ method: "PUT", url: URL, token, payload: { groups } });

    it("finds by any term of a group, in this process and another, from the next search on", async () => {
      // Answers kept in both processes before the change.
      const other = await createSecondApp(t);
      try {
        for (const app of [t, other]) {
          expect(await search(app, "تي شيرت")).toEqual([]);
          expect(await search(app, "tee")).toEqual(["Cotton Tee"]);
        }
        const saved = await save([TEE, ["tee", "tees"]]);
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.json()).toEqual({ groups: [TEE, ["tee", "tees"]] });

        for (const app of [t, other]) {
          expect(await search(app, "تي شيرت")).toEqual(["Pima T-Shirt"]);
          expect(await search(app, "تيشيرت")).toEqual(["Pima T-Shirt"]);
          expect(await search(app, "TSHIRT pima")).toEqual(["Pima T-Shirt"]);
          // A word that is not a whole term stays an ordinary word.
          expect(await search(app, "تيشير")).toEqual([]);
        }
        const read = await t.inject({ method: "GET", url: URL, token: admin });
        expect(read.json()).toEqual({ groups: [TEE, ["tee", "tees"]] });

        // Emptied: the kept answers in the other process go with it.
        expect((await save([])).statusCode).toBe(200);
        expect(await search(other, "تي شيرت")).toEqual([]);
        expect(await search(t, "tshirt")).toEqual([]);
      } finally {
        await other.close();
      }
    });

    it("lets a short term stand for a long one, and quotes and wildcards stay ordinary", async () => {
      // "pj" is under three letters: matched where a word starts, outside the trigram index.
      expect(
        (
          await save([
            ["pj", "pima"],
            ['"tee"', "cotton%"],
          ])
        ).statusCode,
      ).toBe(200);
      expect(await search(t, "pj")).toEqual(["Pima T-Shirt"]);
      expect(await search(t, "pj shirt")).toEqual(["Pima T-Shirt"]);
      expect(await search(t, '"tee"')).toEqual([]);
      expect(await search(t, "cotton%")).toEqual([]);
      expect((await save([])).statusCode).toBe(200);
    });

    it("records the change in the audit log", async () => {
      expect((await save([["tee", "tees"]])).statusCode).toBe(200);
      const log = await t.inject({
        method: "GET",
        url: "/api/admin/audit?kind=settings.search-synonyms",
        token: admin,
      });
      expect(log.statusCode, log.body).toBe(200);
      expect(log.json().entries[0]).toMatchObject({
        kind: "settings.search-synonyms",
        after: { groups: [["tee", "tees"]] },
      });
    });

    it("refuses bad groups with a 400 naming groups, and keeps the groups it had", async () => {
      expect((await save([TEE])).statusCode).toBe(200);
      for (const groups of [
        [["tee"]],
        [TEE, ["tshirt", "قميص"]],
        [["tee", "x".repeat(41)]],
        [["tee", "t\u202eshirt"]],
        Array.from({ length: 101 }, (_, i) => [`a${i}`, `b${i}`]),
        "tee,tshirt",
        null,
      ]) {
        const r = await save(groups);
        expect(r.statusCode, JSON.stringify(groups).slice(0, 60)).toBe(400);
        expect(r.json().error).toMatch(/groups/);
      }
      // 10 MB: refused before it is read whole.
      const big = await t.inject({
        method: "PUT",
        url: URL,
        token: admin,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ groups: [["a", "b".repeat(10 * 1024 * 1024)]] }),
      });
      expect(big.statusCode).toBe(413);
      const read = await t.inject({ method: "GET", url: URL, token: admin });
      expect(read.json()).toEqual({ groups: [TEE] });
      expect(await search(t, "تيشيرت")).toEqual(["Pima T-Shirt"]);
    });

    it("is the admin's: a guest 401, a shopper and staff 403, nothing changed", async () => {
      const shopper = await signupAndLogin(t, "synonyms-shopper@example.com");
      const staff = await teamMember(t, "synonyms-staff@example.com");
      expect(
        (await t.inject({ method: "PUT", url: URL, payload: { groups: [] } })).statusCode,
      ).toBe(401);
      expect((await save([], shopper)).statusCode).toBe(403);
      expect((await save([], staff.token)).statusCode).toBe(403);
      expect((await t.inject({ method: "GET", url: URL, token: staff.token })).statusCode).toBe(
        403,
      );
      const read = await t.inject({ method: "GET", url: URL, token: admin });
      expect(read.json().groups.length).toBeGreaterThan(0);
    });
  });
}
