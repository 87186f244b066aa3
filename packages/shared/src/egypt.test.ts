import { describe, it, expect } from "vitest";
import {
  canonicalPhone,
  CITIES,
  citySuggestions,
  GOVERNORATE_CODES,
  GOVERNORATES,
  GOVERNORATES_AR,
  governorateCode,
  governorateInText,
  governorateName,
  governorateOfCode,
  hasCityList,
  LISTED_GOVERNORATES,
  namesCityOfGovernorate,
  citiesInOrder,
  citiesOf,
  isCityOf,
  isEgyptianMobile,
  isEmail,
  isGovernorate,
  normalizePhone,
  placeName,
} from "./egypt";

describe("governorates", () => {
  it("are Egypt's 27, each with its ISO 3166-2:EG code and Arabic name, once", () => {
    expect(GOVERNORATES).toHaveLength(27);
    expect(new Set(GOVERNORATES).size).toBe(27);
    expect(new Set(GOVERNORATE_CODES).size).toBe(27);
    expect(GOVERNORATE_CODES.every((c) => /^EG-[A-Z]{1,3}$/.test(c))).toBe(true);
    expect(GOVERNORATES.slice(0, 2)).toEqual(["Cairo", "Giza"]);
    for (const [code, name, ar] of [
      ["EG-C", "Cairo", "القاهرة"],
      ["EG-GZ", "Giza", "الجيزة"],
      ["EG-ALX", "Alexandria", "الإسكندرية"],
      ["EG-KFS", "Kafr El Sheikh", "كفر الشيخ"],
      ["EG-BA", "Red Sea", "البحر الأحمر"],
      ["EG-WAD", "New Valley", "الوادي الجديد"],
      ["EG-JS", "South Sinai", "جنوب سيناء"],
    ] as const) {
      expect(governorateCode(name)).toBe(code);
      expect(governorateOfCode(code)).toBe(name);
      expect(GOVERNORATES_AR[name]).toBe(ar);
      expect(placeName(name, "ar")).toBe(ar);
    }
    expect(Object.keys(GOVERNORATES_AR).sort()).toEqual([...GOVERNORATES].sort());
    // Cairo and Giza keep their lists; the others take a typed city.
    expect(Object.keys(CITIES).sort()).toEqual(["Cairo", "Giza"]);
    expect(LISTED_GOVERNORATES).toEqual(["Cairo", "Giza"]);
  });

  it("isGovernorate accepts the 27 English names exactly", () => {
    expect(isGovernorate("Cairo")).toBe(true);
    expect(isGovernorate("Giza")).toBe(true);
    expect(isGovernorate("Alexandria")).toBe(true);
    expect(isGovernorate("cairo")).toBe(false);
    expect(isGovernorate("EG-C")).toBe(false);
    expect(isGovernorate("Smouha")).toBe(false);
    expect(isGovernorate("")).toBe(false);
    expect(isGovernorate("toString")).toBe(false);
  });

  it("governorateName reads an English name or an ISO code, in any case", () => {
    expect(governorateName("Alexandria")).toBe("Alexandria");
    expect(governorateName(" alexandria ")).toBe("Alexandria");
    expect(governorateName("EG-ALX")).toBe("Alexandria");
    expect(governorateName("eg-gz")).toBe("Giza");
    expect(governorateName("Port Said")).toBe("Port Said");
    expect(governorateName("Helwan")).toBeUndefined();
    expect(governorateName("EG-XX")).toBeUndefined();
    expect(governorateName("toString")).toBeUndefined();
    expect(governorateOfCode("eg-c")).toBeUndefined();
  });

  it("offers a few suggested cities elsewhere, in both languages, and names them in Arabic", () => {
    expect(citySuggestions("Alexandria", "en")).toEqual(["Alexandria", "Borg El Arab"]);
    expect(citySuggestions("Alexandria", "ar")).toEqual(["الإسكندرية", "برج العرب"]);
    expect(citySuggestions("Cairo", "en")).toEqual([]);
    expect(citySuggestions("Nowhere", "en")).toEqual([]);
    expect(placeName("Mansoura", "ar")).toBe("المنصورة");
    expect(placeName("Smouha", "ar")).toBe("Smouha");
    for (const g of GOVERNORATES) {
      const en = citySuggestions(g, "en");
      expect(en.length <= 4, g).toBe(true);
      expect(citySuggestions(g, "ar")).toHaveLength(en.length);
      expect(hasCityList(g) || en.length > 0, g).toBe(true);
    }
  });

  it("governorateInText finds Cairo or Giza named with one of its cities", () => {
    expect(governorateInText("5 Nile St, Agouza, Giza")).toBe("Giza");
    expect(governorateInText("12 Road 9, Al-Maadi, cairo")).toBe("Cairo");
    expect(governorateInText("12 Fouad St, Smouha, Alexandria")).toBeUndefined();
    expect(namesCityOfGovernorate("Agouza, Cairo")).toBe(false);
  });
});

describe("cities", () => {
  it("has 17 Cairo and 42 Giza entries", () => {
    expect(CITIES.Cairo).toHaveLength(17);
    expect(CITIES.Giza).toHaveLength(42);
  });

  it("includes the required Cairo spellings", () => {
    for (const name of [
      "New Cairo",
      "Al-Maadi",
      "Helwan",
      "Al-Moqattam",
      "New Administrative Capital",
    ]) {
      expect(CITIES.Cairo).toContain(name);
    }
  });

  it("includes the required Giza spellings", () => {
    for (const name of ["Sheikh Zayed City", "Imbaba", "Pyramids", "Agouza"]) {
      expect(CITIES.Giza).toContain(name);
    }
  });

  it("has exactly three 6th of October City areas, all in Giza", () => {
    const october = CITIES.Giza.filter((c) => c.startsWith("6th of October City"));
    expect(october).toHaveLength(3);
    expect(new Set(october).size).toBe(3);
    expect(CITIES.Cairo.some((c) => c.startsWith("6th of October City"))).toBe(false);
  });

  it("has no duplicates within or across governorates", () => {
    const all = [...CITIES.Cairo, ...CITIES.Giza];
    expect(new Set(CITIES.Cairo).size).toBe(CITIES.Cairo.length);
    expect(new Set(CITIES.Giza).size).toBe(CITIES.Giza.length);
    expect(new Set(all).size).toBe(all.length);
    const lower = all.map((c) => c.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it("uses clean names and the Al- style", () => {
    for (const name of [...CITIES.Cairo, ...CITIES.Giza]) {
      expect(name).toBe(name.trim());
      expect(name).not.toMatch(/\s{2,}/);
      expect(name).not.toMatch(/\b(El|el)[- ]/);
      expect(name).not.toMatch(/\bal-/);
    }
  });

  it("is sorted", () => {
    expect([...CITIES.Cairo]).toEqual([...CITIES.Cairo].sort());
    expect([...CITIES.Giza]).toEqual([...CITIES.Giza].sort());
  });

  it("citiesOf returns the list, or empty for unknown governorates", () => {
    expect(citiesOf("Cairo")).toBe(CITIES.Cairo);
    expect(citiesOf("Giza")).toBe(CITIES.Giza);
    expect(citiesOf("Alexandria")).toEqual([]);
    expect(citiesOf("")).toEqual([]);
  });

  it("isCityOf checks membership in the right governorate", () => {
    expect(isCityOf("Cairo", "New Cairo")).toBe(true);
    expect(isCityOf("Giza", "Sheikh Zayed City")).toBe(true);
    expect(isCityOf("Giza", "New Cairo")).toBe(false);
    expect(isCityOf("Cairo", "Imbaba")).toBe(false);
    expect(isCityOf("Alexandria", "New Cairo")).toBe(false);
    expect(isCityOf("Cairo", "new cairo")).toBe(false);
    expect(isCityOf("Cairo", "")).toBe(false);
  });
});

describe("phones", () => {
  it("normalizePhone removes spaces", () => {
    expect(normalizePhone("010 1234 5678")).toBe("01012345678");
    expect(normalizePhone(" +20 10 1234 5678 ")).toBe("+201012345678");
    expect(normalizePhone("01012345678")).toBe("01012345678");
  });

  it.each([
    "01012345678",
    "01112345678",
    "01212345678",
    "01512345678",
    "+201012345678",
    "1012345678",
    "010 1234 5678",
    "+20 101 234 5678",
  ])("accepts %s", (phone) => {
    expect(isEgyptianMobile(phone)).toBe(true);
  });

  it.each([
    "0201012345678",
    "01212345",
    "02012345678",
    "",
    "0101234567",
    "010123456789",
    "201012345678",
    "+2001012345678",
    "+21012345678",
    "0101234567a",
    "010-1234-5678",
    "0010123456789",
  ])("rejects %j", (phone) => {
    expect(isEgyptianMobile(phone)).toBe(false);
  });
});

describe("emails", () => {
  it.each([
    "a@b.co",
    "name.surname@example.com",
    "x+tag@mail.example.eg",
    "o'brien@example.com",
    "first_last-2@sub.example.com.eg",
    "نور@مثال.مصر",
  ])("accepts %s", (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    "",
    "plain",
    "a@b",
    "@example.com",
    "a@.com",
    "a@b.",
    "a b@example.com",
    "a@@example.com",
    "a@exa mple.com",
    // Issue 26: what a mailer reads as a route, a comment, a list, a quoted string or a literal.
    "shopper@example.com<postmaster",
    "(1)victim@example.com",
    "victim@example.com(x)",
    "a@example.com,b@example.com",
    "a@example.com;b@example.com",
    '"a b"@example.com',
    "Nour <nour@example.com>",
    "a@[127.0.0.1]",
    "a%b@example.com",
    "a|b@example.com",
    ".a@example.com",
    "a.@example.com",
    "a..b@example.com",
    "a@-example.com",
    "a@example.123",
    "a\u202e@example.com",
    `${"a".repeat(65)}@example.com`,
    `a@${"b".repeat(250)}.com`,
  ])("rejects %j", (email) => {
    expect(isEmail(email)).toBe(false);
  });
});

describe("canonicalPhone", () => {
  it("spells one mobile number one way, however it was typed", () => {
    for (const typed of [
      "01012345678",
      "010 1234 5678",
      "+20 10 1234 5678",
      "+201012345678",
      "0020 10 1234 5678",
      "201012345678",
      "1012345678",
      "010-1234-5678",
    ])
      expect(canonicalPhone(typed), typed).toBe("01012345678");
    expect(canonicalPhone("+44 7700 900123")).toBe("+447700900123");
  });
});

describe("Arabic place names (issue 16)", () => {
  const all = [...CITIES.Cairo, ...CITIES.Giza];

  it("name every governorate and each of the 59 cities in Arabic, and only those", () => {
    expect(all).toHaveLength(59);
    for (const g of GOVERNORATES) expect(placeName(g, "ar"), g).toMatch(/^[\u0600-\u06ff ]+$/);
    for (const city of all) {
      const ar = placeName(city, "ar");
      expect(ar, city).not.toBe(city);
      // Arabic letters, with the Latin digits and the dash of "مدينة 6 أكتوبر - الحي الأول".
      expect(ar, city).toMatch(/^[\u0600-\u06ff0-9 -]+$/);
      expect(ar, city).toBe(ar.trim());
    }
    expect(placeName("Giza", "ar")).toBe("الجيزة");
    expect(placeName("Al-Maadi", "ar")).toBe("المعادي");
    expect(placeName("Sheikh Zayed City", "ar")).toBe("مدينة الشيخ زايد");
  });

  it("are unique, so a shopper never sees two places by one name", () => {
    const names = [...GOVERNORATES, ...all].map((p) => placeName(p, "ar"));
    expect(new Set(names).size).toBe(names.length);
  });

  it("leave English, and anything that is not a listed place, as they are", () => {
    expect(placeName("Al-Maadi", "en")).toBe("Al-Maadi");
    expect(placeName("Cairo", "en")).toBe("Cairo");
    expect(placeName("Alexandria", "ar")).toBe("الإسكندرية");
    expect(placeName("toString", "ar")).toBe("toString");
  });
});

describe("the city picker's order", () => {
  it("lists Arabic names in Arabic alphabetical order, by the names the shopper reads", () => {
    const arabic = (g: string) => citiesInOrder(g, "ar").map((c) => placeName(c, "ar"));
    // Written out, not computed with the same collator: الزمالك (ز) before العباسية (ع), and
    // every ال name before حلوان, whatever the English spelling ("Al-Zamalek", "Helwan").
    expect(arabic("Cairo")).toEqual([
      "الزمالك",
      "العاصمة الإدارية الجديدة",
      "العباسية",
      "القاهرة الجديدة",
      "المرج",
      "المطرية",
      "المعادي",
      "المقطم",
      "حلوان",
      "شبرا",
      "عين شمس",
      "مدينة 15 مايو",
      "مدينة الشروق",
      "مدينة بدر",
      "مدينة نصر",
      "مصر الجديدة",
      "وسط البلد",
    ]);
    const giza = arabic("Giza");
    expect(giza.slice(0, 3)).toEqual(["أبو النمرس", "أبو رواش", "أرض اللواء"]);
    expect(giza.at(-1)).toBe("نيو جيزة");
    for (let i = 1; i < giza.length; i++)
      expect(giza[i - 1]!.localeCompare(giza[i]!, "ar"), `${giza[i - 1]} | ${giza[i]}`).toBe(-1);
  });

  it("keeps every canonical value, and English as listed", () => {
    for (const g of LISTED_GOVERNORATES) {
      expect([...citiesInOrder(g, "ar")].sort()).toEqual([...CITIES[g]]);
      expect(citiesInOrder(g, "en")).toEqual(CITIES[g]);
    }
    expect(citiesInOrder("Alexandria", "ar")).toEqual([]);
  });
});
