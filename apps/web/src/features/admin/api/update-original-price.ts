import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Product } from "@atelier/shared/products";
import { formatEGP } from "@atelier/shared/money";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { PRODUCTS_ROOT_KEY } from "./get-admin-products";

type UpdateOriginalPriceInput = { id: number; originalPrice: number };

const updateOriginalPrice = ({ id, originalPrice }: UpdateOriginalPriceInput) =>
  api.patch<Product>(`/products/${id}/original`, { originalPrice });

export function useUpdateOriginalPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOriginalPrice,
    onSuccess: (product) =>
      toast.success("Original Price Updated", {
        description: `${product.title}'s original price is now ${formatEGP(product.originalPrice)}.`,
      }),
    onError: (error) =>
      toast.error("Failed to update original price", { description: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_ROOT_KEY }),
  });
}
