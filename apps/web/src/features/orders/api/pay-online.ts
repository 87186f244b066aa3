import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ORDER_TOKEN_HEADER, type Order } from "@atelier/shared/orders";
import { api } from "@/lib/api-client";
import { ORDERS_KEY } from "./get-my-orders";

/**
 * POST /orders/{id}/pay (issue 32): a new Paymob page for an order awaiting its online payment.
 * The owner's session or the order link's token authorises it.
 */
const payOnline = ({ orderId, orderToken }: { orderId: number; orderToken?: string | undefined }) =>
  api.request<{ paymentUrl: string }>(`/orders/${orderId}/pay`, {
    method: "POST",
    headers: orderToken ? { [ORDER_TOKEN_HEADER]: orderToken } : {},
  });

export const usePayOnline = () => useMutation({ mutationFn: payOnline });

/** Leaves the store for Paymob's page (a separate function, so tests can watch it). */
export const goToPayment = (url: string) => window.location.assign(url);

/**
 * POST /orders/{id}/pay-on-delivery (issue 32): after a declined card or wallet payment, the order
 * becomes cash on delivery where that is allowed; the order's pages read it again.
 */
const payOnDelivery = ({
  orderId,
  orderToken,
}: {
  orderId: number;
  orderToken?: string | undefined;
}) =>
  api.request<Order>(`/orders/${orderId}/pay-on-delivery`, {
    method: "POST",
    headers: orderToken ? { [ORDER_TOKEN_HEADER]: orderToken } : {},
  });

export function usePayOnDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: payOnDelivery,
    onSuccess: () => client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
