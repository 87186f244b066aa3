import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OutboxMail } from "@atelier/shared/admin";
import { api } from "@/lib/api-client";

/**
 * Mail the store has tried three times or more and still not sent (docs/product.md#e-mail): the
 * outbox keeps retrying, and the admin should know the mail server needs looking at.
 */
export const failingMailQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "outbox", "failing"],
    queryFn: ({ signal }) => api.get<OutboxMail[]>("/admin/outbox?failing=true", signal),
    // Checked again every few minutes while the dashboard is open.
    refetchInterval: 5 * 60_000,
  });

export const useFailingMail = () => useQuery(failingMailQueryOptions());
