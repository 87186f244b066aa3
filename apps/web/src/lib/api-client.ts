import { ORDER_TOKEN_HEADER } from "@atelier/shared/order-token";

/**
 * The one way the web app talks to the API: JSON, the session's bearer token, and one error
 * shape (docs/product.md#api-conventions). It stays generic: what an `errorCode` means to a
 * shopper is decided by the hook that made the call. Paths are the API's (`/products`); `/api`
 * is added here.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

const AUTH_REQUIRED_MESSAGE = "Authentication required";
/** Client-side codes beside the server's: no answer at all (offline, DNS) … */
export const NETWORK_ERROR = "NETWORK_ERROR";
/** … and a 401/403 after which the session was cleared and the shopper sent to log in. */
export const SESSION_ENDED = "SESSION_ENDED";

/**
 * The session is the auth feature's; it plugs itself in at start-up (features/auth/session.ts),
 * so this module needs no import from a feature. `onSessionLost` runs on a 401 or 403; with
 * `stay`, the session is cleared but the shopper stays on her page.
 */
type SessionHooks = {
  token: () => string | null;
  onSessionLost: (options?: { stay?: boolean }) => void;
};
let session: SessionHooks = { token: () => null, onSessionLost: () => undefined };
export function connectSession(hooks: SessionHooks) {
  session = hooks;
}

/** On these a 401 means wrong credentials, shown by the form, not an expired session. */
const CREDENTIAL_PATHS = ["/auth/login", "/auth/signup"];

export type RequestOptions = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** A plain object is sent as JSON; FormData as multipart (image upload). */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (an order link's `x-order-token`, docs/product.md#orders). */
  headers?: Record<string, string>;
  /** Answer the body as a Blob (an admin's receipt photo), not JSON. */
  blob?: boolean;
  /** Sees a successful answer's headers (a list's X-Total-Count). */
  onHeaders?: (headers: Headers) => void;
};

async function readErrorMessage(response: Response): Promise<{ message: string; code?: string }> {
  try {
    const data: unknown = await response.json();
    if (data && typeof data === "object") {
      const { error, errorCode } = data as { error?: unknown; errorCode?: unknown };
      return {
        message: typeof error === "string" && error ? error : `HTTP ${response.status}`,
        code: typeof errorCode === "string" ? errorCode : undefined,
      };
    }
    return { message: `HTTP ${response.status}` };
  } catch {
    return { message: "Unknown error" };
  }
}

async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  const token = session.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? "GET",
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(
      "Network error. Please check your connection and try again.",
      0,
      NETWORK_ERROR,
    );
  }

  if (response.ok) {
    options.onHeaders?.(response.headers);
    if (options.blob) return (await response.blob()) as T;
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    if (!text) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ApiError("Unknown error", response.status);
    }
  }

  // An e-mailed order link opens its order in any tab (docs/product.md#order-page-and-order-links):
  // a dead session beside it is dropped and the call made again with the link alone.
  if (response.status === 401 && token && options.headers?.[ORDER_TOKEN_HEADER]) {
    session.onSessionLost({ stay: true });
    if (!session.token()) return request<T>(path, options);
  }

  const pathname = path.split("?")[0] ?? path;
  if (
    (response.status === 401 || response.status === 403) &&
    !CREDENTIAL_PATHS.includes(pathname)
  ) {
    session.onSessionLost();
    throw new ApiError(AUTH_REQUIRED_MESSAGE, response.status, SESSION_ENDED);
  }

  const { message, code } = await readErrorMessage(response);
  throw new ApiError(message, response.status, code);
}

/**
 * Sign Out's server half (POST /api/auth/logout). Fire and forget: the caller has already cleared
 * the session, so neither a failure nor a 401 may send anyone to log in or keep them signed in.
 */
export function endServerSession(token: string): void {
  fetch("/api/auth/logout", {
    method: "POST",
    headers: { Accept: "application/json", Authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);
}

type ExtraHeaders = Record<string, string>;

export const api = {
  get: <T>(path: string, signal?: AbortSignal, headers?: ExtraHeaders) =>
    request<T>(path, { signal, headers }),
  post: <T>(path: string, body?: unknown, headers?: ExtraHeaders) =>
    request<T>(path, { method: "POST", body: body ?? {}, headers }),
  patch: <T>(path: string, body?: unknown) =>
    request<T>(path, { method: "PATCH", body: body ?? {} }),
  /** Any other call: PUT, extra headers (`x-order-token`), or a Blob answer. */
  request,
  delete: <T>(path: string) => request<T>(path, { method: "DELETE" }),
  /** Multipart upload (docs/product.md#products: field `image`). */
  upload: <T>(path: string, form: FormData) => request<T>(path, { method: "POST", body: form }),
};

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = "Unknown error"): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export const isApiError = (error: unknown, code?: string): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);
