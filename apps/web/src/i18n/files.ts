import type { Messages } from "./messages/types";

/*
 * Every `./messages/<locale>/<part>.ts`, each its own chunk. Kept out of index.tsx, which is in
 * the start-up chunk: this map names every part of every language, and grows with each page and
 * language, while the first render needs none of it (the page's words are inlined in its HTML).
 * It loads with the first part a later page needs (loadPart in ./index.tsx).
 */
export const FILES = import.meta.glob<{ default: Partial<Messages> }>("./messages/*/*.ts");
