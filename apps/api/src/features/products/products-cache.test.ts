import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DIALECTS,
  adminToken,
  createSecondApp,
  createTestApp,
  type TestApp,
} from "../../../test/helpers";
import { SHIRT, catalogueCalls } from "./products.fixtures";

for (const dialect of DIALECTS) {
  describe(`product caching (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      admin = await adminToken(t);
    });
    afterEach(async () => t.close());

    const { created, list, one, patch } = catalogueCalls(
      () => t,
      () => admin,
    );

    describe("caching", () => {
      it("answers If-None-Match with a bodyless 304 for the list and for one product", async () => {
        const { id } = await created();
        for (const get of [() => list(), () => one(id)]) {
          const first = await get();
          expect(first.statusCode).toBe(200);
          const etag = first.headers.etag as string;
          expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
          expect(first.headers["cache-control"]).toBe("no-cache");
          expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");

          const again = await get();
          expect(again.headers.etag).toBe(etag);
          expect(again.body).toBe(first.body);
        }
        const l = await list();
        const etag = l.headers.etag as string;
        for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
          const r = await list({ "if-none-match": header });
          expect(r.statusCode, header).toBe(304);
          expect(r.body).toBe("");
          expect(r.headers.etag).toBe(etag);
        }
        expect((await list({ "if-none-match": '"stale"' })).statusCode).toBe(200);
        const p = await one(id);
        expect((await one(id, { "if-none-match": p.headers.etag as string })).statusCode).toBe(304);
        // Two products never share an ETag with the list.
        expect(p.headers.etag).not.toBe(etag);
      });

      it("gives the list and the product a new ETag and new content after every write", async () => {
        const a = await created({ ...SHIRT, title: "A" });
        let listTag = (await list()).headers.etag as string;
        let oneTag = (await one(a.id)).headers.etag as string;
        const expectChanged = async (
          what: string,
          check: ((p: Record<string, unknown>) => void) | null,
        ) => {
          const l = await list({ "if-none-match": listTag });
          expect(l.statusCode, what).toBe(200);
          expect(l.headers.etag, what).not.toBe(listTag);
          listTag = l.headers.etag as string;
          const o = await one(a.id, { "if-none-match": oneTag });
          if (!check) {
            // Another product came or went: A itself is unchanged, so its ETag still holds.
            expect(o.statusCode, what).toBe(304);
            return;
          }
          expect(o.statusCode, what).toBe(200);
          expect(o.headers.etag, what).not.toBe(oneTag);
          oneTag = o.headers.etag as string;
          check(o.json());
          check((l.json() as { id: number }[]).find((p) => p.id === a.id)!);
        };

        await patch(a.id, "quantity", { size: "M", quantity: 42 });
        await expectChanged("quantity", (p) => expect(p.quantityM).toBe(42));
        await patch(a.id, "sale", { salePrice: 100 });
        await expectChanged("sale", (p) => expect(p.salePrice).toBe(100));
        await patch(a.id, "original", { originalPrice: 200 });
        await expectChanged("original", (p) => expect(p.originalPrice).toBe(200));
        await patch(a.id, "images", { images: ["/uploads/new-1600.webp"] });
        await expectChanged("images", (p) => expect(p.images).toEqual(["/uploads/new-1600.webp"]));
        await patch(a.id, "text", { titleAr: "قميص" });
        await expectChanged("text", (p) => expect(p.titleAr).toBe("قميص"));
        const b = await created({ ...SHIRT, title: "B" });
        await expectChanged("create", null);
        expect((await list()).json()).toHaveLength(2);
        await t.inject({ method: "DELETE", url: `/api/products/${b.id}`, token: admin });
        await expectChanged("delete", null);
        expect((await list()).json()).toHaveLength(1);
      });

      it("sees changes made by another process sharing the database (an order taking stock)", async () => {
        const { id } = await created();
        expect((await one(id)).json().quantityM).toBe(5);
        expect((await list()).json()[0].quantityM).toBe(5);
        // A second app on the same database has its own cache, as another process would.
        const other = await createSecondApp(t);
        try {
          const stale = await other.inject({ method: "GET", url: "/api/products" });
          expect(stale.json()[0].quantityM).toBe(5);
          const tag = (await t.inject({ method: "GET", url: `/api/products/${id}` })).headers
            .etag as string;

          // Stock taken the way orders take it: a conditional UPDATE, with no call to the cache.
          await other.db
            .updateTable("products")
            .set((eb) => ({ quantity_m: eb("quantity_m", "-", 2) }))
            .where("id", "=", id)
            .where("quantity_m", ">=", 2)
            .execute();
          expect((await one(id)).json().quantityM).toBe(3);
          expect((await list()).json()[0].quantityM).toBe(3);
          expect((await one(id, { "if-none-match": tag })).statusCode).toBe(200);

          // And an admin's change in this process is seen by the other one.
          await patch(id, "sale", { salePrice: 777 });
          expect(
            (await other.inject({ method: "GET", url: "/api/products" })).json()[0].salePrice,
          ).toBe(777);
          expect(
            (await other.inject({ method: "GET", url: `/api/products/${id}` })).json().salePrice,
          ).toBe(777);

          // A product deleted elsewhere disappears here at once.
          await other.db.deleteFrom("products").where("id", "=", id).execute();
          expect((await list()).json()).toEqual([]);
          expect((await one(id)).statusCode).toBe(404);
        } finally {
          await other.close();
        }
      });

      it("never answers older data than was committed before the request, under concurrent reads", async () => {
        const { id } = await created();
        for (let round = 1; round <= 15; round++) {
          await t.app.db
            .updateTable("products")
            .set({ quantity_xl: round })
            .where("id", "=", id)
            .execute();
          const answers = await Promise.all(
            Array.from({ length: 8 }, (_, i) => (i % 2 ? list() : one(id))),
          );
          for (const r of answers) {
            const body = r.json();
            expect((Array.isArray(body) ? body[0] : body).quantityXL).toBe(round);
          }
        }
      });

      it("serves identical bytes to concurrent readers and drops its cache when invalidated", async () => {
        await created({ ...SHIRT, title: "One" });
        await created({ ...SHIRT, title: "Two" });
        const answers = await Promise.all(Array.from({ length: 30 }, () => list()));
        expect(new Set(answers.map((r) => r.body)).size).toBe(1);
        expect(new Set(answers.map((r) => r.headers.etag)).size).toBe(1);
        t.app.productCache.invalidate();
        const after = await list();
        expect(after.body).toBe(answers[0]!.body);
        expect(after.headers.etag).toBe(answers[0]!.headers.etag);
      });
    });
  });
}
