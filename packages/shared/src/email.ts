/**
 * The store's one e-mail address grammar (issue 26,
 * docs/security.md#e-mail-addresses-are-one-mailbox): an addr-spec and nothing else. Mailers read
 * a display name, a comment `(…)`, a route `<…>`, a list `,` `;`, a quoted string or a bracketed
 * literal as instructions; none is ever a shopper's own address, so none passes. Atoms are
 * letters and digits of any script (an internationalised address), `_`, `+`, `-` and `'`, joined
 * by single dots; `%` (the old relay hack) and `|` `/` `!` (pipes and bang paths to some mail
 * servers) are left out on purpose. The domain has at least two labels, its last not a number.
 */
const ATOM = "[\\p{L}\\p{M}\\p{N}_+'\\-]+";
const LABEL = "[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}\\-]{0,61}[\\p{L}\\p{M}\\p{N}])?";
const ADDRESS = new RegExp(`^(${ATOM}(?:\\.${ATOM})*)@(${LABEL}(?:\\.${LABEL})+)$`, "u");

/** The longest address (RFC 5321's path less its brackets) and local part. */
export const EMAIL_MAX = 254;
const LOCAL_MAX = 64;

/** Whether `v` is one mailbox in the store's grammar (no trimming: canonicalise first). */
export function isEmail(v: string): boolean {
  if (v.length > EMAIL_MAX) return false;
  const m = ADDRESS.exec(v);
  if (!m) return false;
  const [, local = "", domain = ""] = m;
  return local.length <= LOCAL_MAX && !/^\p{N}+$/u.test(domain.split(".").at(-1) ?? "");
}

/**
 * The one spelling an address is stored, compared and counted in: trimmed, composed (NFC) and
 * lower-cased. Every request schema applies it once (emailField in auth.ts), so the API never
 * sees another spelling.
 */
export const canonicalEmail = (v: string) => v.trim().normalize("NFC").toLowerCase();
