import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminOrderDetail, BulkStatusResult, OrderEvent } from "@atelier/shared/admin";
import type { Order, OrderStatus } from "@atelier/shared/orders";
import type { Courier, TrackingImportResult } from "@atelier/shared/tracking";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { saveDownload } from "./admin-fetch";
import { listQuery, type OrderListParams } from "./get-admin-orders";
import { dashboardStatsQueryOptions } from "./get-dashboard-stats";

export const useAdminOrder = (id: number) =>
  useQuery({
    queryKey: ["admin", "orders", "detail", id],
    queryFn: ({ signal }) => api.get<AdminOrderDetail>(`/admin/orders/${id}`, signal),
    enabled: Number.isInteger(id) && id > 0,
  });

/** After a change: every admin order query and the figures load again. */
function useReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["admin", "orders"] }),
      queryClient.invalidateQueries({ queryKey: dashboardStatsQueryOptions().queryKey }),
    ]);
}

export function useAddNote(id: number) {
  const reload = useReload();
  return useMutation({
    mutationFn: (note: string) => api.post<OrderEvent>(`/admin/orders/${id}/notes`, { note }),
    onSuccess: () => toast.success("Note added"),
    onError: (error) => toast.error("Failed to add the note", { description: errorMessage(error) }),
    onSettled: reload,
  });
}

export function useCancelPending() {
  const reload = useReload();
  return useMutation({
    mutationFn: (orderId: number) =>
      api.post<{ canceled: number; ids: number[] }>("/admin/customers/cancel-pending", {
        orderId,
      }),
    onSuccess: ({ canceled }) =>
      toast.success("Pending orders canceled", {
        description: `${canceled} ${canceled === 1 ? "order was" : "orders were"} canceled.`,
      }),
    onError: (error) =>
      toast.error("Failed to cancel the orders", { description: errorMessage(error) }),
    onSettled: reload,
  });
}

export function useBulkStatus() {
  const reload = useReload();
  return useMutation({
    mutationFn: (input: { ids: number[]; status: OrderStatus }) =>
      api.post<{ results: BulkStatusResult[] }>("/admin/orders/status", input),
    onSuccess: ({ results }, { status }) => {
      const failed = results.filter((r) => !r.ok);
      const changed = results.length - failed.length;
      if (changed) toast.success("Status Updated", { description: `${changed} set to ${status}.` });
      if (failed.length)
        toast.error(`${failed.length} not changed`, {
          description: failed.map((r) => r.error).join(" "),
        });
    },
    onError: (error) =>
      toast.error("Failed to update order status", { description: errorMessage(error) }),
    onSettled: reload,
  });
}

/**
 * The courier CSV (docs/product.md#admin): fetched with the session's bearer token like every
 * admin call (no token ever goes in a URL), then saved from a Blob. Without a status the server
 * sends the orders ready to ship (processing); `all` asks for every status on purpose.
 */
export async function downloadCsv(
  params: OrderListParams,
  token: string | null,
  { all = false }: { all?: boolean } = {},
): Promise<void> {
  const { before: _page, ...filters } = params;
  const scope = filters.status || (all ? "all" : "processing");
  const query = listQuery({ ...filters, status: scope });
  const day = new Date().toISOString().slice(0, 10);
  await saveDownload(`/admin/orders.csv${query}`, token, `orders-${scope}-${day}.csv`);
}

/** The order's courier and tracking number (docs/product.md#tracking-numbers); null clears. */
export function useSetTracking(id: number) {
  const reload = useReload();
  return useMutation({
    mutationFn: (parcel: { courier: Courier; number: string } | null) =>
      parcel
        ? api.request<Order>(`/admin/orders/${id}/tracking`, { method: "PUT", body: parcel })
        : api.delete<Order>(`/admin/orders/${id}/tracking`),
    onSuccess: (_order, parcel) =>
      toast.success(parcel ? "Tracking number saved" : "Tracking number cleared"),
    onError: (error) =>
      toast.error("Failed to save the tracking number", { description: errorMessage(error) }),
    onSettled: reload,
  });
}

/** The courier's returned sheet: the file's text, and the courier of rows that name none. */
export function useImportTracking() {
  const reload = useReload();
  return useMutation({
    mutationFn: (input: { csv: string; courier?: Courier }) =>
      api.post<TrackingImportResult>("/admin/orders/tracking/import", input),
    onError: (error) =>
      toast.error("Failed to import the sheet", { description: errorMessage(error) }),
    onSettled: reload,
  });
}
