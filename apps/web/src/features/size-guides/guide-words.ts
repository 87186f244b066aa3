import type { Locale } from "@atelier/shared/locales";
import { BRAND } from "@atelier/shared/brand";
import type { SizeGuide } from "@atelier/shared/size-guides";

/*
 * A size guide in the page's language (docs/product.md#size-guides): each Arabic field where it
 * is written, the English where it is empty, as a product's own fields fall back.
 */
const inLocale = (en: string, ar: string, locale: Locale) => (locale !== "en" && ar.trim()) || en;

export type GuideWords = {
  name: string;
  columns: string[];
  howToMeasure: string;
  fitNote: string;
};

export const guideWords = (guide: SizeGuide, locale: Locale): GuideWords => ({
  name: inLocale(guide.name, guide.nameAr, locale),
  columns: guide.columns.map((c) => inLocale(c.name, c.nameAr, locale)),
  howToMeasure: inLocale(guide.howToMeasure, guide.howToMeasureAr, locale),
  fitNote: inLocale(guide.fitNote, guide.fitNoteAr, locale),
});

/**
 * Centimetres as the page writes numbers (docs/product.md#numbers): by hand, so the server's
 * render and the browser agree, in Arabic-Indic digits where the brand writes Arabic so.
 */
export function formatCentimetres(cm: number, locale: Locale): string {
  const text = String(cm);
  if (locale === "en" || BRAND.arabicDigits === "latin") return text;
  return text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))).replace(".", "\u066B");
}
