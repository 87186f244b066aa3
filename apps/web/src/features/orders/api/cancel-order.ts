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
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (_order, { id }) =>
      toast.success("Order canceled", {
        description: `Order ${id} has been canceled. Nothing will be delivered or charged.`,
      }),
    onError: (error) => {
      if (isApiError(error, SESSION_ENDED)) return;
      toast.error("Could not cancel the order", { description: errorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
