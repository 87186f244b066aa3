import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  AnalyticsInterval,
  PlacesAnswer,
  ProductsAnswer,
  SalesAnswer,
} from "@atelier/shared/analytics";
import { api } from "@/lib/api-client";
import { useSession } from "@/features/auth";
import { saveDownload } from "./admin-fetch";

/** The analytics' range (Cairo days, both counted) and the sales chart's interval. */
export type AnalyticsRange = { from: string; to: string; interval: AnalyticsInterval };

const query = (r: AnalyticsRange, withInterval: boolean) =>
  `?from=${r.from}&to=${r.to}${withInterval ? `&interval=${r.interval}` : ""}`;

/** GET /admin/analytics/sales, /products and /places (issue 33) for one range. */
export const useSalesAnalytics = (r: AnalyticsRange) =>
  useQuery({
    queryKey: ["admin", "analytics", "sales", r],
    queryFn: ({ signal }) =>
      api.get<SalesAnswer>(`/admin/analytics/sales${query(r, true)}`, signal),
    placeholderData: keepPreviousData,
  });

export const useProductAnalytics = (r: AnalyticsRange) =>
  useQuery({
    queryKey: ["admin", "analytics", "products", r.from, r.to],
    queryFn: ({ signal }) =>
      api.get<ProductsAnswer>(`/admin/analytics/products${query(r, false)}`, signal),
    placeholderData: keepPreviousData,
  });

export const usePlaceAnalytics = (r: AnalyticsRange) =>
  useQuery({
    queryKey: ["admin", "analytics", "places", r.from, r.to],
    queryFn: ({ signal }) =>
      api.get<PlacesAnswer>(`/admin/analytics/places${query(r, false)}`, signal),
    placeholderData: keepPreviousData,
  });

export type AnalyticsView = "sales" | "products" | "places";

/** Saves a view as CSV (`format=csv`), fetched with the session's token like every admin call. */
export function useAnalyticsCsv() {
  const token = useSession()?.token ?? null;
  return (view: AnalyticsView, r: AnalyticsRange) =>
    saveDownload(
      `/admin/analytics/${view}${query(r, view === "sales")}&format=csv`,
      token,
      `${view}-${r.from}-${r.to}.csv`,
    );
}
