import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { PRODUCTS_ROOT_KEY } from "./get-admin-products";

type DeleteProductInput = { id: number; title: string };

const deleteProduct = ({ id }: DeleteProductInput) => api.delete<void>(`/products/${id}`);

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_, { title }) =>
      toast.success("Product Deleted", {
        description: `${title} has been removed from the collection.`,
      }),
    onError: (error) =>
      toast.error("Failed to delete product", { description: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_ROOT_KEY }),
  });
}
