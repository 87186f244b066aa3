import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ERROR_CODES } from "@atelier/shared/errors";
import {
  TOO_MANY_OPEN_ORDERS_MESSAGE,
  type OrderCreate,
  type PlacedOrder,
} from "@atelier/shared/orders";
import { isDiscountError } from "@atelier/shared/discounts";
import { CART_KEY, showInsufficientQuantity } from "@/features/cart";
import { discountReason } from "@/features/discounts";
import { PRODUCTS_KEY } from "@/features/products";
import { api, errorMessage, isApiError, SESSION_ENDED } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { errorText, translate, useLocale, type Translate } from "@/i18n";

type ApiErrorLike = Parameters<typeof errorText>[1];

/**
 * 201 with the order for a signed-in shopper or a verified guest; 409
 * EMAIL_VERIFICATION_REQUIRED when a guest's e-mail must be verified first (the held order is
 * placed by the e-mailed link). See docs/product.md#orders.
 */
const placeOrder = (payload: OrderCreate) => api.post<PlacedOrder>("/orders", payload);

/** How a placement ended when it did not: the form reacts to this, never to a status number. */
export type PlaceOrderFailure =
  | "verification-required"
  | "session-ended"
  | "too-many-open-orders"
  | "cod-not-available"
  | "discount-refused"
  | "failed";

export function placeOrderFailure(error: unknown): PlaceOrderFailure {
  if (isApiError(error, ERROR_CODES.EMAIL_VERIFICATION_REQUIRED)) return "verification-required";
  if (isApiError(error, ERROR_CODES.TOO_MANY_OPEN_ORDERS)) return "too-many-open-orders";
  if (isApiError(error, SESSION_ENDED)) return "session-ended";
  if (isApiError(error, ERROR_CODES.COD_NOT_AVAILABLE)) return "cod-not-available";
  if (isApiError(error) && isDiscountError(error.code)) return "discount-refused";
  return "failed";
}

/**
 * Places the order and says so: the toasts of docs/product.md#orders are shown here, and stock
 * and the cart are asked for again through their own query keys once an order has gone through.
 */
export function usePlaceOrder(t: Translate = (key, vars) => translate("en", key, vars)) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  // English keeps the API's own words (docs/product.md); another language says them by errorCode.
  const said = (error: unknown, fallback: string) =>
    locale === "en" ? errorMessage(error, fallback) : errorText(locale, error as ApiErrorLike);
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => {
      toast.success(t("checkout.placed"), { description: t("checkout.placedText") });
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
    },
    onError: (error) => {
      const failure = placeOrderFailure(error);
      if (failure === "verification-required") {
        toast.error(t("checkout.verifyTitle"), {
          id: "email-verification-required",
          description: t("checkout.verifyText"),
        });
        return;
      }
      // The API client has cleared the session and gone to log in.
      if (failure === "session-ended") return;
      // Orders already waiting for the store's confirmation: nothing in the basket is wrong.
      if (failure === "too-many-open-orders") {
        toast.error(t("checkout.awaiting"), {
          id: "too-many-open-orders",
          description: said(error, TOO_MANY_OPEN_ORDERS_MESSAGE),
        });
        return;
      }
      // docs/product.md#payments: the form then offers Instapay only, with the same reason.
      if (failure === "cod-not-available") {
        toast.error(t("checkout.payInstapay"), {
          id: "cod-not-available",
          description: said(error, "Cash on delivery is not available for this order."),
        });
        return;
      }
      // The discount code no longer applies (issue 31): the form keeps the order, without it.
      if (failure === "discount-refused") {
        toast.error(t("discount.notPlaced"), {
          id: "discount-refused",
          description: t("discount.notPlacedText", { reason: discountReason(error, locale, t) }),
        });
        return;
      }
      if (isApiError(error, ERROR_CODES.INSUFFICIENT_QUANTITY))
        showInsufficientQuantity(error, locale);
      toast.error(t("checkout.failed"), {
        description: said(error, "Something went wrong. Please try again."),
      });
    },
  });
}
