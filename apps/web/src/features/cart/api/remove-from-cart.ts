import type { Size } from "@atelier/shared/products";
import { api } from "@/lib/api-client";

export type RemoveFromCartInput = { productId: string; size?: Size; color?: number };

/** Without a size, every size of the product (in that colour) goes (docs/product.md#cart). */
export const removeFromCart = ({ productId, size, color }: RemoveFromCartInput) =>
  api.post<unknown>("/cart/remove", { productId: Number(productId), color, size });
