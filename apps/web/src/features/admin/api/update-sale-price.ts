import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Product } from "@atelier/shared/products";
import { formatEGP } from "@atelier/shared/money";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { PRODUCTS_ROOT_KEY } from "./get-admin-products";

type UpdateSalePriceInput = { id: number; salePrice: number };

const updateSalePrice = ({ id, salePrice }: UpdateSalePriceInput) =>
  api.patch<Product>(`/products/${id}/sale`, { salePrice });

export function useUpdateSalePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSalePrice,
    onSuccess: (product) =>
      toast.success("Sale Price Updated", {
        description: `${product.title} now sells for ${formatEGP(product.salePrice)}.`,
      }),
    onError: (error) =>
      toast.error("Failed to update sale price", { description: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_ROOT_KEY }),
  });
}
