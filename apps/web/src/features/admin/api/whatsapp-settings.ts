import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WhatsAppSettings } from "@atelier/shared/admin";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { dashboardStatsQueryOptions } from "./get-dashboard-stats";

/**
 * PUT /admin/settings/whatsapp (issue 32): whether the store cancels cash orders left unanswered
 * on WhatsApp; the dashboard reads it again.
 */
export function useSetAutoCancel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (autoCancel: boolean) =>
      api.request<WhatsAppSettings>("/admin/settings/whatsapp", {
        method: "PUT",
        body: { autoCancel },
      }),
    onSuccess: ({ autoCancel }) =>
      toast.success(
        autoCancel ? "Unanswered orders will be canceled" : "Unanswered orders will be kept",
      ),
    onError: (error) =>
      toast.error("Failed to save the setting", { description: errorMessage(error) }),
    onSettled: () => client.invalidateQueries({ queryKey: dashboardStatsQueryOptions().queryKey }),
  });
}
