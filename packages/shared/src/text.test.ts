import { describe, expect, it } from "vitest";
import { canonicalEmail } from "./email";
import { hasBidiControl, neutralizeBidi } from "./text";
import { orderCreateSchema } from "./orders";
import { productTextPatchSchema } from "./products";

const CONTROLS = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].map((c) =>
  String.fromCharCode(c),
);

describe("bidi controls (issue 26)", () => {
  it("finds each embedding, override and isolate, and not Arabic's marks", () => {
    for (const c of CONTROLS) expect(hasBidiControl(`Nour ${c}Hassan`), c).toBe(true);
    expect(hasBidiControl("نور\u200f حسن\u200e")).toBe(false);
  });

  it("shows each stored one as U+FFFD, keeping the text's order", () => {
    expect(neutralizeBidi("Nour \u202efdp.exe\u202c Hassan")).toBe(
      "Nour \ufffdfdp.exe\ufffd Hassan",
    );
  });

  it("refuses them in the schemas, naming the field, with the code a page translates", () => {
    const r = productTextPatchSchema.safeParse({ materialAr: "قطن\u2067" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ["materialAr"],
      message: "materialAr must not contain text direction control characters",
      params: { errorCode: "TEXT_DIRECTION_CONTROL" },
    });
    const o = orderCreateSchema.safeParse({
      products: [{ productId: 1, M: 1 }],
      customer_email: "nour@example.com",
      customer_number: "01012345678",
      customerName: "Nour \u202eHassan",
      addressDetails: "12 Road 9, Al-Maadi, Cairo",
    });
    expect(o.error?.issues.map((i) => i.message)).toEqual([
      "customerName must not contain text direction control characters",
    ]);
  });
});

describe("canonicalEmail", () => {
  it("spells one address one way: trimmed, composed, lower-cased", () => {
    expect(canonicalEmail("  Nour.Hassan@Example.COM ")).toBe("nour.hassan@example.com");
    expect(canonicalEmail("Jose\u0301@example.com")).toBe("jos\u00e9@example.com");
  });
});
