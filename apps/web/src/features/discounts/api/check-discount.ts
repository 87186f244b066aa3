import { queryOptions } from "@tanstack/react-query";
import type { DiscountCheck, DiscountQuote } from "@atelier/shared/discounts";
import { api } from "@/lib/api-client";

/*
 * POST /api/discounts/check (issue 31): what a code would take off the bag's entries, priced by the
 * server; nothing is taken until the order is placed. A query rather than a mutation: the same
 * code is asked again, by its key, whenever the bag or the customer changes.
 */

export const DISCOUNT_CHECK_KEY = ["discount-check"] as const;

const checkDiscount = (body: DiscountCheck, signal?: AbortSignal) =>
  api.request<DiscountQuote>("/discounts/check", { method: "POST", body, signal });

export const discountCheckOptions = (body: DiscountCheck) =>
  queryOptions({
    queryKey: [...DISCOUNT_CHECK_KEY, body],
    queryFn: ({ signal }) => checkDiscount(body, signal),
    // 20 checks a minute per address (429): a re-render never asks again, a changed bag does.
    staleTime: 60_000,
    retry: false,
  });
