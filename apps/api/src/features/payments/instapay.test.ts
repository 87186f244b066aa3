import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { BRAND } from "@atelier/shared/brand";
import { ORDER_TOKEN_HEADER } from "@atelier/shared/orders";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { createProduct, orderPayload, ownerToken } from "../../../test/fixtures";
import { paymentOrders } from "./payments.fixtures";

/** A multipart/form-data body as a browser's FormData would send it. */
function form(parts: { field: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----atelier${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename ? `; filename="${p.filename}"` : "";
    const type = p.type ? `Content-Type: ${p.type}\r\n` : "";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"${file}\r\n${type}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(p.data), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A photo of a receipt, with EXIF that must not survive. */
const receiptJpeg = () =>
  sharp({
    create: { width: 600, height: 900, channels: 3, background: { r: 240, g: 240, b: 230 } },
  })
    .withExif({ IFD0: { Make: "Shopper Phone", Copyright: "private owner" } })
    .jpeg()
    .toBuffer();

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`;

for (const dialect of DIALECTS) {
  describe(`Instapay (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t.close());

    const { placed, setStatus } = paymentOrders(() => t);
    const report = (id: number, body: object | ReturnType<typeof form>, link?: string) => {
      const multipart = "headers" in body && "payload" in body;
      return t.inject({
        method: "POST",
        url: `/api/orders/${id}/payment`,
        ...(multipart
          ? {
              payload: body.payload,
              headers: { ...body.headers, [ORDER_TOKEN_HEADER]: link ?? "" },
            }
          : { payload: body, headers: link ? { [ORDER_TOKEN_HEADER]: link } : {} }),
      });
    };
    const decide = async (id: number, decision: string, token?: string) =>
      t.inject({
        method: "POST",
        url: `/api/admin/orders/${id}/payment`,
        payload: { decision },
        token: token ?? (await ownerToken(t)),
      });
    const outbox = () => t.app.db.selectFrom("outbox").selectAll().orderBy("id", "asc").execute();

    describe("Instapay", () => {
      it("a shopper reports the transfer with a receipt; the admin confirms; mails go either way", async () => {
        t = await createTestApp(dialect);
        const o = await placed({ paymentMethod: "instapay" });
        expect(o.paymentState).toBe("instapay_awaiting");
        const confirmation = (await outbox()).find((m) => m.subject.endsWith(`order #${o.id}`))!;
        expect(confirmation.text).toContain(BRAND.instapay.address);
        expect(confirmation.text).toContain("920.00 EGP");
        expect(confirmation.text).not.toContain("cash on delivery");

        // Another order's token, and no token at all: 404, and nothing stored.
        const other = await placed({ customer_email: "other@example.com" });
        expect((await report(o.id, { reference: "IPN123" }, other.orderToken)).statusCode).toBe(
          404,
        );
        expect((await report(o.id, { reference: "IPN123" })).statusCode).toBe(404);
        const stranger = await signupAndLogin(t, "stranger@example.com");
        const asStranger = await t.inject({
          method: "POST",
          url: `/api/orders/${o.id}/payment`,
          payload: { reference: "IPN123" },
          token: stranger,
        });
        expect(asStranger.statusCode).toBe(404);
        // A COD order has nothing to report.
        expect((await report(other.id, { reference: "X" }, other.orderToken)).statusCode).toBe(400);
        // Validation.
        expect((await report(o.id, {}, o.orderToken)).statusCode).toBe(400);
        expect((await report(o.id, { reference: "r".repeat(101) }, o.orderToken)).statusCode).toBe(
          400,
        );
        expect(
          (await report(o.id, form([{ field: "reference", data: "r".repeat(2000) }]), o.orderToken))
            .statusCode,
        ).toBe(400);

        const r = await report(
          o.id,
          form([
            { field: "reference", data: "IPN-20261123-0042" },
            {
              field: "receipt",
              filename: "receipt.jpg",
              type: "image/jpeg",
              data: await receiptJpeg(),
            },
          ]),
          o.orderToken,
        );
        expect(r.statusCode, r.body).toBe(200);
        expect(r.json()).toEqual({
          id: o.id,
          paymentState: "instapay_awaiting",
          reference: "IPN-20261123-0042",
          receipt: true,
        });
        // Stored privately: not in uploads, re-encoded, without the EXIF.
        const receipts = fs.readdirSync(path.join(t.dataDir, "receipts"));
        expect(receipts).toHaveLength(1);
        expect(fs.readdirSync(path.join(t.dataDir, "uploads"))).toHaveLength(0);
        const meta = await sharp(path.join(t.dataDir, "receipts", receipts[0]!)).metadata();
        expect(meta.format).toBe("webp");
        expect(meta.exif).toBeUndefined();
        expect((await t.inject({ method: "GET", url: `/uploads/${receipts[0]}` })).statusCode).toBe(
          404,
        );

        const queue = await t.inject({
          method: "GET",
          url: "/api/admin/payments?state=instapay_awaiting",
          token: await ownerToken(t),
        });
        expect(queue.statusCode).toBe(200);
        expect(queue.json()).toEqual([
          expect.objectContaining({
            id: o.id,
            amount: 920,
            reference: "IPN-20261123-0042",
            receipt: true,
            paymentState: "instapay_awaiting",
          }),
        ]);
        expect(queue.json()[0].submittedAt).toEqual(expect.any(String));

        const confirmed = await decide(o.id, "confirm");
        expect(confirmed.statusCode, confirmed.body).toBe(200);
        expect(confirmed.json().paymentState).toBe("instapay_confirmed");
        expect((await decide(o.id, "confirm")).statusCode).toBe(400);
        expect((await decide(other.id, "confirm")).statusCode).toBe(400);
        expect((await decide(999999, "confirm")).statusCode).toBe(404);
        const mail = (await outbox()).at(-1)!;
        expect(mail.recipient).toBe("nour@example.com");
        expect(mail.subject).toMatch(/payment confirmed/);
        expect(mail.text).toMatch(new RegExp(`/orders/${o.id}\\?token=`));
        // Shipped after the confirmation: the mail asks for no cash at the door.
        await setStatus(o.id, "shipped");
        const shipped = (await outbox()).at(-1)!;
        expect(shipped.subject).toMatch(/has shipped/);
        expect(shipped.text).toContain("nothing is owed on delivery");
        expect(shipped.text).not.toContain("cash on delivery");
        // Confirmed: the shopper cannot report again.
        expect((await report(o.id, { reference: "again" }, o.orderToken)).statusCode).toBe(400);

        const events = await t.app.db
          .selectFrom("order_events")
          .selectAll()
          .where("order_id", "=", o.id)
          .where("kind", "=", "payment")
          .orderBy("id", "asc")
          .execute();
        expect(events.map((e) => [e.status, e.actor])).toEqual([
          ["instapay_awaiting", "customer"],
          ["instapay_confirmed", "admin"],
        ]);
        const page = await t.inject({
          method: "GET",
          url: `/api/orders/${o.id}`,
          headers: { [ORDER_TOKEN_HEADER]: o.orderToken },
        });
        expect(page.json().paymentState).toBe("instapay_confirmed");

        // The receipt stays for the admin after the decision, and after the order moves on
        // (issue 24): the order's page shows the transfer, its reference and that there is one.
        await setStatus(o.id, "delivered");
        const owner = await ownerToken(t);
        const kept = await t.inject({
          method: "GET",
          url: `/api/admin/orders/${o.id}/receipt`,
          token: owner,
        });
        expect(kept.statusCode).toBe(200);
        expect(kept.headers["content-type"]).toBe("image/webp");
        const detail = await t.inject({
          method: "GET",
          url: `/api/admin/orders/${o.id}`,
          token: owner,
        });
        expect(detail.json()).toMatchObject({
          paymentState: "instapay_confirmed",
          transfer: { reference: "IPN-20261123-0042", receipt: true },
        });
        const cod = await t.inject({
          method: "GET",
          url: `/api/admin/orders/${other.id}`,
          token: owner,
        });
        expect(cod.json().transfer).toEqual({ reference: null, receipt: false });
      });

      it("a rejected transfer mails the shopper, who may report again", async () => {
        t = await createTestApp(dialect);
        const shopper = await signupAndLogin(t, "nour@example.com");
        const product = await createProduct(t, { stock: { M: 2 } });
        const placedOrder = await t.inject({
          method: "POST",
          url: "/api/orders",
          token: shopper,
          payload: orderPayload([{ productId: product, M: 1 }], { paymentMethod: "instapay" }),
        });
        const id = placedOrder.json().id as number;
        const first = await t.inject({
          method: "POST",
          url: `/api/orders/${id}/payment`,
          token: shopper,
          payload: { reference: "WRONG" },
        });
        expect(first.statusCode, first.body).toBe(200);
        const rejected = await decide(id, "reject");
        expect(rejected.json().paymentState).toBe("instapay_rejected");
        const mail = (await outbox()).at(-1)!;
        expect(mail.subject).toMatch(/payment not found/);
        expect(mail.text).toContain(BRAND.instapay.address);
        expect(mail.text).toMatch(new RegExp(`/orders/${id}\\?token=`));
        const again = await t.inject({
          method: "POST",
          url: `/api/orders/${id}/payment`,
          token: shopper,
          payload: { reference: "RIGHT" },
        });
        expect(again.json().paymentState).toBe("instapay_awaiting");
        const queue = await t.inject({
          method: "GET",
          url: "/api/admin/payments",
          token: await ownerToken(t),
        });
        expect(queue.json().map((i: { reference: string }) => i.reference)).toEqual(["RIGHT"]);
        // A canceled order's transfer is no longer reported or decided.
        await setStatus(id, "canceled");
        expect((await decide(id, "confirm")).statusCode).toBe(400);
      });

      it("receipts: SVG and non-images 400, too large 413; only an admin sees one", async () => {
        t = await createTestApp(dialect);
        const o = await placed({ paymentMethod: "instapay" });
        const other = await placed({ paymentMethod: "instapay", customer_email: "b@example.com" });
        const withFile = (data: Buffer | string, name = "r.png") =>
          form([
            { field: "reference", data: "REF1" },
            { field: "receipt", filename: name, type: "image/png", data },
          ]);
        const svg = await report(o.id, withFile(SVG, "r.svg"), o.orderToken);
        expect(svg.statusCode).toBe(400);
        expect(svg.json().error).toMatch(/JPEG, PNG, WebP or AVIF/);
        expect((await report(o.id, withFile("just text"), o.orderToken)).statusCode).toBe(400);
        const huge = Buffer.concat([await receiptJpeg(), randomBytes(10 * 1024 * 1024)]);
        const large = await report(o.id, withFile(huge), o.orderToken);
        expect(large.statusCode).toBe(413);
        expect(large.json().errorCode).toBe("PAYLOAD_TOO_LARGE");
        expect(
          fs.existsSync(path.join(t.dataDir, "receipts"))
            ? fs.readdirSync(path.join(t.dataDir, "receipts"))
            : [],
        ).toHaveLength(0);
        // Nothing was recorded by the refused uploads.
        const row = await t.app.db
          .selectFrom("orders")
          .select(["payment_reference"])
          .where("id", "=", o.id)
          .executeTakeFirstOrThrow();
        expect(row.payment_reference).toBeNull();

        const ok = await report(o.id, withFile(await receiptJpeg(), "r.jpg"), o.orderToken);
        expect(ok.statusCode, ok.body).toBe(200);
        const receipt = (opts: { token?: string; link?: string }) =>
          t.inject({
            method: "GET",
            url: `/api/admin/orders/${o.id}/receipt`,
            token: opts.token,
            headers: opts.link ? { [ORDER_TOKEN_HEADER]: opts.link } : {},
          });
        const admin = await receipt({ token: await ownerToken(t) });
        expect(admin.statusCode).toBe(200);
        expect(admin.headers["content-type"]).toBe("image/webp");
        expect(admin.headers["cache-control"]).toMatch(/no-store/);
        expect((await sharp(admin.rawPayload).metadata()).format).toBe("webp");
        // Another customer, a guest, a guest with another order's token, even this order's own
        // token: 404, as for an order without a receipt.
        const customer = await signupAndLogin(t, "someone@example.com");
        expect((await receipt({ token: customer })).statusCode).toBe(404);
        expect((await receipt({})).statusCode).toBe(404);
        expect((await receipt({ link: other.orderToken })).statusCode).toBe(404);
        expect((await receipt({ link: o.orderToken })).statusCode).toBe(404);
        const none = await t.inject({
          method: "GET",
          url: `/api/admin/orders/${other.id}/receipt`,
          token: await ownerToken(t),
        });
        expect(none.statusCode).toBe(404);

        // A new receipt replaces the old file.
        const again = await report(o.id, withFile(await receiptJpeg(), "r2.jpg"), o.orderToken);
        expect(again.statusCode).toBe(200);
        expect(fs.readdirSync(path.join(t.dataDir, "receipts"))).toHaveLength(1);
      });

      it("reports: a huge body is refused whole, and a flood is rate limited", async () => {
        t = await createTestApp(dialect);
        const o = await placed({ paymentMethod: "instapay" });
        const huge = await report(o.id, { reference: "x".repeat(1024 * 1024) }, o.orderToken);
        expect(huge.statusCode).toBe(413);
        const codes: number[] = [];
        for (let i = 0; i < 12; i++)
          codes.push((await report(o.id, { reference: `R${i}` }, o.orderToken)).statusCode);
        expect(codes.slice(0, 9).every((c) => c === 200)).toBe(true);
        expect(codes.at(-1)).toBe(429);
        const row = await t.app.db
          .selectFrom("orders")
          .select("payment_reference")
          .where("id", "=", o.id)
          .executeTakeFirstOrThrow();
        expect(row.payment_reference).toMatch(/^R\d+$/);
      });

      it("the admin queue and decisions are for admins only", async () => {
        t = await createTestApp(dialect);
        const o = await placed({ paymentMethod: "instapay" });
        const customer = await signupAndLogin(t, "c@example.com");
        const list = (token?: string) =>
          t.inject({ method: "GET", url: "/api/admin/payments", token });
        expect((await list()).statusCode).toBe(401);
        expect((await list(customer)).statusCode).toBe(403);
        expect((await decide(o.id, "confirm", customer)).statusCode).toBe(403);
        expect(
          (
            await t.inject({
              method: "POST",
              url: `/api/admin/orders/${o.id}/payment`,
              payload: { decision: "confirm" },
            })
          ).statusCode,
        ).toBe(401);
        expect(
          (
            await t.inject({
              method: "GET",
              url: "/api/admin/payments?state=paid",
              token: await ownerToken(t),
            })
          ).statusCode,
        ).toBe(400);
        expect((await decide(o.id, "maybe")).statusCode).toBe(400);
        const state = await t.app.db
          .selectFrom("orders")
          .select("payment_state")
          .where("id", "=", o.id)
          .executeTakeFirstOrThrow();
        expect(state.payment_state).toBe("instapay_awaiting");
      });
    });
  });
}
