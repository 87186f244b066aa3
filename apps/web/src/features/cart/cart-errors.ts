import { ERROR_CODES } from "@atelier/shared/errors";
import { errorMessage, isApiError, SESSION_ENDED, type ApiError } from "@/lib/api-client";
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

/**
 * A cart change failed: one toast, decided by the error's code. `failed` says which change
 * ("bag.failedAdd"…); an English page shows the API's own words for a failed add when it sent any.
 */
export function showCartFailure(
  error: unknown,
  failed: "bag.failedAdd" | "bag.failedRemove" | "bag.failedUpdate",
  locale: Locale = "en",
) {
  const description =
    failed === "bag.failedAdd" && locale === "en"
      ? errorMessage(error, "Failed to add item to cart")
      : translate(locale, failed);
  // The API client has cleared the session and gone to log in.
  if (isApiError(error, SESSION_ENDED)) return;
  if (isApiError(error, ERROR_CODES.INSUFFICIENT_QUANTITY))
    return showInsufficientQuantity(error, locale);
  // A piece sold in colours named without one (issue 28): the house's words, not the API's.
  if (isApiError(error, ERROR_CODES.COLOR_REQUIRED))
    return toast.error(translate(locale, "bag.error"), {
      description: errorText(locale, { code: error.code }),
    });
  toast.error(translate(locale, "bag.error"), { description });
}
