import { useMutation } from "@tanstack/react-query";
import { ORDER_TOKEN_HEADER } from "@atelier/shared/orders";
import { api } from "@/lib/api-client";

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
