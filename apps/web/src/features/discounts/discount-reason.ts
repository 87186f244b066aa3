import { ERROR_CODES } from "@atelier/shared/errors";
import { formatEGP } from "@atelier/shared/money";
import type { Locale } from "@atelier/shared/locales";
import { isApiError } from "@/lib/api-client";
import { errorText, type Translate } from "@/i18n";

/**
 * The API names a minimum subtotal only inside its English sentence ("… at least 500.00 EGP."):
 * its figure, to be written again in the page's language and digits.
 */
function minimumOf(message: string): number | null {
  const figure = /([\d,]+(?:\.\d+)?)\s*EGP/.exec(message)?.[1];
  const amount = figure === undefined ? NaN : Number(figure.replace(/,/g, ""));
  return Number.isFinite(amount) ? amount : null;
}

/**
 * Why a code was refused, in the page's language (issue 31): one sentence per errorCode
 * (messages' `errors`), the minimum's amount named, and a wait of a minute after 429.
 */
export function discountReason(error: unknown, locale: Locale, t: Translate): string {
  if (isApiError(error) && (error.status === 429 || error.code === ERROR_CODES.TOO_MANY_REQUESTS))
    return t("discount.tooMany");
  if (isApiError(error, ERROR_CODES.DISCOUNT_MIN_SUBTOTAL)) {
    const amount = minimumOf(error.message);
    if (amount !== null) return t("discount.minSubtotal", { amount: formatEGP(amount, locale) });
  }
  return errorText(locale, isApiError(error) ? error : null);
}
