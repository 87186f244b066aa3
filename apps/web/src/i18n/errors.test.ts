import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "@atelier/shared/errors";
import { LOCALES } from "@atelier/shared/locales";
import { NETWORK_ERROR, SESSION_ENDED } from "@/lib/api-client";
import { errorText, loadAllMessages } from "./index";

/*
 * Every errorCode the API can answer (packages/shared/src/errors.ts), and the client's own two,
 * has its words in every language: an Arabic page never falls back to the English text nor to the
 * generic "something went wrong" for a code it could have named.
 */
const CODES = [...Object.values(ERROR_CODES), NETWORK_ERROR, SESSION_ENDED];
const ENGLISH_FROM_THE_API = "Invalid email or password";

describe("the words of every error code", () => {
  it("are there in every language, each its own", async () => {
    for (const locale of LOCALES) {
      await loadAllMessages(locale);
      const generic = errorText(locale, { code: "NO_SUCH_CODE" });
      const texts = CODES.map((code) => {
        const text = errorText(locale, { code });
        expect(text, `${locale} ${code}`).not.toBe(generic);
        expect(text, `${locale} ${code}`).not.toContain(code);
        return text;
      });
      expect(new Set(texts).size, `${locale}: two codes share words`).toBe(CODES.length);
    }
  });

  it("are Arabic on Arabic pages, whatever English the API sent with the code", async () => {
    await loadAllMessages("ar");
    for (const code of CODES) {
      const text = errorText("ar", { code, message: ENGLISH_FROM_THE_API });
      expect(text, code).toMatch(/[\u0600-\u06ff]/);
      expect(text, code).not.toMatch(/[A-Za-z]/);
    }
    expect(errorText("ar", { code: ERROR_CODES.INVALID_CREDENTIALS })).toBe(
      "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
    );
  });

  it("on English pages keep the API's own words (docs/product.md's) when it sent some", async () => {
    await loadAllMessages("en");
    expect(
      errorText("en", { code: ERROR_CODES.INVALID_CREDENTIALS, message: ENGLISH_FROM_THE_API }),
    ).toBe(ENGLISH_FROM_THE_API);
  });
});
