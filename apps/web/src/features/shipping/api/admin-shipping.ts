import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminShippingZone,
  AdminShippingZones,
  ShippingZoneCreate,
  ShippingZonePatch,
} from "@atelier/shared/shipping";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { SHIPPING_ZONES_KEY } from "./get-shipping-zones";

/* The admin's shipping zones (docs/product.md#shipping-zones); a change refetches the shop's. */

export const ADMIN_SHIPPING_KEY = ["admin", "shipping-zones"] as const;

export const useAdminShippingZones = () =>
  useQuery({
    queryKey: ADMIN_SHIPPING_KEY,
    queryFn: ({ signal }) => api.get<AdminShippingZones>("/admin/shipping/zones", signal),
  });

function useShippingMutation<Input, Output>(
  request: (input: Input) => Promise<Output>,
  said: { done: string; failed: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => toast.success(said.done),
    onError: (error) => toast.error(said.failed, { description: errorMessage(error) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_SHIPPING_KEY }),
        queryClient.invalidateQueries({ queryKey: SHIPPING_ZONES_KEY }),
      ]),
  });
}

export const useCreateZone = () =>
  useShippingMutation(
    (zone: ShippingZoneCreate) => api.post<AdminShippingZone>("/admin/shipping/zones", zone),
    { done: "Shipping Zone Added", failed: "Failed to add the zone" },
  );

export const useUpdateZone = () =>
  useShippingMutation(
    ({ id, patch }: { id: number; patch: ShippingZonePatch }) =>
      api.patch<AdminShippingZone>(`/admin/shipping/zones/${id}`, patch),
    { done: "Shipping Zone Saved", failed: "Failed to save the zone" },
  );

export const useSetFreeShipping = () =>
  useShippingMutation(
    (freeShippingOver: number | null) =>
      api.request<AdminShippingZones>("/admin/shipping/settings", {
        method: "PUT",
        body: { freeShippingOver },
      }),
    { done: "Free Shipping Saved", failed: "Failed to save free shipping" },
  );
