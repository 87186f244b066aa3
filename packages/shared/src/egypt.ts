/**
 * Egypt-specific reference data and validators shared by the web app and the API.
 *
 * Atelier delivers only inside Cairo and Giza, so the address form offers exactly
 * these two governorates and their districts/areas. Names are English
 * transliterations in the form commonly used by Egyptian e-commerce checkouts,
 * with a consistent "Al-" prefix for the Arabic definite article ("El"/"Al").
 *
 * Pure module: no I/O, no side effects.
 */

import type { Locale } from "./locales";
import { latinDigits } from "./numerals";

/** Governorates Atelier delivers to. */
export const GOVERNORATES = ["Cairo", "Giza"] as const;

export type Governorate = (typeof GOVERNORATES)[number];

/** Districts, cities and areas of each governorate, sorted by code-unit order. */
export const CITIES: Record<Governorate, readonly string[]> = Object.freeze({
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
 * Arabic names of the governorates and of every city (issue 16), as Egyptians write them on an
 * envelope. The English name stays the canonical value an order stores; both languages show it
 * through placeName.
 */
export const GOVERNORATES_AR: Readonly<Record<Governorate, string>> = Object.freeze({
  Cairo: "القاهرة",
  Giza: "الجيزة",
});

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
  return Object.hasOwn(CITIES_AR, value) ? CITIES_AR[value]! : value;
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

/** Cities of a governorate; an empty list for anything that is not a governorate. */
export function citiesOf(governorate: string): readonly string[] {
  return isGovernorate(governorate) ? CITIES[governorate] : [];
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
  const t = text.toLowerCase();
  return GOVERNORATES.some(
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
