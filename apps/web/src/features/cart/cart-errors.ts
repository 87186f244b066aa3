import { ERROR_CODES } from "@atelier/shared/errors";
import { isApiError, SESSION_ENDED, type ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { errorText, translate } from "@/i18n";
import type { Locale } from "@atelier/shared/locales";

/**
 * docs/product.md#cart: INSUFFICIENT_QUANTITY is a destructive toast with the server's message,
 * keyed by it, so clicking + again replaces the toast instead of stacking copies.
 */
export function showInsufficientQuantity(error: ApiError, locale: Locale = "en") {
  toast.error(translate(locale, "bag.insufficient"), {
    id: `insufficient:${error.message}`,
    description: errorText(locale, error),
  });
}

/** docs/product.md#cart: the cart and the checkout refuse a basket with an unavailable line. */
export const UNAVAILABLE_ITEMS = {
  title: "Unavailable Items",
  description: "Please remove the pieces that are no longer available before checking out.",
} as const;

/** A cart change failed: one toast, decided by the error's code. */
export function showCartFailure(error: unknown, description: string, locale: Locale = "en") {
  // The API client has cleared the session and gone to log in.
  if (isApiError(error, SESSION_ENDED)) return;
  if (isApiError(error, ERROR_CODES.INSUFFICIENT_QUANTITY))
    return showInsufficientQuantity(error, locale);
  toast.error(translate(locale, "bag.error"), { description });
}
