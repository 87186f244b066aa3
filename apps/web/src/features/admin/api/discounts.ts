import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Discount, DiscountCreate, DiscountPatch } from "@atelier/shared/discounts";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { saveDownload } from "./admin-fetch";

/* The admin's discount codes (docs/product.md#discount-codes--the-admin). */

export const ADMIN_DISCOUNTS_KEY = ["admin", "discounts"] as const;

export const useAdminDiscounts = () =>
  useQuery({
    queryKey: ADMIN_DISCOUNTS_KEY,
    queryFn: ({ signal }) => api.get<Discount[]>("/admin/discounts", signal),
  });

/** A change to the list; `quiet` leaves a failure to the form, which shows it by its field. */
function useDiscountMutation<Input, Output>(
  request: (input: Input) => Promise<Output>,
  said: { done: string; failed?: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => toast.success(said.done),
    onError: (error) => {
      if (said.failed) toast.error(said.failed, { description: errorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_DISCOUNTS_KEY }),
  });
}

export const useCreateDiscount = () =>
  useDiscountMutation(
    (discount: DiscountCreate) => api.post<Discount>("/admin/discounts", discount),
    { done: "Discount Code Added" },
  );

export const useUpdateDiscount = () =>
  useDiscountMutation(
    ({ id, patch }: { id: number; patch: DiscountPatch }) =>
      api.patch<Discount>(`/admin/discounts/${id}`, patch),
    { done: "Discount Code Saved", failed: "Failed to save the code" },
  );

export const useDeleteDiscount = () =>
  useDiscountMutation((id: number) => api.delete<null>(`/admin/discounts/${id}`), {
    done: "Discount Code Deleted",
    failed: "Failed to delete the code",
  });

/** The codes and what each brought, as the CSV an influencer's payment is worked out from. */
export const downloadDiscountsCsv = (token: string | null) =>
  saveDownload(
    "/admin/discounts.csv",
    token,
    `discounts-${new Date().toISOString().slice(0, 10)}.csv`,
  );
