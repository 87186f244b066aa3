/*
 * The parts of the messages (../README.md): each `<locale>/<part>.ts` is its own chunk, loaded with
 * the pages that list the part in app/router.tsx (`shell` with the start-up). English is the
 * reference; a new part is a file in every language and one line here.
 */
import type shell from "./en/shell";
import type home from "./en/home";
import type about from "./en/about";
import type contact from "./en/contact";
import type errors from "./en/errors";
import type products from "./en/products";
import type checkout from "./en/checkout";
import type auth from "./en/auth";
import type policies from "./en/policies";
import type orders from "./en/orders";

export type Parts = {
  shell: typeof shell;
  home: typeof home;
  about: typeof about;
  contact: typeof contact;
  errors: typeof errors;
  products: typeof products;
  checkout: typeof checkout;
  auth: typeof auth;
  policies: typeof policies;
  orders: typeof orders;
};
export type PartName = keyof Parts;
/** What one language's `<part>.ts` holds: exactly the English part's sections and keys. */
export type Part<P extends PartName> = Parts[P];

type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (u: infer I) => void
  ? I
  : never;
/** All the parts together (a section such as `errors` may be spread over two parts). */
export type Messages = Intersect<Parts[PartName]>;
