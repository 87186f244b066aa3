import { use } from "react";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@atelier/shared/locales";
import { PAGE_MESSAGES_ID } from "@atelier/shared/first-paint";
import { useLocale } from "@/lib/router";
import type { Messages, PartName } from "./messages/types";

/*
 * The storefront's words (docs/product.md#languages; how to use it: ./README.md). Each language's
 * messages
 * are split in parts (./messages/<locale>/<part>.ts), each its own chunk: the shell's with the
 * start-up, a page's with that page, only for the page's language. They are awaited before a
 * page renders (main.tsx, entry-server.tsx, usePageMessages), so t() is synchronous.
 * No i18n library: `/` has a 100 KB gzip budget for all its JavaScript.
 */

export type { Messages, PartName };
export { useLocale };

/** A message with a count: Intl.PluralRules picks the form (Arabic has all six). */
export type Plural = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** "section.key" for every string (or plural) in the English messages. */
type Keys<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string | Plural
    ? `${P}${K}`
    : T[K] extends object
      ? Keys<T[K], `${P}${K}.`>
      : never;
}[keyof T & string];
export type MessageKey = Keys<Messages>;
export type Vars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: Vars) => string;

// Every `./messages/<locale>/<part>.ts` is its own chunk, named in ./files.ts (a chunk of its own).
const files = () => import("./files").then((m) => m.FILES);
/** Per language, the sections of every part loaded so far, merged (t() reads it synchronously). */
const loaded: Partial<Record<Locale, Messages>> = {};
const done = new Set<string>(); // "ar/home"
const pending = new Map<string, Promise<void>>();

/** Per part ("ar/home"), its sections as loaded: the server inlines a page's parts from here. */
const parts = new Map<string, Partial<Messages>>();

function addPart(locale: Locale, part: string, sections: Partial<Messages>): void {
  // A section may span parts (`errors`: the common ones in shell, the rest in errors).
  const into = (loaded[locale] ??= {} as Messages) as Record<string, object>;
  for (const [section, words] of Object.entries(sections)) {
    into[section] = { ...into[section], ...(words as object) };
  }
  parts.set(`${locale}/${part}`, sections);
  done.add(`${locale}/${part}`);
}

function loadPart(locale: Locale, part: PartName): Promise<void> {
  const id = `${locale}/${part}`;
  if (done.has(id)) return Promise.resolve();
  let promise = pending.get(id);
  if (!promise) {
    promise = files()
      .then((all) => {
        const file = all[`./messages/${id}.ts`];
        if (!file) throw new Error(`No messages ${id}`);
        return file();
      })
      .then((m) => addPart(locale, part, m.default));
    pending.set(id, promise);
    promise.catch(() => pending.delete(id)); // a later visit may retry
  }
  return promise;
}

/**
 * The server's side of the inlined words: the JSON of a page's parts (the shell's and `names`),
 * once loadMessages has them, for a `<script type="application/json">` (safe inside the tag).
 */
export function inlineMessages(locale: Locale, names: readonly PartName[]): string {
  const words: Record<string, Partial<Messages>> = {};
  for (const part of ["shell", ...names]) words[part] = parts.get(`${locale}/${part}`) ?? {};
  return JSON.stringify({ locale, parts: words }).replace(/</g, "\\u003c");
}

/**
 * The browser's side: the words the server put in the page (apps/api features/seo), taken as if
 * their chunks had loaded, so the first render fetches no messages. Absent or broken: they load.
 */
export function seedMessagesFromPage(): void {
  const text = document.getElementById(PAGE_MESSAGES_ID)?.textContent;
  if (!text) return;
  try {
    const page = JSON.parse(text) as { locale: Locale; parts: Record<string, Partial<Messages>> };
    if (!LOCALES.includes(page.locale)) return;
    for (const [part, sections] of Object.entries(page.parts)) addPart(page.locale, part, sections);
  } catch {
    // The chunks load as usual.
  }
}

/** Whether the shell and `parts` of a language are here, so t() finds their keys. */
export const hasMessages = (locale: Locale, parts: readonly PartName[] = []): boolean =>
  ["shell", ...parts].every((part) => done.has(`${locale}/${part}`));

const together = new Map<string, Promise<void>>();
/**
 * Loads (once) the shell's messages of a language and the `parts` a page lists in
 * app/router.tsx: main.tsx and entry-server.tsx await it before the first render, and a page
 * reached later suspends on it (usePageMessages), so t() never shows a missing key. The same
 * promise while it loads, as React's use() wants.
 */
export function loadMessages(locale: Locale, parts: readonly PartName[] = []): Promise<void> {
  if (hasMessages(locale, parts)) return Promise.resolve();
  const key = `${locale}:${parts.join()}`;
  let promise = together.get(key);
  if (!promise) {
    promise = Promise.all(
      (["shell", ...parts] as PartName[]).map((part) => loadPart(locale, part)),
    ).then(() => undefined);
    together.set(key, promise);
    promise.catch(() => together.delete(key));
  }
  return promise;
}

/** Tests: every part of a language. */
export const loadAllMessages = async (locale: Locale): Promise<void> =>
  loadMessages(
    locale,
    Object.keys(await files())
      .filter((f) => f.startsWith(`./messages/${locale}/`))
      .map((f) => f.slice(`./messages/${locale}/`.length, -3) as PartName),
  );

/** Tests: the languages that have messages. */
export const localesWithMessages = async (): Promise<Locale[]> => {
  const all = await files();
  return LOCALES.filter((l) => `./messages/${l}/shell.ts` in all);
};

function lookup(messages: Messages, key: string): string | Plural | undefined {
  let node: unknown = messages;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" || (node && typeof node === "object" && "other" in node)
    ? (node as string | Plural)
    : undefined;
}

const plurals = new Map<Locale, Intl.PluralRules>();

/**
 * The message `key` in `messages`, `{name}` replaced by vars.name; a Plural picks its form by
 * vars.count. A key the language lacks shows the key itself, so a gap is visible, never blank.
 */
export function format(locale: Locale, messages: Messages, key: string, vars?: Vars): string {
  const found = lookup(messages, key);
  let text: string;
  if (found === undefined) text = key;
  else if (typeof found === "string") text = found;
  else {
    let rules = plurals.get(locale);
    if (!rules) plurals.set(locale, (rules = new Intl.PluralRules(locale)));
    const count = Number(vars?.count ?? 0);
    // Arabic says "zero" distinctly, but PluralRules files 0 under "zero" only in Arabic.
    const form = count === 0 && found.zero !== undefined ? "zero" : rules.select(count);
    text = found[form] ?? found.other;
  }
  return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => String(vars[name] ?? m)) : text;
}

/** A language's messages (its shell's, and each part loaded so far): suspends while they load. */
export function useMessages(locale: Locale): Messages {
  if (!hasMessages(locale)) use(loadMessages(locale));
  return loaded[locale]!;
}

/** A page's own parts (app/router.tsx): suspends until they are here, so no key shows unloaded. */
export function usePageMessages(parts: readonly PartName[]): void {
  const locale = useLocale();
  if (!hasMessages(locale, parts)) use(loadMessages(locale, parts));
}

/** t() outside React (toasts, the API client's errors): the language of the address bar. */
export function translate(locale: Locale, key: MessageKey, vars?: Vars): string {
  const messages = loaded[locale] ?? loaded[DEFAULT_LOCALE];
  return messages ? format(locale, messages, key, vars) : key;
}

/** The page's language and its t(): `const { t, locale } = useT(); t("header.cart", { count })`. */
export function useT(): { t: Translate; locale: Locale; messages: Messages } {
  const locale = useLocale();
  const messages = useMessages(locale);
  return { t: (key, vars) => format(locale, messages, key, vars), locale, messages };
}

/**
 * An API error in the page's language. English shows the error's own message (the API's words,
 * or the client's for a failed fetch: docs/product.md's texts), else errors.<code>. Other languages
 * never show that English text: errors.<code>_<field>, else errors.<code>, else errors.generic.
 */
export function errorText(
  locale: Locale,
  error: { code?: string; errorCode?: string; field?: string; message?: string } | null | undefined,
): string {
  const messages = loaded[locale] ?? loaded[DEFAULT_LOCALE];
  const table = (messages?.errors ?? {}) as Record<string, string>;
  const code = error?.errorCode ?? error?.code;
  if (locale === DEFAULT_LOCALE && error?.message) return error.message;
  if (code && error?.field && table[`${code}_${error.field}`])
    return table[`${code}_${error.field}`]!;
  if (code && table[code]) return table[code];
  return table.generic ?? error?.message ?? "";
}
