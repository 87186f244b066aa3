import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasBidiControl, neutralizeBidi } from "@atelier/shared/text";

/** `value` with every string in it neutralised; the same object when none needed it. */
function neutral(value: unknown): unknown {
  if (typeof value === "string") return hasBidiControl(value) ? neutralizeBidi(value) : value;
  if (Array.isArray(value)) {
    const mapped = value.map(neutral);
    return mapped.some((v, i) => v !== value[i]) ? mapped : value;
  }
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = neutral(v);
      if (out[k] !== v) changed = true;
    }
    return changed ? out : value;
  }
  return value;
}

/**
 * Bidi controls are refused in every free-text field (packages/shared/src/text.ts), but text
 * stored before issue 26 may hold them: every JSON answer of the API shows each as U+FFFD, so
 * the admin pages and the shopper's own never reorder a name or an address
 * (docs/security.md#bidi-controls-in-free-text). The catalogue's prepared answers are
 * neutralised where they are made (toProduct).
 */
export default fp(async function bidiNeutral(app: FastifyInstance) {
  app.addHook("preSerialization", async (_request, _reply, payload) => neutral(payload));
});
