import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken, stockOf } from "../../../test/fixtures";

type Listed = { id: number; status: string; customer_email: string; paymentState: string };

for (const dialect of DIALECTS) {
  describe(`admin orders (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    let shirt: number;
    beforeEach(async () => {
      t = await createTestApp(dialect, { MAX_OPEN_ORDERS: "50", ORDER_RATE_LIMIT: "1000" });
      admin = await ownerToken(t);
      shirt = await createProduct(t, { title: "Linen Shirt", salePrice: 850, stock: { M: 100 } });
    });
    afterEach(async () => t.close());

    const get = (url: string, token: string | undefined = admin) =>
      t.inject({ method: "GET", url, token });
    const post = (url: string, payload: unknown, token: string | undefined = admin) =>
      t.inject({ method: "POST", url, payload: payload as object, token });
    const ids = async (query: string) => {
      const r = await get(`/api/admin/orders${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as Listed[]).map((o) => o.id);
    };

    /** A guest order from a verified e-mail: placed at once. */
    async function place(overrides: Record<string, unknown> = {}, M = 1): Promise<number> {
      const email = String(overrides.customer_email ?? "nour@example.com").toLowerCase();
      await t.app.db
        .insertInto("verified_emails")
        .values({ email, verified_at: new Date().toISOString() })
        .onConflict((oc) => oc.column("email").doNothing())
        .execute();
      const r = await post("/api/orders", orderPayload([{ productId: shirt, M }], overrides), "");
      expect(r.statusCode, r.body).toBe(201);
      return r.json().id as number;
    }
    const setStatus = (id: number, status: string) =>
      t.inject({
        method: "PATCH",
        url: `/api/orders/${id}/status`,
        payload: { status },
        token: admin,
      });

    /** Subjects of the outbox's mail matching `pattern`, sorted. */
    const mailSubjects = async (pattern: RegExp) =>
      (await t.app.db.selectFrom("outbox").select("subject").execute())
        .map((r) => r.subject)
        .filter((subject) => pattern.test(subject))
        .sort();

    it("keeps every admin order route to admins, and answers 404 for a missing order", async () => {
      const customer = await signupAndLogin(t, "mona@example.com");
      const id = await place();
      const routes: [string, string, unknown?][] = [
        ["GET", "/api/admin/orders"],
        ["GET", "/api/admin/orders.csv"],
        ["GET", `/api/admin/orders/${id}`],
        ["POST", `/api/admin/orders/${id}/notes`, { note: "hi" }],
        ["POST", "/api/admin/orders/status", { ids: [id], status: "canceled" }],
        ["POST", "/api/admin/customers/cancel-pending", { orderId: id }],
      ];
      for (const [method, url, payload] of routes) {
        const opts = { method: method as "GET", url, payload: payload as object };
        expect((await t.inject(opts)).statusCode, url).toBe(401);
        expect((await t.inject({ ...opts, token: customer })).statusCode, url).toBe(403);
      }
      expect((await get(`/api/orders/${id}`)).json().status).toBe("pending");
      expect((await get("/api/admin/orders/999999")).statusCode).toBe(404);
      expect((await post("/api/admin/orders/999999/notes", { note: "x" })).statusCode).toBe(404);
      expect(
        (await post("/api/admin/customers/cancel-pending", { orderId: 999999 })).statusCode,
      ).toBe(404);
    });

    it("answers 400 naming the field for bad input", async () => {
      const cases: [string, RegExp][] = [
        ["?limit=0", /limit/],
        ["?limit=501", /limit/],
        ["?limit=abc", /limit/],
        ["?before=-1", /before/],
        ["?status=lost", /status/],
        ["?payment=card", /payment/],
        ["?from=2026-13-45", /from/],
        ["?to=yesterday", /to/],
        [`?q=${"a".repeat(201)}`, /q/],
      ];
      for (const [query, field] of cases) {
        const r = await get(`/api/admin/orders${query}`);
        expect(r.statusCode, query).toBe(400);
        expect(r.json().error, query).toMatch(field);
        expect(
          (await get(`/api/admin/orders.csv${query.replace(/limit|before/, "status")}`)).statusCode,
        ).toBe(400);
      }
      const id = await place();
      const bad: [string, unknown, RegExp][] = [
        [`/api/admin/orders/${id}/notes`, { note: "" }, /note/],
        [`/api/admin/orders/${id}/notes`, { note: "x".repeat(2001) }, /note/],
        [`/api/admin/orders/${id}/notes`, { note: "x", extra: 1 }, /extra|Unrecognized|key/i],
        ["/api/admin/orders/status", { ids: [], status: "shipped" }, /ids/],
        ["/api/admin/orders/status", { ids: Array(501).fill(id), status: "shipped" }, /ids/],
        ["/api/admin/orders/status", { ids: ["x"], status: "shipped" }, /ids/],
        ["/api/admin/orders/status", { ids: [id], status: "lost" }, /status/],
        ["/api/admin/customers/cancel-pending", { orderId: "1; drop" }, /orderId/],
      ];
      for (const [url, payload, field] of bad) {
        const r = await post(url, payload);
        expect(r.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(r.json().error).toMatch(field);
      }
      expect((await get("/api/admin/orders/abc")).statusCode).toBe(400);
    });

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
      await insertOrders(Array.from({ length: 1_500 }, (_, i) => `Customer ${i}`));
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

    it("refused is final, puts units back once, leaves sales, and has its own figure", async () => {
      const id = await place({}, 2);
      const other = await place({}, 1);
      expect((await stockOf(t, shirt)).M).toBe(97);
      const r = await setStatus(id, "refused");
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().status).toBe("refused");
      expect((await stockOf(t, shirt)).M).toBe(99);
      for (const to of ["refused", "pending", "canceled"]) {
        const again = await setStatus(id, to);
        expect(again.statusCode).toBe(400);
        expect(again.json().error).toBe(`Order ${id} has already been refused.`);
      }
      const bulk = await post("/api/admin/orders/status", { ids: [id], status: "canceled" });
      expect(bulk.json().results).toEqual([
        { id, ok: false, error: `Order ${id} has already been refused.` },
      ]);
      expect((await stockOf(t, shirt)).M).toBe(99);
      const stats = (await get("/api/admin/dashboard")).json();
      expect(stats).toMatchObject({ totalOrders: 2, refusedOrders: 1, totalSales: 850 });
      expect(await ids("?status=refused")).toEqual([id]);
      expect(other).toBeGreaterThan(id);
    });

    it("tells the admin what each final status would do: units back and the shopper's e-mail", async () => {
      const id = await place({}, 2);
      const effects = async () => {
        const r = await get(`/api/admin/orders/${id}`);
        expect(r.statusCode, r.body).toBe(200);
        return r.json().finalEffects;
      };
      const subject = (end: string) => `Your Maison Zamalek order #${id} ${end}`;
      // Cash, never delivered: nothing to refund; returned means it came back undelivered.
      expect(await effects()).toEqual([
        {
          status: "canceled",
          unitsBack: 2,
          mail: { subject: subject("has been canceled"), money: "nothing_owed" },
        },
        {
          status: "returned",
          unitsBack: 2,
          mail: { subject: subject("has come back to us"), money: "nothing_owed" },
        },
        { status: "refused", unitsBack: 2, mail: null },
      ]);
      // Delivered: the cash was collected, so a return promises the refund.
      expect((await setStatus(id, "delivered")).statusCode).toBe(200);
      expect((await effects())[1]).toEqual({
        status: "returned",
        unitsBack: 2,
        mail: { subject: subject("has been returned"), money: "refund" },
      });
      // What it announced is what happens; a final order has nothing left to do.
      expect((await setStatus(id, "returned")).statusCode).toBe(200);
      expect(await mailSubjects(/has been returned$/)).toEqual([subject("has been returned")]);
      expect(await stockOf(t, shirt)).toMatchObject({ M: 100 });
      expect(await effects()).toEqual([]);
    });

    it("shows the order's history, notes and its customer's record by phone and e-mail", async () => {
      const a = await place();
      // Same phone written another way, other e-mail: the same customer.
      const b = await place({ customer_email: "n2@example.com", customer_number: "+201012345678" });
      // Same e-mail, other phone: the same customer.
      const c = await place({ customer_number: "01199998888" });
      const stranger = await place({
        customer_email: "x@example.com",
        customer_number: "01255554444",
      });
      await setStatus(a, "processing");
      await setStatus(a, "delivered");
      await setStatus(b, "refused");
      await setStatus(stranger, "canceled");
      const note = await post(`/api/admin/orders/${a}/notes`, {
        note: "  Called: wants it Friday ",
      });
      expect(note.statusCode, note.body).toBe(201);
      expect(note.json()).toMatchObject({ kind: "note", note: "Called: wants it Friday" });
      await post(`/api/admin/orders/${a}/notes`, { note: "ملاحظة: الدور الثالث" });

      const r = await get(`/api/admin/orders/${a}`);
      expect(r.statusCode).toBe(200);
      const d = r.json();
      expect(d).toMatchObject({ id: a, status: "delivered", customer_number: "01012345678" });
      expect(d.lines[0]).toMatchObject({
        title: "Linen Shirt",
        size: "M",
        quantity: 1,
        unitPrice: 850,
      });
      expect(d.history.map((e: { kind: string; status: string }) => [e.kind, e.status])).toEqual([
        ["placed", "pending"],
        ["status", "processing"],
        ["status", "delivered"],
      ]);
      expect(d.history[1]).toMatchObject({ actor: "admin", actorEmail: "owner@atelier.test" });
      expect(d.history[0]).toMatchObject({ actor: "customer", actorEmail: "nour@example.com" });
      expect(d.notes.map((n: { note: string }) => n.note)).toEqual([
        "ملاحظة: الدور الثالث",
        "Called: wants it Friday",
      ]);
      expect(d.customer).toEqual({
        orders: 3,
        pending: 1,
        delivered: 1,
        refused: 1,
        canceled: 0,
        returned: 0,
      });
      // c shares a's e-mail but not b's phone: one step only, a and c.
      expect((await get(`/api/admin/orders/${c}`)).json().customer.orders).toBe(2);
      expect((await get(`/api/admin/orders/${stranger}`)).json().customer).toMatchObject({
        orders: 1,
        canceled: 1,
      });
      // Notes are internal: the shopper's own view of the order never carries them.
      const own = await get(`/api/orders/${a}`);
      expect(JSON.stringify(own.json())).not.toContain("Friday");
    });

    it("cancels every pending order of the customer once, units back once each", async () => {
      const a = await place({}, 2);
      const b = await place(
        { customer_email: "alias@example.com", customer_number: "+20 101 234 5678" },
        3,
      );
      const shipped = await place({}, 1);
      const stranger = await place({
        customer_email: "x@example.com",
        customer_number: "01255554444",
      });
      await setStatus(shipped, "shipped");
      expect((await stockOf(t, shirt)).M).toBe(93);
      const r = await post("/api/admin/customers/cancel-pending", { orderId: shipped });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ canceled: 2, ids: [a, b] });
      expect((await stockOf(t, shirt)).M).toBe(98);
      const again = await post("/api/admin/customers/cancel-pending", { orderId: a });
      expect(again.json()).toEqual({ canceled: 0, ids: [] });
      expect((await stockOf(t, shirt)).M).toBe(98);
      expect(await ids("?status=pending")).toEqual([stranger]);
      const history = (await get(`/api/admin/orders/${b}`)).json().history;
      expect(history.at(-1)).toMatchObject({ status: "canceled", actor: "admin" });
      // Each customer hears of it, as from a single change (features/orders/status-change.ts).
      expect(await mailSubjects(/has been canceled/)).toEqual(
        [a, b].map((id) => `Your Maison Zamalek order #${id} has been canceled`).sort(),
      );
    });

    it("changes many statuses, one event each, and says which did not change", async () => {
      const a = await place();
      const b = await place();
      const c = await place();
      await setStatus(c, "canceled");
      const r = await post("/api/admin/orders/status", {
        ids: [a, b, c, 999999, a],
        status: "shipped",
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().results).toEqual([
        { id: a, ok: true, status: "shipped" },
        { id: b, ok: true, status: "shipped" },
        { id: c, ok: false, error: `Order ${c} has already been canceled.` },
        { id: 999999, ok: false, error: "Order 999999 was not found" },
      ]);
      expect(await ids("?status=shipped")).toEqual([b, a]);
      const events = await t.app.db
        .selectFrom("order_events")
        .select(["order_id", "status"])
        .where("status", "=", "shipped")
        .execute();
      expect(events.map((e) => e.order_id).sort()).toEqual([a, b].sort());
      expect(await mailSubjects(/has shipped/)).toEqual(
        [a, b].map((id) => `Your Maison Zamalek order #${id} has shipped`).sort(),
      );
    });

    it("exports the filtered orders as a courier CSV with BOM, escaping and each order's status", async () => {
      const a = await place({ customerName: 'Nour "Nono" Hassan' }, 2);
      const b = await place({
        customer_email: "salma@example.com",
        customer_number: "+20 11 2222 3333",
        customerName: "سلمى عادل",
        shippingAddress: {
          address: "12, Road 9, بجوار المسجد",
          floor: "3",
          apartment: "7",
          city: "Al-Maadi",
          governorate: "Cairo",
        },
      });
      const c = await place({ customer_email: "omar@example.com", customerName: "=HYPERLINK(1)" });
      await setStatus(c, "canceled");
      await post(`/api/admin/orders/${b}/notes`, { note: "old note" });
      await post(`/api/admin/orders/${b}/notes`, { note: 'Ring twice,\nthen "call"' });
      await t.app.db
        .updateTable("orders")
        .set({ payment_state: "instapay_confirmed" })
        .where("id", "=", b)
        .execute();

      const r = await get("/api/admin/orders.csv?status=pending");
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers["content-type"]).toMatch(/^text\/csv; charset=utf-8/);
      expect(r.headers["content-disposition"]).toMatch(
        /^attachment; filename="orders-pending-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const raw = r.rawPayload.toString("utf8");
      expect(raw.charCodeAt(0)).toBe(0xfeff);
      const rows = parseCsv(raw.slice(1));
      expect(rows[0]).toEqual([
        "Receiver First Name",
        "Receiver Last Name",
        "Phone",
        "Governorate",
        "City",
        "Address",
        "Floor",
        "Apartment",
        "Cash To Collect",
        "Items Count",
        "Description",
        "Business Reference",
        "Order Status",
        "Notes",
      ]);
      expect(rows.slice(1)).toEqual([
        [
          "سلمى",
          "عادل",
          "01122223333",
          "Cairo",
          "Al-Maadi",
          "12, Road 9, بجوار المسجد",
          "3",
          "7",
          "0.00",
          "1",
          "Linen Shirt (M) x1",
          String(b),
          "pending",
          // The store's internal notes never reach the courier.
          "",
        ],
        [
          "Nour",
          '"Nono" Hassan',
          "01012345678",
          "Cairo",
          "Al-Maadi",
          "12 Road 9",
          "3",
          "7",
          // 2 × 850 + shipping.
          expect.stringMatching(/^17\d\d\.00$/),
          "2",
          "Linen Shirt (M) x2",
          String(a),
          "pending",
          "",
        ],
      ]);
      expect(raw).not.toMatch(/Ring twice|old note/);
      expect(Number(rows[2]![8]) - 1700).toBeGreaterThan(0);
      // A name that a spreadsheet would run as a formula is written as text.
      const all = parseCsv(
        (await get("/api/admin/orders.csv?status=all")).rawPayload.toString("utf8").slice(1),
      );
      expect(all).toHaveLength(4);
      expect(all[1]![0]).toBe("'=HYPERLINK(1)");
      const none = await get("/api/admin/orders.csv?status=all&q=nobody");
      expect(parseCsv(none.rawPayload.toString("utf8").slice(1))).toHaveLength(1);
    });

    it("exports only the orders ready to ship unless asked for all, and collects no cash for an ended or paid order", async () => {
      const ready = await place({}, 2);
      const paid = await place({ customer_email: "paid@example.com" });
      const canceled = await place({ customer_email: "c@example.com" });
      const returned = await place({ customer_email: "r@example.com" });
      const refused = await place({ customer_email: "x@example.com" });
      const waiting = await place({ customer_email: "w@example.com" });
      for (const id of [ready, paid])
        expect((await setStatus(id, "processing")).statusCode).toBe(200);
      await t.app.db
        .updateTable("orders")
        .set({ payment_state: "instapay_confirmed" })
        .where("id", "=", paid)
        .execute();
      expect((await setStatus(canceled, "canceled")).statusCode).toBe(200);
      for (const status of ["delivered", "returned"])
        expect((await setStatus(returned, status)).statusCode).toBe(200);
      for (const status of ["shipped", "refused"])
        expect((await setStatus(refused, status)).statusCode).toBe(200);
      await post(`/api/admin/orders/${ready}/notes`, { note: "VIP, gave a 10% discount by phone" });

      const sheet = async (query: string) => {
        const r = await get(`/api/admin/orders.csv${query}`);
        expect(r.statusCode, r.body).toBe(200);
        const [header, ...rows] = parseCsv(r.rawPayload.toString("utf8").slice(1));
        const col = (name: string) => header!.indexOf(name);
        return {
          disposition: r.headers["content-disposition"],
          raw: r.body,
          rows: rows.map((row) => ({
            id: Number(row[col("Business Reference")]),
            status: row[col("Order Status")],
            cash: row[col("Cash To Collect")],
            notes: row[col("Notes")],
          })),
        };
      };

      // No status: the parcels ready to ship, nothing else.
      const shipping = await sheet("");
      expect(shipping.disposition).toMatch(/filename="orders-processing-\d{4}-\d{2}-\d{2}\.csv"/);
      expect(shipping.rows).toEqual([
        { id: paid, status: "processing", cash: "0.00", notes: "" },
        { id: ready, status: "processing", cash: expect.stringMatching(/^17\d\d\.00$/), notes: "" },
      ]);
      expect(shipping.raw).not.toContain("VIP");

      // All, on purpose: every order with its status; only an open, unpaid one collects cash.
      const all = await sheet("?status=all");
      expect(all.disposition).toMatch(/filename="orders-all-\d{4}-\d{2}-\d{2}\.csv"/);
      const byId = new Map(all.rows.map((r) => [r.id, r]));
      expect(all.rows).toHaveLength(6);
      expect(byId.get(canceled)).toMatchObject({ status: "canceled", cash: "0.00" });
      expect(byId.get(returned)).toMatchObject({ status: "returned", cash: "0.00" });
      expect(byId.get(refused)).toMatchObject({ status: "refused", cash: "0.00" });
      expect(byId.get(paid)).toMatchObject({ status: "processing", cash: "0.00" });
      expect(byId.get(waiting)).toMatchObject({ status: "pending" });
      expect(Number(byId.get(waiting)!.cash)).toBeGreaterThan(0);
      expect(all.raw).not.toContain("VIP");

      // A status filter still picks that status alone.
      expect((await sheet("?status=canceled")).rows).toEqual([
        { id: canceled, status: "canceled", cash: "0.00", notes: "" },
      ]);
      for (const query of ["?status=ALL", "?status=", `?status=${"all".repeat(4000)}`]) {
        const r = await get(`/api/admin/orders.csv${query}`);
        expect(r.statusCode, query).toBe(400);
        expect(r.json().error, query).toMatch(/status must be one of .*all/);
      }
    });

    /** Orders written straight into the table (as a bulk import or the bench would). */
    async function insertOrders(names: string[], status = "pending") {
      const now = new Date().toISOString();
      const rows = names.map((name, i) => ({
        user_id: null,
        status,
        customer_email: `c${i}@example.com`,
        customer_number: "01012345678",
        customer_phone_key: "01012345678",
        customer_name: name,
        address_details: "Somewhere",
        shipping_address: null,
        total_price: 100_00,
        shipping: 50_00,
        stock_restored: 0,
        created_at: now,
        updated_at: now,
        delivered_at: null,
        payment_state: "cod",
        payment_reference: null,
        payment_receipt: null,
        language: "en",
        return_reason: null,
        return_note: null,
        return_requested_at: null,
      }));
      for (let i = 0; i < rows.length; i += 500)
        await t.app.db
          .insertInto("orders")
          .values(rows.slice(i, i + 500))
          .execute();
    }

    /** The kept counts (migration 0013) beside a count of the orders themselves. */
    async function keptAndRecounted() {
      const db = t.app.db;
      const kept = await db
        .selectFrom("order_counts")
        .select([
          "status",
          "payment_state",
          (eb) => eb.fn.sum<number>("orders").as("n"),
          (eb) => eb.fn.sum<number>("total_price").as("sum"),
        ])
        .groupBy(["status", "payment_state"])
        .execute();
      const counted = await db
        .selectFrom("orders")
        .select([
          "status",
          "payment_state",
          (eb) => eb.fn.countAll<number>().as("n"),
          (eb) => eb.fn.sum<number>("total_price").as("sum"),
        ])
        .groupBy(["status", "payment_state"])
        .execute();
      const names = await db
        .selectFrom("order_names")
        .select(["name", "orders"])
        .where("orders", "!=", 0)
        .execute();
      const countedNames = await db
        .selectFrom("orders")
        .select(["customer_name as name", (eb) => eb.fn.countAll<number>().as("orders")])
        .groupBy("customer_name")
        .execute();
      const byKey = (rows: { status: string; payment_state: string; n: number; sum: number }[]) =>
        rows
          .filter((r) => Number(r.n) !== 0)
          .map((r) => `${r.status}/${r.payment_state}: ${Number(r.n)} ${Number(r.sum)}`)
          .sort();
      const byName = (rows: { name: string; orders: number }[]) =>
        rows.map((r) => `${r.name}: ${Number(r.orders)}`).sort();
      return {
        kept: { counts: byKey(kept), names: byName(names) },
        counted: { counts: byKey(counted), names: byName(countedNames) },
      };
    }

    it("keeps the dashboard's counts equal to a recount through every kind of change", async () => {
      const check = async (when: string) => {
        const { kept, counted } = await keptAndRecounted();
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
      const cancel = await post("/api/admin/customers/cancel-pending", { orderId: f });
      expect(cancel.statusCode, cancel.body).toBe(200);
      await insertOrders(["Imported Name", "Imported Name"], "delivered");
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
      await insertOrders(names);
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

    it("exports more orders than one batch, each once", async () => {
      const now = new Date().toISOString();
      const rows = Array.from({ length: 2300 }, (_, i) => ({
        user_id: null,
        status: "pending",
        customer_email: `c${i}@example.com`,
        customer_number: "01012345678",
        customer_phone_key: "01012345678",
        customer_name: `Customer ${i}`,
        address_details: "Somewhere",
        shipping_address: null,
        total_price: 100_00,
        shipping: 50_00,
        stock_restored: 0,
        created_at: now,
        updated_at: now,
        delivered_at: null,
        payment_state: "cod",
        payment_reference: null,
        payment_receipt: null,
        language: "en",
        return_reason: null,
        return_note: null,
        return_requested_at: null,
      }));
      for (let i = 0; i < rows.length; i += 500)
        await t.app.db
          .insertInto("orders")
          .values(rows.slice(i, i + 500))
          .execute();
      const r = await get("/api/admin/orders.csv?status=all");
      const lines = parseCsv(r.rawPayload.toString("utf8").slice(1)).slice(1);
      expect(lines).toHaveLength(2300);
      expect(new Set(lines.map((l) => l[11])).size).toBe(2300);
      expect(lines[0]![8]).toBe("150.00");
    });
  });
}

/** RFC 4180 reader for the tests: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
