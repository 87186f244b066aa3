import * as React from "react";
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

/** How long, and how often, a page waiting for Paymob's word asks again (issue 32). */
const PAYMENT_WAIT_MS = 120_000;
const PAYMENT_POLL_MS = 3_000;

export function useOrderPage(id: number, token: string | null, enabled = true) {
  // Back from Paymob's page, the callback may land a moment after the shopper does: while the
  // order still awaits its online payment, the page asks again for a while.
  const [since] = React.useState(() => Date.now());
  return useQuery({
    ...orderPageQueryOptions(id, token),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.paymentState === "online_awaiting" && Date.now() - since < PAYMENT_WAIT_MS
        ? PAYMENT_POLL_MS
        : false,
  });
}
