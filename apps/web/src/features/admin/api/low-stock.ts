import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LowStock, LowStockThreshold } from "@atelier/shared/inventory";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/** Sizes at or below the store's threshold (docs/product.md#low-stock). */
export const lowStockQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "low-stock"],
    queryFn: ({ signal }) => api.get<LowStock>("/admin/low-stock", signal),
  });

export const useLowStock = () => useQuery(lowStockQueryOptions());

export function useSetLowStockThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threshold: number) =>
      api.request<LowStockThreshold>("/admin/settings/low-stock", {
        method: "PUT",
        body: { threshold },
      }),
    onSuccess: ({ threshold }) =>
      toast.success("Threshold Saved", {
        description: `Sizes with ${threshold} units or fewer are marked low.`,
      }),
    onError: (error) =>
      toast.error("Failed to save the threshold", { description: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lowStockQueryOptions().queryKey }),
  });
}
