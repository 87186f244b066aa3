import type { Size } from "@atelier/shared/products";
import { api } from "@/lib/api-client";

export type RemoveFromCartInput = { productId: string; size?: Size };

/** Without a size, every size of the product goes (docs/product.md#cart). */
export const removeFromCart = ({ productId, size }: RemoveFromCartInput) =>
  api.post<unknown>(
    "/cart/remove",
    size ? { productId: Number(productId), size } : { productId: Number(productId) },
  );
