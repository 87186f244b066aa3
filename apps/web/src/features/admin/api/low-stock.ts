import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { LOW_STOCK_PAGE, type LowStock, type LowStockThreshold } from "@atelier/shared/inventory";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";

const LOW_STOCK_KEY = ["admin", "low-stock"] as const;

/**
 * Sizes at or below the store's threshold (docs/product.md#low-stock), fewest units first: the
 * first LOW_STOCK_PAGE, or up to LOW_STOCK_MAX when the admin asks for all, and how many in all.
 */
export const lowStockQueryOptions = (limit: number = LOW_STOCK_PAGE) =>
  queryOptions({
    queryKey: [...LOW_STOCK_KEY, limit],
    queryFn: ({ signal }) => api.get<LowStock>(`/admin/low-stock?limit=${limit}`, signal),
  });

/** The list (the longer one once asked for: the shorter stays on screen while it loads). */
export const useLowStock = (limit?: number) =>
  useQuery({ ...lowStockQueryOptions(limit), placeholderData: keepPreviousData });

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOW_STOCK_KEY }),
  });
}
