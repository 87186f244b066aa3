import { useMutation } from "@tanstack/react-query";
import type { Order, OrderCreate } from "@atelier/shared/orders";
import { api } from "@/lib/api-client";

/**
 * 201 with the order for a signed-in shopper or a verified guest; 409 when a guest's e-mail must
 * be verified first (the API client shows SPEC §8's toast; the held order is placed by the link).
 */
export const placeOrder = (payload: OrderCreate) => api.post<Order>("/orders", payload);

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
