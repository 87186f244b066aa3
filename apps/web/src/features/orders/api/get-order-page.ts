import { queryOptions, useQuery } from "@tanstack/react-query";
import { ORDER_TOKEN_HEADER, type OrderPage } from "@atelier/shared/orders";
import { api } from "@/lib/api-client";
import { ORDERS_KEY } from "./get-my-orders";

/**
 * The e-mailed link's token travels as a header on every call of the order page, never stored
 * (docs/product.md#orders); the signed-in owner needs none.
 */
export const tokenHeaders = (token: string | null): Record<string, string> | undefined =>
  token ? { [ORDER_TOKEN_HEADER]: token } : undefined;

const getOrderPage = (id: number, token: string | null, signal?: AbortSignal) =>
  api.get<OrderPage>(`/orders/${id}`, signal, tokenHeaders(token));

export const orderPageQueryOptions = (id: number, token: string | null) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, "page", id, token],
    queryFn: ({ signal }) => getOrderPage(id, token, signal),
  });

export function useOrderPage(id: number, token: string | null, enabled = true) {
  return useQuery({ ...orderPageQueryOptions(id, token), enabled });
}
