import type { ChosenPiece } from "@/features/products";

/**
 * A line of the cart as the shopper sees it (docs/product.md#cart): the piece the product page
 * hands on, with `price` the sale price.
 */
export type CartItem = ChosenPiece;
