import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Migrator } from "kysely";
import { migrateToLatest } from "../../db/migrate";
import { migrations } from "../../db/migrations/index";
import { DIALECTS, createTestApp, signupAndLogin, type TestApp } from "../../../test/helpers";
import { orderPayload, ownerToken } from "../../../test/fixtures";

// Issue 16: an order remembers the language it was placed in, and each of its e-mails follows it
// (docs/product.md#orders). Read from the outbox table, where every mail is written first.

const LRI = "\u2066";
const PDI = "\u2069";

for (const dialect of DIALECTS) {
  describe(`the language of an order's e-mails (${dialect})`, () => {
    let t: TestApp;
    let customer: string;
    let shirt: number;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      customer = await signupAndLogin(t, "nour@example.com");
      const r = await t.inject({
        method: "POST",
        url: "/api/products",
        token: await ownerToken(t),
        payload: {
          title: "Linen Shirt",
          titleAr: "قميص الكتان",
          originalPrice: 1000,
          salePrice: 850,
          quantityM: 10,
        },
      });
      expect(r.statusCode, r.body).toBe(201);
      shirt = r.json().id;
    });
    afterEach(async () => t.close());

    /** Signed in as nour@example.com, or as a guest with `token` "". */
    const place = (overrides: Record<string, unknown>, token: string = customer) =>
      t.inject({
        method: "POST",
        url: "/api/orders",
        payload: orderPayload([{ productId: shirt, M: 2 }], overrides),
        token,
      });
    const outbox = () => t.app.db.selectFrom("outbox").selectAll().orderBy("id", "asc").execute();
    const lastMail = async () => (await outbox()).at(-1)!;
    const setStatus = async (id: number, status: string) => {
      const r = await t.inject({
        method: "PATCH",
        url: `/api/orders/${id}/status`,
        payload: { status },
        token: await ownerToken(t),
      });
      expect(r.statusCode, r.body).toBe(200);
    };
    const languageOf = async (id: number) =>
      (
        await t.app.db
          .selectFrom("orders")
          .select("language")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).language;

    it("writes an Arabic order's confirmation in Arabic, right to left, with its /ar link", async () => {
      const r = await place({ language: "ar" });
      expect(r.statusCode, r.body).toBe(201);
      const { id } = r.json();
      expect(await languageOf(id)).toBe("ar");

      const mail = await lastMail();
      expect(mail.recipient).toBe("nour@example.com");
      expect(mail.subject).toBe(`طلبكم رقم ${id} من Maison Zamalek`);
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.html).toContain(
        `<h1 style="font-weight:normal;font-size:26px;margin:0 0 20px">استلمنا طلبكم رقم ${id}</h1>`,
      );
      expect(mail.text).toContain("على أن يكون الدفع نقدًا عند الاستلام.");
      expect(mail.text).toMatch(
        new RegExp(`عرض طلبي: http://shop\\.test/ar/orders/${id}\\?token=`),
      );
      // The product's Arabic title, Latin digits with the pound's Arabic symbol, Arabic places.
      expect(mail.text).toContain("قميص الكتان (M) × 2: 1,700.00 ج.م");
      expect(mail.text).toContain("المجموع الفرعي: 1,700.00 ج.م");
      expect(mail.text).toContain("الشحن: 70.00 ج.م");
      expect(mail.text).toContain("الإجمالي: 1,770.00 ج.م");
      // Signed in, nothing proves the mailbox is the account's: only the places (issue 26).
      expect(mail.text).toContain("التوصيل إلى: المعادي، القاهرة\n");
      expect(mail.text).not.toMatch(/Order|Total|EGP|Al-Maadi/);

      // The order itself keeps the canonical place and both titles of its snapshot.
      const order = await t.inject({ method: "GET", url: `/api/orders/${id}`, token: customer });
      expect(order.json().shippingAddress).toMatchObject({
        city: "Al-Maadi",
        governorate: "Cairo",
      });
      expect(order.json().lines[0]).toMatchObject({ title: "Linen Shirt", titleAr: "قميص الكتان" });
    });

    it("keeps each line's Arabic title as it was ordered, through a rename and a deletion", async () => {
      const plain = await t.inject({
        method: "POST",
        url: "/api/products",
        token: await ownerToken(t),
        payload: { title: "Silk Scarf", originalPrice: 500, salePrice: 500, quantityS: 3 },
      });
      const scarf = plain.json().id as number;
      const r = await t.inject({
        method: "POST",
        url: "/api/orders",
        payload: orderPayload(
          [
            { productId: shirt, M: 1 },
            { productId: scarf, S: 1 },
          ],
          { language: "ar" },
        ),
        token: customer,
      });
      expect(r.statusCode, r.body).toBe(201);
      const { id } = r.json();
      const titles = async () =>
        (await t.inject({ method: "GET", url: `/api/orders/${id}`, token: customer }))
          .json()
          .lines.map((l: { title: string; titleAr: string }) => [l.title, l.titleAr]);
      // A piece with no Arabic title keeps "" (its Arabic pages show the English one).
      const ordered = [
        ["Linen Shirt", "قميص الكتان"],
        ["Silk Scarf", ""],
      ];
      expect(await titles()).toEqual(ordered);
      expect((await lastMail()).text).toContain("Silk Scarf (S) × 1");
      const owner = await ownerToken(t);
      const renamed = await t.inject({
        method: "PATCH",
        url: `/api/products/${shirt}/text`,
        payload: { titleAr: "قميص جديد" },
        token: owner,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      await t.inject({ method: "DELETE", url: `/api/products/${scarf}`, token: owner });
      expect(await titles()).toEqual(ordered);
      // A new order takes the new name, in its lines and its confirmation.
      const next = await place({ language: "ar" });
      expect(next.json().lines[0].titleAr).toBe("قميص جديد");
      expect((await lastMail()).text).toContain("قميص جديد (M) × 2");
    });

    it("keeps an English order's mails in English, as before", async () => {
      const r = await place({});
      expect(r.statusCode, r.body).toBe(201);
      const { id } = r.json();
      expect(await languageOf(id)).toBe("en");
      const mail = await lastMail();
      expect(mail.subject).toBe(`Your Maison Zamalek order #${id}`);
      expect(mail.html).toContain('<html lang="en" dir="ltr">');
      expect(mail.text).toMatch(
        new RegExp(`View my order: http://shop\\.test/orders/${id}\\?token=`),
      );
      expect(mail.text).toContain("Linen Shirt (M) x2: 1,700.00 EGP");
      expect(mail.text).toContain("Deliver to: Al-Maadi, Cairo\n");
      expect(mail.text).not.toMatch(/[\u0600-\u06ff]/);

      await setStatus(id, "shipped");
      const shipped = await lastMail();
      expect(shipped.subject).toBe(`Your Maison Zamalek order #${id} has shipped`);
      expect(shipped.text).not.toMatch(/[\u0600-\u06ff]/);
    });

    it("gives lines placed before migration 0015 their product's Arabic title", async () => {
      const { id } = (await place({})).json();
      const schema = t.dbOptions.dialect === "postgres" ? t.dbOptions.schema : undefined;
      const migrator = new Migrator({
        db: t.app.db,
        provider: { getMigrations: async () => migrations },
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      // Back to just before 0015 (any later migration is undone first), then forward again.
      const down = await migrator.migrateTo("2026-11-23-0014-product-arabic");
      expect(down.error).toBeUndefined();
      expect(down.results?.at(-1)?.migrationName).toBe("2026-11-25-0015-order-line-arabic");
      await migrateToLatest(t.app.db, schema);
      const order = await t.inject({ method: "GET", url: `/api/orders/${id}`, token: customer });
      expect(order.json().lines[0]).toMatchObject({ title: "Linen Shirt", titleAr: "قميص الكتان" });
    });

    it("writes every status e-mail of an Arabic order in Arabic", async () => {
      const { id } = (await place({ language: "ar" })).json();
      const expected: [string, string, string][] = [
        ["processing", "قيد التجهيز", "نُجهّز طلبكم الآن"],
        ["shipped", "في الطريق إليكم", "يُرجى تجهيز المبلغ، فالدفع نقدًا عند الاستلام."],
        ["delivered", "تم التسليم", "وصلكم طلبكم"],
        // Issue 24: marking it returned promises the refund of the cash paid at the door.
        ["returned", "اكتمل الإرجاع", "سنرد إليكم ما دفعتموه خلال 7 أيام عمل"],
      ];
      for (const [status, subject, words] of expected) {
        await setStatus(id, status);
        const mail = await lastMail();
        expect(mail.subject).toBe(`طلبكم رقم ${id} من Maison Zamalek: ${subject}`);
        expect(mail.text).toContain(words);
        expect(mail.text).toMatch(new RegExp(`http://shop\\.test/ar/orders/${id}\\?token=`));
        expect(mail.html).toContain('dir="rtl"');
      }
      const other = (await place({ language: "ar" })).json();
      await setStatus(other.id, "canceled");
      expect((await lastMail()).subject).toBe(
        `طلبكم رقم ${other.id} من Maison Zamalek: أُلغي الطلب`,
      );
    });

    it("sends an Arabic guest's verification, then the placed order's confirmation, in Arabic", async () => {
      const guest = "guest.shopper@example.com";
      const held = await place({ language: "ar", customer_email: guest }, "");
      expect(held.statusCode, held.body).toBe(409);
      const verification = await lastMail();
      expect(verification.recipient).toBe(guest);
      expect(verification.subject).toBe("تأكيد طلبكم من Maison Zamalek");
      expect(verification.html).toContain('<html lang="ar" dir="rtl">');
      // Sent before anything is proved: the places only (issue 26).
      expect(verification.text).toContain("التوصيل إلى: المعادي، القاهرة\n");
      const link = /http:\/\/shop\.test\/ar\/verify-guest\?[^\s]+/.exec(verification.text)?.[0];
      expect(link).toBeDefined();

      const verified = await t.inject({
        method: "GET",
        url: `/api/orders/verify-guest${new URL(link!).search}`,
      });
      expect(verified.statusCode, verified.body).toBe(200);
      const id = verified.json().order.id;
      expect(await languageOf(id)).toBe("ar");
      const confirmation = await lastMail();
      expect(confirmation.subject).toBe(`طلبكم رقم ${id} من Maison Zamalek`);
      // The link proved the mailbox: the address as typed, its floor and apartment in Arabic.
      expect(confirmation.text).toContain(
        "التوصيل إلى: 12 Road 9، الطابق 3، الشقة 7، المعادي، القاهرة",
      );
    });

    it("asks an Arabic Instapay shopper in Arabic and tells the admin's decision in Arabic", async () => {
      const r = await place({ language: "ar", paymentMethod: "instapay" });
      expect(r.statusCode, r.body).toBe(201);
      const { id } = r.json();
      const confirmation = await lastMail();
      // The address keeps its order inside the Arabic sentence (a left-to-right isolate).
      expect(confirmation.text).toContain(
        `يُرجى تحويل 1,770.00 ج.م عبر إنستاباي إلى ${LRI}maisonzamalek@instapay${PDI}`,
      );
      const decided = await t.inject({
        method: "POST",
        url: `/api/admin/orders/${id}/payment`,
        payload: { decision: "confirm" },
        token: await ownerToken(t),
      });
      expect(decided.statusCode, decided.body).toBe(200);
      const mail = await lastMail();
      expect(mail.subject).toBe(`طلبكم رقم ${id} من Maison Zamalek: تأكّد الدفع`);
      expect(mail.text).toContain("تأكّد تحويلكم عبر إنستاباي بقيمة 1,770.00 ج.م");
      expect(mail.text).toMatch(new RegExp(`http://shop\\.test/ar/orders/${id}\\?token=`));
      // Paid: the shipped mail asks for no cash, in Arabic.
      await setStatus(id, "shipped");
      expect((await lastMail()).text).toContain("طلبكم مدفوع عبر إنستاباي");
    });

    it("mails the tracking link in the order's language, whatever page asks", async () => {
      const ar = (await place({ language: "ar" })).json();
      const en = (await place({})).json();
      for (const [id, subject, path] of [
        [ar.id, `تتبّعوا طلبكم رقم ${ar.id} من Maison Zamalek`, "/ar/orders/"],
        [en.id, `Track your Maison Zamalek order #${en.id}`, "/orders/"],
      ] as const) {
        const r = await t.inject({
          method: "POST",
          url: "/api/orders/track",
          payload: { orderId: id, email: "NOUR@example.com" },
        });
        expect(r.statusCode, r.body).toBe(200);
        const mail = await lastMail();
        expect(mail.subject).toBe(subject);
        expect(mail.text).toContain(`http://shop.test${path}${id}?token=`);
      }
    });

    it("refuses a language the store does not speak with a 400, placing and mailing nothing", async () => {
      for (const language of ["fr", "AR", "", 1, null]) {
        const r = await place({ language });
        expect(r.statusCode, String(language)).toBe(400);
        expect(r.json()).toEqual({
          error: "language must be one of en, ar",
          errorCode: "BAD_REQUEST",
        });
      }
      expect(await t.app.db.selectFrom("orders").select("id").execute()).toHaveLength(0);
      expect(await outbox()).toHaveLength(0);
    });

    it("writes a password reset in the language asked for, and refuses an unknown one", async () => {
      const forgot = (payload: object) =>
        t.inject({ method: "POST", url: "/api/auth/forgot-password", payload });
      expect((await forgot({ email: "nour@example.com", language: "ar" })).statusCode).toBe(200);
      const mail = await lastMail();
      expect(mail.subject).toBe("إعادة تعيين كلمة المرور لحسابكم في Maison Zamalek");
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.text).toMatch(
        /اختيار كلمة مرور جديدة: http:\/\/shop\.test\/ar\/reset-password\?token=/,
      );

      expect((await forgot({ email: "nour@example.com" })).statusCode).toBe(200);
      expect((await lastMail()).subject).toBe("Reset your Maison Zamalek password");

      const bad = await forgot({ email: "nour@example.com", language: "de" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe("language must be one of en, ar");
    });
  });
}
