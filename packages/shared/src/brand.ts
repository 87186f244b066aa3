/**
 * The label's identity, in one place (docs/product.md#content). Swap this file to rebrand the
 * store.
 */
export const BRAND = {
  name: "Maison Zamalek",
  shortName: "Zamalek",
  tagline: "Quiet tailoring for the Nile's long afternoons.",
  description:
    "Maison Zamalek is a Cairo label of Egyptian cotton shirts, linen tailoring and cashmere knits, delivered in Cairo and Giza.",
  logo: { wordmark: "MAISON ZAMALEK", monogram: "MZ" },
  social: {
    instagram: "https://www.instagram.com/maisonzamalek",
    tiktok: "https://www.tiktok.com/@maisonzamalek",
  },
  contact: {
    phones: ["+20 100 555 0142", "+20 122 555 0178"],
    email: "care@maisonzamalek.com",
  },
  /**
   * Where shoppers send Instapay transfers (an IPA address, name@instapay), and the name the
   * transfer shows (docs/product.md#payments).
   */
  instapay: { address: "maisonzamalek@instapay", holder: "Maison Zamalek" },
  mailFrom: "Maison Zamalek <care@maisonzamalek.com>",
  /**
   * The digits of Arabic pages: "latin" (1,250.00 ج.م, what Cairo shoppers mostly read online) or
   * "arabic-indic" (١٬٢٥٠٫٠٠ ج.م) for a label that prefers them (docs/product.md#languages).
   */
  arabicDigits: "latin" as "latin" | "arabic-indic",
} as const;
