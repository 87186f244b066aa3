import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ERROR_CODES, type ErrorCode } from "@atelier/shared/errors";
import { AppError } from "../lib/errors";

type Issue = {
  instancePath?: string;
  message?: string;
  // The zod issue's own fields; `params.errorCode` is a refinement's code (plainText's).
  params?: { issue?: { path?: PropertyKey[] }; params?: { errorCode?: ErrorCode } };
};

/** "email: must be …" unless the message already names its field. */
function describeIssue(issue: Issue): string {
  const path =
    issue.params?.issue?.path?.map(String).join(".") ||
    (issue.instancePath ?? "").replace(/^\//, "").replace(/\//g, ".");
  const message = issue.message ?? "is invalid";
  if (!path) return message;
  const field = path.split(".").at(-1) ?? path;
  // A whole-word match: a one-letter field such as the size "M" is not "named" by "must".
  const escaped = field.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const named = new RegExp(`(^|[^A-Za-z0-9_])${escaped}($|[^A-Za-z0-9_])`, "i").test(message);
  return named ? message : `${path}: ${message}`;
}

// Errors that mean the database cannot answer now (down, restarting, out of connections, a
// statement over its timeout): a 503 the client may retry, not a 500, and never a hang.
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "57014", // query_canceled: statement_timeout
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Cannot use a pool after calling end|connect ECONNREFUSED|The database connection is not open|driver has already been destroyed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08")))
      return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}

// One error shape for the whole API: { error, errorCode? } (docs/product.md#api-conventions). 5xx
// never leaks internals.
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A 5xx of our own (storage unavailable) carries what went wrong for the log.
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply
        .status(error.statusCode)
        .send({ error: error.message, ...(error.errorCode ? { errorCode: error.errorCode } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as Issue | undefined;
      const where = error.validationContext === "querystring" ? "query " : "";
      return reply.status(400).send({
        error: first ? `${where}${describeIssue(first)}` : "Invalid request",
        errorCode: first?.params?.params?.errorCode ?? ERROR_CODES.BAD_REQUEST,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        error: "Too many requests. Please wait a moment and try again.",
        errorCode: ERROR_CODES.TOO_MANY_REQUESTS,
      });
    }
    if (status === 413) {
      return reply
        .status(413)
        .send({ error: "The request is too large", errorCode: ERROR_CODES.PAYLOAD_TOO_LARGE });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type…) are safe to show.
      const message =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
          ? "The request body is not valid JSON"
          : error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
            ? "The request body is empty"
            : error.message;
      return reply.status(status).send({ error: message, errorCode: ERROR_CODES.BAD_REQUEST });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "the database is not answering");
      return reply.status(503).send({
        error: "The store is briefly unavailable. Please try again in a moment.",
        errorCode: ERROR_CODES.SERVICE_UNAVAILABLE,
      });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({
      error: "Something went wrong on our side. Please try again.",
      errorCode: ERROR_CODES.INTERNAL,
    });
  });
});
