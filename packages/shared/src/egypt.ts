/**
 * Egypt-specific reference data and validators shared by the web app and the API.
 *
 * Egypt's 27 governorates (issue 30) with their ISO 3166-2:EG codes and Arabic names; the store
 * delivers to those its shipping zones serve (docs/product.md#shipping-zones). Cairo and Giza keep
 * their lists of districts, cities and areas, English transliterations in the form commonly used
 * by Egyptian e-commerce checkouts, with a consistent "Al-" prefix for the Arabic definite article;
 * elsewhere the shopper writes the city, with a few main cities offered as suggestions.
 *
 * Pure module: no I/O, no side effects.
 */

import type { Locale } from "./locales";
import { latinDigits } from "./numerals";

/**
 * The 27 governorates, [ISO 3166-2:EG code, English name, Arabic name], Greater Cairo first, then
 * Alexandria and the Delta, the Canal, Upper Egypt and the far governorates
 * (research/egypt-integrations.md, section 4).
 */
export const GOVERNORATE_TABLE = [
  ["EG-C", "Cairo", "القاهرة"],
  ["EG-GZ", "Giza", "الجيزة"],
  ["EG-KB", "Qalyubia", "القليوبية"],
  ["EG-ALX", "Alexandria", "الإسكندرية"],
  ["EG-BH", "Beheira", "البحيرة"],
  ["EG-DK", "Dakahlia", "الدقهلية"],
  ["EG-DT", "Damietta", "دمياط"],
  ["EG-GH", "Gharbia", "الغربية"],
  ["EG-KFS", "Kafr El Sheikh", "كفر الشيخ"],
  ["EG-MNF", "Monufia", "المنوفية"],
  ["EG-SHR", "Sharqia", "الشرقية"],
  ["EG-IS", "Ismailia", "الإسماعيلية"],
  ["EG-PTS", "Port Said", "بورسعيد"],
  ["EG-SUZ", "Suez", "السويس"],
  ["EG-FYM", "Faiyum", "الفيوم"],
  ["EG-BNS", "Beni Suef", "بني سويف"],
  ["EG-MN", "Minya", "المنيا"],
  ["EG-AST", "Asyut", "أسيوط"],
  ["EG-SHG", "Sohag", "سوهاج"],
  ["EG-KN", "Qena", "قنا"],
  ["EG-LX", "Luxor", "الأقصر"],
  ["EG-ASN", "Aswan", "أسوان"],
  ["EG-BA", "Red Sea", "البحر الأحمر"],
  ["EG-WAD", "New Valley", "الوادي الجديد"],
  ["EG-MT", "Matrouh", "مطروح"],
  ["EG-SIN", "North Sinai", "شمال سيناء"],
  ["EG-JS", "South Sinai", "جنوب سيناء"],
] as const;

type Row = (typeof GOVERNORATE_TABLE)[number];

/** Egypt's governorates by English name, the canonical value an order stores. */
export const GOVERNORATES = GOVERNORATE_TABLE.map((g) => g[1]) as unknown as readonly Row[1][];

export type Governorate = Row[1];
export type GovernorateCode = Row[0];

/** Their ISO 3166-2:EG codes, in the same order. */
export const GOVERNORATE_CODES = GOVERNORATE_TABLE.map(
  (g) => g[0],
) as unknown as readonly GovernorateCode[];

/** The two governorates whose districts the store lists (the others take a typed city). */
export const LISTED_GOVERNORATES = ["Cairo", "Giza"] as const;
export type ListedGovernorate = (typeof LISTED_GOVERNORATES)[number];

/** The longest city or area a shopper may type for a governorate without a list. */
export const CITY_MAX = 100;

/** Districts, cities and areas of each governorate, sorted by code-unit order. */
export const CITIES: Readonly<Record<ListedGovernorate, readonly string[]>> = Object.freeze({
  Cairo: Object.freeze([
    "15th of May City",
    "Ain Shams",
    "Al-Abbasiya",
    "Al-Maadi",
    "Al-Marg",
    "Al-Matareya",
    "Al-Moqattam",
    "Al-Shorouk City",
    "Al-Zamalek",
    "Badr City",
    "Downtown Cairo",
    "Heliopolis",
    "Helwan",
    "Nasr City",
    "New Administrative Capital",
    "New Cairo",
    "Shubra",
  ]),
  Giza: Object.freeze([
    "6th of October City - Al-Hosary",
    "6th of October City - Al-Motamayez District",
    "6th of October City - First District",
    "Abu Al-Nomros",
    "Abu Rawash",
    "Agouza",
    "Al-Ayat",
    "Al-Badrashin",
    "Al-Baragil",
    "Al-Dokki",
    "Al-Hawamdeya",
    "Al-Kit Kat",
    "Al-Mansouriya",
    "Al-Mariouteya",
    "Al-Moatamadiya",
    "Al-Mohandessin",
    "Al-Munib",
    "Al-Omraniya",
    "Al-Remaya",
    "Al-Saf",
    "Al-Talbiya",
    "Al-Wahat Al-Bahariya",
    "Al-Warraq",
    "Ard Al-Lewa",
    "Atfih",
    "Ausim",
    "Bashtil",
    "Bein Al-Sarayat",
    "Bulaq Al-Dakrour",
    "Dahshur",
    "Faisal",
    "Hadayek Al-Ahram",
    "Hadayek October",
    "Imbaba",
    "Kerdasa",
    "Mit Okba",
    "Nahia",
    "New Giza",
    "Pyramids",
    "Saft Al-Laban",
    "Sheikh Zayed City",
    "Smart Village",
  ]),
});

/**
 * Arabic names of the governorates and of every listed city (issue 16), as Egyptians write them
 * on an envelope. The English name stays the canonical value an order stores; both languages show
 * it through placeName.
 */
export const GOVERNORATES_AR: Readonly<Record<Governorate, string>> = Object.freeze(
  Object.fromEntries(GOVERNORATE_TABLE.map((g) => [g[1], g[2]])) as Record<Governorate, string>,
);

/**
 * A few main cities of each governorate without a list, offered as suggestions while the shopper
 * types (a datalist): only names known to be right, English then Arabic.
 */
export const CITY_SUGGESTIONS: Readonly<
  Partial<Record<Governorate, readonly (readonly [string, string])[]>>
> = Object.freeze({
  Qalyubia: [
    ["Banha", "بنها"],
    ["Shubra El Kheima", "شبرا الخيمة"],
    ["Qalyub", "قليوب"],
    ["Obour City", "مدينة العبور"],
  ],
  Alexandria: [
    ["Alexandria", "الإسكندرية"],
    ["Borg El Arab", "برج العرب"],
  ],
  Beheira: [
    ["Damanhour", "دمنهور"],
    ["Kafr El Dawwar", "كفر الدوار"],
    ["Rashid", "رشيد"],
  ],
  Dakahlia: [
    ["Mansoura", "المنصورة"],
    ["Talkha", "طلخا"],
    ["Mit Ghamr", "ميت غمر"],
  ],
  Damietta: [
    ["Damietta", "دمياط"],
    ["New Damietta", "دمياط الجديدة"],
    ["Ras El Bar", "رأس البر"],
  ],
  Gharbia: [
    ["Tanta", "طنطا"],
    ["El Mahalla El Kubra", "المحلة الكبرى"],
    ["Kafr El Zayat", "كفر الزيات"],
  ],
  "Kafr El Sheikh": [
    ["Kafr El Sheikh", "كفر الشيخ"],
    ["Desouk", "دسوق"],
  ],
  Monufia: [
    ["Shibin El Kom", "شبين الكوم"],
    ["Sadat City", "مدينة السادات"],
    ["Menouf", "منوف"],
  ],
  Sharqia: [
    ["Zagazig", "الزقازيق"],
    ["10th of Ramadan City", "مدينة العاشر من رمضان"],
    ["Belbeis", "بلبيس"],
  ],
  Ismailia: [["Ismailia", "الإسماعيلية"]],
  "Port Said": [
    ["Port Said", "بورسعيد"],
    ["Port Fouad", "بورفؤاد"],
  ],
  Suez: [["Suez", "السويس"]],
  Faiyum: [["Faiyum", "الفيوم"]],
  "Beni Suef": [["Beni Suef", "بني سويف"]],
  Minya: [
    ["Minya", "المنيا"],
    ["Mallawi", "ملوي"],
  ],
  Asyut: [["Asyut", "أسيوط"]],
  Sohag: [
    ["Sohag", "سوهاج"],
    ["Akhmim", "أخميم"],
  ],
  Qena: [
    ["Qena", "قنا"],
    ["Nag Hammadi", "نجع حمادي"],
  ],
  Luxor: [["Luxor", "الأقصر"]],
  Aswan: [
    ["Aswan", "أسوان"],
    ["Kom Ombo", "كوم أمبو"],
  ],
  "Red Sea": [
    ["Hurghada", "الغردقة"],
    ["El Gouna", "الجونة"],
    ["Safaga", "سفاجا"],
    ["Marsa Alam", "مرسى علم"],
  ],
  "New Valley": [
    ["Kharga", "الخارجة"],
    ["Dakhla", "الداخلة"],
  ],
  Matrouh: [
    ["Marsa Matrouh", "مرسى مطروح"],
    ["El Alamein", "العلمين"],
    ["Siwa", "سيوة"],
  ],
  "North Sinai": [["Arish", "العريش"]],
  "South Sinai": [
    ["Sharm El Sheikh", "شرم الشيخ"],
    ["Dahab", "دهب"],
    ["El Tor", "الطور"],
  ],
});

/** A governorate's suggested cities in `locale`; none for Cairo and Giza (they list theirs). */
export const citySuggestions = (governorate: string, locale: Locale): readonly string[] =>
  (isGovernorate(governorate) ? (CITY_SUGGESTIONS[governorate] ?? []) : []).map((c) =>
    locale === "ar" ? c[1] : c[0],
  );

const SUGGESTIONS_AR: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(Object.values(CITY_SUGGESTIONS).flatMap((list) => list ?? [])),
);

export const CITIES_AR: Readonly<Record<string, string>> = Object.freeze({
  // Cairo
  "15th of May City": "مدينة 15 مايو",
  "Ain Shams": "عين شمس",
  "Al-Abbasiya": "العباسية",
  "Al-Maadi": "المعادي",
  "Al-Marg": "المرج",
  "Al-Matareya": "المطرية",
  "Al-Moqattam": "المقطم",
  "Al-Shorouk City": "مدينة الشروق",
  "Al-Zamalek": "الزمالك",
  "Badr City": "مدينة بدر",
  "Downtown Cairo": "وسط البلد",
  Heliopolis: "مصر الجديدة",
  Helwan: "حلوان",
  "Nasr City": "مدينة نصر",
  "New Administrative Capital": "العاصمة الإدارية الجديدة",
  "New Cairo": "القاهرة الجديدة",
  Shubra: "شبرا",
  // Giza
  "6th of October City - Al-Hosary": "مدينة 6 أكتوبر - الحصري",
  "6th of October City - Al-Motamayez District": "مدينة 6 أكتوبر - الحي المتميز",
  "6th of October City - First District": "مدينة 6 أكتوبر - الحي الأول",
  "Abu Al-Nomros": "أبو النمرس",
  "Abu Rawash": "أبو رواش",
  Agouza: "العجوزة",
  "Al-Ayat": "العياط",
  "Al-Badrashin": "البدرشين",
  "Al-Baragil": "البراجيل",
  "Al-Dokki": "الدقي",
  "Al-Hawamdeya": "الحوامدية",
  "Al-Kit Kat": "الكيت كات",
  "Al-Mansouriya": "المنصورية",
  "Al-Mariouteya": "المريوطية",
  "Al-Moatamadiya": "المعتمدية",
  "Al-Mohandessin": "المهندسين",
  "Al-Munib": "المنيب",
  "Al-Omraniya": "العمرانية",
  "Al-Remaya": "الرماية",
  "Al-Saf": "الصف",
  "Al-Talbiya": "الطالبية",
  "Al-Wahat Al-Bahariya": "الواحات البحرية",
  "Al-Warraq": "الوراق",
  "Ard Al-Lewa": "أرض اللواء",
  Atfih: "أطفيح",
  Ausim: "أوسيم",
  Bashtil: "بشتيل",
  "Bein Al-Sarayat": "بين السرايات",
  "Bulaq Al-Dakrour": "بولاق الدكرور",
  Dahshur: "دهشور",
  Faisal: "فيصل",
  "Hadayek Al-Ahram": "حدائق الأهرام",
  "Hadayek October": "حدائق أكتوبر",
  Imbaba: "إمبابة",
  Kerdasa: "كرداسة",
  "Mit Okba": "ميت عقبة",
  Nahia: "ناهيا",
  "New Giza": "نيو جيزة",
  Pyramids: "الهرم",
  "Saft Al-Laban": "صفط اللبن",
  "Sheikh Zayed City": "مدينة الشيخ زايد",
  "Smart Village": "القرية الذكية",
});

/**
 * A governorate or city as `locale` reads it: `placeName("Al-Maadi", "ar")` → "المعادي".
 * English, and anything that is not a listed place (an old order's free text), come back as they
 * are.
 */
export function placeName(value: string, locale: Locale): string {
  if (locale !== "ar") return value;
  if (isGovernorate(value)) return GOVERNORATES_AR[value];
  if (Object.hasOwn(CITIES_AR, value)) return CITIES_AR[value]!;
  return Object.hasOwn(SUGGESTIONS_AR, value) ? SUGGESTIONS_AR[value]! : value;
}

const citiesByLocale = new Map<string, readonly string[]>();

/**
 * The cities of a governorate in the alphabetical order of `locale`'s names (docs/product.md,
 * checkout): English as listed, Arabic by the Arabic names with an Arabic collator, so a shopper
 * on /ar finds الدقي among the dals, not where "Al-Dokki" falls. The values stay canonical.
 */
export function citiesInOrder(governorate: string, locale: Locale): readonly string[] {
  const cities = citiesOf(governorate);
  if (locale === "en") return cities;
  const key = `${locale}:${governorate}`;
  let sorted = citiesByLocale.get(key);
  if (!sorted) {
    const collator = new Intl.Collator(locale);
    sorted = Object.freeze(
      [...cities].sort((a, b) => collator.compare(placeName(a, locale), placeName(b, locale))),
    );
    citiesByLocale.set(key, sorted);
  }
  return sorted;
}

export function isGovernorate(v: string): v is Governorate {
  return (GOVERNORATES as readonly string[]).includes(v);
}

/** True for Cairo and Giza, whose cities are chosen from a list. */
export const hasCityList = (v: string): v is ListedGovernorate =>
  (LISTED_GOVERNORATES as readonly string[]).includes(v);

/**
 * The governorate's English name from its English name or ISO 3166-2:EG code, in any case and with
 * spaces trimmed ("eg-alx", " Alexandria "); undefined for anything else.
 */
export function governorateName(value: string): Governorate | undefined {
  const v = value.trim().toLowerCase();
  return GOVERNORATE_TABLE.find((g) => g[0].toLowerCase() === v || g[1].toLowerCase() === v)?.[1];
}

/** A governorate's ISO 3166-2:EG code. */
export const governorateCode = (name: Governorate): GovernorateCode =>
  GOVERNORATE_TABLE.find((g) => g[1] === name)![0];

/** The governorate of an ISO 3166-2:EG code; undefined for anything else (exact match). */
export const governorateOfCode = (code: string): Governorate | undefined =>
  GOVERNORATE_TABLE.find((g) => g[0] === code)?.[1];

/** Cities of a governorate; an empty list for one without a list, or not a governorate. */
export function citiesOf(governorate: string): readonly string[] {
  return hasCityList(governorate) ? CITIES[governorate] : [];
}

/** True when `city` is one of the listed cities of `governorate` (exact match). */
export function isCityOf(governorate: string, city: string): boolean {
  return citiesOf(governorate).includes(city);
}

/**
 * True when a one-line address names a governorate and one of its cities (any case), e.g.
 * "5 Nile St, Agouza, Giza".
 */
export function namesCityOfGovernorate(text: string): boolean {
  return governorateInText(text) !== undefined;
}

/**
 * The listed governorate (Cairo or Giza) a one-line address names together with one of its
 * cities, e.g. "5 Nile St, Agouza, Giza" → Giza; undefined when it names none.
 */
export function governorateInText(text: string): ListedGovernorate | undefined {
  const t = text.toLowerCase();
  return LISTED_GOVERNORATES.find(
    (g) => t.includes(g.toLowerCase()) && CITIES[g].some((c) => t.includes(c.toLowerCase())),
  );
}

/**
 * A phone number as typed, in Latin digits (an Arabic keyboard types ٠١٠…, numerals.ts) and with
 * all spaces (any whitespace) removed.
 */
export function normalizePhone(raw: string): string {
  return latinDigits(raw).replace(/\s+/g, "");
}

/**
 * One spelling per mobile number, so "+20 10…", "0020 10…", "20 10…" and "010…" count as one
 * customer: national form, "01" then 9 digits. Anything that is not an Egyptian mobile comes back
 * with only its spaces, dashes and dots removed.
 */
export function canonicalPhone(raw: string): string {
  const digits = latinDigits(raw).replace(/[\s\-.()]/g, "");
  const m = /^(?:\+20|0020|20|0)?(1\d{9})$/.exec(digits);
  return m ? `0${m[1]}` : digits;
}

const EGYPTIAN_MOBILE = /^(\+20|0)?1\d{9}$/;

/**
 * Egyptian mobile number: after removing spaces, an optional "+20" or "0",
 * then "1", then exactly 9 digits (e.g. "01012345678", "+201012345678").
 */
export function isEgyptianMobile(raw: string): boolean {
  return EGYPTIAN_MOBILE.test(normalizePhone(raw));
}

/** The store's one e-mail grammar (email.ts), here for the forms that import it from here. */
export { isEmail } from "./email";
