import type { Locale } from "@atelier/shared/locales";

/**
 * The colour's name on a page of `locale`: the Arabic where it has one, else the English
 * (docs/product.md#colours). shared/colors.ts's colorName says the same, but that module carries
 * zod's schemas, which the storefront's pages do not load.
 */
export const colorNameIn = (color: { name: string; nameAr: string }, locale: Locale): string =>
  (locale !== "en" && color.nameAr.trim()) || color.name;
