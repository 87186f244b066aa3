import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Order } from "@atelier/shared/orders";
import { api } from "@/lib/api-client";

/** Every order, newest first (the server sorts; the page keeps that order). */
const getAdminOrders = (signal?: AbortSignal) => api.get<Order[]>("/admin/orders", signal);

export const adminOrdersQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "orders"], queryFn: ({ signal }) => getAdminOrders(signal) });

export const useAdminOrders = () => useQuery(adminOrdersQueryOptions());
