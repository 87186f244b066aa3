import { errorText, useT } from "@/i18n";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Order } from "@atelier/shared/orders";
import { api, errorMessage, isApiError, SESSION_ENDED } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { ORDERS_KEY } from "./get-my-orders";
import { tokenHeaders } from "./get-order-page";

const cancelOrder = ({ id, token }: { id: number; token: string | null }) =>
  api.post<Order>(`/orders/${id}/cancel`, {}, tokenHeaders(token));

/** Cancels within the window (docs/product.md#orders), says so, and reloads the orders. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const { t, locale } = useT();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (_order, { id }) =>
      toast.success(t("actions.canceled"), { description: t("actions.canceledText", { id }) }),
    onError: (error) => {
      if (isApiError(error, SESSION_ENDED)) return;
      toast.error(t("actions.cancelFailed"), {
        description:
          locale === "en"
            ? errorMessage(error)
            : errorText(locale, error as Parameters<typeof errorText>[1]),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
