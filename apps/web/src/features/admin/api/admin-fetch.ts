import { ApiError } from "@/lib/api-client";

/**
 * A GET for the admin that needs more than the JSON body: the list's X-Total-Count header, or
 * the CSV as a Blob. Kept here, not in lib/api-client.ts, because that file is in the first
 * page's JavaScript and the budget (docs/decisions/0004-first-paint.md) has no room for it.
 */
export async function adminGet(
  path: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      headers: { Accept: "*/*", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("Network error. Please check your connection and try again.", 0);
  }
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as {
    error?: string;
    errorCode?: string;
  } | null;
  throw new ApiError(body?.error ?? `HTTP ${response.status}`, response.status, body?.errorCode);
}

/**
 * Saves an admin sheet (`/admin/orders.csv`, `/admin/discounts.csv`) as `filename`: fetched with
 * the session's bearer token like every admin call (no token ever goes in a URL), from a Blob.
 */
export async function saveDownload(
  path: string,
  token: string | null,
  filename: string,
): Promise<void> {
  const blob = await (await adminGet(path, token)).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
