import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlacedOrder } from "@atelier/shared/orders";
import { api } from "@/lib/api-client";

/** The answer carries the placed order with the token of its signed link (its page). */
export type VerifyGuestResult = { message: string; order?: PlacedOrder };

/**
 * Opening the e-mailed link marks the address verified and places the held order
 * (docs/product.md#orders).
 * The link works once, so the answer is never asked for twice: no retry, never stale.
 */
const verifyGuest = (token: string, email: string, signal?: AbortSignal) =>
  api.get<VerifyGuestResult>(
    `/orders/verify-guest?${new URLSearchParams({ token, email }).toString()}`,
    signal,
  );

const verifyGuestQueryOptions = (token: string, email: string) =>
  queryOptions({
    queryKey: ["orders", "verify-guest", token, email],
    // No signal: leaving the page must not cancel a link that is already being used up.
    queryFn: () => verifyGuest(token, email),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useVerifyGuest(token: string, email: string, enabled: boolean) {
  return useQuery({ ...verifyGuestQueryOptions(token, email), enabled });
}
