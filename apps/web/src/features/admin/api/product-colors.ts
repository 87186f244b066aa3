import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ColorCreate, ColorPatch, ProductColor } from "@atelier/shared/colors";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { PRODUCTS_ROOT_KEY } from "./get-admin-products";

/*
 * A product's colours (docs/product.md#colours): add, change (name, swatch, stock, place), their
 * photographs, delete. Each change invalidates every product query, the shop's too: the product's
 * sums and first photographs follow its colours.
 */

const colorsPath = (productId: number) => `/products/${productId}/colors`;

type Target = { productId: number; colorId: number };

/** One colour mutation: its request, its words on success and failure, and the refetch after. */
function useColorMutation<Input, Answer>(
  request: (input: Input) => Promise<Answer>,
  said: { done: (answer: Answer, input: Input) => [string, string]; failed: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer, input) => {
      const [title, description] = said.done(answer, input);
      toast.success(title, { description });
    },
    onError: (error) => toast.error(said.failed, { description: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_ROOT_KEY }),
  });
}

export const useAddColor = () =>
  useColorMutation(
    ({ productId, color }: { productId: number; color: ColorCreate }) =>
      api.post<ProductColor>(colorsPath(productId), color),
    {
      done: (color) => ["Colour Added", `${color.name} is on sale.`],
      failed: "Failed to add the colour",
    },
  );

/** `what` names the change in the toast ("Sand (M): 4 in stock."). */
export const useUpdateColor = () =>
  useColorMutation(
    ({ productId, colorId, patch }: Target & { patch: ColorPatch; what?: string }) =>
      api.patch<ProductColor>(`${colorsPath(productId)}/${colorId}`, patch),
    {
      done: (color, { what }) => ["Colour Updated", what ?? `${color.name} saved.`],
      failed: "Failed to update the colour",
    },
  );

/** Replaces every photograph of the colour (the same rules as a product's). */
export const useUpdateColorImages = () =>
  useColorMutation(
    ({ productId, colorId, images }: Target & { images: string[] }) =>
      api.request<ProductColor>(`${colorsPath(productId)}/${colorId}/images`, {
        method: "PUT",
        body: { images },
      }),
    {
      done: (color) => [
        "Photographs Updated",
        `${color.name} now shows ${color.images.length} ${color.images.length === 1 ? "image" : "images"}.`,
      ],
      failed: "Failed to update the photographs",
    },
  );

export const useDeleteColor = () =>
  useColorMutation(
    ({ productId, colorId }: Target & { name: string }) =>
      api.delete<void>(`${colorsPath(productId)}/${colorId}`),
    {
      done: (_, { name }) => ["Colour Deleted", `${name} is no longer on sale.`],
      failed: "Failed to delete the colour",
    },
  );
