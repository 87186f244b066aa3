import { afterEach, describe, expect, it } from "vitest";
import {
  DIALECTS,
  createSecondApp,
  createTestApp,
  signupAndLogin,
  type TestApp,
} from "../../../test/helpers";
import { adminEdit, createProduct, ownerToken } from "../../../test/fixtures";
import { runLowStockDigest } from "./inventory.service";

const day = (iso: string) => new Date(iso);

for (const dialect of DIALECTS) {
  describe(`low stock (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t.close());

    const lowStock = async (token?: string) =>
      t.inject({
        method: "GET",
        url: "/api/admin/low-stock",
        token: token ?? (await ownerToken(t)),
      });
    const setThreshold = async (threshold: unknown, token?: string) =>
      t.inject({
        method: "PUT",
        url: "/api/admin/settings/low-stock",
        payload: { threshold },
        token: token ?? (await ownerToken(t)),
      });
    const digest = (now: Date, app = t.app) =>
      runLowStockDigest(
        app.db,
        (db, m) => app.mailer.enqueue(db, m, "staff"),
        t.config.publicUrl,
        now,
      );
    const digestMails = () =>
      t.app.db
        .selectFrom("outbox")
        .selectAll()
        .where("subject", "like", "%running low%")
        .orderBy("id", "asc")
        .execute();

    it("lists sizes at or below the threshold (default 3), fewest first; admins set it", async () => {
      t = await createTestApp(dialect);
      const shirt = await createProduct(t, { title: "Shirt", stock: { S: 3, M: 4, L: 0, XL: 10 } });
      await createProduct(t, { title: "Scarf", stock: { S: 9, M: 9, L: 9, XL: 9 } });
      const r = await lowStock();
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({
        threshold: 3,
        items: [
          { productId: shirt, title: "Shirt", size: "L", quantity: 0 },
          { productId: shirt, title: "Shirt", size: "S", quantity: 3 },
        ],
      });

      expect((await setThreshold(4)).json()).toEqual({ threshold: 4 });
      expect((await lowStock()).json().items.map((i: { size: string }) => i.size)).toEqual([
        "L",
        "S",
        "M",
      ]);
      expect((await setThreshold(0)).statusCode).toBe(200);
      expect((await lowStock()).json().items).toHaveLength(1);
      for (const bad of [-1, 1001, 2.5, "3", null])
        expect((await setThreshold(bad)).statusCode, String(bad)).toBe(400);
      expect((await lowStock()).json().threshold).toBe(0);
    });

    it("is for admins only", async () => {
      t = await createTestApp(dialect);
      const customer = await signupAndLogin(t, "c@example.com");
      expect((await t.inject({ method: "GET", url: "/api/admin/low-stock" })).statusCode).toBe(401);
      expect((await lowStock(customer)).statusCode).toBe(403);
      expect((await setThreshold(5, customer)).statusCode).toBe(403);
      expect((await lowStock()).json().threshold).toBe(3);
    });

    it("mails admins once a day, only when a size crossed the threshold, across processes", async () => {
      t = await createTestApp(dialect);
      await ownerToken(t);
      const shirt = await createProduct(t, { title: "Shirt", stock: { S: 2, M: 8, L: 8, XL: 8 } });
      // Two processes at once on the first day: one digest.
      const second = await createSecondApp(t);
      try {
        const at = day("2026-11-24T07:00:00Z");
        // One Node process cannot run two SQLite writers at once (better-sqlite3 waits for the
        // lock synchronously): there the second process comes right after the first.
        const sent =
          dialect === "postgres"
            ? await Promise.all([digest(at), digest(at, second)])
            : [await digest(at), await digest(at, second)];
        expect(sent.sort()).toEqual([0, 1]);
      } finally {
        await second.close();
      }
      let mails = await digestMails();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.recipient).toBe("owner@atelier.test");
      expect(mails[0]!.text).toMatch(/Shirt \(S\) · new: 2 left/);
      expect(mails[0]!.text).toContain("http://shop.test/admin/products");

      // Later the same day: nothing, even with a new low size.
      await adminEdit(t, shirt, "quantity", { size: "M", quantity: 1 });
      expect(await digest(day("2026-11-24T22:00:00Z"))).toBe(0);
      // The next day: M crossed, so a digest lists both, M as new.
      expect(await digest(day("2026-11-25T07:00:00Z"))).toBe(1);
      mails = await digestMails();
      expect(mails).toHaveLength(2);
      expect(mails[1]!.text).toMatch(/Shirt \(M\) · new: 1 left/);
      expect(mails[1]!.text).toMatch(/Shirt \(S\): 2 left/);
      // The day after, nothing new crossed: no mail.
      expect(await digest(day("2026-11-26T07:00:00Z"))).toBe(0);
      expect(await digestMails()).toHaveLength(2);
    });
  });
}
