import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { AuditKind, AuditPage, AuditPerson } from "@atelier/shared/audit";
import { api } from "@/lib/api-client";

/** The audit log's filters (issue 33, docs/product.md#audit-log); each left out when unset. */
export type AuditFilters = {
  actor?: number;
  kind?: AuditKind;
  order?: number;
  product?: number;
};

const search = (f: AuditFilters, extra: Record<string, number | undefined> = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...f, ...extra }))
    if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
};

/** One page of GET /admin/audit, newest first; `before` the previous page's `next`. */
export const useAuditPage = (filters: AuditFilters, before: number | undefined) =>
  useQuery({
    queryKey: ["admin", "audit", filters, before ?? null],
    queryFn: ({ signal }) =>
      api.get<AuditPage>(`/admin/audit${search(filters, { before })}`, signal),
    placeholderData: keepPreviousData,
  });

/** Everyone with an entry, for the person filter. */
export const useAuditPeople = () =>
  useQuery({
    queryKey: ["admin", "audit", "people"],
    queryFn: ({ signal }) => api.get<AuditPerson[]>("/admin/audit/people", signal),
  });

/** One order's or product's history, a page at a time ("Show more"); fetched only when shown. */
export const useAuditHistory = (
  filter: { order: number } | { product: number },
  enabled: boolean,
  limit = 10,
) =>
  useInfiniteQuery({
    queryKey: ["admin", "audit", "history", filter, limit],
    queryFn: ({ pageParam, signal }) =>
      api.get<AuditPage>(`/admin/audit${search(filter, { limit, before: pageParam })}`, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
  });
