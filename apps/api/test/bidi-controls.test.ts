import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { ORDER_TOKEN_HEADER } from "@atelier/shared/orders";
import { DIALECTS, createTestApp, type TestApp } from "./helpers";
import { createProduct, orderPayload, ownerToken } from "./fixtures";

/*
 * Issue 26, item 6 (docs/security.md#bidi-controls-in-free-text): U+202E and its kin survived in
 * names and addresses into the admin pages, the e-mails and the courier sheet, where
 * "Nour \u202efdp.exe\u202c Hassan" reads as another name. Each attack through HTTP.
 */

/** The embeddings, overrides and isolates: U+202A–U+202E and U+2066–U+2069. */
const CONTROLS = [
  ...Array.from({ length: 5 }, (_, i) => String.fromCharCode(0x202a + i)),
  ...Array.from({ length: 4 }, (_, i) => String.fromCharCode(0x2066 + i)),
];
const spoof = (i: number, text = "Nour Hassan") => {
  const c = CONTROLS[i % CONTROLS.length]!;
  return `${text.slice(0, 5)}${c}fdp.exe${text.slice(5)}`;
};
const ANY_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/** A multipart/form-data body as a browser's FormData sends it (the receipt form). */
function form(fields: Record<string, string>) {
  const boundary = `----atelier${randomBytes(8).toString("hex")}`;
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join("");
  return {
    payload: Buffer.from(`${body}--${boundary}--\r\n`),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

for (const dialect of DIALECTS) {
  describe(`bidi controls (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t?.close());

    const verify = (email: string) =>
      t.app.db
        .insertInto("verified_emails")
        .values({ email, verified_at: new Date().toISOString() })
        .onConflict((oc) => oc.column("email").doNothing())
        .execute();
    const place = (payload: object) => t.inject({ method: "POST", url: "/api/orders", payload });
    const refusal = (field: string) => ({
      error: `${field} must not contain text direction control characters`,
      errorCode: "TEXT_DIRECTION_CONTROL",
    });

    it("refuses every control in each free-text field of an order, naming the field, and stores nothing", async () => {
      t = await createTestApp(dialect, { ORDER_RATE_LIMIT: "1000" });
      await verify("nour@example.com");
      const shirt = await createProduct(t, { stock: { M: 50 } });
      const base = orderPayload([{ productId: shirt, M: 1 }]);
      const cases: [string, (i: number) => object][] = [
        ["customerName", (i) => ({ ...base, customerName: spoof(i) })],
        [
          "address",
          (i) => ({
            ...base,
            shippingAddress: { ...base.shippingAddress, address: spoof(i, "12 Road 9") },
          }),
        ],
        [
          "floor",
          (i) => ({ ...base, shippingAddress: { ...base.shippingAddress, floor: spoof(i, "3") } }),
        ],
        [
          "apartment",
          (i) => ({
            ...base,
            shippingAddress: { ...base.shippingAddress, apartment: spoof(i, "7") },
          }),
        ],
        [
          "city",
          (i) => ({
            ...base,
            shippingAddress: { ...base.shippingAddress, city: spoof(i, "Al-Maadi") },
          }),
        ],
        [
          "addressDetails",
          (i) => ({
            ...base,
            shippingAddress: undefined,
            addressDetails: spoof(i, "12 Road 9, Al-Maadi, Cairo"),
          }),
        ],
      ];
      for (const [field, payload] of cases)
        for (let i = 0; i < CONTROLS.length; i++) {
          const r = await place(payload(i));
          expect(r.statusCode, `${field} U+${CONTROLS[i]!.charCodeAt(0).toString(16)}`).toBe(400);
          expect(r.json()).toEqual(refusal(field));
        }
      expect(await t.app.db.selectFrom("orders").select("id").execute()).toEqual([]);
      // Arabic's own marks (RLM U+200F) are not controls of this kind: the order goes.
      const arabic = await place({ ...base, customerName: "نور\u200f حسن" });
      expect(arabic.statusCode, arabic.body).toBe(201);
    });

    it("refuses them in a return note, a transfer reference (JSON and multipart), an admin's note and decision, and a product's words", async () => {
      t = await createTestApp(dialect);
      const admin = await ownerToken(t);
      await verify("nour@example.com");
      const shirt = await createProduct(t, { stock: { M: 5 } });
      const placed = async (extra: object = {}) => {
        const r = await place({ ...orderPayload([{ productId: shirt, M: 1 }]), ...extra });
        expect(r.statusCode, r.body).toBe(201);
        return r.json() as { id: number; orderToken: string };
      };
      const instapay = await placed({ paymentMethod: "instapay" });
      const link = { [ORDER_TOKEN_HEADER]: instapay.orderToken };
      const json = await t.inject({
        method: "POST",
        url: `/api/orders/${instapay.id}/payment`,
        headers: link,
        payload: { reference: spoof(4, "TRX-12345") },
      });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual(refusal("reference"));
      const multipart = form({ reference: spoof(5, "TRX-12345") });
      const sent = await t.inject({
        method: "POST",
        url: `/api/orders/${instapay.id}/payment`,
        headers: { ...multipart.headers, ...link },
        payload: multipart.payload,
      });
      expect(sent.statusCode).toBe(400);
      expect(sent.json()).toEqual(refusal("reference"));
      const decided = await t.inject({
        method: "POST",
        url: `/api/admin/orders/${instapay.id}/payment`,
        token: admin,
        payload: { decision: "reject", note: spoof(6, "Wrong amount") },
      });
      expect(decided.json()).toEqual(refusal("note"));
      const noted = await t.inject({
        method: "POST",
        url: `/api/admin/orders/${instapay.id}/notes`,
        token: admin,
        payload: { note: spoof(7, "Called her") },
      });
      expect(noted.json()).toEqual(refusal("note"));

      const cod = await placed();
      const moved = await t.inject({
        method: "PATCH",
        url: `/api/orders/${cod.id}/status`,
        token: admin,
        payload: { status: "delivered" },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const ret = await t.inject({
        method: "POST",
        url: `/api/orders/${cod.id}/return`,
        headers: { [ORDER_TOKEN_HEADER]: cod.orderToken },
        payload: { reason: "wrong_size", note: spoof(8, "Too small") },
      });
      expect(ret.json()).toEqual(refusal("note"));

      const fields = ["title", "description", "category", "material"];
      for (const [i, field] of [...fields, ...fields.map((f) => `${f}Ar`)].entries()) {
        const patch = await t.inject({
          method: "PATCH",
          url: `/api/products/${shirt}/text`,
          token: admin,
          payload: { [field]: spoof(i, "Linen Shirt") },
        });
        expect(patch.json(), field).toEqual(refusal(field));
        const create = await t.inject({
          method: "POST",
          url: "/api/products",
          token: admin,
          payload: { title: "Shirt", originalPrice: 100, salePrice: 100, [field]: spoof(i) },
        });
        expect(create.json(), field).toEqual(refusal(field));
      }
    });

    it("shows controls stored before the refusal as U+FFFD in the admin's answers, the courier sheet and the e-mails", async () => {
      t = await createTestApp(dialect);
      const admin = await ownerToken(t);
      await verify("nour@example.com");
      const shirt = await createProduct(t, { stock: { M: 5 } });
      // As an older store kept them: a product title and an order's name, address and reference.
      await t.app.db
        .updateTable("products")
        .set({ title: "Linen \u202eeciovni\u202c Shirt" })
        .where("id", "=", shirt)
        .execute();
      const r = await place(orderPayload([{ productId: shirt, M: 1 }]));
      expect(r.statusCode, r.body).toBe(201);
      const { id } = r.json() as { id: number };
      await t.app.db
        .updateTable("orders")
        .set({
          customer_name: "Nour \u202efdp.exe\u202c Hassan",
          address_details: "12 Road 9 \u2067Al-Maadi\u2069, Cairo",
          payment_reference: "TRX\u202d123",
        })
        .where("id", "=", id)
        .execute();

      const urls = [
        `/api/admin/orders/${id}`,
        "/api/admin/orders",
        "/api/admin/orders.csv?status=all",
        `/api/products/${shirt}`,
        "/api/products",
      ];
      const answers = [];
      for (const url of urls) {
        const a = await t.inject({ method: "GET", url, token: admin });
        expect(a.statusCode, a.body).toBe(200);
        expect(a.body, url).not.toMatch(ANY_CONTROL);
        answers.push(a);
      }
      expect(answers[0]!.json()).toMatchObject({ customerName: "Nour \ufffdfdp.exe\ufffd Hassan" });
      expect(answers[2]!.body).toContain("\ufffdfdp.exe\ufffd Hassan");
      expect(answers[3]!.json()).toMatchObject({ title: "Linen \ufffdeciovni\ufffd Shirt" });

      // The confirmation repeats the stored title: shown, never obeyed.
      await t.app.mailer.deliverDue();
      const mails = await t.app.db.selectFrom("outbox").select(["text", "html"]).execute();
      expect(mails.length).toBeGreaterThan(0);
      for (const m of mails) {
        expect(m.text).not.toMatch(ANY_CONTROL);
        expect(m.html).not.toMatch(ANY_CONTROL);
      }
      expect(mails.map((m) => m.text).join("\n")).toContain("Linen \ufffdeciovni\ufffd Shirt");
    });
  });
}
