import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { createProduct, ownerToken, stockOf } from "../../../test/fixtures";
import { adminCalls, insertOrders } from "./admin-orders.fixtures";

// The list's filters, searches, paging and kept counts: admin-orders-filters.test.ts.

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

    const { get, post, ids, place, setStatus } = adminCalls(
      () => t,
      () => admin,
      () => shirt,
    );

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

    it("names each line's colour in the CSV's description (docs/product.md#colours)", async () => {
      const id = await place({}, 2);
      // The order line's colour snapshot, as an order in a colour keeps it.
      await t.app.db
        .updateTable("order_lines")
        .set({ color_id: 7, color_name: "Sand", color_name_ar: "رملي", color_hex: "#d8c3a5" })
        .where("order_id", "=", id)
        .execute();
      const plain = await place({ customer_email: "plain@example.com" }, 1);
      const rows = parseCsv(
        (await get("/api/admin/orders.csv?status=all")).rawPayload.toString("utf8").slice(1),
      );
      const description = (order: number) => rows.find((r) => r[11] === String(order))?.[10];
      expect(description(id)).toBe("Linen Shirt (Sand, M) x2");
      // A piece without colours reads as before.
      expect(description(plain)).toBe("Linen Shirt (M) x1");
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

    it("exports more orders than one batch, each once", async () => {
      await insertOrders(
        t,
        Array.from({ length: 2300 }, (_, i) => ({ name: `Customer ${i}` })),
      );
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
