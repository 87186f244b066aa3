import { describe, expect, it } from "vitest";
import { MAIL_MESSAGES } from "./messages";
import { mailAddress, orderStatusMail, passwordResetMail } from "./templates";

// Issue 16: each language's e-mail words, and the layout's direction.

/** Every path to a leaf (string, function, list) of a messages object. */
const paths = (value: unknown, at = ""): string[] =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.entries(value).flatMap(([k, v]) => paths(v, `${at}.${k}`))
    : [`${at}:${Array.isArray(value) ? `list of ${value.length}` : typeof value}`];

describe("mail messages", () => {
  it("say the same things in every language (the type checks it; this checks the lists too)", () => {
    expect(paths(MAIL_MESSAGES.ar)).toEqual(paths(MAIL_MESSAGES.en));
  });

  it("lay Arabic out right to left, keeping its letters joined", () => {
    const ar = passwordResetMail(
      "nour@example.com",
      "http://shop.test/ar/reset-password?t=1",
      "ar",
    );
    expect(ar.html).toContain('<html lang="ar" dir="rtl"><body dir="rtl"');
    // Letter-spacing and capitals would break the joined Arabic letters of the button apart.
    expect(ar.html).not.toContain("letter-spacing:0.12em");
    expect(ar.html).toContain('<span dir="ltr">care@maisonzamalek.com</span>');
    const en = passwordResetMail("nour@example.com", "http://shop.test/reset-password?t=1", "en");
    expect(en.html).toContain('<html lang="en" dir="ltr">');
    expect(en.html).toContain("letter-spacing:0.12em;text-transform:uppercase");
  });

  it("write a status mail in the order's language", () => {
    const mail = orderStatusMail("a@b.co", 12, "delivered", "http://shop.test/ar/orders/12", "ar");
    expect(mail.subject).toBe("طلبكم رقم 12 من Maison Zamalek: تم التسليم");
    expect(mail.text).toContain("الطلب رقم 12.");
    expect(mail.text).toContain("عرض طلبي: http://shop.test/ar/orders/12");
  });

  it("name the delivery place in the mail's language, the free-text address as typed", () => {
    const address = {
      address: "5 شارع النيل",
      floor: "",
      apartment: "4",
      city: "Agouza",
      governorate: "Giza",
    };
    const line = "5 شارع النيل, Apt 4, Agouza, Giza";
    expect(mailAddress(line, address, "ar")).toBe("5 شارع النيل، الشقة 4، العجوزة، الجيزة");
    expect(mailAddress(line, address, "en")).toBe(line);
    expect(mailAddress("12 Road 9, Al-Maadi, Cairo", null, "ar")).toBe(
      "12 Road 9, Al-Maadi, Cairo",
    );
  });
});
