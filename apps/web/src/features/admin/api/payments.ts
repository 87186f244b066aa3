import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PaymentState } from "@atelier/shared/orders";
import type { PaymentDecision, PaymentQueueItem } from "@atelier/shared/payments";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/** The admins' queue of Instapay transfers (docs/product.md#payments). */
export const paymentQueueQueryOptions = (state: PaymentState = "instapay_awaiting") =>
  queryOptions({
    queryKey: ["admin", "payments", state],
    queryFn: ({ signal }) => api.get<PaymentQueueItem[]>(`/admin/payments?state=${state}`, signal),
  });

export const usePaymentQueue = (state?: PaymentState) => useQuery(paymentQueueQueryOptions(state));

/** A receipt photo, fetched with the session (it is not public) and shown from a blob URL. */
export const useReceipt = (orderId: number, enabled: boolean) =>
  useQuery({
    queryKey: ["admin", "receipt", orderId],
    queryFn: ({ signal }) =>
      api.request<Blob>(`/admin/orders/${orderId}/receipt`, { signal, blob: true }),
    enabled,
    staleTime: Infinity,
  });

type DecideInput = { id: number; decision: PaymentDecision; note?: string };

export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DecideInput) =>
      api.post<PaymentQueueItem>(`/admin/orders/${id}/payment`, body),
    onSuccess: (_item, { id, decision }) =>
      toast.success(decision === "confirm" ? "Payment Confirmed" : "Payment Rejected", {
        description: `Order ${id}: the shopper has been e-mailed.`,
      }),
    onError: (error) =>
      toast.error("Failed to record the decision", { description: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin", "payments"] }),
  });
}

/** Clears the refusal record of an order's customer, so cash on delivery is offered again. */
export function useClearRefusals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      api.post<{ message: string; refusals: number }>("/admin/customers/clear-refusals", {
        orderId,
      }),
    onSuccess: (answer) => {
      toast.success("Refusals Cleared", { description: answer.message });
      // The order's history gains the clearing note.
      void queryClient.invalidateQueries({ queryKey: ["admin", "orders"] });
    },
    onError: (error) =>
      toast.error("Failed to clear refusals", { description: errorMessage(error) }),
  });
}
