import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken } from "../../../test/fixtures";

// Issue 30, part 4 (docs/product.md#tracking-numbers): the courier and tracking number an admin
// records, on one order or from the courier's sheet; what the shopper's order answers and the
// shipped e-mail (read from the outbox table) say of them; who may record them.

const BOSTA_PAGE = "https://bosta.co/tracking-shipments?shipment-number=";

for (const dialect of DIALECTS) {
  describe(`tracking numbers (${dialect})`, () => {
    let t: TestApp;
    let customer: string;
    let admin: string;
    let shirt: number;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      customer = await signupAndLogin(t, "nour@example.com");
      admin = await ownerToken(t);
      shirt = await createProduct(t, { stock: { M: 20 } });
    });
    afterEach(async () => t.close());

    const place = async (overrides: Record<string, unknown> = {}, token = customer) => {
      const r = await t.inject({
        method: "POST",
        url: "/api/orders",
        payload: orderPayload([{ productId: shirt, M: 1 }], overrides),
        token,
      });
      expect(r.statusCode, r.body).toBe(201);
      return r.json().id as number;
    };
    const setStatus = async (id: number, status: string) => {
      const r = await t.inject({
        method: "PATCH",
        url: `/api/orders/${id}/status`,
        payload: { status },
        token: admin,
      });
      expect(r.statusCode, r.body).toBe(200);
    };
    const record = (id: number, payload: object, token = admin) =>
      t.inject({ method: "PUT", url: `/api/admin/orders/${id}/tracking`, payload, token });
    const importCsv = (payload: object, token = admin) =>
      t.inject({ method: "POST", url: "/api/admin/orders/tracking/import", payload, token });
    const shopperView = async (id: number) => {
      const r = await t.inject({ method: "GET", url: `/api/orders/${id}`, token: customer });
      expect(r.statusCode, r.body).toBe(200);
      return r.json();
    };
    const mails = () => t.app.db.selectFrom("outbox").selectAll().orderBy("id", "asc").execute();

    it("records Bosta and a number, leaves the status alone, and shows them with the link", async () => {
      const id = await place();
      expect((await shopperView(id)).tracking).toBeNull();
      const r = await record(id, { courier: "bosta", number: " 4840040003 " });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().status).toBe("pending");
      const tracking = {
        courier: "bosta",
        number: "4840040003",
        url: `${BOSTA_PAGE}4840040003`,
      };
      expect(r.json().tracking).toEqual(tracking);
      expect((await shopperView(id)).tracking).toEqual(tracking);
      // The admin's order, its list and the shopper's own list carry it too.
      const detail = await t.inject({
        method: "GET",
        url: `/api/admin/orders/${id}`,
        token: admin,
      });
      expect(detail.json().tracking).toEqual(tracking);
      // The admin's history says who recorded which number; the shopper's timeline does not.
      expect(detail.json().history.at(-1)).toMatchObject({
        kind: "tracking",
        actor: "admin",
        note: "Bosta 4840040003",
      });
      const page = (await shopperView(id)) as { timeline: { step: string }[] };
      expect(page.timeline.map((s) => s.step)).toEqual(["placed"]);
      const list = await t.inject({ method: "GET", url: "/api/admin/orders", token: admin });
      expect(list.json().find((o: { id: number }) => o.id === id).tracking).toEqual(tracking);
    });

    it("reads Arabic-Indic digits as 0–9 and gives no link where the courier's page is unknown", async () => {
      const id = await place();
      const r = await record(id, { courier: "mylerz", number: "MY-٤٥٦٧" });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().tracking).toEqual({ courier: "mylerz", number: "MY-4567", url: null });
    });

    it("clears the number with DELETE", async () => {
      const id = await place();
      await record(id, { courier: "aramex", number: "123456789" });
      const r = await t.inject({
        method: "DELETE",
        url: `/api/admin/orders/${id}/tracking`,
        token: admin,
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().tracking).toBeNull();
      expect((await shopperView(id)).tracking).toBeNull();
    });

    it("answers 400 naming the field, 404 for an unknown order", async () => {
      const id = await place();
      let r = await record(id, { courier: "dhl", number: "12345" });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatch(/^courier must be one of bosta/);
      r = await record(id, { courier: "bosta", number: "12" });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toBe("number must be at least 3 characters");
      r = await record(id, { courier: "bosta", number: "=HYPERLINK(1)" });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toBe("number may hold only letters, digits and dashes");
      r = await record(id, { courier: "bosta", number: "1".repeat(41) });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toBe("number must be at most 40 characters");
      r = await record(999_999, { courier: "bosta", number: "12345" });
      expect(r.statusCode).toBe(404);
    });

    it("puts the courier, the number and the link in the shipped e-mail, in English", async () => {
      const id = await place();
      await record(id, { courier: "bosta", number: "4840040003" });
      await setStatus(id, "shipped");
      const mail = (await mails()).at(-1)!;
      expect(mail.subject).toMatch(new RegExp(`#${id} has shipped$`));
      expect(mail.text).toContain("It travels with Bosta, tracking number 4840040003.");
      expect(mail.text).toContain(`Track your parcel: ${BOSTA_PAGE}4840040003`);
      expect(mail.html).toContain(`href="${BOSTA_PAGE}4840040003"`);
      // Recorded before it shipped: no mail of its own.
      expect((await mails()).filter((m) => m.subject.includes("tracking number"))).toHaveLength(0);
    });

    it("puts them in the shipped e-mail in Arabic", async () => {
      const id = await place({ language: "ar" });
      await record(id, { courier: "bosta", number: "4840040003" });
      await setStatus(id, "shipped");
      const mail = (await mails()).at(-1)!;
      expect(mail.text).toContain("Bosta");
      expect(mail.text).toContain("4840040003");
      expect(mail.text).toContain(`تتبّعوا شحنتكم: ${BOSTA_PAGE}4840040003`);
      expect(mail.html).toContain('dir="rtl"');
    });

    it("mails the number once when it is recorded after the shipped e-mail went out", async () => {
      const id = await place();
      await setStatus(id, "shipped");
      const before = (await mails()).length;
      await record(id, { courier: "aramex", number: "123456789" });
      let all = await mails();
      expect(all).toHaveLength(before + 1);
      expect(all.at(-1)!.subject).toBe(`Your Maison Zamalek order #${id}: tracking number`);
      expect(all.at(-1)!.text).toContain("It travels with Aramex, tracking number 123456789.");
      expect(all.at(-1)!.text).toContain(
        "https://www.aramex.com/eg/en/track/results?ShipmentNumber=123456789",
      );
      // The same number again mails nothing; a corrected one mails once more.
      await record(id, { courier: "aramex", number: "123456789" });
      expect(await mails()).toHaveLength(before + 1);
      await record(id, { courier: "aramex", number: "123456780" });
      all = await mails();
      expect(all).toHaveLength(before + 2);
    });

    it("shows nothing of another customer's order to the shopper", async () => {
      const other = await signupAndLogin(t, "salma@example.com");
      const id = await place({ customer_email: "salma@example.com" }, other);
      await record(id, { courier: "bosta", number: "4840040003" });
      const r = await t.inject({ method: "GET", url: `/api/orders/${id}`, token: customer });
      expect(r.statusCode).toBe(404);
      expect(r.body).not.toContain("4840040003");
    });

    it("refuses a customer (403) and a stranger (401) on every admin route", async () => {
      const id = await place();
      const routes = [
        { method: "PUT" as const, url: `/api/admin/orders/${id}/tracking` },
        { method: "DELETE" as const, url: `/api/admin/orders/${id}/tracking` },
        { method: "POST" as const, url: "/api/admin/orders/tracking/import" },
      ];
      for (const route of routes) {
        const payload =
          route.method === "DELETE" ? undefined : { courier: "bosta", number: "1234" };
        expect((await t.inject({ ...route, payload, token: customer })).statusCode).toBe(403);
        expect((await t.inject({ ...route, payload })).statusCode).toBe(401);
      }
      expect((await shopperView(id)).tracking).toBeNull();
    });

    describe("the courier's sheet", () => {
      it("records each good row and reports each bad one by its line, changing nothing for it", async () => {
        const a = await place();
        const b = await place();
        const c = await place();
        await setStatus(b, "shipped");
        const before = (await mails()).length;
        const csv = [
          "Business Reference,Tracking Number,Courier",
          `${a},4840040003,Bosta`,
          `#${b},AWB-77,J&T Express`,
          `${c},=HYPERLINK("http://evil.example"),Bosta`,
          "999999,5550001,Bosta",
          "abc,5550002,Bosta",
          `${a},5550003,Bosta`,
          `${c},5550004,DHL`,
          "",
        ].join("\r\n");
        const r = await importCsv({ csv });
        expect(r.statusCode, r.body).toBe(200);
        expect(r.json()).toEqual({
          updated: 2,
          problems: [
            {
              line: 4,
              orderNumber: String(c),
              message: "number may hold only letters, digits and dashes",
            },
            { line: 5, orderNumber: "999999", message: "order 999999 was not found" },
            {
              line: 6,
              orderNumber: "abc",
              message: "order number must be the order's number, such as 1024",
            },
            { line: 7, orderNumber: String(a), message: `order ${a} is already on line 2` },
            {
              line: 8,
              orderNumber: String(c),
              message: "courier must be one of Bosta, Mylerz, Aramex, J&T Express, R2S, Other",
            },
          ],
        });
        expect((await shopperView(a)).tracking).toEqual({
          courier: "bosta",
          number: "4840040003",
          url: `${BOSTA_PAGE}4840040003`,
        });
        expect((await shopperView(b)).tracking).toEqual({
          courier: "jt",
          number: "AWB-77",
          url: null,
        });
        expect((await shopperView(c)).tracking).toBeNull();
        // Only the shipped order's shopper is mailed the number.
        const sent = (await mails()).slice(before);
        expect(sent.map((m) => m.subject)).toEqual([
          `Your Maison Zamalek order #${b}: tracking number`,
        ]);
      });

      it("takes a sheet without a header, the courier chosen for the whole sheet, Arabic digits", async () => {
        const a = await place();
        const b = await place();
        const csv = `${a},RT-1001\n${String(b).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!)},RT-1002\n`;
        let r = await importCsv({ csv });
        expect(r.json().updated).toBe(0);
        expect(r.json().problems[0].message).toMatch(/^courier is required/);
        r = await importCsv({ csv, courier: "r2s" });
        expect(r.json()).toEqual({ updated: 2, problems: [] });
        expect((await shopperView(b)).tracking).toEqual({
          courier: "r2s",
          number: "RT-1002",
          url: null,
        });
      });

      it("refuses a sheet without the columns it needs, or over 5,000 rows, changing nothing", async () => {
        const a = await place();
        let r = await importCsv({ csv: "Tracking Number\n4840040003\n", courier: "bosta" });
        expect(r.statusCode).toBe(400);
        expect(r.json().error).toMatch(/no order number column/);
        const rows = Array.from({ length: 5001 }, () => `${a},4840040003`).join("\n");
        r = await importCsv({ csv: rows, courier: "bosta" });
        expect(r.statusCode).toBe(400);
        expect(r.json().error).toMatch(/at most 5000/);
        r = await importCsv({ courier: "bosta" });
        expect(r.statusCode).toBe(400);
        expect(r.json().error).toBe("csv is required");
        expect((await shopperView(a)).tracking).toBeNull();
      });

      it("answers 413 to a 10 MB body", async () => {
        const r = await importCsv({ csv: "1,".padEnd(10 * 1024 * 1024, "9"), courier: "bosta" });
        expect(r.statusCode).toBe(413);
      });
    });
  });
}
