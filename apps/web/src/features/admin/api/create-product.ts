import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Product, ProductCreate } from "@atelier/shared/products";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { PRODUCTS_ROOT_KEY } from "./get-admin-products";

const createProduct = (product: ProductCreate) => api.post<Product>("/products", product);

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (product) =>
      toast.success("Product Added", { description: `${product.title} is now in the collection.` }),
    onError: (error) => toast.error("Failed to add product", { description: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_ROOT_KEY }),
  });
}
