import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Size } from "@atelier/shared/products";
import { api } from "@/lib/api-client";
import { CART_KEY } from "./get-cart";

export type RemoveFromCartInput = { productId: string; size?: Size };

/** Without a size, every size of the product goes (DESIGN §4). */
export const removeFromCart = ({ productId, size }: RemoveFromCartInput) =>
  api.post<unknown>(
    "/cart/remove",
    size ? { productId: Number(productId), size } : { productId: Number(productId) },
  );

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
