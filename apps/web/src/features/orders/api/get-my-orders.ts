import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { MY_ORDERS_PAGE, type Order } from "@atelier/shared/orders";
import { api } from "@/lib/api-client";

export const ORDERS_KEY = ["orders"] as const;

export type MyOrdersPage = { items: Order[]; total: number | null };

/** One page of the shopper's own orders, newest first; `before` is the last id already shown. */
export async function getMyOrders(
  before: number | undefined,
  signal?: AbortSignal,
): Promise<MyOrdersPage> {
  let total: number | null = null;
  const items = await api.request<Order[]>(
    `/orders?limit=${MY_ORDERS_PAGE}${before === undefined ? "" : `&before=${before}`}`,
    {
      signal,
      // The total beside the page (null when the server leaves it out).
      onHeaders: (h) => {
        const value = h.get("X-Total-Count");
        total = value === null ? null : Number(value);
      },
    },
  );
  return { items, total };
}

/**
 * My Orders (docs/product.md#orders): pages of MY_ORDERS_PAGE; a short page is the last one.
 * Keyed by the user, so another account on the same tab never sees these.
 */
export function useMyOrders(userId: number) {
  return useInfiniteQuery({
    queryKey: [...ORDERS_KEY, "mine", userId],
    queryFn: ({ pageParam, signal }) => getMyOrders(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: MyOrdersPage) =>
      last.items.length < MY_ORDERS_PAGE ? undefined : last.items[last.items.length - 1]?.id,
  });
}

/**
 * The signed-in shopper's newest order (null without one), which the checkout fills her name and
 * address from. Keyed by the user like her list, so it is never another account's.
 */
export function useLatestOrder(userId: number | undefined) {
  return useQuery({
    queryKey: [...ORDERS_KEY, "mine", userId, "latest"],
    queryFn: async ({ signal }) =>
      (await api.request<Order[]>("/orders?limit=1", { signal }))[0] ?? null,
    enabled: userId !== undefined,
  });
}
