import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUSINESS_TIME_ZONE } from "@atelier/shared/dates";
import { ORDER_STATUSES } from "@atelier/shared/orders";
import { DIALECTS, createTestApp, type TestApp } from "../../../test/helpers";
import { createProduct, ownerToken } from "../../../test/fixtures";
import {
  insertOrders,
  keptAndRecounted,
  adminCalls,
  type Imported,
  type Listed,
} from "./admin-orders.fixtures";

type Row = {
  id: number;
  customer_name: string;
  status: string;
  payment_state: string;
  created_at: string;
};

// The admin order list's filters, searches, paging and kept counts (docs/product.md#admin,
// docs/benchmarks.md#admin-at-scale); the rest of the back office is admin-orders.test.ts.
for (const dialect of DIALECTS) {
  describe(`admin order list (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    let shirt: number;
    beforeEach(async () => {
      t = await createTestApp(dialect, { MAX_OPEN_ORDERS: "50", ORDER_RATE_LIMIT: "1000" });
      admin = await ownerToken(t);
      shirt = await createProduct(t, { title: "Linen Shirt", salePrice: 850, stock: { M: 100 } });
    });
    afterEach(async () => t.close());

    const { get, post, ids, place, setStatus } = adminCalls(
      () => t,
      () => admin,
      () => shirt,
    );

    it("pages newest first by id with no order twice or missed while new ones arrive", async () => {
      const placed: number[] = [];
      for (let i = 0; i < 7; i++) placed.push(await place());
      const first = await get("/api/admin/orders?limit=3");
      expect(first.headers["x-total-count"]).toBe("7");
      const seen = (first.json() as Listed[]).map((o) => o.id);
      expect(seen).toEqual([...placed].reverse().slice(0, 3));
      // Orders placed between pages land before the first page, never inside the next ones.
      const later = [await place(), await place()];
      let before = seen[seen.length - 1]!;
      for (;;) {
        const page = await ids(`?limit=3&before=${before}`);
        if (page.length === 0) break;
        seen.push(...page);
        before = page[page.length - 1]!;
      }
      expect(seen).toEqual([...placed].reverse());
      expect(new Set(seen).size).toBe(7);
      expect(await ids("?limit=2")).toEqual([...later].reverse());
      expect((await get("/api/admin/orders")).headers["x-total-count"]).toBe("9");
      expect(await ids("")).toHaveLength(9);
    });

    it("filters by status, payment state, dates (Cairo days) and search forms", async () => {
      const a = await place({ customerName: "Nour Hassan" });
      const b = await place({
        customer_email: "Salma.Adel@Example.com",
        customer_number: "+20 11 2222 3333",
        customerName: "Salma Adel",
      });
      const c = await place({ customer_email: "omar@example.com", customerName: "Omar 100%_x" });
      await setStatus(b, "shipped");
      await t.app.db
        .updateTable("orders")
        .set({ payment_state: "instapay_confirmed" })
        .where("id", "=", c)
        .execute();
      // a: 22 Nov 23:30 Cairo (21:30 UTC); b: 23 Nov 00:30 Cairo (22:30 UTC on the 22nd).
      const at = (id: number, iso: string) =>
        t.app.db.updateTable("orders").set({ created_at: iso }).where("id", "=", id).execute();
      await at(a, "2026-11-22T21:30:00.000Z");
      await at(b, "2026-11-22T22:30:00.000Z");
      await at(c, "2026-11-25T10:00:00.000Z");
      const { kept, counted } = await keptAndRecounted(t);
      expect(kept.days).toEqual(counted.days);

      expect(await ids("?status=shipped")).toEqual([b]);
      expect(await ids("?status=pending")).toEqual([c, a]);
      expect(await ids("?payment=instapay_confirmed")).toEqual([c]);
      expect(await ids("?payment=cod&status=pending")).toEqual([a]);
      expect(await ids("?from=2026-11-23&to=2026-11-23")).toEqual([b]);
      expect(await ids("?to=2026-11-22")).toEqual([a]);
      expect(await ids("?from=2026-11-23")).toEqual([c, b]);
      expect((await get("/api/admin/orders?from=2026-11-23")).headers["x-total-count"]).toBe("2");

      // a and c were placed with 010 1234 5678 (the fixture's number).
      for (const q of ["01012345678", "+20 10 1234 5678", "201012345678", "0020-10-1234-5678"]) {
        expect(await ids(`?q=${encodeURIComponent(q)}`), q).toEqual([c, a]);
      }
      expect(await ids(`?q=${encodeURIComponent("01122223333")}`)).toEqual([b]);
      expect(await ids("?q=SALMA.ADEL%40EXAMPLE.COM")).toEqual([b]);
      expect(await ids("?q=salma")).toEqual([b]);
      expect(await ids("?q=hASSan")).toEqual([a]);
      expect(await ids(`?q=${b}`)).toEqual([b]);
      expect(await ids(`?q=%23${c}`)).toEqual([c]);
      // LIKE wildcards are taken literally.
      expect(await ids("?q=100%25_")).toEqual([c]);
      expect(await ids("?q=%25")).toEqual([c]);
      expect(await ids("?q=nobody")).toEqual([]);
      expect(await ids("?q=01012345678&status=pending&payment=cod")).toEqual([a]);
    });

    it("finds an e-mail by any part of it, a whole address exactly first (issue 24)", async () => {
      const a = await place({ customerName: "Nour Hassan" });
      const b = await place({
        customer_email: "Salma.Adel@Example.com",
        customerName: "Salma Adel",
      });
      const c = await place({ customer_email: "omar.farouk92@gmail.com", customerName: "Omar F" });
      const d = await place({ customer_email: "anour@example.com", customerName: "Ahmed Ali" });
      await setStatus(b, "shipped");
      const total = async (q: string) =>
        (await get(`/api/admin/orders?q=${encodeURIComponent(q)}`)).headers["x-total-count"];

      for (const q of ["@gmail.com", "OMAR.FAROUK92@", "farouk92", "gmail", "k92@gm"])
        expect(await ids(`?q=${encodeURIComponent(q)}`), q).toEqual([c]);
      expect(await ids("?q=example.com")).toEqual([d, b, a]);
      expect(await total("example.com")).toBe("3");
      // A whole address is that address, not every address ending with it…
      expect(await ids("?q=nour%40example.com")).toEqual([a]);
      expect(await total("nour@example.com")).toBe("1");
      // …unless no order has it: then it is looked for as a part.
      expect(await ids("?q=our%40example.com")).toEqual([d, a]);
      // A name some customer has is searched among names, as before.
      expect(await ids("?q=salma")).toEqual([b]);
      expect(await ids("?q=%40example.com&status=shipped")).toEqual([b]);
      expect(await ids("?q=%40example.com&status=pending&limit=1")).toEqual([d]);
      // LIKE wildcards are taken literally here too.
      expect(await ids("?q=%25%40")).toEqual([]);
      expect(await ids("?q=_%40example.com")).toEqual([]);
      expect(await total("nobody@nowhere")).toBe("0");
      // The courier sheet holds the orders ready to ship unless asked for all (issue 24).
      const csv = (await get("/api/admin/orders.csv?q=gmail&status=all")).rawPayload.toString(
        "utf8",
      );
      expect(csv.split("\r\n").length - 2).toBe(1);
    });

    it("pages a part of an e-mail held by many addresses, each order once", async () => {
      // More addresses than EMAIL_LOOKUP_MAX (1,000): the pages walk down the ids.
      await insertOrders(
        t,
        Array.from({ length: 1_500 }, (_, i) => ({ name: `Customer ${i}` })),
      );
      const first = await get("/api/admin/orders?q=%40example.com&limit=5");
      expect(first.headers["x-total-count"]).toBe("1500");
      const seen: number[] = [];
      let before = "";
      for (;;) {
        const page = await ids(`?q=%40EXAMPLE.com&limit=400${before}`);
        if (page.length === 0) break;
        seen.push(...page);
        before = `&before=${page[page.length - 1]}`;
      }
      expect(seen).toHaveLength(1_500);
      expect(seen).toEqual([...seen].sort((x, y) => y - x));
      // A rare part among them: the few addresses are looked up by their index.
      const rare = await get("/api/admin/orders?q=c149");
      expect(rare.headers["x-total-count"]).toBe("11");
      expect((rare.json() as Listed[]).map((o) => o.customer_email).sort()).toEqual(
        [
          "c149@example.com",
          ...Array.from({ length: 10 }, (_, i) => `c149${i}@example.com`),
        ].sort(),
      );
    });

    it("keeps the dashboard's counts equal to a recount through every kind of change", async () => {
      const check = async (when: string) => {
        const { kept, counted } = await keptAndRecounted(t);
        expect(kept, when).toEqual(counted);
        const figures = (await get("/api/admin/dashboard")).json();
        const rows = await t.app.db.selectFrom("orders").selectAll().execute();
        const of = (s: string) => rows.filter((r) => r.status === s).length;
        const sales = rows
          .filter((r) => !["canceled", "returned", "refused"].includes(r.status))
          .reduce((sum, r) => sum + Number(r.total_price), 0);
        expect(figures, when).toEqual({
          totalSales: sales / 100,
          totalOrders: rows.length,
          pendingOrders: of("pending"),
          deliveredOrders: of("delivered"),
          returnedOrders: of("returned"),
          canceledOrders: of("canceled"),
          refusedOrders: of("refused"),
          whatsapp: null,
        });
        expect(
          (await get("/api/admin/orders?status=pending&payment=cod")).headers["x-total-count"],
          when,
        ).toBe(
          String(rows.filter((r) => r.status === "pending" && r.payment_state === "cod").length),
        );
      };
      const ids: number[] = [];
      for (let i = 0; i < 6; i++)
        ids.push(await place({ customerName: i % 2 ? "Nour Hassan" : "Omar Said" }, 1 + (i % 3)));
      const [a, b, c, d, e, f] = ids as [number, number, number, number, number, number];
      await check("after placements");
      for (const [id, to] of [
        [a, "processing"],
        [a, "shipped"],
        [a, "delivered"],
        [b, "refused"],
        [c, "canceled"],
      ] as const)
        expect((await setStatus(id, to)).statusCode).toBe(200);
      const returned = await t.inject({
        method: "POST",
        url: `/api/orders/${a}/return`,
        token: admin,
      });
      expect(returned.statusCode, returned.body).toBe(200);
      await check("after status changes");
      const bulk = await post("/api/admin/orders/status", { ids: [d, e, b], status: "shipped" });
      expect(bulk.statusCode, bulk.body).toBe(200);
      await check("after a bulk change");
      await t.app.db
        .updateTable("orders")
        .set({ payment_state: "instapay_confirmed" })
        .where("id", "=", d)
        .execute();
      await check("after a payment change");
      // An order moved to another day (migration 0017's kept days follow it).
      await t.app.db
        .updateTable("orders")
        .set({ created_at: "2026-01-01T10:00:00.000Z" })
        .where("id", "=", d)
        .execute();
      await check("after a change of date");
      const cancel = await post("/api/admin/customers/cancel-pending", { orderId: f });
      expect(cancel.statusCode, cancel.body).toBe(200);
      await insertOrders(t, [
        { name: "Imported Name", status: "delivered" },
        { name: "Imported Name", status: "delivered" },
      ]);
      await check("after cancels and an import");
      await t.app.db
        .updateTable("orders")
        .set({ customer_name: "Renamed" })
        .where("id", "=", e)
        .execute();
      await t.app.db.deleteFrom("order_events").where("order_id", "=", c).execute();
      await t.app.db.deleteFrom("order_lines").where("order_id", "=", c).execute();
      await t.app.db.deleteFrom("orders").where("id", "=", c).execute();
      await check("after a rename and a delete");
    });

    it("pages a name search matching many orders and a rare one, each order once", async () => {
      // More matches than NAME_LOOKUP_MAX (10,000): the pages walk down the ids.
      const names = Array.from({ length: 14_000 }, (_, i) =>
        i % 4 === 3 ? `Salma Adel ${i}` : `Karim MANSOUR ${i % 7}`,
      );
      names[7003] = "Rare Mansourah";
      await insertOrders(
        t,
        names.map((name) => ({ name })),
      );
      const all = (await t.app.db.selectFrom("orders").select(["id", "customer_name"]).execute())
        .filter((r) => r.customer_name.toLowerCase().includes("mansour"))
        .map((r) => r.id)
        .sort((x, y) => y - x);
      expect(all).toHaveLength(10_501);
      const first = await get("/api/admin/orders?q=Mansour&limit=5");
      expect(first.headers["x-total-count"]).toBe("10501");
      expect((first.json() as Listed[]).map((o) => o.id)).toEqual(all.slice(0, 5));
      const seen: number[] = [];
      let before = "";
      for (;;) {
        const page = await ids(`?q=mansour&limit=500${before}`);
        if (page.length === 0) break;
        seen.push(...page);
        before = `&before=${page[page.length - 1]}`;
      }
      expect(seen).toEqual(all);
      const rare = await get("/api/admin/orders?q=mansoura");
      expect(rare.headers["x-total-count"]).toBe("1");
      const rareId = await t.app.db
        .selectFrom("orders")
        .select("id")
        .where("customer_name", "=", "Rare Mansourah")
        .executeTakeFirstOrThrow();
      expect((rare.json() as Listed[]).map((o) => o.id)).toEqual([rareId.id]);
      const csv = await get("/api/admin/orders.csv?status=all&q=MANSOUR");
      expect(csv.rawPayload.toString("utf8").split("\r\n").length - 2).toBe(10_501);
      // Two letters: no trigram to search by; the names are read one by one, same answer.
      expect((await get("/api/admin/orders?q=ra&limit=1")).headers["x-total-count"]).toBe("1");
    });

    /** Every page of `query` (500 a page) and its count equal a plain filter over the orders. */
    async function expectPlainFilter(query: string, keep: (o: Row) => boolean) {
      const all = await t.app.db
        .selectFrom("orders")
        .select(["id", "customer_name", "status", "payment_state", "created_at"])
        .execute();
      const want = all
        .filter(keep)
        .map((o) => o.id)
        .sort((x, y) => y - x);
      const first = await get(`/api/admin/orders?${query}&limit=5`);
      expect(first.headers["x-total-count"], query).toBe(String(want.length));
      const seen: number[] = [];
      let before = "";
      for (;;) {
        const page = await ids(`?${query}&limit=500${before}`);
        if (page.length === 0) break;
        seen.push(...page);
        before = `&before=${page[page.length - 1]}`;
      }
      expect(seen, query).toEqual(want);
    }

    it("pages a name with a status or payment state as a plain filter would (issue 25)", async () => {
      // "mansour" in 11,200 of 14,000 orders, twelve in thirteen delivered: a name with that
      // status matches more than NAME_LOOKUP_MAX (10,000) and walks the ids; the rest are few.
      const payments = ["cod", "cod", "cod", "instapay_confirmed", "instapay_awaiting"];
      const orders: Imported[] = Array.from({ length: 14_000 }, (_, i) => ({
        name: i % 5 === 0 ? `Salma Adel ${i % 3}` : `Karim MANSOUR ${i % 4}`,
        status: i % 13 ? "delivered" : ORDER_STATUSES[(i / 13) % ORDER_STATUSES.length],
        payment: payments[(i * 7 + (i >> 4)) % payments.length],
      }));
      orders[7003] = { name: "Rare Mansourah", status: "shipped", payment: "instapay_rejected" };
      await insertOrders(t, orders);
      const mansour = (o: Row) => o.customer_name.toLowerCase().includes("mansour");
      for (const status of ["delivered", "returned", "shipped", "pending"])
        await expectPlainFilter(
          `q=mansour&status=${status}`,
          (o) => mansour(o) && o.status === status,
        );
      for (const payment of ["cod", "instapay_awaiting", "instapay_rejected"])
        await expectPlainFilter(
          `q=MANSOUR&payment=${payment}`,
          (o) => mansour(o) && o.payment_state === payment,
        );
      await expectPlainFilter(
        "q=mansour&status=delivered&payment=cod",
        (o) => mansour(o) && o.status === "delivered" && o.payment_state === "cod",
      );
      await expectPlainFilter(
        "q=karim%20mansour%202&status=canceled&payment=instapay_confirmed",
        (o) =>
          o.customer_name === "Karim MANSOUR 2" &&
          o.status === "canceled" &&
          o.payment_state === "instapay_confirmed",
      );
      await expectPlainFilter(
        "q=salma&status=returned",
        (o) => o.customer_name.startsWith("Salma") && o.status === "returned",
      );
      await expectPlainFilter(
        "q=mansourah&payment=instapay_rejected",
        (o) => o.customer_name === "Rare Mansourah",
      );
      // No such order: nothing, and a count of 0.
      await expectPlainFilter("q=mansourah&status=delivered", () => false);
      // A payment state alone (its count from the kept rows, migration 0013).
      for (const payment of ["cod", "instapay_awaiting"])
        await expectPlainFilter(`payment=${payment}`, (o) => o.payment_state === payment);
    });

    it("pages open-ended and year-long date ranges as a plain filter would (issue 25)", async () => {
      // 3,000 orders every 3 h 7 min from 1 January 2026 (Cairo's summer time included).
      const start = Date.UTC(2026, 0, 1, 0, 30);
      const orders: Imported[] = Array.from({ length: 3_000 }, (_, i) => ({
        name: i % 2 ? "Nour Hassan" : "Omar Said",
        status: i % 3 ? "delivered" : "pending",
        createdAt: new Date(start + i * 187 * 60_000).toISOString(),
      }));
      await insertOrders(t, orders);
      // A deleted order and one moved to another day leave their days' ids as they were.
      const [gone, moved] = (
        await t.app.db
          .selectFrom("orders")
          .select("id")
          .orderBy("id")
          .limit(2)
          .offset(1500)
          .execute()
      ).map((o) => o.id);
      await t.app.db.deleteFrom("orders").where("id", "=", gone!).execute();
      await t.app.db
        .updateTable("orders")
        .set({ created_at: "2026-02-03T04:05:06.000Z" })
        .where("id", "=", moved!)
        .execute();
      const cairoDay = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE });
      const day = (o: Row) => cairoDay.format(new Date(o.created_at));
      const ranges: [string, (d: string) => boolean][] = [
        ["from=2026-06-15", (d) => d >= "2026-06-15"],
        ["to=2026-03-31", (d) => d <= "2026-03-31"],
        ["from=2026-01-01&to=2026-12-31", (d) => d <= "2026-12-31"],
        ["from=2025-06-01&to=2027-06-01", () => true],
        // The days summer time starts and ends in Cairo.
        ["from=2026-04-24&to=2026-04-24", (d) => d === "2026-04-24"],
        ["from=2026-10-29&to=2026-10-30", (d) => d === "2026-10-29" || d === "2026-10-30"],
        ["from=2026-02-03&to=2026-02-03", (d) => d === "2026-02-03"],
        ["from=2027-06-01", () => false],
        ["to=2025-12-31", () => false],
      ];
      for (const [query, keep] of ranges) await expectPlainFilter(query, (o) => keep(day(o)));
      await expectPlainFilter(
        "from=2026-05-01&status=pending",
        (o) => day(o) >= "2026-05-01" && o.status === "pending",
      );
      await expectPlainFilter(
        "to=2026-08-31&q=nour",
        (o) => day(o) <= "2026-08-31" && o.customer_name === "Nour Hassan",
      );
      const { kept, counted } = await keptAndRecounted(t);
      expect(kept.days).toEqual(counted.days);
    });
  });
}
