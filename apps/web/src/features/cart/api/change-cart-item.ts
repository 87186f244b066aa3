import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Size } from "@atelier/shared/products";
import { api } from "@/lib/api-client";
import { CART_KEY } from "./get-cart";

export type ChangeCartItemInput = { productId: string; size: Size; quantity: number };

/** Sets one size's quantity; the server removes the line at 0 or less. */
export const changeCartItem = ({ productId, size, quantity }: ChangeCartItemInput) =>
  api.post<unknown>("/cart/change", { productId: Number(productId), size, quantity });

export function useChangeCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCartItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
