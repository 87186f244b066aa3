import { afterEach, describe, expect, it } from "vitest";
import {
  DIALECTS,
  createSecondApp,
  createTestApp,
  signupAndLogin,
  type TestApp,
} from "../../../test/helpers";
import { adminEdit, createProduct, ownerToken } from "../../../test/fixtures";
import { productCreateSchema } from "@atelier/shared/products";
import type { LowStock } from "@atelier/shared/inventory";
import { productRow } from "../products/products.service";
import { runLowStockDigest } from "./inventory.service";

const day = (iso: string) => new Date(iso);

for (const dialect of DIALECTS) {
  describe(`low stock (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t.close());

    const lowStock = async (token?: string, query = "") =>
      t.inject({
        method: "GET",
        url: `/api/admin/low-stock${query}`,
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
          { productId: shirt, title: "Shirt", color: null, size: "L", quantity: 0 },
          { productId: shirt, title: "Shirt", color: null, size: "S", quantity: 3 },
        ],
        total: 2,
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

    it("answers the first `limit` sizes (default 50, at most 500) and how many are low in all", async () => {
      t = await createTestApp(dialect);
      await ownerToken(t);
      // 15 products with every size low (60 sizes), counts chosen so that ties are common.
      const rows = Array.from({ length: 15 }, (_, i) =>
        productRow(
          productCreateSchema.parse({
            title: `Piece ${i}`,
            originalPrice: 100,
            salePrice: 100,
            quantityS: i % 4,
            quantityM: (i + 1) % 4,
            quantityL: (i + 2) % 4,
            quantityXL: i % 2,
          }),
        ),
      );
      await t.app.db.insertInto("products").values(rows).execute();
      const sizes = (r: { json(): unknown }) =>
        (r.json() as LowStock).items.map((i) => `${i.productId}${i.size}:${i.quantity}`);

      const all = await lowStock(undefined, "?limit=500");
      expect(all.statusCode).toBe(200);
      expect(all.json().total).toBe(60);
      const items = (all.json() as LowStock).items;
      expect(items).toHaveLength(60);
      // Fewest first, then by product, then S, M, L, XL.
      const order = ["S", "M", "L", "XL"];
      const sorted = [...items].sort(
        (a, b) =>
          a.quantity - b.quantity ||
          a.productId - b.productId ||
          order.indexOf(a.size) - order.indexOf(b.size),
      );
      expect(items).toEqual(sorted);

      const first = await lowStock();
      expect(first.json().total).toBe(60);
      expect(sizes(first)).toEqual(sizes(all).slice(0, 50));
      const two = await lowStock(undefined, "?limit=2");
      expect(two.json()).toMatchObject({ threshold: 3, total: 60 });
      expect(sizes(two)).toEqual(sizes(all).slice(0, 2));
      for (const bad of ["?limit=0", "?limit=501", "?limit=abc", "?limit=-1"])
        expect((await lowStock(undefined, bad)).statusCode, bad).toBe(400);
    });

    /** Colours as the colour routes leave them: their rows, and the sums on the product. */
    const addColors = async (
      productId: number,
      colors: { name: string; hex: string; stock: [number, number, number, number] }[],
    ) => {
      const ids: number[] = [];
      for (const [i, c] of colors.entries()) {
        const [s, m, l, xl] = c.stock;
        const row = await t.app.db
          .insertInto("product_colors")
          .values({
            product_id: productId,
            position: i + 1,
            name: c.name,
            hex: c.hex,
            quantity_s: s,
            quantity_m: m,
            quantity_l: l,
            quantity_xl: xl,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      const sum = (k: number) => colors.reduce((n, c) => n + c.stock[k]!, 0);
      await t.app.db
        .updateTable("products")
        .set({ quantity_s: sum(0), quantity_m: sum(1), quantity_l: sum(2), quantity_xl: sum(3) })
        .where("id", "=", productId)
        .execute();
      return ids;
    };

    it("lists a product sold in colours per colour and size, not by its summed stock", async () => {
      t = await createTestApp(dialect);
      const scarf = await createProduct(t, { title: "Scarf", stock: { S: 2, M: 9, L: 9, XL: 9 } });
      const shirt = await createProduct(t, { title: "Linen Shirt" });
      // Sums of 9, 1, 5, 8: only M would look low; per colour, Sand M, Navy S and Navy L are.
      const [sand, navy] = await addColors(shirt, [
        { name: "Sand", hex: "#d8c3a5", stock: [5, 1, 5, 4] },
        { name: "Navy", hex: "#1f2a44", stock: [3, 0, 0, 4] },
      ]);
      const r = await lowStock();
      expect(r.statusCode).toBe(200);
      const sandColor = { id: sand, name: "Sand", hex: "#d8c3a5" };
      const navyColor = { id: navy, name: "Navy", hex: "#1f2a44" };
      expect(r.json()).toEqual({
        threshold: 3,
        items: [
          // Fewest first; ties by product, then the colours in the admin's order, then S to XL.
          { productId: shirt, title: "Linen Shirt", color: navyColor, size: "M", quantity: 0 },
          { productId: shirt, title: "Linen Shirt", color: navyColor, size: "L", quantity: 0 },
          { productId: shirt, title: "Linen Shirt", color: sandColor, size: "M", quantity: 1 },
          { productId: scarf, title: "Scarf", color: null, size: "S", quantity: 2 },
          { productId: shirt, title: "Linen Shirt", color: navyColor, size: "S", quantity: 3 },
        ],
        total: 5,
      });
      const two = await lowStock(undefined, "?limit=2");
      expect(two.json()).toMatchObject({ total: 5, items: r.json().items.slice(0, 2) });

      // The digest names the colour; a product without colours reads as before.
      await ownerToken(t);
      expect(await digest(day("2026-11-24T07:00:00Z"))).toBe(1);
      const [mail] = await digestMails();
      expect(mail!.text).toMatch(/Linen Shirt — Sand \(M\) · new: 1 left/);
      expect(mail!.text).toMatch(/Linen Shirt — Navy \(M\) · new: 0 left/);
      expect(mail!.text).toMatch(/Scarf \(S\) · new: 2 left/);
      expect(mail!.text).not.toMatch(/Linen Shirt \(/);
      // Only a colour newly low makes the next day's mail: Sand L goes to 2.
      expect(await digest(day("2026-11-25T07:00:00Z"))).toBe(0);
      await t.app.db
        .updateTable("product_colors")
        .set({ quantity_l: 2 })
        .where("id", "=", sand!)
        .execute();
      expect(await digest(day("2026-11-26T07:00:00Z"))).toBe(1);
      const mails = await digestMails();
      expect(mails[1]!.text).toMatch(/Linen Shirt — Sand \(L\) · new: 2 left/);
      expect(mails[1]!.text).toMatch(/Linen Shirt — Sand \(M\): 1 left/);
    });

    it("is for admins only", async () => {
      t = await createTestApp(dialect);
      const customer = await signupAndLogin(t, "c@example.com");
      expect((await t.inject({ method: "GET", url: "/api/admin/low-stock" })).statusCode).toBe(401);
      expect((await lowStock(customer)).statusCode).toBe(403);
      expect((await setThreshold(5, customer)).statusCode).toBe(403);
      // Refused before the query is even read.
      expect((await lowStock(customer, "?limit=100000")).statusCode).toBe(403);
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
