import { ERROR_CODES } from "@atelier/shared/errors";
import { isApiError, SESSION_ENDED, type ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/**
 * docs/product.md#cart: INSUFFICIENT_QUANTITY is a destructive toast with the server's message,
 * keyed by it, so clicking + again replaces the toast instead of stacking copies.
 */
export function showInsufficientQuantity(error: ApiError) {
  toast.error("Insufficient quantity", {
    id: `insufficient:${error.message}`,
    description: error.message,
  });
}

/** docs/product.md#cart: the cart and the checkout refuse a basket with an unavailable line. */
export const UNAVAILABLE_ITEMS = {
  title: "Unavailable Items",
  description: "Please remove the pieces that are no longer available before checking out.",
} as const;

/** A cart change failed: one toast, decided by the error's code. */
export function showCartFailure(error: unknown, description: string) {
  // The API client has cleared the session and gone to log in.
  if (isApiError(error, SESSION_ENDED)) return;
  if (isApiError(error, ERROR_CODES.INSUFFICIENT_QUANTITY)) return showInsufficientQuantity(error);
  toast.error("Error", { description });
}
