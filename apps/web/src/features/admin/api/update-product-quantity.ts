import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Product, Size } from "@atelier/shared/products";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { PRODUCTS_ROOT_KEY } from "./get-admin-products";

type UpdateProductQuantityInput = { id: number; size: Size; quantity: number };

const updateProductQuantity = ({ id, size, quantity }: UpdateProductQuantityInput) =>
  api.patch<Product>(`/products/${id}/quantity`, { size, quantity });

export function useUpdateProductQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductQuantity,
    onSuccess: (product, { size, quantity }) =>
      toast.success("Quantity Updated", {
        description: `${product.title} (${size}): ${quantity} in stock.`,
      }),
    onError: (error) =>
      toast.error("Failed to update quantity", { description: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_ROOT_KEY }),
  });
}
