import type { Size } from "@atelier/shared/products";
import { api } from "@/lib/api-client";

export type ChangeCartItemInput = {
  productId: string;
  size: Size;
  quantity: number;
  color?: number;
};

/** Sets one size's quantity (of one colour); the server removes the line at 0 or less. */
export const changeCartItem = ({ productId, size, quantity, color }: ChangeCartItemInput) =>
  api.post<unknown>("/cart/change", { productId: Number(productId), color, size, quantity });
