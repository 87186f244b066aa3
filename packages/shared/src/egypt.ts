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

/** Removes all spaces (any whitespace) from a phone number as typed. */
export function normalizePhone(raw: string): string {
  return raw.replace(/\s+/g, "");
}

/**
 * One spelling per mobile number, so "+20 10…", "0020 10…", "20 10…" and "010…" count as one
 * customer: national form, "01" then 9 digits. Anything that is not an Egyptian mobile comes back
 * with only its spaces, dashes and dots removed.
 */
export function canonicalPhone(raw: string): string {
  const digits = raw.replace(/[\s\-.()]/g, "");
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Deliberately simple e-mail check: text, "@", text, ".", text. */
export function isEmail(v: string): boolean {
  return EMAIL.test(v);
}
