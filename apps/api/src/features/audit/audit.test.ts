import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { AUDIT_KINDS, type AuditEntry } from "@atelier/shared/audit";
import {
  DIALECTS,
  adminToken,
  createTestApp,
  signupAndLogin,
  type TestApp,
} from "../../../test/helpers";
import { SHIRT } from "../products/products.fixtures";

/*
 * Issue 33, part 3 (docs/product.md#audit-log): the catalogue's and the settings' changes are
 * recorded with who, the address, the subject and only the changed fields; the log reads newest
 * first with filters and paging, is for admins only, and cannot be changed, through the API or
 * in the database. Orders, payments, codes and zones: audit-orders.test.ts.
 */

const OWNER = "owner@atelier.test";
/** The address every admin request comes from here, to see it recorded. */
const ADDRESS = "203.0.113.7";

for (const dialect of DIALECTS) {
  describe(`audit log: the catalogue, settings and the log itself (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    let adminId: number;
    let customer: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      admin = await adminToken(t);
      adminId = (await call("GET", "/api/auth/me")).json().user.id;
      customer = await signupAndLogin(t, "nour@example.com");
    });
    afterAll(async () => t.close());

    function call(method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, body?: object) {
      return t.inject({
        method,
        url,
        token: admin,
        remoteAddress: ADDRESS,
        ...(body ? { payload: body } : {}),
      });
    }
    async function ok(method: "POST" | "PATCH" | "PUT" | "DELETE", url: string, body?: object) {
      const r = await call(method, url, body);
      expect(r.statusCode, r.body).toBeLessThan(300);
      return r.statusCode === 204 ? null : r.json();
    }
    async function audit(query = ""): Promise<{ entries: AuditEntry[]; next: number | null }> {
      const r = await call("GET", `/api/admin/audit${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json();
    }
    /** The newest entry, which must be of `kind`. */
    async function newest(kind: string): Promise<AuditEntry> {
      const [entry] = (await audit("?limit=1")).entries;
      expect(entry?.kind).toBe(kind);
      return entry!;
    }
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom("audit_log")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it("records an admin's log-in, not a customer's", async () => {
      const [login] = (await audit("?kind=admin.login")).entries;
      expect(login).toMatchObject({
        kind: "admin.login",
        actorId: adminId,
        actorEmail: OWNER,
        subject: OWNER,
        before: null,
        after: null,
      });
      expect(login!.ip).toBe("127.0.0.1");
      expect(Date.parse(login!.at)).toBeGreaterThan(Date.now() - 60_000);
      expect((await audit()).entries.filter((e) => e.actorEmail === "nour@example.com")).toEqual(
        [],
      );
    });

    it("records a product's creation, price, stock, words, photographs, guide and deletion", async () => {
      const product = await ok("POST", "/api/products", SHIRT);
      const id = product.id as number;
      const subject = `Product ${id}: ${SHIRT.title}`;
      const created = await newest("product.created");
      expect(created).toMatchObject({
        actorId: adminId,
        actorEmail: OWNER,
        ip: ADDRESS,
        subject,
        productId: id,
        orderId: null,
        before: null,
      });
      expect(created.after).toMatchObject({ title: SHIRT.title, salePrice: 2399.99, quantityM: 5 });

      await ok("PATCH", `/api/products/${id}/sale`, { salePrice: 2199 });
      expect(await newest("product.price")).toMatchObject({
        subject,
        productId: id,
        before: { salePrice: 2399.99 },
        after: { salePrice: 2199 },
      });
      await ok("PATCH", `/api/products/${id}/original`, { originalPrice: 3000 });
      expect(await newest("product.price")).toMatchObject({
        before: { originalPrice: 2850 },
        after: { originalPrice: 3000 },
      });
      await ok("PATCH", `/api/products/${id}/quantity`, { size: "L", quantity: 7 });
      expect(await newest("product.stock")).toMatchObject({
        productId: id,
        before: { quantityL: 0 },
        after: { quantityL: 7 },
      });
      await ok("PATCH", `/api/products/${id}/text`, { title: "Oxford Shirt", titleAr: "قميص" });
      expect(await newest("product.text")).toMatchObject({
        subject: `Product ${id}: Oxford Shirt`,
        before: { title: SHIRT.title, titleAr: "" },
        after: { title: "Oxford Shirt", titleAr: "قميص" },
      });
      const images = ["/uploads/0123abcd-1600.webp", "/uploads/4567cdef-1600.webp"];
      await ok("PATCH", `/api/products/${id}/images`, { images });
      expect(await newest("product.images")).toMatchObject({
        before: { images: SHIRT.images },
        after: { images },
      });

      const guide = await ok("POST", "/api/size-guides", {
        name: "Shirts",
        nameAr: "قمصان",
        measure: "body",
        columns: [{ name: "Chest", nameAr: "الصدر" }],
        rows: { S: [96], M: [100], L: [104], XL: [108] },
      });
      expect(await newest("size-guide.saved")).toMatchObject({
        subject: "Size guide Shirts",
        before: null,
        after: { name: "Shirts", rows: { M: [100] } },
      });
      await ok("PATCH", `/api/size-guides/${guide.id}`, { name: "Shirts (body)" });
      expect(await newest("size-guide.saved")).toMatchObject({
        subject: "Size guide Shirts (body)",
        before: { name: "Shirts" },
        after: { name: "Shirts (body)" },
      });
      await ok("PATCH", `/api/products/${id}/size-guide`, { sizeGuideId: guide.id });
      expect(await newest("product.size-guide")).toMatchObject({
        productId: id,
        before: { sizeGuideId: null },
        after: { sizeGuideId: guide.id },
      });

      // The same price again changes nothing: nothing is recorded.
      const before = await count();
      await ok("PATCH", `/api/products/${id}/sale`, { salePrice: 2199 });
      expect(await count()).toBe(before);

      await ok("DELETE", `/api/products/${id}`);
      const deleted = await newest("product.deleted");
      expect(deleted).toMatchObject({ subject: `Product ${id}: Oxford Shirt`, after: null });
      expect(deleted.before).toMatchObject({ title: "Oxford Shirt", salePrice: 2199 });

      // The product's own history, newest first, outlives the product.
      const history = (await audit(`?product=${id}`)).entries.map((e) => e.kind);
      expect(history).toEqual([
        "product.deleted",
        "product.size-guide",
        "product.images",
        "product.text",
        "product.stock",
        "product.price",
        "product.price",
        "product.created",
      ]);
    });

    it("records a colour's addition, change and deletion with only what changed", async () => {
      const { id } = await ok("POST", "/api/products", { ...SHIRT, title: "Linen Shirt" });
      const color = await ok("POST", `/api/products/${id}/colors`, {
        name: "Sand",
        nameAr: "رملي",
        hex: "#c2b280",
      });
      const added = await newest("product.colors");
      expect(added).toMatchObject({ productId: id, before: {} });
      expect(added.after).toMatchObject({ Sand: { hex: "#c2b280", quantityM: 5 } });
      await ok("PATCH", `/api/products/${id}/colors/${color.id}`, { quantityM: 3 });
      expect(await newest("product.colors")).toMatchObject({
        before: { Sand: { quantityM: 5 } },
        after: { Sand: { quantityM: 3 } },
      });
      await ok("DELETE", `/api/products/${id}/colors/${color.id}`);
      const gone = await newest("product.colors");
      expect(gone.before).toMatchObject({ Sand: { quantityM: 3 } });
      expect(gone.after).toEqual({});
    });

    it("records the low-stock threshold with its value before and after", async () => {
      await ok("PUT", "/api/admin/settings/low-stock", { threshold: 5 });
      const first = await newest("settings.low-stock");
      await ok("PUT", "/api/admin/settings/low-stock", { threshold: 9 });
      expect(await newest("settings.low-stock")).toMatchObject({
        subject: "Low-stock threshold",
        ip: ADDRESS,
        before: { threshold: 5 },
        after: { threshold: 9 },
      });
      expect(first.after).toEqual({ threshold: 5 });
    });

    it("records nothing for a change refused, and keeps a long text to about 8 KB", async () => {
      const { id } = await ok("POST", "/api/products", { ...SHIRT, title: "Wool Coat" });
      const before = await count();
      // A sale above the original: 400, nothing changed, nothing recorded.
      expect(
        (await call("PATCH", `/api/products/${id}/sale`, { salePrice: 9000 })).statusCode,
      ).toBe(400);
      expect((await call("PATCH", "/api/products/99999/sale", { salePrice: 10 })).statusCode).toBe(
        404,
      );
      expect(await count()).toBe(before);
      // Each field within its own limit (5,000 characters), over 8 KB together; the Arabic's
      // letters take two bytes each and its quotes are escaped.
      const long = "Woven in the Delta. ".repeat(240);
      const arabic = 'نسيج "الدلتا". '.repeat(300);
      await ok("PATCH", `/api/products/${id}/text`, { description: long, descriptionAr: arabic });
      const row = await t.app.db
        .selectFrom("audit_log")
        .select(["after"])
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(Buffer.byteLength(row.after!)).toBeLessThanOrEqual(8 * 1024);
      expect(Buffer.byteLength(row.after!)).toBeGreaterThan(6 * 1024);
      expect((await newest("product.text")).after).toMatchObject({ truncated: true });
    });

    it("filters by person, kind, order and product, and pages every entry exactly once", async () => {
      const all: AuditEntry[] = [];
      let next: number | null = null;
      do {
        const page: { entries: AuditEntry[]; next: number | null } = await audit(
          `?limit=3${next === null ? "" : `&before=${next}`}`,
        );
        expect(page.entries.length).toBeLessThanOrEqual(3);
        all.push(...page.entries);
        next = page.next;
      } while (next !== null);
      const ids = all.map((e) => e.id);
      expect(ids.length).toBe(await count());
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);

      const whole = (await audit("?limit=100")).entries;
      expect(whole.map((e) => e.id)).toEqual(ids);
      const mine = (await audit(`?actor=${adminId}&limit=100`)).entries;
      expect(mine.length).toBe(ids.length);
      expect((await audit(`?actor=${adminId + 1000}`)).entries).toEqual([]);
      const prices = (await audit("?kind=product.price&limit=100")).entries;
      expect(prices.length).toBeGreaterThan(0);
      expect(prices.every((e) => e.kind === "product.price")).toBe(true);
      expect((await audit("?order=1")).entries).toEqual([]);
      const oneProduct = whole.find((e) => e.kind === "product.colors")!.productId!;
      const combined = (await audit(`?product=${oneProduct}&kind=product.colors`)).entries;
      expect(combined.length).toBe(3);

      const people = await call("GET", "/api/admin/audit/people");
      expect(people.statusCode).toBe(200);
      expect(people.json()).toEqual([{ id: adminId, email: OWNER }]);
    });

    it("answers 401 to a guest, 403 to a customer, and 400 naming the field to a bad query", async () => {
      for (const url of ["/api/admin/audit", "/api/admin/audit/people"]) {
        expect((await t.inject({ method: "GET", url })).statusCode).toBe(401);
        const r = await t.inject({ method: "GET", url, token: customer });
        expect(r.statusCode).toBe(403);
        expect(r.json()).toEqual({ error: "Admins only", errorCode: "FORBIDDEN" });
      }
      const bad: [string, string][] = [
        ["kind=product.sold", "query kind must be one of"],
        ["actor=me", "query actor must be a number"],
        ["order=1.5", "query order must be a whole number"],
        ["product=-3", "query product must be a positive number"],
        ["before=99999999999", "query before is too large"],
        ["limit=0", "query limit must be 1 or more"],
        ["limit=1000", "query limit must be 100 or less"],
        [`kind=${"a".repeat(10 * 1024 * 1024)}`, "query kind must be one of"],
      ];
      for (const [query, message] of bad) {
        const r = await call("GET", `/api/admin/audit?${query}`);
        expect(r.statusCode, query.slice(0, 40)).toBe(400);
        expect(r.json().error.startsWith(message), r.json().error.slice(0, 80)).toBe(true);
        expect(r.json().errorCode).toBe("BAD_REQUEST");
      }
      expect(AUDIT_KINDS).toContain("team.invited");
    });

    it("cannot be changed through the API, nor in the database", async () => {
      const entry = (await audit("?limit=1")).entries[0]!;
      const attempts = [
        ["PUT", `/api/admin/audit/${entry.id}`],
        ["PATCH", `/api/admin/audit/${entry.id}`],
        ["DELETE", `/api/admin/audit/${entry.id}`],
        ["DELETE", "/api/admin/audit"],
        ["POST", "/api/admin/audit"],
      ] as const;
      for (const [method, url] of attempts) {
        const r = await call(method, url, method === "DELETE" ? undefined : { subject: "x" });
        expect([404, 405], `${method} ${url}`).toContain(r.statusCode);
      }
      const total = await count();
      const db = t.app.db;
      await expect(
        db.updateTable("audit_log").set({ subject: "Nothing happened" }).execute(),
      ).rejects.toThrow(/append-only/);
      await expect(db.deleteFrom("audit_log").where("id", "=", entry.id).execute()).rejects.toThrow(
        /append-only/,
      );
      await expect(db.deleteFrom("audit_log").execute()).rejects.toThrow(/append-only/);
      if (dialect === "postgres")
        await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/append-only/);
      expect(await count()).toBe(total);
      expect((await audit("?limit=1")).entries[0]).toEqual(entry);
    });
  });
}
