import type { Size } from "@atelier/shared/products";

/** A line of the cart as the shopper sees it (docs/product.md#cart). `price` is the sale price. */
export type CartItem = {
  id: string;
  title: string;
  price: number;
  images: string[];
  selectedSize: Size;
  quantity: number;
};
