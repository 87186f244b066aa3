import { toast } from "@/lib/toast";
import { ERROR_CODES, GUEST_VERIFICATION_MESSAGE } from "@atelier/shared/errors";
import { navigate } from "./navigation";
import { clearSession, getToken } from "./session";

/**
 * The one way the web app talks to the API (DESIGN §5): JSON, the bearer token from the
 * session, and SPEC §8's error handling. Paths are SPEC's (`/products`); `/api` is added here.
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

export const AUTH_REQUIRED_MESSAGE = "Authentication required";
export const LOGIN_REDIRECT = `/login?message=${encodeURIComponent("Please log in to continue")}`;

/** On these a 401 means wrong credentials, shown by the form, not an expired session. */
const CREDENTIAL_PATHS = ["/auth/login", "/auth/signup"];

type RequestOptions = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** A plain object is sent as JSON; FormData as multipart (image upload). */
  body?: unknown;
  signal?: AbortSignal;
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

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = getToken();
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
    throw new ApiError("Network error. Please check your connection and try again.", 0);
  }

  if (response.ok) {
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    if (!text) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ApiError("Unknown error", response.status);
    }
  }

  const pathname = path.split("?")[0] ?? path;
  if (
    (response.status === 401 || response.status === 403) &&
    !CREDENTIAL_PATHS.includes(pathname)
  ) {
    clearSession();
    navigate(LOGIN_REDIRECT);
    throw new ApiError(AUTH_REQUIRED_MESSAGE, response.status);
  }

  const { message, code } = await readErrorMessage(response);
  if (response.status === 409) {
    // DESIGN §4: the API answers 409 only when a guest's e-mail needs verifying.
    toast.error("Email Verification Required", {
      id: "email-verification-required",
      description: "A verification link has been sent to your email.",
    });
    throw new ApiError(GUEST_VERIFICATION_MESSAGE, 409, code);
  }
  if (code === ERROR_CODES.INSUFFICIENT_QUANTITY) {
    // Keyed by the message: clicking + again replaces the toast instead of stacking copies.
    toast.error("Insufficient quantity", { id: `insufficient:${message}`, description: message });
  }
  throw new ApiError(message, response.status, code);
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => request<T>(path, { method: "POST", body: body ?? {} }),
  patch: <T>(path: string, body?: unknown) =>
    request<T>(path, { method: "PATCH", body: body ?? {} }),
  delete: <T>(path: string) => request<T>(path, { method: "DELETE" }),
  /** Multipart upload (SPEC §7: field `image`). */
  upload: <T>(path: string, form: FormData) => request<T>(path, { method: "POST", body: form }),
};

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = "Unknown error"): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export const isApiError = (error: unknown, code?: string): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);
