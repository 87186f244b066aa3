import { errorText, useT } from "@/i18n";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Order, ReturnRequestBody } from "@atelier/shared/orders";
import { api, errorMessage, isApiError, SESSION_ENDED } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { ORDERS_KEY } from "./get-my-orders";
import { tokenHeaders } from "./get-order-page";

type RequestReturnInput = { id: number; token: string | null; body: ReturnRequestBody };

const requestReturn = ({ id, token, body }: RequestReturnInput) =>
  api.post<Order>(`/orders/${id}/return`, body, tokenHeaders(token));

/**
 * Records a return request within 7 days of delivery (docs/product.md#orders); the order stays
 * delivered until the store receives the pieces.
 */
export function useRequestReturn() {
  const queryClient = useQueryClient();
  const { t, locale } = useT();
  return useMutation({
    mutationFn: requestReturn,
    onSuccess: () =>
      toast.success(t("actions.returned"), { description: t("actions.returnedText") }),
    onError: (error) => {
      if (isApiError(error, SESSION_ENDED)) return;
      toast.error(t("actions.returnFailed"), {
        description:
          locale === "en"
            ? errorMessage(error)
            : errorText(locale, error as Parameters<typeof errorText>[1]),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
