import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Product } from "@atelier/shared/products";
import type { SizeGuide, SizeGuideCreate, SizeGuidePatch } from "@atelier/shared/size-guides";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { PRODUCTS_ROOT_KEY } from "./get-admin-products";

/*
 * Size guides (docs/product.md#size-guides): one guide serves many products. A change to a guide
 * also refetches the products, whose pages carry the whole guide.
 */

/** The storefront reads the same list; its key is the shop's, so both stay fresh. */
export const SIZE_GUIDES_KEY = ["size-guides"] as const;

export const sizeGuidesQueryOptions = () =>
  queryOptions({
    queryKey: SIZE_GUIDES_KEY,
    queryFn: ({ signal }) => api.get<SizeGuide[]>("/size-guides", signal),
  });

export const useSizeGuides = () => useQuery(sizeGuidesQueryOptions());

function useGuideMutation<Input>(
  request: (input: Input) => Promise<SizeGuide>,
  said: { done: string; failed: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (guide) => toast.success(said.done, { description: `${guide.name} saved.` }),
    onError: (error) => toast.error(said.failed, { description: errorMessage(error) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SIZE_GUIDES_KEY }),
        queryClient.invalidateQueries({ queryKey: PRODUCTS_ROOT_KEY }),
      ]),
  });
}

export const useCreateSizeGuide = () =>
  useGuideMutation((guide: SizeGuideCreate) => api.post<SizeGuide>("/size-guides", guide), {
    done: "Size Guide Added",
    failed: "Failed to add the size guide",
  });

export const useUpdateSizeGuide = () =>
  useGuideMutation(
    ({ id, patch }: { id: number; patch: SizeGuidePatch }) =>
      api.patch<SizeGuide>(`/size-guides/${id}`, patch),
    { done: "Size Guide Saved", failed: "Failed to save the size guide" },
  );

/** The guide a product follows, or none (null). */
export function useSetProductSizeGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sizeGuideId }: { id: number; sizeGuideId: number | null; name?: string }) =>
      api.patch<Product>(`/products/${id}/size-guide`, { sizeGuideId }),
    onSuccess: (product, { name }) =>
      toast.success("Size Guide Chosen", {
        description: name
          ? `${product.title} shows the ${name} guide.`
          : `${product.title} shows no size guide.`,
      }),
    onError: (error) =>
      toast.error("Failed to choose the size guide", { description: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_ROOT_KEY }),
  });
}
