import type { Size } from "@atelier/shared/products";
import { api } from "@/lib/api-client";

export type AddToCartInput = { productId: string; size: Size; quantity: number; color?: number };

/** Adds to what is already there for that product, colour and size (docs/product.md#cart). */
export const addToCart = ({ productId, size, quantity, color }: AddToCartInput) =>
  api.post<unknown>("/cart/add", { productId: Number(productId), color, [size]: quantity });
