import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Product } from "@atelier/shared/products";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { PRODUCTS_ROOT_KEY } from "./get-admin-products";

type UpdateProductImagesInput = { id: number; images: string[] };

/** Replaces every image of the product (docs/product.md#admin). */
const updateProductImages = ({ id, images }: UpdateProductImagesInput) =>
  api.patch<Product>(`/products/${id}/images`, { images });

export function useUpdateProductImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductImages,
    onSuccess: (product) =>
      toast.success("Images Updated", {
        description: `${product.title} now shows ${product.images.length} ${product.images.length === 1 ? "image" : "images"}.`,
      }),
    onError: (error) =>
      toast.error("Failed to update images", { description: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_ROOT_KEY }),
  });
}
