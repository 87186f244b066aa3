import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "@atelier/shared/audit";
import { DIALECTS, adminToken, createTestApp, type TestApp } from "../../../test/helpers";
import { createProduct, ownerToken, teamMember } from "../../../test/fixtures";
import { paymentOrders } from "../payments/payments.fixtures";
import { whatsappEnv, type WhatsAppFake } from "../../../test/whatsapp-fake";

/*
 * Issue 33, part 3 (docs/product.md#audit-log): orders (status one at a time and in bulk, notes,
 * tracking, payment decisions, refusal clearances, a customer's pending orders canceled),
 * discount codes, shipping zones and settings are recorded with who, the address, the order and
 * only the changed fields. The catalogue and the log itself: audit.test.ts.
 */

const OWNER = "owner@atelier.test";
const ADDRESS = "198.51.100.23";

for (const dialect of DIALECTS) {
  describe(`audit log: orders, codes and zones (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      // The fixtures' own owner session (another log-in would end it).
      admin = await ownerToken(t);
    });
    afterAll(async () => t.close());

    const { placed } = paymentOrders(() => t);
    let shoppers = 0;
    /** An order by a shopper of her own (e-mail and phone), so open-order limits never meet. */
    const order = (overrides: Record<string, unknown> = {}) => {
      const n = ++shoppers;
      return placed({
        customer_email: `shopper${n}@example.com`,
        customer_number: `0100 000 ${String(1000 + n)}`,
        ...overrides,
      });
    };

    async function ok(method: "POST" | "PATCH" | "PUT" | "DELETE", url: string, body?: object) {
      const r = await t.inject({
        method,
        url,
        token: admin,
        remoteAddress: ADDRESS,
        ...(body ? { payload: body } : {}),
      });
      expect(r.statusCode, r.body).toBeLessThan(300);
      return r.statusCode === 204 ? null : r.json();
    }
    async function audit(query = ""): Promise<AuditEntry[]> {
      const r = await t.inject({ method: "GET", url: `/api/admin/audit${query}`, token: admin });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().entries;
    }
    const who = { actorEmail: OWNER, ip: ADDRESS, productId: null };

    it("records a status change, a note and tracking, each on the order's own history", async () => {
      const { id } = await order();
      await ok("PATCH", `/api/orders/${id}/status`, { status: "processing" });
      await ok("POST", `/api/admin/orders/${id}/notes`, { note: "Called her: wants it by Friday" });
      await ok("PUT", `/api/admin/orders/${id}/tracking`, {
        courier: "bosta",
        number: "4840040003",
      });
      await ok("PUT", `/api/admin/orders/${id}/tracking`, {
        courier: "bosta",
        number: "4840040003",
      });
      await ok("DELETE", `/api/admin/orders/${id}/tracking`);
      await ok("PATCH", `/api/orders/${id}/status`, { status: "shipped" });
      const history = await audit(`?order=${id}`);
      const base = { ...who, orderId: id, subject: `Order ${id}` };
      expect(history).toMatchObject([
        {
          ...base,
          kind: "order.status",
          before: { status: "processing" },
          after: { status: "shipped" },
        },
        {
          ...base,
          kind: "order.tracking",
          before: { courier: "bosta", number: "4840040003" },
          after: { courier: null, number: null },
        },
        // The same number saved twice changed nothing the second time: one entry.
        {
          ...base,
          kind: "order.tracking",
          before: { courier: null, number: null },
          after: { courier: "bosta", number: "4840040003" },
        },
        {
          ...base,
          kind: "order.note",
          before: null,
          after: { note: "Called her: wants it by Friday" },
        },
        {
          ...base,
          kind: "order.status",
          before: { status: "pending" },
          after: { status: "processing" },
        },
      ]);
      // A refused change (out of a final status) records nothing.
      await ok("PATCH", `/api/orders/${id}/status`, { status: "canceled" });
      const refused = await t.inject({
        method: "PATCH",
        url: `/api/orders/${id}/status`,
        token: admin,
        payload: { status: "pending" },
      });
      expect(refused.statusCode).toBe(400);
      expect((await audit(`?order=${id}`)).length).toBe(6);
    });

    it("records one entry per order a bulk change, a sheet or an admin's cancel changed", async () => {
      const a = (await order()).id;
      const b = (await order()).id;
      await ok("PATCH", `/api/orders/${b}/status`, { status: "canceled" });
      const bulk = await ok("POST", "/api/admin/orders/status", {
        ids: [a, b, 999999],
        status: "processing",
      });
      expect(bulk.results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false, false]);
      expect(await audit(`?order=${a}&kind=order.status`)).toMatchObject([
        { ...who, orderId: a, before: { status: "pending" }, after: { status: "processing" } },
      ]);
      expect((await audit(`?order=${b}`)).length).toBe(1);

      const c = (await order()).id;
      const sheet = await ok("POST", "/api/admin/orders/tracking/import", {
        csv: `Business Reference,Tracking Number\n${a},4840040011\n${c},4840040012\n999999,1\n`,
        courier: "bosta",
      });
      expect(sheet.updated).toBe(2);
      for (const [id, number] of [
        [a, "4840040011"],
        [c, "4840040012"],
      ] as const)
        expect(await audit(`?order=${id}&kind=order.tracking`)).toMatchObject([
          { ...who, orderId: id, after: { courier: "bosta", number } },
        ]);

      await ok("POST", `/api/orders/${c}/cancel`);
      expect((await audit(`?order=${c}&kind=order.status`))[0]).toMatchObject({
        ...who,
        before: { status: "pending" },
        after: { status: "canceled" },
      });
    });

    it("records the customer's pending orders canceled, each in its order's history", async () => {
      const same = { customer_email: "wave@example.com", customer_number: "0111 222 3333" };
      const first = (await placed(same)).id;
      const second = (await placed(same)).id;
      const answer = await ok("POST", "/api/admin/customers/cancel-pending", { orderId: first });
      expect(answer.canceled).toBe(2);
      for (const id of [first, second])
        expect(await audit(`?order=${id}`)).toMatchObject([
          {
            ...who,
            kind: "customer.pending-canceled",
            subject: `Order ${id}`,
            before: { status: "pending" },
            after: { status: "canceled" },
          },
        ]);
      // No shopper's e-mail or phone in the log: only the store's people and order numbers.
      const text = JSON.stringify(await audit("?limit=100"));
      expect(text).not.toContain("wave@example.com");
      expect(text).not.toContain("222 3333");
    });

    it("records an Instapay decision and a refusal record cleared", async () => {
      const { id } = await order({ paymentMethod: "instapay" });
      await ok("POST", `/api/admin/orders/${id}/payment`, {
        decision: "reject",
        note: "No transfer arrived",
      });
      expect(await audit(`?order=${id}&kind=order.payment`)).toMatchObject([
        {
          ...who,
          subject: `Order ${id}`,
          before: { paymentState: "instapay_awaiting" },
          after: { paymentState: "instapay_rejected", note: "No transfer arrived" },
        },
      ]);
      await ok("POST", `/api/admin/orders/${id}/payment`, { decision: "confirm" });
      expect((await audit(`?order=${id}&kind=order.payment`))[0]).toMatchObject({
        before: { paymentState: "instapay_rejected" },
        after: { paymentState: "instapay_confirmed" },
      });

      const refused = (await order()).id;
      await ok("PATCH", `/api/orders/${refused}/status`, { status: "shipped" });
      await ok("PATCH", `/api/orders/${refused}/status`, { status: "refused" });
      await ok("POST", "/api/admin/customers/clear-refusals", { orderId: refused });
      expect(await audit(`?order=${refused}&kind=customer.refusals-cleared`)).toMatchObject([
        { ...who, subject: `Order ${refused}`, before: { refusals: 1 }, after: { refusals: 0 } },
      ]);
    });

    it("records a discount code's creation, change and deletion", async () => {
      const code = await ok("POST", "/api/admin/discounts", {
        code: "SUMMER10",
        kind: "percent",
        value: 10,
        note: "Summer",
      });
      const [created] = await audit("?kind=discount.created");
      expect(created).toMatchObject({
        ...who,
        subject: "Code SUMMER10",
        orderId: null,
        before: null,
      });
      expect(created!.after).toMatchObject({
        code: "SUMMER10",
        kind: "percent",
        value: 10,
        active: true,
      });
      expect(created!.after).not.toHaveProperty("uses");

      await ok("PATCH", `/api/admin/discounts/${code.id}`, { value: 15, active: false });
      expect(await audit("?kind=discount.updated")).toMatchObject([
        {
          subject: "Code SUMMER10",
          before: { value: 10, active: true },
          after: { value: 15, active: false },
        },
      ]);
      await ok("DELETE", `/api/admin/discounts/${code.id}`);
      const [deleted] = await audit("?kind=discount.deleted");
      expect(deleted).toMatchObject({ subject: "Code SUMMER10", after: null });
      expect(deleted!.before).toMatchObject({ code: "SUMMER10", value: 15 });
      // A code taken: 400, nothing recorded.
      await ok("POST", "/api/admin/discounts", { code: "NOUR15", kind: "percent", value: 15 });
      const taken = await t.inject({
        method: "POST",
        url: "/api/admin/discounts",
        token: admin,
        payload: { code: "nour15", kind: "percent", value: 5 },
      });
      expect(taken.statusCode).toBe(400);
      expect((await audit("?kind=discount.created")).length).toBe(2);
    });

    it("records a shipping zone's creation and change, and the free-shipping threshold", async () => {
      const zone = await ok("POST", "/api/admin/shipping/zones", {
        name: "Alexandria",
        nameAr: "الإسكندرية",
        governorates: ["EG-ALX"],
        fee: 85,
        days: { min: 2, max: 4 },
        cod: false,
      });
      const [created] = await audit("?kind=shipping.zone");
      expect(created).toMatchObject({ ...who, subject: "Zone Alexandria", before: null });
      expect(created!.after).toMatchObject({ fee: 85, governorates: ["EG-ALX"], cod: false });
      await ok("PATCH", `/api/admin/shipping/zones/${zone.id}`, { fee: 95 });
      expect((await audit("?kind=shipping.zone"))[0]).toMatchObject({
        subject: "Zone Alexandria",
        before: { fee: 85 },
        after: { fee: 95 },
      });
      await ok("PUT", "/api/admin/shipping/settings", { freeShippingOver: 2000 });
      await ok("PUT", "/api/admin/shipping/settings", { freeShippingOver: null });
      expect(await audit("?kind=shipping.settings")).toMatchObject([
        {
          ...who,
          subject: "Free shipping",
          before: { freeShippingOver: 2000 },
          after: { freeShippingOver: null },
        },
        { before: { freeShippingOver: null }, after: { freeShippingOver: 2000 } },
      ]);
    });
  });

  describe(`audit log: the team, and staff's changes (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(async () => t.close());

    it("records invitations, role changes and removals; a staff member's changes carry her name", async () => {
      const owner = await ownerToken(t);
      const product = await createProduct(t, { stock: { M: 4 } });
      const mona = await teamMember(t, "mona@atelier.test");
      const get = (url: string, token = owner) => t.inject({ method: "GET", url, token });

      // Staff may change stock; the entry is hers, and she may not read the log.
      const stock = await t.inject({
        method: "PATCH",
        url: `/api/products/${product}/quantity`,
        token: mona.token,
        payload: { size: "M", quantity: 6 },
      });
      expect(stock.statusCode, stock.body).toBe(200);
      expect((await get("/api/admin/audit", mona.token)).statusCode).toBe(403);
      expect((await get("/api/admin/audit/people", mona.token)).statusCode).toBe(403);
      const [changed] = (await get("/api/admin/audit?kind=product.stock")).json().entries;
      expect(changed).toMatchObject({
        actorId: mona.id,
        actorEmail: "mona@atelier.test",
        before: { quantityM: 4 },
        after: { quantityM: 6 },
      });
      const [login] = (await get(`/api/admin/audit?kind=admin.login&actor=${mona.id}`)).json()
        .entries;
      expect(login).toMatchObject({
        actorEmail: "mona@atelier.test",
        subject: "mona@atelier.test",
      });

      const send = (method: "PATCH" | "DELETE", payload?: object) =>
        t.inject({ method, url: `/api/admin/team/${mona.id}`, token: owner, payload });
      expect((await send("PATCH", { role: "admin" })).statusCode).toBe(200);
      expect((await send("DELETE")).statusCode).toBe(204);
      const team = (await get("/api/admin/audit?limit=100"))
        .json()
        .entries.filter((e: AuditEntry) => e.kind.startsWith("team."));
      expect(team).toMatchObject([
        {
          kind: "team.removed",
          actorEmail: OWNER,
          subject: "Member mona@atelier.test",
          before: { role: "admin" },
          after: null,
        },
        { kind: "team.role", before: { role: "staff" }, after: { role: "admin" } },
        { kind: "team.invited", before: null, after: { role: "staff" } },
      ]);
      // She is gone from the team; her entries stay, and so does she in the person filter.
      const people = (await get("/api/admin/audit/people")).json();
      expect(people.map((p: { email: string }) => p.email).sort()).toEqual([
        "mona@atelier.test",
        OWNER,
      ]);
    });
  });

  describe(`audit log: the WhatsApp setting (${dialect})`, () => {
    let t: TestApp;
    // No cash order is placed here: the store never calls WhatsApp, so no fake is needed.
    beforeAll(async () => {
      t = await createTestApp(dialect, whatsappEnv({ url: "http://127.0.0.1:9" } as WhatsAppFake));
    });
    afterAll(async () => t.close());

    it("records auto-cancel turned on and off", async () => {
      const admin = await adminToken(t);
      for (const autoCancel of [true, false]) {
        const r = await t.inject({
          method: "PUT",
          url: "/api/admin/settings/whatsapp",
          token: admin,
          payload: { autoCancel },
        });
        expect(r.statusCode, r.body).toBe(200);
      }
      const r = await t.inject({
        method: "GET",
        url: "/api/admin/audit?kind=settings.whatsapp",
        token: admin,
      });
      expect(r.json().entries).toMatchObject([
        {
          actorEmail: OWNER,
          subject: "WhatsApp auto-cancel",
          before: { autoCancel: true },
          after: { autoCancel: false },
        },
        { before: { autoCancel: false }, after: { autoCancel: true } },
      ]);
    });
  });
}
