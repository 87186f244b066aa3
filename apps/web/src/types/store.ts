import type { Size } from "@atelier/shared/products";

/*
 * Client-side shapes that cross features (SPEC §3). They live here, not in a feature, because
 * features never import each other: the route that composes them passes these along.
 */

/** Product (UI): the server's product with `price` = sale price and the derived flags. */
export type UiProduct = {
  id: string;
  title: string;
  price: number;
  originalPrice: number;
  images: string[];
  description: string;
  sizes: readonly Size[];
  category: string;
  material: string;
  isNew: boolean;
  quantities: Record<Size, number>;
};

/** Cart item (client). `price` is the sale price. */
export type CartItem = {
  id: string;
  title: string;
  price: number;
  images: string[];
  selectedSize: Size;
  quantity: number;
};

/** Buy-now item, kept in sessionStorage under `tempOrderItem`. */
export type BuyNowItem = CartItem & { category: string; material: string };
