import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Product, ProductTextPatch } from "@atelier/shared/products";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { PRODUCTS_ROOT_KEY } from "./get-admin-products";

type UpdateProductTextInput = { id: number; text: ProductTextPatch };

/** Changes the words sent, English or Arabic (docs/product.md#admin). */
const updateProductText = ({ id, text }: UpdateProductTextInput) =>
  api.patch<Product>(`/products/${id}/text`, text);

export function useUpdateProductText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductText,
    onSuccess: (product) =>
      toast.success("Text Updated", { description: `${product.title} is saved.` }),
    onError: (error) => toast.error("Failed to update text", { description: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_ROOT_KEY }),
  });
}
