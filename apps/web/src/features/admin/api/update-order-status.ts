import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Order, OrderStatus } from "@atelier/shared/orders";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { adminOrdersQueryOptions } from "./get-admin-orders";
import { dashboardStatsQueryOptions } from "./get-dashboard-stats";

type UpdateOrderStatusInput = { id: number; status: OrderStatus };

const updateOrderStatus = ({ id, status }: UpdateOrderStatusInput) =>
  api.patch<Order>(`/orders/${id}/status`, { status });

/** docs/product.md#admin: the toasts, then the list and the figures reloaded. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (_order, { id, status }) => {
      toast.success("Status Updated", { description: `Order ${id} status changed to ${status}.` });
    },
    onError: (error) => {
      toast.error("Failed to update order status", { description: errorMessage(error) });
    },
    // Returned, so the mutation stays pending until the reloaded list has arrived: the dropdown
    // shows the chosen status throughout instead of flicking back to the old one.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrdersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsQueryOptions().queryKey }),
      ]),
  });
}
