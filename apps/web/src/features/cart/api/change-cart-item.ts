import type { Size } from "@atelier/shared/products";
import { api } from "@/lib/api-client";

export type ChangeCartItemInput = { productId: string; size: Size; quantity: number };

/** Sets one size's quantity; the server removes the line at 0 or less. */
export const changeCartItem = ({ productId, size, quantity }: ChangeCartItemInput) =>
  api.post<unknown>("/cart/change", { productId: Number(productId), size, quantity });
