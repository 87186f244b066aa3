import type { z } from "zod";
import type { ErrorCode } from "./errors";

/**
 * Unicode's bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they
 * reorder what is shown without changing what is stored, so "Nour \u202efdp.exe\u202c Hassan"
 * reads as another name (docs/security.md#bidi-controls-in-free-text). No shopper or admin needs
 * them; the marks U+200E/U+200F that Arabic text may carry stay allowed.
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

export const hasBidiControl = (v: string) => BIDI_CONTROL.test(v);

/**
 * Text stored before the refusal (issue 26), as the admin pages, e-mails and the courier sheet
 * show it: each control becomes a visible U+FFFD, so the text keeps its order and says
 * something was there.
 */
export const neutralizeBidi = (v: string) => v.replace(BIDI_CONTROLS, "\ufffd");

export const bidiMessage = (field: string) =>
  `${field} must not contain text direction control characters`;

/**
 * A free-text field of a shopper or an admin: refused (400 naming the field) if it holds one; the
 * code lets a page say it in its own language.
 */
export function plainText<T extends z.ZodType<string, string>>(schema: T, field: string) {
  return schema.refine((v) => !hasBidiControl(v), {
    error: bidiMessage(field),
    params: { errorCode: "TEXT_DIRECTION_CONTROL" satisfies ErrorCode },
  });
}
