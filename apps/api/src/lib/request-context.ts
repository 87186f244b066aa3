import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/** What travels with one request through everything it awaits: its id, and its trace span. */
export type RequestContext = {
  id: string;
  /** The request's span when traces are sent (lib/tracing.ts): the parent of its queries. */
  span?: unknown;
};

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** A caller's id is kept only when it is a short plain token: it goes into every log line. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id of a request: the X-Request-Id a proxy or client sent when it is a short safe token
 * (so one id follows a request from the proxy's log to ours), otherwise a new UUID.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && SAFE_ID.test(header) ? header : randomUUID();
}
