import type { Locale } from "@atelier/shared/locales";
import { ar } from "./ar";
import { en, type PageWords, type SeoMessages } from "./en";

export type { PageWords, SeoMessages };

/** The head's words of each store language: a third language is a file and a row here. */
export const SEO_MESSAGES: Record<Locale, SeoMessages> = { en, ar };
