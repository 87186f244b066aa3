import type { Locale } from "@atelier/shared/locales";
import { ar } from "./ar";
import { en, type MailMessages } from "./en";

export type { MailMessages };

/** The e-mail words of each store language: a third language is a file and a row here. */
export const MAIL_MESSAGES: Record<Locale, MailMessages> = { en, ar };
