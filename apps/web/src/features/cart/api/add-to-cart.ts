import type { Size } from "@atelier/shared/products";
import { api } from "@/lib/api-client";

export type AddToCartInput = { productId: string; size: Size; quantity: number };

/** Adds to what is already there for that product and size (docs/product.md#cart). */
export const addToCart = ({ productId, size, quantity }: AddToCartInput) =>
  api.post<unknown>("/cart/add", { productId: Number(productId), [size]: quantity });
