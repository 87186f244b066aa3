import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Order } from "@atelier/shared/orders";
import { useSession } from "@/features/auth";
import { api } from "@/lib/api-client";
import { adminGet } from "./admin-fetch";

/** The dashboard's Recent Orders: the newest few (the full list is /admin/orders). */
export const RECENT_ORDERS = 10;

/** Every admin order query starts with this key: a status change reloads them all. */
export const adminOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "orders"],
    queryFn: ({ signal }) => api.get<Order[]>(`/admin/orders?limit=${RECENT_ORDERS}`, signal),
  });

export const useAdminOrders = () => useQuery(adminOrdersQueryOptions());

/** The list's filters and page as the URL holds them (docs/product.md#admin). */
export type OrderListParams = {
  status?: string;
  payment?: string;
  q?: string;
  from?: string;
  to?: string;
  /** The governorate's ISO 3166-2:EG code (issue 30). */
  governorate?: string;
  /** confirmed | awaiting: cash orders and WhatsApp (issue 32). */
  whatsapp?: string;
  before?: string;
};
export const FILTER_KEYS = [
  "status",
  "payment",
  "governorate",
  "whatsapp",
  "q",
  "from",
  "to",
] as const;

/** The query string of the filters (and page), empty values left out. */
export function listQuery(params: OrderListParams, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...params, ...extra }))
    if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : "";
}

export const ORDERS_PAGE = 50;

/** One page of the list and how many orders match in all (X-Total-Count). */
export function useAdminOrderPage(params: OrderListParams) {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: ["admin", "orders", "page", params],
    queryFn: async ({ signal }) => {
      const path = `/admin/orders${listQuery(params, { limit: String(ORDERS_PAGE) })}`;
      const response = await adminGet(path, token, signal);
      const total = Number(response.headers.get("x-total-count") ?? 0);
      return { data: (await response.json()) as Order[], total };
    },
    placeholderData: keepPreviousData,
  });
}
