import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardStats } from "@atelier/shared/admin";
import { api } from "@/lib/api-client";

const getDashboardStats = (signal?: AbortSignal) =>
  api.get<DashboardStats>("/admin/dashboard", signal);

export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "dashboard"],
    queryFn: ({ signal }) => getDashboardStats(signal),
  });

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
