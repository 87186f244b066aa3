import type { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "@atelier/shared/errors";

/** An error whose message is meant for people; the error handler sends it as is. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errorCode?: ErrorCode,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errorCode: ErrorCode = ERROR_CODES.BAD_REQUEST) =>
  new AppError(400, message, errorCode);
/** A body checked by hand (multipart): its first issue, with a refinement's own code if any. */
export function badRequestOf(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const params = issue?.code === "custom" ? (issue.params as { errorCode?: ErrorCode }) : undefined;
  return badRequest(issue?.message ?? "Invalid body", params?.errorCode);
}
export const unauthorized = (message = "Authentication required") =>
  new AppError(401, message, ERROR_CODES.UNAUTHORIZED);
export const forbidden = (message = "You are not allowed to do that") =>
  new AppError(403, message, ERROR_CODES.FORBIDDEN);
export const notFound = (message = "Not found") =>
  new AppError(404, message, ERROR_CODES.NOT_FOUND);
export const insufficientQuantity = (message: string) =>
  new AppError(422, message, ERROR_CODES.INSUFFICIENT_QUANTITY);
