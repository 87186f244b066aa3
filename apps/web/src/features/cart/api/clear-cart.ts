import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { CART_KEY } from "./get-cart";

export const clearCart = () => api.post<unknown>("/cart/clear");

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
