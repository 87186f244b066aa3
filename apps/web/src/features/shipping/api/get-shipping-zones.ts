import { useQuery } from "@tanstack/react-query";
import { DEFAULT_ZONES, shippingZonesSchema, type ShippingZones } from "@atelier/shared/shipping";
import { api } from "@/lib/api-client";

export const SHIPPING_ZONES_KEY = ["shipping-zones"] as const;

/**
 * The enabled shipping zones and the free-shipping threshold (GET /api/shipping/zones,
 * docs/product.md#shipping-zones). Until it answers, or when it cannot, the store's default
 * (Greater Cairo at 70 EGP): the server prices the order again when it is placed.
 */
export function useShippingZones(): { zones: ShippingZones; isLoaded: boolean } {
  const query = useQuery({
    queryKey: SHIPPING_ZONES_KEY,
    queryFn: async ({ signal }) =>
      shippingZonesSchema.parse(await api.get<unknown>("/shipping/zones", signal)),
    retry: false,
    staleTime: 60_000,
  });
  return { zones: query.data ?? DEFAULT_ZONES, isLoaded: query.isSuccess };
}
