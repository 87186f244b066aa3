import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ERROR_CODES } from "@atelier/shared/errors";
import { AppError } from "../lib/errors";

type Issue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
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

// One error shape for the whole API: { error, errorCode? } (docs/product.md#api-conventions). 5xx
// never leaks internals.
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ error: error.message, ...(error.errorCode ? { errorCode: error.errorCode } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as Issue | undefined;
      const where = error.validationContext === "querystring" ? "query " : "";
      return reply.status(400).send({
        error: first ? `${where}${describeIssue(first)}` : "Invalid request",
        errorCode: ERROR_CODES.BAD_REQUEST,
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
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({
      error: "Something went wrong on our side. Please try again.",
      errorCode: ERROR_CODES.INTERNAL,
    });
  });
});
