import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { WaitingCount } from "@atelier/shared/back-in-stock";
import { api } from "@/lib/api-client";
import { PRODUCTS_ROOT_KEY } from "./get-admin-products";

/**
 * How many shoppers wait for each sold-out size of a page's products
 * (docs/product.md#back-in-stock): one request per page, not per card. Under the products' key:
 * a stock change that mails them refetches it with the list.
 */
export const stockAlertsQueryOptions = (ids: number[]) =>
  queryOptions({
    queryKey: [...PRODUCTS_ROOT_KEY, "admin", "waiting", ids],
    queryFn: ({ signal }) =>
      api.get<WaitingCount[]>(`/admin/stock-alerts?ids=${ids.join(",")}`, signal),
  });

export const useStockAlerts = (ids: number[]) =>
  useQuery({
    ...stockAlertsQueryOptions(ids),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
